"""The LLM provider contract.

A provider turns its settings (the ``[llm.NAME]`` table of the configuration,
with ``TAPYRE_LLM__NAME__KEY`` environment overrides applied) into a LangChain
chat model.  Providers are registered as instances, so construction must be
cheap: import the LangChain integration inside :meth:`LLMProvider.chat_model`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import KW_ONLY, dataclass, field, fields
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, Self

from tapyre._components import Settings
from tapyre._errors import ConfigError, iter_causes
from tapyre._llm_options import LLMOption

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

    from tapyre._errors import LLMError
    from tapyre._schema import TableSchema


@dataclass(frozen=True)
class LLMStatus:
    """What ``tapyre llms list`` shows for one configured provider.

    ``reachable`` is ``None`` when the provider has no server to ask.
    ``models`` are the models the server offers (empty when unknown).
    ``error`` is a one-line reason when the server did not answer.
    """

    provider: str
    model: str | None
    endpoint: str | None = None
    reachable: bool | None = None
    models: tuple[str, ...] = field(default_factory=tuple)
    error: str | None = None


class EndpointSettings(Protocol):
    """What :meth:`LLMProvider.endpoint_status` reads from a provider's checked settings."""

    @property
    def model(self) -> str | None: ...

    @property
    def base_url(self) -> str: ...


@dataclass(frozen=True)
class ServerLLMSettings:
    """The checked settings every provider that talks to a chat server has: its
    ``[llm.NAME]`` table's ``name``, ``model`` (``None`` when not configured:
    listing the server's models needs none), ``base_url`` and the optional
    ``temperature``, ``max_tokens`` and ``timeout``.  A provider's own settings
    record extends it with its other settings and sets the two class variables
    the hint of :meth:`require_model` uses.

    Only ``name``, ``model`` and ``base_url`` may be given by position: every
    other setting is keyword-only here, and a subclass declares its own with
    ``@dataclass(frozen=True, kw_only=True)``, so a call written for one field
    order can never put a value into another field."""

    name: str
    model: str | None
    base_url: str
    _: KW_ONLY
    temperature: float | None = None
    max_tokens: int | None = None
    timeout: float | None = None

    model_example: ClassVar[str] = '"MODEL"'
    """The ``model = …`` value the hint suggests."""
    models_listed: ClassVar[str] = "the models the server offers"
    """What ``tapyre llms list`` shows, as the hint says it."""

    @classmethod
    def from_values(cls, name: str, values: Mapping[str, Any], **checked: Any) -> Self:
        """The record of the ``[llm.NAME]`` table's values, as :meth:`TableSchema.read`
        returns them: each field takes the setting of its name.

        ``checked`` gives the fields the provider works out itself (a normalised
        ``base_url``, a key from the environment); they win over ``values``.  A
        setting that is no field of the record is left out.
        """
        names = {f.name for f in fields(cls)} - {"name"}
        given = {key: value for key, value in values.items() if key in names}
        return cls(name=name, **{**given, **checked})

    def require_model(self) -> str:
        """The model, for chatting.

        :raises ConfigError: none is set (the hint says where to set it).
        """
        if not self.model:
            raise ConfigError(
                f"no model set for LLM {self.name!r}",
                hint=(
                    f"Set [llm.{self.name}] model = {self.model_example} in the config file "
                    f"or TAPYRE_LLM__{self.name.upper()}__MODEL; `tapyre llms list` shows "
                    f"{self.models_listed}."
                ),
            )
        return self.model


class LLMProvider(ABC):
    """Base class of LLM providers.

    Subclasses set ``name`` (unique, used in config and ``--llm NAME``) and
    ``description`` and implement :meth:`chat_model`.  A provider talking to a
    server usually also implements :meth:`status` (building its answer with
    :meth:`endpoint_status`) and :meth:`translate_cause`.

    ``options`` declares what ``-o NAME VALUE`` may set for one command (name
    to :class:`~tapyre.LLMOption`: type and description); the checked values
    are laid over the settings :meth:`chat_model` receives.  ``reads_api_key``
    says the provider reads an ``api_key`` setting, which the core then fills
    from ``tapyre keys set NAME`` when the table sets none.
    ``attachment_types`` lists the MIME types its models take as attachments
    (``tapyre ask -a photo.png``, sent as LangChain's standard content blocks:
    ``image``, ``audio``, ``video``, ``file``); any other attachment is refused
    before the model is contacted.
    """

    name: str
    description: str = ""
    settings_schema: ClassVar[TableSchema | None] = None
    """The keys of its ``[llm.NAME]`` table (``None``: not declared, not checked)."""
    options: ClassVar[Mapping[str, LLMOption]] = {}
    reads_api_key: ClassVar[bool] = False
    attachment_types: ClassVar[tuple[str, ...]] = ()
    """MIME types its models take as attachments (``ask -a FILE``); ``image/*`` patterns allowed."""

    @abstractmethod
    def chat_model(self, settings: Settings) -> BaseChatModel:
        """Build the chat model for ``settings``.

        Must not contact the server: an unreachable server is reported when
        the model is first called (through :meth:`translate_error`).  Raise
        :class:`~tapyre.ConfigError` when a required setting is missing.
        """

    def status(self, settings: Settings) -> LLMStatus:
        """Ask the server whether it answers and which models it offers.

        The default knows nothing about servers.  Must not raise for an
        unreachable server: report it in :attr:`LLMStatus.error`.
        """
        return LLMStatus(provider=self.name, model=settings.get("model"))

    def endpoint_status(
        self,
        checked: EndpointSettings,
        *,
        reachable: bool | None,
        models: Iterable[str] = (),
        error: str | None = None,
    ) -> LLMStatus:
        """The :class:`LLMStatus` of this provider: model and endpoint from ``checked``.

        For :meth:`status` implementations: ``checked`` is the provider's
        parsed settings (anything with ``model`` and ``base_url``).
        """
        return LLMStatus(
            provider=self.name,
            model=checked.model,
            endpoint=checked.base_url,
            reachable=reachable,
            models=tuple(models),
            error=error,
        )

    def translate_error(self, error: BaseException, settings: Settings) -> LLMError | None:
        """Turn a client library's exception into a one-line Tapyre error.

        Called by the agent for every exception raised while talking to the
        model.  Asks :meth:`translate_cause` about ``error`` and then each
        exception in its ``__cause__``/``__context__`` chain (client libraries
        wrap transport errors), and returns the first answer.  ``None`` means
        the provider does not know the error; the core then applies generic
        rules (connection errors become :class:`~tapyre.LLMUnreachableError`).
        """
        for cause in iter_causes(error):
            translated = self.translate_cause(cause, settings)
            if translated is not None:
                return translated
        return None

    def translate_cause(self, cause: BaseException, settings: Settings) -> LLMError | None:
        """One exception of the chain as a Tapyre error, ``None`` when it means nothing here.

        The default knows no exception; providers override this rather than
        :meth:`translate_error`.
        """
        return None

    def accepts_attachment(self, mime_type: str) -> bool:
        """Whether an attachment of ``mime_type`` may be sent (:attr:`attachment_types`)."""
        from fnmatch import fnmatchcase

        return any(fnmatchcase(mime_type.lower(), t.lower()) for t in self.attachment_types)

    def redacted_keys(self) -> frozenset[str]:
        """Setting names holding secrets, never printed (``api_key`` etc. always are)."""
        return frozenset()

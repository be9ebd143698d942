"""The Ollama provider: settings in, a ``ChatOllama`` out, Ollama's errors translated.

``langchain_ollama`` (and through it ``ollama``) is imported only when a chat
model is built, so registering the provider costs nothing at start-up.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from tapyre import LLMError, LLMOption, LLMProvider, LLMStatus, Settings
from tapyre.settings import table_of

from tapyre_llm_ollama._errors import translate
from tapyre_llm_ollama._settings import SCHEMA, OllamaSettings, read_settings

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

STATUS_TIMEOUT = 5.0
"""Seconds ``tapyre llms list`` waits for ``/api/tags`` (or ``timeout`` if shorter)."""


class OllamaProvider(LLMProvider):
    """Chat models served by an Ollama server (``ollama serve``).

    Its ``[llm.ollama]`` settings are declared in
    :data:`tapyre_llm_ollama._settings.SCHEMA` (``tapyre config keys`` lists them).
    """

    name = "ollama"
    description = "Local models served by Ollama (langchain-ollama)"
    settings_schema = SCHEMA
    # the images Ollama's vision models read (a message's "images"): `ask -a`
    attachment_types = ("image/png", "image/jpeg")
    options: ClassVar[Mapping[str, LLMOption]] = {
        "temperature": LLMOption(float, "Sampling temperature (0 = deterministic)", minimum=0),
        "max_tokens": LLMOption(int, "Most tokens in the answer (num_predict)", minimum=1),
        "num_ctx": LLMOption(int, "Context window in tokens", minimum=1),
        "keep_alive": LLMOption(str, 'How long the model stays loaded ("5m"; -1: always)'),
        "timeout": LLMOption(float, "Seconds to wait for each request", minimum=0.001),
    }

    def settings(self, settings: Settings) -> OllamaSettings:
        """The checked settings (raises :class:`~tapyre.ConfigError`)."""
        # an alias's settings name its own table ([llm.work]) in every error
        table = table_of(settings, f"llm.{self.name}")
        return read_settings(table.removeprefix("llm."), settings)

    def chat_model(self, settings: Settings) -> BaseChatModel:
        checked = self.settings(settings)
        model = checked.require_model()
        from langchain_ollama import ChatOllama

        client_kwargs: dict[str, Any] = {}
        if checked.timeout is not None:
            client_kwargs["timeout"] = checked.timeout
        return ChatOllama(
            model=model,
            base_url=checked.base_url,
            temperature=checked.temperature,
            num_predict=checked.max_tokens,
            keep_alive=checked.keep_alive,
            num_ctx=checked.num_ctx,
            client_kwargs=client_kwargs,
        )

    def status(self, settings: Settings) -> LLMStatus:
        checked = self.settings(settings)
        import httpx

        timeout = min(checked.timeout or STATUS_TIMEOUT, STATUS_TIMEOUT)
        url = f"{checked.base_url}/api/tags"
        try:
            response = httpx.get(url, timeout=timeout)
            response.raise_for_status()
            body = response.json()
            models = tuple(
                str(entry.get("model") or entry.get("name"))
                for entry in body.get("models", [])
                if entry.get("model") or entry.get("name")
            )
        except httpx.HTTPStatusError as exc:
            return self.endpoint_status(
                checked,
                reachable=True,
                error=f"{url} answered HTTP {exc.response.status_code}",
            )
        except (httpx.HTTPError, ValueError, AttributeError) as exc:
            return self.endpoint_status(
                checked, reachable=False, error=_unreachable_reason(exc, url)
            )
        return self.endpoint_status(checked, reachable=True, models=models)

    def translate_cause(self, cause: BaseException, settings: Settings) -> LLMError | None:
        return translate(cause, self.settings(settings))


def _unreachable_reason(exc: BaseException, url: str) -> str:
    import httpx

    if isinstance(exc, httpx.TimeoutException):
        return f"no answer from {url} (timed out)"
    if isinstance(exc, httpx.ConnectError):
        return f"cannot connect to {url} (is `ollama serve` running?)"
    if isinstance(exc, ValueError | AttributeError):
        return f"{url} did not answer like an Ollama server"
    return f"{url}: {type(exc).__name__}"

"""The one error hierarchy of Tapyre.

Every error that Tapyre or a plugin raises on purpose derives from
:class:`TapyreError`.  The CLI turns a ``TapyreError`` into a single line on
standard error and exit code 1 (or the error's ``exit_code``); anything else
is a bug and shows a traceback.

Messages are written for the person at the terminal: they name the input that
was wrong and say what to do about it, in one line.
"""

from __future__ import annotations

from collections.abc import Iterator


class TapyreError(Exception):
    """Base class of every error Tapyre raises on purpose.

    ``hint`` is an optional "what to do" sentence appended to the message.
    """

    exit_code: int = 1

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        if self.hint:
            stop = "" if self.message.rstrip().endswith((".", "!", "?")) else "."
            return f"{self.message.rstrip()}{stop} {self.hint}"
        return self.message


class ConfigError(TapyreError):
    """The configuration file or an environment override is invalid."""


class PluginError(TapyreError):
    """A plugin could not be loaded, registered something invalid, or clashed."""


class ComponentNotFoundError(TapyreError):
    """A named component (LLM provider, tool, embedder, store…) is not registered."""


class LLMError(TapyreError):
    """Base class for errors talking to a language model."""


class LLMNotConfiguredError(LLMError):
    """No LLM provider is configured or the named one is unknown."""


class LLMUnreachableError(LLMError):
    """The model server did not answer (connection refused, DNS, timeout)."""


class LLMModelNotFoundError(LLMError):
    """The server answered but does not have the requested model."""


class LLMToolCallingUnsupportedError(LLMError):
    """The model (or provider) cannot call tools, which the agent needs."""


class ToolError(TapyreError):
    """A tool was called with invalid arguments or failed in an expected way."""


class ToolRefusedError(ToolError):
    """A side-effecting tool call was not permitted by the user or the config."""


def iter_causes(error: BaseException) -> Iterator[BaseException]:
    """``error`` and the exceptions behind it, outermost first, each once.

    Follows ``__cause__`` (``raise … from …``), else ``__context__`` (raised
    while handling another), and stops at a loop.  LLM providers use it in
    :meth:`~tapyre.LLMProvider.translate_error` to find the client library's
    exception under LangChain's wrappers::

        for exc in iter_causes(error):
            if isinstance(exc, httpx.ConnectError):
                return LLMUnreachableError(...)
    """
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__

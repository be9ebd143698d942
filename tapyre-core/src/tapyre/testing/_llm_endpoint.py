"""What :class:`~tapyre.testing.LLMProviderContract` runs against: a provider and its server.

A provider package describes each server its contract run uses (a faithful
fake on loopback, a real server) as one :class:`LLMEndpoint`, returned by the
``llm_endpoint`` fixture of its subclass of the contract.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from tapyre.hookspecs import hookimpl
from tapyre.testing._replies import Reply

if TYPE_CHECKING:
    from tapyre._llm import LLMProvider
    from tapyre._tools import Tool

__all__ = ["LLMEndpoint", "scripted_replies"]


@dataclass
class LLMEndpoint:
    """One server a provider's contract run talks to, and what it can be made to do.

    Only ``provider``, ``settings`` and ``plugin`` are required; every other
    field enables the contract's tests of one situation, and those whose
    situation an endpoint cannot produce are skipped with the field's name as
    the reason.
    """

    provider: LLMProvider
    settings: dict[str, Any]
    """The provider's ``[llm.NAME]`` table for a reachable server and a model that calls tools."""
    plugin: str
    """The module its ``tapyre`` entry point names (``"tapyre_llm_openai.plugin"``)."""
    entry_point: str | None = None
    """The entry point's name (``"openai"``); ``None`` for the core's built-in plugin."""
    say: Callable[..., None] | None = None
    """``say(*replies)`` makes the model answer these next, one per request (strings or
    :class:`~tapyre.testing.Reply`); ``None`` for a real model, whose words cannot be
    scripted: the tests then check the shape of its answers and skip the tool calls."""
    unreachable: Mapping[str, Any] | None = None
    """Settings of the same provider pointing at a URL where nothing listens."""
    missing_model: str | None = None
    """A model name the server answers "not found" for."""
    no_tools: Mapping[str, Any] | None = None
    """Settings of a model that cannot call tools (one the server serves without tool support)."""
    slow: Callable[[], AbstractContextManager[Mapping[str, Any]]] | None = None
    """A context giving settings of a server that answers later than their ``timeout``."""
    paced: bool = False
    """The server sends a streamed answer in pieces with pauses between them, as a real
    model does, so a terminal sees the answer arrive while it is generated."""
    client_modules: frozenset[str] = field(default_factory=frozenset)
    """Top-level modules of the provider's client libraries, which registering must not import."""

    @property
    def name(self) -> str:
        """The provider's name: its table is ``[llm.NAME]``."""
        return self.provider.name

    def unreachable_address(self) -> str:
        """``host:port`` of :attr:`unreachable` (what its errors must name)."""
        assert self.unreachable is not None
        for value in self.unreachable.values():
            if isinstance(value, str) and "://" in value:
                return urlsplit(value).netloc
        raise AssertionError(f"{self.unreachable!r} holds no URL")


def scripted_replies(replies: tuple[Reply | str, ...]) -> list[Any]:
    """``replies`` in the form of the ``scripted`` provider's ``[llm.scripted] replies``."""
    converted: list[Any] = []
    for reply in replies:
        if isinstance(reply, str):
            converted.append(reply)
            continue
        calls = [{"name": name, "args": dict(args)} for name, args in reply.tool_calls]
        converted.append(
            {"content": reply.content, "tool_calls": calls} if calls else reply.content
        )
    return converted


# -- what the contract's tests use ------------------------------------------------

QUESTION = "Write one sentence about the sea."
WORDS = "alpha beta gamma"


def word_count_tool() -> Tool:
    """The tool the contract's scripts call: ``word_count(text)``."""
    from tapyre._tools import Tool

    return Tool.simple(
        "word_count", "Count the words in a text.", lambda text: str(len(text.split()))
    )


class _ProviderPlugin:
    """Registers one provider instance."""

    def __init__(self, provider: LLMProvider) -> None:
        self.tapyre_plugin_name = f"contract-{provider.name}"
        self._provider = provider

    @hookimpl
    def tapyre_register_llm_providers(self, register: Callable[[Any], None]) -> None:
        register(self._provider)


class _WordTool:
    """Registers :func:`word_count_tool` (tool id ``words:word_count``)."""

    tapyre_plugin_name = "words"

    @hookimpl
    def tapyre_register_tools(self, register: Callable[[Any], None]) -> None:
        register(word_count_tool())


def plugins_for(endpoint: LLMEndpoint, *, with_tool: bool = False) -> list[object]:
    """Plugin objects giving a host ``endpoint``'s provider (unless built in) and the tool."""
    plugins: list[object] = []
    if endpoint.entry_point is not None:
        plugins.append(_ProviderPlugin(endpoint.provider))
    if with_tool:
        plugins.append(_WordTool())
    return plugins


def one_line(text: str) -> str:
    """``text`` if it is one non-empty line; fails the test otherwise."""
    assert text.strip(), "an empty message"
    assert "\n" not in text.strip(), f"not one line: {text!r}"
    return text


def joined(chunks: Iterator[Any]) -> tuple[list[str], str]:
    """The non-empty text pieces of streamed chunks, and their concatenation."""
    pieces = [c.content for c in chunks if isinstance(c.content, str) and c.content]
    return pieces, "".join(pieces)

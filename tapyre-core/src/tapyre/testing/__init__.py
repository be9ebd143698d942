"""Helpers for testing Tapyre plugins and applications.

- :class:`ScriptedChatModel`: a real LangChain chat model that replays
  scripted replies and tool calls (the ``scripted`` LLM provider's model,
  defined in :mod:`tapyre._scripted`).
- :class:`LoopbackHTTPServer` and :func:`free_port`: a base for spec-exact
  fake HTTP servers (a real socket on 127.0.0.1, served from a thread), with
  :class:`LoopbackHandler`, the base of their request handlers.
- :class:`FakeLLMServer` and :class:`FakeLLMHandler`: what every fake model
  server shares (scripted replies, recorded requests), whatever its wire format.
- :func:`asgi_server`: an ASGI app (a server and its
  :class:`~tapyre.serving.ServerGuard`) served by uvicorn on a free loopback
  port, from a thread.
- :class:`FakeOpenAIServer` (and :class:`FakeOpenAIModel`): a spec-exact
  OpenAI chat-completions endpoint on loopback, for providers of
  OpenAI-compatible servers.
- :class:`ScriptedReplies`, :class:`Reply` and :class:`RecordedRequest`: what
  a fake model server says next (scripted, or a tiny deterministic model) and
  what its clients sent, shared by the LLM provider packages' fake servers.
- :func:`run_tapyre` (and :class:`CliRun`): the installed ``tapyre`` command
  in a subprocess, with a temporary config file and a clean environment
  (:func:`child_environ`: this process's, less the user's ``TAPYRE_*`` settings).
- :func:`imported_modules`: which modules a ``tapyre`` command imports (to
  keep start-up light).
- :class:`LLMProviderContract` and :class:`LLMEndpoint`: the conformance suite
  every LLM provider passes; a provider package subclasses the contract with
  one fixture, ``llm_endpoint`` (needs pytest: ``tapyre-core[test]``);
  :func:`translated_error` and :func:`tool_round_trip` for a provider's own
  error and wire-format tests.
- The pytest plugin :mod:`tapyre.testing.pytest_plugin` (opt in with
  ``pytest_plugins = ["tapyre.testing.pytest_plugin"]``) with the fixtures
  ``tapyre_data_dir``, ``tapyre_config``, ``tapyre_host``, ``register_plugin``
  and ``tapyre_cli``.

Importing this package stays cheap; LangChain is imported when
:class:`ScriptedChatModel` is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tapyre.testing._probe import HEAVY_MODULES, ProbeResult, imported_modules

if TYPE_CHECKING:
    from tapyre._scripted import ScriptedChatModel, ScriptExhaustedError
    from tapyre.testing._asgi import asgi_server
    from tapyre.testing._cli import CliRun, child_environ, run_tapyre
    from tapyre.testing._fake_llm import FakeLLMHandler, FakeLLMServer
    from tapyre.testing._fake_openai import FakeOpenAIModel, FakeOpenAIServer
    from tapyre.testing._http import LoopbackHandler, LoopbackHTTPServer, free_port
    from tapyre.testing._llm_contract import (
        LLMProviderContract,
        tool_round_trip,
        translated_error,
    )
    from tapyre.testing._llm_endpoint import LLMEndpoint
    from tapyre.testing._replies import RecordedRequest, Reply, ScriptedReplies

__all__ = [
    "HEAVY_MODULES",
    "CliRun",
    "FakeLLMHandler",
    "FakeLLMServer",
    "FakeOpenAIModel",
    "FakeOpenAIServer",
    "LLMEndpoint",
    "LLMProviderContract",
    "LoopbackHTTPServer",
    "LoopbackHandler",
    "ProbeResult",
    "RecordedRequest",
    "Reply",
    "ScriptExhaustedError",
    "ScriptedChatModel",
    "ScriptedReplies",
    "asgi_server",
    "child_environ",
    "free_port",
    "imported_modules",
    "run_tapyre",
    "tool_round_trip",
    "translated_error",
]

_LAZY = ("ScriptExhaustedError", "ScriptedChatModel")
_LAZY_CLI = ("CliRun", "child_environ", "run_tapyre")
_LAZY_HTTP = ("LoopbackHTTPServer", "LoopbackHandler", "free_port")
_LAZY_REPLIES = ("RecordedRequest", "Reply", "ScriptedReplies")
_LAZY_CONTRACT = {
    "LLMProviderContract": "tapyre.testing._llm_contract",
    "translated_error": "tapyre.testing._llm_contract",
    "tool_round_trip": "tapyre.testing._llm_contract",
    "LLMEndpoint": "tapyre.testing._llm_endpoint",
    "FakeOpenAIServer": "tapyre.testing._fake_openai",
    "FakeLLMServer": "tapyre.testing._fake_llm",
    "FakeLLMHandler": "tapyre.testing._fake_llm",
    "FakeOpenAIModel": "tapyre.testing._fake_openai",
    "asgi_server": "tapyre.testing._asgi",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from tapyre import _scripted

        return getattr(_scripted, name)
    if name in _LAZY_REPLIES:
        from tapyre.testing import _replies

        return getattr(_replies, name)
    if name in _LAZY_CLI:
        from tapyre.testing import _cli

        return getattr(_cli, name)
    if name in _LAZY_HTTP:
        from tapyre.testing import _http

        return getattr(_http, name)
    if name in _LAZY_CONTRACT:
        import importlib

        return getattr(importlib.import_module(_LAZY_CONTRACT[name]), name)
    raise AttributeError(f"module 'tapyre.testing' has no attribute {name!r}")

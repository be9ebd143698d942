"""Helpers for testing Tapyre plugins and applications.

- :class:`ScriptedChatModel`: a real LangChain chat model that replays
  scripted replies and tool calls (also the ``scripted`` LLM provider).
- :class:`LoopbackHTTPServer` and :func:`free_port`: a base for spec-exact
  fake HTTP servers (a real socket on 127.0.0.1, served from a thread).
- :func:`run_tapyre` (and :class:`CliRun`): the installed ``tapyre`` command
  in a subprocess, with a temporary config file and a clean environment.
- :func:`imported_modules`: which modules a ``tapyre`` command imports (to
  keep start-up light).
- The pytest plugin :mod:`tapyre.testing.pytest_plugin` (loaded automatically
  when tapyre-core is installed) with the fixtures ``tapyre_config``,
  ``tapyre_host``, ``register_plugin`` and ``tapyre_cli``.

Importing this package stays cheap; LangChain is imported when
:class:`ScriptedChatModel` is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tapyre.testing._probe import HEAVY_MODULES, ProbeResult, imported_modules

if TYPE_CHECKING:
    from tapyre.testing._cli import CliRun, run_tapyre
    from tapyre.testing._http import LoopbackHTTPServer, free_port
    from tapyre.testing._scripted import ScriptedChatModel, ScriptExhaustedError

__all__ = [
    "HEAVY_MODULES",
    "CliRun",
    "LoopbackHTTPServer",
    "ProbeResult",
    "ScriptExhaustedError",
    "ScriptedChatModel",
    "free_port",
    "imported_modules",
    "run_tapyre",
]

_LAZY = ("ScriptExhaustedError", "ScriptedChatModel")
_LAZY_CLI = ("CliRun", "run_tapyre")
_LAZY_HTTP = ("LoopbackHTTPServer", "free_port")


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from tapyre.testing import _scripted

        return getattr(_scripted, name)
    if name in _LAZY_CLI:
        from tapyre.testing import _cli

        return getattr(_cli, name)
    if name in _LAZY_HTTP:
        from tapyre.testing import _http

        return getattr(_http, name)
    raise AttributeError(f"module 'tapyre.testing' has no attribute {name!r}")

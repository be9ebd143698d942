"""Helpers for testing Tapyre plugins and applications.

- :class:`ScriptedChatModel`: a real LangChain chat model that replays
  scripted replies and tool calls (also the ``scripted`` LLM provider).
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
    from tapyre.testing._scripted import ScriptedChatModel, ScriptExhaustedError

__all__ = [
    "HEAVY_MODULES",
    "ProbeResult",
    "ScriptExhaustedError",
    "ScriptedChatModel",
    "imported_modules",
]

_LAZY = ("ScriptExhaustedError", "ScriptedChatModel")


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from tapyre.testing import _scripted

        return getattr(_scripted, name)
    raise AttributeError(f"module 'tapyre.testing' has no attribute {name!r}")

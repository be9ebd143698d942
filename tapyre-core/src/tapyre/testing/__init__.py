"""Helpers for testing Tapyre plugins and applications.

- :class:`ScriptedChatModel`: a real LangChain chat model that replays
  scripted replies and tool calls (also the ``scripted`` LLM provider).
- The pytest plugin :mod:`tapyre.testing.pytest_plugin` (loaded automatically
  when tapyre-core is installed) with the fixtures ``tapyre_config``,
  ``tapyre_host``, ``register_plugin`` and ``tapyre_cli``.

Importing this package stays cheap; LangChain is imported when
:class:`ScriptedChatModel` is first used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tapyre.testing._scripted import ScriptedChatModel, ScriptExhaustedError

__all__ = ["ScriptExhaustedError", "ScriptedChatModel"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from tapyre.testing import _scripted

        return getattr(_scripted, name)
    raise AttributeError(f"module 'tapyre.testing' has no attribute {name!r}")

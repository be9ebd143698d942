"""``TAPYRE_TRACE_PLUGINS=1``: every plugin import, hook call and build on standard error.

Like datasette's ``DATASETTE_TRACE_PLUGINS``: a plugin author sees which hook
ran, for which plugins (and wrappers), what it registered or raised, and how
long it took.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping, Sequence
from typing import Any

import pluggy

from tapyre._registry import Registrar, is_wrapper, item_name

TRACE_PLUGINS_ENV = "TAPYRE_TRACE_PLUGINS"
"""Set to 1 to print every plugin import, hook call and build to standard error."""


class HookTracer:
    """pluggy's hook-call monitoring callbacks, and the trace's output."""

    def __init__(self) -> None:
        self._started: list[float] = []

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> HookTracer | None:
        """A tracer when ``TAPYRE_TRACE_PLUGINS`` is set to a true value, else ``None``."""
        value = env.get(TRACE_PLUGINS_ENV, "").strip().lower()
        return None if value in ("", "0", "false", "no") else cls()

    def before(
        self, hook_name: str, impls: Sequence[pluggy.HookImpl], kwargs: Mapping[str, Any]
    ) -> None:
        self._started.append(time.perf_counter())

    def after(
        self,
        outcome: pluggy.Result[Any],
        hook_name: str,
        impls: Sequence[pluggy.HookImpl],
        kwargs: Mapping[str, Any],
    ) -> None:
        elapsed = 1000 * (time.perf_counter() - self._started.pop())
        plugins = ", ".join(i.plugin_name for i in impls if not is_wrapper(i))
        wrappers = [i.plugin_name for i in impls if is_wrapper(i)]
        register = kwargs.get("register")
        if outcome.exception is not None:
            what = f"raised {type(outcome.exception).__name__}: {outcome.exception}"
        elif isinstance(register, Registrar):
            what = f"registered [{', '.join(item_name(i) for i in register.items)}]"
        else:
            what = "returned"
        around = f" (wrapped by {', '.join(wrappers)})" if wrappers else ""
        self.line(f"{plugins}.{hook_name}(){around} {what} in {elapsed:.1f} ms")

    @staticmethod
    def line(message: str) -> None:
        print(f"tapyre trace: {message}", file=sys.stderr, flush=True)

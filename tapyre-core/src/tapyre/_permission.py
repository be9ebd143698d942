"""Whether a side-effecting tool call may run: allowed by the config or ``--yes``, or asked.

A tool that declares side effects (launches programs, writes files, uses the
network …) runs without asking when ``--yes`` / ``[core] yes`` is set, or
when ``[core] allow_side_effects`` (or the agent's own list) holds ``"*"``,
the tool's id, or every one of its side effects.  Otherwise the confirmer
(the terminal's question) decides; without one the call is refused and the
model is told why.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tapyre._events import ToolCallRequest

if TYPE_CHECKING:
    from tapyre._events import Confirmer
    from tapyre._registry import RegisteredTool

REFUSED_PREFIX = "Refused:"
"""How the model's view of a refused call begins."""


def allowed_without_asking(
    registered: RegisteredTool, *, yes: bool, allowed: frozenset[str]
) -> bool:
    """Whether ``registered`` may run without asking (no side effects, or allowed)."""
    effects = registered.tool.side_effects
    if not effects or yes:
        return True
    return "*" in allowed or registered.id in allowed or all(e.value in allowed for e in effects)


def refusal(
    registered: RegisteredTool,
    arguments: Mapping[str, Any],
    *,
    yes: bool,
    allowed: frozenset[str],
    confirmer: Confirmer | None,
) -> str | None:
    """``None`` when the call may run, else the refusal the model sees."""
    if allowed_without_asking(registered, yes=yes, allowed=allowed):
        return None
    effects = registered.tool.side_effects
    request = ToolCallRequest(registered.id, dict(arguments), frozenset(effects))
    what = ", ".join(sorted(e.value for e in effects))
    if confirmer is None:
        reason = "there is no terminal to ask the user for permission"
    else:
        try:
            if confirmer(request):
                return None
        except (EOFError, KeyboardInterrupt):
            pass
        reason = "the user declined"
    return (
        f"{REFUSED_PREFIX} the call {request.describe()} was not run because {reason} "
        f"(side effects: {what}). Do not call it again; tell the user what you wanted to do "
        "and that they can allow it with --yes or [core] allow_side_effects."
    )

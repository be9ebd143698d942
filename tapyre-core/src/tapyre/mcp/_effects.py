"""MCP tool annotations and Tapyre side effects, in both directions (pure functions).

MCP's hints are advisory and default to the cautious side: a tool is assumed
to write, be destructive and reach the open world unless it says otherwise.
Tapyre asks before any call with side effects, so:

* ``readOnlyHint: true`` -> no side effects;
* otherwise ``writes-files``, plus ``deletes-data`` unless ``destructiveHint``
  is false and ``network`` unless ``openWorldHint`` is false.  A tool without
  annotations therefore needs confirmation.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tapyre._tools import SideEffect


def side_effects_from_annotations(annotations: Mapping[str, Any] | None) -> frozenset[SideEffect]:
    """Tapyre side effects for an MCP tool's annotations (camelCase keys, or ``None``)."""
    hints = dict(annotations or {})
    if hints.get("readOnlyHint") is True:
        return frozenset()
    effects = {SideEffect.WRITES_FILES}
    if hints.get("destructiveHint") is not False:
        effects.add(SideEffect.DELETES_DATA)
    if hints.get("openWorldHint") is not False:
        effects.add(SideEffect.NETWORK)
    return frozenset(effects)


def annotations_for(side_effects: Iterable[SideEffect | str]) -> dict[str, bool]:
    """MCP annotations (camelCase) describing a Tapyre tool's declared side effects."""
    effects = {SideEffect(e) for e in side_effects}
    return {
        "readOnlyHint": not effects,
        "destructiveHint": SideEffect.DELETES_DATA in effects,
        "openWorldHint": bool(effects & {SideEffect.NETWORK, SideEffect.SENDS_MESSAGES}),
    }

"""What an agent run yields, and what a confirmer is asked.

For one question, :class:`TokenEvent` pieces of the model's text arrive as
they stream, a :class:`ToolCallEvent` for each call the model makes and a
:class:`ToolResultEvent` for its result (repeated per iteration), then one
:class:`AnswerEvent` with the final answer.  Plain frozen data: the CLI, the
conversation log and applications render them.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from tapyre._tools import SideEffect

__all__ = [
    "AgentEvent",
    "AnswerEvent",
    "Confirmer",
    "TokenEvent",
    "ToolCallEvent",
    "ToolCallRequest",
    "ToolResultEvent",
]


@dataclass(frozen=True)
class ToolCallRequest:
    """A side-effecting call waiting for the user's permission (what a :data:`Confirmer` sees)."""

    tool_id: str
    arguments: Mapping[str, Any]
    side_effects: frozenset[SideEffect]

    def describe(self) -> str:
        """The exact call: ``plugin:tool {"json": "arguments"}``."""
        arguments = json.dumps(self.arguments, ensure_ascii=False, sort_keys=True, default=str)
        return f"{self.tool_id} {arguments}"


Confirmer = Callable[[ToolCallRequest], bool]
"""Asks the user whether a side-effecting tool call may run; returns the answer."""


@dataclass(frozen=True)
class TokenEvent:
    """A piece of the model's text, as it streams."""

    text: str
    kind: Literal["token"] = "token"


@dataclass(frozen=True)
class ToolCallEvent:
    """The model called a tool (``tool_id`` is ``plugin:name``)."""

    call_id: str
    tool_id: str
    arguments: Mapping[str, Any]
    kind: Literal["tool_call"] = "tool_call"


@dataclass(frozen=True)
class ToolResultEvent:
    """A tool call's result as the model sees it.

    ``status`` is ``"ok"``, ``"error"`` (the tool failed; the model got the
    message) or ``"refused"`` (side effect not permitted).
    """

    call_id: str
    tool_id: str
    output: str
    status: Literal["ok", "error", "refused"] = "ok"
    kind: Literal["tool_result"] = "tool_result"


@dataclass(frozen=True)
class AnswerEvent:
    """The final answer; always the last event."""

    text: str
    kind: Literal["answer"] = "answer"


AgentEvent = TokenEvent | ToolCallEvent | ToolResultEvent | AnswerEvent

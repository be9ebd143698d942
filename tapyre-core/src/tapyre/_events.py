"""What an agent run yields, and what a confirmer is asked.

For one question, :class:`TokenEvent` pieces of the model's text arrive as
they stream, a :class:`ToolCallEvent` for each call the model makes and a
:class:`ToolResultEvent` for its result (repeated per iteration), then one
:class:`AnswerEvent` with the final answer.  While a call delegates to another
agent (a named agent, or a remote one over A2A), that agent's own events
arrive wrapped in :class:`NestedEvent` between the call and its result; a
remote agent's progress notes are :class:`ProgressEvent` objects inside them.
Plain frozen data: the CLI, the conversation log and applications render them.
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
    "DelegatedEvent",
    "NestedEvent",
    "ProgressEvent",
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
"""Asks the user whether a side-effecting tool call may run; returns the answer.

It is called on the thread that runs the tool, which is not the thread iterating
the agent's events (a delegated agent's tools run on a thread of their own): a GUI
hands the question to its UI thread, and output it prints may interleave with the
caller's unless both are serialised.
"""


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


@dataclass(frozen=True)
class ProgressEvent:
    """A note on a delegated agent's progress (a remote agent's status message)."""

    text: str
    state: str = "working"
    kind: Literal["progress"] = "progress"


DelegatedEvent = TokenEvent | ToolCallEvent | ToolResultEvent | AnswerEvent | ProgressEvent
"""What a delegated agent's run yields, as its caller sees it inside a :class:`NestedEvent`."""


@dataclass(frozen=True)
class NestedEvent:
    """An event of an agent this run delegated to, while the delegating call runs.

    ``via`` holds the ids of the delegating tool calls from this run's own
    call down to the innermost one, ``agents`` the tool ids of the agents
    they called (``agent:librarian``, ``a2a:lab``), so ``len(via)`` is the
    depth: a supervisor's call ``c1`` to the librarian that calls the
    reviewer in ``c7`` yields the reviewer's events with ``via=("c1", "c7")``
    and ``agents=("agent:librarian", "agent:reviewer")``.  ``event`` is the
    delegated agent's own event (never another :class:`NestedEvent`).
    """

    via: tuple[str, ...]
    agents: tuple[str, ...]
    event: DelegatedEvent
    kind: Literal["nested"] = "nested"

    @property
    def agent(self) -> str:
        """The tool id of the agent whose event this is (the innermost)."""
        return self.agents[-1]

    def within(self, call_id: str, agent: str) -> NestedEvent:
        """This event as seen one level up: under the call ``call_id`` to ``agent``."""
        return NestedEvent((call_id, *self.via), (agent, *self.agents), self.event)


AgentEvent = TokenEvent | ToolCallEvent | ToolResultEvent | AnswerEvent | NestedEvent

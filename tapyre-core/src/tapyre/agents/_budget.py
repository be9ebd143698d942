"""Limits on delegation: how deep agents may call agents, and a run's steps and time.

A question asked of an agent is one *run*.  When the run delegates (to a
named agent or to a remote one over A2A), every agent taking part shares the
run's :class:`DelegationBudget`: its model turns (steps) are counted
together and its time runs from the question.  The ``[delegation]`` table
sets the limits (:data:`DELEGATION_SCHEMA`):

* ``max_depth``: a call that would nest deeper is refused (the calling model
  is told so), which ends loops of agents calling each other;
* ``max_steps``: once the run's agents have taken that many model turns, a
  delegated agent stops at its next turn and new delegations are refused;
* ``timeout``: the same, once that many seconds have passed; a delegation
  that has not answered by then is abandoned.

The agent the question was asked of is never stopped by the budget (its own
``max_iterations`` bounds it): it is told the budget is spent and answers
with what it has.  :class:`RunContext` is what one agent of the run knows:
the budget, its depth and whether its caller gave up on it.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tapyre._errors import ToolError
from tapyre._schema import Setting, TableSchema

if TYPE_CHECKING:
    from tapyre._config import Config

DELEGATION_TABLE = "delegation"

DELEGATION_SCHEMA = TableSchema(
    DELEGATION_TABLE,
    (
        Setting(
            "max_depth",
            "integer",
            "How deep delegations may nest (an agent calling an agent is depth 1).",
            3,
            minimum=1,
        ),
        Setting(
            "max_steps",
            "integer",
            "Model turns of all the agents of one question together, once it delegates.",
            60,
            minimum=1,
        ),
        Setting(
            "timeout",
            "number",
            "Seconds a question's delegations may run, counted from the question.",
            600.0,
            minimum=0.001,
        ),
    ),
    "Limits on agents delegating to agents (local and A2A).",
)


class DelegationError(ToolError):
    """A delegation was refused or failed: depth, budget, or the agent itself.

    A :class:`~tapyre.ToolError`: the calling model is told, and the run goes on.

    The message is one line naming the agent (``agent 'librarian' …``).
    """


class BudgetSpentError(DelegationError):
    """The run's steps or time are spent, or its caller gave up on this agent."""


@dataclass(frozen=True)
class DelegationLimits:
    """The ``[delegation]`` table's limits."""

    max_depth: int = 3
    max_steps: int = 60
    timeout: float = 600.0

    @classmethod
    def from_config(cls, config: Config) -> DelegationLimits:
        """The limits of ``[delegation]``, defaults where unset.

        :raises ConfigError: a value of the wrong type or out of range.
        """
        values = DELEGATION_SCHEMA.read(config.section(DELEGATION_TABLE), table=DELEGATION_TABLE)
        return cls(
            max_depth=values["max_depth"],
            max_steps=values["max_steps"],
            timeout=float(values["timeout"]),
        )


class DelegationBudget:
    """The steps and time one run's agents share (thread-safe: sub-agents run on threads)."""

    def __init__(self, limits: DelegationLimits) -> None:
        self.limits = limits
        self.started = time.monotonic()
        self.deadline = self.started + limits.timeout
        self._steps = 0
        self._lock = threading.Lock()

    @property
    def steps(self) -> int:
        """Model turns taken so far by the run's agents."""
        return self._steps

    def count_step(self) -> None:
        """One more model turn, by any agent of the run."""
        with self._lock:
            self._steps += 1

    def remaining(self) -> float:
        """Seconds left (never below 0)."""
        return max(0.0, self.deadline - time.monotonic())

    def spent(self) -> str | None:
        """Why no step is left (``"its 60 model steps"``, ``"its 600 s"``), else ``None``."""
        if self._steps >= self.limits.max_steps:
            return f"its {self.limits.max_steps} model steps"
        if time.monotonic() >= self.deadline:
            return f"its {self.limits.timeout:g} s"
        return None


@dataclass
class RunContext:
    """What one agent taking part in a run knows about it.

    ``depth`` is 0 for the agent the question was asked of, 1 for an agent it
    delegates to, and so on (an agent served over A2A starts at the depth its
    caller sent); ``agent`` names the agent (its tool id) in errors.
    :meth:`halt` stops the agent, and those it delegates to, at their next
    step: its caller gave up on it, or its task was cancelled.
    """

    budget: DelegationBudget
    depth: int = 0
    agent: str = "the agent"
    parent: RunContext | None = None
    stop: threading.Event = field(default_factory=threading.Event)
    stop_reason: str = ""

    def halt(self, reason: str) -> None:
        """Stop this agent at its next step; ``reason`` ends its error message."""
        self.stop_reason = reason
        self.stop.set()

    @classmethod
    def top(cls, limits: DelegationLimits, agent: str = "the agent") -> RunContext:
        """The context of a new question: a fresh budget, depth 0."""
        return cls(DelegationBudget(limits), agent=agent)

    def child(self, agent: str) -> RunContext:
        """The context of an agent this one delegates to (``agent``: its tool id).

        :raises DelegationError: the delegation would nest past ``max_depth``.
        :raises BudgetSpentError: the run's budget is spent or this agent was stopped.
        """
        limit = self.budget.limits.max_depth
        if self.depth + 1 > limit:
            raise DelegationError(
                f"{describe_agent(agent)} was not called: delegations may nest {limit} deep "
                f"([delegation] max_depth) and this call would be {self.depth + 1} deep",
                hint="Answer with what you have, or do the task yourself.",
            )
        self.check(agent)
        return RunContext(self.budget, self.depth + 1, agent, self)

    def stopped(self) -> bool:
        """Whether this agent, or one it works for, was halted."""
        return self._halted() is not None

    def _halted(self) -> RunContext | None:
        context: RunContext | None = self
        while context is not None and not context.stop.is_set():
            context = context.parent
        return context

    def check(self, agent: str | None = None) -> None:
        """Raise :class:`BudgetSpentError` when ``agent`` (default: this one) must not go on."""
        who = describe_agent(agent or self.agent)
        halted = self._halted()
        if halted is not None:
            raise BudgetSpentError(f"{who} was stopped: {halted.stop_reason or 'it was halted'}")
        spent = self.budget.spent()
        if spent is not None:
            raise BudgetSpentError(
                f"{who} stopped: this question's delegation budget ({spent}, [delegation]) "
                "is spent",
                hint="Answer with what you have.",
            )

    def step(self) -> None:
        """Count a model turn of this agent, that has just replied.

        A halted agent stops here, its reply unused, and so does a delegated
        agent whose budget was spent before this turn (the agent asked is not
        stopped by the budget: it answers).
        """
        halted = self._halted()
        if halted is not None or self.depth > 0:
            self.check()
        self.budget.count_step()


def describe_agent(agent: str) -> str:
    """How errors name an agent by its tool id: ``agent 'librarian'`` for
    ``agent:librarian``, ``A2A agent 'lab'`` for ``a2a:lab``."""
    kind, sep, name = agent.partition(":")
    if not sep:
        return agent
    return f"{'A2A agent' if kind == 'a2a' else 'agent'} {name!r}"

"""Agents as tools: delegating a task to a named agent or to a remote A2A agent.

A delegating tool takes one argument, ``task``.  A named agent runs its own
loop with its own LLM and tools on a thread of its own, so that its caller
can stop waiting when the delegation's time is over; its events stream into
the caller's as :class:`~tapyre.NestedEvent` objects, labelled with the
delegating call's id, and its final answer is the tool's result.  A remote
agent gets the task over A2A (:mod:`tapyre.a2a`); its progress streams in
the same way.

Every delegation takes its share of the run's budget
(:mod:`tapyre.agents._budget`) and fails with one line naming the agent.
"""

from __future__ import annotations

import contextvars
import math
import queue
import threading
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from tapyre._errors import TapyreError
from tapyre._events import AnswerEvent, NestedEvent
from tapyre.agents._budget import (
    DelegationError,
    DelegationLimits,
    RunContext,
    describe_agent,
)
from tapyre.agents._calls import CallContext, current_call
from tapyre.agents._toolset import LOCAL

if TYPE_CHECKING:
    from tapyre._agent import Agent
    from tapyre._events import AgentEvent, DelegatedEvent
    from tapyre._registry import RegisteredTool

TASK_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "task": {
            "type": "string",
            "description": "The whole task, with everything the agent needs to know: "
            "it does not see this conversation.",
        }
    },
    "required": ["task"],
    "additionalProperties": False,
}
"""The arguments of every delegating tool."""


def delegate_tools(agent: Agent, refs: list[str], taken: set[str]) -> list[RegisteredTool]:
    """``refs`` (``agent:NAME``, ``a2a:NAME``) as tools of ``agent``.

    The model calls each by the agent's name, or ``agent_NAME`` / ``a2a_NAME``
    when a tool of that name exists (``taken``: names in use, extended here).
    """
    from tapyre._registry import RegisteredTool
    from tapyre._tools import Tool

    tools = []
    for ref in refs:
        kind, _, name = ref.partition(":")
        if kind == LOCAL:
            description, func = _local(agent, name)
        else:
            description, func = _remote(agent, name)
        model_name = name if name not in taken else f"{kind}_{name}"
        taken.add(model_name)
        tool = Tool(name=model_name, description=description, func=func, parameters=TASK_PARAMETERS)
        tools.append(RegisteredTool(ref, kind, tool, model_name))
    return tools


def _local(agent: Agent, name: str) -> tuple[str, Callable[..., str]]:
    from tapyre.agents._specs import agent_specs

    spec = agent_specs(agent.host.config)[name]
    description = (
        f"Delegate a task to the agent {name}: {spec.description} It works on its own, "
        "with its own tools, and answers with text."
    )
    ref = spec.tool_id

    def run(task: str) -> str:
        call, run_context = _calling(agent, ref)
        timeout = min(spec.timeout or math.inf, run_context.budget.remaining())
        why = (
            f"[agents.{name}] timeout"
            if spec.timeout is not None and spec.timeout <= run_context.budget.remaining()
            else "what was left of [delegation] timeout"
        )
        from tapyre.agents._build import build_agent

        try:
            child = build_agent(
                agent.host,
                name,
                confirmer=agent.confirmer,
                yes=agent.yes,
                allow_side_effects=agent.allow_side_effects,
                run=run_context,
            )
        except TapyreError as exc:
            raise DelegationError(f"agent {name!r} cannot start: {exc}") from None
        return run_nested(lambda: child.stream(task), call, run_context, timeout, why)

    return description, run


def _remote(agent: Agent, name: str) -> tuple[str, Callable[..., str]]:
    from tapyre.a2a._remotes import remote_specs

    spec = remote_specs(agent.host.config)[name]
    description = (
        f"Delegate a task to the remote agent {name} (over A2A): {spec.description} "
        "It answers with text."
    )

    def run(task: str) -> str:
        call, run_context = _calling(agent, spec.tool_id)

        def emit(event: DelegatedEvent) -> None:
            if call is not None:
                call.emit(NestedEvent((call.call_id,), (spec.tool_id,), event))

        return agent.host.a2a.send(
            name,
            task,
            on_event=emit,
            depth=run_context.depth,
            timeout=run_context.budget.remaining(),
            stopped=run_context.stopped,
        )

    return description, run


def _calling(agent: Agent, ref: str) -> tuple[CallContext | None, RunContext]:
    """The current call, and the run context of the agent ``ref`` it delegates to.

    Outside an agent's run (a tool called directly) the delegation starts a run of its own.

    :raises DelegationError: too deep, or the run's budget is spent.
    """
    call = current_call()
    parent = (
        call.run
        if call is not None
        else RunContext.top(DelegationLimits.from_config(agent.host.config), agent.label)
    )
    return call, parent.child(ref)


def run_nested(
    events: Callable[[], Iterator[AgentEvent]],
    call: CallContext | None,
    run: RunContext,
    timeout: float,
    why: str,
) -> str:
    """Run the delegated agent's ``events`` on a thread of its own; its final answer.

    Its events are passed on through ``call`` as they come (wrapped in
    :class:`~tapyre.NestedEvent`).  When it has not answered within
    ``timeout`` seconds (``why``: which limit that is), ``run.stop`` is set,
    so it stops at its next step, and the call fails.

    :raises DelegationError: it failed, or did not answer in time.
    """
    who = describe_agent(run.agent)
    results: queue.SimpleQueue[tuple[str, Any]] = queue.SimpleQueue()

    def work() -> None:
        try:
            for event in events():
                results.put(("event", event))
            results.put(("done", None))
        except BaseException as exc:  # handed to the caller, which decides
            results.put(("error", exc))

    # A fresh context: the delegated agent's model calls are not part of the caller's
    # LangChain run, whose token stream would otherwise carry them.
    thread = threading.Thread(
        target=contextvars.Context().run, args=(work,), name=f"tapyre-{run.agent}", daemon=True
    )
    thread.start()
    ends = time.monotonic() + timeout
    answer = ""
    while True:
        try:
            kind, item = results.get(timeout=max(0.0, ends - time.monotonic()))
        except queue.Empty:
            run.halt("its caller stopped waiting for it")
            raise DelegationError(
                f"{who} gave no answer within {seconds(timeout)} s ({why}); it was stopped",
                hint="Answer with what you have, or give it a smaller task.",
            ) from None
        if kind == "done":
            return answer
        if kind == "error":
            raise _failure(who, item)
        if isinstance(item, AnswerEvent):
            answer = item.text
        if call is not None:
            nested = (
                item.within(call.call_id, run.agent)
                if isinstance(item, NestedEvent)
                else NestedEvent((call.call_id,), (run.agent,), item)
            )
            call.emit(nested)


def seconds(value: float) -> str:
    """``0.5`` for 0.477 s, ``120`` for 120.0 s: as a person would say the time."""
    return f"{value:.1f}".rstrip("0").rstrip(".") if value < 10 else f"{value:.0f}"


def _failure(who: str, exc: BaseException) -> DelegationError:
    """One line for a delegated agent's failure, naming it."""
    if isinstance(exc, DelegationError) and str(exc).startswith(who):
        return exc  # its budget ran out: the message already names it
    if isinstance(exc, TapyreError):
        return DelegationError(f"{who} failed: {exc}")
    first = " ".join(str(exc).split())
    return DelegationError(f"{who} failed: {type(exc).__name__}: {first}")

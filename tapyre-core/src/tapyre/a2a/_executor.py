"""A Tapyre agent behind the A2A SDK's request handler: one task, one run of the agent.

For each message the SDK hands over, :class:`TapyreExecutor` builds a fresh
agent (so concurrent tasks share nothing but the host), gives it the text of
the earlier tasks of the same context as its conversation, and runs it on a
thread of its own.  What the run yields becomes A2A events as it happens:

* the model's text streams as chunks of the artifact ``answer``; text a
  model wrote before calling tools is withdrawn (the artifact is replaced),
  so that the artifact ends as exactly the final answer;
* each tool call and result, and each step of an agent it delegates to, is
  a ``working`` status message;
* the end is ``completed``; a Tapyre error is ``failed`` with its one line;
  a task past ``task_timeout`` is stopped and ``failed``; a cancelled task
  is stopped at the agent's next step and ``canceled``;
* a task arriving while ``max_running`` tasks run is ``rejected`` at once,
  with one line saying so: tasks sent with ``return_immediately`` hold no
  connection, so the server guard's per-client limits cannot bound them.

The depth a caller sent in the message's metadata (another Tapyre delegating
here) is where this run's depth starts, so that delegation loops across
processes end at ``[delegation] max_depth`` too.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from a2a.helpers import get_artifact_text, get_message_text, new_task_from_user_message
from a2a.server.agent_execution import AgentExecutor, RequestContext
from a2a.server.events import EventQueue
from a2a.server.tasks import TaskUpdater
from a2a.types.a2a_pb2 import Part, Role, TaskState

from tapyre._errors import TapyreError
from tapyre._events import (
    AnswerEvent,
    NestedEvent,
    ProgressEvent,
    TokenEvent,
    ToolCallEvent,
    ToolResultEvent,
)
from tapyre.a2a._client import DEPTH_METADATA
from tapyre.agents._budget import DelegationBudget, DelegationLimits, RunContext

if TYPE_CHECKING:
    from a2a.server.tasks import TaskStore
    from langchain_core.messages import BaseMessage

    from tapyre._agent import Agent
    from tapyre._events import AgentEvent

ANSWER_ARTIFACT = "answer"
HISTORY_TASKS = 20
"""Earlier tasks of a context whose questions and answers a new task's agent is given."""
PREVIEW = 300
"""Characters of a tool's arguments or result in a status message."""

MakeAgent = Callable[[RunContext], "Agent"]
"""Builds the served agent for one task, taking part in the given run."""


@dataclass(eq=False)
class TapyreExecutor(AgentExecutor):
    """Runs the served agent for each task (see the module docs)."""

    make_agent: MakeAgent
    store: TaskStore
    limits: DelegationLimits
    task_timeout: float
    max_running: int = 16
    _running: dict[str, RunContext] = field(default_factory=dict, init=False, repr=False)

    async def execute(self, context: RequestContext, event_queue: EventQueue) -> None:
        message = context.message
        assert message is not None  # the SDK calls execute for messages only
        task = context.current_task
        if task is None:
            task = new_task_from_user_message(message)
            await event_queue.enqueue_event(task)
        updater = TaskUpdater(event_queue, task.id, task.context_id)
        if len(self._running) >= self.max_running:
            busy = (
                f"the server runs as many tasks as it may ({self.max_running}: "
                "[a2a.serve] max_running_tasks); send it again later"
            )
            await updater.reject(updater.new_agent_message([Part(text=busy)]))
            return
        run = RunContext(
            DelegationBudget(self.limits),
            depth=_depth(message, context.metadata),
            agent="the agent",
        )
        self._running[task.id] = run
        try:
            history = await self._history(context.call_context, task.context_id, task.id)
            await updater.start_work()
            await _Run(run, updater, self.task_timeout).go(
                lambda: self.make_agent(run), history, context.get_user_input()
            )
        finally:
            self._running.pop(task.id, None)

    async def cancel(self, context: RequestContext, event_queue: EventQueue) -> None:
        run = self._running.get(context.task_id or "")
        if run is not None:
            run.halt("its task was cancelled")
        updater = TaskUpdater(event_queue, context.task_id or "", context.context_id or "")
        await updater.cancel()

    async def _history(self, call: Any, context_id: str, task_id: str) -> list[BaseMessage]:
        """The questions and answers of the latest completed tasks of ``context_id``
        (at most :data:`HISTORY_TASKS`), oldest first."""
        from a2a.types.a2a_pb2 import ListTasksRequest
        from langchain_core.messages import AIMessage, HumanMessage

        request = ListTasksRequest(
            context_id=context_id,
            status=TaskState.TASK_STATE_COMPLETED,
            page_size=HISTORY_TASKS,
            include_artifacts=True,
        )
        page = await self.store.list(request, call)  # the latest first
        messages: list[BaseMessage] = []
        for done in reversed([t for t in page.tasks if t.id != task_id]):
            asked = [get_message_text(m) for m in done.history if m.role == Role.ROLE_USER]
            answer = "\n\n".join(get_artifact_text(a) for a in done.artifacts)
            if asked and answer:
                messages += [HumanMessage(content=asked[-1]), AIMessage(content=answer)]
        return messages


class _Run:
    """One task's run: the agent on its thread, its events turned into A2A events."""

    def __init__(self, run: RunContext, updater: TaskUpdater, timeout: float) -> None:
        self.run = run
        self.updater = updater
        self.timeout = timeout
        self.streamed = False  # the answer artifact holds text of the current model turn

    async def go(
        self, make: Callable[[], Agent], history: Sequence[BaseMessage], text: str
    ) -> None:
        loop = asyncio.get_running_loop()
        events: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()

        def put(kind: str, item: Any) -> bool:
            try:
                loop.call_soon_threadsafe(events.put_nowait, (kind, item))
            except RuntimeError:  # the server stopped: nobody is waiting for this task
                self.run.halt("the server stopped")
                return False
            return True

        def work() -> None:
            try:
                agent = make()
                self.run.agent = agent.label
                for event in agent.conversation(history).stream(text):
                    if not put("event", event):
                        return  # leaving the loop closes the run
                put("done", None)
            except BaseException as exc:  # handed to the task, which reports it
                put("error", exc)

        worker = threading.Thread(
            target=contextvars.Context().run, args=(work,), name="tapyre-a2a-task", daemon=True
        )
        worker.start()
        try:
            async with asyncio.timeout(self.timeout):
                while True:
                    kind, item = await events.get()
                    if kind == "done":
                        await self.updater.complete()
                        return
                    if kind == "error":
                        await self._fail(item)
                        return
                    await self._event(item)
        except TimeoutError:
            self.run.halt(f"its task took longer than {self.timeout:g} s")
            await self.updater.failed(
                self.updater.new_agent_message(
                    [
                        Part(
                            text=f"the task took longer than {self.timeout:g} s "
                            "([a2a.serve] task_timeout) and was stopped"
                        )
                    ]
                )
            )
        except asyncio.CancelledError:
            self.run.halt("its task was cancelled")
            raise

    async def _event(self, event: AgentEvent) -> None:
        if isinstance(event, TokenEvent):
            await self._artifact(event.text, append=self.streamed)
            self.streamed = True
        elif isinstance(event, AnswerEvent):
            # the whole answer, replacing the streamed pieces
            await self._artifact(event.text, append=False, last=True)
        else:
            if isinstance(event, ToolCallEvent) and self.streamed:
                await self._artifact("", append=False)  # that text was not the answer
                self.streamed = False
            note = status_note(event)
            if note:
                await self.updater.update_status(
                    TaskState.TASK_STATE_WORKING, self.updater.new_agent_message([Part(text=note)])
                )

    async def _artifact(self, text: str, *, append: bool, last: bool = False) -> None:
        await self.updater.add_artifact(
            [Part(text=text)],
            artifact_id=ANSWER_ARTIFACT,
            name=ANSWER_ARTIFACT,
            append=append,
            last_chunk=last,
        )

    async def _fail(self, exc: BaseException) -> None:
        if isinstance(exc, TapyreError):
            reason = str(exc)
        else:
            reason = f"{type(exc).__name__}: {' '.join(str(exc).split())}"
        await self.updater.failed(self.updater.new_agent_message([Part(text=reason)]))


def status_note(event: AgentEvent) -> str:
    """A tool call, its result or a delegated agent's step, as a status message line."""
    prefix = ""
    inner: Any = event
    if isinstance(event, NestedEvent):
        prefix = "  " * len(event.via) + f"[{event.agent.partition(':')[2] or event.agent}] "
        inner = event.event
    if isinstance(inner, ToolCallEvent):
        arguments = json.dumps(dict(inner.arguments), ensure_ascii=False, sort_keys=True)
        return f"{prefix}→ {inner.tool_id} {_short(arguments)}"
    if isinstance(inner, ToolResultEvent):
        return f"{prefix}← {inner.tool_id} [{inner.status}] {_short(inner.output)}"
    if isinstance(inner, ProgressEvent):
        return f"{prefix}… {_short(inner.text)}"
    return ""


def _depth(message: Any, request: dict[str, Any]) -> int:
    """The depth the caller sent: in the message's metadata (as Tapyre sends it) or the
    request's; 0 when neither holds a number."""
    from google.protobuf.json_format import MessageToDict

    for metadata in (MessageToDict(message.metadata), request):
        value = metadata.get(DEPTH_METADATA)
        if isinstance(value, int | float) and not isinstance(value, bool):
            return max(0, int(value))
    return 0


def _short(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= PREVIEW else flat[: PREVIEW - 1] + "…"

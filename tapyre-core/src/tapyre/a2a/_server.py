"""The A2A server's application: the reference SDK's routes over a Tapyre agent.

:func:`build_app` puts together, from the A2A SDK: the agent card route
(``/.well-known/agent-card.json``), the JSON-RPC binding at ``/`` and the
HTTP+JSON binding under ``/rest``, a request handler with the Tapyre
executor (:mod:`tapyre.a2a._executor`) and an SQLite task store, so that
tasks and their history outlive the server.  A task the server was running
when it last stopped is marked failed when it starts again.  ``tapyre a2a
serve`` puts the core's server guard in front (:mod:`tapyre.a2a._serve`).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre.a2a._errors import A2AError

if TYPE_CHECKING:
    from tapyre._agent import Agent
    from tapyre._host import Host
    from tapyre.agents._budget import RunContext

INTERRUPTED = "the server stopped while this task ran"

DRAIN_S = 5.0
"""Seconds the running tasks get to end once the server stops (after uvicorn's own)."""


@dataclass(frozen=True)
class ServedAgent:
    """What is served: the agent (``None``: the default one) and how its tasks run."""

    name: str | None
    tasks_db: Path
    task_timeout: float
    allow: tuple[str, ...] = ()
    max_running: int = 16


@dataclass
class A2AApp:
    """The application, its agent card and the agent built to make it (for the banner)."""

    app: Any
    card: Any
    agent: Agent


def require_server_sdk() -> None:
    """Raise :class:`A2AError` naming the extra when the server's packages are missing."""
    try:
        import a2a.server.routes  # noqa: F401
        import aiosqlite  # noqa: F401
        import sqlalchemy.ext.asyncio  # noqa: F401
        import sse_starlette  # noqa: F401
        import starlette  # noqa: F401
    except ImportError as exc:
        raise A2AError(
            f"the A2A server needs {exc.name or 'a package'}, which is not installed",
            hint='Install it with: pip install "tapyre-core[a2a]".',
        ) from None


def build_app(host: Host, served: ServedAgent, base_url: str, *, needs_key: bool) -> A2AApp:
    """The A2A application serving ``served`` at ``base_url`` (what its card says).

    The agent is built once now, so that a configuration error, an unknown
    agent or an MCP server that fails shows before the server listens.

    :raises A2AError: the SDK or its server packages are missing.
    :raises ConfigError: the agent cannot be built.
    """
    require_server_sdk()
    from a2a.server.request_handlers import DefaultRequestHandler
    from a2a.server.routes import (
        create_agent_card_routes,
        create_jsonrpc_routes,
        create_rest_routes,
    )
    from a2a.server.tasks import DatabaseTaskStore
    from sqlalchemy.ext.asyncio import create_async_engine
    from starlette.applications import Starlette

    from tapyre._paths import create_private_file
    from tapyre.a2a._card import JSONRPC_PATH, REST_PREFIX, agent_card
    from tapyre.a2a._executor import TapyreExecutor
    from tapyre.agents._budget import DelegationLimits, RunContext

    limits = DelegationLimits.from_config(host.config)

    def make(run: RunContext) -> Agent:
        return host.agent(
            served.name, confirmer=None, yes=False, allow_side_effects=served.allow, run=run
        )

    first = make(RunContext.top(limits))
    first.prepare()  # its MCP servers start, its LLM is checked
    card = agent_card(first, base_url, needs_key=needs_key)
    create_private_file(served.tasks_db)  # the tasks hold the conversations: 0600
    engine = create_async_engine(f"sqlite+aiosqlite:///{served.tasks_db}")
    _write_ahead(engine)
    store = DatabaseTaskStore(engine)
    executor = TapyreExecutor(make, store, limits, served.task_timeout, served.max_running)
    handler = DefaultRequestHandler(agent_executor=executor, task_store=store, agent_card=card)

    @asynccontextmanager
    async def lifespan(app: Any) -> AsyncIterator[None]:
        await store.initialize()
        await fail_interrupted(store)
        try:
            yield
        finally:
            # The SDK drains its tasks; one whose events were cut off mid-way can keep
            # that waiting for ever (seen with 100 tasks ending at SIGTERM).  What it
            # has not saved is failed at the next start (fail_interrupted).
            with suppress(TimeoutError):
                await asyncio.wait_for(handler.aclose(), DRAIN_S)
            await engine.dispose()

    routes: list[Any] = [
        *create_agent_card_routes(card),
        *create_jsonrpc_routes(handler, JSONRPC_PATH),
        *create_rest_routes(handler, path_prefix=REST_PREFIX),
    ]
    return A2AApp(Starlette(routes=routes, lifespan=lifespan), card, first)


def _write_ahead(engine: Any) -> None:
    """Every connection of ``engine`` in WAL mode with ``synchronous=NORMAL``.

    The SDK saves the task at each event (every streamed piece of the
    answer): with SQLite's default journal each save waits for the disk
    twice, which made a task's saves most of its time.  In WAL mode a commit
    is an append, synced at checkpoints; a power cut can lose the last
    events, never corrupt the file, and a crash of the server loses nothing.
    """
    from sqlalchemy import event

    @event.listens_for(engine.sync_engine, "connect")
    def configure(connection: Any, record: Any) -> None:
        cursor = connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.close()


async def fail_interrupted(store: Any) -> int:
    """Mark the tasks left submitted or working by a server that stopped as failed.

    Their agent's run is gone with the process; a client asking about one
    learns that instead of waiting for ever.  Returns how many there were.
    """
    from a2a.server.context import ServerCallContext
    from a2a.types.a2a_pb2 import ListTasksRequest, Message, Part, Role, TaskState

    context = ServerCallContext()
    count = 0
    for state in (TaskState.TASK_STATE_SUBMITTED, TaskState.TASK_STATE_WORKING):
        while True:
            page = await store.list(ListTasksRequest(status=state, page_size=100), context)
            if not page.tasks:
                break
            for task in page.tasks:
                task.status.state = TaskState.TASK_STATE_FAILED
                task.status.message.CopyFrom(
                    Message(
                        message_id=f"{task.id}-interrupted",
                        role=Role.ROLE_AGENT,
                        task_id=task.id,
                        context_id=task.context_id,
                        parts=[Part(text=INTERRUPTED)],
                    )
                )
                task.status.timestamp.GetCurrentTime()
                await store.save(task, context)
                count += 1
    return count


def skill_names(card: Any) -> Iterable[str]:
    """The ids of the card's skills, for the start-up banner."""
    return [skill.id for skill in card.skills]

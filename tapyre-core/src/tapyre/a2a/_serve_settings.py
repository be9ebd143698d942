"""``[a2a.serve]``: what ``tapyre a2a serve`` keeps its tasks in, how long one may run, its guard.

Read and checked without the A2A SDK (``tapyre config keys`` and ``config
set`` use it on any install).  The server guard's keys are the core's
:data:`~tapyre.serving.GUARD_SETTINGS`, declared once for every server.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from tapyre._schema import Setting, TableSchema
from tapyre.serving import GUARD_SETTINGS, GuardSettings
from tapyre.settings import check_http_url

if TYPE_CHECKING:
    from tapyre._config import Config

TABLE = "a2a.serve"
DEFAULT_PORT = 8790
TASKS_FILE = "a2a-tasks.db"
DEFAULT_TASK_TIMEOUT = 600.0
"""Seconds one task may run before it is stopped and failed."""

DEFAULT_MAX_RUNNING_TASKS = 16
"""Tasks running at once: each runs an agent on a thread of its own and calls its model."""

A2A_SERVE_SCHEMA = TableSchema(
    TABLE,
    (
        Setting(
            "tasks_db",
            "string",
            "SQLite file the served agent's tasks and their history are kept in (mode 0600).",
            shown_default="<data dir>/a2a-tasks.db",
        ),
        Setting(
            "task_timeout",
            "number",
            "Seconds one task may run; then its agent is stopped and the task failed.",
            DEFAULT_TASK_TIMEOUT,
            minimum=0.001,
        ),
        Setting(
            "max_running_tasks",
            "integer",
            "Tasks running at once, all clients together; a task past it is rejected at once "
            "(the client may send it again later).",
            DEFAULT_MAX_RUNNING_TASKS,
            minimum=1,
        ),
        Setting(
            "public_url",
            "string",
            "URL the agent card advertises, when clients reach the server through a proxy.",
            shown_default="the address it listens on",
        ),
        *GUARD_SETTINGS,
    ),
    "tapyre a2a serve: where its tasks are kept, how long one may run, and who may call it "
    "(the server guard's settings).",
)


@dataclass(frozen=True)
class ServeSettings:
    """``[a2a.serve]`` read, with the command line's options laid over it."""

    tasks_db: Path
    task_timeout: float
    max_running_tasks: int
    public_url: str | None
    guard: GuardSettings


def serve_settings(
    config: Config, *, api_key: str | None = None, public_url: str | None = None
) -> ServeSettings:
    """``[a2a.serve]`` with ``--api-key`` and ``--public-url`` over it.

    :raises ConfigError: a bad value in ``[a2a.serve]`` or a public URL that is
        no http(s) URL.
    """
    from tapyre._paths import data_dir

    values = A2A_SERVE_SCHEMA.read(config.section("a2a", "serve"), table=TABLE)
    guard = GuardSettings.from_table(values, table=TABLE)
    if api_key:
        guard = replace(guard, api_key=api_key)
    url = public_url or values["public_url"]
    if url:
        url = check_http_url(
            url, table=TABLE, key="public_url", example="https://agents.example.org/librarian"
        )
    tasks = values["tasks_db"]
    return ServeSettings(
        tasks_db=Path(tasks).expanduser() if tasks else data_dir(config) / TASKS_FILE,
        task_timeout=float(values["task_timeout"]),
        max_running_tasks=int(values["max_running_tasks"]),
        public_url=url or None,
        guard=guard,
    )

"""An ingestion job seen from outside: its snapshot, and the events of following it.

:class:`JobSnapshot` is a job's state at one moment; :func:`follow` (on a thread)
and :func:`follow_async` (on an event loop) yield a job's changes as
:data:`JobEvent` s until it ends, through a :class:`JobFollower`.  The job itself
and its queue are :mod:`.jobs`' (which exports these names too).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from tapyre import record_json

from tapyre_paper_search.records._json import JsonRecord

if TYPE_CHECKING:
    from tapyre_paper_search.app.jobs import IngestJob

JobStatus = Literal["queued", "running", "finished", "interrupted", "failed", "cancelled"]
FINAL: frozenset[str] = frozenset({"finished", "interrupted", "failed", "cancelled"})
"""Statuses a job never leaves."""

WAKE_S = 1.0
"""How often :func:`follow` looks at its job when nothing changes."""

POLL_S = 0.25
"""How often :func:`follow_async` looks at its job."""


@dataclass(frozen=True)
class JobSnapshot:
    """A job as it was at one moment (times are ISO strings, UTC)."""

    id: str
    status: JobStatus
    sources: tuple[str, ...]
    created: str
    started: str | None
    ended: str | None
    cancel_requested: bool
    progress: dict[str, Any] | None
    notes: tuple[str, ...]
    summary: dict[str, Any] | None
    error: str | None

    @property
    def done(self) -> bool:
        return self.status in FINAL

    def to_dict(self) -> dict[str, Any]:
        """The job as ``GET /ingest/{id}`` shows it."""
        return record_json(
            self,
            "id status sources created started ended cancel_requested progress notes summary error",
            progress=dict(self.progress) if self.progress else None,
        )


# -- what following a job yields ------------------------------------------------------


@dataclass(frozen=True)
class JobStatusChanged(JsonRecord):
    """The job's status changed (``to_dict``: ``{"status": ...}``)."""

    status: str
    name: ClassVar[str] = "status"


@dataclass(frozen=True)
class JobProgressed:
    """The counters of the CLI's progress: seen, stored, skipped, failed,
    known_failures, pages, chunks, total, elapsed."""

    counters: dict[str, Any]
    name: ClassVar[str] = "progress"

    def to_dict(self) -> dict[str, Any]:
        return dict(self.counters)


@dataclass(frozen=True)
class JobNote(JsonRecord):
    """A line worth showing: a failure, a warning, a retry (``to_dict``: ``{"text": ...}``)."""

    text: str
    name: ClassVar[str] = "note"


@dataclass(frozen=True)
class JobEnded:
    """The job ended; the last event."""

    job: JobSnapshot
    name: ClassVar[str] = "done"

    def to_dict(self) -> dict[str, Any]:
        return self.job.to_dict()


JobEvent = JobStatusChanged | JobProgressed | JobNote | JobEnded


class JobFollower:
    """What changed in a job since the last look, as events: a :class:`JobStatusChanged`
    when its status changes, a :class:`JobNote` per note, a :class:`JobProgressed`
    when its counters change, and last a :class:`JobEnded` with the whole job.  The
    state :func:`follow` and :func:`follow_async` keep."""

    def __init__(self, job: IngestJob) -> None:
        self.job = job
        self.version = -1
        """The job's version at the last look."""
        self.ended = False
        self._notes_seen = 0
        self._status: str | None = None
        self._progress: dict[str, Any] | None = None

    @property
    def changed(self) -> bool:
        """Whether the job changed since the last look (a cheap read, no lock)."""
        return self.job.version != self.version

    def changes(self) -> list[JobEvent]:
        """The events since the last look (none when nothing changed)."""
        self.version = self.job.version
        state = self.job.snapshot()
        notes, self._notes_seen = self.job.notes_since(self._notes_seen)
        events: list[JobEvent] = []
        if state.status != self._status:
            self._status = state.status
            events.append(JobStatusChanged(state.status))
        events.extend(JobNote(text) for text in notes)
        if state.progress is not None and state.progress != self._progress:
            self._progress = state.progress
            events.append(JobProgressed(state.progress))
        if state.status in FINAL:
            self.ended = True
            events.append(JobEnded(state))
        return events


def follow(job: IngestJob, wake: float = WAKE_S) -> Iterator[JobEvent]:
    """The events of ``job`` until it ends (see :class:`JobFollower`), waiting on this
    thread for each change."""
    follower = JobFollower(job)
    while not follower.ended:
        job.wait(follower.version, timeout=wake)
        yield from follower.changes()


async def follow_async(job: IngestJob, poll: float = POLL_S) -> AsyncIterator[JobEvent]:
    """The events of ``job`` until it ends, for an event loop: it looks at the job every
    ``poll`` seconds and holds no thread while it waits (a server's event streams)."""
    import anyio

    follower = JobFollower(job)
    while not follower.ended:
        if not follower.changed:
            await anyio.sleep(poll)
            continue
        for event in follower.changes():
            yield event

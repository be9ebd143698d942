"""The records a :class:`~tapyre_paper_search.contracts.MetadataStore` returns.

Plain dataclasses, no SQL: a plugin's metadata store builds them too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

__all__ = [
    "FailureRecord",
    "LeaseClaim",
    "PaperInventory",
    "PaperState",
    "RunRecord",
    "StoreStats",
    "WriterLease",
]


@dataclass(frozen=True)
class PaperState:
    """What the store holds about a stored paper, for deciding whether to ingest it again.

    ``done``: its rows are complete (always true today: they are written in one
    transaction).  ``current``: done and with the content hash that
    :meth:`~tapyre_paper_search.contracts.MetadataStore.paper_state` was asked about.
    """

    paper_id: str
    content_hash: str
    chunker_version: str
    done: bool = True
    current: bool = False


@dataclass(frozen=True)
class PaperInventory:
    """What a stored paper's vectors must be, for ``tapyre papers check``.

    ``chunk_indexes`` are the indexes of the chunk rows the store holds (sorted):
    the paper owns its paper point and one chunk point per index, made by
    ``chunker_version`` (see :mod:`tapyre_paper_search.store.ids`).
    """

    paper_id: str
    chunker_version: str
    chunk_indexes: tuple[int, ...]
    done: bool = True


@dataclass(frozen=True)
class RunRecord:
    """One ingestion run (``status``: ``running``, ``finished``, ``failed``, ``interrupted``)."""

    id: int
    source: str
    status: str
    started_at: datetime
    finished_at: datetime | None
    stats: dict[str, Any]


@dataclass(frozen=True)
class FailureRecord:
    """A paper or source item that could not be ingested."""

    id: int
    run_id: int | None
    paper_id: str | None
    content_hash: str | None
    locator: str
    reason: str
    message: str
    created_at: datetime


@dataclass(frozen=True)
class StoreStats:
    """Counts and sizes for ``tapyre papers stats``."""

    papers: int
    chunks: int
    authors: int
    failures: int
    runs: int
    pages: int
    chars: int
    tokens: int
    first_published: date | None
    last_published: date | None
    categories: list[tuple[str, int]] = field(default_factory=list)
    years: list[tuple[int, int]] = field(default_factory=list)
    database_bytes: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: dates as ISO strings, pairs as lists."""
        from tapyre import to_jsonable

        data: dict[str, Any] = to_jsonable(self)
        return data


@dataclass(frozen=True)
class WriterLease:
    """Who may write to a pair of stores: one row of the metadata store's lease table.

    ``owner`` is a token unique to one acquisition (a process taking the lease
    twice gets two tokens); ``host`` and ``pid`` say where the holder runs, so a
    process on the same host can tell that the holder died.  ``beat`` counts the
    heartbeats; ``acquired_at`` / ``heartbeat_at`` are the database's clock
    (naive UTC), unset on a lease not yet stored.
    """

    name: str
    owner: str
    host: str
    pid: int
    beat: int = 0
    acquired_at: datetime | None = None
    heartbeat_at: datetime | None = None


@dataclass(frozen=True)
class LeaseClaim:
    """The outcome of :meth:`~tapyre_paper_search.contracts.MetadataStore.take_writer_lease`.

    ``taken``: the caller holds the lease now.  ``holder``: when refused, the live
    holder; when taken over, the stale lease that was replaced; else ``None``.
    ``age``: seconds since ``holder``'s last heartbeat, by the database's clock.
    """

    taken: bool
    holder: WriterLease | None = None
    age: float | None = None

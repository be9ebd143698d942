"""The writer lease: which process may write to a pair of stores (see
:mod:`tapyre_paper_search.pipeline.journal` for how the pipeline uses it)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from tapyre_paper_search.records._json import JsonRecord

__all__ = ["LeaseClaim", "WriterLease"]


@dataclass(frozen=True)
class WriterLease(JsonRecord):
    """Who may write to a pair of stores: one lease a metadata store keeps by name.

    ``owner`` is a token unique to one acquisition (a process taking the lease
    twice gets two tokens); ``host`` and ``pid`` say where the holder runs, so a
    process on the same host can tell that the holder died.  ``beat`` counts the
    heartbeats; ``acquired_at`` / ``heartbeat_at`` are the store's clock
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
class LeaseClaim(JsonRecord):
    """The outcome of :meth:`~tapyre_paper_search.contracts.WriterLeases.take_writer_lease`.

    ``taken``: the caller holds the lease now.  ``holder``: when refused, the live
    holder; when taken over, the stale lease that was replaced; else ``None``.
    ``age``: seconds since ``holder``'s last heartbeat, by the store's clock.
    """

    taken: bool
    holder: WriterLease | None = None
    age: float | None = None

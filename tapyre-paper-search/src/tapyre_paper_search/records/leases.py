"""The writer lease: which process may write to a pair of stores (see
:mod:`tapyre_paper_search.pipeline.journal` for how the pipeline uses it)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

__all__ = ["LeaseClaim", "WriterLease"]


@dataclass(frozen=True)
class WriterLease:
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

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "owner": self.owner,
            "host": self.host,
            "pid": self.pid,
            "beat": self.beat,
            "acquired_at": _iso(self.acquired_at),
            "heartbeat_at": _iso(self.heartbeat_at),
        }


@dataclass(frozen=True)
class LeaseClaim:
    """The outcome of :meth:`~tapyre_paper_search.contracts.WriterLeases.take_writer_lease`.

    ``taken``: the caller holds the lease now.  ``holder``: when refused, the live
    holder; when taken over, the stale lease that was replaced; else ``None``.
    ``age``: seconds since ``holder``'s last heartbeat, by the store's clock.
    """

    taken: bool
    holder: WriterLease | None = None
    age: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "taken": self.taken,
            "holder": self.holder.to_dict() if self.holder is not None else None,
            "age": self.age,
        }


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value is not None else None

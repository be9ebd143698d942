"""The in-flight journal and the writer lease in SQL: the statements behind
:class:`~tapyre_paper_search.store.sql.SqlMetadataStore`'s ``journal_*`` and
``*_writer_lease`` methods (what they mean: :mod:`tapyre_paper_search.pipeline.journal`).

Every function runs on a connection the store opened (and commits); none
decides anything about processes or hosts.  Lease times come from the
database's clock, so machines with different clocks agree on a lease's age.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.records import LeaseClaim, WriterLease
from tapyre_paper_search.store.sql.schema import MYSQL_DIALECTS, ingest_journal, writer_leases

__all__ = [
    "begin_batch",
    "clear_journal",
    "end_batch",
    "pending_papers",
    "release_lease",
    "renew_lease",
    "take_lease",
]

_ROWS_PER_INSERT = 500


# -- the journal ---------------------------------------------------------------


def begin_batch(conn: Connection, batch: str, paper_ids: Sequence[str]) -> None:
    """Record ``paper_ids`` under ``batch`` (the caller commits).  Idempotent: a retry
    after a commit whose answer was lost records the same rows."""
    now = database_now(conn)
    conn.execute(ingest_journal.delete().where(ingest_journal.c.batch == batch))
    rows = [{"batch": batch, "paper_id": p, "begun_at": now} for p in dict.fromkeys(paper_ids)]
    for start in range(0, len(rows), _ROWS_PER_INSERT):
        conn.execute(ingest_journal.insert(), rows[start : start + _ROWS_PER_INSERT])


def end_batch(conn: Connection, batch: str) -> None:
    conn.execute(ingest_journal.delete().where(ingest_journal.c.batch == batch))


def pending_papers(conn: Connection) -> list[str]:
    """Paper ids of every batch begun and not ended, each once, oldest batch first."""
    rows = conn.execute(
        sa.select(ingest_journal.c.paper_id).order_by(
            ingest_journal.c.begun_at, ingest_journal.c.batch, ingest_journal.c.paper_id
        )
    )
    return list(dict.fromkeys(str(row.paper_id) for row in rows))


def clear_journal(conn: Connection) -> None:
    conn.execute(ingest_journal.delete())


# -- the writer lease ----------------------------------------------------------


def database_now(conn: Connection) -> datetime:
    """The database server's clock, naive UTC to the second (SQLite: this machine's,
    which is the database's machine)."""
    if conn.dialect.name in MYSQL_DIALECTS:
        value = conn.execute(sa.select(sa.func.utc_timestamp())).scalar_one()
        if isinstance(value, datetime):
            return value.replace(microsecond=0)
        return datetime.fromisoformat(str(value)).replace(microsecond=0)
    return datetime.now(UTC).replace(tzinfo=None, microsecond=0)


def take_lease(
    connect: Callable[[], Any],
    holder: WriterLease,
    *,
    stale_after: float,
    is_dead: Callable[[WriterLease], bool],
) -> LeaseClaim:
    """Take the lease ``holder.name`` for ``holder`` if it is free or stale.

    ``connect()`` opens a transaction (``engine.begin()``).  Free: an insert
    (the primary key makes two racing inserts end with one winner).  Held: the
    holder's heartbeat is older than ``stale_after`` seconds, or ``is_dead``
    says so, and then an update guarded by the holder's ``owner`` and ``beat``
    (a compare-and-swap: of two processes taking over the same stale lease one
    wins, and a holder that beats meanwhile keeps it).
    """
    for _ in range(5):
        try:
            with connect() as conn:
                now = database_now(conn)
                conn.execute(writer_leases.insert().values(**_row(holder, now)))
            return LeaseClaim(taken=True)
        except sa.exc.IntegrityError:
            pass  # held: look at the holder
        with connect() as conn:
            now = database_now(conn)
            row = conn.execute(
                writer_leases.select().where(writer_leases.c.name == holder.name)
            ).first()
            if row is None:
                continue  # released meanwhile: insert again
            current = _lease(row)
            heartbeat = current.heartbeat_at or now
            age = max(0.0, (now - heartbeat).total_seconds())
            if age <= stale_after and not is_dead(current):
                return LeaseClaim(taken=False, holder=current, age=age)
            swapped = conn.execute(
                writer_leases.update()
                .where(
                    writer_leases.c.name == holder.name,
                    writer_leases.c.owner == current.owner,
                    writer_leases.c.beat == current.beat,
                )
                .values(**_row(holder, now))
            ).rowcount
            if swapped == 1:
                return LeaseClaim(taken=True, holder=current, age=age)
        # Someone else changed the row between our read and our update: look again.
    raise StoreError(
        f"the writer lease {holder.name!r} changed hands five times while being taken.",
        hint="Another process is taking it at the same moment: try again.",
    )


def renew_lease(conn: Connection, name: str, owner: str) -> bool:
    """One heartbeat; ``False`` when ``owner`` no longer holds the lease."""
    now = database_now(conn)
    updated = conn.execute(
        writer_leases.update()
        .where(writer_leases.c.name == name, writer_leases.c.owner == owner)
        .values(beat=writer_leases.c.beat + 1, heartbeat_at=now)
    ).rowcount
    return bool(updated == 1)


def release_lease(conn: Connection, name: str, owner: str) -> None:
    conn.execute(
        writer_leases.delete().where(writer_leases.c.name == name, writer_leases.c.owner == owner)
    )


def read_lease(conn: Connection, name: str) -> WriterLease | None:
    row = conn.execute(writer_leases.select().where(writer_leases.c.name == name)).first()
    return _lease(row) if row is not None else None


def _row(holder: WriterLease, now: datetime) -> dict[str, Any]:
    return {
        "name": holder.name,
        "owner": holder.owner,
        "host": holder.host[:255],
        "pid": holder.pid,
        "beat": 0,
        "acquired_at": now,
        "heartbeat_at": now,
    }


def _lease(row: Any) -> WriterLease:
    return WriterLease(
        name=row.name,
        owner=row.owner,
        host=row.host,
        pid=int(row.pid),
        beat=int(row.beat),
        acquired_at=row.acquired_at,
        heartbeat_at=row.heartbeat_at,
    )

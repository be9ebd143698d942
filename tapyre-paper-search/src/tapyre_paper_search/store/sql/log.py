"""The statements behind the ingest log of
:class:`~tapyre_paper_search.store.sql.SqlMetadataStore` (runs and failures) and
its statistics.  Every function runs on a connection the store opened."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from tapyre_paper_search.records import FailureRecord, RunRecord, StoreStats, run_stats
from tapyre_paper_search.store.sql.papers import now
from tapyre_paper_search.store.sql.schema import (
    MYSQL_DIALECTS,
    failures_table,
    paper_authors,
    paper_categories,
    papers,
    runs,
)


def start_run(conn: Connection, source: str | Sequence[str]) -> int:
    if not isinstance(source, str):
        source = "; ".join(str(s) for s in source)
    result = conn.execute(
        runs.insert().values(source=source, status="running", started_at=now(), stats={})
    )
    return _new_id(result)


def finish_run(conn: Connection, run_id: int, stats: Mapping[str, Any] | None, status: str) -> None:
    values: dict[str, Any] = {"status": status, "finished_at": now()}
    if stats is not None:
        values["stats"] = run_stats(stats)
    conn.execute(runs.update().where(runs.c.id == run_id).values(**values))


def read_runs(conn: Connection, *, run_id: int | None = None, limit: int = 20) -> list[RunRecord]:
    """One run (``run_id``) or the ``limit`` most recent, newest first."""
    query = runs.select()
    query = query.where(runs.c.id == run_id) if run_id is not None else query
    rows = conn.execute(query.order_by(runs.c.id.desc()).limit(limit)).all()
    return [
        RunRecord(r.id, r.source, r.status, r.started_at, r.finished_at, dict(r.stats or {}))
        for r in rows
    ]


def add_failure(
    conn: Connection,
    run_id: int | None,
    locator: str,
    reason: str,
    message: str,
    *,
    paper_id: str | None,
    content_hash: str | None,
) -> int:
    result = conn.execute(
        failures_table.insert().values(
            run_id=run_id,
            paper_id=paper_id,
            content_hash=content_hash,
            locator=locator,
            reason=reason[:64],
            message=message,
            created_at=now(),
        )
    )
    return _new_id(result)


def read_failures(conn: Connection, run_id: int | None, limit: int | None) -> list[FailureRecord]:
    query = failures_table.select().order_by(failures_table.c.id)
    if run_id is not None:
        query = query.where(failures_table.c.run_id == run_id)
    if limit is not None:
        query = query.limit(limit)
    return [
        FailureRecord(
            r.id, r.run_id, r.paper_id, r.content_hash, r.locator, r.reason, r.message, r.created_at
        )
        for r in conn.execute(query)
    ]


def read_stats(conn: Connection, *, top_categories: int, database: str | None) -> StoreStats:
    """Counts, date range, top categories, papers per year, and the database's size
    (``database``: the SQLite file, ``None`` for an in-memory database)."""
    totals = conn.execute(
        sa.select(
            sa.func.count(),
            sa.func.coalesce(sa.func.sum(papers.c.chunk_count), 0),
            sa.func.coalesce(sa.func.sum(papers.c.page_count), 0),
            sa.func.coalesce(sa.func.sum(papers.c.char_count), 0),
            sa.func.coalesce(sa.func.sum(papers.c.token_count), 0),
            sa.func.min(papers.c.published),
            sa.func.max(papers.c.published),
        )
    ).one()

    def scalar(query: Any) -> int:
        return int(conn.execute(query).scalar_one() or 0)

    count = sa.func.count().label("n")
    categories = conn.execute(
        sa.select(paper_categories.c.category, count)
        .group_by(paper_categories.c.category)
        .order_by(count.desc(), paper_categories.c.category)
        .limit(top_categories)
    ).all()
    years = conn.execute(
        sa.select(papers.c.year, sa.func.count())
        .where(papers.c.year.is_not(None))
        .group_by(papers.c.year)
        .order_by(papers.c.year)
    ).all()
    return StoreStats(
        papers=int(totals[0]),
        chunks=int(totals[1]),
        pages=int(totals[2]),
        chars=int(totals[3]),
        tokens=int(totals[4]),
        first_published=_as_date(totals[5]),
        last_published=_as_date(totals[6]),
        authors=scalar(sa.select(sa.func.count(sa.distinct(paper_authors.c.author_key)))),
        failures=scalar(sa.select(sa.func.count()).select_from(failures_table)),
        runs=scalar(sa.select(sa.func.count()).select_from(runs)),
        categories=[(str(c), int(n)) for c, n in categories],
        years=[(int(y), int(n)) for y, n in years],
        database_bytes=_database_bytes(conn, database),
    )


def _database_bytes(conn: Connection, database: str | None) -> int | None:
    if conn.dialect.name == "sqlite":
        if not database or database == ":memory:":
            return None
        return sum(
            Path(database + suffix).stat().st_size
            for suffix in ("", "-wal", "-shm")
            if Path(database + suffix).exists()
        )
    if conn.dialect.name in MYSQL_DIALECTS:
        query = sa.text(
            "SELECT COALESCE(SUM(data_length + index_length), 0) "
            "FROM information_schema.tables WHERE table_schema = DATABASE()"
        )
        return int(conn.execute(query).scalar_one())
    return None


def _new_id(result: Any) -> int:
    key = result.inserted_primary_key
    assert key is not None
    return int(key[0])


def _as_date(value: Any) -> date | None:
    if value is None or isinstance(value, date):
        return value
    return date.fromisoformat(str(value)[:10])

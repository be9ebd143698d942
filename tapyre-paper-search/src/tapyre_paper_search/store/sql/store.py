"""The SQL implementation of :class:`~tapyre_paper_search.contracts.MetadataStore`."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine
from tapyre import to_jsonable

from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.models import Chunk, PaperMetadata, PaperRecord
from tapyre_paper_search.store.points import author_key
from tapyre_paper_search.store.records import (
    FailureRecord,
    LeaseClaim,
    PaperInventory,
    PaperState,
    RunRecord,
    StoreStats,
    WriterLease,
)
from tapyre_paper_search.store.sql import journal as inflight
from tapyre_paper_search.store.sql.engine import (
    create_engine,
    describe_error,
    is_transient,
    safe_url,
)
from tapyre_paper_search.store.sql.schema import (
    MYSQL_DIALECTS,
    add_record_columns,
    chunks,
    failures_table,
    metadata_obj,
    paper_authors,
    paper_categories,
    papers,
    runs,
)

__all__ = ["SqlMetadataStore"]

T = TypeVar("T")

_BATCH = 500
_RETRIES = 4


class SqlMetadataStore:
    """Paper metadata and chunk text in SQL (SQLite or MySQL/MariaDB); see the module docs.

    Safe to share between threads (each call takes a pooled connection).
    """

    def __init__(self, url: str, *, echo: bool = False) -> None:
        self._engine = create_engine(url, echo=echo)
        self._url = safe_url(self._engine.url)
        self._closed = False
        self._guard("create the schema", lambda: metadata_obj.create_all(self._engine))
        self._guard("add new paper columns", lambda: add_record_columns(self._engine))

    @property
    def url(self) -> str:
        """The database URL without its password."""
        return self._url

    @property
    def dialect(self) -> str:
        """``"sqlite"``, ``"mysql"`` or ``"mariadb"``."""
        return str(self._engine.dialect.name)

    @property
    def engine(self) -> Engine:
        return self._engine

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._engine.dispose()

    def __enter__(self) -> SqlMetadataStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"SqlMetadataStore({self._url!r})"

    # -- runs -----------------------------------------------------------------

    def start_run(self, source: str | Sequence[str]) -> int:
        """Record the start of an ingestion run over ``source`` (or several); returns its id."""
        if not isinstance(source, str):
            source = "; ".join(str(s) for s in source)

        def work(conn: Connection) -> int:
            result = conn.execute(
                runs.insert().values(source=source, status="running", started_at=_now(), stats={})
            )
            return _new_id(result)

        return self._write("start a run", work)

    def finish_run(
        self, run_id: int, stats: Mapping[str, Any] | None = None, *, status: str = "finished"
    ) -> None:
        """Record the end of a run with its statistics (JSON-compatible values)."""
        values: dict[str, Any] = {"status": status, "finished_at": _now()}
        if stats is not None:
            values["stats"] = to_jsonable(stats)
        self._write(
            "finish a run",
            lambda conn: conn.execute(runs.update().where(runs.c.id == run_id).values(**values)),
        )

    def get_run(self, run_id: int) -> RunRecord | None:
        row = self._read(
            "read a run", lambda c: c.execute(runs.select().where(runs.c.id == run_id)).first()
        )
        return _run(row) if row is not None else None

    def runs(self, limit: int = 20) -> list[RunRecord]:
        """The most recent runs first."""
        rows = self._read(
            "read runs",
            lambda c: c.execute(runs.select().order_by(runs.c.id.desc()).limit(limit)).all(),
        )
        return [_run(r) for r in rows]

    # -- papers: state --------------------------------------------------------

    def paper_state(self, paper_id: str, content_hash: str | None = None) -> PaperState | None:
        """What is stored about ``paper_id``, or ``None`` if it is not stored.

        ``current`` compares with ``content_hash`` (false without it).
        """
        query = sa.select(papers.c.content_hash, papers.c.status, papers.c.chunker_version).where(
            papers.c.paper_id == paper_id
        )
        row = self._read("read a paper", lambda c: c.execute(query).first())
        if row is None:
            return None
        done = row.status == "done"
        return PaperState(
            paper_id,
            content_hash=row.content_hash,
            chunker_version=row.chunker_version,
            done=done,
            current=done and content_hash is not None and row.content_hash == content_hash,
        )

    def is_current(
        self, paper_id: str, content_hash: str, chunker_version: str | None = None
    ) -> bool:
        """Whether the paper is stored, done, with this content (and chunker version, if given)."""
        state = self.paper_state(paper_id, content_hash)
        return (
            state is not None
            and state.current
            and (chunker_version is None or state.chunker_version == chunker_version)
        )

    def paper_states(self, paper_ids: Iterable[str]) -> dict[str, PaperState]:
        """What is stored about many papers at once (papers not stored are left out)."""
        out: dict[str, PaperState] = {}
        for batch in _batches(list(dict.fromkeys(paper_ids))):
            query = sa.select(
                papers.c.paper_id, papers.c.content_hash, papers.c.status, papers.c.chunker_version
            ).where(papers.c.paper_id.in_(batch))
            for row in self._read("read papers", _fetch_all(query)):
                out[row.paper_id] = PaperState(
                    row.paper_id,
                    content_hash=row.content_hash,
                    chunker_version=row.chunker_version,
                    done=row.status == "done",
                )
        return out

    # -- papers: writes -------------------------------------------------------

    def save_paper(
        self, record: PaperRecord, run_id: int | None = None, *, chunker_version: str = ""
    ) -> None:
        """Replace the paper's rows (paper, authors, categories, chunks) and mark it done.

        One transaction: readers see the old paper or the new one, never a mix.
        """
        self.save_papers([record], run_id, chunker_version=chunker_version)

    def save_papers(
        self,
        records: Sequence[PaperRecord],
        run_id: int | None = None,
        *,
        chunker_version: str = "",
        before_commit: Callable[[], None] | None = None,
        lease: WriterLease | None = None,
    ) -> None:
        """:meth:`save_paper` for many papers in **one** transaction: all of them are
        done afterwards, or (on any error or a crash) none of them changed.

        Rows go in as multi-row inserts across papers, so the cost per paper is a
        few rows rather than a transaction.  Paper ids must be distinct.
        ``before_commit`` runs inside the transaction once every row is written
        (the pipeline's kill tests die there).  ``lease``: renewed first thing in the
        same transaction (its row stays locked until the commit, so a takeover
        waits for it), and the batch is refused when its owner lost it.
        """
        if not records:
            return
        ids = [r.metadata.paper_id for r in records]
        if len(set(ids)) != len(ids):
            raise StoreError(f"save_papers: a paper id appears twice in one batch ({ids})")
        rows: dict[sa.Table, list[dict[str, Any]]] = {
            papers: [],
            paper_authors: [],
            paper_categories: [],
            chunks: [],
        }
        stored_at = _now()
        for record in records:
            for table, table_rows in _paper_rows(record, run_id, chunker_version, stored_at):
                rows[table].extend(table_rows)

        def work(conn: Connection) -> None:
            if lease is not None and not inflight.renew_lease(conn, lease.name, lease.owner):
                raise StoreError(
                    f"this writer lost the writer lease {lease.name!r} in {self._url}: "
                    f"another process took the stores over; none of the {len(ids)} "
                    "papers of this batch was saved.",
                    hint="Run the command again once the other ingestion has finished.",
                )
            for some_ids in _batches(ids):
                for table in (chunks, paper_authors, paper_categories, papers):
                    conn.execute(table.delete().where(table.c.paper_id.in_(some_ids)))
            for table, table_rows in rows.items():  # papers first: the others refer to them
                for batch in _batches(table_rows):
                    conn.execute(table.insert(), batch)
            if before_commit is not None:
                before_commit()

        what = f"save paper {ids[0]}" if len(ids) == 1 else f"save {len(ids)} papers"
        self._write(what, work)

    def delete_paper(self, paper_id: str) -> bool:
        """Delete a paper and its rows; ``False`` if it was not stored."""
        return self._write(f"delete paper {paper_id}", lambda c: _delete_paper_rows(c, paper_id))

    # -- the in-flight journal and the writer lease -----------------------------

    def journal_begin(self, batch: str, paper_ids: Sequence[str]) -> None:
        """Record, durably before returning, that vectors of ``paper_ids`` are about to
        be written under ``batch`` (a key unique to this writer's batch).

        SQLite commits this one transaction with ``synchronous=FULL`` (the store
        otherwise runs with ``NORMAL``, which can lose the last commits to a power
        cut, though never to a killed process); MySQL/MariaDB commits are durable.
        """
        if not paper_ids:
            return

        def attempt() -> None:
            with self._engine.connect() as conn:
                sqlite = self.dialect == "sqlite"
                if sqlite:
                    conn.exec_driver_sql("PRAGMA synchronous=FULL")
                    conn.commit()
                try:
                    inflight.begin_batch(conn, batch, paper_ids)
                    conn.commit()
                finally:
                    if sqlite:
                        conn.rollback()
                        conn.exec_driver_sql("PRAGMA synchronous=NORMAL")
                        conn.commit()

        self._guard(f"journal batch {batch}", attempt)

    def journal_end(self, batch: str) -> None:
        """Every paper of ``batch`` is settled: forget the batch."""
        self._write(f"end journal batch {batch}", lambda c: inflight.end_batch(c, batch))

    def journal_pending(self) -> list[str]:
        """Paper ids of every batch begun and not ended (by any writer, on any machine)."""
        return self._read("read the journal", inflight.pending_papers)

    def journal_clear(self) -> None:
        """Forget every batch: all recorded papers are reconciled or settled."""
        self._write("clear the journal", inflight.clear_journal)

    def take_writer_lease(
        self,
        holder: WriterLease,
        *,
        stale_after: float,
        is_dead: Callable[[WriterLease], bool],
    ) -> LeaseClaim:
        """Take the lease ``holder.name`` if it is free, or stale (no heartbeat for
        ``stale_after`` seconds by the database's clock, or ``is_dead(holder)``);
        atomic against other processes and machines."""
        return self._guard(
            f"take the writer lease {holder.name}",
            lambda: inflight.take_lease(
                self._engine.begin, holder, stale_after=stale_after, is_dead=is_dead
            ),
        )

    def renew_writer_lease(self, name: str, owner: str) -> bool:
        """A heartbeat of the lease; ``False`` when ``owner`` no longer holds it."""
        return self._write("renew the writer lease", lambda c: inflight.renew_lease(c, name, owner))

    def release_writer_lease(self, name: str, owner: str) -> None:
        """Give the lease back (no-op when ``owner`` does not hold it)."""
        self._write("release the writer lease", lambda c: inflight.release_lease(c, name, owner))

    def writer_lease(self, name: str) -> WriterLease | None:
        """The lease's holder, or ``None`` when nobody holds it."""
        return self._read("read the writer lease", lambda c: inflight.read_lease(c, name))

    # -- failures -------------------------------------------------------------

    def record_failure(
        self,
        run_id: int | None,
        locator: str,
        reason: str,
        message: str,
        *,
        paper_id: str | None = None,
        content_hash: str | None = None,
    ) -> int:
        """Record why an item could not be ingested; returns the failure's id.

        ``content_hash`` (when known) tells a later run whether the same content failed.
        """

        def work(conn: Connection) -> int:
            result = conn.execute(
                failures_table.insert().values(
                    run_id=run_id,
                    paper_id=paper_id,
                    content_hash=content_hash,
                    locator=locator,
                    reason=reason[:64],
                    message=message,
                    created_at=_now(),
                )
            )
            return _new_id(result)

        return self._write("record a failure", work)

    def failures(
        self, run_id: int | None = None, *, limit: int | None = None
    ) -> list[FailureRecord]:
        """Failures of one run (or all), oldest first."""
        query = failures_table.select().order_by(failures_table.c.id)
        if run_id is not None:
            query = query.where(failures_table.c.run_id == run_id)
        if limit is not None:
            query = query.limit(limit)
        rows = self._read("read failures", lambda c: c.execute(query).all())
        return [
            FailureRecord(
                r.id,
                r.run_id,
                r.paper_id,
                r.content_hash,
                r.locator,
                r.reason,
                r.message,
                r.created_at,
            )
            for r in rows
        ]

    # -- papers: reads --------------------------------------------------------

    def get_paper(self, paper_id: str, *, with_chunks: bool = True) -> PaperRecord | None:
        """A stored paper (with its chunks unless ``with_chunks=False``), or ``None``."""
        return self.get_papers([paper_id], with_chunks=with_chunks).get(paper_id)

    def get_papers(
        self, paper_ids: Iterable[str], *, with_chunks: bool = False
    ) -> dict[str, PaperRecord]:
        """Stored papers by id (absent ones are left out); chunks only if asked."""
        ids = list(dict.fromkeys(paper_ids))
        out: dict[str, PaperRecord] = {}

        def work(conn: Connection) -> None:
            for batch in _batches(ids):
                paper_rows = conn.execute(papers.select().where(papers.c.paper_id.in_(batch)))
                rows = {r.paper_id: r for r in paper_rows}
                if not rows:
                    continue
                found = list(rows)
                authors = _grouped(
                    conn.execute(
                        sa.select(paper_authors.c.paper_id, paper_authors.c.name)
                        .where(paper_authors.c.paper_id.in_(found))
                        .order_by(paper_authors.c.paper_id, paper_authors.c.position)
                    )
                )
                categories = _grouped(
                    conn.execute(
                        sa.select(paper_categories.c.paper_id, paper_categories.c.category)
                        .where(paper_categories.c.paper_id.in_(found))
                        .order_by(paper_categories.c.paper_id, paper_categories.c.position)
                    )
                )
                chunk_lists: dict[str, list[Chunk]] = {}
                if with_chunks:
                    chunk_rows = conn.execute(
                        chunks.select()
                        .where(chunks.c.paper_id.in_(found))
                        .order_by(chunks.c.paper_id, chunks.c.chunk_index)
                    )
                    for c in chunk_rows:
                        chunk_lists.setdefault(c.paper_id, []).append(_chunk(c))
                for pid, row in rows.items():
                    out[pid] = PaperRecord(
                        metadata=PaperMetadata(
                            paper_id=pid,
                            title=row.title,
                            abstract=row.abstract,
                            authors=tuple(authors.get(pid, ())),
                            categories=tuple(categories.get(pid, ())),
                            published=row.published,
                            updated=row.updated,
                            version=row.version,
                            doi=row.doi,
                            journal_ref=row.journal_ref,
                            source=row.source,
                            other_title=row.other_title or "",
                            abstract_inferred=bool(row.abstract_inferred),
                        ),
                        content_hash=row.content_hash,
                        locator=row.locator,
                        page_count=row.page_count,
                        chunks=chunk_lists.get(pid, []),
                    )

        self._read("read papers", work)
        return {pid: out[pid] for pid in ids if pid in out}

    def chunks(self, paper_id: str) -> list[Chunk]:
        """A paper's chunks in order (empty if it has none or is not stored)."""
        query = chunks.select().where(chunks.c.paper_id == paper_id).order_by(chunks.c.chunk_index)
        return [_chunk(r) for r in self._read("read chunks", lambda c: c.execute(query).all())]

    def get_chunks(self, keys: Iterable[tuple[str, int]]) -> dict[tuple[str, int], Chunk]:
        """Chunks by ``(paper_id, chunk_index)``, e.g. for the hits of a search."""
        wanted = list(dict.fromkeys((str(p), int(i)) for p, i in keys))
        out: dict[tuple[str, int], Chunk] = {}

        def work(conn: Connection) -> None:
            for batch in _batches(wanted):
                by_paper: dict[str, list[int]] = {}
                for pid, index in batch:
                    by_paper.setdefault(pid, []).append(index)
                condition = sa.or_(
                    *(
                        sa.and_(chunks.c.paper_id == pid, chunks.c.chunk_index.in_(indexes))
                        for pid, indexes in by_paper.items()
                    )
                )
                for row in conn.execute(chunks.select().where(condition)):
                    out[(row.paper_id, row.chunk_index)] = _chunk(row)

        if wanted:
            self._read("read chunks", work)
        return out

    def paper_ids(self, *, batch_size: int = 1000) -> Iterator[str]:
        """Every stored paper id, in id order, read page by page."""
        last: str | None = None
        while True:
            query = sa.select(papers.c.paper_id).order_by(papers.c.paper_id).limit(batch_size)
            if last is not None:
                query = query.where(papers.c.paper_id > last)
            page: list[str] = list(self._read("list papers", _fetch_scalars(query)))
            yield from page
            if len(page) < batch_size:
                return
            last = page[-1]

    def paper_inventory(
        self,
        paper_ids: Iterable[str] | None = None,
        *,
        after: str | None = None,
        limit: int = 500,
    ) -> list[PaperInventory]:
        """What stored papers' vectors must be (see the contract): the papers of
        ``paper_ids``, or a page of ``limit`` papers after ``after`` in id order."""
        columns = (papers.c.paper_id, papers.c.chunker_version, papers.c.status)
        if paper_ids is not None:
            queries = [
                sa.select(*columns).where(papers.c.paper_id.in_(batch)).order_by(papers.c.paper_id)
                for batch in _batches(list(dict.fromkeys(paper_ids)))
            ]
        else:
            if limit < 1:
                raise StoreError(f"paper_inventory: limit must be at least 1, not {limit}")
            page = sa.select(*columns).order_by(papers.c.paper_id).limit(limit)
            queries = [page.where(papers.c.paper_id > after) if after is not None else page]

        def work(conn: Connection) -> list[PaperInventory]:
            out: list[PaperInventory] = []
            for query in queries:
                rows = conn.execute(query).all()
                if not rows:
                    continue
                indexes: dict[str, list[int]] = {}
                chunk_rows = conn.execute(
                    sa.select(chunks.c.paper_id, chunks.c.chunk_index)
                    .where(chunks.c.paper_id.in_([r.paper_id for r in rows]))
                    .order_by(chunks.c.paper_id, chunks.c.chunk_index)
                )
                for pid, index in chunk_rows:
                    indexes.setdefault(pid, []).append(int(index))
                out.extend(
                    PaperInventory(
                        r.paper_id,
                        r.chunker_version,
                        tuple(indexes.get(r.paper_id, ())),
                        done=r.status == "done",
                    )
                    for r in rows
                )
            return out

        return self._read("list papers and chunks", work)

    def count_papers(self) -> int:
        query = sa.select(sa.func.count()).select_from(papers)
        return int(self._read("count papers", lambda c: c.execute(query).scalar_one()))

    def stats(self, *, top_categories: int = 20) -> StoreStats:
        """Counts, date range, top categories, papers per year, sizes."""

        def work(conn: Connection) -> StoreStats:
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
                database_bytes=self._database_bytes(conn),
            )

        return self._read("compute statistics", work)

    def _database_bytes(self, conn: Connection) -> int | None:
        if self.dialect == "sqlite":
            database = self._engine.url.database
            if not database or database == ":memory:":
                return None
            return sum(
                Path(database + suffix).stat().st_size
                for suffix in ("", "-wal", "-shm")
                if Path(database + suffix).exists()
            )
        if self.dialect in MYSQL_DIALECTS:
            query = sa.text(
                "SELECT COALESCE(SUM(data_length + index_length), 0) "
                "FROM information_schema.tables WHERE table_schema = DATABASE()"
            )
            return int(conn.execute(query).scalar_one())
        return None

    # -- plumbing -------------------------------------------------------------

    def _write(self, what: str, work: Callable[[Connection], T]) -> T:
        def attempt() -> T:
            with self._engine.begin() as conn:
                return work(conn)

        return self._guard(what, attempt)

    def _read(self, what: str, work: Callable[[Connection], T]) -> T:
        def attempt() -> T:
            with self._engine.connect() as conn:
                return work(conn)

        return self._guard(what, attempt)

    def _guard(self, what: str, attempt: Callable[[], T]) -> T:
        """Run ``attempt``, retrying transient lock errors; database errors become StoreError."""
        if self._closed:
            raise StoreError(f"The metadata store {self._url} is closed.")
        for i in range(_RETRIES):
            try:
                return attempt()
            except sa.exc.DBAPIError as exc:
                if i + 1 < _RETRIES and is_transient(exc):
                    time.sleep(0.1 * 2**i)
                    continue
                raise StoreError(
                    f"The metadata database {self._url} failed to {what}: {describe_error(exc)}"
                ) from exc
        raise AssertionError("unreachable")  # pragma: no cover


def _fetch_all(query: Any) -> Callable[[Connection], Sequence[Any]]:
    def fetch(conn: Connection) -> Sequence[Any]:
        return conn.execute(query).all()

    return fetch


def _fetch_scalars(query: Any) -> Callable[[Connection], Sequence[Any]]:
    def fetch(conn: Connection) -> Sequence[Any]:
        return conn.execute(query).scalars().all()

    return fetch


def _new_id(result: Any) -> int:
    key = result.inserted_primary_key
    assert key is not None
    return int(key[0])


def _delete_paper_rows(conn: Connection, paper_id: str) -> bool:
    for table in (chunks, paper_authors, paper_categories):
        conn.execute(table.delete().where(table.c.paper_id == paper_id))
    return bool(conn.execute(papers.delete().where(papers.c.paper_id == paper_id)).rowcount)


def _paper_rows(
    record: PaperRecord, run_id: int | None, chunker_version: str, stored_at: datetime
) -> list[tuple[sa.Table, list[dict[str, Any]]]]:
    """The rows of one paper in each table; its chunks must all belong to it."""
    md = record.metadata
    for chunk in record.chunks:
        if chunk.paper_id != md.paper_id:
            raise StoreError(
                f"save_paper({md.paper_id!r}): chunk {chunk.index} belongs to {chunk.paper_id!r}"
            )
    paper_row = {
        "paper_id": md.paper_id,
        "title": md.title,
        "abstract": md.abstract,
        "published": md.published,
        "updated": md.updated,
        "year": md.year,
        "version": md.version,
        "doi": md.doi,
        "journal_ref": md.journal_ref,
        "source": md.source,
        "content_hash": record.content_hash,
        "locator": record.locator,
        "page_count": record.page_count,
        "chunk_count": len(record.chunks),
        "char_count": sum(len(c.text) for c in record.chunks),
        "token_count": sum(c.token_count for c in record.chunks),
        "chunker_version": chunker_version,
        "status": "done",
        "run_id": run_id,
        "stored_at": stored_at,
        "other_title": md.other_title or None,
        "abstract_inferred": md.abstract_inferred,
    }
    author_rows = [
        {"paper_id": md.paper_id, "position": i, "name": a, "author_key": author_key(a)}
        for i, a in enumerate(md.authors)
    ]
    category_rows = [
        {"paper_id": md.paper_id, "position": i, "category": c}
        for i, c in enumerate(dict.fromkeys(md.categories))
    ]
    chunk_rows = [
        {
            "paper_id": md.paper_id,
            "chunk_index": c.index,
            "text": c.text,
            "page_start": c.page_start,
            "page_end": c.page_end,
            "char_start": c.char_start,
            "char_end": c.char_end,
            "token_count": c.token_count,
        }
        for c in record.chunks
    ]
    return [
        (papers, [paper_row]),
        (paper_authors, author_rows),
        (paper_categories, category_rows),
        (chunks, chunk_rows),
    ]


def _batches(items: Sequence[T], size: int = _BATCH) -> Iterator[list[T]]:
    for start in range(0, len(items), size):
        yield list(items[start : start + size])


def _grouped(rows: Iterable[Any]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for pid, value in rows:
        out.setdefault(pid, []).append(value)
    return out


def _chunk(row: Any) -> Chunk:
    return Chunk(
        paper_id=row.paper_id,
        index=row.chunk_index,
        text=row.text,
        page_start=row.page_start,
        page_end=row.page_end,
        char_start=row.char_start,
        char_end=row.char_end,
        token_count=row.token_count,
    )


def _run(row: Any) -> RunRecord:
    return RunRecord(
        row.id, row.source, row.status, row.started_at, row.finished_at, dict(row.stats or {})
    )


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None, microsecond=0)


def _as_date(value: Any) -> date | None:
    if value is None or isinstance(value, date):
        return value
    return date.fromisoformat(str(value)[:10])

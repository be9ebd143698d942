"""The SQL implementation of :class:`~tapyre_paper_search.contracts.MetadataStore`,
with :class:`~tapyre_paper_search.contracts.WriterLeases`.

The class is the connection handling (pooled connections, retries of transient
lock errors, errors translated into :class:`~tapyre_paper_search.errors.StoreError`
at this one boundary); the statements are in :mod:`.papers` (paper records),
:mod:`.log` (runs, failures, statistics) and :mod:`.journal` (the in-flight
journal and the writer lease).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

import tapyre_paper_search.store.sql.journal as inflight
import tapyre_paper_search.store.sql.log as ingest_log
import tapyre_paper_search.store.sql.lookups as find
import tapyre_paper_search.store.sql.papers as rows
import tapyre_paper_search.store.sql.references as cited
from tapyre_paper_search._closing import Closing
from tapyre_paper_search.contracts.catalog import PaperCatalog
from tapyre_paper_search.contracts.metadata import MetadataStore, WriterLeases
from tapyre_paper_search.contracts.references import PaperReferences
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.records import (
    Chunk,
    CitingPaper,
    FailureRecord,
    LeaseClaim,
    PaperInventory,
    PaperPage,
    PaperQuery,
    PaperRecord,
    PaperState,
    Reference,
    RunRecord,
    StoreStats,
    WriterLease,
)
from tapyre_paper_search.store.sql.engine import (
    create_engine,
    in_connection,
    in_transaction,
    retrying,
    safe_url,
    sqlite_database,
)
from tapyre_paper_search.store.sql.schema import metadata_obj, papers

__all__ = ["SqlMetadataStore"]

T = TypeVar("T")


class SqlMetadataStore(MetadataStore, WriterLeases, PaperCatalog, PaperReferences, Closing):
    """Paper metadata and chunk text in SQL (SQLite or MySQL/MariaDB); see the package docs.

    Safe to share between threads (each call takes a pooled connection).
    """

    def __init__(self, url: str, *, echo: bool = False) -> None:
        self._engine = create_engine(url, echo=echo)
        self._url = safe_url(self._engine.url)
        self._closed = False
        self._database = sqlite_database(self._engine)
        self._guard("open", lambda: metadata_obj.create_all(self._engine))

    @property
    def url(self) -> str:
        """The database URL without its password."""
        return self._url

    @property
    def dialect(self) -> str:
        """``"sqlite"``, ``"mysql"`` or ``"mariadb"``."""
        return str(self._engine.dialect.name)

    @property
    def shared(self) -> bool:
        """A database server is shared; an SQLite file is this machine's."""
        return self.dialect != "sqlite"

    @property
    def engine(self) -> Engine:
        return self._engine

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._engine.dispose()

    def __repr__(self) -> str:
        return f"SqlMetadataStore({self._url!r})"

    # -- the ingest log ---------------------------------------------------------

    def start_run(self, source: str | Sequence[str]) -> int:
        return self._write("start a run", lambda c: ingest_log.start_run(c, source))

    def finish_run(
        self, run_id: int, stats: Mapping[str, Any] | None = None, *, status: str = "finished"
    ) -> None:
        self._write("finish a run", lambda c: ingest_log.finish_run(c, run_id, stats, status))

    def get_run(self, run_id: int) -> RunRecord | None:
        found = self._read("read a run", lambda c: ingest_log.read_runs(c, run_id=run_id, limit=1))
        return found[0] if found else None

    def runs(self, limit: int = 20) -> list[RunRecord]:
        return self._read("read runs", lambda c: ingest_log.read_runs(c, limit=limit))

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
        """``content_hash`` (when known) tells a later run whether the same content failed."""
        return self._write(
            "record a failure",
            lambda c: ingest_log.add_failure(
                c, run_id, locator, reason, message, paper_id=paper_id, content_hash=content_hash
            ),
        )

    def failures(
        self, run_id: int | None = None, *, limit: int | None = None
    ) -> list[FailureRecord]:
        return self._read("read failures", lambda c: ingest_log.read_failures(c, run_id, limit))

    def stats(self, *, top_categories: int = 20) -> StoreStats:
        return self._read(
            "compute statistics",
            lambda c: ingest_log.read_stats(
                c, top_categories=top_categories, database=self._database
            ),
        )

    # -- paper records ----------------------------------------------------------

    def paper_state(self, paper_id: str, content_hash: str | None = None) -> PaperState | None:
        state = self.paper_states([paper_id]).get(paper_id)
        if state is None or content_hash is None:
            return state
        current = state.done and state.content_hash == content_hash
        return PaperState(
            paper_id, state.content_hash, state.chunker_version, state.done, current=current
        )

    def paper_states(self, paper_ids: Iterable[str]) -> dict[str, PaperState]:
        ids = list(dict.fromkeys(paper_ids))
        return self._read("read papers", lambda c: rows.read_states(c, ids)) if ids else {}

    def save_paper(
        self, record: PaperRecord, run_id: int | None = None, *, chunker_version: str = ""
    ) -> None:
        """:meth:`save_papers` of one paper."""
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
        """One transaction of multi-row inserts across papers, so the cost per paper
        is a few rows rather than a transaction.  ``lease`` is renewed first thing in
        that transaction (its row stays locked until the commit, so a takeover waits
        for it), and the batch is refused when its owner lost it."""
        if not records:
            return
        table_rows = rows.paper_rows(records, run_id, chunker_version)
        count = len(records)

        def work(conn: Connection) -> None:
            if lease is not None and not inflight.renew_lease(conn, lease.name, lease.owner):
                raise StoreError(
                    f"this writer lost the writer lease {lease.name!r} in {self._url}: "
                    f"another process took the stores over; none of the {count} "
                    "papers of this batch was saved.",
                    hint="Run the command again once the other ingestion has finished.",
                )
            rows.replace_papers(conn, table_rows)
            if before_commit is not None:
                before_commit()

        first = records[0].metadata.paper_id
        self._write(f"save paper {first}" if count == 1 else f"save {count} papers", work)

    def delete_paper(self, paper_id: str) -> bool:
        return self._write(f"delete paper {paper_id}", lambda c: rows.delete_paper(c, paper_id))

    def get_paper(self, paper_id: str, *, with_chunks: bool = True) -> PaperRecord | None:
        return self.get_papers([paper_id], with_chunks=with_chunks).get(paper_id)

    def get_papers(
        self, paper_ids: Iterable[str], *, with_chunks: bool = False
    ) -> dict[str, PaperRecord]:
        ids = list(dict.fromkeys(paper_ids))
        if not ids:
            return {}
        return self._read(
            "read papers", lambda c: rows.read_papers(c, ids, with_chunks=with_chunks)
        )

    def get_chunks(self, keys: Iterable[tuple[str, int]]) -> dict[tuple[str, int], Chunk]:
        wanted = list(dict.fromkeys((str(p), int(i)) for p, i in keys))
        return self._read("read chunks", lambda c: rows.read_chunks(c, wanted)) if wanted else {}

    def references(self, paper_id: str) -> list[Reference]:
        """The paper's references list, its entries linked to the collection."""
        return self._read("read references", lambda c: cited.read_references(c, paper_id))

    def cited_by(self, paper_id: str, *, limit: int = 100) -> list[CitingPaper]:
        """The stored papers whose references name ``paper_id``, newest first."""
        if limit < 1:
            raise StoreError(f"cited_by: limit must be at least 1, not {limit}")
        return self._read("read citing papers", lambda c: cited.read_cited_by(c, paper_id, limit))

    def paper_ids_by_doi(self, dois: Iterable[str]) -> dict[str, str]:
        """``{doi in lower case: paper id}`` of the stored papers with these DOIs
        (:class:`~tapyre_paper_search.library.dedupe.DoiLookup`)."""
        wanted = list(dois)
        return self._read("find papers by DOI", lambda c: find.ids_by_doi(c, wanted))

    def paper_ids_with_prefix(self, prefix: str, limit: int) -> list[str]:
        """Stored ids starting with ``prefix``, sorted, at most ``limit``
        (:class:`~tapyre_paper_search.paper_ids.PaperIdIndex`)."""
        return self._read(
            "find papers by id prefix", lambda c: find.ids_with_prefix(c, prefix, limit)
        )

    def paper_ids(self, *, batch_size: int = 1000) -> Iterator[str]:
        """Every stored paper id, in id order, read page by page."""
        last: str | None = None
        while True:
            query = sa.select(papers.c.paper_id).order_by(papers.c.paper_id).limit(batch_size)
            if last is not None:
                query = query.where(papers.c.paper_id > last)
            page = [str(p) for p in self._read("list papers", _scalars(query))]
            yield from page
            if len(page) < batch_size:
                return
            last = page[-1]

    def list_papers(self, query: PaperQuery) -> PaperPage:
        """One page of the catalog (:class:`~tapyre_paper_search.contracts.PaperCatalog`),
        read in one transaction: the page's ids, the total, the papers."""
        from tapyre_paper_search.records.catalog import ListedPaper, PaperPage
        from tapyre_paper_search.store.sql.listing import select_page

        def work(conn: Connection) -> tuple[list[Any], int, dict[str, PaperRecord]]:
            page, total = select_page(conn, query)
            ids = [paper_id for paper_id, _, _ in page]
            return page, total, rows.read_papers(conn, ids, with_chunks=False) if ids else {}

        page, total, records = self._read("list papers", work)
        listed = tuple(
            ListedPaper(r.metadata, added, r.locator, r.page_count, chunk_count)
            for paper_id, added, chunk_count in page
            if (r := records.get(paper_id)) is not None
        )
        return PaperPage(query, listed, total)

    def paper_inventory(
        self,
        paper_ids: Iterable[str] | None = None,
        *,
        after: str | None = None,
        limit: int = 500,
    ) -> list[PaperInventory]:
        queries = rows.inventory_queries(paper_ids, after=after, limit=limit)
        return self._read("list papers and chunks", lambda c: rows.read_inventory(c, queries))

    def count_papers(self) -> int:
        query = sa.select(sa.func.count()).select_from(papers)
        return int(self._read("count papers", lambda c: c.execute(query).scalar_one()))

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

    # -- plumbing ---------------------------------------------------------------

    def _write(self, what: str, work: Callable[[Connection], T]) -> T:
        return self._guard(what, in_transaction(self._engine, work))

    def _read(self, what: str, work: Callable[[Connection], T]) -> T:
        return self._guard(what, in_connection(self._engine, work))

    def _guard(self, what: str, attempt: Callable[[], T]) -> T:
        """Run ``attempt``, retrying transient lock errors; database errors become StoreError."""
        if self._closed:
            raise StoreError(f"The metadata store {self._url} is closed.")
        return retrying(
            attempt,
            fail=lambda why: StoreError(
                f"The metadata database {self._url} failed to {what}: {why}"
            ),
            database=self._database,
        )


def _scalars(query: Any) -> Callable[[Connection], Sequence[Any]]:
    def fetch(conn: Connection) -> Sequence[Any]:
        return conn.execute(query).scalars().all()

    return fetch

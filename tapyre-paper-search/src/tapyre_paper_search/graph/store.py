"""The graph's SQL store: writes per batch of passages, deletes, and reads.

:class:`GraphStore` works on the metadata store's database (its SQLAlchemy
engine), in the tables of :mod:`.schema`.  Every write is one transaction that
also increments ``graph_state.version``; a batch of passages is in the graph
completely or not at all, so a build killed at any moment resumes with the
passages that are missing (:meth:`GraphStore.missing_papers`).

Only one process writes (the ingestion lock and lease cover graph writes too);
any number read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar

import numpy as np
import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from tapyre_paper_search.graph.errors import GraphMismatchError, GraphStoreError
from tapyre_paper_search.graph.schema import GraphTables, create, graph_tables
from tapyre_paper_search.graph.vectors import to_blob
from tapyre_paper_search.store.sql.engine import (
    describe_error,
    in_connection,
    in_transaction,
    retrying,
    safe_url,
    sqlite_database,
)

T = TypeVar("T")

STATE_ROW = "graph"
_BATCH = 500


@dataclass(frozen=True)
class GraphState:
    """What the graph was built with, and its change counter."""

    extractor: str
    embedder: str
    dimension: int
    version: int


@dataclass(frozen=True)
class GraphCounts:
    """Sizes of the stored graph."""

    papers: int
    passages: int
    sentences: int
    entities: int
    mentions: int


@dataclass(frozen=True)
class PassageRows:
    """One passage to write: its sentences (spans, int8 vectors, scales) and per
    sentence the entity keys it mentions with counts."""

    paper_id: str
    chunk_index: int
    spans: list[tuple[int, int]]
    codes: np.ndarray
    scales: np.ndarray
    mentions: list[dict[str, int]]


@dataclass(frozen=True)
class NewEntity:
    """An entity key not stored yet, with its name, label and int8 vector."""

    key: str
    name: str
    label: str
    codes: np.ndarray
    scale: float


class GraphStore:
    """The graph's tables in the database of ``engine`` (see the module docs)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.url = safe_url(engine.url)
        self.tables: GraphTables = self._guard(
            "open the graph tables", lambda: graph_tables(engine)
        )
        self._guard("create the graph tables", lambda: create(engine, self.tables))

    # -- state -------------------------------------------------------------------

    def state(self) -> GraphState | None:
        """What the graph was built with; ``None`` before its first write."""
        t = self.tables.state
        row = self._read(
            "read the graph state",
            lambda c: c.execute(t.select().where(t.c.name == STATE_ROW)).first(),
        )
        if row is None:
            return None
        return GraphState(row.extractor, row.embedder, int(row.dimension), int(row.version))

    def version(self) -> int:
        """The change counter (0 before the first write): cheap, checked per query."""
        t = self.tables.state
        value = self._read(
            "read the graph version",
            lambda c: c.execute(sa.select(t.c.version).where(t.c.name == STATE_ROW)).scalar(),
        )
        return int(value or 0)

    def claim(self, extractor: str, embedder: str, dimension: int) -> None:
        """Record the builders of a new graph, or check an existing graph's.

        :raises GraphMismatchError: the stored graph was built by another
            extractor or embedder (its vectors and keys would not match).
        """
        state = self.state()
        if state is not None and state.version > 0 and self.counts().passages > 0:
            if (state.extractor, state.embedder, state.dimension) != (
                extractor,
                embedder,
                dimension,
            ):
                raise GraphMismatchError(
                    f"the graph in {self.url} was built with the extractor {state.extractor!r} "
                    f"and the embedder {state.embedder!r} ({state.dimension} wide), not "
                    f"{extractor!r} and {embedder!r} ({dimension})",
                    hint="Rebuild it with: tapyre papers graph build --rebuild "
                    "(or configure the extractor and embedder it was built with).",
                )
            return
        t = self.tables.state

        def work(conn: Connection) -> None:
            conn.execute(t.delete().where(t.c.name == STATE_ROW))
            conn.execute(
                t.insert().values(
                    name=STATE_ROW,
                    extractor=extractor,
                    embedder=embedder,
                    dimension=dimension,
                    version=(state.version if state else 0) + 1,
                    updated_at=_now(),
                )
            )

        self._write("record the graph's builders", work)

    # -- writes ------------------------------------------------------------------

    def known_entities(self, keys: Iterable[str]) -> set[str]:
        """Which of ``keys`` are stored already."""
        wanted = list(dict.fromkeys(keys))
        t = self.tables.entities
        found: set[str] = set()

        def work(conn: Connection) -> None:
            for batch in _batches(wanted):
                rows = conn.execute(sa.select(t.c.entity_key).where(t.c.entity_key.in_(batch)))
                found.update(r.entity_key for r in rows)

        self._read("read entity keys", work)
        return found

    def write(self, passages: Sequence[PassageRows], entities: Sequence[NewEntity]) -> None:
        """Store ``passages`` (replacing any graph rows they had) and the new
        ``entities`` they mention, in one transaction.

        Row ids are handed out here (one past the largest), so every table takes
        multi-row inserts; the single writer makes that safe, and a second one
        would only fail on the primary key and roll back.
        """
        if not passages:
            return
        t = self.tables
        keys = {k for p in passages for m in p.mentions for k in m}
        now = _now()

        def work(conn: Connection) -> None:
            self._delete_passages(conn, [(p.paper_id, p.chunk_index) for p in passages])
            first = _next_id(conn, t.entities.c.entity_id)
            new_ids = {e.key: first + i for i, e in enumerate(entities)}
            _insert(
                conn,
                t.entities,
                [
                    {
                        "entity_id": new_ids[e.key],
                        "entity_key": e.key,
                        "name": e.name[:200],
                        "label": e.label[:32],
                        "vector": to_blob(e.codes),
                        "scale": float(e.scale),
                    }
                    for e in entities
                ],
            )
            ids = {**_entity_ids(conn, t, keys - new_ids.keys()), **new_ids}
            missing = keys - ids.keys()
            if missing:
                raise GraphStoreError(
                    f"entities {sorted(missing)[:3]} are neither stored nor new (a bug)"
                )
            _insert(
                conn,
                t.passages,
                [
                    {
                        "paper_id": p.paper_id,
                        "chunk_index": p.chunk_index,
                        "sentence_count": len(p.spans),
                        "built_at": now,
                    }
                    for p in passages
                ],
            )
            sentences, mentions = _sentence_rows(
                passages, ids, _next_id(conn, t.sentences.c.sentence_id)
            )
            _insert(conn, t.sentences, sentences)
            _insert(conn, t.mentions, mentions)
            _bump(conn, t)

        self._write(f"write the graph of {len(passages)} passages", work)

    def delete_papers(self, paper_ids: Sequence[str]) -> int:
        """Remove the graph rows of these papers (their passages, sentences and
        mentions) and the entities nothing mentions any more; returns the passages
        removed.  (Deleting a paper from the metadata store already does this through
        the foreign key; this is for a graph rebuilt or repaired on its own.)"""
        t = self.tables.passages

        def work(conn: Connection) -> int:
            removed = 0
            for batch in _batches(list(dict.fromkeys(paper_ids))):
                removed += conn.execute(t.delete().where(t.c.paper_id.in_(batch))).rowcount or 0
            _bump(conn, self.tables)
            return removed

        removed = self._write("delete graph passages", work)
        self.remove_unused_entities()
        return removed

    def clear(self) -> None:
        """Remove the whole graph (for a rebuild with another extractor or embedder)."""
        t = self.tables

        def work(conn: Connection) -> None:
            for table in (t.mentions, t.sentences, t.passages, t.entities):
                conn.execute(table.delete())
            conn.execute(t.state.delete())

        self._write("clear the graph", work)

    def remove_unused_entities(self) -> int:
        """Delete entities that no mention refers to (left by deleted passages)."""
        t = self.tables
        used = sa.select(t.mentions.c.entity_id).where(
            t.mentions.c.entity_id == t.entities.c.entity_id
        )

        def work(conn: Connection) -> int:
            count = conn.execute(t.entities.delete().where(~sa.exists(used))).rowcount or 0
            if count:
                _bump(conn, t)
            return count

        return self._write("remove unused entities", work)

    def _delete_passages(self, conn: Connection, keys: Sequence[tuple[str, int]]) -> None:
        t = self.tables.passages
        by_paper: dict[str, list[int]] = {}
        for paper_id, chunk in keys:
            by_paper.setdefault(paper_id, []).append(chunk)
        for paper_id, chunks in by_paper.items():
            conn.execute(t.delete().where(t.c.paper_id == paper_id, t.c.chunk_index.in_(chunks)))

    # -- reads ---------------------------------------------------------------------

    def counts(self) -> GraphCounts:
        t = self.tables

        def count(conn: Connection, column: Any, distinct: bool = False) -> int:
            expression = sa.func.count(sa.distinct(column)) if distinct else sa.func.count()
            query = sa.select(expression).select_from(column.table)
            return int(conn.execute(query).scalar() or 0)

        def work(conn: Connection) -> GraphCounts:
            return GraphCounts(
                papers=count(conn, t.passages.c.paper_id, distinct=True),
                passages=count(conn, t.passages.c.paper_id),
                sentences=count(conn, t.sentences.c.sentence_id),
                entities=count(conn, t.entities.c.entity_id),
                mentions=count(conn, t.mentions.c.sentence_id),
            )

        return self._read("count the graph", work)

    def missing_papers(self, limit: int | None = None) -> list[str]:
        """Papers with a chunk that has no graph passage (in id order)."""
        query = self._missing().group_by(self.tables.chunks.c.paper_id)
        query = query.order_by(self.tables.chunks.c.paper_id)
        if limit is not None:
            query = query.limit(limit)
        return self._read("find papers missing from the graph", _scalars(query))

    def count_missing_papers(self) -> int:
        """How many papers :meth:`missing_papers` would list."""
        query = sa.select(sa.func.count()).select_from(self._missing().distinct().subquery())
        found = self._read(
            "count papers missing from the graph", lambda c: c.execute(query).scalar()
        )
        return int(found or 0)

    def _missing(self) -> Any:
        """The paper ids of chunks without a graph passage (a left join)."""
        c, g = self.tables.chunks, self.tables.passages
        joined = c.outerjoin(
            g, sa.and_(g.c.paper_id == c.c.paper_id, g.c.chunk_index == c.c.chunk_index)
        )
        return sa.select(c.c.paper_id).select_from(joined).where(g.c.paper_id.is_(None))

    def rows(self, query: Any, *, chunk: int = 20_000) -> Iterator[Any]:
        """Stream the rows of ``query`` (large reads of :mod:`.loading`)."""
        try:
            with self.engine.connect() as conn:
                result = conn.execution_options(stream_results=True, yield_per=chunk).execute(query)
                yield from result
        except sa.exc.DBAPIError as exc:
            raise GraphStoreError(
                f"the graph tables in {self.url} cannot be read: {describe_error(exc)}"
            ) from exc

    # -- plumbing ------------------------------------------------------------------

    def _write(self, what: str, work: Callable[[Connection], T]) -> T:
        return self._guard(what, in_transaction(self.engine, work))

    def _read(self, what: str, work: Callable[[Connection], T]) -> T:
        return self._guard(what, in_connection(self.engine, work))

    def _guard(self, what: str, attempt: Callable[[], T]) -> T:
        try:
            return retrying(
                attempt,
                fail=lambda why: GraphStoreError(
                    f"the graph tables in {self.url} failed to {what}: {why}"
                ),
                database=sqlite_database(self.engine),
            )
        except sa.exc.NoSuchTableError:
            raise GraphStoreError(
                f"{self.url} has no chunks table: the graph index needs paper search's "
                "SQL metadata store"
            ) from None


def _sentence_rows(
    passages: Sequence[PassageRows], ids: dict[str, int], first: int
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    sentences: list[dict[str, Any]] = []
    mentions: list[dict[str, Any]] = []
    for p in passages:
        for position, ((start, end), codes, scale, counts) in enumerate(
            zip(p.spans, p.codes, p.scales, p.mentions, strict=True)
        ):
            sentence_id = first + len(sentences)
            sentences.append(
                {
                    "sentence_id": sentence_id,
                    "paper_id": p.paper_id,
                    "chunk_index": p.chunk_index,
                    "position": position,
                    "char_start": int(start),
                    "char_end": int(end),
                    "vector": to_blob(codes),
                    "scale": float(scale),
                }
            )
            mentions.extend(
                {"sentence_id": sentence_id, "entity_id": ids[key], "count": int(count)}
                for key, count in counts.items()
            )
    return sentences, mentions


def _next_id(conn: Connection, column: Any) -> int:
    return int(conn.execute(sa.select(sa.func.max(column))).scalar() or 0) + 1


def _insert(conn: Connection, table: sa.Table, rows: list[dict[str, Any]]) -> None:
    for batch in _batches(rows):
        conn.execute(table.insert(), batch)


def _entity_ids(conn: Connection, t: GraphTables, keys: Iterable[str]) -> dict[str, int]:
    ids: dict[str, int] = {}
    for batch in _batches(list(keys)):
        rows = conn.execute(
            sa.select(t.entities.c.entity_key, t.entities.c.entity_id).where(
                t.entities.c.entity_key.in_(batch)
            )
        )
        ids.update((r.entity_key, int(r.entity_id)) for r in rows)
    return ids


def _bump(conn: Connection, t: GraphTables) -> None:
    conn.execute(
        t.state.update()
        .where(t.state.c.name == STATE_ROW)
        .values(version=t.state.c.version + 1, updated_at=_now())
    )


def _scalars(query: Any) -> Callable[[Connection], list[Any]]:
    def fetch(conn: Connection) -> list[Any]:
        return list(conn.execute(query).scalars())

    return fetch


def _batches(items: list[T], size: int = _BATCH) -> Iterator[list[T]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


def _now() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)

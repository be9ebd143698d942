"""The statements behind :class:`~tapyre_paper_search.store.sql.SqlMetadataStore`'s
paper records: writing a batch of papers, reading papers, chunks, states and the
inventory ``tapyre papers check`` compares with the vectors.

Every function runs on a connection the store opened (and commits); ids are
read and written in batches of :data:`BATCH` to keep ``IN (…)`` lists short.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from datetime import UTC, datetime
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.records import (
    Chunk,
    PageSource,
    PaperInventory,
    PaperMetadata,
    PaperRecord,
    PaperState,
)
from tapyre_paper_search.records.references import doi_key, title_key
from tapyre_paper_search.store.points import author_key
from tapyre_paper_search.store.sql.schema import (
    PAPER_PARTS,
    chunks,
    paper_authors,
    paper_categories,
    paper_keys,
    paper_pages,
    paper_references,
    papers,
)

T = TypeVar("T")

BATCH = 500
"""Ids per ``IN (…)`` list and rows per multi-row insert."""


def batches(items: Sequence[T], size: int = BATCH) -> Iterator[list[T]]:
    for start in range(0, len(items), size):
        yield list(items[start : start + size])


def now() -> datetime:
    """This machine's clock, naive UTC to the second: how the tables keep times."""
    return datetime.now(UTC).replace(tzinfo=None, microsecond=0)


# -- writes ---------------------------------------------------------------------


def paper_rows(
    records: Sequence[PaperRecord], run_id: int | None, chunker_version: str
) -> dict[sa.Table, list[dict[str, Any]]]:
    """The rows of ``records`` in each table, papers first (the others refer to them).

    :raises StoreError: a paper id appears twice, or a chunk belongs to another paper.
    """
    ids = [r.metadata.paper_id for r in records]
    if len(set(ids)) != len(ids):
        raise StoreError(f"save_papers: a paper id appears twice in one batch ({ids})")
    rows: dict[sa.Table, list[dict[str, Any]]] = {papers: []} | {t: [] for t in PAPER_PARTS}
    stored_at = now()
    for record in records:
        md = record.metadata
        for chunk in record.chunks:
            if chunk.paper_id != md.paper_id:
                raise StoreError(
                    f"save_paper({md.paper_id!r}): chunk {chunk.index} "
                    f"belongs to {chunk.paper_id!r}"
                )
        rows[papers].append(_paper_row(record, run_id, chunker_version, stored_at))
        rows[paper_authors].extend(
            {"paper_id": md.paper_id, "position": i, "name": a, "author_key": author_key(a)}
            for i, a in enumerate(md.authors)
        )
        rows[paper_categories].extend(
            {"paper_id": md.paper_id, "position": i, "category": c}
            for i, c in enumerate(dict.fromkeys(md.categories))
        )
        rows[chunks].extend(
            {
                "paper_id": md.paper_id,
                "chunk_index": c.index,
                "text": c.text,
                "page_start": c.page_start,
                "page_end": c.page_end,
                "char_start": c.char_start,
                "char_end": c.char_end,
                "token_count": c.token_count,
                "language": c.language or None,
            }
            for c in record.chunks
        )
        rows[paper_pages].extend(
            {"paper_id": md.paper_id, "number": p.number, "source": p.source, "note": p.note}
            for p in {p.number: p for p in record.page_notes}.values()
        )
        rows[paper_references].extend(_reference_rows(record))
        rows[paper_keys].extend(
            {"paper_id": md.paper_id, "kind": kind, "key": key}
            for kind, key in (("doi", doi_key(md.doi)), ("title", title_key(md.title)))
            if key
        )
    return rows


def _reference_rows(record: PaperRecord) -> Iterator[dict[str, Any]]:
    """The rows of a paper's references list, with the keys it links by."""
    for i, ref in enumerate(record.references):
        yield {
            "paper_id": record.metadata.paper_id,
            "position": i,
            "number": ref.number,
            "text": ref.text,
            "authors": list(ref.authors),
            "title": ref.title,
            "year": ref.year,
            "venue": ref.venue,
            "doi": doi_key(ref.doi) or None,
            "arxiv_id": ref.arxiv_id[:64] or None,
            "title_key": title_key(ref.title) or None,
        }


def _paper_row(
    record: PaperRecord, run_id: int | None, chunker_version: str, stored_at: datetime
) -> dict[str, Any]:
    md = record.metadata
    return {
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
        "reference": md.reference or None,
    }


def replace_papers(conn: Connection, rows: dict[sa.Table, list[dict[str, Any]]]) -> None:
    """Delete the rows of every paper in ``rows``, then insert ``rows`` (one transaction:
    the caller's)."""
    ids = [row["paper_id"] for row in rows[papers]]
    for some_ids in batches(ids):
        for table in (*PAPER_PARTS, papers):
            conn.execute(table.delete().where(table.c.paper_id.in_(some_ids)))
    for table, table_rows in rows.items():  # papers first: the others refer to them
        for batch in batches(table_rows):
            conn.execute(table.insert(), batch)


def delete_paper(conn: Connection, paper_id: str) -> bool:
    for table in PAPER_PARTS:
        conn.execute(table.delete().where(table.c.paper_id == paper_id))
    return bool(conn.execute(papers.delete().where(papers.c.paper_id == paper_id)).rowcount)


# -- reads ----------------------------------------------------------------------


def read_states(conn: Connection, paper_ids: Sequence[str]) -> dict[str, PaperState]:
    """States of the stored papers among ``paper_ids`` (``current`` left false)."""
    out: dict[str, PaperState] = {}
    for batch in batches(paper_ids):
        query = sa.select(
            papers.c.paper_id, papers.c.content_hash, papers.c.status, papers.c.chunker_version
        ).where(papers.c.paper_id.in_(batch))
        for row in conn.execute(query):
            out[row.paper_id] = PaperState(
                row.paper_id,
                content_hash=row.content_hash,
                chunker_version=row.chunker_version,
                done=row.status == "done",
            )
    return out


def read_papers(
    conn: Connection, paper_ids: Sequence[str], *, with_chunks: bool
) -> dict[str, PaperRecord]:
    """The stored papers among ``paper_ids``, in the order asked."""
    out: dict[str, PaperRecord] = {}
    for batch in batches(paper_ids):
        rows = {
            r.paper_id: r for r in conn.execute(papers.select().where(papers.c.paper_id.in_(batch)))
        }
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
        notes: dict[str, list[PageSource]] = {}
        for note in conn.execute(
            paper_pages.select()
            .where(paper_pages.c.paper_id.in_(found))
            .order_by(paper_pages.c.paper_id, paper_pages.c.number)
        ):
            notes.setdefault(note.paper_id, []).append(
                PageSource(note.number, note.source, note.note)
            )
        chunk_lists: dict[str, list[Chunk]] = {}
        if with_chunks:
            chunk_rows = conn.execute(
                chunks.select()
                .where(chunks.c.paper_id.in_(found))
                .order_by(chunks.c.paper_id, chunks.c.chunk_index)
            )
            for c in chunk_rows:
                chunk_lists.setdefault(c.paper_id, []).append(chunk_of(c))
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
                    reference=row.reference or "",
                ),
                content_hash=row.content_hash,
                locator=row.locator,
                page_count=row.page_count,
                chunks=chunk_lists.get(pid, []),
                page_notes=tuple(notes.get(pid, ())),
            )
    return {pid: out[pid] for pid in paper_ids if pid in out}


def read_chunks(conn: Connection, keys: Sequence[tuple[str, int]]) -> dict[tuple[str, int], Chunk]:
    out: dict[tuple[str, int], Chunk] = {}
    for batch in batches(keys):
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
            out[(row.paper_id, row.chunk_index)] = chunk_of(row)
    return out


def inventory_queries(
    paper_ids: Iterable[str] | None, *, after: str | None, limit: int
) -> list[Any]:
    """The queries of :meth:`~.SqlMetadataStore.paper_inventory`: the papers of
    ``paper_ids``, or one page of ``limit`` papers after ``after`` in id order."""
    columns = (papers.c.paper_id, papers.c.chunker_version, papers.c.status)
    if paper_ids is not None:
        return [
            sa.select(*columns).where(papers.c.paper_id.in_(batch)).order_by(papers.c.paper_id)
            for batch in batches(list(dict.fromkeys(paper_ids)))
        ]
    if limit < 1:
        raise StoreError(f"paper_inventory: limit must be at least 1, not {limit}")
    page = sa.select(*columns).order_by(papers.c.paper_id).limit(limit)
    return [page.where(papers.c.paper_id > after) if after is not None else page]


def read_inventory(conn: Connection, queries: Sequence[Any]) -> list[PaperInventory]:
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


def chunk_of(row: Any) -> Chunk:
    return Chunk(
        paper_id=row.paper_id,
        index=row.chunk_index,
        text=row.text,
        page_start=row.page_start,
        page_end=row.page_end,
        char_start=row.char_start,
        char_end=row.char_end,
        token_count=row.token_count,
        language=row.language or "",
    )


def _grouped(rows: Iterable[Any]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for pid, value in rows:
        out.setdefault(pid, []).append(value)
    return out

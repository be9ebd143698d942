"""The statements behind :class:`~tapyre_paper_search.store.sql.SqlMetadataStore`'s
references lists (:class:`~tapyre_paper_search.contracts.PaperReferences`):
reading a paper's list back with its links, or the papers citing one (the rows
are written with the paper's other rows, :func:`.papers.paper_rows`).

Links follow :mod:`tapyre_paper_search.records.references`: an entry names the
paper its DOI names, else the paper whose id is its arXiv id, else the one paper
whose title key is its title key; each rule only when exactly one stored paper
fits.  :func:`resolve` applies them to any entries, so that :func:`read_cited_by`
keeps exactly the entries that :func:`read_references` links to a paper.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from tapyre_paper_search.records import CitingPaper, Reference
from tapyre_paper_search.records.references import KEY_CHARS
from tapyre_paper_search.store.sql.papers import batches
from tapyre_paper_search.store.sql.schema import paper_keys, paper_references, papers

__all__ = ["read_cited_by", "read_references", "resolve"]


# -- reads ----------------------------------------------------------------------


def read_references(conn: Connection, paper_id: str) -> list[Reference]:
    rows = conn.execute(
        paper_references.select()
        .where(paper_references.c.paper_id == paper_id)
        .order_by(paper_references.c.position)
    ).all()
    links = resolve(conn, rows)
    return [
        Reference(
            text=row.text,
            authors=tuple(row.authors or ()),
            title=row.title,
            year=row.year,
            venue=row.venue,
            doi=row.doi or "",
            arxiv_id=row.arxiv_id or "",
            number=row.number,
            cited_paper_id=links.get(i),
        )
        for i, row in enumerate(rows)
    ]


def read_cited_by(conn: Connection, paper_id: str, limit: int) -> list[CitingPaper]:
    own = conn.execute(
        sa.select(paper_keys.c.kind, paper_keys.c.key).where(paper_keys.c.paper_id == paper_id)
    ).all()
    refs = paper_references.c
    conditions = [refs.arxiv_id == paper_id[:64]]
    for kind, key in own:
        conditions.append((refs.doi if kind == "doi" else refs.title_key) == key)
    candidates = conn.execute(
        sa.select(refs.paper_id, refs.position, refs.number, refs.doi, refs.arxiv_id)
        .add_columns(refs.title_key)
        .where(sa.or_(*conditions), refs.paper_id != paper_id)
        .order_by(refs.paper_id, refs.position)
    ).all()
    links = resolve(conn, candidates)
    first: dict[str, int | None] = {}
    for i, row in enumerate(candidates):
        if links.get(i) == paper_id and row.paper_id not in first:
            first[row.paper_id] = row.number if row.number is not None else row.position + 1
    if not first:
        return []
    citing = conn.execute(
        sa.select(papers.c.paper_id, papers.c.title, papers.c.year)
        .where(papers.c.paper_id.in_(list(first)))
        .order_by(papers.c.year.is_(None), papers.c.year.desc(), papers.c.paper_id)
        .limit(limit)
    )
    return [CitingPaper(r.paper_id, r.title, r.year, first[r.paper_id]) for r in citing]


def resolve(conn: Connection, entries: Sequence[Any]) -> dict[int, str]:
    """The paper each entry names, by index into ``entries`` (rows with ``paper_id``,
    ``doi``, ``arxiv_id`` and ``title_key``); entries naming none, or only their
    own paper, are left out."""
    by_doi = _unique_keys(conn, "doi", {e.doi for e in entries if e.doi})
    by_title = _unique_keys(conn, "title", {e.title_key for e in entries if e.title_key})
    arxiv = {e.arxiv_id for e in entries if e.arxiv_id}
    stored = _stored(conn, arxiv)
    out: dict[int, str] = {}
    for i, e in enumerate(entries):
        cited = (
            by_doi.get(e.doi)
            or (e.arxiv_id if e.arxiv_id in stored else None)
            or by_title.get(e.title_key)
        )
        if cited is not None and cited != e.paper_id:
            out[i] = cited
    return out


def _unique_keys(conn: Connection, kind: str, keys: Iterable[str]) -> dict[str, str]:
    """``key → paper_id`` for the keys of ``kind`` exactly one stored paper has."""
    found: dict[str, list[str]] = {}
    for batch in batches(sorted(k for k in keys if len(k) <= KEY_CHARS)):
        rows = conn.execute(
            sa.select(paper_keys.c.key, paper_keys.c.paper_id).where(
                paper_keys.c.kind == kind, paper_keys.c.key.in_(batch)
            )
        )
        for key, pid in rows:
            found.setdefault(key, []).append(pid)
    return {key: pids[0] for key, pids in found.items() if len(pids) == 1}


def _stored(conn: Connection, paper_ids: Iterable[str]) -> set[str]:
    out: set[str] = set()
    for batch in batches(sorted(paper_ids)):
        rows = conn.execute(sa.select(papers.c.paper_id).where(papers.c.paper_id.in_(batch)))
        out.update(str(pid) for (pid,) in rows)
    return out

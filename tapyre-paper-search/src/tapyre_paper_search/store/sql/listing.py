"""The SQL metadata store's catalog query: one sorted, filtered page of paper ids.

:func:`select_page` runs two statements on one connection: the page's ids with
their ``stored_at`` and ``chunk_count`` (``ORDER BY`` the sort key, then the
paper id; ``LIMIT``/``OFFSET``) and the count of every match.  The filters mean
what they mean in a search (:class:`~tapyre_paper_search.filters.SearchFilters`):
authors by their match key, categories exactly, inclusive years, ids in or out.
``NULLS LAST`` is written as a ``CASE`` so that MySQL/MariaDB, which lack it,
sort like SQLite.  Ties are broken by paper id, A to Z, whatever the direction.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records.catalog import PaperQuery
from tapyre_paper_search.store.points import author_key
from tapyre_paper_search.store.sql.schema import paper_authors, paper_categories, papers

PageRow = tuple[str, datetime, int]
"""``(paper_id, stored_at, chunk_count)`` of one listed paper."""


def select_page(conn: Connection, query: PaperQuery) -> tuple[list[PageRow], int]:
    """The page's rows in order, and the number of papers matching the filters."""
    where = _conditions(query.filters)
    page = (
        sa.select(papers.c.paper_id, papers.c.stored_at, papers.c.chunk_count)
        .where(*where)
        .order_by(*_order(query))
        .limit(query.limit)
        .offset(query.offset)
    )
    rows = [(str(r.paper_id), r.stored_at, int(r.chunk_count)) for r in conn.execute(page)]
    total = conn.execute(sa.select(sa.func.count()).select_from(papers).where(*where)).scalar_one()
    return rows, int(total)


def _conditions(filters: SearchFilters) -> list[Any]:
    where: list[Any] = []
    if filters.year_from is not None:
        where.append(papers.c.year >= filters.year_from)
    if filters.year_to is not None:
        where.append(papers.c.year <= filters.year_to)
    if filters.authors:
        keys = sorted({author_key(name) for name in filters.authors})
        where.append(
            sa.exists().where(
                paper_authors.c.paper_id == papers.c.paper_id,
                paper_authors.c.author_key.in_(keys),
            )
        )
    if filters.categories:
        where.append(
            sa.exists().where(
                paper_categories.c.paper_id == papers.c.paper_id,
                paper_categories.c.category.in_(list(filters.categories)),
            )
        )
    if filters.paper_ids:
        where.append(papers.c.paper_id.in_(list(filters.paper_ids)))
    if filters.exclude_paper_ids:
        where.append(papers.c.paper_id.not_in(list(filters.exclude_paper_ids)))
    return where


def _order(query: PaperQuery) -> list[Any]:
    down = query.newest_first

    def direction(column: Any) -> Any:
        return column.desc() if down else column.asc()

    if query.sort == "added":
        keys = [direction(papers.c.stored_at)]
    elif query.sort == "date":
        missing_last = sa.case((papers.c.published.is_(None), 1), else_=0)
        keys = [missing_last, direction(papers.c.published)]
    else:
        untitled_last = sa.case((papers.c.title == "", 1), else_=0)
        keys = [untitled_last, direction(sa.func.lower(papers.c.title))]
    return [*keys, papers.c.paper_id.asc()]

"""Finding stored papers by what people and libraries know of them: a DOI
(:class:`~tapyre_paper_search.library.dedupe.DoiLookup`), the start of an id
(:class:`~tapyre_paper_search.paper_ids.PaperIdIndex`).

Both are index lookups: ids by the primary key's order (a range from the prefix
to the prefix followed by the last code point, compared byte for byte as every
id is), DOIs by the ``lower(doi)`` index SQLite keeps (MySQL/MariaDB compare
the column case-insensitively already).
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from tapyre_paper_search.store.sql.papers import batches
from tapyre_paper_search.store.sql.schema import papers

_LAST = "\U0010ffff"


def ids_by_doi(conn: Connection, dois: Sequence[str]) -> dict[str, str]:
    """``{doi in lower case: paper id}``; with several papers of one DOI, the first id."""
    keys = sorted({d.strip().lower() for d in dois if d.strip()})
    out: dict[str, str] = {}
    for batch in batches(keys):
        doi = sa.func.lower(papers.c.doi)
        query = sa.select(doi, papers.c.paper_id).where(doi.in_(batch)).order_by(papers.c.paper_id)
        for key, paper_id in conn.execute(query):
            out.setdefault(str(key), str(paper_id))
    return out


def ids_with_prefix(conn: Connection, prefix: str, limit: int) -> list[str]:
    """Up to ``limit`` paper ids starting with ``prefix``, in id order."""
    if not prefix:
        return []
    query = (
        sa.select(papers.c.paper_id)
        .where(papers.c.paper_id >= prefix, papers.c.paper_id < prefix + _LAST)
        .order_by(papers.c.paper_id)
        .limit(limit)
    )
    return [str(p) for p in conn.execute(query).scalars() if str(p).startswith(prefix)]

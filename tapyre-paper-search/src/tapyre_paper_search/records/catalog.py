"""The catalog's records: stored papers listed a page at a time, sorted and filtered.

:class:`PaperQuery` asks for one page (the search filters, a sort key, an
offset and a size); :class:`PaperPage` is the answer, with the total that
matched so a client can page through, each paper a :class:`ListedPaper`.  A
metadata store lists papers by implementing
:class:`~tapyre_paper_search.contracts.PaperCatalog`.

Sorts: ``added`` (when the paper was stored; newest first by default),
``date`` (published; newest first, papers without a date last) and ``title``
(case-insensitive, A to Z; untitled papers last).  Ties are broken by paper id
(A to Z), so pages never overlap or skip a paper while the collection does not
change.

Pure data: importing this module is cheap.  The JSON forms are flat (a listed
paper's metadata fields beside its catalog fields), as ``tapyre papers list
--json`` and ``GET /papers`` send them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records.papers import PaperMetadata

__all__ = ["MAX_PAGE_SIZE", "SORTS", "ListedPaper", "PaperPage", "PaperQuery", "PaperSort"]

PaperSort = Literal["added", "date", "title"]
SORTS: tuple[PaperSort, ...] = ("added", "date", "title")
MAX_PAGE_SIZE = 500
"""The most papers one page holds."""


@dataclass(frozen=True)
class PaperQuery:
    """One page of the catalog.

    ``descending``: ``None`` takes the sort's natural order (newest first for
    ``added`` and ``date``, A to Z for ``title``).
    """

    filters: SearchFilters = field(default_factory=SearchFilters)
    sort: PaperSort = "added"
    descending: bool | None = None
    offset: int = 0
    limit: int = 20

    def __post_init__(self) -> None:
        if self.sort not in SORTS:
            raise SearchError(f"unknown sort {self.sort!r}: use one of {', '.join(SORTS)}")
        if self.offset < 0:
            raise SearchError(f"offset must be 0 or more, got {self.offset}")
        if not 1 <= self.limit <= MAX_PAGE_SIZE:
            raise SearchError(f"limit must be between 1 and {MAX_PAGE_SIZE}, got {self.limit}")

    @property
    def newest_first(self) -> bool:
        """Whether the page runs from the largest key down."""
        if self.descending is not None:
            return self.descending
        return self.sort != "title"


@dataclass(frozen=True)
class ListedPaper:
    """A stored paper as the catalog lists it: its metadata, when it was stored
    (``added``, naive UTC), where it came from, and its size."""

    metadata: PaperMetadata
    added: datetime
    locator: str
    page_count: int
    chunk_count: int

    def to_dict(self) -> dict[str, Any]:
        meta = self.metadata
        return {
            "paper_id": meta.paper_id,
            "title": meta.title,
            "authors": list(meta.authors),
            "year": meta.year,
            "published": meta.published.isoformat() if meta.published else None,
            "categories": list(meta.categories),
            "doi": meta.doi,
            "source": meta.source,
            "added": self.added.isoformat(timespec="seconds"),
            "locator": self.locator,
            "page_count": self.page_count,
            "chunk_count": self.chunk_count,
        }


@dataclass(frozen=True)
class PaperPage:
    """The papers of one :class:`PaperQuery`, and how many matched in all."""

    query: PaperQuery
    papers: tuple[ListedPaper, ...]
    total: int

    @property
    def next_offset(self) -> int | None:
        """The offset of the next page, or ``None`` after the last."""
        end = self.query.offset + len(self.papers)
        return end if end < self.total else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "papers": [paper.to_dict() for paper in self.papers],
            "total": self.total,
            "offset": self.query.offset,
            "limit": self.query.limit,
            "sort": self.query.sort,
            "descending": self.query.newest_first,
            "next_offset": self.next_offset,
            "filters": self.query.filters.to_dict(),
        }

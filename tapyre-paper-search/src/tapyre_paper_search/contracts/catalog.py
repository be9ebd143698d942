"""The optional catalog part of a metadata store: listing its papers.

A metadata store that can list its stored papers, a page at a time, sorted and
filtered as a search filters, implements :class:`PaperCatalog` (and may say so
by subclassing it, as the built-in SQL store does).
:meth:`PaperSearchApp.papers <tapyre_paper_search.app.PaperSearchApp.papers>`
(``tapyre papers list``, ``GET /papers``) asks ``isinstance(store, PaperCatalog)``
and refuses, naming the store, when it does not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from tapyre_paper_search.records.catalog import PaperPage, PaperQuery

__all__ = ["PaperCatalog"]


@runtime_checkable
class PaperCatalog(Protocol):
    """A metadata store that lists its papers (optional: declared by implementing it)."""

    def list_papers(self, query: PaperQuery) -> PaperPage:
        """One page of stored papers matching ``query.filters`` (the same
        conditions as a search's: years inclusive, authors by their match key,
        categories exactly, ids in or out), in ``query``'s order, ties broken by
        paper id; ``total`` counts every match.  Errors derive from
        :class:`~tapyre_paper_search.errors.StoreError`."""
        ...

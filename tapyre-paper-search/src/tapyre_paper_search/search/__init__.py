"""Search over ingested papers: dense, lexical (BM25) and hybrid retrieval,
filters, grouping per paper, MMR, "papers like this", the optional LLM steps
(filter parsing, query rewriting with fusion, relevance filtering), cited
streaming answers and evaluation.

Importing this package is cheap; the service imports numpy, and the stores and
models are built only by :func:`open_service`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.search.options import SearchOptions
from tapyre_paper_search.search.query import ParsedQuery, find_arxiv_id, parse_query
from tapyre_paper_search.search.results import PaperHit, Passage, SearchResponse

if TYPE_CHECKING:
    from tapyre_paper_search.search.service import SearchService

__all__ = [
    "PaperHit",
    "ParsedQuery",
    "Passage",
    "SearchFilters",
    "SearchOptions",
    "SearchResponse",
    "find_arxiv_id",
    "open_service",
    "parse_query",
]


def open_service(**kwargs: Any) -> SearchService:
    """The search service over the configured collection; see
    :func:`tapyre_paper_search.search.opening.open_service` for the arguments."""
    from tapyre_paper_search.search.opening import open_service as _open

    return _open(**kwargs)

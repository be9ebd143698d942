"""Search over ingested papers: dense, lexical (BM25) and hybrid retrieval,
filters, grouping per paper, MMR, "papers like this", the optional LLM steps
(filter parsing, query rewriting with fusion, relevance filtering), cited
streaming answers and evaluation.

Importing this package is cheap; the service imports numpy, and the stores and
models are built only by :func:`open_service`.
"""

from tapyre_paper_search.search.filters import SearchFilters
from tapyre_paper_search.search.options import SearchOptions
from tapyre_paper_search.search.query import ParsedQuery, find_arxiv_id, parse_query
from tapyre_paper_search.search.results import PaperHit, Passage, SearchResponse

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


def open_service(*args: object, **kwargs: object) -> object:
    """Build a :class:`~tapyre_paper_search.search.service.SearchService` from a
    host's configuration (see :func:`tapyre_paper_search.search.opening.open_service`)."""
    from tapyre_paper_search.search.opening import open_service as _open

    return _open(*args, **kwargs)  # type: ignore[arg-type]

"""Search over ingested papers: dense, lexical (BM25) and hybrid retrieval,
filters, grouping per paper, MMR, "papers like this", the optional LLM steps
(filter parsing, query rewriting with fusion, relevance filtering), cited
streaming answers and evaluation.

Modules by noun: :mod:`.options` (what to search for), :mod:`.query` (arXiv ids
in a query), :mod:`.retrieval` (candidates from the vector store), :mod:`.fusion`
and :mod:`.mmr` (ranking), :mod:`.service` (:class:`SearchService`: search,
similar, ask), :mod:`.answer` (sources, citations, the prompt),
:mod:`.answer_stream` (a streamed answer and its events), :mod:`.results`,
:mod:`.evaluation` and :mod:`.metrics`; the LLM steps in :mod:`.llm_filters`,
:mod:`.rewrite`, :mod:`.relevance` and :mod:`.llm_io`.

Importing this package is cheap; the service imports numpy.  The application
layer (:class:`tapyre_paper_search.app.PaperSearchApp`) builds the service from
a host's stores and models.
"""

from __future__ import annotations

from tapyre_paper_search.filters import SearchFilters
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
    "parse_query",
]

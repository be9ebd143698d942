"""How to search: the one options record of the Python API, the CLI, the REST API and the tools.

The CLI's options and the REST API's ``SearchBody`` carry :class:`SearchOptions`'
field names and take their defaults from :data:`DEFAULTS` (a test checks both).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.search.fusion import DEFAULT_RRF_K

Mode = Literal["dense", "lexical", "hybrid", "graph"]
Level = Literal["chunk", "paper"]
FusionKind = Literal["rrf", "dbsf"]

MODES: tuple[Mode, ...] = ("dense", "lexical", "hybrid", "graph")
LEVELS: tuple[Level, ...] = ("chunk", "paper")
FUSIONS: tuple[FusionKind, ...] = ("rrf", "dbsf")
MAX_K = 200

HYBRID_FUSION: FusionKind = "dbsf"
"""Default fusion of hybrid search.  On SciFact's 809 train claims (paper level,
all-MiniLM-L6-v2 + BM25) distribution-based score fusion reached nDCG@10 0.741,
RRF 0.726 with k = 10 and 0.718 with k = 60: scores carry more than ranks."""

HYBRID_RRF_K = 10
"""RRF constant when ``fusion="rrf"``.  Smaller than the usual 60: with only two
lists (dense and BM25), letting each list's top ranks count more scored better
on SciFact's train claims (nDCG@10 +0.01, the same on either half of them)."""


@dataclass(frozen=True)
class SearchOptions:
    """Options of one search.

    ``k`` papers are returned, each with up to ``passages_per_paper`` passages.
    ``mode``: ``dense`` (embedding similarity), ``lexical`` (BM25) or
    ``hybrid`` (both, fused in Qdrant by ``fusion``: reciprocal-rank fusion
    with constant ``rrf_k``, or distribution-based score fusion) or ``graph``
    (multi-hop: the graph index, see :mod:`tapyre_paper_search.graph`; needs the
    ``graph`` extra and a built graph).  ``level``:
    search passages (``chunk``) or whole papers by title and abstract
    (``paper``).  ``candidates`` is how many hits each prefetch fetches before
    fusion and grouping (0: chosen from ``k``).  ``mmr`` re-ranks papers for
    diversity with ``mmr_lambda`` (1 = relevance only).

    The LLM steps, each off by default: ``parse_filters`` (filters, semantic
    remainder and a "paper search at all?" verdict from the question),
    ``rewrite`` (``rewrites`` extra queries fused by
    ``w · mean similarity + (1 − w) · normalised RRF`` with ``rewrite_weight``
    and ``rewrite_rrf_k``), ``relevance_filter`` (the model keeps only
    relevant passages) and ``iterative`` (IRCoT-style: the model writes the next
    sub-question from the passages found, up to ``iterative_steps`` searches,
    see :mod:`tapyre_paper_search.search.iterative`).
    """

    k: int = 10
    mode: Mode = "hybrid"
    level: Level = "chunk"
    fusion: FusionKind = HYBRID_FUSION
    rrf_k: int = HYBRID_RRF_K
    filters: SearchFilters = field(default_factory=SearchFilters)
    passages_per_paper: int = 3
    candidates: int = 0
    mmr: bool = False
    mmr_lambda: float = 0.7
    parse_filters: bool = False
    rewrite: bool = False
    rewrites: int = 3
    rewrite_weight: float = 0.5
    rewrite_rrf_k: int = DEFAULT_RRF_K
    relevance_filter: bool = False
    iterative: bool = False
    iterative_steps: int = 3

    def __post_init__(self) -> None:
        if not 1 <= self.k <= MAX_K:
            raise SearchError(f"k must be between 1 and {MAX_K}, got {self.k}")
        if self.mode not in MODES:
            raise SearchError(f"unknown mode {self.mode!r}: use one of {', '.join(MODES)}")
        if self.level not in LEVELS:
            raise SearchError(f"unknown level {self.level!r}: use one of {', '.join(LEVELS)}")
        if self.fusion not in FUSIONS:
            raise SearchError(f"unknown fusion {self.fusion!r}: use one of {', '.join(FUSIONS)}")
        if not 1 <= self.rrf_k <= 10_000 or not 1 <= self.rewrite_rrf_k <= 10_000:
            raise SearchError("RRF k must be between 1 and 10000")
        if not 1 <= self.passages_per_paper <= 20:
            raise SearchError("passages_per_paper must be between 1 and 20")
        if not 0 <= self.candidates <= 10_000:
            raise SearchError("candidates must be between 0 and 10000")
        if not 0.0 <= self.mmr_lambda <= 1.0:
            raise SearchError(f"mmr_lambda must be within [0, 1], got {self.mmr_lambda}")
        if not 1 <= self.rewrites <= 8:
            raise SearchError(f"rewrites must be between 1 and 8, got {self.rewrites}")
        if not 1 <= self.iterative_steps <= 8:
            raise SearchError(
                f"iterative_steps must be between 1 and 8, got {self.iterative_steps}"
            )
        if not 0.0 <= self.rewrite_weight <= 1.0:
            raise SearchError(f"rewrite_weight must be within [0, 1], got {self.rewrite_weight}")

    @property
    def uses_llm(self) -> bool:
        return self.parse_filters or self.rewrite or self.relevance_filter or self.iterative

    def candidate_limit(self) -> int:
        """Hits to fetch per prefetch: enough for ``k`` distinct papers."""
        if self.candidates:
            return max(self.candidates, self.k)
        per_paper = self.passages_per_paper if self.level == "chunk" else 1
        papers = self.k * 3 if self.mmr else self.k  # MMR chooses from three times more
        return min(1000, max(50, papers * per_paper * 4))


DEFAULTS = SearchOptions()
"""The default options: the CLI's and the REST API's defaults are read from here."""

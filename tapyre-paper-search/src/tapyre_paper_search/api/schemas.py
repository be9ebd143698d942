"""Request and response bodies of the REST API (pydantic).

Bounds here are the API's input validation: FastAPI answers 422 with the
offending field for anything outside them, before the search sees it.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from tapyre_paper_search.search.filters import MAX_YEAR, MIN_YEAR, SearchFilters
from tapyre_paper_search.search.options import HYBRID_FUSION, HYBRID_RRF_K, MAX_K, SearchOptions

_Name = Field(min_length=1, max_length=200)
ShortText = Annotated[str, Field(min_length=1, max_length=200)]
EmbedText = Annotated[str, Field(min_length=1, max_length=20_000)]


class FiltersBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    year_from: int | None = Field(default=None, ge=MIN_YEAR, le=MAX_YEAR)
    year_to: int | None = Field(default=None, ge=MIN_YEAR, le=MAX_YEAR)
    authors: list[ShortText] = Field(default_factory=list, max_length=20)
    categories: list[ShortText] = Field(default_factory=list, max_length=20)
    paper_ids: list[ShortText] = Field(default_factory=list, max_length=100)

    def to_filters(self) -> SearchFilters:
        return SearchFilters(
            year_from=self.year_from,
            year_to=self.year_to,
            authors=tuple(self.authors),
            categories=tuple(self.categories),
            paper_ids=tuple(self.paper_ids),
        )


class SearchBody(BaseModel):
    """A search.  ``query`` may be an arXiv id for "papers like this"."""

    model_config = ConfigDict(extra="forbid")

    query: str = Field(min_length=1, max_length=2000)
    k: int = Field(default=10, ge=1, le=MAX_K)
    mode: Literal["dense", "lexical", "hybrid"] = "hybrid"
    level: Literal["chunk", "paper"] = "chunk"
    fusion: Literal["rrf", "dbsf"] = HYBRID_FUSION
    rrf_k: int = Field(default=HYBRID_RRF_K, ge=1, le=10_000)
    passages_per_paper: int = Field(default=3, ge=1, le=20)
    filters: FiltersBody = Field(default_factory=FiltersBody)
    mmr: bool = False
    mmr_lambda: float = Field(default=0.7, ge=0.0, le=1.0)
    parse_filters: bool = False
    rewrite: bool = False
    rewrites: int = Field(default=3, ge=1, le=8)
    rewrite_weight: float = Field(default=0.5, ge=0.0, le=1.0)
    relevance_filter: bool = False

    def to_options(self) -> SearchOptions:
        return SearchOptions(
            k=self.k,
            mode=self.mode,
            level=self.level,
            fusion=self.fusion,
            rrf_k=self.rrf_k,
            passages_per_paper=self.passages_per_paper,
            filters=self.filters.to_filters(),
            mmr=self.mmr,
            mmr_lambda=self.mmr_lambda,
            parse_filters=self.parse_filters,
            rewrite=self.rewrite,
            rewrites=self.rewrites,
            rewrite_weight=self.rewrite_weight,
            relevance_filter=self.relevance_filter,
        )


class SimilarBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    paper_id: str = _Name
    k: int = Field(default=10, ge=1, le=MAX_K)
    level: Literal["chunk", "paper"] = "paper"
    filters: FiltersBody = Field(default_factory=FiltersBody)


class AskBody(SearchBody):
    """A question to answer from the papers; streamed as Server-Sent Events."""

    k: int = Field(default=5, ge=1, le=50)
    max_passages: int = Field(default=8, ge=1, le=40)
    sources: Literal["cited", "all"] = Field(
        default="all",
        description="Sources listed with the answer: cited first; 'all' also lists "
        "the uncited (cited=false), 'cited' leaves them out.",
    )


class EmbedBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    texts: list[EmbedText] = Field(min_length=1, max_length=64)
    kind: Literal["query", "passage"] = "query"


class EmbedReply(BaseModel):
    model: str
    dimension: int
    vectors: list[list[float]]


class ErrorReply(BaseModel):
    error: str
    detail: Any = None


class HealthReply(BaseModel):
    status: Literal["ok"]
    version: str

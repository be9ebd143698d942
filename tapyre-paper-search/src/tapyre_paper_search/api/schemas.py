"""Request and response bodies of the REST API (pydantic).

Bounds here are the API's input validation: FastAPI answers 422 with the
offending field for anything outside them, before the search sees it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from tapyre_paper_search.filters import MAX_YEAR, MIN_YEAR, SearchFilters
from tapyre_paper_search.records.catalog import MAX_PAGE_SIZE, PaperSort
from tapyre_paper_search.search.options import (
    DEFAULTS,
    MAX_K,
    FusionKind,
    Level,
    Mode,
    SearchOptions,
)

if TYPE_CHECKING:
    from tapyre_paper_search.app import IngestRequest
    from tapyre_paper_search.records.catalog import PaperQuery

_Name = Field(min_length=1, max_length=200)
ShortText = Annotated[str, Field(min_length=1, max_length=200)]
EmbedText = Annotated[str, Field(min_length=1, max_length=20_000)]


class FiltersBody(BaseModel):
    """:class:`~tapyre_paper_search.filters.SearchFilters` field for field, with bounds."""

    model_config = ConfigDict(extra="forbid")

    year_from: int | None = Field(default=None, ge=MIN_YEAR, le=MAX_YEAR)
    year_to: int | None = Field(default=None, ge=MIN_YEAR, le=MAX_YEAR)
    authors: list[ShortText] = Field(default_factory=list, max_length=20)
    categories: list[ShortText] = Field(default_factory=list, max_length=20)
    paper_ids: list[ShortText] = Field(default_factory=list, max_length=100)
    exclude_paper_ids: list[ShortText] = Field(default_factory=list, max_length=100)

    def to_filters(self) -> SearchFilters:
        return SearchFilters.from_mapping(self.model_dump())


class SearchBody(BaseModel):
    """A search.  ``query`` may be an arXiv id for "papers like this"."""

    model_config = ConfigDict(extra="forbid")

    query: str = Field(min_length=1, max_length=2000)
    k: int = Field(default=DEFAULTS.k, ge=1, le=MAX_K)
    mode: Mode = DEFAULTS.mode
    level: Level = DEFAULTS.level
    fusion: FusionKind = DEFAULTS.fusion
    rrf_k: int = Field(default=DEFAULTS.rrf_k, ge=1, le=10_000)
    passages_per_paper: int = Field(default=DEFAULTS.passages_per_paper, ge=1, le=20)
    candidates: int = Field(
        default=DEFAULTS.candidates, ge=0, le=10_000, description="Hits per prefetch (0: from k)."
    )
    filters: FiltersBody = Field(default_factory=FiltersBody)
    mmr: bool = DEFAULTS.mmr
    mmr_lambda: float = Field(default=DEFAULTS.mmr_lambda, ge=0.0, le=1.0)
    parse_filters: bool = DEFAULTS.parse_filters
    rewrite: bool = DEFAULTS.rewrite
    rewrites: int = Field(default=DEFAULTS.rewrites, ge=1, le=8)
    rewrite_weight: float = Field(default=DEFAULTS.rewrite_weight, ge=0.0, le=1.0)
    rewrite_rrf_k: int = Field(default=DEFAULTS.rewrite_rrf_k, ge=1, le=10_000)
    relevance_filter: bool = DEFAULTS.relevance_filter
    iterative: bool = Field(
        default=DEFAULTS.iterative,
        description="IRCoT-style rounds (needs a language model): the model writes the "
        "next sub-question from the passages found, and the search runs again, "
        "[papers.graph] iterative_steps rounds at most.",
    )

    def to_options(self) -> SearchOptions:
        """The :class:`SearchOptions` of this body (its fields are theirs, by name)."""
        fields = self.model_dump(include=set(SearchOptions.__dataclass_fields__))
        fields["filters"] = self.filters.to_filters()
        return SearchOptions(**fields)


class SimilarBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    paper_id: str = _Name
    k: int = Field(default=10, ge=1, le=MAX_K)
    level: Literal["chunk", "paper"] = "paper"
    filters: FiltersBody = Field(default_factory=FiltersBody)

    def to_options(self) -> SearchOptions:
        return SearchOptions(k=self.k, level=self.level, filters=self.filters.to_filters())


class AskBody(SearchBody):
    """A question to answer from the papers; streamed as Server-Sent Events."""

    k: int = Field(default=5, ge=1, le=50)
    max_passages: int = Field(default=8, ge=1, le=40)
    sources: Literal["cited", "all"] = Field(
        default="all",
        description="Sources listed with the answer: cited first; 'all' also lists "
        "the uncited (cited=false), 'cited' leaves them out.",
    )


SourceText = Annotated[str, Field(min_length=1, max_length=4096)]


class IngestBody(BaseModel):
    """An ingestion job: the sources and options of ``tapyre papers ingest``, the
    fields of :class:`~tapyre_paper_search.app.IngestRequest` by the same names.

    Paths are read by the server, so give them absolute (or relative to the
    server's working folder).
    """

    model_config = ConfigDict(extra="forbid")

    # As many as a shell glob gives; the request body limit bounds the bytes.
    sources: list[SourceText] = Field(min_length=1, max_length=100_000)
    provider: str | None = Field(default=None, min_length=1, max_length=200)
    workers: Annotated[int, Field(ge=0, le=1024)] | Literal["auto"] | None = Field(
        default=None, description="PDF extraction processes (default: [papers] workers)."
    )
    force: bool = False
    retry_failed: bool = False
    limit: int | None = Field(default=None, ge=1)
    max_pages: int | None = Field(default=None, ge=1)
    executor: Literal["local", "ray"] | None = Field(
        default=None, description="Where the work runs (default: the server's [papers] executor)."
    )
    ray_address: str | None = Field(default=None, min_length=1, max_length=500)

    def to_request(self) -> IngestRequest:
        from tapyre_paper_search.app import IngestRequest

        return IngestRequest(**self.model_dump())


class PapersParams(FiltersBody):
    """The query parameters of ``GET /papers``: a page of the catalog
    (:class:`~tapyre_paper_search.catalog.PaperQuery`) and the search filters
    (:class:`FiltersBody`'s fields; repeat a list parameter for several values)."""

    sort: PaperSort = Field(default="added", description="added, date or title.")
    descending: bool | None = Field(
        default=None,
        description="Largest first; default: newest first for added and date, A to Z for title.",
    )
    offset: int = Field(default=0, ge=0, le=10_000_000)
    limit: int = Field(default=20, ge=1, le=MAX_PAGE_SIZE)

    def to_filters(self) -> SearchFilters:
        return SearchFilters.from_mapping(self.model_dump(include=set(FiltersBody.model_fields)))

    def to_query(self) -> PaperQuery:
        from tapyre_paper_search.records.catalog import PaperQuery

        return PaperQuery(
            filters=self.to_filters(),
            sort=self.sort,
            descending=self.descending,
            offset=self.offset,
            limit=self.limit,
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

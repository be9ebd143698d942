"""The collection endpoints: ``GET /papers`` (the catalog, a page at a time),
``GET /papers/{id}``, ``GET /papers/{id}/citations`` and ``GET /stats``, each a
thin adapter over the app."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from fastapi import FastAPI, Query
from fastapi.responses import JSONResponse

from tapyre_paper_search.api.schemas import ErrorReply, PapersParams

if TYPE_CHECKING:
    from tapyre_paper_search.app import PaperSearchApp


def add_paper_routes(api: FastAPI, paper_search: PaperSearchApp) -> None:
    """Add the collection endpoints, answered by ``paper_search``."""
    from tapyre_paper_search.app.collection import record_dict
    from tapyre_paper_search.errors import PaperNotFoundError

    @api.get(
        "/papers",
        tags=["papers"],
        responses={400: {"model": ErrorReply}, 422: {"model": ErrorReply}},
    )
    def papers(params: Annotated[PapersParams, Query()]) -> dict[str, Any]:
        """Stored papers, a page at a time: sorted by when they were added (newest
        first), their publication date or their title, with the search filters
        (years, authors, categories, ids; repeat a parameter for several values).
        ``next_offset`` is the next page's ``offset`` (null after the last)."""
        return paper_search.papers(params.to_query()).to_dict()

    # Declared before /papers/{paper_id:path}, which would take ".../citations" as an id.
    @api.get(
        "/papers/{paper_id:path}/citations",
        tags=["papers"],
        responses={404: {"model": ErrorReply}},
    )
    def citations(paper_id: str, limit: Annotated[int, Query(ge=1, le=1000)] = 100) -> Any:
        """What a paper cites and what cites it within the collection: its references
        list (each entry as read — authors, title, year, venue, DOI, arXiv id — with
        ``cited_paper_id`` where it names a stored paper) and the stored papers whose
        references name it (``cited_by``, newest first, at most ``limit``)."""
        try:
            return paper_search.collection.citations(paper_id, limit=limit).to_dict()
        except PaperNotFoundError:
            return JSONResponse({"error": f"no paper with id {paper_id!r}"}, status_code=404)

    @api.get(
        "/papers/{paper_id:path}",
        tags=["papers"],
        responses={404: {"model": ErrorReply}},
    )
    def paper(paper_id: str, chunks: bool = False) -> Any:
        """A paper's metadata by id (arXiv ids with a slash, like hep-th/9901001, work);
        ``chunks=true`` lists its chunks too."""
        try:
            record = paper_search.paper(paper_id)
        except PaperNotFoundError:
            return JSONResponse({"error": f"no paper with id {paper_id!r}"}, status_code=404)
        return record_dict(record, chunks=chunks)

    @api.get("/stats", tags=["papers"])
    def stats(summary: bool = False) -> dict[str, Any]:
        """Collection statistics: papers, chunks, date range, sizes, vector points;
        ``summary=true``: the summary ``tapyre papers stats`` prints (sizes readable,
        the embedders, the last run)."""
        found = paper_search.stats()
        return found.to_dict() if summary else found.to_counts()

"""The pages' routes: each parses its URL, calls the app and renders a template."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

from tapyre_paper_search.web.forms import SearchForm
from tapyre_paper_search.web.pdf_files import pdf_file
from tapyre_paper_search.web.render import STATIC, render

if TYPE_CHECKING:
    from tapyre_paper_search.app import PaperSearchApp

SIMILAR_K = 5
CITED_BY = 50  # citing papers listed on a paper page


def add_web_routes(
    api: FastAPI,
    paper_search: PaperSearchApp,
    *,
    ingestion: bool = False,
    api_key: str | None = None,
) -> None:
    """Add the pages and their static files to ``api``, answered by ``paper_search``;
    with ``api_key``, the login form that keeps it in a cookie."""
    from fastapi.staticfiles import StaticFiles

    from tapyre_paper_search.web.ask_page import add_ask_page
    from tapyre_paper_search.web.collection_page import add_collection_page
    from tapyre_paper_search.web.pdf_files import add_pdf_route

    api.mount("/static", StaticFiles(directory=STATIC), name="static")
    nav = {"ingestion": ingestion, "login": api_key is not None}

    @api.get("/", response_class=HTMLResponse, include_in_schema=False)
    def search_page(request: Request) -> HTMLResponse:
        params = request.query_params
        lists = {name: params.getlist(name) for name in ("author", "category")}
        modes = paper_search.search_modes()
        form = SearchForm.parse(params, lists, modes)
        context: dict[str, Any] = {"form": form, "modes": modes, "response": None}
        context.update(explanation=None, marks=None, error=None, elapsed_ms=None)
        if form.q and not form.errors:
            context.update(_search(paper_search, form))
        return page(request, "search.html", nav, title=form.q or "Search", **context)

    @api.get("/paper/{paper_id:path}", response_class=HTMLResponse, include_in_schema=False)
    def paper_page(request: Request, paper_id: str) -> HTMLResponse:
        from tapyre import TapyreError

        from tapyre_paper_search.errors import PaperNotFoundError
        from tapyre_paper_search.search.options import SearchOptions

        try:
            record = paper_search.paper(paper_id)
        except PaperNotFoundError as exc:
            return page(request, "error.html", nav, status=404, title="Not found", error=str(exc))
        similar, similar_error = None, None
        try:
            similar = paper_search.similar(record.metadata.paper_id, SearchOptions(k=SIMILAR_K))
        except TapyreError as exc:
            similar_error = str(exc)
        citations, citations_error = None, None
        try:
            citations = paper_search.collection.citations(record.metadata.paper_id, limit=CITED_BY)
        except TapyreError as exc:
            citations_error = str(exc)
        q = request.query_params.get("q", "")
        pages: dict[int, list[Any]] = {}
        for chunk in record.chunks:
            pages.setdefault(chunk.page_start, []).append(chunk)
        return page(
            request,
            "paper.html",
            nav,
            title=record.metadata.title or record.metadata.paper_id,
            record=record,
            meta=record.metadata,
            pages=pages,
            source_url=source_url(record.metadata.paper_id, record.metadata.doi),
            pdf=pdf_file(record, paper_search.settings) is not None,
            similar=similar,
            similar_error=similar_error,
            citations=citations,
            citations_error=citations_error,
            marks=paper_search.highlighter(q) if q.strip() else None,
            q=q,
        )

    add_ask_page(api, paper_search, nav)
    add_collection_page(api, paper_search, nav)
    add_pdf_route(api, paper_search)
    if api_key is not None:
        from tapyre_paper_search.web.login_page import add_login_page

        add_login_page(api, api_key, nav)
    if ingestion:
        from tapyre_paper_search.web.ingest_page import add_ingest_page

        add_ingest_page(api, paper_search, nav)


def _search(paper_search: PaperSearchApp, form: SearchForm) -> dict[str, Any]:
    """The search of ``form``: its response, its explanation when scores are asked
    for, the highlighter, or the error to show."""
    from tapyre import TapyreError

    started = time.perf_counter()
    try:
        response = paper_search.search(form.q, form.options())
        explanation = paper_search.explain(form.q, form.options()) if form.scores else None
    except TapyreError as exc:
        return {"error": str(exc)}  # its hint included
    return {
        "response": response,
        "explanation": explanation,
        "marks": paper_search.highlighter(form.q),
        "elapsed_ms": (time.perf_counter() - started) * 1000,
    }


def source_url(paper_id: str, doi: str | None) -> str | None:
    """Where the paper is published: its arXiv page, or its DOI's."""
    from tapyre_paper_search.search.query import is_arxiv_id

    if is_arxiv_id(paper_id):
        return f"https://arxiv.org/abs/{paper_id}"
    if doi:
        return f"https://doi.org/{doi}"
    return None


def page(
    request: Request, template: str, nav: dict[str, Any], *, status: int = 200, **context: Any
) -> HTMLResponse:
    """A rendered page; ``nav`` says which sections the server offers."""
    html = render(template, path=request.url.path, nav=nav, **context)
    return HTMLResponse(html, status_code=status)

"""``/ask``: a question answered from the papers, with numbered citations.

With a language model configured, the page holds the question and the script
streams the answer from ``POST /ask`` (Server-Sent Events), turning each
``[n]`` into a link to the cited passage.  Without one, the page itself is the
answer: the passages that match the question best, cited the same way, and a
line saying that no model is configured and how to set one up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

if TYPE_CHECKING:
    from tapyre_paper_search.app import PaperSearchApp


def add_ask_page(api: FastAPI, paper_search: PaperSearchApp, nav: dict[str, Any]) -> None:
    from tapyre_paper_search.web.routes import page

    @api.get("/ask", response_class=HTMLResponse, include_in_schema=False)
    def ask_page(request: Request) -> HTMLResponse:
        from tapyre import TapyreError

        q = request.query_params.get("q", "").strip()[:2000]
        llm = paper_search.llm_available()
        passages, error = None, None
        if q and not llm:
            try:
                passages = paper_search.passages(q)
            except TapyreError as exc:
                error = str(exc)
        return page(
            request,
            "ask.html",
            nav,
            title=q or "Ask",
            q=q,
            llm=llm,
            passages=passages,
            marks=paper_search.highlighter(q) if q else None,
            error=error,
        )

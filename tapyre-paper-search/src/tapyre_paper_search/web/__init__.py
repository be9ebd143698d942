"""The web page of ``tapyre papers serve``: search, papers, answers, the collection.

Server-rendered HTML from Jinja2 templates shipped in this package
(``templates/``), enhanced by one small script and one stylesheet of its own
(``static/``; nothing from a CDN, nothing built with Node).  Every page is a
thin adapter over :class:`~tapyre_paper_search.app.PaperSearchApp`: it parses
the URL, calls the app and renders; the script only streams answers, follows
ingestion jobs and adds keyboard shortcuts, so search results are readable
without it.

* ``/`` — search: the URL holds query, mode and filters (:mod:`.forms`);
  matched words marked; per-signal scores with ``scores=1``;
* ``/paper/{id}`` — a paper: metadata, abstract, passages by page, similar papers;
* ``/ask`` — a cited answer streamed from the LLM, or the passages that answer
  it when no LLM is configured;
* ``/collection`` — statistics, papers per year, the configuration (secrets masked);
* ``/add`` — sources to ingest, PDFs to upload, and the jobs with their progress
  (when the server runs ingestion jobs).

:class:`~.security.WebSecurity` sends a strict Content-Security-Policy with
every response and refuses cross-site changes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tapyre_paper_search.web.routes import add_web_routes
from tapyre_paper_search.web.security import WebSecurity, server_guard_options

if TYPE_CHECKING:
    from tapyre_paper_search.api.guard import ApiGuard


def with_web_options(guard: ApiGuard) -> ApiGuard:
    """``guard`` with what the page needs of the server guard added: the login form
    open, the upload's own body limit, the login cookie as a credential (the
    guard's own choices win where both set one)."""
    options = server_guard_options(guard.api_key)
    return replace(
        guard,
        open_paths=tuple(dict.fromkeys((*guard.open_paths, *options["open_paths"]))),
        body_limits={**options["body_limits"], **guard.body_limits},
        authenticate=guard.authenticate or options["authenticate"],
    )


__all__ = ["WebSecurity", "add_web_routes", "with_web_options"]

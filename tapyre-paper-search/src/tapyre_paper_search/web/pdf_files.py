"""``/pdf/{id}``: a paper's own PDF, served only from the folders allowed to be read.

A paper ingested from a PDF keeps the file's path (its record's ``locator``).
The page links the file, and this route sends it, only when it still exists and
lies inside an allowed folder: the data folder's ``uploads/`` (files uploaded
through the page) and the folders ``[papers] ingest_roots`` names (the folders
the server may ingest from).  Anything else — a path outside them, a symbolic
link out of them, a paper from arXiv metadata — has no PDF here; its source
link is its arXiv or DOI page.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI
from fastapi.responses import FileResponse

if TYPE_CHECKING:
    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.records import PaperRecord
    from tapyre_paper_search.settings import PaperSearchSettings


def allowed_folders(settings: PaperSearchSettings) -> list[Path]:
    """The folders whose PDFs the page may send."""
    from tapyre_paper_search.web.ingest_page import UPLOADS

    roots: Iterable[Any] = getattr(settings, "ingest_roots", None) or settings.extra.get(
        "ingest_roots", ()
    )
    if isinstance(roots, str):
        roots = [roots]
    return [settings.data_dir / UPLOADS, *(Path(str(root)).expanduser() for root in roots)]


def pdf_file(record: PaperRecord, settings: PaperSearchSettings) -> Path | None:
    """The paper's PDF when it exists inside an allowed folder, else ``None``."""
    if not record.locator.lower().endswith(".pdf"):
        return None
    path = Path(record.locator).resolve()  # links resolved: no way out of a folder
    if not path.is_file():
        return None
    for folder in allowed_folders(settings):
        if path.is_relative_to(folder.resolve()):
            return path
    return None


def add_pdf_route(api: FastAPI, paper_search: PaperSearchApp) -> None:
    from tapyre_paper_search.errors import PaperNotFoundError

    @api.get("/pdf/{paper_id:path}", include_in_schema=False)
    def paper_pdf(paper_id: str) -> FileResponse:
        record = paper_search.paper(paper_id, chunks=False)
        path = pdf_file(record, paper_search.settings)
        if path is None:
            raise PaperNotFoundError(f"paper {paper_id} has no PDF this server may send")
        return FileResponse(
            path,
            media_type="application/pdf",
            filename=path.name,
            content_disposition_type="inline",
        )

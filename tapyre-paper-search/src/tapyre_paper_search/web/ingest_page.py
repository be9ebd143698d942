"""``/add``: add papers — sources to ingest, PDFs uploaded, and the jobs running.

Only a server that runs ingestion jobs (``tapyre papers serve``) has it.  The
page is a form over the app's job queue: sources (folders and PDF files on the
server, ``arxiv:`` ids and ranges, metadata dumps — one per line) go to
:meth:`~tapyre_paper_search.app.PaperSearchApp.submit`; uploaded PDFs
(``POST /upload``: multipart, at most :data:`MAX_FILES` files of
:data:`MAX_FILE_BYTES` each, each checked to be a PDF) are saved in a new
folder under the data folder's ``uploads/`` and ingested as one job.  The
jobs are listed with their progress, notes (failures with their reasons) and
a cancel button; the script follows the running ones live
(``GET /ingest/{id}/events``) and uploads with a progress bar.  Without
script the forms still work and a reload shows the progress.
"""

from __future__ import annotations

import re
import secrets
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from tapyre_paper_search.errors import UploadError

if TYPE_CHECKING:
    from starlette.datastructures import UploadFile

    from tapyre_paper_search.app import PaperSearchApp

MAX_FILES = 20
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_SOURCES = 50
UPLOADS = "uploads"
"""The data folder's subfolder that holds uploaded PDFs, one folder per upload."""
_SAFE_NAME = re.compile(r"[^A-Za-z0-9._ -]+")


def add_ingest_page(api: FastAPI, paper_search: PaperSearchApp, nav: dict[str, Any]) -> None:
    from tapyre_paper_search.web.routes import page

    def render(request: Request, status: int = 200, **context: Any) -> HTMLResponse:
        jobs = [job.to_dict() for job in paper_search.job_list()]
        context.setdefault("error", None)
        context.setdefault("sources", "")
        return page(
            request,
            "add.html",
            nav,
            status=status,
            title="Add papers",
            jobs=jobs,
            max_files=MAX_FILES,
            max_mb=MAX_FILE_BYTES // (1024 * 1024),
            **context,
        )

    @api.get("/add", response_class=HTMLResponse, include_in_schema=False)
    def add_page(request: Request) -> HTMLResponse:
        return render(request)

    @api.post("/add", response_class=HTMLResponse, include_in_schema=False)
    async def add_sources(request: Request) -> Response:
        from tapyre import TapyreError

        from tapyre_paper_search.app import IngestRequest

        form = await request.form(max_files=0, max_fields=10)
        text = str(form.get("sources", ""))
        sources = [line.strip() for line in text.splitlines() if line.strip()]
        if len(sources) > MAX_SOURCES:
            return render(request, 400, error=f"at most {MAX_SOURCES} sources", sources=text)
        limit = str(form.get("limit", "")).strip()
        try:
            job = paper_search.submit(
                IngestRequest(
                    tuple(sources),
                    limit=int(limit) if limit.isdigit() else None,
                    force=form.get("force") == "on",
                )
            )
        except TapyreError as exc:
            return render(request, 400, error=str(exc), sources=text)
        return RedirectResponse(f"/add#job-{job.id}", status_code=303)

    @api.post("/add/{job_id}/cancel", include_in_schema=False)
    def cancel(job_id: str) -> Response:
        paper_search.cancel(job_id)
        return RedirectResponse(f"/add#job-{job_id}", status_code=303)

    @api.post("/upload", include_in_schema=False)
    async def upload(request: Request) -> Response:
        """PDFs as ``files`` (multipart): saved and ingested as one job (202 with the
        job as JSON for a script, a redirect to ``/add`` for a form)."""
        from tapyre import TapyreError

        from tapyre_paper_search.app import IngestRequest

        wants_json = "application/json" in request.headers.get("accept", "")
        try:
            async with request.form(max_files=MAX_FILES, max_fields=5) as form:
                files = [f for f in form.getlist("files") if not isinstance(f, str)]
                folder = await save_upload(paper_search.settings.data_dir, files)
            job = paper_search.submit(IngestRequest((str(folder),)))
        except TapyreError as exc:
            status = exc.status if isinstance(exc, UploadError) else 400
            if wants_json:
                return JSONResponse({"error": str(exc)}, status_code=status)
            return render(request, status, error=str(exc))
        if wants_json:
            return JSONResponse(job.to_dict(), status_code=202)
        return RedirectResponse(f"/add#job-{job.id}", status_code=303)


async def save_upload(data_dir: Path, files: list[UploadFile]) -> Path:
    """Check ``files`` and save them in a new folder under ``data_dir/uploads``.

    :raises UploadError: no files, too many, one too large or not a PDF (nothing
        is kept then).
    """
    import shutil

    if not files:
        raise UploadError("no files uploaded: choose one or more PDFs")
    if len(files) > MAX_FILES:
        raise UploadError(f"too many files: at most {MAX_FILES} per upload", 413)
    for item in files:
        name = item.filename or "upload.pdf"
        if item.size is not None and item.size > MAX_FILE_BYTES:
            mb = MAX_FILE_BYTES // (1024 * 1024)
            raise UploadError(f"{name} is larger than {mb} MiB: split the upload", 413)
        if await item.read(5) != b"%PDF-":
            raise UploadError(f"{name} is not a PDF (it does not start with %PDF-)", 415)
        await item.seek(0)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    folder = data_dir / UPLOADS / f"{stamp}-{secrets.token_hex(4)}"
    folder.mkdir(parents=True)
    try:
        for number, item in enumerate(files, 1):
            name = _SAFE_NAME.sub("_", Path(item.filename or "").name).strip(" .") or "upload"
            if not name.lower().endswith(".pdf"):
                name += ".pdf"
            with (folder / f"{number:02d}-{name}").open("wb") as out:
                shutil.copyfileobj(item.file, out)
    except OSError as exc:
        shutil.rmtree(folder, ignore_errors=True)
        raise UploadError(f"could not save the upload: {exc.strerror or exc}", 507) from exc
    return folder

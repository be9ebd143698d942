"""Adding papers from the web page in a real browser (Debian's Chromium via
Playwright), against the server as ``papers serve`` builds it (its job queue,
a real SQLite file and Qdrant Edge shard): PDFs uploaded by the file chooser
and by drag and drop are ingested as a job whose progress bar runs to the
end; a file that is not a PDF is refused with its reason; sources are
submitted by the form."""

from __future__ import annotations

import base64
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from api_server import running
from pdf_samples import TITLE, write_paper
from tapyre_paper_search.api import create_app
from tapyre_paper_search.app import PaperSearchApp
from test_api_ingest import _host
from web_browser import require_browser
from web_site import screenshot, watched_page

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    require_browser()
    # a small delay per embedding call, so the job's progress is seen moving
    app = PaperSearchApp.of(_host(tmp_path_factory.mktemp("data"), delay=0.2))
    try:
        with running(create_app(app, ingestion=True)) as url:
            yield url
    finally:
        app.close()


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    folder = tmp_path_factory.mktemp("pdfs")
    return [
        write_paper(folder / "one.pdf", pages=3),
        write_paper(folder / "two.pdf", pages=2, title="Dense Passage Retrieval Revisited"),
    ]


def finished(page: Any, job: Any) -> None:
    page.wait_for_function(
        "item => item.dataset.status === 'finished'", arg=job.element_handle(), timeout=120_000
    )


def test_uploaded_pdfs_are_ingested_with_a_live_progress_bar(
    browser: Any, base_url: str, pdfs: list[Path]
) -> None:
    with watched_page(browser) as (page, watch):
        page.goto(base_url + "/add")
        page.set_input_files("#files", [str(p) for p in pdfs])
        page.click("text=Upload and ingest")
        job = page.locator(".job").first
        job.wait_for()
        assert "uploads" in job.locator("strong").inner_text()
        finished(page, job)
        bar = job.locator("[data-role=progress]")
        assert bar.get_attribute("max") == "2"
        assert page.evaluate("b => b.value", bar.element_handle()) == 2
        assert "2 stored" in job.locator("[data-role=counts]").inner_text()
        assert job.locator("[data-role=cancel]").count() == 0
        screenshot(page, "add")
        page.goto(base_url + "/?q=sparse+retrieval+claims")
        assert page.locator(".result h3").first.inner_text() == TITLE
        page.click(".result h3 a")
        page.wait_for_url(re.compile("/paper/"))
        link = page.locator("a[type='application/pdf']")
        assert link.inner_text().endswith("-one.pdf")  # the uploaded file, served back
        pdf = httpx.get(base_url + (link.get_attribute("href") or ""))
        assert pdf.headers["content-type"] == "application/pdf"
        assert pdf.content == pdfs[0].read_bytes()
        assert watch.errors == []


def test_a_dropped_pdf_is_uploaded_and_a_bad_file_refused(
    browser: Any, base_url: str, pdfs: list[Path]
) -> None:
    payload = base64.b64encode(pdfs[1].read_bytes()).decode()
    drop = """([name, data]) => {
        const bytes = Uint8Array.from(atob(data), c => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], name, {type: "application/pdf"}));
        const zone = document.querySelector("[data-role=drop]");
        zone.dispatchEvent(new DragEvent("drop", {dataTransfer: transfer, bubbles: true}));
    }"""
    with watched_page(browser) as (page, _):
        page.goto(base_url + "/add")
        before = page.locator(".job").count()
        page.evaluate(drop, ["notes.txt", base64.b64encode(b"plain text").decode()])
        status = page.locator("[data-role=upload-status]")
        page.wait_for_function(
            "s => s.textContent.startsWith('Upload refused')", arg=status.element_handle()
        )
        assert "notes.txt is not a PDF" in status.inner_text()
        assert page.locator(".job").count() == before
        page.evaluate(drop, ["dropped.pdf", payload])
        page.wait_for_function(f"() => document.querySelectorAll('.job').length > {before}")
        job = page.locator(".job").first
        finished(page, job)  # already stored: skipped, still finished
        assert "1 seen" in job.locator("[data-role=counts]").inner_text()


def test_sources_are_submitted_by_the_form_and_errors_name_the_source(
    browser: Any, base_url: str, tmp_path: Path
) -> None:
    title = "Graph Neural Networks for Citation Ranking"
    folder = tmp_path / "more"
    folder.mkdir()
    write_paper(folder / "three.pdf", pages=2, title=title)
    with watched_page(browser) as (page, _):
        page.goto(base_url + "/add")
        page.fill("#sources", "/no/such/folder")
        page.click("text=Ingest >> nth=-1")
        assert "/no/such/folder" in page.locator(".error").inner_text()
        assert page.input_value("#sources") == "/no/such/folder"  # kept to correct it
        page.fill("#sources", str(folder))
        page.click("button:text-is('Ingest')")
        page.wait_for_url(re.compile(r"/add#job-"))
        job = page.locator(".job").first
        assert str(folder) in job.locator("strong").inner_text()
        finished(page, job)
        # a PDF outside the allowed folders is not served
        page.goto(base_url + "/?q=graph+neural+citation+ranking")
        page.click(".result h3 a")
        page.wait_for_url(re.compile("/paper/"))
        assert page.locator("h1").inner_text() == title
        assert page.locator("a[type='application/pdf']").count() == 0
        paper_id = page.locator("dd.id").inner_text()
        assert httpx.get(f"{base_url}/pdf/{paper_id}").status_code == 404


def test_uploads_are_checked_before_anything_is_stored(base_url: str, pdfs: list[Path]) -> None:
    files = [("files", ("a.pdf", b"%PDF-1.4 tiny", "application/pdf"))] * 21
    reply = httpx.post(base_url + "/upload", files=files, headers={"Accept": "application/json"})
    assert reply.status_code == 400, reply.text
    assert "Maximum number of files is 20" in reply.text
    one = [("files", ("x.pdf", b"%PDF-", "application/pdf"))]
    other = httpx.post(base_url + "/upload", files=one, headers={"Origin": "http://evil.test"})
    assert other.status_code == 403
    empty = httpx.post(
        base_url + "/upload", data={"x": "1"}, headers={"Accept": "application/json"}
    )
    assert empty.status_code == 400 and "no files uploaded" in empty.json()["error"]


def test_a_job_is_cancelled_from_the_page(browser: Any, base_url: str, tmp_path: Path) -> None:
    for number in range(8):
        write_paper(tmp_path / f"c{number}.pdf", pages=3, title=f"Cancelled Study Number {number}")
    with watched_page(browser) as (page, _):
        page.goto(base_url + "/add")
        page.fill("#sources", str(tmp_path))
        page.click("button:text-is('Ingest')")
        page.wait_for_url(re.compile(r"/add#job-"))
        job = page.locator(".job").first
        job.locator("[data-role=cancel] button").click()
        page.wait_for_function(
            "item => ['cancelled', 'interrupted'].includes(item.dataset.status)",
            arg=job.element_handle(),
            timeout=120_000,
        )
        assert job.locator("[data-role=cancel]").count() == 0
        stored = httpx.get(base_url + "/ingest").json()["jobs"][0]
        assert stored["cancel_requested"] is True
        assert (stored["progress"] or {}).get("stored", 0) < 8

"""Hostile and odd PDFs built by the test: bounded extraction and header removal.

* A small file holding a huge text run in tiny type fails as ``too-large``
  (its content is checked before MuPDF lays the text out, and a worker's memory
  is capped), while the rest of the run goes on.
* Running-header removal never removes all of a document's text: a long PDF
  whose every page carries the same line (or lines differing only by numbers)
  keeps that text instead of being stored as ``empty``.
"""

from __future__ import annotations

import sys
import zlib
from pathlib import Path

import pymupdf
import pytest
from pdf_samples import write_paper
from pipeline_helpers import folder_provider, make_pipeline
from tapyre_paper_search.errors import ExtractionError
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import MAX_PAGE_CHARS

WORDS = b"lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "


def write_text_run(path: Path, *, chars: int, fontsize: float = 0.05) -> Path:
    """A one-page PDF whose Flate content stream draws ``chars`` characters of text
    in ``fontsize``-point type, line under line, all inside the page.

    Written by hand so that building it costs only the content stream (the file
    itself is a few hundred KB for tens of MB of text)."""
    line_chars = 20_000  # fits the page's width at 0.05 pt
    line = b"(" + (WORDS * (line_chars // len(WORDS) + 1))[:line_chars] + b") Tj T*\n"
    lines = max(1, chars // line_chars)
    head = b"BT /F1 %g Tf %g TL 5 830 Td\n" % (fontsize, fontsize * 1.2)
    compressor = zlib.compressobj(6)
    parts = [compressor.compress(head)]
    parts.extend(compressor.compress(line) for _ in range(lines))
    parts.append(compressor.compress(b"ET\n") + compressor.flush())
    stream = b"".join(parts)
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = bytearray(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    path.write_bytes(bytes(out))
    return path


# -- text per page and content size --------------------------------------------------


def test_page_text_is_capped_and_a_modest_run_is_read(tmp_path: Path) -> None:
    pdf = write_text_run(tmp_path / "run.pdf", chars=400_000, fontsize=0.3)
    assert pdf.stat().st_size < 100_000
    extracted = extract_pdf(pdf)
    text = extracted.pages[0].text
    assert 0 < len(text) <= MAX_PAGE_CHARS
    assert "lorem ipsum" in text


def test_a_page_with_an_oversized_content_stream_is_refused_before_layout(
    tmp_path: Path,
) -> None:
    pdf = write_text_run(tmp_path / "bomb.pdf", chars=3_000_000)
    with pytest.raises(ExtractionError) as caught:
        extract_pdf(pdf, max_page_content_bytes=1024 * 1024)
    assert caught.value.reason == "too-large"
    assert "page 1" in str(caught.value) and str(pdf) in str(caught.value)


@pytest.mark.slow
def test_a_text_bomb_fails_as_too_large_and_the_run_goes_on(tmp_path: Path) -> None:
    """40 MB of text in a file of about 150 KB: refused by the default content limit."""
    folder = tmp_path / "in"
    folder.mkdir()
    bomb = write_text_run(folder / "a-bomb.pdf", chars=40_000_000)
    assert bomb.stat().st_size < 1_000_000
    write_paper(folder / "b-good.pdf")
    summary = _ingest(tmp_path, folder, workers=1)
    assert (summary.stored, summary.failed) == (1, 1)
    assert _failure_reasons(tmp_path) == {"a-bomb.pdf": "too-large"}


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_AS is enforced on Linux only")
def test_a_worker_over_its_memory_limit_fails_the_file_as_too_large(tmp_path: Path) -> None:
    """6 M characters pass the content check but need about 0.5 GB for MuPDF to lay
    out: with 150 MB allowed per worker the file fails and the next one is read."""
    folder = tmp_path / "in"
    folder.mkdir()
    write_text_run(folder / "a-heavy.pdf", chars=6_000_000)
    write_paper(folder / "b-good.pdf")
    write_paper(folder / "c-good.pdf", title="Dense Retrieval for Scientific Claims")
    summary = _ingest(tmp_path, folder, workers=1, extract_memory_mb=150)
    assert (summary.stored, summary.failed) == (2, 1)
    assert _failure_reasons(tmp_path) == {"a-heavy.pdf": "too-large"}


def _ingest(data_dir: Path, folder: Path, **options: object) -> object:
    pipeline = make_pipeline(data_dir / "data", **options)
    try:
        return pipeline.run([(folder_provider(), str(folder))])
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()


def _failure_reasons(data_dir: Path) -> dict[str, str]:
    from pipeline_helpers import opened_stores

    with opened_stores(data_dir / "data") as (metadata, _):
        return {Path(f.locator).name: f.reason for f in metadata.failures()}


# -- running headers ------------------------------------------------------------------


def _long_pdf(path: Path, pages: int, line: str, *, body: bool = False) -> Path:
    """``pages`` pages, each with ``line`` (``{n}``: the page number) at the top and,
    with ``body``, a paragraph of its own."""
    doc = pymupdf.open()
    for number in range(1, pages + 1):
        page = doc.new_page()
        page.insert_text((72, 40), line.format(n=number), fontsize=9)
        if body:
            page.insert_text((72, 300), f"Body of page {number} about topic {number * 7}.")
    doc.save(path, garbage=0, deflate=True)
    doc.close()
    return path


@pytest.mark.slow
def test_three_thousand_identical_pages_keep_their_line(tmp_path: Path) -> None:
    line = "Quarterly register of the county archive, sealed copy"
    pdf = _long_pdf(tmp_path / "identical.pdf", 3000, line)
    extracted = extract_pdf(pdf)
    assert len(extracted.pages) == 3000
    assert all(page.text.strip() == line for page in extracted.pages)


def test_pages_differing_only_in_numbers_keep_their_lines(tmp_path: Path) -> None:
    pdf = _long_pdf(tmp_path / "ledger.pdf", 400, "Ledger entry {n} of the county archive")
    extracted = extract_pdf(pdf)
    assert [page.text.strip() for page in extracted.pages] == [
        f"Ledger entry {n} of the county archive" for n in range(1, 401)
    ]


def test_a_real_running_header_is_still_removed_from_pages_that_differ(tmp_path: Path) -> None:
    header = "Journal of Tests 12 (2024), Lovelace et al."
    pdf = _long_pdf(tmp_path / "paper.pdf", 300, header, body=True)
    extracted = extract_pdf(pdf)
    for number, page in enumerate(extracted.pages, start=1):
        assert "Journal of Tests" not in page.text
        assert f"Body of page {number} about topic {number * 7}." in page.text

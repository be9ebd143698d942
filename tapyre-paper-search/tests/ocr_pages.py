"""OCR helpers shared by the ``test_pdf_ocr*`` files: Tesseract's fixture, a scanned
paper, text similarity, and the blocks and page lines made of hand-built OCR lines.

The scans are made here: real text pages rendered to images (with scanner speckle), or
such images under an invisible layer of garbage text.  The OCR tests need Tesseract's
language data (Debian: tesseract-ocr, installed by the nox session when it runs as root)
and skip with that reason without it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from difflib import SequenceMatcher
from pathlib import Path
from typing import Any

import pymupdf
import pytest
from pdf_samples import write_paper
from pdfgen.damage import scan
from tapyre_paper_search.pdf import ocr
from tapyre_paper_search.pdf.ocr import OcrOptions


def tesseract_missing(reason: str) -> None:
    """Skips the test for want of Tesseract (``reason``), or fails it where
    ``TAPYRE_REQUIRE_TESSERACT=1`` (CI) requires Tesseract."""
    if os.environ.get("TAPYRE_REQUIRE_TESSERACT") == "1":
        pytest.fail(f"{reason} (TAPYRE_REQUIRE_TESSERACT=1 requires it)")
    pytest.skip(reason)


def _tesseract_or_skip() -> None:
    if ocr.available_languages("eng") is None:
        tesseract_missing(
            "Tesseract's language data is not installed (Debian: apt-get install tesseract-ocr)"
        )


needs_tesseract = pytest.mark.usefixtures("tesseract")


@pytest.fixture
def tesseract() -> None:
    """Skips (or fails where CI requires it) without Tesseract's language data."""
    _tesseract_or_skip()


def scanned(tmp_path: Path, *, garbage: bool = False, pages: list[int] | None = None) -> Path:
    source = write_paper(tmp_path / "source.pdf", pages=2)
    with pymupdf.open(source) as doc:
        damaged = scan(
            doc, pages if pages is not None else [0, 1], dpi=200, garbage=garbage, seed=1
        )
    path = tmp_path / "scan.pdf"
    damaged.save(path)
    damaged.close()
    return path


def similarity(a: str, b: str) -> float:
    return SequenceMatcher(None, " ".join(a.split()), " ".join(b.split()), autojunk=False).ratio()


def _regrouped(lines: list[dict[str, object]]) -> list[list[tuple[str, float]]]:
    """The blocks ``regroup_lines`` makes of OCR ``lines``: (text, size) per line."""
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    return [
        [
            ("".join(s["text"] for s in line["spans"]), line["spans"][0]["size"])
            for line in block["lines"]
        ]
        for block in regroup_lines(page)["blocks"]
    ]


def _word_line(
    words: list[str], left: float = 72.0, top: float = 100.0, size: float = 12.0
) -> dict[str, object]:
    """An OCR line of word spans (six points a character) from ``left`` on."""
    spans, x = [], left
    for word in words:
        spans.append({"text": word, "size": size, "bbox": (x, top, x + 6 * len(word), top + size)})
        x += 6 * len(word)
    return {"bbox": (left, top, x, top + size), "dir": (1.0, 0.0), "spans": spans}


def read_lines(lines: list[dict[str, object]]) -> list[object]:
    """The page lines ``regroup_lines`` and ``page_lines`` make of OCR ``lines``."""
    from tapyre_paper_search.pdf.lines import page_lines
    from tapyre_paper_search.pdf.ocrregroup import regroup_lines

    page = {"width": 612.0, "height": 792.0, "blocks": [{"type": 0, "lines": lines}]}
    return list(page_lines(regroup_lines(page)).lines)


def scanned_first_page(doc: pymupdf.Document, folder: Path, *, dpi: int = 200) -> Path:
    """``doc`` saved into ``folder`` with its first page scanned at ``dpi`` (closes
    ``doc``)."""
    source = folder / "source.pdf"
    doc.save(source)
    doc.close()
    with pymupdf.open(source) as text_pages:
        scanned_doc = scan(text_pages, [0], dpi=dpi, seed=1)
    path = folder / "scan.pdf"
    scanned_doc.save(path)
    scanned_doc.close()
    return path


def scan_reading(
    folder: Path,
    draw: Callable[[Any], None],
    lines: list[dict],
    monkeypatch: pytest.MonkeyPatch,
) -> Path:
    """A scanned one-page paper (``draw`` sets its page, then its text layer is gone)
    whose OCR, patched for the test, returns ``lines`` as one block each."""
    doc = pymupdf.open()
    draw(doc.new_page(width=612, height=792))
    path = scanned_first_page(doc, folder, dpi=100)

    def reading(_page: Any, _flags: int, _options: OcrOptions) -> tuple[Any, list[Any]]:
        blocks = [{"type": 0, "bbox": line["bbox"], "lines": [line]} for line in lines]
        return {"width": 612.0, "height": 792.0, "blocks": blocks}, []

    monkeypatch.setattr(ocr, "ocr_page", reading)
    return path

"""Where two tracks' rules meet (readerP): a label closed by a stop and a dash
(latex29's "Abstract. —") at the top of the page an abstract went on to is the other
language's abstract, not a running head (lang29).  Pages drawn with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_bilingual_abstract import GERMAN
from test_pdf_bilingual_carry import _FULL
from test_pdf_bilingual_pages import ENGLISH_TITLE, LEFT, SIZE, STEP, _body, _head, _rows, _write

_TIRO = pymupdf.Font("tiro")  # a font object writes the em dash whole


def _two_pages(tmp_path: Path, label: str) -> Path:
    """Page 1: an English title, "Abstract" and :data:`_FULL` to the foot; page 2: the
    German abstract run in after ``label`` in its top margin, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, ENGLISH_TITLE)
    page.insert_text((LEFT, 466), "Abstract", fontsize=11, fontname="tibo")
    assert _write(page, 482.0, _FULL) > 800
    page = doc.new_page(width=595, height=842)
    y = 60.0
    writer = pymupdf.TextWriter(page.rect)
    for row in _rows(label + GERMAN):
        writer.append((LEFT, y), row, font=_TIRO, fontsize=SIZE)
        y += STEP
    writer.write_text(page)
    _body(page, y, "1 Einleitung")
    path = tmp_path / "p.pdf"
    doc.save(path)
    return path


def test_a_stop_and_dash_label_in_page_2_s_top_margin_is_no_running_head(tmp_path: Path) -> None:
    # lang29's page-2 label test took a stop or a dash, not both: "Zusammenfassung. —
    # Die …" was dropped as a running head and the German read into the English.
    for label in ("Zusammenfassung. — ", "Zusammenfassung.— ", "Zusammenfassung: – "):
        assert extract_pdf(_two_pages(tmp_path, label)).abstract == " ".join(_FULL), label

"""Round 55 review fixes: a carried page's running head and folio are no part of the
abstract cell carried over it.

front55 carries a poster row's abstract cell over the next pages inside the cell's
column (:mod:`~tapyre_paper_search.pdf.cellcarry`).  A running head or a page number
set inside that column on the carried page ("Poster session B · Ecology" at its top
left, its number under the cell) was taken as the cell's text (review55 item 11): a
line that is the page's number, or whose text stands at the same height on another of
the pages read, is the page's furniture, not the cell's.

Control: front55's own poster tests (``test_pdf_front_matter_front55.py``) still pass.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_front47 import _BODY, _TITLE, _text
from test_pdf_front_matter_front53 import _LONG

_HEAD = "Poster session B, Ecology"


def _cell(page: pymupdf.Page, x: float, head: str, rows: list[str], top: float = 170) -> None:
    """A row's cell from ``x``: ``head`` in bold (where given) over ``rows`` from
    ``top``, 13.5 points apart."""
    if head:
        _text(page, x, top - 20, head, 13, face="b")
    for k, text in enumerate(rows):
        _text(page, x, top + 13.5 * k, text, 10)


def test_a_carried_pages_head_and_number_stay_out_of_the_cell(tmp_path: Path) -> None:
    doc = pymupdf.open()
    width, height = 842.0, 595.0
    wrapped, other = textwrap.wrap(_LONG, 36), textwrap.wrap(" ".join(_BODY * 3), 36)
    on_page = 29
    page = doc.new_page(width=width, height=height)
    _text(page, 60, 30, _HEAD, 8)
    _text(page, 60, 60, _TITLE, 24, face="b")
    _text(page, 250, 95, "Ann Lee, Bo Chen and Cy Diaz", 13)
    _cell(page, 60, "Abstract", wrapped[:on_page])
    _cell(page, 320, "Methods", other[:on_page])
    _cell(page, 580, "Results", other[:on_page])
    second = doc.new_page(width=width, height=height)
    _text(second, 60, 30, _HEAD, 8)
    for x, cell in ((60, wrapped), (320, other), (580, other)):
        _cell(second, x, "", cell[on_page:], top=60)
    y = 60.0 + 13.5 * len(wrapped[on_page:])
    _text(second, 60, y + 20, "1. Introduction", 12, face="b")
    for k, text in enumerate(_BODY):
        _text(second, 60, y + 42 + 14 * k, text + " " + text, 10)
    doc.save(tmp_path / "poster.pdf")
    assert extract_pdf(tmp_path / "poster.pdf").abstract == _LONG

"""Round 58, LaTeX front matter: a journal's name in a band over its issue line.

A journal's first page opens under a coloured band: the journal's name in white
30-point capitals, wrapped over two rows ("JOURNAL OF APPLIED" / "INQUIRY"), the volume,
issue and pages right under it, then the article's type and only then the title in
bold a size over the body.  The banner rule takes one short row, and a title barely
larger than the body is no title-like group: the journal's name was read as the title
(latex56's held-out ``masthead-journal``, title 0.000).  A name over its issue line is
no title; the title is the first run under it in one type, bold or larger than the
body (:mod:`~tapyre_paper_search.pdf.issuemasthead`).

Controls: a one-row name over its issue line over a title in display type (the
banner rule's case) reads as before; a short title in display type over its byline
(no issue line under it) stays the title.  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
from layout_pages import ABSTRACT, AUTHORS, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.extract import ExtractedPdf

_TITLE = (
    "Effectiveness of statin-eluting stents on early inflammatory response",
    "and neointimal thickness in a porcine coronary model",
)


def _band(page: Writer, rows: tuple[str, ...]) -> None:
    """A teal band across the page with ``rows`` in white 30-point bold capitals and the
    issue line in white under them."""
    height = 24 + 34 * len(rows) + 22
    page.page.draw_rect(pymupdf.Rect(50, 60, 545, 60 + height), color=None, fill=(0, 0.5, 0.5))
    y = 60 + 8
    for row in rows:
        y += 30
        page.page.insert_text((60, y), row, fontsize=30, fontname="tibo", color=(1, 1, 1))
        y += 4
    page.page.insert_text(
        (60, y + 16), "Volume 16, Issue 6, pp. 215-225", fontsize=10, color=(1, 1, 1)
    )
    page.page.insert_text((440, y + 16), "ISSN 2782-4775", fontsize=10, color=(1, 1, 1))
    page.y = 60 + height


def _front(rows: tuple[str, ...], title: tuple[str, ...], size: float) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        _band(page, rows)
        page.space(12)
        page.line("Original Article", 10, italic=True)
        page.space(6)
        for row in title:
            page.line(row, size, bold=True)
        page.space(4)
        _byline_and_abstract(page, "Institute of Applied Mathematics, Lyon, France")

    return front


def _byline_and_abstract(page: Writer, place: str) -> None:
    """The names on one line, ``place`` under them, then "Abstract" over its text."""
    page.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 10)
    page.line(place, 8)
    page.space(14)
    page.line("Abstract", 10, bold=True)
    page.paragraph(ABSTRACT)


def _read(
    tmp_path: Path, rows: tuple[str, ...], title: tuple[str, ...], size: float
) -> ExtractedPdf:
    path = write_page(tmp_path / "band.pdf", _front(rows, title, size))
    return extract_pdf(path, max_pages=2, tables=False)


def test_a_wrapped_name_over_its_issue_line_is_no_title(tmp_path: Path) -> None:
    pdf = _read(tmp_path, ("JOURNAL OF APPLIED", "INQUIRY"), _TITLE[:1], 10.8)
    assert pdf.title == _TITLE[0]
    assert list(pdf.authors) == list(AUTHORS)


def test_the_title_under_the_name_keeps_its_second_row(tmp_path: Path) -> None:
    pdf = _read(tmp_path, ("FIELD METHODS", "REVIEW"), _TITLE, 11)
    assert pdf.title == " ".join(_TITLE)
    assert list(pdf.authors) == list(AUTHORS)


def test_a_one_row_name_over_a_display_title_reads_as_before(tmp_path: Path) -> None:
    pdf = _read(tmp_path, ("ANNALS OF SCIENCE",), _TITLE, 16)
    assert pdf.title == " ".join(_TITLE)


def test_a_short_display_title_over_its_byline_stays_the_title(tmp_path: Path) -> None:
    def front(page: Writer) -> None:
        page.line("DEEP SEA VENTS", 30, bold=True)
        page.space(6)
        _byline_and_abstract(page, "Institute of Oceanography, Kiel, Germany")

    pdf = extract_pdf(write_page(tmp_path / "short.pdf", front), max_pages=2, tables=False)
    assert pdf.title == "DEEP SEA VENTS"

"""LaTeX front matter, round 35 (``latex35``), drawn with PyMuPDF on A4 pages.

Round 34's held-out layouts, now train:

* names set first, over their places, above the title
  (:mod:`~tapyre_paper_search.pdf.namesfirst`); a journal line over the places is
  no byline;
* an abstract in a narrow column beside the title block, which reading order takes
  before the title (:mod:`~tapyre_paper_search.pdf.marginabstract`);
* a page holding only its number in front of the paper (the page a box too tall for
  the text block leaves behind) is skipped (:mod:`~tapyre_paper_search.pdf.cover`);
* rows of "Name, Place" signing the abstract, flush right, running on to the next
  page (:mod:`~tapyre_paper_search.pdf.signedrows`).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.cover import is_cover
from tapyre_paper_search.pdf.lines import Line, PageLines
from test_pdf_front_matter_latex33 import _ABSTRACT, _rows
from test_pdf_front_matter_latex33 import _BODY as _LIVER_BODY
from test_pdf_front_matter_latex34 import _centred
from textlines import text_line

_W, _H, _LEFT = 595.0, 842.0, 72.0
_TITLE = "Isolation of intact nuclei of high purity from mouse liver"


def _body(page: pymupdf.Page, y: float) -> None:
    page.insert_text((_LEFT, y), "1 Introduction", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, y + 20, _LIVER_BODY, 10)


def _names_first(path: Path, top: str) -> None:
    """``top`` (a byline, or not) in 12 pt over two places in 9 pt, the title in 17 pt
    bold, a headed abstract and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 100, top, 12, "tiro")
    _centred(
        page, 118, "Department of Materials Science, Cagliari Medical Center, Italy", 9, "tiro"
    )
    _centred(page, 129, "Graduate School of Engineering, Chengdu University, China", 9, "tiro")
    _centred(page, 165, _TITLE, 17, "tibo")
    _centred(page, 200, "Abstract", 10, "tibo")
    y = _rows(page, _LEFT, 218, _ABSTRACT, 10)
    _body(page, y + 20)
    doc.save(path)


def test_names_over_their_places_above_the_title_are_the_authors(tmp_path: Path) -> None:
    path = tmp_path / "first.pdf"
    _names_first(path, "Marta Ferreira, Jonas Lindqvist and Priya Raman")
    record = extract_pdf(path)
    assert record.title == _TITLE
    assert record.authors == ("Marta Ferreira", "Jonas Lindqvist", "Priya Raman")
    assert record.abstract.startswith(_ABSTRACT[0])


def test_a_journal_line_over_the_places_names_no_one(tmp_path: Path) -> None:
    path = tmp_path / "journal.pdf"
    _names_first(path, "Journal of Hepatology Research, Volume 12")
    record = extract_pdf(path)
    assert record.title == _TITLE
    assert not any("Journal" in name or "Hepatology" in name for name in record.authors)


_MARGIN = [
    "We construct a system of",
    "nonequilibrium entropy",
    "limiters for the lattice",
    "Boltzmann methods. These",
    "limiters erase spurious",
    "oscillations without any",
    "blurring of shocks, and do",
    "not affect smooth solutions.",
]


def _margin_page(doc: pymupdf.Document) -> None:
    """A narrow left column ("Abstract" and the abstract) beside the title and names,
    each over its place, then the body under both."""
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 90), "Abstract", fontsize=10, fontname="tibo")
    y = _rows(page, _LEFT, 105, _MARGIN, 10)
    page.insert_text((230, 90), "Nonequilibrium entropy limiters in", fontsize=14, fontname="tibo")
    page.insert_text((230, 108), "lattice Boltzmann methods", fontsize=14, fontname="tibo")
    z = 135.0
    for who in ("Robert Brownlee", "Alexander Gorban"):
        page.insert_text((230, z), who, fontsize=11, fontname="tiro")
        page.insert_text((230, z + 13), "Department of Mathematics, University of Leicester",
                         fontsize=9, fontname="tiro")  # fmt: skip
        z += 32
    _body(page, max(y, z) + 30)


def test_an_abstract_in_a_column_beside_the_title_is_read(tmp_path: Path) -> None:
    path = tmp_path / "margin.pdf"
    doc = pymupdf.open()
    _margin_page(doc)
    doc.save(path)
    record = extract_pdf(path)
    assert record.title == "Nonequilibrium entropy limiters in lattice Boltzmann methods"
    assert record.abstract.startswith("We construct a system of nonequilibrium")
    assert record.abstract.endswith("not affect smooth solutions.")
    assert record.authors == ("Robert Brownlee", "Alexander Gorban")


def test_a_page_holding_only_its_number_goes_before_the_paper(tmp_path: Path) -> None:
    path = tmp_path / "blank.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 800, "1", 11, "tiro")
    _margin_page(doc)
    doc.save(path)
    record = extract_pdf(path)
    assert record.title == "Nonequilibrium entropy limiters in lattice Boltzmann methods"
    assert record.authors == ("Robert Brownlee", "Alexander Gorban")


def _line(text: str) -> Line:
    return text_line(text, 800, size=11.0, x0=72, x1=80, height=11)


def test_a_page_of_text_or_with_no_lines_is_no_empty_page() -> None:
    empty = PageLines((), _W, _H)
    after = PageLines((_line("Title"),), _W, _H)
    assert is_cover(PageLines((_line("12"),), _W, _H), lambda: after)
    assert not is_cover(PageLines((_line("12"), _line("Results")), _W, _H), lambda: after)
    assert not is_cover(empty, lambda: after)  # (a scan's page: no text layer yet)


_SIGNED = [
    ("Tomas Eriksen, Laboratory of Public Health,", "Lyon University, France"),
    ("Ingrid Solberg, Department of Chemistry,", "University of Bergen, Norway"),
    ("Kofi Mensah, School of Medicine, University", "of Ghana, Ghana"),
]


def _signed(path: Path, on_page_one: int) -> None:
    """A title over a rule, "Summary" and the abstract, then rows of "Name, Place"
    flush right in italics: ``on_page_one`` of them on page 1 (the abstract pushed
    down to leave room for just these), the rest at the head of page 2."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 90), _TITLE, fontsize=16, fontname="tibo")
    page.draw_line((_LEFT, 100), (_W - _LEFT, 100))
    page.insert_text((_LEFT, 130), "Summary", fontsize=11, fontname="tibo")
    start = 780 - 13 * (len(_ABSTRACT) + 2 * on_page_one)
    y = _rows(page, _LEFT, start, _ABSTRACT, 10) + 4
    right = _W - _LEFT
    lines = [row for pair in _SIGNED for row in pair]
    for k, row in enumerate(lines):
        if k == 2 * on_page_one:
            _centred(page, 815, "1", 10, "tiro")
            page = doc.new_page(width=_W, height=_H)
            y = 70.0
        w = pymupdf.get_text_length(row, fontname="tiit", fontsize=10)
        page.insert_text((right - w, y), row, fontsize=10, fontname="tiit")
        y += 13
    _body(page, y + 30)
    doc.save(path)


def test_rows_signing_the_abstract_go_on_at_the_next_page(tmp_path: Path) -> None:
    for count in (0, 1):
        path = tmp_path / f"signed{count}.pdf"
        _signed(path, count)
        record = extract_pdf(path)
        assert record.title == _TITLE
        assert record.authors == ("Tomas Eriksen", "Ingrid Solberg", "Kofi Mensah"), count

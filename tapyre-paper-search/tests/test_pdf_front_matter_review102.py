"""Review of ``latex35``'s front-matter rules, drawn with PyMuPDF on A4 pages.

* a place wrapped onto a row of its own under a signed row ("…, Colorado State
  University," / "Fort Collins, CO, USA") is no author, though its head reads as a
  name (:mod:`~tapyre_paper_search.pdf.signedrows`);
* an occasion named after a person over its host's place above the title ("John
  Smith Memorial Lecture" / "University of Leicester") is no byline
  (:mod:`~tapyre_paper_search.pdf.namesfirst`);
* a first page whose text layer holds only its number (a scan, a page set as a
  picture) is not skipped when the next page runs on from it
  (:mod:`~tapyre_paper_search.pdf.cover`).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.cover import is_cover
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.signedrows import signed_rows
from test_pdf_front_matter_latex33 import _ABSTRACT
from test_pdf_front_matter_latex34 import _centred
from test_pdf_front_matter_latex35 import _TITLE, _body, _rows
from textlines import text_line

_W, _H, _LEFT = 595.0, 842.0, 72.0


def _signed(path: Path, rows: list[str]) -> None:
    """A title over a rule, "Summary" and the abstract, then ``rows`` flush right in
    italics, then the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    page.insert_text((_LEFT, 90), _TITLE, fontsize=16, fontname="tibo")
    page.draw_line((_LEFT, 100), (_W - _LEFT, 100))
    page.insert_text((_LEFT, 130), "Summary", fontsize=11, fontname="tibo")
    y = _rows(page, _LEFT, 148, _ABSTRACT, 10) + 8
    for row in rows:
        w = pymupdf.get_text_length(row, fontname="tiit", fontsize=10)
        page.insert_text((_W - _LEFT - w, y), row, fontsize=10, fontname="tiit")
        y += 13
    _body(page, y + 30)
    doc.save(path)


def test_a_city_wrapped_under_a_signed_row_is_no_author(tmp_path: Path) -> None:
    path = tmp_path / "wrapped.pdf"
    _signed(
        path,
        [
            "Ann Lee, Department of Atmospheric Science, Colorado State University,",
            "Fort Collins, CO, USA",
            "Bo Chen, Materials Department, University of California,",
            "Santa Barbara, CA, USA",
        ],
    )
    assert extract_pdf(path).authors == ("Ann Lee", "Bo Chen")


@pytest.mark.parametrize(
    ("rows", "authors"),
    [
        (
            [
                "Ana Garcia, Departamento de Fisica, Universidad de",
                "Santa Cruz, Bolivia",
                "Luis Perez, Facultad de Ciencias, Universidad de Chile, Chile",
            ],
            ("Ana Garcia", "Luis Perez"),
        ),
        (
            [
                "Hans Mueller, Institut fuer Physik, Universitaet Wien,",
                "Karl Marx Allee, Wien",
                "Eva Schaefer, Fakultaet fuer Chemie, Universitaet Bonn, Deutschland",
            ],
            ("Hans Mueller", "Eva Schaefer"),
        ),
    ],
)
def test_signed_rows_replace_names_misread_from_the_same_rows(
    tmp_path: Path, rows: list[str], authors: tuple[str, ...]
) -> None:
    """The classifier reads the wrapped place and the next row as names ("Santa Cruz",
    "Bolivia Luis Perez"): not the rows' names, but read from the rows' own text."""
    path = tmp_path / "misread.pdf"
    _signed(path, rows)
    assert extract_pdf(path).authors == authors


@pytest.mark.parametrize(
    ("rows", "authors"),
    [
        (["Jane Smith, Handling editor, Harvard University"], ()),
        (["Jane Smith, Editor-in-chief, Harvard University"], ()),
    ],
)
def test_an_editor_set_flush_right_under_the_abstract_is_no_author(
    tmp_path: Path, rows: list[str], authors: tuple[str, ...]
) -> None:
    path = tmp_path / "editor.pdf"
    _signed(path, rows)
    assert extract_pdf(path).authors == authors


def _names_first(path: Path, top: str, place: str) -> None:
    """``top`` in 12 pt over ``place`` in 9 pt, the title in 17 pt bold, a headed
    abstract and the body: no byline anywhere else."""
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    _centred(page, 100, top, 12, "tiro")
    _centred(page, 118, place, 9, "tiro")
    _centred(page, 160, _TITLE, 17, "tibo")
    _centred(page, 195, "Abstract", 10, "tibo")
    y = _rows(page, _LEFT, 212, _ABSTRACT, 10)
    _body(page, y + 20)
    doc.save(path)


@pytest.mark.parametrize(
    ("top", "place"),
    [
        ("John Smith Memorial Lecture", "University of Leicester, United Kingdom"),
        ("Grace Hopper Celebration", "Houston University, Texas"),
    ],
)
def test_an_occasion_over_its_hosts_place_is_no_byline(
    tmp_path: Path, top: str, place: str
) -> None:
    path = tmp_path / "occasion.pdf"
    _names_first(path, top, place)
    record = extract_pdf(path)
    assert record.title == _TITLE
    assert record.authors == ()


_RUN_ON = [
    "removed quickly. Their conductivity is known to fall with thickness, but the",
    "size of the effect and its cause are still debated in the literature today.",
]


@pytest.mark.parametrize("opening", ["2 Methods", _RUN_ON[0]])
def test_a_scanned_first_page_with_its_stamped_number_is_no_empty_page(
    tmp_path: Path, opening: str
) -> None:
    """Page 1 a picture (no text layer) with a stamped "1"; page 2 runs on from it."""
    path = tmp_path / "scan.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=_W, height=_H)
    pix = pymupdf.Pixmap(pymupdf.csGRAY, pymupdf.IRect(0, 0, 40, 30), False)
    pix.clear_with(200)
    page.insert_image(pymupdf.Rect(_LEFT, 80, _W - _LEFT, 700), pixmap=pix)
    _centred(page, 800, "1", 10, "tiro")
    page = doc.new_page(width=_W, height=_H)
    if opening == "2 Methods":
        page.insert_text((_LEFT, 80), opening, fontsize=12, fontname="tibo")
        _rows(page, _LEFT, 100, _RUN_ON, 10)
    else:
        _rows(page, _LEFT, 80, _RUN_ON, 10)
    page.insert_text((_LEFT, 200), "3 Results and discussion", fontsize=12, fontname="tibo")
    _rows(page, _LEFT, 220, _RUN_ON * 4, 10)
    _centred(page, 800, "2", 10, "tiro")
    doc.save(path)
    record = extract_pdf(path)
    assert record.title == ""
    assert record.abstract == ""


def _line(text: str, bold: bool = False) -> Line:
    return text_line(text, 100, size=11.0, bold=bold, x0=72, x1=300, height=11)


def test_an_empty_page_goes_before_a_page_that_opens_a_paper() -> None:
    folio = PageLines((_line("1"),), _W, _H)
    assert is_cover(folio, lambda: PageLines((_line(_TITLE),), _W, _H))
    assert not is_cover(folio, lambda: PageLines((_line("removed quickly. The"),), _W, _H))
    assert not is_cover(folio, lambda: PageLines((_line("2 Methods", True),), _W, _H))
    assert not is_cover(folio, lambda: PageLines((), _W, _H))
    title = Line("mRNA decay in yeast", 17.0, True, False, False, 72, 80, 300, 97, 0)
    body = (title, _line("We measured the decay of"), _line("messages in yeast cells"))
    assert is_cover(folio, lambda: PageLines(body, _W, _H))  # a title in a small letter


def _at(text: str, x0: float, y0: float, x1: float, italic: bool = False) -> Line:
    return Line(text, 9.0, False, italic, False, x0, y0, x1, y0 + 9, 0)


def test_the_head_of_the_next_column_does_not_sign_the_abstract() -> None:
    """The abstract ends the left column; reading order goes on at the right column's
    head, a paragraph opening "Name, …": no signed row (it is not under the abstract)."""
    column = [
        "Marie Curie, working at the University of",
        "Paris, measured the heat given off by ra-",
        "dium salts long before films were grown.",
    ]
    lines = [
        _at("We study heat transport in thin films of", 72, 778, 214),
        _at("layered oxides and show the conductivity", 72, 790, 214),
        *(_at(text, 310, 131 + 11.5 * k, 460) for k, text in enumerate(column)),
    ]
    assert signed_rows(lines, 1, None) == ()
    under = [*lines[:2], *(_at(t, 310, 820 + 11.5 * k, 460, True) for k, t in enumerate(column))]
    assert signed_rows(under, 1, None) == ("Marie Curie",)  # (the same rows under it)

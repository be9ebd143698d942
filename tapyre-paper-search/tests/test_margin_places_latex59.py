"""Round 59, LaTeX front matter: places wrapped in a narrow title column.

A thesis-like class sets the title block in a narrow left column beside the abstract:
the title in large bold over several rows, the names one a line (each with its
affiliation numbers raised after it), then the places in small italics, each opened by
its raised number and wrapped over two or three rows.  Two rows of a wrapped place read
as a name (latex58's held-out ``margin-title``, author 0.975):

* the rest of "Immunology, Institute for" ("Advanced Study, Pisa, 422"), because the
  row above read as a name beside its place ("Immunology, Institute …") — though it
  goes on "¹Graduate School of", a row stopping inside an institution's name;
* a place's first row "¹Information Systems", whose next row goes on the institution's
  name ("Department, University of").

Both are rows of a wrapped place (:func:`~tapyre_paper_search.pdf.affilrest.wraps_affiliation`).
Control: the same column with each place on one row, and a byline whose names stand
over their places in the same type with no marks, read as before.  The pages are drawn
with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import ABSTRACT, BODY, Writer, wrapped
from tapyre_paper_search.pdf import extract_pdf

_NAMES = (("Bao Harvey", "1"), ("Yi Kuch", "1,2"), ("Fouad Zhang", "2"), ("L. I. Zhuang", "1"))
_CHAIN = (
    ("1", "Graduate School of"),
    ("", "Immunology, Institute for"),
    ("", "Advanced Study, Pisa, 422"),
    ("", "Avenue des Sciences, Pisa"),
    ("", "68479, Italy"),
    ("2", "School of Data Science,"),
    ("", "Toulouse University, Chile"),
)
_FIRST_ROW = (
    ("1", "Information Systems"),
    ("", "Department, University of"),
    ("", "Austin, Australia"),
    ("2", "School of Data Science,"),
    ("", "Toulouse University, Chile"),
)
_ONE_ROW = (("1", "Institute for Advanced Study"), ("2", "Toulouse University"))


def _marked(page: Writer, text: str, mark: str, size: float, font: str, *, lead: bool) -> None:
    """``text`` on the next row at the column's edge, ``mark`` raised before (``lead``)
    or after it."""
    page.y += size * 1.25
    x = 60.0
    if mark and lead:
        page.page.insert_text((x, page.y - 3), mark, fontsize=7, fontname=font)
        x += pymupdf.get_text_length(mark, font, 7)
    page.page.insert_text((x, page.y), text, fontsize=size, fontname=font)
    if mark and not lead:
        x += pymupdf.get_text_length(text, font, size)
        page.page.insert_text((x, page.y - 4), mark, fontsize=7, fontname=font)


def _front(page: Writer, places: tuple[tuple[str, str], ...], *, marks: bool = True) -> None:
    top = page.y
    for row in ("Building-in", "biosafety for", "synthetic biology"):
        page.line(row, 17, bold=True)
    page.space(8)
    for name, mark in _NAMES:
        _marked(page, name, mark if marks else "", 10.9, "tiro", lead=False)
    page.space(6)
    for mark, text in places:
        _marked(page, text, mark if marks else "", 10, "tiit", lead=True)
    foot = page.y
    page.y = top
    page.line("Abstract", 12, bold=True, x=240)
    for row in wrapped(f"{ABSTRACT} {ABSTRACT}", 12, 295):  # longer than the left column
        page.line(row, 12, x=240)
    page.y = max(foot, page.y) + 24
    page.line("1 Introduction", 12, bold=True)
    while page.y < 700:
        page.paragraph(BODY)


def _authors(
    tmp_path: Path, places: tuple[tuple[str, str], ...], *, marks: bool = True
) -> list[str]:
    doc = pymupdf.open()
    _front(Writer(doc.new_page(width=595, height=842)), places, marks=marks)
    second = Writer(doc.new_page(width=595, height=842))
    second.line("2 Methods", 12, bold=True)
    second.paragraph(BODY)
    path = tmp_path / "margin.pdf"
    doc.save(path)
    return list(extract_pdf(path, max_pages=2, tables=False).authors)


def test_the_rest_of_a_row_stopping_inside_an_institutions_name_is_no_name(
    tmp_path: Path,
) -> None:
    assert _authors(tmp_path, _CHAIN) == [name for name, _ in _NAMES]


def test_a_places_first_row_going_on_under_it_is_no_name(tmp_path: Path) -> None:
    assert _authors(tmp_path, _FIRST_ROW) == [name for name, _ in _NAMES]


def test_places_on_one_row_each_read_as_before(tmp_path: Path) -> None:
    assert _authors(tmp_path, _ONE_ROW) == [name for name, _ in _NAMES]


def test_unmarked_names_over_places_read_as_before(tmp_path: Path) -> None:
    assert _authors(tmp_path, _ONE_ROW, marks=False) == [name for name, _ in _NAMES]

"""Round 60, LaTeX front matter: "ABSTRACT" level with the next column's "KEYWORDS".

A conference paper's abstract fills its first column down to the permission block at
the column's foot, so its "KEYWORDS" heading opens the second column, level with the
"ABSTRACT" label and in its type (both section headings, larger than the text).
Reading order put "KEYWORDS" right after the label and the abstract stopped there,
empty (latex59's train seed 5905, ``permission-foot``).  The label's first line under
it is narrow (a column of 182 points under an 82-point label), so
:mod:`~tapyre_paper_search.pdf.abstractright` did not tell the column by width; a
heading beside the label in its own type tells it (``_level_heading``).

Controls: the next column's heading set lower than the label, and a label beside a
line of text in the text's type (a label set in a margin with its abstract to its
right), read as before.  The pages are drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import AUTHORS, BODY, TITLE, Writer, wrapped
from tapyre_paper_search.pdf import extract_pdf

_ABSTRACT = (
    "We present imaging data of nineteen large disk galaxies whose properties are "
    "intermediate between classical low surface brightness galaxies and ordinary high "
    "surface brightness galaxies. We use data taken from a small telescope to determine "
    "the overall morphology, color and star formation properties of the galaxies. The "
    "galaxies range from Sb through Irr and include galaxies with and without bars."
)
_KEYWORDS = "galaxies, star formation, surface brightness, imaging"
_PLACE = "1Laboratory of Economics, Montreal University, 882 Universitetsvej, Montreal,"
_NOTICE = (
    "Permission to make digital or hard copies of all or part of this work for personal "
    "or classroom use is granted without fee provided that copies are not made or "
    "distributed for profit or commercial advantage. Abstracting with credit is permitted."
)


def _abstract(tmp_path: Path, *, beside: str) -> str:
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(TITLE, 16, centred=True)
    page.space(6)
    page.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 10, centred=True)
    # the places' rows close over the label: MuPDF reads them and the label as one
    # block as wide as the page, read before the columns under it
    page.line(_PLACE, 6.3, x=117)
    page.line("Korea", 9, x=284)
    page.space(2)
    top = page.y
    page.line("ABSTRACT", 16, x=108)
    page.space(8)
    for row in wrapped(_ABSTRACT, 10, 182):  # two columns 10 points apart
        page.line(row, 10, x=108)
    page.y = 640.0
    for row in wrapped(_NOTICE, 8, 182):
        page.line(row, 8, x=108)
    page.y = top
    if beside:
        page.space(0 if beside == "heading" else 40)
        page.line("KEYWORDS", 16, x=300)
        page.space(8)
        page.line(_KEYWORDS, 10, x=300)
        page.space(14)
        page.line("1 INTRODUCTION", 16, x=300)
    while page.y < 740:
        for row in wrapped(BODY, 10, 182):
            page.line(row, 10, x=300)
    path = tmp_path / "level.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=1, tables=False).abstract


def test_a_heading_level_with_the_label_is_the_next_columns(tmp_path: Path) -> None:
    abstract = _abstract(tmp_path, beside="heading")  # fails on base: ""
    assert abstract.startswith("We present imaging data of nineteen large disk galaxies")
    assert abstract.endswith("include galaxies with and without bars.")


def test_a_heading_lower_than_the_label_reads_as_before(tmp_path: Path) -> None:
    abstract = _abstract(tmp_path, beside="lower")
    assert abstract.startswith("We present imaging data of nineteen large disk galaxies")
    assert abstract.endswith("include galaxies with and without bars.")


def test_a_line_of_text_beside_the_label_is_no_heading(tmp_path: Path) -> None:
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(TITLE, 16, centred=True)
    page.space(6)
    page.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 10, centred=True)
    page.space(14)
    page.line("Abstract", 10, bold=True)
    page.y -= 12.5
    for row in wrapped(_ABSTRACT, 10, 380):
        page.line(row, 10, x=130)
    page.space(14)
    page.line("1 Introduction", 12, bold=True)
    page.paragraph(BODY)
    path = tmp_path / "margin.pdf"
    doc.save(path)
    abstract = extract_pdf(path, max_pages=1, tables=False).abstract
    assert abstract.startswith("We present imaging data of nineteen large disk galaxies")
    assert abstract.endswith("include galaxies with and without bars.")

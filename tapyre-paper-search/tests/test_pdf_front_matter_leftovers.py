"""Front-matter defects last session's reviews found and left (review27, review30): two
names joined by another language's "and"; an abstract over notes on the authors that
goes on at page 2; a column of names right of the title; on hand-laid first pages
(:mod:`layout_pages`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, AUTHORS, BODY, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf


def _byline_page(byline: str) -> Callable[[Writer], None]:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        page.line(byline, 11, centred=True)
        page.line("University of Example, Berlin, Germany", 9, italic=True, centred=True)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        ("María López y Juan Pérez", ["María López", "Juan Pérez"]),
        ("Ana Silva e João Costa", ["Ana Silva", "João Costa"]),
        ("Jean Dupont et Marie Curie", ["Jean Dupont", "Marie Curie"]),
        (
            "Edward Chang, Jan de Vries en Piet Jansen",
            ["Edward Chang", "Jan de Vries", "Piet Jansen"],
        ),
        # A compound surname: one given name before the conjunction, a surname after it.
        ("José Ortega y Gasset", ["José Ortega y Gasset"]),
        ("Santiago Ramón y Cajal, Ana Silva", ["Santiago Ramón y Cajal", "Ana Silva"]),
    ],
)
def test_two_full_names_joined_by_another_languages_and_are_two_authors(
    tmp_path: Path, byline: str, names: list[str]
) -> None:
    result = extract_pdf(write_page(tmp_path / "byline.pdf", _byline_page(byline)), use_model=True)
    assert result.title == TITLE
    assert list(result.authors) == names
    assert result.abstract == ABSTRACT


NOTE = "*Corresponding author. Email: doe@example.org"
PAGE_TWO = "Then the abstract goes on here at the top of page two, in the same size."


def _notes_page(path: Path, second: list[tuple[str, float, bool]]) -> Path:
    """An abstract in 11 pt that fills page 1 and ends a sentence over an e-mail note in
    10 pt; page 2 opens with ``second`` (text, size, bold) in the abstract's column."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=612, height=792))
    page.line(TITLE, 14, bold=True, centred=True)
    page.space(10)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.space(16)
    page.line("Abstract", 11, bold=True, centred=True)
    while page.y < 640:
        page.paragraph(ABSTRACT, 11, after=0, x=104, width=412)
    page.space(20)
    page.paragraph(NOTE, 10, after=0, x=104, width=412)
    following = Writer(doc.new_page(width=612, height=792))
    for text, size, bold in second:
        following.line(text, size, bold=bold, x=104)
    while following.y < 700:
        following.paragraph(BODY, 10, x=104, width=412)
    doc.save(path)
    return path


def test_an_abstract_over_author_notes_goes_on_at_the_top_of_page_two(tmp_path: Path) -> None:
    # It ends a sentence over the notes, and goes on in its size and column on page 2.
    second = [(PAGE_TWO, 11, False), ("1 Introduction", 11, True)]
    result = extract_pdf(_notes_page(tmp_path / "p2.pdf", second), use_model=True)
    assert result.abstract.endswith(PAGE_TWO)
    assert "Corresponding" not in result.abstract


def test_an_abstract_over_author_notes_ends_at_a_heading_on_page_two(tmp_path: Path) -> None:
    second = [("1 Introduction", 11, True), (PAGE_TWO, 11, False)]
    result = extract_pdf(_notes_page(tmp_path / "p2.pdf", second), use_model=True)
    assert result.abstract.endswith(ABSTRACT[-40:])
    assert "Corresponding" not in result.abstract


PEOPLE = ("Paul Welander", "Lilia Shabaev", "Tong Saad")
LONG_TITLE = ("Enhancers Regulate the", "Homeostasis of Human", "Epidermal Stem Cells")


def _names_column_page(path: Path, column_x: float, title_x: float) -> Path:
    """Author blocks (a bold name, two lines of affiliation) in a narrow column at
    ``column_x``, its first block higher than the title set at ``title_x`` beside it."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    y = 60.0
    for person in PEOPLE:
        page.insert_text((column_x, y), person, fontsize=12, fontname="hebo")
        for affiliation in ("Dept. of Radiology,", "University of Turku"):
            y += 10
            page.insert_text((column_x, y + 2), affiliation, fontsize=8.5, fontname="helv")
        y += 30
    for k, row in enumerate(LONG_TITLE):
        page.insert_text((title_x, 110 + 25.3 * k), row, fontsize=22, fontname="tibo")
    top = 110 + 25.3 * 3 + 20
    writer = Writer(page)
    writer.y = top
    writer.paragraph(ABSTRACT, 9, x=title_x, width=330)
    writer.y = max(writer.y, y) + 30
    writer.line("1 Introduction", 10, bold=True)
    while writer.y < 700:
        writer.paragraph(BODY, 9)
    doc.save(path)
    return path


@pytest.mark.parametrize(("column_x", "title_x"), [(420, 60), (40, 220)])
def test_a_column_of_names_beside_the_title_keeps_its_first_name(
    tmp_path: Path, column_x: float, title_x: float
) -> None:
    # Right of the title, its first block (above the title's first row) is read before
    # the title and the rest after it; left of it, the whole column comes first.
    result = extract_pdf(_names_column_page(tmp_path / "beside.pdf", column_x, title_x))
    assert result.title == " ".join(LONG_TITLE)
    assert list(result.authors) == list(PEOPLE)

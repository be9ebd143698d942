"""Author blocks set as cells (front29, front28's held-out misses), on first pages drawn
with PyMuPDF in Times and Helvetica: each person's name heads a stack of smaller
address lines; the cell's shape, not the words, says which line is the person (names
that are English words, "Rose Hill", "Mark Brown", are read; a department with no
affiliation word under a name, "Information Systems", is not), and a name alone at a
cell's head is one person however many words it has."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pymupdf
import pytest
from layout_pages import ABSTRACT, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.frontauthors import front_authors
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namecells import head_names, name_cells
from textlines import text_line

Cell = tuple[str, tuple[str, ...]]  # the head line, the address lines under it

_BOLD = {"tiro": "tibo", "helv": "hebo"}


def _grid_page(
    path: Path, cells: list[Cell], columns: int, font: str, *, head: float = 12, under: float = 10
) -> Path:
    """The title, ``cells`` in rows of ``columns``, each line centred in its column (the
    head in ``head`` points, the address lines in ``under``), then the abstract."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(10)
        width = (page.page.rect.width - 120) / columns
        for start in range(0, len(cells), columns):
            top = page.y
            bottom = top
            for k, (name, address) in enumerate(cells[start : start + columns]):
                centre = 60 + width * (k + 0.5)
                y = top
                for text, size in [(name, head)] + [(a, under) for a in address]:
                    y += size * 1.25
                    length = pymupdf.get_text_length(text, font, size)
                    page.page.insert_text(
                        (centre - length / 2, y), text, fontsize=size, fontname=font
                    )
                bottom = max(bottom, y)
            page.y = bottom + 8
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return write_page(path, front)


def _address(first: str, mail: str) -> tuple[str, ...]:
    return (first, "Department", "Nijmegen Medical Center", "Nijmegen, Netherlands", mail)


# English-word names the line classifier doubts; the department line under each name
# ("Information Systems") it takes for one.
_WORD_NAMES = ["Rose Hill", "Mark Brown", "Grace Long", "Robin Wood", "Ivy Field", "Dawn Marsh"]


@pytest.mark.parametrize(("font", "columns"), [("tiro", 3), ("helv", 3), ("tiro", 2)])
def test_english_word_names_heading_cells_are_read(tmp_path: Path, font: str, columns: int) -> None:
    cells = [
        (name, _address("Information Systems", f"{name.split()[1].lower()}@center.org"))
        for name in _WORD_NAMES
    ]
    found = extract_pdf(_grid_page(tmp_path / "grid.pdf", cells, columns, font))
    assert found.title == TITLE
    # Reading order decides the order of the cells (row by row or column by column).
    assert sorted(found.authors) == sorted(_WORD_NAMES)
    assert found.abstract == ABSTRACT


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_four_word_name_alone_at_a_cells_head_is_one_person(tmp_path: Path, font: str) -> None:
    names = ["Pilar Elena Rodríguez Navarro", "Martín José Castillo Herrera", "Ana Gil"]
    cells = [
        (name, ("Faculty of Medicine", "University of Granada", "Granada, Spain", f"p{k}@ugr.es"))
        for k, name in enumerate(names)
    ]
    found = extract_pdf(_grid_page(tmp_path / "four.pdf", cells, 3, font, under=11))
    assert sorted(found.authors) == sorted(names)


def test_two_people_at_one_cells_head_stay_two(tmp_path: Path) -> None:
    cells = [
        ("Ann Lee and Bob Stone", ("Department of Physics", "University of Leeds", "Leeds, UK")),
        ("Carla Ruiz", ("Department of Physics", "University of Oviedo", "Oviedo, Spain")),
    ]
    found = extract_pdf(_grid_page(tmp_path / "pair.pdf", cells, 2, "tiro"))
    assert found.authors == ("Ann Lee", "Bob Stone", "Carla Ruiz")


def _line(text: str, size: float, x0: float, y0: float) -> Line:
    return text_line(text, y0, size=size, x0=x0, per_char=size * 0.5)


def test_name_cells_needs_two_cells_in_one_type_and_an_address() -> None:
    head = _line("Holly Moss", 12, 100, 100)
    under = [
        _line("Information Systems", 10, 90, 114),
        _line("Nijmegen Medical Center", 10, 85, 126),
        _line("holly@center.org", 10, 92, 138),
    ]
    other = [_line("Sandy Rivers", 12, 300, 100)] + [
        _line(u.text, 10, u.x0 + 200, u.y0) for u in under
    ]
    lines = [head, *under, *other]
    cells = name_cells(lines, range(len(lines)))
    assert cells.heads == {0, 4}
    assert cells.under == {1, 2, 3, 5, 6, 7}
    # One cell alone is no block (a heading over a paragraph can look like one).
    assert name_cells(lines[:4], range(4)).heads == frozenset()
    # Lines under the heads with no affiliation word, country or e-mail: no cells.
    plain = [
        _line(t, s, x, y)
        for t, s, x, y in [
            ("Prior Work", 12, 100, 100),
            ("Many methods were", 10, 90, 114),
            ("proposed before", 10, 90, 126),
            ("Open Problems", 12, 300, 100),
            ("Some questions are", 10, 290, 114),
            ("left open here", 10, 290, 126),
        ]
    ]
    assert name_cells(plain, range(len(plain))).heads == frozenset()


def test_head_names_reads_a_lone_name_whole() -> None:
    assert head_names("Diego Ignacio Domínguez Serrano") == ["Diego Ignacio Domínguez Serrano"]
    assert head_names("Ann Lee, Bob Stone") == ["Ann Lee", "Bob Stone"]
    assert head_names("Carlos Ruiz y Ana Gil") == ["Carlos Ruiz", "Ana Gil"]


# Catalan joins a compound surname's halves with "i" as Spanish does with "y".
@pytest.mark.parametrize("lenient", [False, True])
def test_a_catalan_compound_surname_is_one_name(lenient: bool) -> None:
    line = "Marta Soler, Joan Puig i Ferrer and Pau Serra"
    assert names_in_line(line, lenient=lenient) == [
        "Marta Soler",
        "Joan Puig i Ferrer",
        "Pau Serra",
    ]
    assert names_in_line("Joan Puig i Ferrer", lenient=lenient) == ["Joan Puig i Ferrer"]
    # "i" between two full names is Catalan's "and" (read leniently); a capital "I" or an
    # "i" after a single word joins nothing.
    if lenient:
        assert names_in_line("Anna Roca i Pere Vila", lenient=True) == ["Anna Roca", "Pere Vila"]
    assert names_in_line("Jordi i Marta", lenient=lenient) == []


@pytest.mark.parametrize("font", ["tiro", "helv"])
def test_a_catalan_byline_is_read_on_the_page(tmp_path: Path, font: str) -> None:
    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        page.page.insert_text(
            (72, page.y + 14), "Joan Puig i Ferrer, Marta Soler", fontsize=11, fontname=font
        )
        page.y += 18
        page.line("Universitat de Barcelona, Barcelona, Spain", 9)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    found = extract_pdf(write_page(tmp_path / "catalan.pdf", front))
    assert found.authors == ("Joan Puig i Ferrer", "Marta Soler")


# review74: a second person joined under a name, Romance department names, heads the
# classifier doubts.


def test_a_joined_second_person_under_a_name_is_read(tmp_path: Path) -> None:
    cells = [
        ("Alice Smith", ("and Bob Jones", "University of Leeds", "Leeds, UK")),
        ("Carla Ruiz", ("and Dan Wu", "University of Oviedo", "Oviedo, Spain")),
    ]
    found = extract_pdf(_grid_page(tmp_path / "joined.pdf", cells, 2, "tiro"))
    assert sorted(found.authors) == ["Alice Smith", "Bob Jones", "Carla Ruiz", "Dan Wu"]


def test_a_department_joined_like_a_compound_surname_is_no_name(tmp_path: Path) -> None:
    for line in ("Enginyeria Química i Ambiental", "Ciencias Políticas y Sociología"):
        assert names_in_line(line) == []
        assert names_in_line(line, lenient=True) == []

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        page.line("Joan Puig i Ferrer, Maria Soler", 11, centred=True)
        page.line("Enginyeria Química i Ambiental", 9, centred=True)
        page.line("Universitat de Girona, Girona, Spain", 9, centred=True)
        page.space(10)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    found = extract_pdf(write_page(tmp_path / "department.pdf", front))
    assert found.authors == ("Joan Puig i Ferrer", "Maria Soler")


def test_cell_heads_are_read_whatever_the_classifier_gives_them() -> None:
    lines, scores = [], []
    for k, name in enumerate(["Holly Moss", "Sandy Rivers"]):
        x = 100 + 200 * k
        lines.append(_line(name, 12, x, 100))
        scores.append(0.0)  # English words the classifier doubts
        for n, text in enumerate(["Information Systems", "Nijmegen Medical Center", "NL"]):
            lines.append(_line(text, 10, x - 10, 114 + 12 * n))
            scores.append(0.9 if n == 0 else 0.0)  # a department it takes for a name
    found = front_authors(lines, range(len(lines)), np.array(scores))
    assert found == ("Holly Moss", "Sandy Rivers")

"""review124 on names38: a short lower-case word names38 read as an unknown surname
particle ("Wytske fan der Bosk") when it stands after one or two capitalised words and
before one capitalised last word; prepositions of places, titles and running text stand
there too ("Newcastle upon Tyne", "Rothenburg ob der Tauber", "Porto sul Mare", German
title-case nouns "Forschung ohne Grenzen") and made a place on a line of its own under a
byline an author.  Pages drawn with PyMuPDF (``layout_pages``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, TITLE, Writer, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.namewords import as_name


@pytest.mark.parametrize(
    "piece",
    [
        "Newcastle upon Tyne",
        "Kingston upon Thames",
        "Rothenburg ob der Tauber",
        "Bad Homburg vor der Höhe",
        "Villeneuve lès Avignon",
        "Porto sul Mare",
        "Forschung ohne Grenzen",
        "Migration als Chance",
        "Europa nach Brexit",
        "Roe vs Wade",
        "Summa cum Laude",
        "Jean avec Paul",
        "Anna bij Leiden",
        "Hanna vid Uppsala",
        "Ana com Pedro",
        "Dar es Salaam",
        "Pendidikan dan Kebudayaan",
        "Unibersidad ng Pilipinas",
        "Trinità dei Monti",
        "Bergen op Zoom",
        "Bob uit Gent",
    ],
)
def test_a_preposition_between_capitalised_words_is_no_particle(piece: str) -> None:
    assert as_name(piece) == ""


def test_a_byline_with_a_place_after_a_comma_keeps_its_name() -> None:
    assert names_in_line("Anna Berg, Newcastle upon Tyne", lenient=True) == ["Anna Berg"]
    assert names_in_line("Lisa Ray, Kingston upon Thames") == []


@pytest.mark.parametrize(
    "piece",
    [
        "Wytske fan der Bosk",
        "Eelke fan 'e Hoekstra",
        "Eelke fan Feart",
        "Pieter op den Brink",
        "Jan uit den Bogaard",
    ],
)
def test_names38_particles_still_read(piece: str) -> None:
    """Controls: names38's unknown particles, as on 298f0cfa."""
    assert as_name(piece) == piece


def _front(place_rows: tuple[str, ...]) -> Callable[[Writer], None]:
    """A title, a byline of two names in 11 pt, ``place_rows`` in 9 pt under it."""

    def front(page: Writer) -> None:
        page.line(TITLE, 17, bold=True, centred=True)
        page.space(8)
        page.line("Anna Berg, Erik Lund", 11, centred=True)
        for row in place_rows:
            page.line(row, 9, centred=True)
        page.space(14)
        page.line("Abstract", 11, bold=True)
        page.paragraph(ABSTRACT)

    return front


@pytest.mark.parametrize(
    "rows",
    [
        ("Newcastle upon Tyne",),
        ("School of Computing, Newcastle University", "Newcastle upon Tyne"),
        ("Porto sul Mare",),
        ("Hanna vid Uppsala",),
        ("University of Dar es Salaam", "Dar es Salaam"),
        ("Bravis Hospital", "Bergen op Zoom"),
    ],
)
def test_a_place_row_under_a_byline_is_no_author(tmp_path: Path, rows: tuple[str, ...]) -> None:
    found = extract_pdf(write_page(tmp_path / "place.pdf", _front(rows)))
    assert found.authors == ("Anna Berg", "Erik Lund")
    assert found.title == TITLE


def _heading_page(path: Path, heading: str, rows: tuple[str, str]) -> Path:
    """A page with no title: a bold 11-pt heading over a paragraph in 11 pt whose first
    row names people or places and ends in "and", its second row a list of names."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    y = 84.0
    page.insert_text((72, y), heading, fontsize=11, fontname="hebo")
    y += 19
    for row in (*rows, *["and the water was filtered before the samples were frozen for"] * 40):
        if y > 720:
            break
        page.insert_text((72, y), row, fontsize=11, fontname="helv")
        y += 15.5
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("heading", "rows"),
    [
        (
            "Acknowledgements",
            ("We thank our colleagues Dr Anna Berg, Prof Erik Lund and", "Lars Holm, Maria Costa"),
        ),
        ("Study regions", ("Sites in New York, Buenos Aires and", "Rio Grande Valley")),
    ],
)
def test_a_bold_heading_over_prose_that_names_people_is_no_title(
    tmp_path: Path, heading: str, rows: tuple[str, str]
) -> None:
    """names38's run-on byline row must open with a name: a paragraph does not."""
    found = extract_pdf(_heading_page(tmp_path / "heading.pdf", heading, rows))
    assert found.title == ""

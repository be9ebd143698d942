"""review124 on names38: a short lower-case word names38 read as an unknown surname
particle ("Wytske fan der Bosk") when it stands after one or two capitalised words and
before one capitalised last word; prepositions of places, titles and running text stand
there too ("Newcastle upon Tyne", "Rothenburg ob der Tauber", "Porto sul Mare", German
title-case nouns "Forschung ohne Grenzen") and made a place on a line of its own under a
byline an author.  Pages drawn with PyMuPDF (``layout_pages``)."""

from __future__ import annotations

from pathlib import Path

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
    ],
)
def test_a_preposition_between_capitalised_words_is_no_particle(piece: str) -> None:
    assert as_name(piece) == ""


def test_a_byline_with_a_place_after_a_comma_keeps_its_name() -> None:
    assert names_in_line("Anna Berg, Newcastle upon Tyne", lenient=True) == ["Anna Berg"]
    assert names_in_line("Lisa Ray, Kingston upon Thames") == []


@pytest.mark.parametrize(
    "piece",
    ["Wytske fan der Bosk", "Eelke fan 'e Hoekstra", "Eelke fan Feart", "Pieter op den Brink"],
)
def test_names38_particles_still_read(piece: str) -> None:
    """Controls: names38's unknown particles, as on 298f0cfa."""
    assert as_name(piece) == piece


def _front(place_rows: tuple[str, ...]):  # type: ignore[no-untyped-def]
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
    ],
)
def test_a_place_row_under_a_byline_is_no_author(tmp_path: Path, rows: tuple[str, ...]) -> None:
    found = extract_pdf(write_page(tmp_path / "place.pdf", _front(rows)))
    assert found.authors == ("Anna Berg", "Erik Lund")
    assert found.title == TITLE

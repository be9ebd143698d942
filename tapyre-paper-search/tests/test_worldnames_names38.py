"""Names from every culture, round 38 (names37's held-out misses, now train): a surname's
lower-case particle the reader has no list for, told by where it stands — the West
Frisian "fan", "fan der", "fan 'e" ("Wytske fan der Bosk", "Eelke fan 'e Hoekstra") —
read inside the name, on one line, wrapped and on the page; and a byline row with one
name the reader cannot tell no longer takes the bold title, the other names and the
abstract off a word processor's page (its title set in the body's size).  Pages drawn
with PyMuPDF: DejaVu Serif for the bylines (``layout_pages.dejavu_front``), base-14
Helvetica for the word processor's page."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import ABSTRACT, dejavu_front, write_page
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.namewords import as_name

_PLACE = "Department of Physics, University of Groningen, Groningen, Netherlands"


@pytest.mark.parametrize(
    "piece",
    [
        "Wytske fan der Bosk",
        "Eelke fan 'e Hoekstra",
        "Eelke fan Feart",
        "Pieter op den Brink",  # any short lower-case particle, not only "fan"
        "Jan fan ’e Heide",  # a typographic apostrophe
    ],
)
def test_an_unknown_particle_before_the_surname_is_inside_the_name(piece: str) -> None:
    assert as_name(piece) == piece


@pytest.mark.parametrize(
    "piece",
    [
        "Jane Doe in Oslo",  # a function word is no particle
        "Ann and Bo Smith",
        "Jane Doe of Smith",
        "fan Wytske Bosk",  # no name opens with a particle
        "Wytske Bosk fan",  # nor closes with one
        "Wytske fan bosk",  # the surname after it is capitalised
        "Wytske fan Bosk fan Heide",  # one unknown particle, and only before the surname
        "Wytske fanfare Bosk",  # a long lower-case word is running text
    ],
)
def test_a_lower_case_word_elsewhere_makes_no_name(piece: str) -> None:
    """Controls: as on the base."""
    assert as_name(piece) == ""


@pytest.mark.parametrize("lenient", [False, True])
def test_a_byline_of_frisian_names_is_cut_into_names(lenient: bool) -> None:
    line = "Eelke fan 'e Hoekstra, Wytske Heide and Wytske fan der Feart"
    names = ["Eelke fan 'e Hoekstra", "Wytske Heide", "Wytske fan der Feart"]
    assert names_in_line(line, lenient=lenient) == names


@pytest.mark.parametrize(
    ("lines", "names"),
    [
        (
            ("Ningiuq Akeeagok, Wytske fan der Bosk and", "Pitsiulaaq Qaqqasiq"),
            ("Ningiuq Akeeagok", "Wytske fan der Bosk", "Pitsiulaaq Qaqqasiq"),
        ),
        (
            ("Niillas Čiekčá, Sjoerd fan 'e Hoekstra, Eelke fan Feart and Jovnna Sárá Čiekčá",),
            ("Niillas Čiekčá", "Sjoerd fan 'e Hoekstra", "Eelke fan Feart", "Jovnna Sárá Čiekčá"),
        ),
    ],
)
def test_a_byline_with_frisian_particles_is_read_on_the_page(
    tmp_path: Path, lines: tuple[str, ...], names: tuple[str, ...]
) -> None:
    found = extract_pdf(write_page(tmp_path / "fan.pdf", dejavu_front(lines, _PLACE)))
    assert found.authors == names


_TITLE = "Thermal entanglement of qubit pairs on the"
_TITLE2 = "Shastry-Sutherland lattice"


def _word_processor_page(path: Path, byline: tuple[str, str]) -> Path:
    """A word processor's first page: a bold 12-pt title flush left over an 11-pt
    byline of two rows, a 9-pt affiliation, the abstract as a plain paragraph with no
    heading, keywords, then the body in 11 pt."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    y = 84.0
    for text in (_TITLE, _TITLE2):
        page.insert_text((72, y), text, fontsize=12, fontname="hebo")
        y += 17
    y += 7
    for text in byline:
        page.insert_text((72, y), text, fontsize=11, fontname="helv")
        y += 16
    page.insert_text((72, y + 2), _PLACE, fontsize=9, fontname="helv")
    y += 36
    words, row = ABSTRACT.split(), ""
    for word in words:
        if pymupdf.get_text_length(f"{row} {word}", fontname="helv", fontsize=11) > 300:
            page.insert_text((72, y), row, fontsize=11, fontname="helv")
            y, row = y + 15.5, word
        else:
            row = f"{row} {word}".strip()
    page.insert_text((72, y), row, fontsize=11, fontname="helv")
    y += 22
    page.insert_text(
        (72, y), "Keywords thermal, entanglement, lattice", fontsize=10, fontname="helv"
    )
    y += 24
    page.insert_text((72, y), "Introduction", fontsize=11, fontname="hebo")
    y += 19
    while y < 720:
        page.insert_text(
            (72, y), "The transition is required in the embryo for tissues to", fontsize=11
        )
        y += 15.5
    doc.save(path)
    return path


def test_one_unread_name_leaves_the_title_the_other_names_and_the_abstract(
    tmp_path: Path,
) -> None:
    byline = ("Ningiuq Akeeagok*, Wytske vanner Bosk and", "Pitsiulaaq Qaqqasiq")
    found = extract_pdf(_word_processor_page(tmp_path / "lost.pdf", byline))
    assert found.title == f"{_TITLE} {_TITLE2}"
    assert found.authors == ("Ningiuq Akeeagok", "Pitsiulaaq Qaqqasiq")
    assert found.abstract.startswith(ABSTRACT[:40])


def test_a_word_processor_page_with_every_name_read_is_read_whole(tmp_path: Path) -> None:
    """Control: as on the base."""
    byline = ("Ningiuq Akeeagok*, Wytske Bosk and", "Pitsiulaaq Qaqqasiq")
    found = extract_pdf(_word_processor_page(tmp_path / "read.pdf", byline))
    assert found.title == f"{_TITLE} {_TITLE2}"
    assert found.authors == ("Ningiuq Akeeagok", "Wytske Bosk", "Pitsiulaaq Qaqqasiq")
    assert found.abstract.startswith(ABSTRACT[:40])

"""A title page's headed "Author Note" (ORCID numbers, a conflict statement, whom to
write to) is not the body's start nor a headingless abstract: the abstract headed on the
next page is read (:mod:`~tapyre_paper_search.pdf.authornote`, realpage71).  The heading
in English, German, Spanish, French, Portuguese and Italian; what stays: a "Notes" or
"Acknowledgements" heading, the words inside a sentence, a heading of the body's size in
regular type over nothing, and the note's end at the next heading of its own kind."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authornote import is_note_heading, note_lines
from tapyre_paper_search.pdf.lines import Line

MUPDF: Any = pymupdf  # untyped

ABSTRACT = (
    "Eukaryotes have numerous checkpoint pathways to protect genome fidelity during normal "
    "cell division and in response to DNA damage. Through a screen for regulators in "
    "zebrafish, we identified a previously uncharacterized gene that is required to prevent "
    "mitotic entry after treatment with ionizing radiation."
)
NOTE = (
    "We have no known conflict of interest to disclose. This work was supported by a grant "
    "from the national research council, and the funders had no role in the design of the "
    "study or in the decision to publish it. The data and materials are "
    "available from the first author on request. Correspondence concerning this article "
    "should be addressed to Berit Wadati, Department of Radiology, Oslo University "
    "Hospital. Email: bwadati@hospital.example.org"
)


def _centred(page: Any, y: float, text: str, size: float, font: str) -> None:
    width = MUPDF.get_text_length(text, fontname=font, fontsize=size)
    page.insert_text(((595 - width) / 2, y), text, fontsize=size, fontname=font)


def _pdf(path: Path, heading: str) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 40), "A VERTEBRATE GENE IS AN ESSENTIAL REGULATOR", fontsize=10)
    _centred(page, 200, "A vertebrate gene is an essential checkpoint", 13, "tibo")
    _centred(page, 220, "and replication regulator", 13, "tibo")
    _centred(page, 270, "Berit Wadati", 12, "tiro")
    _centred(page, 290, "Department of Radiology, Oslo University Hospital", 12, "tiro")
    _centred(page, 590, heading, 12, "tibo")
    page.insert_text(
        (108, 614),
        "Berit Wadati https://orcid.org/7251-9008-7316-636X",
        fontsize=11,
        fontname="tiro",
    )
    page.insert_textbox(MUPDF.Rect(72, 626, 523, 800), NOTE, fontsize=11, fontname="tiro")
    page = doc.new_page(width=595, height=842)
    _centred(page, 92, "Abstract", 12, "tibo")
    page.insert_textbox(MUPDF.Rect(72, 104, 523, 400), ABSTRACT, fontsize=11.5, fontname="tiro")
    page.insert_text(
        (108, 420), "Keywords: checkpoint, replication, zebrafish", fontsize=11, fontname="tiit"
    )
    page.insert_textbox(MUPDF.Rect(72, 440, 523, 800), ABSTRACT * 3, fontsize=11.5, fontname="tiro")
    doc.save(path)
    return path


@pytest.mark.parametrize(
    "heading",
    [
        "Author Note",
        "Author's Note",
        "Authors' Notes",
        "AUTHOR NOTE",
        "Autorenhinweis",
        "Nota de los autores",
        "Note des auteurs",
        "Nota dos autores",
        "Nota degli autori",
    ],
)
def test_the_abstract_on_the_page_after_an_author_note(tmp_path: Path, heading: str) -> None:
    found = extract_pdf(_pdf(tmp_path / "n.pdf", heading), max_pages=4, tables=False)
    assert found.title == "A vertebrate gene is an essential checkpoint and replication regulator"
    assert found.authors == ("Berit Wadati",)
    assert found.abstract == ABSTRACT


@pytest.mark.parametrize("heading", ["Notes", "Acknowledgements", "Author Notes Here and There"])
def test_another_heading_over_the_note_is_read_as_before(tmp_path: Path, heading: str) -> None:
    found = extract_pdf(_pdf(tmp_path / "n.pdf", heading), max_pages=4, tables=False)
    assert found.abstract != ABSTRACT


def _line(text: str, y: float, size: float, *, bold: bool = False) -> Line:
    return Line(text, size, bold, False, False, 72.0, y, 72.0 + len(text) * size * 0.5, y + size, 0)


@pytest.mark.parametrize(
    ("text", "bold", "size", "want"),
    [
        ("Author Note", True, 12, True),
        ("Author note:", False, 11, True),
        ("Anmerkung der Autoren", True, 12, True),
        ("Note de l’auteur", True, 12, True),
        ("Author Note", False, 9, False),  # smaller than the text under it
        ("The author notes that the data are available on request.", False, 11, False),
        ("Notes", True, 12, False),
        ("Acknowledgements", True, 12, False),
        ("Authorship", True, 12, False),
    ],
)
def test_the_note_heading(text: str, bold: bool, size: float, want: bool) -> None:
    below = _line("We have no known conflict of interest to disclose.", 20, 11)
    assert is_note_heading(_line(text, 0, size, bold=bold), below) is want


def test_the_note_ends_at_a_heading_of_its_own_kind() -> None:
    lines = [
        _line("Berit Wadati", 0, 12),
        _line("Author Note", 20, 12, bold=True),
        _line("We have no known conflict of interest to disclose.", 40, 11),
        _line("Correspondence to Berit Wadati.", 60, 11),
        _line("Abstract", 90, 12, bold=True),
        _line("Eukaryotes have numerous checkpoint pathways.", 110, 11),
    ]
    assert note_lines(lines, 1) == frozenset({1, 2, 3})
    assert note_lines(lines, 2) == frozenset()
    assert note_lines(lines[:1] + lines[4:], 0) == frozenset()

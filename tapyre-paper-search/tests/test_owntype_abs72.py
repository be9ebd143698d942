"""abs72: a short headingless abstract of one or two lines (fewer than the 30 words a
run over a keyword block needs) set in a type of its own right under the byline's
places in another type, then the keyword line
(:func:`~tapyre_paper_search.pdf.keywordrun.before_keywords`, its ``_own_type`` test).

"We prove a duality theorem …" (24 words, a point smaller than the italic places over
it, at the whole measure) was no abstract: only an italic run under an upright line
counted as set apart.  Now a run in one type of its own (size, weight and slant) under
a line in another, ending a sentence, with twelve words or more of prose, is one.
Controls: the same line under places in its own type (nothing sets it apart: read
with the places, as on the base), a line of places in another type (no prose).
Real PDFs drawn with PyMuPDF in base-14 Times."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import AUTHORS, BODY, TITLE, Writer
from tapyre_paper_search.pdf import extract_pdf

_SHORT = {
    "english": "We prove a duality theorem for certain graded algebras and show by various "
    "examples different kinds of failure of tameness of local cohomology.",
    "german": "Wir beweisen einen Dualitätssatz für gewisse graduierte Algebren und zeigen an "
    "Beispielen verschiedene Arten des Versagens der Zahmheit lokaler Kohomologie.",
    "spanish": "Probamos un teorema de dualidad para ciertas álgebras graduadas y mostramos "
    "con ejemplos distintas formas en que falla la mansedumbre de la cohomología local.",
}


def _read(tmp_path: Path, abstract: str, *, italic_places: bool = True) -> str:
    """The abstract read from a page: title, names, two places (italic 8.5 pt or
    upright 8 pt), ``abstract`` in 8 pt (wrapped at the measure), a "Key words:" line,
    then the body."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(TITLE, 17, bold=True, centred=True)
    page.space(6)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.space(4)
    for place in (
        "Faculty of Information Systems, Kyoto University, Kyoto, Japan",
        "Centre for Cell Biology, University College Leiden, Leiden, Netherlands",
    ):
        page.line(place, 8.5 if italic_places else 8, italic=italic_places)
    page.space(12)
    page.paragraph(abstract, 8, after=2)
    page.line("Key words: duality, tameness, graded algebras, local cohomology", 8)
    page.space(20)
    page.line("1. Introduction", 11, bold=True)
    while page.y < 700:
        page.paragraph(BODY)
    path = tmp_path / "owntype.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=1, tables=False).abstract


@pytest.mark.parametrize("language", sorted(_SHORT))
def test_a_short_run_in_its_own_type_over_keywords_is_the_abstract(
    tmp_path: Path, language: str
) -> None:
    text = _SHORT[language]
    assert _read(tmp_path, text).split() == text.split()  # fails on the base: ""


def test_the_same_run_under_places_in_its_own_type_is_read_as_before(tmp_path: Path) -> None:
    read = _read(tmp_path, _SHORT["english"], italic_places=False)
    assert read.startswith("Faculty of Information")  # nothing sets it apart (the base's)


def test_a_line_of_places_in_its_own_type_over_keywords_stays_unread(tmp_path: Path) -> None:
    places = "Department of Physics, University of Tarnów, Poland; School of Data Science, "
    assert _read(tmp_path, places + "Delft Institute of Technology, Delft, Netherlands.") == ""


# Review (round 67): a funding, licence or dedication note in a type of its own right over
# the keyword block ends a sentence and holds twelve words of prose too; it is no
# abstract (the italic inset's note list, :data:`.italicinset.NOTE`), and the abstract
# over it is read as on the base.
_LONG = (
    "We study the local cohomology of graded algebras over a field and prove a duality "
    "theorem for those that are finitely generated, then show by various examples the "
    "different kinds of failure of tameness that occur in low dimension."
)
_NOTES = {
    "funding": "This work was supported by the National Science Foundation under grant "
    "number 1234567 and by the university.",
    "licence": "This article is licensed under a Creative Commons Attribution 4.0 "
    "International License for all uses.",
    "dedication": "Dedicated to Professor Jane Roe on the occasion of her seventieth "
    "birthday, with our warm gratitude.",
}


def _read_with_note(tmp_path: Path, note: str) -> str:
    """The abstract read from a page: title, names, italic places, a long headingless
    abstract in 9 pt, ``note`` in 7 pt, a "Key words:" line, then the body."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(TITLE, 17, bold=True, centred=True)
    page.space(6)
    page.line(", ".join(AUTHORS), 11, centred=True)
    page.space(4)
    page.line("Faculty of Information Systems, Kyoto University, Kyoto, Japan", 8.5, italic=True)
    page.space(12)
    page.paragraph(_LONG, 9, after=2)
    page.paragraph(note, 7, after=2)
    page.line("Key words: duality, tameness, graded algebras, local cohomology", 8)
    page.space(20)
    page.line("1. Introduction", 11, bold=True)
    while page.y < 700:
        page.paragraph(BODY)
    path = tmp_path / "ownnote.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=1, tables=False).abstract


@pytest.mark.parametrize("kind", sorted(_NOTES))
def test_a_note_in_its_own_type_over_keywords_is_no_abstract(tmp_path: Path, kind: str) -> None:
    # fails on the branch before the review: the note was read
    assert _read_with_note(tmp_path, _NOTES[kind]).split() == _LONG.split()

"""Review of lang33's rules (review94): an English headingless abstract whose prose
opens a line with a history word ("… were measured." / "Received signal strength …")
keeps that prose, and a Spanish or Italian epigraph (signed, or in quotation marks)
over an English abstract under a Spanish or Italian title is no abstract.  Pages drawn
with PyMuPDF."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_bilingual_pages import BODY, ENGLISH, LEFT, SIZE, STEP, _rows

_DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"


def _write(page: pymupdf.Page, y: float, rows: list[str], font: str = "tiro") -> float:
    for row in rows:
        page.insert_text((LEFT, y), row, fontsize=SIZE, fontname=font)
        y += STEP
    return y


def _front(page: pymupdf.Page, title: str) -> float:
    page.insert_text((LEFT, 90), title, fontsize=16, fontname="tibo")
    page.insert_text((LEFT, 118), "Anna Rossi and Mark Bell", fontsize=11, fontname="tiro")
    page.insert_text((LEFT, 134), "Department of Physics, University of Leeds, UK", fontsize=9)
    return 170.0


MEASURED = (
    "We localize phones indoors from the radio signals of the access points of a "
    "building. The signals of twelve access points were measured."
)


@pytest.mark.parametrize(
    "opening", ["Received signal strength varies", "Submitted jobs vary", "Highlights of it vary"]
)
def test_a_history_word_opening_the_abstract_s_prose_does_not_end_it(
    tmp_path: Path, opening: str
) -> None:
    # lang33's rule 2 ended the run over the keywords at a line after a sentence end
    # that opens what follows an abstract; "Received signal strength …" opens a
    # sentence of an English abstract (the run, now too short, was read with the
    # keywords line instead).
    rest = (
        f"{opening} with the people in the room and with the doors, so we learn a model of "
        "the building that follows these changes over a day and locates a phone within two "
        "metres in most of the rooms."
    )
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = _write(
        page, _front(page, "Indoor Localization from Radio Maps That Change"), _rows(MEASURED)
    )
    y = _write(page, y, _rows(rest))
    y = _write(page, y, ["Keywords: indoor localization, radio maps, phones"]) + 12
    page.insert_text((LEFT, y), "1 Introduction", fontsize=12, fontname="tibo")
    _write(page, y + 20, _rows(BODY))
    path = tmp_path / "r.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == f"{MEASURED} {rest}"


EPIGRAPH = (
    "En un lugar de la Mancha, de cuyo nombre no quiero acordarme, no ha mucho tiempo que "
    "vivía un hidalgo de los de lanza en astillero, adarga antigua, rocín flaco y galgo "
    "corredor."
)


@pytest.mark.parametrize("mark", ["signed", "quoted"])
def test_a_spanish_epigraph_over_an_english_abstract_under_a_spanish_title(
    tmp_path: Path, mark: str
) -> None:
    # lang33's rule 1 stored a sure Spanish run over "Abstract" when the title is
    # Spanish or Italian too: an English paper's epigraph, signed on the line after it
    # or set in quotation marks, was stored instead of the abstract.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = _front(page, "Don Quijote y la memoria")
    y = _write(page, y, _rows(f"«{EPIGRAPH}»" if mark == "quoted" else EPIGRAPH), "tiit")
    if mark == "signed":
        author = "— Miguel de Cervantes, Don Quijote"
        page.insert_text((LEFT + 200, y), author, fontsize=SIZE, fontname="dv", fontfile=_DEJAVU)
        y += STEP
    page.insert_text((LEFT, y + 10), "Abstract", fontsize=11, fontname="tibo")
    y = _write(page, y + 26, _rows(ENGLISH)) + 12
    page.insert_text((LEFT, y), "1 Introduction", fontsize=12, fontname="tibo")
    _write(page, y + 20, _rows(BODY))
    path = tmp_path / "e.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == ENGLISH.strip()


QUOTATION = (
    "Die Grenzen meiner Sprache bedeuten die Grenzen meiner Welt, und wovon man nicht "
    "sprechen kann, darüber muss man schweigen, denn die Welt ist alles, was der Fall ist, "
    "und das Bild ist ein Modell der Wirklichkeit."
)
READ = "We study how a remark on language was read by its first readers in Vienna. It reads."
SHOWN = "We show that its readers took it as a rule."


@pytest.mark.parametrize(("prose", "quoted"), [("tiro", "tiit"), ("tiit", "tiro")])
def test_a_quotation_in_the_other_style_inside_an_english_abstract_is_kept(
    tmp_path: Path, prose: str, quoted: str
) -> None:
    # lang33's rule 4 cut a headingless block where the style changes and the languages
    # differ: an English abstract (roman, then a German quotation in italics, then roman
    # again; or italics with the quotation in roman) was cut after the quotation, and
    # only its last English sentence was stored under an English title.
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    y = _front(page, "Language and World in the Reception of a Remark")
    for text, font in ((READ, prose), (QUOTATION, quoted), (SHOWN, prose)):
        y = _write(page, y, _rows(text), font)
    y = _write(page, y, ["Keywords: language, limits, reception"]) + 12
    page.insert_text((LEFT, y), "1 Introduction", fontsize=12, fontname="tibo")
    _write(page, y + 20, _rows(BODY))
    path = tmp_path / "q.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == f"{READ} {QUOTATION} {SHOWN}"

"""Two abstracts in two languages boxed above the title (lang36): a report's first page
opens with a box holding the paper's own summary and its English translation, then the
title, the names and the body; the title's language picks the stored one.  A Dutch or
Portuguese body's first heading ("Inleiding", "Introdução") is the body's, not the
start of a headingless abstract.  An English title in capitals holding "DAT" is no
Dutch title.  Pages drawn with PyMuPDF; texts written here."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
import test_pdf_review101
from layout_pages import ABSTRACT, BODY, Writer
from tapyre_paper_search.pdf import cues, extract_pdf
from tapyre_paper_search.pdf.language import title_language
from test_pdf_bilingual_lang35 import DUTCH as DUTCH_LANG35
from test_pdf_bilingual_lang35 import PORTUGUESE
from test_pdf_bilingual_pages import ENGLISH, LEFT, _body, _head, _rows, _write

DUTCH_TITLE = "Een eenvoudige methode voor het meten van de groei van stadsbomen"
DUTCH = (
    "In deze studie meten wij de groei van bomen in drie grote steden gedurende tien jaar. "
    "De resultaten laten zien dat de bomen in parken sneller groeien dan de bomen langs "
    "drukke straten, en dat het verschil niet verdwijnt na een droge zomer."
)
ENGLISH_TITLE = "Disk Placement for Scalable Video Streams in Large Servers"


def _boxed_pair(
    path: Path,
    title: str,
    first: str,
    second: str,
    *,
    label: str,
    heading: str,
    dates: str = "Ontvangen 27 juli 2018; aanvaard 21 oktober 2018",
) -> Path:
    """A box ("In brief" or ``label``) holding ``first``, then ``second`` (under a bold
    "Abstract" where ``label`` is set, else right under ``first``) and a dates line;
    the title, names and affiliation under it; the body under ``heading``."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    top = page.y
    page.line("In brief", 12, bold=True, x=72)
    page.space(4)
    page.paragraph(first, 10, x=72, width=440)
    if label:
        page.line(label, 11, bold=True, x=72)
    page.paragraph(second, 10.5, x=72, width=440)
    page.line(dates, 9, x=72)
    page.page.draw_rect(pymupdf.Rect(64, top, 528, page.y + 6), color=(0.2, 0.3, 0.5), width=0.8)
    page.space(28)
    page.line(title, 16, bold=True, x=72)
    page.space(6)
    page.line("Edward Chang, Avideh Zakhor and Priya Raman", 12, x=72)
    page.line("Faculteit Informatica, Universiteit Tilburg, Tilburg", 9, italic=True, x=72)
    page.space(18)
    page.line(heading, 12, bold=True, x=72)
    page.space(4)
    while page.y < 700:
        page.paragraph(BODY, x=72, width=440)
    second_page = Writer(doc.new_page(width=595, height=842))
    second_page.line("Methoden", 12, bold=True)
    while second_page.y < 700:
        second_page.paragraph(BODY)
    doc.save(path)
    return path


@pytest.mark.parametrize("label", ["Abstract", ""])
def test_a_dutch_title_keeps_its_own_summary_boxed_above_it(tmp_path: Path, label: str) -> None:
    # lang35's h3507 office summarybox (train from lang36): the English abstract in the
    # box made the above-title rule give up, and the body's first paragraph was stored.
    path = _boxed_pair(
        tmp_path / "p.pdf", DUTCH_TITLE, DUTCH, ABSTRACT, label=label, heading="Inleiding"
    )
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert pdf.title == DUTCH_TITLE
    assert pdf.abstract == DUTCH


def test_a_portuguese_summary_boxed_first_over_a_long_dates_line(tmp_path: Path) -> None:
    # h3507 summarybox: a Portuguese title is told no language (the first printed is
    # stored); the dates line closing the box is nine words long, which made the
    # above-title rule take it for other text and give up.
    path = _boxed_pair(
        tmp_path / "p.pdf",
        "Um algoritmo guloso encontra uma solução quase ótima em tempo linear",
        PORTUGUESE,
        ABSTRACT,
        label="Abstract",
        heading="Introdução",
        dates="Recebido em 16 outubro 2023; aceite em 18 abril 2024",
    )
    assert extract_pdf(path, max_pages=2, tables=False).abstract == PORTUGUESE


def test_an_english_title_keeps_the_english_abstract_boxed_after_the_dutch(
    tmp_path: Path,
) -> None:
    path = _boxed_pair(
        tmp_path / "p.pdf", ENGLISH_TITLE, DUTCH, ABSTRACT, label="Abstract", heading="Inleiding"
    )
    pdf = extract_pdf(path, max_pages=2, tables=False)
    assert pdf.abstract == ABSTRACT


def test_an_english_summary_alone_in_the_box_is_still_the_abstract(tmp_path: Path) -> None:
    # control: one abstract in one language above the title (front33's rule), kept
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line("In brief", 12, bold=True, x=72)
    page.paragraph(ABSTRACT, 10, x=72, width=440)
    page.space(28)
    page.line(ENGLISH_TITLE, 16, bold=True, x=72)
    page.line("Edward Chang, Avideh Zakhor and Priya Raman", 12, x=72)
    page.space(18)
    page.line("Introduction", 12, bold=True, x=72)
    while page.y < 700:
        page.paragraph(BODY, x=72, width=440)
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path, max_pages=1, tables=False).abstract == ABSTRACT


@pytest.mark.parametrize(
    "heading", ["Inleiding", "1. Inleiding", "Introdução", "2 Introducción", "Introduzione"]
)
def test_the_first_heading_of_a_dutch_or_romance_body(heading: str) -> None:
    assert cues.SECTION_HEADING.match(heading)


@pytest.mark.parametrize(
    "title", ["STRIATAL DAT BINDING IN PARKINSON DISEASE", "DAT TRANSPORTER DENSITY AND TREMOR"]
)
def test_an_english_title_in_capitals_with_a_dutch_word_keeps_the_english_abstract(
    tmp_path: Path, title: str
) -> None:
    # review101 left it: in a title set in capitals, "DAT" (the dopamine transporter)
    # counted as Dutch, and the French abstract printed first was stored.  The page is
    # review101's (a French abstract printed first, then the English one).
    test_pdf_review101.test_an_english_title_with_a_dutch_word_in_capitals_keeps_the_english_abstract(
        tmp_path, title
    )


@pytest.mark.parametrize(
    "title",
    ["EEN EENVOUDIGE METHODE VOOR HET METEN", "HET NIEUWE MODEL VOOR DATA ANALYSE"],
)
def test_dutch_titles_in_capitals_are_still_dutch(title: str) -> None:
    assert title_language(title) == "nl"


@pytest.mark.parametrize(
    "title",
    [
        "Wij presenteren een gegevensverzameling die door experts met de hand is gelabeld",
        "Een model dat is getraind op gegevens die ruis bevatten",
    ],
)
def test_a_dutch_title_with_is_and_die_keeps_its_own_abstract(tmp_path: Path, title: str) -> None:
    # h3507 stackedmeta-0011 (train from lang36): "is" (English) and "die" (German)
    # tied the Dutch "wij" and "een", the title was untold and the English abstract
    # printed first was stored.
    assert title_language(title) == "nl"
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    _head(page, title)
    page.insert_text((LEFT, 170), "Abstract", fontsize=11, fontname="tibo")
    y = _write(page, 186, _rows(ENGLISH))
    page.insert_text((LEFT, y + 12), "Samenvatting", fontsize=11, fontname="tibo")
    _body(page, _write(page, y + 28, _rows(DUTCH_LANG35)))
    path = tmp_path / "p.pdf"
    doc.save(path)
    assert extract_pdf(path).abstract == DUTCH_LANG35


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("What Is Life", "en"),
        ("Die Rolle der Zellen ist klein", "de"),
        ("The het gene is expressed in the cell that is here", "en"),
    ],
)
def test_is_and_die_alone_tell_no_dutch(text: str, language: str) -> None:
    assert title_language(text) == language

"""abs71: a structured abstract whose first label, in capitals, is run in before the
first sentence and is no word of the label list ("MOTIVATION Although many …"), under
an abstract heading (:func:`~tapyre_paper_search.pdf.structlabels.caps_label_runin`
with ``shape``, asked by :class:`~tapyre_paper_search.pdf.abstractstate.State` on the
abstract's first line).

"MOTIVATION" names a section ("Motivation" heads a body's section), so the first line
ended the abstract and nothing was read, as "OVERVIEW", "INTRODUCCIÓN", "INTRODUZIONE",
"INLEIDING" did.  Now a label of capitals (a word of six
letters or more, up to three more words in capitals) run in before a capitalised word
opens a structured abstract, in any language, where the line would otherwise end it (it
opens with a section's name).  Controls: a first line opening with an acronym of five
letters or of six before a capitalised word ("CRISPR Cas systems …", "NHANES Data …":
review 66), an abstract whose first line is a sentence, each ended as
before by an "Introduction" heading in the text's own type (which a structured
abstract's part label might be, so it would not end one).  Real PDFs drawn with
PyMuPDF in base-14 Times."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import AUTHORS, BODY, TITLE, Writer, wrapped
from tapyre_paper_search.pdf import extract_pdf

_TEXTS = {
    "english": "MOTIVATION Although many read preprocessing tools already existed, we could "
    "not find one that met our needs. RESULTS The value of preprocessing is shown for "
    "reference-based and reference-free tasks. AVAILABILITY AND IMPLEMENTATION The tool "
    "is licensed under the GPL and runs on every platform.",
    "english-overview": "OVERVIEW This report describes how field counts of street trees "
    "were checked in twelve cities. FINDINGS Simple tallies matched the survey within a "
    "tenth in every city.",
    "spanish": "INTRODUCCIÓN Los programas de cribado reducen la mortalidad por cáncer de "
    "mama en mujeres de cincuenta a sesenta y nueve años. MÉTODOS Se revisaron "
    "doce ensayos con más de medio millón de participantes en cuatro países.",
    "italian": "INTRODUZIONE La lettura degli archivi notarili permette di seguire le "
    "famiglie per più generazioni. METODI Abbiamo raccolto duemila atti di una piccola "
    "città toscana tra il 1700 e il 1789.",
    "dutch": "INLEIDING De meeste gemeenten tellen hun straatbomen elk jaar opnieuw. "
    "METHODEN Wij vergeleken de tellingen van twaalf steden met een onafhankelijke "
    "steekproef van duizend bomen.",
}


def _read(tmp_path: Path, abstract: str, *, bold: bool = True) -> str:
    """The abstract read from a page: the heading, ``abstract``, then an "Introduction"
    heading (``bold``, or in the text's own type) over the body."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(TITLE, 16, centred=True)
    page.space(6)
    page.line(", ".join(AUTHORS), 10, centred=True)
    page.space(14)
    page.line("ABSTRACT", 11, bold=True)
    for row in wrapped(abstract, 10, 300):  # a short first line
        page.line(row, 10)
    page.space(12)
    page.line("Introduction", 11 if bold else 10, bold=bold)
    while page.y < 700:
        for row in wrapped(BODY, 10, 470):
            page.line(row, 10)
    path = tmp_path / "caps.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=1, tables=False).abstract


@pytest.mark.parametrize("language", sorted(_TEXTS))
def test_a_capitals_label_no_list_holds_opens_a_structured_abstract(
    tmp_path: Path, language: str
) -> None:
    text = _TEXTS[language]
    assert _read(tmp_path, text).split() == text.split()  # fails on the base: ""


@pytest.mark.parametrize(
    "text",
    [
        "COVID Vaccination rates rose in every region we studied, and most of the rise "
        "came from older adults who had been reached by the mobile clinics in 2021.",
        "CRISPR Cas systems give bacteria an adaptive immunity against phages, and we "
        "mapped how the spacers are gained in twelve wild strains over three years.",
        "NHANES Data from twelve survey cycles show that most of the rise came from older "
        "adults who had been reached by the mobile clinics in 2021.",
        "Motivation is the main driver of how students learn, and we measured it in "
        "twelve schools over three years with a short questionnaire given each term.",
    ],
    ids=["five-letter-acronym", "six-letter-acronym", "six-letter-survey", "a-sentence"],
)
def test_an_abstract_without_a_capitals_label_ends_at_the_introduction(
    tmp_path: Path, text: str
) -> None:
    read = _read(tmp_path, text, bold=False)  # a structured abstract would run on past it
    assert read.split() == text.split()


@pytest.mark.parametrize(
    "text",
    [
        "KEYWORDS Deep learning, graph networks, street trees",
        "SCHLÜSSELWÖRTER Stadtbäume, Zählung, Stichprobe",
        "RECEIVED January 3, 2020; ACCEPTED March 5, 2020",
    ],
    ids=["keywords", "schluesselwoerter", "received"],
)
def test_a_keyword_or_dates_line_under_the_heading_is_no_label(tmp_path: Path, text: str) -> None:
    """A keyword or dates line in capitals right under the heading (the abstract set
    elsewhere) ends it as on the base; it opened a structured abstract that ran on into
    the body (review 66)."""
    assert _read(tmp_path, text) == ""

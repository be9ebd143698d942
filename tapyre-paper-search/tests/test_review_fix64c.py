"""Review fixes, round 64 (fix64c): abs69's two reader changes on real papers' shapes.

``boldlead.bold_lead(..., larger=True)`` took any bold paragraph 0.6-2.5 points over the
body, under the byline and over roman text, as the abstract before every other
headingless reading: a bold note one point larger under the byline (an affiliation, a
dedication, a translated title, a "part of the theme issue" or "cite this" line, a
thesis's or a meeting's note, an epigraph) won over the plain summary under it.  Now
the larger pass wants 30 words or more and no such furniture or affiliation; the plain
summary is read as on the base.

``dropcap`` left a dropped capital apart where the line beside opens a title-case word
and the letter is not "A" or "I": a dropped capital that is a word of its own in
another language ("O" / "Brasil", "E" / "Italia", "W" / "Polsce", "В" / "России") was
missed.  Now such a letter is joined with a space; a marker ("Q" / "What …") and a logo
whose word opens with the letter ("N" / "Nature …") stay apart.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.dropcap import undropped
from tapyre_paper_search.pdf.headingless import inferred
from tapyre_paper_search.pdf.lines import Line, PageLines
from textlines import text_line

_SUMMARY = (  # the plain summary under the bold note: the abstract
    "Root growth under pavements is limited by soil compaction and heat. Here we show that",
    "deletion of the surface layer increases root depth in young lindens by 40% (P < 0.01),",
    "and that inhibition of sealing improves survival under drought. We found that these",
    "effects persist for five years. These results suggest a role for open pits in urban",
    "forestry and support a change in the planting guidelines of northern municipalities.",
)

_NOTES = {
    "affiliation-en": (
        "Department of Forestry and Environmental Sciences, University of Helsinki,",
        "Latokartanonkaari 7, 00014 Helsinki, Finland.",
    ),
    "affiliation-de": (
        "Institut für Geographie, Universität Hamburg, Bundesstraße 55, 20146 Hamburg,",
        "Deutschland; Fakultät für Biologie, Universität Wien, Österreich.",
    ),
    "theme-issue": (
        "This article is part of the theme issue ‘Urban forests and the climate of",
        "northern cities: a review of the evidence from ten years of field work’.",
    ),
    "thesis": (
        "A thesis submitted in partial fulfilment of the requirements for the degree",
        "of Doctor of Philosophy in the Faculty of Science, University of Leeds.",
    ),
    "dedication-de": (
        "Herrn Professor Dr. Hans Müller, dem Lehrer und Freund, in Dankbarkeit zum",
        "siebzigsten Geburtstag gewidmet.",
    ),
    "dedication-fr": (
        "À la mémoire de Jean Dupont (1930–2019), qui nous a appris à lire les",
        "archives des hôpitaux de Paris.",
    ),
    "translated-title-es": (
        "El ancho del alcorque importa más que la especie: un estudio de diez años en",
        "tres ciudades del norte de Europa.",
    ),
    "translated-title-q": (
        "Does the width of the tree pit matter more than the species for the survival",
        "of street trees in northern European cities?",
    ),
    "meeting": (
        "Presented at the Annual Meeting of the American Society for Clinical",
        "Oncology, Chicago, IL, June 1–5, 2018.",
    ),
    "epigraph": (
        "“The city is a forest of stone, and the trees within it are its memory.”",
        "— Italo Calvino, Invisible Cities.",
    ),
    "affiliation-long": (
        "Department of Forestry and Environmental Sciences, University of Helsinki,",
        "Latokartanonkaari 7, 00014 Helsinki, Finland; Institute of Botany, Czech",
        "Academy of Sciences, Zámek 1, 252 43 Průhonice, Czech Republic; and School",
        "of Geography, University of Leeds, Leeds LS2 9JT, United Kingdom.",
    ),
}


def _line(text: str, y: float, size: float, *, bold: bool = False) -> Line:
    return text_line(text, y, size=size, bold=bold, x0=72, x1=523, block=int(y))


def _front(note: tuple[str, ...]) -> list[Line]:
    """Title, byline, the bold ``note`` one point over the body, the plain summary."""
    lines = [_line("Street trees and their pits", 60, 17, bold=True)]
    lines.append(_line("Koichi Fujii and Ann Lee", 85, 11))
    y = 120.0
    for text in note:
        lines.append(_line(text, y, 10.0, bold=True))
        y += 12
    y += 8
    for text in _SUMMARY:
        lines.append(_line(text, y, 9.0))
        y += 11
    lines.append(_line("1. Introduction", y + 20, 10.0, bold=True))
    return lines


@pytest.mark.parametrize("kind", sorted(_NOTES))
def test_a_bold_note_one_point_larger_is_no_standfirst(kind: str) -> None:
    found = inferred(_front(_NOTES[kind]), 1, 9.0, None, {0})
    assert found is not None
    assert " ".join(found.text.split()).startswith("Root growth under pavements")


def _page(cap: str, rows: tuple[str, ...]) -> PageLines:
    lines = [Line(cap, 34.0, True, False, False, 72.0, 100.0, 96.0, 134.0, 0)]
    for i, text in enumerate(rows):
        left = 102.0 if i < 3 else 72.0
        top = 102.0 + 12 * i
        lines.append(Line(text, 10.0, False, False, False, left, top, 400.0, top + 10, 1))
    return PageLines(tuple(lines), 612.0, 792.0)


_TAIL = ("of the last decades, as we", "show in what follows.")


@pytest.mark.parametrize(
    ("cap", "first", "joined"),
    [
        ("O", "Brasil viveu nas últimas décadas", "O Brasil viveu"),
        ("E", "Italia ha conosciuto negli anni", "E Italia ha"),
        ("Y", "Dios creó el mundo en seis días", "Y Dios creó"),
        ("À", "Paris, au XIXe siècle, les médecins", "À Paris, au"),
        ("W", "Polsce reforma sądownictwa budzi", "W Polsce reforma"),
        ("В", "России реформа науки началась", "В России реформа"),
    ],
)
def test_a_one_letter_words_dropped_capital_is_joined(cap: str, first: str, joined: str) -> None:
    out = undropped(_page(cap, (first, *_TAIL)))
    assert out.lines[0].text.startswith(joined)


@pytest.mark.parametrize(
    ("cap", "first"),
    [("Q", "What made you turn to physics"), ("N", "Nature Reviews Physics is a"),
     ("S", "Science is a weekly journal of"), ("A", "Although it was hard, we went")],
)  # fmt: skip
def test_a_marker_or_logo_stays_apart(cap: str, first: str) -> None:
    page = _page(cap, (first, *_TAIL))
    assert undropped(page) is page


@pytest.mark.parametrize(
    ("cap", "first", "joined"),
    [("I", "n 1905 Einstein published four", "In 1905 Einstein"),
     ("T", "he Royal Society was founded", "The Royal Society"),
     ("E", "l Tribunal Supremo ha declarado", "El Tribunal Supremo"),
     ("A", "New method for the analysis of", "A New method")],
)  # fmt: skip
def test_dropped_capitals_joined_as_before(cap: str, first: str, joined: str) -> None:
    assert undropped(_page(cap, (first, *_TAIL))).lines[0].text.startswith(joined)

"""Round 48's third review (``review54``): adversarial pages for front46's writers'
sentence after the abstract (:mod:`~tapyre_paper_search.pdf.writersentence`), and
French compounds broken at a line end after hyphens48
(:func:`~tapyre_paper_search.pdf.compoundtails.french_compound`), and a term in
capitals before a dash opening an abstract, no dateline
(:func:`~tapyre_paper_search.pdf.datelinelead.without_dateline`), and a footer in the
left margin under review52's deck rule (:mod:`~tapyre_paper_search.pdf.epigraph`).

A sentence after an abstract naming people who made something other than the piece
("Ann Lee and Bo Chen prepared the samples.", "This data set was compiled by Ann
Lee.", "… ont préparé la solution.") or who wrote an earlier piece ("… wrote the
first survey.") signs nothing: the page has no byline.  The page is drawn with
front46's test helper (a web brief: title, abstract with no heading, the sentence in
italic, a numbered section).
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from brief_pages import ABSTRACT, brief
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.datelinelead import without_dateline
from tapyre_paper_search.pdf.normalize import normalize_text
from tapyre_paper_search.pdf.writersentence import writers_piece
from test_review52 import _LEFT, _deck_page

_OTHER_MAKING = [
    "Ann Lee and Bo Chen prepared the samples.",
    "Ann Lee and Bo Chen compiled the data.",
    "This data set was compiled by Ann Lee.",
    "The model was written by Ann Lee.",
    "Anna Meyer und Karl Weber haben die Proben erstellt.",
    "Marie Dupont et Jean Roy ont préparé les échantillons.",
    "Marie Dupont a préparé la solution.",
    "Ann Lee and Bo Chen wrote the first survey.",
]


@pytest.mark.parametrize("sentence", _OTHER_MAKING)
def test_a_sentence_naming_people_who_made_something_else_signs_nothing(
    tmp_path: Path, sentence: str
) -> None:
    """Fails on the base: the names were read as the page's authors."""
    path = tmp_path / "brief.pdf"
    brief(path, "", ABSTRACT, sentence)
    assert extract_pdf(path).authors == ()


@pytest.mark.parametrize("sentence", _OTHER_MAKING)
def test_writers_piece_of_a_sentence_about_something_else_is_empty(sentence: str) -> None:
    """Fails on the base: the pure reader gave the names piece."""
    assert writers_piece(sentence) == ""


@pytest.mark.parametrize(
    ("sentence", "names"),
    [
        ("Ann Lee and Bo Chen wrote this brief.", ("Ann Lee", "Bo Chen")),
        ("Ann Lee and Bo Chen prepared the report.", ("Ann Lee", "Bo Chen")),
        ("Anna Meyer und Karl Weber haben diesen Bericht verfasst.", ("Anna Meyer", "Karl Weber")),
        ("Anna Meyer hat dieses Positionspapier verfasst.", ("Anna Meyer",)),
        ("Ce rapport a été rédigé par Marie Dupont.", ("Marie Dupont",)),
        ("Marie Dupont et Jean Roy ont rédigé l'article.", ("Marie Dupont", "Jean Roy")),
        ("Questo rapporto è stato scritto da Marco Rossi.", ("Marco Rossi",)),
        ("Written by Ann Lee and Bo Chen.", ("Ann Lee", "Bo Chen")),
    ],
)
def test_control_a_sentence_naming_the_writers_of_the_piece_is_read(
    tmp_path: Path, sentence: str, names: tuple[str, ...]
) -> None:
    """Control (passes on the base too): the writers of the piece are the authors."""
    path = tmp_path / "brief.pdf"
    brief(path, "", ABSTRACT, sentence)
    assert extract_pdf(path).authors == names


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("dans l'après-\nmidi du jour", "dans l'après-midi du jour"),
        ("sa grand-\nmère", "sa grand-mère"),
        ("les sans-\npapiers", "les sans-papiers"),
        ("un arrière-\nplan sombre", "un arrière-plan sombre"),
        ("une demi-\nheure", "une demi-heure"),
        ("the avant-\ngarde", "the avant-garde"),
        ("the dys-\nregulated pathway", "the dysregulated pathway"),
    ],
)
def test_a_french_compound_or_a_prefixed_word_at_a_line_end(text: str, expected: str) -> None:
    """Fails on the base: "aprèsmidi", "grandmère", "sanspapiers", "avantgarde", and
    "dys-regulated" (a Greek prefix's break read as a compound adjective's)."""
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("her grand-\nmother", "her grandmother"),
        ("a grand-\nstand", "a grandstand"),
        ("la gran-\ndeur", "la grandeur"),
        ("une prise de con-\nscience", "une prise de conscience"),
    ],
)
def test_control_english_closed_words_and_french_syllable_breaks(text: str, expected: str) -> None:
    """Control (passes on the base too): a known closed word joins, a syllable break
    joins."""
    assert normalize_text(text) == expected


_GLOSSED = "CRISPR \u2014 a genome editing tool \u2014 cuts DNA where a guide RNA binds it, and"


def test_a_term_in_capitals_before_a_dash_stays_in_the_abstract(tmp_path: Path) -> None:
    """Fails on the base: "CRISPR —" opening the abstract was read as a dateline's place
    and cut off (front46's without_dateline)."""
    path = tmp_path / "brief.pdf"
    brief(path, "", [_GLOSSED, *ABSTRACT[1:]], "Ann Lee and Bo Chen wrote this brief.")
    assert extract_pdf(path).abstract == " ".join([_GLOSSED, *ABSTRACT[1:]])


@pytest.mark.parametrize(
    "text",
    ["DNA \u2014 the carrier of heredity \u2014 is read.", "NASA -- the space agency, flew."],
)
def test_a_gloss_after_a_term_in_capitals_is_no_dateline(text: str) -> None:
    """Fails on the base: the term and its dash were cut off."""
    assert without_dateline(text) == text


def test_control_a_place_before_a_sentence_is_a_dateline(tmp_path: Path) -> None:
    """Control (passes on the base too): "GENEVA — Street trees …" loses its dateline."""
    path = tmp_path / "brief.pdf"
    first = "GENEVA \u2014 " + ABSTRACT[0]
    brief(path, "", [first, *ABSTRACT[1:]], "Ann Lee and Bo Chen wrote this brief.")
    found = extract_pdf(path)
    assert (found.abstract, found.authors) == (" ".join(ABSTRACT), ("Ann Lee", "Bo Chen"))


def _with_margin_footer(path: Path) -> None:
    """``path``'s page with one short footer starting in the left margin (x = 20)."""
    doc = pymupdf.open(path)
    doc[0].insert_text((20, 820), "Preprint", fontsize=8)
    doc.saveIncr()


def test_a_footer_in_the_margin_moves_no_text_edge_for_a_deck(tmp_path: Path) -> None:
    """Fails on the base: one footer left of the measure made a deck set across it read
    as a set-in epigraph (review52's _set_in took the page's leftmost line), so its
    writer's "— Marta Ferreira" was dropped as the epigraph's source."""
    path = tmp_path / "deck.pdf"
    _deck_page(path, _LEFT, "\u2014 Marta Ferreira")
    _with_margin_footer(path)
    assert extract_pdf(path).authors == ("Marta Ferreira",)


def test_control_a_set_in_epigraph_under_a_byline_with_a_margin_footer(tmp_path: Path) -> None:
    """Control (passes on the base too): the epigraph set in from the measure keeps its
    source out of the authors with the same footer."""
    path = tmp_path / "epigraph.pdf"
    _deck_page(path, _LEFT + 72, "\u2014 Karl Weber, Notes on Method", "Marta Ferreira and Bo Chen")
    _with_margin_footer(path)
    assert extract_pdf(path).authors == ("Marta Ferreira", "Bo Chen")

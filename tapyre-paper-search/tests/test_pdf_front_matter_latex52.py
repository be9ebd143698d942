"""Round 52, LaTeX front matter (latex51's leftovers and a train corpus's failures).

A lead sentence naming its writers before "wrote this essay" (or "Dieser Essay wurde
von … verfasst") read no author: an essay was no noun for a document
(:data:`~tapyre_paper_search.pdf.bylinetails.DOC_NOUNS`).  Names stacked one a line in
a narrow column beside the abstract lost the last break ("Dirk Englund" / "Jelena
Vuckovic" read as one name): an abstract line level with a name was taken for the next
author card (:mod:`.cardwrap`).  A first page left blank (a minipage too tall for it
pushed the front matter over) read nothing: only an empty page with its number was
skipped (:mod:`.cover`).  A two-line abstract with no heading between the paper's dates
line ("(Received …)") and "KEYWORDS:" read as none: too few words for a run that is not
italic (:mod:`.keywordrun`).  A title of six bold rows in the body's size over its
byline read as none: a plain title had four rows at most (:mod:`.plaintitle`).  A title
cut by a rule drawn across the page with no kicker over it kept its first part: the
reader saw no drawings; the first page's rules now reach it (:mod:`.drawnrules`,
:mod:`.serieskicker`).

Controls: "wrote the first essay" names an earlier piece, not this one; a name wrapped
on an author card beside another card's name is still joined; a note under the dates
that ends no sentence is no abstract; six bold rows over a place are no title; two
title rows as far apart with no rule drawn between stay two.  The pages are drawn with
PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import draw_rows
from tapyre_paper_search.pdf import extract_pdf
from test_pdf_front_matter_latex33 import _BODY
from test_pdf_front_matter_latex50 import _kicker_page, _prose

_TITLE = ["Genetic Op-", "timization", "of Photonic", "Bandgap Struc-", "tures"]
_NAMES = ["Joel Goh", "Ilya Fushman", "Dirk Englund", "Jelena Vuckovic"]
_PLACES = ["Research Unit Public", "Health, University of", "Tampere, Finland"]


def _sidebar(page: pymupdf.Page, top: float) -> None:
    """A hyphenated title, names one a line and places in a narrow left column, the
    abstract beside them in a wide right one."""
    y = draw_rows(page, 128, top, _TITLE, size=17, step=22, font="tibo")
    y = draw_rows(page, 128, y - 4, _NAMES, size=10.9, step=13.6)
    draw_rows(page, 128, y + 4, _PLACES, size=10, step=12)
    page.insert_text((270, top + 5), "Abstract", fontsize=10.9, fontname="tibo")
    draw_rows(page, 270, top + 21, [r[:52] for r in _BODY * 3], size=10.9, step=13.6)


@pytest.mark.parametrize(
    ("rows", "names"),
    [
        (
            [
                "Michael Luzon, Tetsuo Raedt and S. C. Friedman wrote this essay at the",
                "Statistics Department, for the workshop on open data.",
            ],
            ("Michael Luzon", "Tetsuo Raedt", "S. C. Friedman"),
        ),
        (
            ["Dieser Essay wurde von Anna Meyer und Jonas Schmidt verfasst, am Institut."],
            ("Anna Meyer", "Jonas Schmidt"),
        ),
    ],
)
def test_a_lead_sentence_naming_an_essay_gives_its_names(
    tmp_path: Path, rows: list[str], names: tuple[str, ...]
) -> None:
    path = tmp_path / "essay.pdf"
    _prose(path, rows)
    assert extract_pdf(path).authors == names


def test_control_an_earlier_essay_names_no_writers(tmp_path: Path) -> None:
    path = tmp_path / "first.pdf"
    _prose(path, ["Ann Lee and Bo Chen wrote the first essay on this in 1990, at the Station."])
    assert extract_pdf(path).authors == ()


def test_names_one_a_line_beside_an_abstract_stay_apart(tmp_path: Path) -> None:
    path = tmp_path / "sidebar.pdf"
    doc = pymupdf.open()
    _sidebar(doc.new_page(width=612, height=792), 104)
    doc.save(path)
    assert extract_pdf(path).authors == tuple(_NAMES)


def test_a_blank_first_page_before_the_paper_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "blank.pdf"
    doc = pymupdf.open()
    doc.new_page(width=612, height=792)
    _sidebar(doc.new_page(width=612, height=792), 104)
    doc.save(path)
    found = extract_pdf(path)
    assert found.title == "Genetic Optimization of Photonic Bandgap Structures"
    assert found.authors == tuple(_NAMES)


_SHORT = [
    "In this contribution we go through the developments that in the years 1968 to 1974",
    "led from the Veneziano model to the bosonic string.",
]


def _dated(path: Path, run: list[str]) -> None:
    """A journal's head: title, name, place, a dates line in small type, then ``run``
    in the place's size over a "KEYWORDS:" line and the first section."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((233, 110), "The Birth of String Theory", fontsize=12, fontname="tibo")
    page.insert_text((259, 131), "Paolo Di Vecchia", fontsize=10, fontname="tiro")
    page.insert_text((167, 151), "Faculty of Engineering, University of Nagoya, Japan", fontsize=9)
    page.insert_text((252, 166), "(Received January 17, 2024)", fontsize=8, fontname="tiro")
    y = draw_rows(page, 110, 181, run, size=9, step=11)
    page.insert_text((96, y + 10), "KEYWORDS: string, theory, models", fontsize=9)
    page.insert_text((77, y + 40), "1. Introduction", fontsize=10, fontname="tibo")
    draw_rows(page, 77, y + 56, _BODY)
    doc.save(path)


def test_a_short_abstract_under_the_dates_line_is_read(tmp_path: Path) -> None:
    path = tmp_path / "dated.pdf"
    _dated(path, _SHORT)
    assert extract_pdf(path).abstract == " ".join(_SHORT)


def test_control_a_note_under_the_dates_line_is_no_abstract(tmp_path: Path) -> None:
    path = tmp_path / "note.pdf"
    _dated(path, ["PACS numbers: 11.25.-w, 11.55.Jy, 12.40.Nn, and the models of the dual"])
    assert extract_pdf(path).abstract == ""


_LONG = [
    "Obesity and Its Metabolic Complications:",
    "The Role of Adipokines and the",
    "Relationship between Obesity,",
    "Inflammation, Insulin Resistance,",
    "Dyslipidemia and Nonalcoholic Fatty Liver",
    "Disease",
]


def _long(path: Path, under: list[str]) -> None:
    """Six bold rows in the body's size at the page's top, ``under`` them the rows
    ``under``, then "Abstract" and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((383, 57), "Quarterly Notes, Volume 44 (2023), No. 1", fontsize=10)
    y = draw_rows(page, 72, 90, _LONG, size=10, font="tibo")
    y = draw_rows(page, 92, y + 4, under)
    page.insert_text((72, y + 8), "Abstract", fontsize=10, fontname="tibo")
    draw_rows(page, 72, y + 24, [r[:48] for r in _BODY * 2])
    doc.save(path)


def test_a_six_row_plain_title_over_its_byline_is_read(tmp_path: Path) -> None:
    path = tmp_path / "long.pdf"
    _long(path, ["John F Eichstaedt, A. R. Usha Weng, M.", "Schafer"])
    found = extract_pdf(path)
    assert found.title == " ".join(_LONG)
    assert found.authors == ("John F Eichstaedt", "A. R. Usha Weng", "M. Schafer")


def test_control_six_bold_rows_over_no_name_are_no_title(tmp_path: Path) -> None:
    path = tmp_path / "rows.pdf"
    _long(path, ["Department of Chemistry, University of Bergen"])
    assert extract_pdf(path).title != " ".join(_LONG)


def test_control_two_title_rows_with_no_rule_between_stay_two(tmp_path: Path) -> None:
    path = tmp_path / "norule.pdf"
    first, rest = "The shunt problem: control of functional", "shunting in vasculature"
    _kicker_page(path, None, first, rest, rule=False)
    assert extract_pdf(path).title == first

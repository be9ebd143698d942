"""A lone author's bold byline in capitals that reads like a Roman-numbered heading ("I.
GRABEC", "V. PETROV*") right under the title is a byline where its word is no word of the
word lists (:mod:`~tapyre_paper_search.pdf.initialbyline`, realpage71; realpage70 did the
mixed-case "I. Grabec").  Headings in capitals stay headings: "I. INTRODUCTION", "V.
RESULTS", "I. BACKGROUND", "I. AUSBLICK", "I. EINLEITUNG", a capitals word with prose
right under it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.initialbyline import with_initial_bylines
from tapyre_paper_search.pdf.lines import Line, PageLines

MUPDF: Any = pymupdf  # untyped

SUMMARY = (
    "Redundancy of experimental data is the basic statistic from which the complexity "
    "of a natural phenomenon and the proper number of experiments needed for its "
    "exploration can be estimated from the data themselves."
)
PROSE = (
    "Molecular mechanisms underlying the cold-associated high cardiovascular risk remain "
    "unknown, and the lipolysis triggered by cold raises plasma levels of remnants. "
)


def _line(text: str, y: float, size: float, *, bold: bool = True) -> Line:
    return Line(text, size, bold, False, False, 46.0, y, 46.0 + len(text) * size * 0.5, y + size, 0)


def _marked(*below: Line) -> list[str]:
    page = PageLines(
        (
            _line("Estimation of experimental data", 81, 21),
            _line("redundancy and related statistics", 105, 21),
            *below,
        ),
        595.0,
        842.0,
    )
    return [line.text for line in with_initial_bylines(page).lines if line.byline]


@pytest.mark.parametrize(
    "byline", ["I. GRABEC", "V. PETROV*", "X. NÚÑEZ1", "I. MÜLLER-LÜDENSCHEIDT"]
)
def test_a_lone_initial_and_surname_in_capitals_is_a_byline(byline: str) -> None:
    assert _marked(_line(byline, 133, 9), _line("Received: 8 May 2006", 159, 7.5, bold=False)) == [
        byline
    ]


@pytest.mark.parametrize(
    "heading",
    [
        "I. INTRODUCTION",
        "V. RESULTS",
        "I. BACKGROUND",
        "I. AUSBLICK",
        "I. EINLEITUNG",
        "V. SUMMARY",
    ],
)
def test_a_heading_in_capitals_stays_a_heading(heading: str) -> None:
    assert (
        _marked(_line(heading, 133, 9), _line("Received: 8 May 2006", 159, 7.5, bold=False)) == []
    )


def test_a_capitals_word_over_prose_stays_a_heading() -> None:
    prose = _line(
        "the data of the first experiments were taken in the spring of that year",
        146,
        9,
        bold=False,
    )
    assert _marked(_line("I. ERGEBNISSE", 133, 9), prose) == []


def _pdf(path: Path, byline: str) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((46, 60), "Article", fontsize=20, fontname="hebo")
    page.insert_text((46, 100), "Estimation of experimental data", fontsize=21, fontname="hebo")
    page.insert_text((46, 124), "redundancy and related statistics", fontsize=21, fontname="hebo")
    page.insert_text((46, 150), byline, fontsize=9, fontname="hebo")
    y = 176.0
    for row in ("Received: 8 May 2006", "Accepted: 27 Aug 2006"):
        page.insert_text((46, y), row, fontsize=7.5, fontname="helv")
        y += 20
    page.insert_textbox(MUPDF.Rect(156, 168, 549, 260), SUMMARY, fontsize=9.2, fontname="hebo")
    page.insert_textbox(MUPDF.Rect(46, 280, 290, 800), PROSE * 8, fontsize=8.8)
    page.insert_textbox(MUPDF.Rect(305, 280, 549, 800), PROSE * 8, fontsize=8.8)
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("byline", "name"), [("I. GRABEC*", "I. Grabec"), ("V. PETROV", "V. Petrov")]
)
def test_a_page_with_a_lone_byline_in_capitals(tmp_path: Path, byline: str, name: str) -> None:
    found = extract_pdf(_pdf(tmp_path / "b.pdf", byline))
    assert found.authors == (name,)
    assert found.abstract == SUMMARY

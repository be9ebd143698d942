"""A lone author's bold byline that reads like a Roman-numbered heading ("I. Grabec*",
"V. Petrov", "X. Wang") right under the title is a byline, not the body's start
(:mod:`~tapyre_paper_search.pdf.initialbyline`, realpage70): the page reads the author and
the abstract.  Real Roman-numbered headings stay headings, in many languages: the first
section's name ("I. Introduction", "I. Einleitung", "I. Introducción"), headings of two
letters or two words ("II. Méthodes", "II. Related Work", "IV. CONCLUSIONS"), a heading in
capitals, one with its section's prose right under it ("I. Background" under an
anonymous draft's title), one not right under a title (further down the page)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import bodystart, extract_pdf
from tapyre_paper_search.pdf.initialbyline import with_initial_bylines
from tapyre_paper_search.pdf.lines import Line, PageLines

MUPDF: Any = pymupdf  # untyped

PROSE = (
    "Molecular mechanisms underlying the cold-associated high cardiovascular risk remain "
    "unknown, and the lipolysis triggered by cold raises plasma levels of remnants. "
)


def _line(text: str, y: float, size: float, *, bold: bool = True, block: int = 0) -> Line:
    return Line(
        text, size, bold, False, False, 46.0, y, 46.0 + len(text) * size * 0.5, y + size, block
    )


def _page(*lines: Line) -> PageLines:
    return PageLines(tuple(lines), 595.0, 842.0)


def _title(second: str = "redundancy and related statistics") -> tuple[Line, Line]:
    return _line("Estimation of experimental data", 81, 21), _line(second, 105, 21)


def _marked(page: PageLines) -> list[str]:
    return [line.text for line in with_initial_bylines(page).lines if line.byline]


@pytest.mark.parametrize(
    "byline",
    ["I. Grabec*", "V. Petrov", "X. Wang", "I. Müller-Lüdenscheidt", "V. O’Brien†", "X. Núñez1"],
)
def test_a_lone_initial_and_surname_under_the_title_is_a_byline(byline: str) -> None:
    page = _page(
        *_title(),
        _line(byline, 133, 9),
        _line("Received: 8 May 2006", 159, 7.5, bold=False, block=1),
    )
    out = with_initial_bylines(page)
    assert [line.text for line in out.lines if line.byline] == [byline]
    assert not bodystart.starts_body(out.lines[2])
    assert not bodystart.is_section_heading(out.lines[2])


@pytest.mark.parametrize(
    "heading",
    [
        "I. Introduction",
        "I. Einleitung",
        "I. Introducción",
        "I. Introduzione",
        "I. Introdução",
        "I. INTRODUCTION",
        "V. RESULTS",
        "II. Méthodes",
        "II. Related Work",
        "IV. CONCLUSIONS",
        "III. Methoden",
        "I. Einführung",
        "V. Results and discussion",
        "I. Overview",
    ],
)
def test_a_numbered_heading_under_the_title_stays_a_heading(heading: str) -> None:
    page = _page(
        *_title(),
        _line(heading, 133, 9),
        _line("Received: 8 May 2006", 159, 7.5, bold=False, block=1),
    )
    out = with_initial_bylines(page)
    assert _marked(page) == []
    assert bodystart.starts_body(out.lines[2])


@pytest.mark.parametrize(
    "heading",
    ["I. Background", "V. Résultats", "I. Antecedentes", "I. Problemstellung", "I. Contexte"],
)
def test_a_heading_with_its_prose_under_it_stays_a_heading(heading: str) -> None:
    page = _page(
        *_title(),
        _line(heading, 133, 10),
        _line(PROSE[:90], 148, 9.5, bold=False),
        _line(PROSE[90:], 160, 9.5, bold=False),
    )
    assert _marked(page) == []


@pytest.mark.parametrize("heading", ["V. Results", "V. Ergebnisse", "X. Appendix", "V. Discusión"])
def test_a_heading_further_down_the_page_stays_a_heading(heading: str) -> None:
    body = _line(PROSE[:90], 400, 9.5, bold=False)
    page = _page(
        *_title(),
        _line("Ann Lee and Bo Chen", 133, 9),
        body,
        _line(heading, 414, 9),
        _line("Received: 8 May 2006", 430, 7.5, bold=False),
    )
    assert _marked(page) == []


def test_a_roman_line_not_in_bold_is_left_as_it_is() -> None:
    page = _page(*_title(), _line("I. Grabec", 133, 9, bold=False))
    assert _marked(page) == []


SUMMARY = (
    "Redundancy of experimental data is the basic statistic from which the complexity "
    "of a natural phenomenon and the proper number of experiments needed for its "
    "exploration can be estimated from the data themselves."
)


def _pdf(path: Path, byline: str, dates: tuple[str, ...]) -> Path:
    """A summary in bold with no heading beside a dates column (realpage69's kind)."""
    doc = MUPDF.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((46, 60), "Article", fontsize=20, fontname="hebo")
    page.insert_text((46, 100), "Estimation of experimental data", fontsize=21, fontname="hebo")
    page.insert_text((46, 124), "redundancy and related statistics", fontsize=21, fontname="hebo")
    page.insert_text((46, 150), byline, fontsize=9, fontname="hebo")
    y = 176.0
    for row in dates:
        page.insert_text((46, y), row, fontsize=7.5, fontname="helv")
        y += 20
    page.insert_textbox(MUPDF.Rect(156, 168, 549, 260), SUMMARY, fontsize=9.2, fontname="hebo")
    page.insert_textbox(MUPDF.Rect(46, 280, 290, 800), PROSE * 8, fontsize=8.8)
    page.insert_textbox(MUPDF.Rect(305, 280, 549, 800), PROSE * 8, fontsize=8.8)
    doc.save(path)
    return path


@pytest.mark.parametrize(
    ("byline", "dates"),
    [
        ("I. Grabec*", ("Received: 8 May 2006", "Accepted: 27 Aug 2006")),
        ("V. Petrov", ("Eingegangen: 8. Mai 2006", "Angenommen: 27. August 2006")),
        ("X. Wang", ("Recibido: 8 de mayo de 2006", "Aceptado: 27 de agosto de 2006")),
    ],
)
def test_a_page_with_a_lone_initial_byline_reads_its_author_and_abstract(
    tmp_path: Path, byline: str, dates: tuple[str, ...]
) -> None:
    found = extract_pdf(_pdf(tmp_path / "b.pdf", byline, dates))
    assert found.authors == (byline.rstrip("*"),)
    assert found.abstract == SUMMARY

"""A card's city line in roman under its institution in italics is no name where the
institution is named after the city ("Ann Arbor Institute of Technology" over "Ann
Arbor, Denmark") (:func:`~tapyre_paper_search.pdf.placelines.city_under_affiliation`,
realpage71).  What stays: a city line under an institution not named after it in another
type ("Hai Duong, Vietnam" under "University of Hanoi"), a line of one piece.  (The drawn
pages read one author on the base too; the line tests fail there.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.placelines import city_under_affiliation

MUPDF: Any = pymupdf  # untyped
_FONTS = "/usr/share/fonts/truetype/dejavu/DejaVuSerif"
_FACES = {"tiro": "", "tiit": "-Italic", "tibo": "-Bold", "tibi": "-BoldItalic"}

ABSTRACT = (
    "We get asymptotics for the volume of large balls in an arbitrary locally compact group "
    "with polynomial growth, and we show that the shape of large balls converges to a "
    "convex body in a real vector space."
)


def _text(page: Any, at: tuple[float, float], text: str, size: float, font: str) -> None:
    page.insert_text(
        at, text, fontsize=size, fontname=font, fontfile=_FONTS + _FACES[font] + ".ttf"
    )


def _centred(page: Any, y: float, text: str, size: float, *, font: str) -> None:
    width = MUPDF.Font(fontfile=_FONTS + _FACES[font] + ".ttf").text_length(text, fontsize=size)
    _text(page, (306 - width / 2, y), text, size, font)


def _pdf(path: Path, card: tuple[str, ...]) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    _centred(page, 80, "Geometry of Locally Compact Groups of Polynomial", 21, font="tiro")
    _centred(page, 106, "Growth and Shape of Large Balls", 21, font="tiro")
    _centred(page, 140, "Emmanuel Breuillard", 10.5, font="tiro")
    for k, row in enumerate(card):
        _centred(page, 152 + 11 * k, row, 9, font="tiit" if k < 2 else "tiro")
    _centred(
        page,
        32,
        "2011 International Conference on Data Engineering (25 December 2011)",
        7.5,
        font="tiro",
    )
    _text(
        page,
        (54, 742),
        "979-8-3944-9262-1/11/$31.00 ©2011 Elsewhere Engineering Society",
        7,
        "tiro",
    )
    _text(page, (54, 215), "Abstract—", 9, "tibi")
    page.insert_textbox(MUPDF.Rect(54, 220, 297, 330), ABSTRACT, fontsize=9, fontname="tibo")
    page.insert_text((54, 350), "I. INTRODUCTION", fontsize=9, fontname="tiro")
    page.insert_textbox(MUPDF.Rect(54, 356, 297, 740), ABSTRACT * 6, fontsize=10, fontname="tiro")
    page.insert_textbox(MUPDF.Rect(315, 200, 558, 740), ABSTRACT * 9, fontsize=10, fontname="tiro")
    doc.save(path)
    return path


@pytest.mark.parametrize(
    "card",
    [
        (
            "Center for Electrical Engineering",
            "Ann Arbor Institute of Technology",
            "Ann Arbor, Denmark",
        ),
        ("Department of Physics", "Santa Barbara University", "Santa Barbara, Chile"),
        (
            "Center for Electrical Engineering",
            "Ann Arbor Institute of Technology",
            "Ann Arbor, Denmark",
            "eb@technology.example.org",
        ),
    ],
)
def test_a_city_line_under_the_institution_named_after_it(
    tmp_path: Path, card: tuple[str, ...]
) -> None:
    found = extract_pdf(_pdf(tmp_path / "c.pdf", card), max_pages=2, tables=False)
    assert found.authors == ("Emmanuel Breuillard",)


def _line(text: str, y: float, size: float, *, italic: bool = False) -> Line:
    return Line(
        text, size, False, italic, False, 242.0, y, 242.0 + len(text) * size * 0.45, y + size, 0
    )


@pytest.mark.parametrize(
    ("institution", "city", "want"),
    [
        ("Ann Arbor Institute of Technology", "Ann Arbor, Denmark", True),
        ("Santa Barbara University", "Santa Barbara, Chile", True),
        ("University of Hanoi", "Hai Duong, Vietnam", False),  # not named after it
        ("Ann Arbor Institute of Technology", "Ann Lee", False),  # one piece, no country
    ],
)
def test_a_city_under_an_institution_named_after_it(
    institution: str, city: str, want: bool
) -> None:
    lines = [
        _line("Emmanuel Breuillard", 129, 10.5),
        _line("Center for Electrical Engineering", 141, 9, italic=True),
        _line(institution, 152, 9, italic=True),
        _line(city, 162, 9),
        _line("ebreuillard@technology.example.org", 173, 9),
    ]
    assert city_under_affiliation(lines, list(range(5)), 3) is want

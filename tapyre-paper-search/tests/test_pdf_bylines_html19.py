"""Bylines of browser-printed papers (issue 25, ``html19``), drawn with PyMuPDF.

A long-form post's byline "By A, B and C" set after a circled initial; a byline
wrapped inside a name with the post's date line under it; a double surname
broken after its hyphen at the line end ("Garcia-" / "Etxebarria").  Each PDF
failed on main edbf0a9.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.bandbreaks import _across

TITLE = "Evolution of solitary waves over a gradual slope with bottom friction"
SENTENCE = "We study how solitary waves evolve over a slope and how friction damps them. "


def _post(path: Path, byline: list[str], *, initial: str = "") -> Path:
    """A post: a bold title, an optional circled initial before the byline's first
    line, the byline's lines, a date line, a shaded summary and a section."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((57, 90), TITLE, fontsize=17, fontname="hebo")
    y = 130.0
    if initial:  # one line of text, as a browser sets the initial inline
        page.draw_circle((66, y - 4), 9, color=None, fill=(0.87, 0.87, 0.87))
        byline = [f"{initial} {byline[0]}", *byline[1:]]
    for line in byline:
        page.insert_text((62 if line is byline[0] and initial else 57, y), line, fontsize=10.7)
        y += 17
    page.insert_text((57, y), "Nov 8, 2019 \u00b7 23 min read", fontsize=9.6, fontname="helv")
    page.draw_rect(pymupdf.Rect(57, y + 20, 538, y + 150), color=None, fill=(0.95, 0.95, 0.95))
    page.insert_text((70, y + 40), "SUMMARY", fontsize=9, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(70, y + 50, 525, y + 145), SENTENCE * 5, fontsize=10.5)
    page.insert_text((57, y + 190), "1. Introduction", fontsize=13, fontname="hebo")
    page.insert_textbox(pymupdf.Rect(57, y + 200, 538, 780), SENTENCE * 20, fontsize=10.5)
    doc.save(path)
    doc.close()
    return path


@pytest.mark.parametrize(
    ("line", "names"),
    [
        (
            "By Nicolas C. Abed, P. Rosati and Changhyun Su",
            ["Nicolas C. Abed", "P. Rosati", "Changhyun Su"],
        ),
        ("By Frank J. Tipler", ["Frank J. Tipler"]),
        ("By Han He and Huaning Wang", ["Han He", "Huaning Wang"]),
    ],
)
def test_a_by_line_after_a_circled_initial_gives_the_names_alone(
    tmp_path: Path, line: str, names: list[str]
) -> None:
    pdf = extract_pdf(_post(tmp_path / "p.pdf", [line], initial=names[0][0]))
    assert list(pdf.authors) == names


def test_by_opening_a_piece_is_no_part_of_a_name() -> None:
    assert names_in_line("F ; By Jane Doe and John Roe") == ["Jane Doe", "John Roe"]
    assert names_in_line("by Jane Doe") == ["Jane Doe"]
    # "By" as a surname after given names stays.
    assert names_in_line("Jane By, John Roe") == ["Jane By", "John Roe"]


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        # "Dishoeck" closes a name carried over the break; the date line under it
        # is read with nobody's name.
        (
            [
                "By Floris van der Tak, John Black, Fredrik Schoeier, David Jansen and Ewine van",
                "Dishoeck",
            ],
            "Floris van der Tak|John Black|Fredrik Schoeier|David Jansen|Ewine van Dishoeck",
        ),
        # A double surname broken after its hyphen is joined whole.
        (
            [
                "Jan O. Fall, Jaspal Singh Schumacher, Ignazio Wen, YoungJu Takahashi, Huijie"
                " Garcia-",
                "Etxebarria",
            ],
            "Jan O. Fall|Jaspal Singh Schumacher|Ignazio Wen|YoungJu Takahashi"
            "|Huijie Garcia-Etxebarria",
        ),
    ],
)
def test_a_byline_wrapped_inside_a_name_keeps_each_name_whole(
    tmp_path: Path, byline: list[str], names: str
) -> None:
    assert list(extract_pdf(_post(tmp_path / "p.pdf", byline)).authors) == names.split("|")


def test_a_word_broken_after_a_hyphen_is_joined_by_the_case_after_it() -> None:
    assert _across("Huijie Garcia-", "Etxebarria") == "Huijie Garcia-Etxebarria"
    assert _across("Jane Schu-", "macher, John Roe") == "Jane Schumacher, John Roe"
    assert _across("Jane Doe, Ewine van", "Dishoeck") == "Jane Doe, Ewine van Dishoeck"


# review41: "By" is dropped only where it leads the byline; a name read whole across a
# hyphen break drops its part read alone; a given name broken at its hyphen keeps it.
def test_by_later_in_a_byline_or_after_a_lead_is_a_name() -> None:
    assert names_in_line("Jane Doe, By Nguyen and Kari Smith") == [
        "Jane Doe",
        "By Nguyen",
        "Kari Smith",
    ]
    assert names_in_line("By By Nguyen and Kari Smith") == ["By Nguyen", "Kari Smith"]


HYPHEN_LINE = "Jan O. Fall, Jaspal Singh Schumacher, Ignazio Wen, YoungJu Takahashi, "


@pytest.mark.parametrize(
    ("byline", "name"),
    [
        (["Jean-", "Pierre Dupont and Kari Smith"], "Jean-Pierre Dupont"),
        (["Xiao-", "Ming Wang and Kari Smith"], "Xiao-Ming Wang"),
        (["Jian-", "feng Li and Kari Smith"], "Jian-feng Li"),
    ],
)
def test_a_given_name_broken_after_its_hyphen_is_read_once_and_whole(
    tmp_path: Path, byline: list[str], name: str
) -> None:
    pdf = extract_pdf(_post(tmp_path / "p.pdf", [HYPHEN_LINE + byline[0], byline[1]]))
    assert list(pdf.authors) == [*HYPHEN_LINE.rstrip(", ").split(", "), name, "Kari Smith"]


def test_a_given_name_broken_after_its_hyphen_keeps_it() -> None:
    assert _across("Jane Doe, Jian-", "feng Li") == "Jane Doe, Jian-feng Li"
    assert _across("Jane Doe, J. Schu-", "macher") == "Jane Doe, J. Schumacher"

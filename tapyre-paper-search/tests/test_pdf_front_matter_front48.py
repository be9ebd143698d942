"""Office front matter, round 48 (``front48``), drawn with PyMuPDF on A4 pages.

front47's held-out office layout ``copyrightfoot``, now train: a short communication
with no byline whose names stand only in the first page's own copyright line at its
foot ("© 2021 Ann Lee and Bo Chen. Published under a CC BY 4.0 licence."): the names
of that line are the authors (:mod:`~tapyre_paper_search.pdf.copyrightnames`), in
English, German and French forms.

Controls (labelled) keep what was read before: a publisher, a society or a firm
holding the copyright names nobody, and a byline under the title wins over the line.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf

_W, _H, _LEFT = 595.0, 842.0, 60.0
_FONTS = "/usr/share/fonts/truetype/dejavu/"
_FACES = {"": ("dv", "DejaVuSerif.ttf"), "b": ("dvb", "DejaVuSerif-Bold.ttf")}
_TITLE = "Street trees and the summer heat of small towns"
_ABSTRACT = [
    "Street trees cool the towns they shade, but how much they cool small towns in a",
    "hot summer is not known. We measured the air over paved streets with and without",
    "trees in twelve towns for three summers, and we compare the afternoon heat of",
    "both kinds of street with a simple model of shade and of evaporation from leaves.",
]
_BODY = [
    "Towns of fewer than twenty thousand people have received little attention in the",
    "study of urban heat, although many of them have lost their old trees in storms.",
    "We chose twelve towns of the plain, each with streets of both kinds side by side,",
    "and measured the air at head height every ten minutes through three summers.",
]


def _text(
    page: pymupdf.Page, x: float, y: float, text: str, size: float, *, face: str = ""
) -> None:
    name, file = _FACES[face]
    page.insert_text((x, y), text, fontsize=size, fontname=name, fontfile=_FONTS + file)


def _communication(path: Path, foot: list[str], *, byline: str = "") -> None:
    """A two-page short communication: "SHORT COMMUNICATION" over the title, a
    ``byline`` if given, the abstract run in after "Abstract—", the body, and the
    ``foot`` lines in small type at the first page's foot (page numbers later)."""
    doc = pymupdf.open()
    for number in range(2):
        page = doc.new_page(width=_W, height=_H)
        y = 80.0
        if number == 0:
            _text(page, _LEFT, 60, "SHORT COMMUNICATION", 9, face="b")
            _text(page, _LEFT, y, _TITLE, 18, face="b")
            y += 30
            if byline:
                _text(page, _LEFT, y, byline, 11)
                y += 24
            for k, row in enumerate(_ABSTRACT):
                _text(page, _LEFT, y, ("Abstract\u2014" if k == 0 else "") + row, 10)
                y += 14
            _text(page, _LEFT, y + 20, "1. Introduction", 13, face="b")
            y += 44
            for k, row in enumerate(foot):
                _text(page, _LEFT, 790 + 9 * k, row, 7)
        else:
            _text(page, _W / 2, 810, "2", 9)
        for row in _BODY * (2 if number else 1):
            _text(page, _LEFT, y, row, 11)
            y += 15
    doc.save(path)


def _authors(tmp_path: Path, foot: list[str], *, byline: str = "") -> tuple[str, ...]:
    path = tmp_path / "paper.pdf"
    _communication(path, foot, byline=byline)
    return extract_pdf(path).authors


def test_names_of_the_first_pages_copyright_line(tmp_path: Path) -> None:
    foot = ["\u00a9 2021 Ann Lee and Bo Chen. Published under a CC BY 4.0 licence."]
    assert _authors(tmp_path, foot) == ("Ann Lee", "Bo Chen")


def test_initialled_names_after_copyright_and_by(tmp_path: Path) -> None:
    foot = ["Copyright \u00a9 2020 by A. Lee, B. Chen and C. Diaz"]
    assert _authors(tmp_path, foot) == ("A. Lee", "B. Chen", "C. Diaz")


def test_a_copyright_line_wrapped_over_two_lines(tmp_path: Path) -> None:
    foot = [
        "\u00a9 2019 Maxim A. Petrov, Ria Angelescu, Wael Wang and",
        "Xiao-Dong Cheng. Published under a CC BY 4.0 licence.",
    ]
    names = ("Maxim A. Petrov", "Ria Angelescu", "Wael Wang", "Xiao-Dong Cheng")
    assert _authors(tmp_path, foot) == names


def test_a_german_copyright_line(tmp_path: Path) -> None:
    foot = ["\u00a9 2021 Jana Krause und Lukas Berger. Ver\u00f6ffentlicht unter CC BY 4.0."]
    assert _authors(tmp_path, foot) == ("Jana Krause", "Lukas Berger")


def test_a_french_copyright_line(tmp_path: Path) -> None:
    foot = [
        "Copyright \u00a9 2019 par Claire Dubois et Marc Laurent. Publi\u00e9 sous licence CC BY."
    ]
    assert _authors(tmp_path, foot) == ("Claire Dubois", "Marc Laurent")


def test_control_a_publisher_holding_the_copyright_names_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["\u00a9 2020 Acme Publishing B.V. All rights reserved."]) == ()


def test_control_a_society_holding_the_copyright_names_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["Copyright \u00a9 2019 American Physical Society"]) == ()


def test_control_a_firm_named_by_a_surname_names_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["\u00a9 De Gruyter 2019"]) == ()


def test_control_the_authors_as_holders_name_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["\u00a9 The Author(s) 2021. Published by Acme Press."]) == ()


def test_control_a_byline_under_the_title_wins_over_the_line(tmp_path: Path) -> None:
    foot = ["\u00a9 2021 Ann Lee and Bo Chen. Published under a CC BY 4.0 licence."]
    found = _authors(tmp_path, foot, byline="Dana Ruiz and Eli Moss")
    assert found == ("Dana Ruiz", "Eli Moss")

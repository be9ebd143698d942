"""Office front matter, round 47 (``front47``), drawn with PyMuPDF on A4 pages.

front46's held-out office layout ``namesheader``, now train: a discussion paper whose
names stand only in the page header repeated on every page ("Ann Lee, Bo Chen |
Discussion Paper 07/2021"), a series line in spaced capitals over the title:

* the names of a piece of the running head that most pages repeat are the authors
  (:mod:`~tapyre_paper_search.pdf.repeatedhead`), in several shapes of head;
* a series' kind alone over the title ("DISCUSSION PAPER") is no byline in capitals
  (:mod:`~tapyre_paper_search.pdf.namesabove`).

Controls (labelled) keep what was read before: a byline under the title, a head only
on the first page, a journal's head, a head of names and a year.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.pageread import read_front_pages

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


def _paper(
    path: Path,
    head: list[str],
    *,
    series: str = "D I S C U S S I O N   P A P E R",
    byline: str = "",
    head_on_later: bool = True,
) -> None:
    """A three-page discussion paper: ``head`` (its pieces set left, then flush right)
    at the top of every page (of the first only without ``head_on_later``), the
    ``series`` line, the title, a ``byline`` if given, "Summary" over the abstract."""
    doc = pymupdf.open()
    for number in range(3):
        page = doc.new_page(width=_W, height=_H)
        if number == 0 or head_on_later:
            for k, piece in enumerate(head):
                _text(page, _LEFT if k == 0 else 380.0, 40, piece, 8)
        y = 90.0
        if number == 0:
            if series:
                _text(page, _LEFT, 64, series, 9)
            _text(page, _LEFT, y, _TITLE, 18, face="b")
            y += 26
            if byline:
                _text(page, _LEFT, y, byline, 11)
                y += 20
            _text(page, _LEFT, y, "14 May 2021", 10)
            _text(page, _LEFT, y + 30, "Summary", 12, face="b")
            y += 50
            for row in _ABSTRACT:
                _text(page, _LEFT, y, row, 11)
                y += 15
            _text(page, _LEFT, y + 26, "1. Introduction", 13, face="b")
            y += 48
        for row in _BODY * (2 if number else 1):
            _text(page, _LEFT, y, row, 11)
            y += 15
    doc.save(path)


def _authors(tmp_path: Path, head: list[str], **kwargs: object) -> tuple[str, ...]:
    path = tmp_path / "paper.pdf"
    _paper(path, head, **kwargs)  # type: ignore[arg-type]
    return extract_pdf(path).authors


def test_names_before_a_series_piece_of_every_page_head(tmp_path: Path) -> None:
    head = ["Ann Lee, Bo Chen | Discussion Paper 07/2021"]
    assert _authors(tmp_path, head) == ("Ann Lee", "Bo Chen")


def test_initialled_names_before_a_dash_in_every_page_head(tmp_path: Path) -> None:
    head = ["A. Lee & B. Chen \u2014 Working paper 2021"]
    assert _authors(tmp_path, head) == ("A. Lee", "B. Chen")


def test_names_left_and_the_series_flush_right_in_every_page_head(tmp_path: Path) -> None:
    head = ["Xiaolin Li and Hongjie Dai", "Working Paper 14/2020"]
    assert _authors(tmp_path, head) == ("Xiaolin Li", "Hongjie Dai")


def test_names_parted_by_middle_dots_in_every_page_head(tmp_path: Path) -> None:
    head = ["Ann Lee \u00b7 Bo Chen \u00b7 Cy Diaz \u00b7 Draft of 3 May 2021"]
    assert _authors(tmp_path, head) == ("Ann Lee", "Bo Chen", "Cy Diaz")


def test_a_series_kind_over_the_title_is_no_byline(tmp_path: Path) -> None:
    # no head at all: the spaced capitals "DISCUSSION PAPER" over the title name nobody
    assert _authors(tmp_path, [], series="D I S C U S S I O N   P A P E R") == ()


def test_the_head_is_cut_into_pieces_with_spaces_evened(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, ["Ann Lee,  Bo Chen | Discussion Paper 07/2021"])
    from tapyre_paper_search.pdf.repeatedhead import head_pieces  # new: the rest runs on a base

    page = read_front_pages(path)[1]
    assert head_pieces(page.lines, page.height, None) == [
        "Ann Lee, Bo Chen",
        "Discussion Paper 07/2021",
    ]


def test_control_a_byline_under_the_title_wins_over_the_head(tmp_path: Path) -> None:
    head = ["Ann Lee, Bo Chen | Discussion Paper 07/2021"]
    found = _authors(tmp_path, head, byline="Dana Ruiz and Eli Moss")
    assert found == ("Dana Ruiz", "Eli Moss")


def test_control_a_head_on_the_first_page_only_names_nobody(tmp_path: Path) -> None:
    head = ["Ann Lee, Bo Chen | Discussion Paper 07/2021"]
    assert _authors(tmp_path, head, series="", head_on_later=False) == ()


def test_control_a_journal_head_on_every_page_names_nobody(tmp_path: Path) -> None:
    head = ["Urban Climate Letters | 2021, 12, 345\u2013359"]
    assert _authors(tmp_path, head, series="") == ()


def test_control_a_head_of_names_and_a_year_reads_as_before(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["Ann Lee and Bo Chen (2020)"], series="") == ("Ann Lee", "Bo Chen")

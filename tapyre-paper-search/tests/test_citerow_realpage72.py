"""A citation's row under the byline that names only its journal ("Cite This: Trans.
Intell. Comput. 2007, 159, 2638−2650") is no byline
(:mod:`~tapyre_paper_search.pdf.citerow`, realpage72): the abbreviated journal name
is no author.  What stays: the byline over it, a line level with a non-label piece,
and a label's line whose value is on its own row under another line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.citelabels import is_cite_label
from tapyre_paper_search.pdf.citerow import cite_rows
from tapyre_paper_search.pdf.lines import Line

MUPDF: Any = pymupdf  # untyped

TITLE = "Crystal Channeling of Forward Protons in Phase Space"
ABSTRACT = (
    "We show that a bent crystal can trap a broad distribution of particles and channel "
    "it with high precision. In simulations for a large collider, a crystal adapted to the "
    "lattice traps most of the diffracted protons, and we set a criterion for its use."
)
BODY = (
    "Crystal channeling has been studied for decades as a way of steering beams of charged "
    "particles, and its use in large accelerators has grown with the quality of the crystals. "
) * 8


def _page(path: Path, label: str, value: str) -> Path:
    doc = MUPDF.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((48, 40), "Letter", fontsize=9, fontname="hebo")
    page.insert_text((48, 72), TITLE, fontsize=17, fontname="hebo")
    page.insert_text((48, 96), "Ann Lee* and Boris Chen", fontsize=10.5, fontname="helv")
    page.insert_text((48, 118), label, fontsize=8, fontname="hebo")
    page.insert_text((92, 118), value, fontsize=8, fontname="heit")
    page.insert_text((517, 118), "Read Online", fontsize=8, fontname="hebo")
    page.draw_line((48, 126), (564, 126))
    page.insert_textbox(
        MUPDF.Rect(48, 140, 564, 200), "ABSTRACT: " + ABSTRACT, fontsize=9, fontname="helv"
    )
    page.insert_text((48, 230), "INTRODUCTION", fontsize=9.5, fontname="hebo")
    for x in (48, 314):
        page.insert_textbox(MUPDF.Rect(x, 240, x + 250, 740), BODY, fontsize=9, fontname="helv")
    doc.save(path)
    return path


@pytest.mark.parametrize(
    "value",
    ["Trans. Intell. Comput. 2007, 159, 2638\u22122650", "J. Cult. Hist. 2021, 12, 4\u221218"],
)
def test_a_cite_row_naming_its_journal_is_no_author(tmp_path: Path, value: str) -> None:
    found = extract_pdf(_page(tmp_path / "c.pdf", "Cite This:", value), max_pages=1, tables=False)
    assert found.title == TITLE
    assert list(found.authors) == ["Ann Lee", "Boris Chen"]
    assert found.abstract == ABSTRACT


def test_cite_this_alone_is_a_label() -> None:
    assert is_cite_label("Cite This:")
    assert not is_cite_label("Cite This Method")


def _line(text: str, x: float, y: float) -> Line:
    return Line(text, 8.0, False, False, False, x, y, x + len(text) * 4.0, y + 8.0, 0)


LINES = [
    _line("Ann Lee and Boris Chen", 48, 90),  # 0: the byline
    _line("Cite This:", 48, 110),  # 1: a label with its value level with it
    _line("Trans. Intell. Comput. 2007, 159, 2638", 92, 110),  # 2
    _line("Citation:", 48, 130),  # 3: a label alone, its value under it
    _line("J. Cult. Hist. 12 (2021) 4-18", 48, 140),  # 4
    _line("Received: 4 May 2020", 48, 160),  # 5: level with a non-label piece
    _line("Dana Price", 300, 160),  # 6
]


def test_cite_rows() -> None:
    assert cite_rows(LINES, range(len(LINES))) == frozenset({1, 2, 3, 4})
    assert cite_rows(LINES, [0, 5, 6]) == frozenset()


def test_a_byline_level_with_a_citation_holding_its_value_stays() -> None:
    # a sidebar's "Citation: ..." row level with the main column's byline, right of it
    # (review 67): only a label alone on its line takes the piece level with it, its value
    lines = [
        _line("Citation: Lee, A.; Chen, B. J. Cult.", 48, 110),
        _line("Dana Price and Eve Moe", 300, 110),
        _line("Cite This:", 48, 130),
        _line("J. Cult. Hist. 2021, 12, 4", 92, 130),
        _line("Gus Hale and Ida Kern", 400, 130),
    ]
    assert cite_rows(lines, range(len(lines))) == frozenset({0, 2, 3})

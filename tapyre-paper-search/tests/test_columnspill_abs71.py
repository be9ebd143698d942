"""abs71: an abstract in a two-column page's first column, cut over that column's notes
(places, correspondence, licence, set smaller), going on at the second column's top
(:func:`~tapyre_paper_search.pdf.abstractcolumn.next_column`,
:func:`~tapyre_paper_search.pdf.stopturn.ends_at_cue`).

Two kinds lost the second column's part: a first column's last row closing a bracket
("… but not in Aire(+/+)") read as a sentence's end, so a next column opening in lower
case ("mice. Surprisingly …") was not taken; and a part of more than twelve rows,
refused however it ended, though the body's first section ("1 Introduction") or the
keywords follow it.  Controls: a long part before a later section's heading ("2
Methods") or a bold line stays out, a capitalised paragraph after a bracket with no cue
under it stays out.  Real PDFs drawn with PyMuPDF in base-14 Times."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from layout_pages import AUTHORS, BODY, TITLE, Writer, wrapped
from tapyre_paper_search.pdf import extract_pdf

_FIRST = (
    "The autoimmune regulator plays a critical role in central tolerance by promoting the "
    "display of tissue-specific antigens in the thymus. To study its influence on thymic "
    "selection we used tetramer reagents to detect autoreactive T cells in the polyclonal "
    "repertoire, which showed a high frequency of activated T cells specific for both "
    "tetramers in knockout mice"
)
_NOTES = (
    "Research Unit Biochemistry, Lyon Medical Center, Lyon, France. Correspondence to: "
    "Li Goerbig, goerbig@center.fr. Received 22 March 2019; accepted 3 July 2019. This is "
    "an open access article under the terms of the Creative Commons Attribution License."
)
_MORE = (
    "Surprisingly, although one tetramer-binding population was efficiently deleted in "
    "the thymus, the second population was not deleted and could be detected in both "
    "repertoires. "
)
_WIDTH = 230.0


def _abstract(tmp_path: Path, last: str, second: str, after: str) -> str:
    """The abstract read from a page whose first column holds the heading, ``_FIRST``
    and ``last`` over notes set smaller, and whose second column opens with ``second``,
    then ``after`` (a heading, bold) and the body."""
    doc = pymupdf.open()
    page = Writer(doc.new_page(width=595, height=842))
    page.line(TITLE, 16, centred=True)
    page.space(6)
    page.line(", ".join(AUTHORS[:-1]) + " and " + AUTHORS[-1], 10, centred=True)
    page.space(14)
    top = page.y
    page.line("ABSTRACT", 11, bold=True, x=60)
    for row in wrapped(_FIRST, 10, _WIDTH):
        page.line(row, 10, x=60)
    page.line(last, 10, x=60)
    page.space(10)
    for row in wrapped(_NOTES, 8, _WIDTH):
        page.line(row, 8, x=60)
    page.y = top
    x = 60 + _WIDTH + 15
    for row in wrapped(second, 10, _WIDTH):
        page.line(row, 10, x=x)
    page.space(8)
    page.line(after, 11, bold=True, x=x)
    while page.y < 760:
        for row in wrapped(BODY, 10, _WIDTH):
            page.line(row, 10, x=x)
    path = tmp_path / "spill.pdf"
    doc.save(path)
    return extract_pdf(path, max_pages=1, tables=False).abstract


_BRACKETS = {
    "english": ("but not in the control strain Aire(+/+)", "mice. " + _MORE),
    "german": ("aber nicht im Kontrollstamm Aire(+/+)", "gefunden. " + _MORE),
    "spanish": ("pero no en la cepa de control [Aire+/+]", "de ratones. " + _MORE),
}


@pytest.mark.parametrize("language", sorted(_BRACKETS))
def test_a_closing_bracket_goes_on_before_a_small_letter(tmp_path: Path, language: str) -> None:
    last, second = _BRACKETS[language]
    read = _abstract(tmp_path, last, second, "1 Introduction")
    assert read.split()[-8:] == second.split()[-8:]  # fails on the base: ends at the bracket


def test_a_capital_paragraph_after_a_bracket_with_no_cue_stays_out(tmp_path: Path) -> None:
    read = _abstract(tmp_path, "but not in the control strain Aire(+/+)", BODY, "as shown")
    assert read.endswith("control strain Aire(+/+)")


_LONG = _MORE * 5  # about twenty rows in the second column
_FULL_ROW = "and were also found in all of the wild-type control mice."  # the column's width


@pytest.mark.parametrize("after", ["1 Introduction", "Keywords: thymus, tolerance"])
def test_a_long_part_before_the_body_goes_on(tmp_path: Path, after: str) -> None:
    read = _abstract(tmp_path, _FULL_ROW, _LONG, after)
    assert 12 < len(wrapped(_LONG, 10, _WIDTH)) <= 24
    assert read.split()[-8:] == _LONG.split()[-8:]  # fails on the base: twelve rows at most


@pytest.mark.parametrize("after", ["2 Methods", "Acknowledgements"])
def test_a_long_part_before_a_later_heading_stays_out(tmp_path: Path, after: str) -> None:
    read = _abstract(tmp_path, _FULL_ROW, _LONG, after)
    assert read.endswith("all of the wild-type control mice.")

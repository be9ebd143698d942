"""A power of a lone digit and a number's footnote mark on a body page with no other
cue (glyphs53).

The pages are written with PyMuPDF: lines in Times, raised pieces at 0.7 of the size
3.5 pt above the baseline, as a word processor sets superscripts.  The only raised
type on the body page is a digit's: on the base the page was never read again from
its raw dict (its text, "We tested 216 settings", shows no flattened power), so the
power read "216" and the mark after "Table 3" read "Table 32".  Controls, passing on
both: a flat "216", a footnote mark after a word, a page with no raised type at all
(no XHTML is asked for).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf, raisedcue
from test_glyphs52_scripts import _FILLER, _SIZE, _line

Pieces = list[tuple[str, str]]


def _filled(page: pymupdf.Page, top: float) -> float:
    """Eight lines of plain body text from ``top`` down; the height after them."""
    for k in range(8):
        page.insert_text((72, top + 13 * k), _FILLER, fontname="tiro", fontsize=_SIZE)
    return top + 13 * 8


def _body(tmp_path: Path, body: list[Pieces]) -> str:
    """The text of page 3 (past the front pages, read from the block list) of a paper
    whose only raised type is ``body``'s, set after that page's plain lines."""
    doc = pymupdf.open()
    front = doc.new_page()
    for y, text, font, size in (
        (80, "Growth of Single Crystals", "tibo", 16),
        (105, "Jane Smith and Bob Lee", "tiro", 10),
        (130, "Abstract", "tibo", 11),
    ):
        front.insert_text((72, y), text, fontname=font, fontsize=size)
    _filled(front, 150)
    _filled(doc.new_page(), 80)
    page = doc.new_page()
    y = _filled(page, 80)
    for pieces in body:
        _line(page, y, pieces)
        y += 13
    path = tmp_path / "b.pdf"
    doc.save(path)
    return extract_pdf(path, ocr=None).pages[2].text


def test_power_of_a_lone_digit_alone_on_its_page(tmp_path: Path) -> None:
    text = _body(tmp_path, [[("We tested 2", "t"), ("16", "u"), (" settings on each board.", "t")]])
    assert "We tested 2^16 settings on each board." in text


def test_one_digit_power_alone_on_its_page(tmp_path: Path) -> None:
    text = _body(tmp_path, [[("A grid of 3", "t"), ("4", "u"), (" cells was drawn.", "t")]])
    assert "A grid of 3^4 cells was drawn." in text


def test_number_mark_alone_on_its_page_is_left_out(tmp_path: Path) -> None:
    text = _body(tmp_path, [[("The rates are in Table 3", "t"), ("2", "u"), (" below.", "t")]])
    assert "The rates are in Table 3 below." in text


def test_flat_number_and_word_marks_read_as_before(tmp_path: Path) -> None:
    """Control (passes on the base too): a number set flat, a mark after a word."""
    text = _body(
        tmp_path,
        [
            [("We tested 216 settings on each board.", "t")],
            [("As Smith", "t"), ("12", "u"), (" showed, the level rose.", "t")],
        ],
    )
    assert "We tested 216 settings on each board." in text
    assert "As Smith12 showed, the level rose." in text


class _Page:
    """A text page that counts its XHTML reads."""

    def __init__(self, xhtml: str) -> None:
        self.xhtml, self.asked = xhtml, 0

    def extractXHTML(self) -> str:
        self.asked += 1
        return self.xhtml


@pytest.mark.parametrize(
    ("xhtml", "expected"),
    [
        ("<p>tested 2<sup>16 </sup>settings</p>", True),
        ("<p>tested <i>2</i><sup><i>16</i></sup> settings</p>", True),
        ("<p>As Smith<sup>12 </sup>showed</p>", False),
        ("<p>tested 2 <sup>16</sup></p>", False),
    ],
)
def test_shows_raised_digit(xhtml: str, expected: bool) -> None:
    page: Any = _Page(xhtml)
    assert raisedcue.shows_raised_digit(page, "tested 216 settings") is expected


@pytest.mark.parametrize(
    "text",
    [
        "A page of words, 3 figures, no more.",
        "In 1998, 12 of the 103-110 pages (45%) had 0.25 of 1.75 cm.",
    ],
)
def test_no_xhtml_without_a_number_a_power_flattens_into(text: str) -> None:
    """Control: a page whose numbers no lone digit's power flattens into (a year, a
    number opening with 1, a range, a percentage, a decimal) costs no XHTML."""
    page = _Page("<p>tested 2<sup>16</sup></p>")
    assert not raisedcue.shows_raised_digit(page, text)
    assert page.asked == 0

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

_SIZE = 10.0
_FILLER = "Plain body text of the study, set in one column, line after line."
Pieces = list[tuple[str, str]]


def _line(page: pymupdf.Page, y: float, pieces: Pieces) -> None:
    """One line of ``pieces`` ((text, "t" on the line / "u" raised))."""
    x = 72.0
    for text, kind in pieces:
        size, rise = (_SIZE, 0.0) if kind == "t" else (_SIZE * 0.7, _SIZE * 0.35)
        page.insert_text((x, y - rise), text, fontname="tiro", fontsize=size)
        x += float(pymupdf.get_text_length(text, fontname="tiro", fontsize=size))


def _body(tmp_path: Path, body: list[Pieces]) -> str:
    doc = pymupdf.open()
    for number in range(3):
        page = doc.new_page()
        y = 80.0
        if number == 0:
            page.insert_text((72, y), "Growth of Single Crystals", fontname="tibo", fontsize=16)
            page.insert_text((72, y + 25), "Jane Smith and Bob Lee", fontname="tiro", fontsize=10)
            page.insert_text((72, y + 50), "Abstract", fontname="tibo", fontsize=11)
            y += 70
        for _ in range(8):
            page.insert_text((72, y), _FILLER, fontname="tiro", fontsize=_SIZE)
            y += 13
        if number == 2:  # past the front pages (read from the dict in any case)
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

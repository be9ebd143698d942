"""speed59a: a body page only marked and spaced is mended in its dict, not its raw dict.

A body page whose one mending is a raised exponent marked or a math letter's space put
in was read again as PyMuPDF's raw dict (a dictionary a character) though the page's
dict, read first to tell whether anything changes, holds the same spans.
:mod:`~tapyre_paper_search.pdf.dictmend` marks and spaces that dict and gives MuPDF's
own block tuples with the changed lines' texts: the same tuples as
:class:`~tapyre_paper_search.pdf.texpage.MendedPage` (checked here against it), the raw
dict read only when words are asked for.  On the base the raw dict is read at once
(and ``dictmend`` is missing).  Pages drawn with PyMuPDF.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf.barefonts import BareFonts
from tapyre_paper_search.pdf.pageread import flags
from tapyre_paper_search.pdf.shortcmap import ShortMaps
from tapyre_paper_search.pdf.texpage import MendedPage
from test_glyphs51_exponents import _FILLER, _SIZE, _line

_POWER = [("About 10", "t"), ("5", "u"), (" cells per mL were seen.", "t")]
# A footnote mark after a number ends its line: its characters read as nothing.
_MARK_LAST = [("as in Table 3", "t"), ("4", "u")]


class _Spied:
    """A text page that counts its raw dict reads."""

    def __init__(self, textpage: Any) -> None:
        self._textpage = textpage
        self.raw_reads = 0

    def extractRAWDICT(self) -> dict[str, Any]:  # PyMuPDF's name
        self.raw_reads += 1
        return dict(self._textpage.extractRAWDICT())

    def __getattr__(self, name: str) -> Any:
        return getattr(self._textpage, name)


def _page(path: Path, lines: list[list[tuple[str, str]]]) -> Path:
    """A body page: a paragraph of plain text, then ``lines`` one under the other."""
    doc = pymupdf.open()
    page = doc.new_page()
    for k in range(6):
        page.insert_text((72, 80 + 13 * k), _FILLER, fontname="tiro", fontsize=_SIZE)
    for k, pieces in enumerate(lines):
        _line(page, 300.0 + 13 * k, pieces)
    doc.save(path)
    return path


def _mended(path: Path, *, from_words: bool = False) -> tuple[Any, _Spied, list[Any]]:
    """What ``mended_page`` gives for the page at ``path`` read as a body page, its
    spied text page, and ``MendedPage``'s blocks for it (the raw-dict reading)."""
    from tapyre_paper_search.pdf.pagemend import mended_page

    doc = pymupdf.open(path)
    page = doc[0]
    spied = _Spied(page.get_textpage(flags=flags()))
    text = "\n".join(b[4] for b in spied.extractBLOCKS())
    got = mended_page(
        doc, page, spied, BareFonts(), ShortMaps(), text=text, data=None, from_words=from_words
    )
    reads = spied.raw_reads
    whole = MendedPage(spied._textpage, frozenset(), raised=True).extractBLOCKS()
    spied.raw_reads = reads
    return got, spied, whole


@pytest.mark.parametrize(
    "lines",
    [
        [_POWER],
        [_POWER, _POWER],
        [_MARK_LAST, [("and the rest of the paragraph, set plain.", "t")]],
        [[("In 1998", "t"), ("3", "u"), (" the rate of 10", "t"), ("5", "u"), (" rose.", "t")]],
    ],
)
def test_a_marked_body_page_reads_no_raw_dict(tmp_path: Path, lines: Any) -> None:
    from tapyre_paper_search.pdf.dictmend import DictMendedPage

    got, spied, whole = _mended(_page(tmp_path / "p.pdf", lines))
    assert isinstance(got, DictMendedPage)  # base: a MendedPage, its raw dict read
    assert spied.raw_reads == 0
    assert got.extractBLOCKS() == whole  # the raw dict's blocks, to the character
    assert got.extractBLOCKS()[0] == spied.extractBLOCKS()[0]  # the plain paragraph


def test_a_dict_mended_pages_words_come_from_its_raw_dict(tmp_path: Path) -> None:
    got, spied, _ = _mended(_page(tmp_path / "p.pdf", [_POWER]))
    words = got.extractWORDS()
    assert spied.raw_reads == 1
    assert "10^5" in [w[4] for w in words]
    assert got.words_in((0, 0, 600, 800)) == words and spied.raw_reads == 1  # read once


def test_control_a_references_page_is_read_from_its_raw_dict(tmp_path: Path) -> None:
    got, spied, whole = _mended(_page(tmp_path / "p.pdf", [_POWER]), from_words=True)
    assert isinstance(got, MendedPage) and spied.raw_reads == 1
    assert got.extractBLOCKS() == whole


def test_control_a_plain_page_is_left_as_given(tmp_path: Path) -> None:
    got, spied, _ = _mended(_page(tmp_path / "p.pdf", [[("No power here at all.", "t")]]))
    assert got is None and spied.raw_reads == 0


@pytest.mark.parametrize(
    ("own", "before", "after", "expected"),
    [
        ("a10 5\nb\n", [["a10 ", "5"], ["b"]], [["a10 ", "^5"], ["b"]], "a10 ^5\nb\n"),
        ("a1 2b", [["a1 ", "2"], ["b"]], [["a1 ", ""], ["b"]], "a1 b"),  # no area: no break
        ("x1\n", [["x", "1"]], [["x", ""]], "x\n"),  # a mark ending its line keeps the break
        ("a\n\nb", [["a"], ["\nb"]], [["^a"], ["\nb"]], None),  # the break or the line's?
        ("a\n", [["a\n"]], [["^a\n"]], "^a\n"),
        ("a\n", [["a\n"]], [[""]], None),  # whether the line has an area is not shown
        ("ab\n", [["a", ""]], [["^a", ""]], None),  # an empty span
        ("zz\n", [["a"]], [["^a"]], None),  # MuPDF's text is not the lines'
    ],
)
def test_retexted(own: str, before: Any, after: Any, expected: str | None) -> None:
    from tapyre_paper_search.pdf.dictmend import _retexted

    assert _retexted(own, before, after) == expected

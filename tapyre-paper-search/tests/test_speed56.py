"""speed56 (issue 25, extraction speed): the same answers with less work a front page.

* :func:`~tapyre_paper_search.pdf.mathspace.spaced` (every front page's dict) reads a
  line's span texts inline and asks no pair of a one-span line; an all-ASCII line is
  searched once for an ASCII operator before its spans are asked whether one is an
  operator spanned with a space (the base asked each two-character span);
  :func:`~tapyre_paper_search.pdf.mathspace.spaced_raw` asks nothing of a one-span line.
* :func:`~tapyre_paper_search.pdf.glyphrows.glyph_rows` reads a line's first span and
  goes no further where it holds an ASCII character other than a space (no glyph line
  holds one); the base joined every span's text of every line.
* :func:`~tapyre_paper_search.pdf.raisedcue.shows_raised_digit` searches a page's XHTML for
  a digit raised after a digit only where it holds a raise (``<sup>``) at all; the base
  searched every such page's XHTML from each digit.
* :func:`~tapyre_paper_search.pdf.raisedexp.marked` (and ``has_raised``,
  ``marked_raw``) takes a line whose smallest size is more than the share of its largest
  at once (no span is set smaller than the one before it by that share); the base walked
  every pair of sizes.

Each spy test fails on the base (the work it counts was done there); the controls check
the answers on real PDFs built here and on hand-made lines at each rule's edge.
"""

from __future__ import annotations

from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import glyphrows, glyphsplice, mathspace, raisedcue, raisedexp
from tapyre_paper_search.pdf.pageread import flags
from test_speed46 import _counted
from textspans import text_span

_WORDS = [("of", "helv"), ("the", "tiro"), ("to", "cour"), ("was", "helv"), ("in", "tiro")]


def _lines_page(rows: int = 3, raw: bool = False) -> dict[str, Any]:
    """The dict (or raw dict) of a page with ``rows`` lines of five ASCII words, each
    word in another base font than the one before it (one span a word), same size."""
    doc = pymupdf.open()
    page = doc.new_page()
    for row in range(rows):
        x = 50.0
        for word, font in _WORDS:
            page.insert_text((x, 100 + 20 * row), word, fontsize=11, fontname=font)
            x += pymupdf.get_text_length(word, fontname=font, fontsize=11) + 3
    textpage = page.get_textpage(flags=flags())
    data: dict[str, Any] = textpage.extractRAWDICT() if raw else textpage.extractDICT()
    return data


def _spans(data: dict[str, Any]) -> list[list[dict[str, Any]]]:
    return [line["spans"] for block in data["blocks"] for line in block.get("lines", ())]


class _CountedSet(frozenset[str]):
    """A set that counts the membership tests asked of it."""

    asked: list[str]

    def __contains__(self, item: object) -> bool:
        type(self).asked.append(str(item))
        return super().__contains__(item)


def test_ascii_line_without_an_operator_asks_no_span(monkeypatch: pytest.MonkeyPatch) -> None:
    """Five ASCII words in three fonts, three of them two letters: no span is asked
    whether it is an operator spanned with a space (the line holds none); the base asked
    each two-character span."""
    data = _lines_page()
    assert [len(spans) for spans in _spans(data)] == [5, 5, 5]
    before = repr(data)
    _CountedSet.asked = []
    monkeypatch.setattr(mathspace, "_ASCII_OPERATORS", _CountedSet(mathspace._ASCII_OPERATORS))
    assert mathspace.spaced(data) is data
    assert repr(data) == before
    assert _CountedSet.asked == []  # base: "of" on each line (the first two-letter span)


def test_one_span_lines_ask_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """A raw dict and a dict of lines of one span each: no line's pairs are asked
    (the base called the pair rule once a line)."""
    doc = pymupdf.open()
    page = doc.new_page()
    for row in range(4):
        page.insert_text((50, 100 + 20 * row), f"Line {row} of one font", fontsize=11)
    textpage = page.get_textpage(flags=flags())
    raw, data = textpage.extractRAWDICT(), textpage.extractDICT()
    assert [len(spans) for spans in _spans(raw)] == [1, 1, 1, 1]
    calls = _counted(monkeypatch, mathspace, "_wanted")
    assert mathspace.spaced_raw(raw) is False
    assert mathspace.spaced(data) is data
    assert calls == []  # base: 8


def test_glyph_rows_read_one_span_of_an_ascii_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Three lines of five ASCII words: one span read a line (its first holds an ASCII
    letter: no glyph line), the base read all fifteen."""
    data = _lines_page()
    calls = _counted(monkeypatch, glyphsplice, "_text")
    assert glyphsplice._candidates(data) == []
    assert len(calls) == 3


def test_one_size_line_walks_no_size_pair(monkeypatch: pytest.MonkeyPatch) -> None:
    """Lines of five spans in one size: no pair of sizes walked for the raised test (the
    base walked them a line), nothing marked, dict and raw dict."""
    for raw in (False, True):
        data = _lines_page(raw=raw)
        before = repr(data)
        calls = _counted(monkeypatch, raisedexp, "pairwise")
        if raw:
            assert raisedexp.marked_raw(data) is False
        else:
            assert raisedexp.marked(data) is data
            assert raisedexp.has_raised(data) is False
        assert repr(data) == before
        assert calls == []


def _span(text: str, font: str, x0: float, x1: float, size: float = 9.0) -> dict[str, Any]:
    return text_span(text, x0, x1, 244.5, 252.5, size=size, font=font)


def _line_text(spans: list[dict[str, Any]]) -> str:
    data = {"blocks": [{"type": 0, "lines": [{"spans": spans}]}]}
    return "".join(str(s["text"]) for s in mathspace.spaced(data)["blocks"][0]["lines"][0]["spans"])


def test_control_spaces_still_put_in() -> None:
    """Control: a math letter glued after a word in another font is set apart where it
    stands a word space off (0.2 em), an ASCII operator spanned with a space is spaced on
    its bare side where its letter stands 0.19 em off, a "−" apart from both letters is
    spaced on both sides; tight ones, and ASCII words in two fonts, are not."""
    for gap, read in ((2.5, "receptor- α levels"), (1.0, "receptor- αlevels")):
        spans = [_span("receptor-", "tiro", 100, 140), _span("α", "cmmi", 142, 147)]
        assert _line_text([*spans, _span("levels", "tiro", 147 + gap, 170)]) == read
    for gap, read in ((1.7, "x = y"), (0.5, "x =y")):
        spans = [_span("x", "cmmi", 229.2, 236.7), _span(" =", "cmr", 236.7, 244.2)]
        assert _line_text([*spans, _span("y", "cmmi", 244.2 + gap, 250 + gap)]) == read
    minus = [_span("P", "cmmi", 100, 106), _span("−", "cmsy", 108, 114)]
    assert _line_text([*minus, _span("Q", "cmmi", 116, 122)]) == "P − Q"
    assert _line_text([_span("of", "tiro", 100, 108), _span("to", "helv", 111, 118)]) == "ofto"


def test_control_glyph_row_after_a_space_span() -> None:
    """Control: a glyph line whose first span is a space ("  ", then "β") is still a glyph
    line, and its host beside it still a row; a line opening with "β" too."""
    host = {
        "bbox": (100.0, 240.0, 200.0, 252.0),
        "spans": [
            {
                "text": "An integrin ",
                "font": "t",
                "size": 10.0,
                "bbox": (100.0, 240.0, 150.0, 252.0),
            },
            {"text": "3 complex", "font": "t", "size": 10.0, "bbox": (156.0, 240.0, 200.0, 252.0)},
        ],
    }
    for first in ("  ", "β"):
        spans = [{"text": first, "font": "f", "size": 10.0, "bbox": (150.0, 240.0, 153.0, 252.0)}]
        if first != "β":
            spans.append(
                {"text": "β", "font": "f", "size": 10.0, "bbox": (150.5, 240.0, 156.0, 252.0)}
            )
        data = {
            "blocks": [
                {"type": 0, "lines": [host, {"bbox": (150.0, 240.0, 156.0, 252.0), "spans": spans}]}
            ]
        }
        rows, glyphs = glyphrows.glyph_rows(data, glyphsplice._text)
        assert [g[0] for g in glyphs] == [(0, 1)]
        assert [r[0] for r in rows] == [(0, 0), (0, 1)]


def test_control_raised_power_beside_one_size_spans() -> None:
    """Control: "10" and a raised "5" at 0.84 of its size after spans of one size is still
    marked; at 0.86 it is no raised type (the share's edge)."""
    for share, read in ((0.84, "^5"), (0.86, "5")):
        spans = [_span("About ", "t", 60, 88, 10.0), _span("10", "t", 90, 100, 10.0)]
        raised = _span("5", "t", 100.5, 104, 10.0 * share)
        raised["origin"] = (100.5, 96.0)
        for span in spans:
            span["origin"] = (span["bbox"][0], 100.0)
        data = {"blocks": [{"lines": [{"dir": (1.0, 0.0), "spans": [*spans, raised]}]}]}
        raisedexp.marked(data)
        assert raised["text"] == read


class _Unsearched:
    """A pattern that fails the test when searched."""

    def search(self, text: str) -> None:
        raise AssertionError("the XHTML was searched")


def _power_page(raised: bool) -> Any:
    """A text page reading "We tested 216 settings": "16" raised and smaller after "2"
    where ``raised``, all in one line and size elsewhere."""
    doc = pymupdf.open()
    page = doc.new_page()
    if raised:
        page.insert_text((72, 100), "We tested 2", fontsize=11)
        x = 72 + pymupdf.get_text_length("We tested 2", fontsize=11)
        page.insert_text((x, 95), "16", fontsize=7)
        page.insert_text((x + 8, 100), " settings", fontsize=11)
    else:
        page.insert_text((72, 100), "We tested 216 settings", fontsize=11)
    return page.get_textpage(flags=flags())


def test_xhtml_without_a_raise_is_not_searched(monkeypatch: pytest.MonkeyPatch) -> None:
    """A flat "216" (the number a lone digit's power flattens into) on a page with no
    raised type: the XHTML is read (the cue asks it) but not searched digit by digit."""
    monkeypatch.setattr(raisedcue, "_RAISED_DIGIT", _Unsearched())
    assert raisedcue.shows_raised_digit(_power_page(False), "We tested 216 settings") is False


def test_control_raised_digit_still_shown() -> None:
    """Control: "2" and a raised "16" is still told; a flat "216" is not."""
    assert raisedcue.shows_raised_digit(_power_page(True), "We tested 216 settings") is True
    assert raisedcue.shows_raised_digit(_power_page(False), "We tested 216 settings") is False

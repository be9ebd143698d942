"""speed46 (issue 25, extraction speed, structural pass): work saved on every page.

A page without a fallback-font glyph line builds no line rows for the glyph splicer
(:func:`~tapyre_paper_search.pdf.glyphsplice.spliced`: one look at each line's text
first), and a line whose spans are all in one type (PyMuPDF's word spaces as spans of
their own) is read as one span (:mod:`~tapyre_paper_search.pdf.onetype`).  The spies
count the work saved (each fails on main d075cbc2); the controls show the answers are
those of the span-by-span readers.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import blocks, glyphrows, glyphsplice, linenames, lines
from tapyre_paper_search.pdf.linenames import SEPARATOR
from tapyre_paper_search.pdf.pageread import read_front_pages
from textspans import text_span

# Spies on the line, block and names-text readers' own lookups: in a compiled build
# (mypyc, TAPYRE_COMPILE=1) their compiled callers bind them early and never see the
# patch (review146; linenames since it joined the compiled list, tidy56).
_SPY_SEEN = not any(
    m.__file__.endswith((".so", ".pyd")) for m in (lines, blocks, linenames) if m.__file__
)
_needs_pure = pytest.mark.skipif(not _SPY_SEEN, reason="spy on a compiled module's function")


def _span(
    text: str, x0: float, x1: float, *, size: float = 12.0, flags: int = 4, font: str = "Tiro"
) -> dict[str, Any]:
    return text_span(text, x0, x1, 90, 104, size=size, font=font, flags=flags)


def _words(*placed: tuple[str, float, float], **style: Any) -> list[dict[str, Any]]:
    return [_span(text, x0, x1, **style) for text, x0, x1 in placed]


def _page(*rows: list[dict[str, Any]]) -> dict[str, Any]:
    lines_ = [
        {"spans": spans, "dir": (1.0, 0.0), "bbox": (spans[0]["bbox"][0], 90 + 20 * i, 300, 104)}
        for i, spans in enumerate(rows)
    ]
    return {"width": 600.0, "height": 800.0, "blocks": [{"type": 0, "number": 0, "lines": lines_}]}


_TITLE = _words(
    ("Successful", 100.0, 168.7), (" ", 168.7, 173.9), ("establishment", 173.9, 268.2),
    (" ", 268.2, 273.4), ("of", 273.4, 286.1),
)  # fmt: skip


def _counted(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[int]:
    calls: list[int] = []
    real = getattr(module, name)

    def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, spy)
    return calls


def _span_by_span(
    monkeypatch: pytest.MonkeyPatch, page: dict[str, Any], words: Any = None
) -> list[tuple[Any, ...]]:
    """The page's lines read span by span (the one-type reading turned off), every field."""
    with monkeypatch.context() as patch:
        patch.setattr(lines, "one_type", lambda spans: None)
        return [dataclasses.astuple(line) for line in lines.page_lines(page, 0, words).lines]


@_needs_pure
def test_line_in_one_type_reads_no_span_by_span_names(monkeypatch: pytest.MonkeyPatch) -> None:
    """A title line of words and PyMuPDF's word-space spans, all in one font, size and
    weight, is read as one span: the names text is not built span by span (base: once),
    and the line is the one the span-by-span readers give."""
    page = _page(_TITLE)
    expected = _span_by_span(monkeypatch, page)
    calls = _counted(monkeypatch, lines, "names_text")
    got = [dataclasses.astuple(line) for line in lines.page_lines(page).lines]
    assert calls == []
    assert got == expected
    assert lines.page_lines(page).lines[0].text == "Successful establishment of"


@_needs_pure
def test_line_in_one_type_with_words_reads_as_span_by_span(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Control: with the page's words (names set apart by wide gaps are looked for), a
    line in one type reads as the span-by-span readers read it."""
    words = {(0, 0): [(100.0, 168.7, "Successful"), (173.9, 268.2, "establishment")]}
    page = _page(_TITLE[:3])
    assert [dataclasses.astuple(x) for x in lines.page_lines(page, 0, words).lines] == (
        _span_by_span(monkeypatch, page, words)
    )


@_needs_pure
def test_control_names_apart_over_a_wide_space_keep_their_separator(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Control: two names drawn apart with a space span over the gap, in one type, are
    read span by span (the separator between them stays)."""
    page = _page(_words(("Jane Doe", 100.0, 140.0), (" ", 140.0, 160.0), ("John Smith", 160, 200)))
    calls = _counted(monkeypatch, lines, "names_text")
    line = lines.page_lines(page).lines[0]
    assert calls == [1]
    assert line.names == f"Jane Doe{SEPARATOR}John Smith"


@_needs_pure
@pytest.mark.parametrize(
    "spans",
    [
        # a raised footnote mark after a name
        [_span("Jane Doe", 100, 140), _span("1", 140, 144, size=8.0, flags=5)],
        # an italic word
        [_span("Results in", 100, 150), _span(" vivo", 150, 170, flags=6, font="Tiro-It")],
        # a gap wider than a word space between two runs (no space span over it)
        _words(("Jane Doe", 100.0, 140.0), ("John Smith", 150.0, 200.0)),
        # a math letter alone a word space from its word
        _words(("receptor-", 100.0, 140.0), ("α", 143.0, 150.0)),
    ],
)
def test_control_lines_in_more_than_one_type_or_apart_read_as_before(
    monkeypatch: pytest.MonkeyPatch, spans: list[dict[str, Any]]
) -> None:
    """Control: a line with a mark, another font, a wide gap or a math letter set apart
    is read span by span, and reads as before."""
    page = _page(spans)
    expected = _span_by_span(monkeypatch, page)
    calls = _counted(monkeypatch, lines, "names_text")
    assert [dataclasses.astuple(x) for x in lines.page_lines(page).lines] == expected
    assert calls == [1]


@_needs_pure
def test_control_wide_gap_reading_is_still_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """Control: the one-type check asks the names text's own gap test for a space span
    over a wide gap (two runs that are no names stay one line of text)."""
    asked = _counted(monkeypatch, linenames, "_names_apart")
    page = _page(_words(("Results", 100.0, 140.0), (" ", 140.0, 160.0), ("table", 160, 190)))
    assert lines.page_lines(page).lines[0].names == "Results table"
    assert asked


def test_page_without_glyph_lines_builds_no_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """A page whose lines are all ASCII (no line can be a fallback font's glyphs) gives
    its dict back without building a row (a box) for each line (base: one a line)."""
    boxes = _counted(monkeypatch, glyphsplice, "union")
    page = _page(_TITLE, _words(("A second line", 100.0, 180.0)), [_span("(1)", 500, 520)])
    assert glyphsplice.spliced(page, dict) is page
    assert boxes == []


def test_control_short_non_ascii_line_still_builds_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Control: a page with a short line of non-ASCII characters (a fallback glyph may be
    there) builds its rows as before (in :mod:`~.glyphrows` since speed55: the glyph
    line's and the title's beside it)."""
    boxes = _counted(monkeypatch, glyphrows, "union")
    page = _page(_TITLE, [_span("β", 300, 306, font="Fallback")])
    glyphsplice.spliced(page, dict)
    assert len(boxes) == 2


def test_written_page_reads_its_title_and_glyph(tmp_path: Path) -> None:
    """Control on a written page: a title in one type and a fallback glyph spliced into
    its line read as before (glyphs49's reading)."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 80), "Successful establishment of marrow cultures", fontsize=17)
    page.insert_font(fontname="fb", fontbuffer=pymupdf.Font("cjk").buffer)
    head = "An integrin "
    page.insert_text((72, 120), head, fontname="tiro", fontsize=12)
    x = 72 + pymupdf.get_text_length(head, fontname="tiro", fontsize=12)
    glyph = pymupdf.Font("cjk").text_length("β", fontsize=12)
    page.insert_text((x + glyph, 120), "3 complex", fontname="tiro", fontsize=12)
    page.insert_text((x, 120), "β", fontname="fb", fontsize=12)
    doc.save(tmp_path / "t.pdf")
    texts = [line.text for line in read_front_pages(tmp_path / "t.pdf", 1)[0].lines]
    assert texts == ["Successful establishment of marrow cultures", "An integrin β3 complex"]


def _block_rows(page: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [
        (b.box, b.chars, b.math_chars, [dataclasses.astuple(line) for line in b.lines])
        for b in blocks.text_blocks(page)
    ]


@_needs_pure
def test_block_line_in_one_type_read_as_one_span(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's text blocks read a line in one type in its one-span form (base: span
    by span, the one-span reader never called for a line of several spans), with the
    same text, size, weight and counts as span by span."""
    page = _page(_TITLE, _words(("x ∑ y", 100.0, 130.0), (" ", 130, 133), ("z", 133, 140)))
    with monkeypatch.context() as patch:
        patch.setattr(blocks, "as_one_span", lambda spans: None)
        expected = _block_rows(page)
    one_span = _counted(monkeypatch, blocks, "_one_span_line")
    assert _block_rows(page) == expected
    assert len(one_span) == 2
    assert blocks.text_blocks(page)[0].lines[0].text == "Successful establishment of"


@_needs_pure
def test_control_block_line_in_two_types_read_span_by_span(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Control: a line with a bold lead in another font is read span by span (its size
    and weight from the spans' sums)."""
    bold = _span("Methods.", 100, 150, flags=20, font="Tiro-Bold")
    page = _page([bold, _span(" We read the pages.", 150, 260)])
    one_span = _counted(monkeypatch, blocks, "_one_span_line")
    line = blocks.text_blocks(page)[0].lines[0]
    assert one_span == []
    assert (line.text, line.bold) == ("Methods. We read the pages.", False)

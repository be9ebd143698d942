"""speed58a (issue 25, extraction speed of the front pages): the same lines with less work.

* :func:`~tapyre_paper_search.pdf.spantype.as_one_span` (every line of two spans or
  more, read by both the block and the line reader of a front page) reads a span's keys
  by subscript; a span without one of them reads the line again with the keys'
  defaults (:func:`~tapyre_paper_search.pdf.spantype._as_one_span_with_defaults`), so
  the answer is the one the base's ``dict.get`` reading gave.
* :func:`~tapyre_paper_search.pdf.onetype.one_type` asks the gap after a space span
  before calling :func:`~tapyre_paper_search.pdf.linenames._names_apart` (which asks it
  first and answers no where it is a word space); the base called it for every space
  span between two others.
* :func:`~tapyre_paper_search.pdf.accentbelow.marks_below` and
  ``justified._box``: a loop instead of ``any`` over a generator, a box's four floats
  without a generator.

The spies fail on the base (the work they count was done there, or the fallback did not
exist); the controls read real PDFs built here and hand-made lines at each rule's edge.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import (
    accentbelow,
    blocks,
    justified,
    linenames,
    lines,
    onetype,
    spantype,
)
from tapyre_paper_search.pdf.linenames import SEPARATOR, WIDE_GAP_EMS
from tapyre_paper_search.pdf.pageread import flags, read_front_pages
from test_speed46 import _counted
from textspans import text_span

# A spy sees a module's lookups only in the pure build (a compiled caller binds early).
_SPY_SEEN = not any(
    m.__file__.endswith((".so", ".pyd")) for m in (lines, onetype, spantype) if m.__file__
)
_needs_pure = pytest.mark.skipif(not _SPY_SEEN, reason="spy on a compiled module's function")


def _span(text: str, x0: float, x1: float, **style: Any) -> dict[str, Any]:
    return {**text_span(text, x0, x1, 90, 104, size=12.0, font="Tiro", flags=4), **style}


def _reference(spans: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The base's reading of a line's one type, every key by ``dict.get`` (round 46)."""
    if len(spans) < 2:
        return None
    first = spans[0]
    font, size, flags = first.get("font", ""), first.get("size", 0.0), first.get("flags", 0)
    for span in spans:
        if (
            span.get("font", "") != font
            or span.get("size", 0.0) != size
            or span.get("flags", 0) != flags
        ):
            return None
    text = "".join([span.get("text", "") for span in spans])
    return {"text": text, "font": font, "size": size, "flags": flags}


def _title(gap: float = 3.0) -> list[dict[str, Any]]:
    """A title line as PyMuPDF gives LaTeX's: words and word-space spans in one type;
    ``gap``: the width of the space spans."""
    out, x = [], 100.0
    for k, word in enumerate(["Successful", "establishment", "of", "tissue"]):
        if k:
            out.append(_span(" ", x, x + gap))
            x += gap
        width = 7.0 * len(word)
        out.append(_span(word, x, x + width))
        x += width
    return out


def _page(*rows: list[dict[str, Any]]) -> dict[str, Any]:
    made = [
        {"spans": spans, "dir": (1.0, 0.0), "bbox": (spans[0]["bbox"][0], 90 + 20 * i, 400, 104)}
        for i, spans in enumerate(rows)
    ]
    return {"width": 600.0, "height": 800.0, "blocks": [{"type": 0, "number": 0, "lines": made}]}


@_needs_pure
def test_one_type_read_by_subscript(monkeypatch: pytest.MonkeyPatch) -> None:
    """Spans that hold every key are read once, by subscript: the reading with defaults
    is not asked (base: it does not exist), and the span is the texts joined in the
    first span's type."""
    calls = _counted(monkeypatch, spantype, "_as_one_span_with_defaults")
    one = spantype.as_one_span(_title())
    assert calls == []
    assert one == {
        "text": "Successful establishment of tissue",
        "font": "Tiro",
        "size": 12.0,
        "flags": 4,
    }


@pytest.mark.parametrize("missing", ["font", "size", "flags", "text"])
@pytest.mark.parametrize("where", [0, 3])
def test_control_span_without_a_key_reads_as_its_default(missing: str, where: int) -> None:
    """Control: a span without one of the keys (first span or a later one) gives what the
    ``dict.get`` reading gives: its default stands for it (a missing text is "", a
    missing font, size or flags another type where the others have one)."""
    spans = _title()
    del spans[where][missing]
    assert spantype.as_one_span(spans) == _reference(spans)
    if missing == "text":
        assert spantype.as_one_span(spans) is not None
    else:
        assert spantype.as_one_span(spans) is None


def test_control_another_type_or_one_span_gives_none() -> None:
    """Control: a span in another size, weight or font, or a line of one span, gives no
    one span."""
    for key, value in (("size", 11.9), ("flags", 20), ("font", "Tiro-Bold")):
        spans = _title()
        spans[4][key] = value
        assert spantype.as_one_span(spans) is None
    assert spantype.as_one_span(_title()[:1]) is None


@_needs_pure
def test_word_spaces_ask_no_names_test(monkeypatch: pytest.MonkeyPatch) -> None:
    """A title's word-space spans fill gaps of a word space: ``_names_apart`` is not asked
    of any of them (base: once a space span between two others, three here), and the
    line is still read in one type."""
    calls = _counted(monkeypatch, linenames, "_names_apart")
    one = onetype.one_type(_title())
    assert calls == []
    assert one is not None and one["text"] == "Successful establishment of tissue"


@_needs_pure
def test_control_names_apart_over_a_wide_space_still_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Control: two names drawn apart with a space span over a gap wider than
    ``WIDE_GAP_EMS`` are still asked about (once) and read span by span: the separator
    between them stays."""
    spans = [
        _span("Jane Doe", 100.0, 140.0),
        _span(" ", 140.0, 160.0),
        _span("John Smith", 160, 200),
    ]
    calls = _counted(monkeypatch, linenames, "_names_apart")
    assert onetype.one_type(spans) is None
    assert calls == [1]
    assert lines.page_lines(_page(spans)).lines[0].names == f"Jane Doe{SEPARATOR}John Smith"


@_needs_pure
def test_gap_of_exactly_the_wide_ems_is_not_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """A space span over a gap of exactly ``WIDE_GAP_EMS`` of the size is a word gap: not
    asked about (base: asked, and answered no), and the line is read in one type."""
    edge = 140.0 + 12.0 * WIDE_GAP_EMS
    spans = [
        _span("Jane Doe", 100.0, 140.0),
        _span(" ", 140.0, edge),
        _span("John Smith", edge, 200),
    ]
    calls = _counted(monkeypatch, linenames, "_names_apart")
    assert onetype.one_type(spans) is not None
    assert calls == []


def test_marks_below_gives_a_line_without_one_as_given() -> None:
    """A line with no mark below a letter is given back as it is; a small comma under the
    letter before it is composed into it (control: "Bērzin" "," " š" -> "Bērziņ" "š")."""
    spans = _title()
    assert accentbelow.marks_below(spans) is spans
    marked = [
        _span("Bērzin", 100.0, 140.0, origin=(100.0, 101.0)),
        _span(",", 136.0, 139.0, size=7.0, origin=(136.0, 102.5)),
        _span(" š", 137.0, 150.0, origin=(137.0, 102.5)),
    ]
    got = accentbelow.marks_below(marked)
    assert got is not marked
    assert "".join(s["text"] for s in got) == "Bērziņš"


def test_piece_box_is_four_floats() -> None:
    """A piece's box is read as four floats (from integers too); a line without one is
    the zero box."""
    assert justified._box({"bbox": (1, 2, 3, 4)}) == (1.0, 2.0, 3.0, 4.0)
    assert all(isinstance(v, float) for v in justified._box({"bbox": (1, 2, 3, 4)}))
    assert justified._box({}) == (0.0, 0.0, 0.0, 0.0)


def _pdf(tmp_path: Any) -> Any:
    """A front page drawn with PyMuPDF: a title, a byline of two names set far apart, an
    abstract heading and a paragraph whose words change font (one span a word)."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 100), "Successful establishment of tissue cultures", fontsize=18)
    page.insert_text((72, 140), "Jane Doe", fontsize=11, fontname="helv")
    page.insert_text((260, 140), "John Smith", fontsize=11, fontname="helv")
    page.insert_text((72, 180), "Abstract", fontsize=11, fontname="hebo")
    for row in range(4):
        x = 72.0
        for word, font in [("We", "helv"), ("grew", "tiro"), ("the", "helv"), ("cells", "cour")]:
            page.insert_text((x, 200 + 14 * row), word, fontsize=10, fontname=font)
            x += pymupdf.get_text_length(word, fontname=font, fontsize=10) + 3
    path = tmp_path / "front.pdf"
    doc.save(path)
    return path


def test_control_real_front_page_reads_as_span_by_span(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Control: a drawn front page's lines are those read with the base's ``dict.get``
    reading of a line's one type (in the block and the line reader)."""
    path = _pdf(tmp_path)
    got = [dataclasses.astuple(x) for x in read_front_pages(path, 1)[0].lines]
    with monkeypatch.context() as patch:
        patch.setattr(onetype, "as_one_span", _reference)
        patch.setattr(blocks, "as_one_span", _reference)
        slow = [dataclasses.astuple(x) for x in read_front_pages(path, 1)[0].lines]
    assert got == slow
    texts = [x.text for x in read_front_pages(path, 1)[0].lines]
    assert texts[0] == "Successful establishment of tissue cultures"
    assert "We grew the cells" in texts
    doc = pymupdf.open(path)
    data = doc[0].get_textpage(flags=flags()).extractDICT()
    multi = [ln["spans"] for b in data["blocks"] for ln in b["lines"] if len(ln["spans"]) > 1]
    assert multi and all(spantype.as_one_span(s) is None for s in multi)  # fonts change

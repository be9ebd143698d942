"""speed53: a body page's raw dict read only where it changes the page; cheaper text tests.

A page read from its block or word list whose text may hold a raised exponent set
flat ("10-12", "m2") or a fallback font's glyph line was read again from its raw dict
(a dictionary for every character), which was then thrown away on most such pages:
nothing was raised.  The page's dict (the same spans, boxes, sizes and baselines, the
characters joined) now tells first (:mod:`~tapyre_paper_search.pdf.mendcheck`).  The
text tests asked of every such page are cheaper with the same answers: the
flattened-exponent pattern opens with a lookahead of the characters its matches start
with (``exponents.FLATTENED_STARTS``), and a glyph line's test answers an all-ASCII
text at once (``glyphsplice._glyph_text``).  A line's raised-exponent scan reads no
span text where no span is set raised beside the one before it.  Pages drawn with
PyMuPDF.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import exponents, extract_pdf, glyphsplice, linenumbers, raisedexp
from tapyre_paper_search.pdf.pageread import flags
from test_glyphs49 import _page as _glyph_page
from test_glyphs51_exponents import _FILLER, _SIZE, _line
from test_glyphs51_exponents import _paper as _raised_paper
from test_speed45 import _PARSER, _first_chars

_FLAT = "Pages 10-12 of the report list 25 m2 plots, with 6 mL and Section 3 (2019)."


@pytest.fixture
def raw_reads(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """One entry for each ``TextPage.extractRAWDICT`` call."""
    calls: list[int] = []
    original = pymupdf.TextPage.extractRAWDICT

    def counted(self: pymupdf.TextPage, *args: object, **kwargs: object) -> object:
        calls.append(1)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(pymupdf.TextPage, "extractRAWDICT", counted)
    yield calls


def _flat_paper(path: Path) -> Path:
    """A title page with an abstract, then body pages, the third with a line the
    flattened-exponent pattern matches though nothing on it is raised."""
    doc = pymupdf.open()
    for number in range(4):
        page = doc.new_page()
        y = 80.0
        if number == 0:
            page.insert_text((72, y), "Growth of Street Trees", fontname="tibo", fontsize=16)
            page.insert_text((72, y + 25), "Jane Smith and Bob Lee", fontname="tiro", fontsize=10)
            page.insert_text((72, y + 50), "Abstract", fontname="tibo", fontsize=11)
            y += 70
        for _ in range(8):
            page.insert_text((72, y), _FILLER, fontname="tiro", fontsize=_SIZE)
            y += 13
        if number == 2:
            _line(page, y, [(_FLAT, "t")])
    doc.save(path)
    return path


def test_a_body_page_with_nothing_raised_reads_no_raw_dict(
    tmp_path: Path, raw_reads: list[int]
) -> None:
    path = _flat_paper(tmp_path / "flat.pdf")
    assert exponents.may_hold_flattened(_FLAT)
    raw_reads.clear()
    record = extract_pdf(path)
    assert _FLAT in record.pages[2].text
    assert record.title == "Growth of Street Trees"
    assert raw_reads == []  # base: the raw dict of page 3 read, then thrown away


def test_control_a_body_page_with_raised_powers_is_read_from_its_raw_dict(
    tmp_path: Path, raw_reads: list[int]
) -> None:
    path = _raised_paper(tmp_path / "raised.pdf")
    raw_reads.clear()
    text = extract_pdf(path).pages[2].text
    assert "About 10^5 cells per m^2 at 3.2 × 10^-3 M were seen." in text
    assert "Rate 5 s^-1 and Ca^2+ ions were low." in text
    assert "As Smith1,2 showed" in text  # a footnote mark stays as it was
    assert raw_reads == []  # speed59a: marked in the page's dict (dictmend), no raw dict


def test_the_dict_tells_a_glyph_line_as_the_raw_dict_does(tmp_path: Path) -> None:
    glyph = _glyph_page(
        tmp_path / "g.pdf",
        [("An integrin ", "t"), ("β", "f"), ("3 complex drives tumour stemness", "t")],
    )
    plain = _glyph_page(tmp_path / "p.pdf", [("An integrin 3 complex drives stemness", "t")])
    for path, found in ((glyph, True), (plain, False)):
        with pymupdf.open(path) as doc:
            textpage = doc[0].get_textpage(flags=flags())
            raw = textpage.extractRAWDICT()
            assert glyphsplice.has_glyph_line(textpage.extractDICT()) is found
            assert (glyphsplice.spliced_raw(raw) is not raw) is found


def test_has_raised_answers_as_marking_does_and_changes_nothing(tmp_path: Path) -> None:
    raised = _raised_paper(tmp_path / "raised.pdf")
    flat = _flat_paper(tmp_path / "flat.pdf")
    for path, found in ((raised, True), (flat, False)):
        with pymupdf.open(path) as doc:
            textpage = doc[2].get_textpage(flags=flags())
            data = textpage.extractDICT()
            kept = copy.deepcopy(data)
            assert raisedexp.has_raised(data) is found
            assert data == kept
            assert raisedexp.marked_raw(textpage.extractRAWDICT()) is found


def test_flattened_pattern_starts_with_its_lookahead_characters() -> None:
    """Every match of the flattened-exponent pattern starts with a character of its
    lookahead and none is empty: the lookahead changes no match."""
    assert exponents._FLATTENED.pattern == (
        f"(?={exponents.FLATTENED_STARTS})(?:{exponents.FLATTENED_SOURCE})"
    )
    found, empty = _first_chars(_PARSER.parse(exponents.FLATTENED_SOURCE, 0))
    starts = _first_chars(_PARSER.parse(exponents.FLATTENED_STARTS, 0))[0]
    assert found is not None and starts is not None and not empty
    assert found <= starts


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("About ×105 cells", True),
        ("pages 10-12", True),
        ("25 m2 plots", True),
        ("Ca2+ ions", True),
        ("‖θ‖2 norm", True),
        ("σ2 of the fit", True),
        ("in 1998 and 100 more", False),
        ("Smith and Lee, Table 1", False),
    ],
)
def test_control_flattened_exponents_found_as_before(text: str, held: bool) -> None:
    assert exponents.may_hold_flattened(text) is held
    assert bool(exponents._FLATTENED.search(text)) is held


def _glyph_text_before(text: str) -> bool:
    """glyphs49's test, written out: a few characters, spaces aside, none ASCII."""
    count = sum(1 for ch in text if not ch.isspace())
    return 0 < count <= 3 and all(ord(ch) > 127 for ch in text if not ch.isspace())


def test_control_glyph_text_answers_as_before_on_every_character() -> None:
    for code in range(0x20000):
        ch = chr(code)
        for text in (ch, f" {ch} ", ch * 3, ch * 4, f"a{ch}", f"β{ch}"):
            assert glyphsplice._glyph_text(text) is _glyph_text_before(text), hex(code)
    assert glyphsplice.may_hold_glyph_line("plain text\nβ\nmore")
    assert not glyphsplice.may_hold_glyph_line("plain text\nβ3\nmore")


def _span(text: str, size: float, x0: float, base: float) -> dict[str, object]:
    width = 0.5 * size * len(text)
    return {
        "text": text,
        "size": size,
        "origin": (x0, base),
        "bbox": (x0, base - size, x0 + width, base + 0.2 * size),
    }


def test_a_line_in_one_size_has_no_span_text_read_for_raised_type() -> None:
    spans = [_span("Plain ", 10.0, 72, 100), _span("words ", 10.0, 102, 100)]
    spans.append(_span("in one size.", 10.0, 132, 100))
    read: list[str] = []

    def text_of(span: dict[str, object]) -> str:
        read.append(str(span["text"]))
        return str(span["text"])

    data = {"blocks": [{"lines": [{"dir": (1.0, 0.0), "spans": spans}]}]}
    assert not raisedexp._mark(data, text_of, lambda span: None, lambda span: None)
    assert read == []  # base: every span's text read


def test_control_a_raised_power_beside_its_base_is_still_marked() -> None:
    spans = [_span("About 10", 10.0, 72, 100), _span("5", 7.0, 112, 96.5)]
    spans.append(_span(" cells", 10.0, 116, 100))
    data = {"blocks": [{"lines": [{"dir": (1.0, 0.0), "spans": spans}]}]}
    assert raisedexp.marked(data) is data
    assert [s["text"] for s in spans] == ["About 10", "^5", " cells"]


def test_glyph_rows_read_each_span_text_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _glyph_page(
        tmp_path / "g.pdf",
        [("An integrin ", "t"), ("β", "f"), ("3 complex drives tumour stemness", "t")],
    )
    with pymupdf.open(path) as doc:
        data = doc[0].get_textpage(flags=flags()).extractDICT()
    spans = sum(len(line["spans"]) for block in data["blocks"] for line in block["lines"])
    calls: list[int] = []
    original = glyphsplice._text

    def counted(span: dict[str, object]) -> str:
        calls.append(1)
        return original(span)

    monkeypatch.setattr(glyphsplice, "_text", counted)
    assert glyphsplice._candidates(data)
    # at most once for the glyph test (up to its line) and once for the rows; base 8 of 3
    assert len(calls) <= 2 * spans, (len(calls), spans)


# A spy on the builtin ``round`` as linenumbers looks it up: compiled (mypyc,
# TAPYRE_COMPILE=1), linenumbers calls the builtin directly and never sees the patch
# (tidy56; review146's early binding).
@pytest.mark.skipif(
    linenumbers.__file__ is not None and linenumbers.__file__.endswith((".so", ".pyd")),
    reason="spy on a compiled module's function",
)
def test_main_size_rounds_each_size_once(monkeypatch: pytest.MonkeyPatch) -> None:
    spans = [{"size": 9.96, "text": "word " * 3}] * 30 + [{"size": 8.04, "text": "12"}] * 20
    spans += [{"size": 10.04, "text": "more text"}] * 5
    blocks = [{"lines": [{"spans": spans[i : i + 5]} for i in range(0, len(spans), 5)]}]
    rounds: list[float] = []

    def counted(value: float, digits: int) -> float:
        rounds.append(value)
        return round(value, digits)

    monkeypatch.setattr(linenumbers, "round", counted, raising=False)
    assert linenumbers._main_size(blocks) == 10.0  # 9.96 and 10.04: one size, 495 chars
    assert len(rounds) == 3  # base: one a span (55)

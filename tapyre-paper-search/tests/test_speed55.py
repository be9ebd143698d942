"""speed55 (issue 25, extraction speed): the same answers with less work a page.

* :func:`~tapyre_paper_search.pdf.exponents.may_hold_flattened` searches with a pattern
  that opens with a character class (``exponents._FLATTENED_AT``: a digit, a sign, "×",
  "x"-"z", a bracket or norm, a Greek or mathematical letter), which ``re`` skips to at C
  speed, instead of the lookahead-opened pattern entered at every position; it finds a
  match in a text exactly where the source pattern does (every string of up to three
  characters over the pattern's edges, and lines of real reports).
* :func:`~tapyre_paper_search.pdf.glyphsplice.spliced` builds the rows of a page with a
  glyph line's text (a bullet, a footnote mark, a sum's limit) only for the glyph lines
  and the lines whose spans' boxes may stand beside one
  (:func:`~tapyre_paper_search.pdf.glyphrows.glyph_rows`); the base built a row, reading
  each span's text again, for every line of such a page.
* :func:`~tapyre_paper_search.pdf.raisedcue.shows_raised_digit`'s number search opens
  with the digit (a lookbehind over the two), not a lookbehind: the same texts match.
* :func:`~tapyre_paper_search.pdf.mathspace.spaced` asks nothing of the span pairs of an
  all-ASCII line with no operator spanned with a space (no side of a font change is
  another font's letter or symbol: no space goes in); the base asked each pair.

Each spy test fails on the base (the work it counts was done there); the controls check
the answers on real PDFs built here.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import exponents, extract_pdf, glyphsplice, mathspace, raisedcue
from tapyre_paper_search.pdf.pageread import flags, read_front_pages
from test_glyphs49 import _fallback
from test_glyphs49 import _page as _glyph_page
from test_glyphs51_exponents import _paper as _raised_paper
from test_speed46 import _counted
from textspans import text_span

# The source pattern (what each alternative matches), searched as it is written.
_SOURCE = re.compile(exponents.FLATTENED_SOURCE)
# Characters at the edges of the alternatives: digits (ASCII and other), signs, the
# times sign, units, small and capital letters, brackets and norms, Greek and math
# letters, a line break, a letter outside ASCII.
_EDGES = "10259x×yz -−–·mkolLsnaC+)‖σ𝜎.,b_\nµé٣ij"


class _Unsearched:
    """A pattern that fails the test when searched."""

    pattern = exponents._FLATTENED.pattern

    def search(self, text: str) -> None:
        raise AssertionError("the lookahead-opened pattern was searched")


def test_flattened_search_opens_with_a_character_class(monkeypatch: pytest.MonkeyPatch) -> None:
    """The page text is not searched with the lookahead-opened pattern (the base did:
    ``re`` enters it at every position); the pattern searched opens with a class."""
    monkeypatch.setattr(exponents, "_FLATTENED", _Unsearched())
    assert exponents.may_hold_flattened("About ×105 cells and 25 m2 plots")
    assert not exponents.may_hold_flattened("in 1998 and 100 more")
    opening = exponents._FLATTENED_AT.pattern
    assert opening.startswith("[") and not opening.startswith("(?")


def test_control_flattened_search_as_the_source_on_every_short_string() -> None:
    """Every string of up to three edge characters: a match where the source pattern
    finds one, none where it finds none."""
    tried = held = 0
    for n in (1, 2, 3):
        for chars in itertools.product(_EDGES, repeat=n):
            text = "".join(chars)
            found = bool(_SOURCE.search(text))
            assert exponents.may_hold_flattened(text) is found, text
            tried += 1
            held += found
    assert tried > 40000 and held > 500


@pytest.mark.parametrize(
    "text",
    [
        "a mass of 3 kg2 and 4 µm-2, 2 mol-1 in 5 mL3",
        "pages 10-12, 103-110 and 101 (page 105)",
        "×105, x 10-3, x10·5, Table 12 and 19983",
        "Ca2+, Mg+, Fe3− and CO2+ ions; ‖θ‖2 and (x)5",
        "σ2 but ασ2, 𝜎2, 2n, xn, yt in a zi; b12, c123, v1.",
        "ends in 10",
        "",
    ],
)
def test_control_flattened_search_on_report_lines(text: str) -> None:
    """Control: lines of each alternative's kind, and each line's words one by one."""
    for piece in [text, *text.split(), *text.split(", ")]:
        assert exponents.may_hold_flattened(piece) is bool(_SOURCE.search(piece)), piece


def test_control_flattened_powers_still_marked_on_a_body_page(tmp_path: Path) -> None:
    """Control: a body page with raised powers (test_glyphs51's paper) still reads them
    with carets (the search tells the page is worth its raw dict)."""
    text = extract_pdf(_raised_paper(tmp_path / "raised.pdf")).pages[2].text
    assert "About 10^5 cells per m^2 at 3.2 × 10^-3 M were seen." in text
    assert "Rate 5 s^-1 and Ca^2+ ions were low." in text


_BODY = "Street trees were counted along each of the twelve routes in the spring."


def _bullet_page(path: Path) -> Path:
    """A title, body lines, and a bullet from a fallback font set well apart from its
    item below them."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_font(fontname="fb", fontbuffer=_fallback().buffer)
    page.insert_text((72, 80), "Growth of Street Trees", fontname="tibo", fontsize=16)
    for k in range(12):
        page.insert_text((72, 120 + 14 * k), _BODY, fontname="tiro", fontsize=12)
    page.insert_text((72, 320), "\u2022", fontname="fb", fontsize=12)
    page.insert_text((96, 320), "Trees in twelve routes were counted", fontname="tiro", fontsize=12)
    doc.save(path)
    return path


def _page_dict(path: Path) -> dict[str, object]:
    with pymupdf.open(path) as doc:
        data: dict[str, object] = doc[0].get_textpage(flags=flags()).extractDICT()
    return data


def test_rows_built_only_beside_a_glyph_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bullet on its own line (a glyph line's text) far from its item: the spans'
    texts are read once to find it, then only its own (the base read every line's
    again to build its row)."""
    data = _page_dict(_bullet_page(tmp_path / "b.pdf"))
    blocks = data["blocks"]
    assert isinstance(blocks, list)
    spans = sum(len(line["spans"]) for block in blocks for line in block.get("lines", ()))
    calls = _counted(monkeypatch, glyphsplice, "_text")
    assert glyphsplice._candidates(data) == []
    assert spans >= 14
    assert len(calls) <= spans + 2, (len(calls), spans)


def test_control_bullet_page_reads_as_before(tmp_path: Path) -> None:
    """Control: the bullet page's lines read as PyMuPDF sets them, nothing spliced."""
    path = _bullet_page(tmp_path / "b.pdf")
    assert glyphsplice.spliced(_page_dict(path), dict) is not None
    texts = [line.text for line in read_front_pages(path, 1)[0].lines]
    assert texts[0] == "Growth of Street Trees"
    assert any(text.endswith("Trees in twelve routes were counted") for text in texts)
    assert sum(text == _BODY for text in texts) == 12


def test_control_glyph_still_spliced_beside_body_lines(tmp_path: Path) -> None:
    """Control: a fallback "β" in its line's gap is still found and put back (glyphs49's
    page, a body line below it)."""
    path = _glyph_page(
        tmp_path / "g.pdf",
        [("An integrin ", "t"), ("β", "f"), ("3 complex drives tumour stemness", "t")],
    )
    assert glyphsplice._candidates(_page_dict(path))
    texts = [line.text for line in read_front_pages(path, 1)[0].lines]
    assert "An integrin β3 complex drives tumour stemness" in texts


def _fonts_line_dict() -> dict[str, object]:
    """The dict of a page with one line of six ASCII words, each in another font than the
    one before it."""
    doc = pymupdf.open()
    page = doc.new_page()
    x = 50.0
    for word, font in [("each", "helv"), ("sample", "tiro"), ("x", "cour"), ("was", "helv")]:
        page.insert_text((x, 100), word, fontsize=11, fontname=font)
        x += pymupdf.get_text_length(word, fontname=font, fontsize=11) + 3
    data: dict[str, object] = page.get_textpage(flags=flags()).extractDICT()
    return data


def test_ascii_line_asks_no_span_pair(monkeypatch: pytest.MonkeyPatch) -> None:
    """Four ASCII words in turn of three fonts: no pair is asked whether it stands apart
    (the base asked each of the three)."""
    data = _fonts_line_dict()
    before = repr(data)
    asked = _counted(monkeypatch, mathspace, "_apart_texts")
    assert mathspace.spaced(data) is data
    assert repr(data) == before
    assert asked == []


def _span(text: str, font: str, x0: float, x1: float) -> dict[str, object]:
    return text_span(text, x0, x1, 244.5, 252.5, size=9.0, font=font)


def test_control_ascii_operator_spaced_on_one_side_still_spaced() -> None:
    """Control: an ASCII "+" MuPDF spaced on one side inside its span, its letter 1.7 pt
    (0.19 em) off on the other, is still spaced there (glyphs53's rule); a tight one
    is not."""
    for gap, read in ((1.7, "x + y"), (0.5, "x +y")):
        spans = [_span("x", "cmmi", 229.2, 236.7), _span(" +", "cmr", 236.7, 244.2)]
        spans.append(_span("y", "cmmi", 244.2 + gap, 250.0 + gap))
        data = {"blocks": [{"type": 0, "lines": [{"spans": spans}]}]}
        line = mathspace.spaced(data)["blocks"][0]["lines"][0]["spans"]
        assert "".join(str(s["text"]) for s in line) == read


# glyphs53's number a lone digit's power flattens into, as it was written.
_FLAT_POWER_BEFORE = re.compile(r"(?<![\w.,\-\u2013])[2-9]\d{1,2}(?![\w%\-\u2013]|[.,]\d)")


def test_flat_power_search_opens_with_the_digit() -> None:
    """The pattern opens with the class of its first digit (what lets ``re`` skip), and
    answers as the lookbehind-opened one on every string of up to four edge
    characters."""
    assert raisedcue._FLAT_POWER.pattern.startswith("[2-9]")
    tried = 0
    for n in (1, 2, 3, 4):
        for chars in itertools.product("0129a .,-\u2013%_\n\u0663", repeat=n):
            text = "".join(chars)
            found = bool(_FLAT_POWER_BEFORE.search(text))
            assert bool(raisedcue._FLAT_POWER.search(text)) is found, text
            tried += 1
    assert tried > 10000

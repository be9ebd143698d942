"""speed54 (issue 25, extraction speed): the same answers with less work a page.

* :meth:`~tapyre_paper_search.pdf.shortcmap.ShortMaps.on_page` scans a page's text once
  for the characters a font's gaps can show as (:func:`~.shortcmap.fallbacks`), not once
  for each such character of each of the page's fonts.
* :class:`~tapyre_paper_search.pdf.texpage.MendedPage` splits its words with no call a
  printable ASCII character (most of them): such a character never ends a word nor turns
  the direction, so the word goes on at once.
* :func:`~tapyre_paper_search.pdf.mathspace.may_lack_space` searches from the Greek or
  math letter (the pattern opens with its class, which the search skips to at C speed)
  and finds what the two-way pattern found (checked on every string of up to three
  characters over the classes' edges).
* setup.py's ``COMPILED`` lists ``mendcheck`` and ``spanfields`` (mypyc compiled both
  here; test_speed53_mend and the glyphs tests passed against that build).
* :func:`~tapyre_paper_search.pdf.mathspace.spaced_raw` reads each span's text of a raw
  line once (the base read it for each neighbour in another font, and again around an
  operator).

Each spy test fails on the base (the work it counts was done there); the controls check
the answers on real PDFs built here (PyMuPDF's own word and block lists) and against the
full reading of test_speed44.
"""

from __future__ import annotations

import itertools
import re
import runpy
from pathlib import Path
from typing import Any

import pymupdf
import pytest
from tapyre_paper_search.pdf import mathspace, shortcmap, texpage
from tapyre_paper_search.pdf.pageread import flags
from tapyre_paper_search.pdf.shortcmap import Gaps, ShortMaps
from tapyre_paper_search.pdf.texpage import MendedPage
from test_speed44 import _GREEK, _LOW, _Doc, _Page, _reference


class _Counted(str):
    """A page text that counts the ``in`` tests asked of it."""

    asked = 0

    def __contains__(self, key: object) -> bool:
        type(self).asked += 1
        return str.__contains__(self, key)  # type: ignore[operator]


_MANY = "[128 " + " ".join(f"/{name}" for name in ("alpha", "beta", "gamma", "delta") * 8) + "]"


def test_page_text_scanned_once_for_all_fonts() -> None:
    """Five fonts, each naming 32 codes from 128: the page text ("Café") is not asked
    for each of their characters (the base asked about 160 times)."""
    fonts = dict.fromkeys(range(5, 10), (_MANY, "[500]"))
    page = _Page([(x, f"Font{x}", f"F{x}") for x in fonts])
    _Counted.asked = 0
    assert ShortMaps().on_page(_Doc(fonts), page, _Counted("Café au lait")) == {}
    assert _Counted.asked <= 2


def test_fallbacks_are_the_latin1_and_replacement_characters() -> None:
    """The characters a gap can show as, each once: Latin-1 above U+007F and U+FFFD;
    a font's gaps shown in them exactly where they are shown in the text."""
    fallbacks = shortcmap.fallbacks
    assert fallbacks("Café \ufffd naïve É 𝑥 α é") == frozenset("éï\ufffdÉ")
    assert fallbacks("plain ASCII") == frozenset()
    gaps = Gaps({"\xc8": "α"}, ((0.5, "β"),))
    for text in ("\xc8", "x\ufffd", "é", ""):
        assert gaps.shown_in(fallbacks(text)) == gaps.shown(text)


def test_control_gaps_as_the_full_reading() -> None:
    """Control: fonts of many named high codes, pages that do and do not show them: the
    answer is the full reading's (test_speed44's ``_reference``)."""
    fonts = {5: _GREEK, 6: _LOW, 7: (_MANY, "[500]")}
    pages = [_Page([(5, "A+Helvetica", "F1"), (7, "Times", "F2")]), _Page([(6, "T", "F3")])]
    found = 0
    for page in pages:
        maps = ShortMaps()
        for text in ("Café", "\x80 and \xc8", "\ufffd", "plain", "\x9f", "naïve \xc9"):
            expected = _reference(_Doc(fonts), page, text)
            assert maps.on_page(_Doc(fonts), page, text) == expected
            found += bool(expected)
    assert found == 4


def _recorded(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[Any]:
    """The arguments ``module.name`` (a function of one argument) is called with from now
    on, in order; it still answers as before."""
    calls: list[Any] = []
    real = getattr(module, name)
    monkeypatch.setattr(module, name, lambda value: calls.append(value) or real(value))
    return calls


def _pdf(tmp_path: Path) -> Path:
    """A page of ASCII words, accented and spaced words, right-to-left script, a
    no-break space and a zero-width joiner."""
    doc = pymupdf.open()
    page = doc.new_page()
    lines = [
        "Plain words (with punctuation), numbers 12.5% and x=y+z; done!",
        "Caf\u00e9 na\u00efve \u00c5ngstr\u00f6m stra\u00dfe",
        "left \u05e9\u05dc\u05d5\u05dd right and a\u00a0b c\u200dd",
        "\u05d0\u05d1 tail",
    ]
    for k, line in enumerate(lines):
        page.insert_text((50, 80 + 20 * k), line, fontsize=11, fontname="helv")
    path = tmp_path / "words.pdf"
    doc.save(path)
    return path


def test_printable_ascii_needs_no_split_test(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The word splitter asks whether a character ends a word only of the characters
    outside printable ASCII and after right-to-left script (the base asked it of every
    character)."""
    asked = _recorded(monkeypatch, texpage, "_splits")
    with pymupdf.open(_pdf(tmp_path)) as doc:
        words = MendedPage(doc[0].get_textpage(flags=flags()), frozenset()).extractWORDS()
    assert len(words) > 20
    assert not any("!" <= text <= "~" and text != " " for text in asked[:20])
    assert len(asked) < 40


def test_control_words_and_blocks_as_pymupdf(tmp_path: Path) -> None:
    """Control: the word and block lists of the page read raw are PyMuPDF's own, words
    split at spaces, the no-break space and where right-to-left script starts or ends."""
    with pymupdf.open(_pdf(tmp_path)) as doc:
        textpage = doc[0].get_textpage(flags=flags())
        mended = MendedPage(textpage, frozenset())
        assert mended.extractWORDS() == textpage.extractWORDS()
        own: list[Any] = textpage.extractBLOCKS()
        assert mended.extractBLOCKS() == own


# The base's two-way pattern (glyphs52): a Greek or math letter after or before an
# ASCII letter.
_TWO_WAY = re.compile(
    "[\u0370-\u03ff\U0001d400-\U0001d7ff][A-Za-z]|[A-Za-z][\u0370-\u03ff\U0001d400-\U0001d7ff]"
)
# The edges of both classes and their neighbours, a line break, a space, a digit.
_EDGES = (
    "aAzZ@[`{1 \n\u036f\u0370\u03b1\u03ff\u0400\U0001d3ff\U0001d400\U0001d465\U0001d7ff\U0001d800é"
)


def test_glued_letter_pattern_opens_with_the_letter_class() -> None:
    """The pattern opens with the Greek and math class (what lets the search skip), and
    answers as the two-way pattern on every string of up to three edge characters."""
    assert mathspace._GLUED.pattern.startswith(f"[{mathspace.GLUED_LETTERS}]")
    tried = 0
    for n in (1, 2, 3):
        for chars in itertools.product(_EDGES, repeat=n):
            text = "".join(chars)
            assert mathspace.may_lack_space(text) == bool(_TWO_WAY.search(text)), text
            tried += 1
    assert tried > 8000


def test_control_glued_letters_found_in_lines() -> None:
    """Control: "𝑥𝑖was", "λweighs", "TGF-βsignaling" are glued; "α to", "x = α", ASCII
    text and a letter alone at a line's end are not."""
    for text in ("each sample 𝑥𝑖was weighed", "where λweighs", "TGF-βsignaling", "aβ"):
        assert mathspace.may_lack_space(text)
    for text in ("α to", "x = α", "plain text", "end α\nnext", "α1 and 2β"):
        assert not mathspace.may_lack_space(text)


def _six_fonts_line() -> dict[str, Any]:
    """The raw dict of a page with one line of six words, each in another font than the
    one before it."""
    doc = pymupdf.open()
    page = doc.new_page()
    x = 50.0
    words = [("each", "helv"), ("sample", "tiro"), ("x", "cour"), ("was", "helv")]
    for word, font in [*words, ("weighed", "tiro"), ("twice", "cour")]:
        page.insert_text((x, 100), word, fontsize=11, fontname=font)
        x += pymupdf.get_text_length(word, fontname=font, fontsize=11) + 3
    raw: dict[str, Any] = page.get_textpage(flags=flags()).extractRAWDICT()
    return raw


def test_span_texts_read_once_a_raw_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Six spans in turn of three fonts: six text reads, not two for each of the five
    pairs."""
    raw = _six_fonts_line()
    assert [len(line["spans"]) for b in raw["blocks"] for line in b["lines"]] == [6]
    read = _recorded(monkeypatch, mathspace, "raw_text")
    assert mathspace.spaced_raw(raw) is False  # ASCII on both sides: no space wanted
    assert len(read) == 6 == len({id(span) for span in read})


def test_control_raw_line_spaced_as_the_dict() -> None:
    """Control: the raw dict is spaced where the page's dict is (none here), and a
    one-span line reads no text."""
    raw = _six_fonts_line()
    before = repr(raw)
    assert mathspace.spaced_raw(raw) is False
    assert repr(raw) == before
    assert mathspace._wanted([raw["blocks"][0]["lines"][0]["spans"][0]]) == []


def test_mendcheck_and_spanfields_are_compiled_in_the_opt_in_build() -> None:
    """The opt-in mypyc build compiles the raw-dict check and the span fields (one call
    a body page, one a span of every raised or spaced line)."""
    setup = Path(__file__).resolve().parents[1] / "setup.py"
    names = runpy.run_path(str(setup), run_name="setup_under_test")["COMPILED"]
    assert {"mendcheck", "spanfields"} <= set(names)

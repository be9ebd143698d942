"""speed59b: the same answers with less Python work a page.

- A text's digits found by one regex search (:mod:`~tapyre_paper_search.pdf.digitscan`)
  instead of a Python step a character (a reference title's cheap test in
  ``refbookfacts``, ``refblocklines``, ``equations``); on the base the
  module is missing.
- A review copy's multi-span line joined only where it may be a line number
  (``linenumbers.strip_dict``: its first character other than a space a digit), as the
  count before it already asked (fails on base: every multi-span line joined).
- A front line's word gaps measured once (:mod:`~tapyre_paper_search.pdf.wordgaps`) for
  the tracked-word join and the wide-gap names split (``letterspaced.rejoined_gaps``,
  ``linenames.split_wide_gaps``); on the base the module is missing.
- A glyph line's host rows: a line's band and reach measured once for all the page's
  glyph lines, a one-span line's box and size read from its span
  (``glyphrows.beside_any``); on the base the function is missing.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from tapyre_paper_search.pdf import linenumbers
from textspans import text_span

# A spy sees a module's lookups only in the pure build (a compiled caller binds early).
_SPY_SEEN = not (linenumbers.__file__ or "").endswith((".so", ".pyd"))
_needs_pure = pytest.mark.skipif(not _SPY_SEEN, reason="spy on a compiled module's function")


def test_has_digit_answers_as_isdigit_for_every_character() -> None:
    # fails on base: no digitscan module
    from tapyre_paper_search.pdf.digitscan import has_digit

    for code in range(0x110000):
        char = chr(code)
        assert has_digit(char) == char.isdigit(), hex(code)


def test_has_digit_answers_as_isdigit_for_mixed_texts() -> None:
    from tapyre_paper_search.pdf.digitscan import has_digit

    pieces = ["a", "Z", " ", "é", "漢", "7", "0", "²", "①", "٣", "৪", "Ⅻ", "½", "\n", "-"]
    chance = random.Random(59)
    for _ in range(20_000):
        text = "".join(chance.choice(pieces) for _ in range(chance.randint(0, 8)))
        assert has_digit(text) == any(c.isdigit() for c in text), text


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Principles of Neural Science, 5th edn", "Principles of Neural Science"),
        ("A history of the x² test", "A history of the x² test"),  # a digit, no fact
        ("Physiologie générale des cellules", "Physiologie générale des cellules"),
    ],
)
def test_book_facts_read_as_before(title: str, expected: str) -> None:
    from tapyre_paper_search.pdf.refbookfacts import without_book_facts

    assert without_book_facts(title) == expected


def _span(text: str, x0: float, x1: float, y0: float, size: float = 10.0) -> dict[str, Any]:
    return text_span(text, x0, x1, y0, y0 + size, size=size, font="Times")


def _line(*spans: dict[str, Any]) -> dict[str, Any]:
    box = (spans[0]["bbox"][0], spans[0]["bbox"][1], spans[-1]["bbox"][2], spans[0]["bbox"][3])
    return {"spans": list(spans), "bbox": box, "dir": (1.0, 0.0)}


def _numbered_page() -> dict[str, Any]:
    """A review copy's page: a number in the margin beside each text line, each text
    line of three spans (a word in italics between)."""
    numbers, texts = [], []
    for k in range(1, 9):
        y = 100.0 + 14 * k
        numbers.append(_line(_span(str(k), 40.0, 45.0, y, 6.0)))
        texts.append(
            _line(
                _span("The cells ", 80.0, 130.0, y),
                _span("in vivo", 130.0, 160.0, y),
                _span(" grew.", 160.0, 190.0, y),
            )
        )
    blocks = [{"type": 0, "lines": numbers, "bbox": (40, 110, 45, 220)}]
    blocks.append({"type": 0, "lines": texts, "bbox": (80, 110, 190, 220)})
    return {"blocks": blocks, "width": 600.0, "height": 800.0}


@_needs_pure
def test_a_text_line_of_many_spans_is_not_joined(monkeypatch: pytest.MonkeyPatch) -> None:
    # fails on base: the eight text lines of three spans were joined to be matched
    joined: list[str] = []
    real = linenumbers._line_text

    def counted(line: dict[str, Any]) -> str:
        joined.append(real(line))
        return joined[-1]

    monkeypatch.setattr(linenumbers, "_line_text", counted)
    data = linenumbers.strip_dict(_numbered_page())
    assert joined == []
    assert [len(b["lines"]) for b in data["blocks"]] == [8]  # the numbers gone


def test_a_number_set_in_two_spans_is_still_a_number() -> None:
    page = _numbered_page()
    for k, line in enumerate(page["blocks"][0]["lines"][:2], 1):
        y = line["bbox"][1]
        line["spans"] = [_span(" ", 38.0, 40.0, y, 6.0), _span(str(k), 40.0, 45.0, y, 6.0)]
    data = linenumbers.strip_dict(page)
    assert [len(b["lines"]) for b in data["blocks"]] == [8]


def test_without_joins_gives_the_joined_words_gaps() -> None:
    # fails on base: no wordgaps module
    from tapyre_paper_search.pdf.wordgaps import gaps_between, without_joins

    chance = random.Random(5959)
    for _ in range(500):
        x, words = 0.0, []
        for k in range(chance.randint(2, 9)):
            x += chance.uniform(0.1, 5.0)
            width = chance.uniform(1.0, 30.0)
            words.append((x, x + width, f"w{k}"))
            x += width
        glue = [chance.random() < 0.3 for _ in words[1:]]
        joined = [words[0]]
        for join, word in zip(glue, words[1:], strict=True):
            if join:
                joined[-1] = (joined[-1][0], word[1], joined[-1][2] + word[2])
            else:
                joined.append(word)
        assert without_joins(gaps_between(words), glue) == gaps_between(joined)


def _tracked_words() -> list[tuple[float, float, str]]:
    """ "Vitamin D and ob esity: current p ersp ectives" set tracked (latex47)."""
    out, x = [], 100.0
    for word, gap in [("Vitamin", 5.0), ("D", 5.0), ("and", 5.0), ("ob", 1.0), ("esity:", 5.0)]:
        out.append((x, x + 6.0 * len(word), word))
        x += 6.0 * len(word) + gap
    for word, gap in [("current", 5.0), ("p", 1.0), ("ersp", 1.0), ("ectives", 5.0)]:
        out.append((x, x + 6.0 * len(word), word))
        x += 6.0 * len(word) + gap
    return out


def test_rejoined_gaps_are_those_of_the_words_it_gives() -> None:
    from tapyre_paper_search.pdf.letterspaced import rejoined, rejoined_gaps
    from tapyre_paper_search.pdf.linenames import split_wide_gaps
    from tapyre_paper_search.pdf.wordgaps import gaps_between

    words = _tracked_words()
    text = " ".join(w[2] for w in words)
    got = rejoined_gaps(text, text, words, 14.3)
    assert got[0] == "Vitamin D and obesity: current perspectives"
    assert got[3] == gaps_between(got[2])
    assert got[:3] == rejoined(text, text, words, 14.3)
    assert split_wide_gaps(got[1], got[2], 14.3, got[3]) == split_wide_gaps(got[1], got[2], 14.3)


def test_two_names_apart_split_with_the_gaps_given() -> None:
    from tapyre_paper_search.pdf.letterspaced import rejoined_gaps
    from tapyre_paper_search.pdf.linenames import SEPARATOR, split_wide_gaps

    words = [(100.0, 130.0, "Jane"), (133.0, 160.0, "Doe"), (200.0, 230.0, "John")]
    words.append((233.0, 270.0, "Smith"))
    text = "Jane Doe John Smith"
    _, names, kept, gaps = rejoined_gaps(text, text, words, 10.0)
    assert split_wide_gaps(names, kept, 10.0, gaps) == f"Jane Doe{SEPARATOR}John Smith"


def test_beside_any_answers_as_may_be_beside_for_each_glyph() -> None:
    # fails on base: no beside_any
    from tapyre_paper_search.pdf.glyphrows import beside_any, may_be_beside

    chance = random.Random(559)
    for _ in range(5000):
        x0, y0 = chance.uniform(0, 500), chance.uniform(0, 700)
        box = (x0, y0, x0 + chance.uniform(-1, 300), y0 + chance.uniform(-1, 14))
        size = chance.uniform(0, 14)
        glyphs = []
        for _ in range(chance.randint(0, 3)):
            gx, gy = x0 + chance.uniform(-40, 340), y0 + chance.uniform(-8, 20)
            glyphs.append(((0, 0), (gx, gy, gx + 5.0, gy + 6.0), "∗", frozenset(), 7.0))
        expected = any(may_be_beside(glyph, box, size) for glyph in glyphs)
        assert beside_any([g[1] for g in glyphs], box, size) == expected


def test_a_glyph_lines_host_rows_as_before() -> None:
    from tapyre_paper_search.pdf.glyphrows import glyph_rows
    from tapyre_paper_search.pdf.glyphsplice import _text

    host = _line(_span("Proof of the lemma", 100, 190, 300))
    host["spans"][0]["bbox"] = (100, 300, 190, 310)  # whole numbers: read as floats
    two = _line(_span("sum over ", 100, 140, 330), _span("all", 140, 160, 330))
    far = _line(_span("Far below", 100, 150, 600))
    glyph = _line(_span("∗", 191, 195, 300, 7.0))
    blocks = [{"type": 0, "lines": [host, two, far, glyph]}]
    rows, glyphs = glyph_rows({"blocks": blocks}, _text)
    assert [g[0] for g in glyphs] == [(0, 3)]
    assert [r[0] for r in rows] == [(0, 0), (0, 3)]
    assert rows[0][1] == (100.0, 300.0, 190.0, 310.0)
    assert all(isinstance(v, float) for v in rows[0][1])


def test_written_tail_reads_the_documents_index_as_the_scan() -> None:
    # fails on base: no hyphenset module
    from tapyre_paper_search.pdf.compoundtails import written_tail
    from tapyre_paper_search.pdf.hyphenset import HyphenatedWords

    pieces = ["non", "anti", "cell", "induced", "derived", "ab", "expressing", "x", "dose"]
    pieces += ["dependent", "signal", "", "é", "naïve", "two"]
    chance = random.Random(5960)
    for _ in range(2000):
        count = chance.randint(0, 10)
        words = {"-".join(chance.sample(pieces, chance.randint(1, 4))) for _ in range(count)}
        indexed = HyphenatedWords(words)
        for tail in pieces:
            assert written_tail(tail, indexed) == written_tail(tail, set(words)), (tail, words)


def test_the_index_follows_every_change_of_the_set() -> None:
    from tapyre_paper_search.pdf.compoundtails import written_tail
    from tapyre_paper_search.pdf.hyphenset import HyphenatedWords

    words = HyphenatedWords({"dose-dependent"})
    assert written_tail("dependent", words) and not written_tail("induced", words)
    words.add("stress-induced")
    assert written_tail("induced", words)
    words.discard("stress-induced")
    assert not written_tail("induced", words)
    words |= {"heat-induced"}
    assert written_tail("induced", words)
    words -= {"heat-induced"}
    assert not written_tail("induced", words)
    words.update(["cell-induced"], ["cell-derived"])
    assert written_tail("induced", words) and written_tail("derived", words)
    words &= {"dose-dependent"}
    assert not written_tail("derived", words)
    words ^= {"anti-derived", "dose-dependent"}
    assert written_tail("derived", words) is False  # "anti" is a prefix: no head
    words.clear()
    assert not written_tail("dependent", words)


def test_a_document_keeps_a_compound_it_writes_elsewhere(tmp_path: Path) -> None:
    from drawnlines import drawn_text

    lines = [
        "The somatostatin-expressing cells were counted in every section we cut, and",
        "the cells marked by nestin-",
        "expressing vectors were counted again in the next sections.",
    ]
    text = drawn_text(tmp_path / "page.pdf", lines)
    assert "nestin-expressing vectors" in text

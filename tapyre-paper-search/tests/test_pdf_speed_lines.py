"""Shortcuts on every page's text and on the front pages' lines answer as the plain
forms do (issue 25, speed29).

* ``barefonts.t1_in_word`` looks at each code of ``_T1_IN_WORD`` and its neighbours
  instead of searching the pattern, which opens with a letter and so is tried at
  every letter of a body page.
* ``linenumbers.strip_dict`` counts a dict's number-only lines before it measures
  every line: a page with fewer than ``_MIN_NUMBERS`` is given back untouched.
* ``lines._line`` reads a line of one span without the sums over spans
  (``lines._one_span_line``): the same line as the general reading, which is held
  here by the same span followed by an empty one (no text, no mark, no gap).
"""

from __future__ import annotations

import copy
import dataclasses
import random
from typing import Any

import pytest
from tapyre_paper_search.pdf import barefonts, linenumbers, lines, numbercolumns

# Codes T1 reads as letters, Latin-1's own signs beside them, ÿ, letters, white space.
_PIECES = ("a", "Z", "é", " ", "\n", "'", "\xa0", "\xa8", "\xb4", "\xb8", "\xff", "\xb0")
_PIECES += ("\xbf", "\xa7", "\xae", "\xaf", "\xa9", "1", "Wroc\xaaaw", "Stra\xffe")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Wroc\xaaaw",
        "Stra\xffe",
        "\xffe",
        "a\xff",
        "20 \xb0C at 3\xb5m",
        "F\xa8arber",
        "a\xb0",
        "\xb0a",
        "x\xa0y",
        "plain prose, nothing to read again",
    ],
)
def test_t1_in_word_answers_as_the_pattern(text: str) -> None:
    assert barefonts.t1_in_word(text) == (barefonts._T1_IN_WORD.search(text) is not None)


def test_t1_in_word_on_random_texts() -> None:
    rng = random.Random(29)
    for _ in range(20000):
        text = "".join(rng.choice(_PIECES) for _ in range(rng.randint(0, 10)))
        assert barefonts.t1_in_word(text) == (barefonts._T1_IN_WORD.search(text) is not None)


def _line(texts: list[str], y: float, x: float = 100.0) -> dict[str, Any]:
    spans = [{"text": t, "size": 10.0, "flags": 0, "font": "Times"} for t in texts]
    return {"spans": spans, "bbox": (x, y, x + 200.0, y + 10.0), "dir": (1.0, 0.0)}


def _plain_count(data: dict[str, Any]) -> int:
    """The number-only lines as ``strip_dict`` first found them: each line's spans joined."""
    return sum(
        1
        for block in data["blocks"]
        if block.get("type", 0) == 0
        for line in block.get("lines", ())
        if linenumbers._NUMBER.match("".join(s["text"] for s in line["spans"]))
    )


def test_strip_dict_counts_number_lines_as_the_plain_form() -> None:
    rng = random.Random(291)
    words = ["12", " 7 ", "\u00a03", "Results", "1 2", "12345", "", " ", "3\n"]
    for _ in range(500):
        blocks = []
        for _ in range(rng.randint(0, 4)):
            rows = [
                _line([rng.choice(words) for _ in range(rng.randint(0, 3))], 20.0 * k)
                for k in range(rng.randint(0, 5))
            ]
            blocks.append({"type": 0, "lines": rows, "bbox": (0.0, 0.0, 300.0, 100.0)})
        data = {"blocks": blocks, "width": 612.0, "height": 792.0}
        text_blocks = [b for b in data["blocks"] if b["type"] == 0]
        assert linenumbers._count_numbers(text_blocks) == _plain_count(data)
        if _plain_count(data) < numbercolumns.MIN_NUMBERS:
            before = copy.deepcopy(data)
            assert linenumbers.strip_dict(data) is data
            assert data == before


def test_strip_dict_still_takes_a_margin_column_off() -> None:
    rows = [_line(["Line of text here"], 100.0 + 14 * k) for k in range(6)]
    numbers = [
        {
            "spans": [{"text": str(5 * (k + 1)), "size": 6.0, "flags": 0, "font": "Times"}],
            "bbox": (40.0, 100.0 + 14 * k, 48.0, 106.0 + 14 * k),
            "dir": (1.0, 0.0),
        }
        for k in range(6)
    ]
    data = {
        "blocks": [
            {"type": 0, "lines": rows, "bbox": (100.0, 100.0, 300.0, 180.0)},
            {"type": 0, "lines": numbers, "bbox": (40.0, 100.0, 48.0, 176.0)},
        ]
    }
    out = linenumbers.strip_dict(data)
    assert [len(b["lines"]) for b in out["blocks"]] == [6]


def _as_tuple(line: lines.Line | None) -> tuple[Any, ...] | None:
    return None if line is None else (*dataclasses.astuple(line), line.lead)


_TEXTS = ["Jane Doe", " x ", "1", "a", "ab,c", "*", "†,‡", " ", "", "12,3", "∗", "SMITH"]
_FONTS = ["Times-Bold", "CMR10", "Courier", "Helvetica-Oblique", "NimbusSan-Regu"]


def test_a_line_of_one_span_reads_as_the_general_form() -> None:
    rng = random.Random(2929)
    gaps = [(100.0, 130.0, "Jane"), (133.0, 150.0, "Doe"), (190.0, 230.0, "Bob")]
    for _ in range(5000):
        span = {
            "text": rng.choice(_TEXTS),
            "size": rng.choice([0.0, 7.04, 9.96, 10.0, 14.3]),
            "flags": rng.randint(0, 31),
            "font": rng.choice(_FONTS),
            "bbox": (100.0, 200.0, 230.0, 210.0),
        }
        one = {"spans": [span], "bbox": (100.0, 200.0, 230.0, 210.0), "dir": (1.0, 0.0)}
        # The general reading: the same span and an empty one after it, in its size at
        # its end (no text, no mark, no gap: the same line).
        empty = {**span, "text": "", "flags": 0, "bbox": (230.0, 200.0, 230.0, 210.0)}
        general = {**one, "spans": [span, empty]}
        words = rng.choice([None, gaps])
        fast, caps = lines._line(one, 3, 1, words)
        assert caps is None
        assert _as_tuple(fast) == _as_tuple(lines._line(general, 3, 1, words)[0]), span

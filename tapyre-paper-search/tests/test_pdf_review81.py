"""review81: speed29's exact cuts on adversarial inputs, and one more exact cut on the
front pages (issue 25).

* ``features._same_size_runs`` (``lineneighbours.same_size_runs`` since tidy54) walks
  a run of lines once for each size in it: a paragraph whose lines alternate between
  9.96 and 10.0 pt was walked once a line (quadratic in the run's length).
* ``lines._line`` (one span), ``linenumbers.strip_dict`` and ``barefonts.t1_in_word``
  held to their plain forms where speed29's own tests do not reach: sizes of 0, below
  0, NaN and infinity, spans without keys, raised marks alone, blocks without a
  "type", rotated number lines, codes at a text's ends.
"""

from __future__ import annotations

import copy
import dataclasses
import math
import random
from typing import Any

import pytest
from tapyre_paper_search.pdf import barefonts, lineneighbours, linenumbers, lines, numbercolumns
from tapyre_paper_search.pdf.lines import Line

# A spy on lineneighbours's own function: in a compiled build (mypyc, TAPYRE_COMPILE=1) its
# compiled callers bind it early and never see the patch (review146).
_SPY_SEEN = not lineneighbours.__file__.endswith((".so", ".pyd"))
_needs_pure = pytest.mark.skipif(not _SPY_SEEN, reason="spy on a compiled module's function")


def _row(size: float, y0: float) -> Line:
    return Line(
        "Some words of a paragraph", size, False, False, False, 72.0, y0, 300.0, y0 + 9.0, 0
    )


def _plain_runs(page: list[Line], count: int) -> list[int]:
    return [lineneighbours.same_size_run(page, i)[0] for i in range(count)]


@_needs_pure
def test_a_run_of_two_near_sizes_is_walked_once_a_size(monkeypatch: pytest.MonkeyPatch) -> None:
    page = [_row(9.96 if k % 2 else 10.0, 100.0 + 12.0 * k) for k in range(40)]
    expected = _plain_runs(page, len(page))
    calls = []
    walk = lineneighbours.same_size_run

    def counted(lines_: Any, i: int) -> tuple[int, int]:
        calls.append(i)
        return walk(lines_, i)

    monkeypatch.setattr(lineneighbours, "same_size_run", counted)
    assert lineneighbours.same_size_runs(page, len(page)) == expected == [40] * 40
    assert len(calls) == 2


def test_same_size_runs_answer_as_each_line_walked() -> None:
    rng = random.Random(81)
    pools = [[10.0], [9.96, 10.0], [9.96, 10.0, 10.2, 12.0], [10.0, math.nan], [0.0, -1.0, 10.0]]
    for _ in range(3000):
        pool = rng.choice(pools)
        y, page = 0.0, []
        for _ in range(rng.randint(0, 25)):
            y += rng.choice([11.0, 12.0, 13.0, 30.0, -200.0])
            page.append(_row(rng.choice(pool), y))
        count = rng.randint(0, len(page))
        assert lineneighbours.same_size_runs(page, count) == _plain_runs(page, count)


def _as_tuple(line: Line | None) -> tuple[Any, ...] | None:
    if line is None:
        return None
    # NaN sizes compare by their text (nan != nan)
    return (*(repr(v) for v in dataclasses.astuple(line)), line.lead)


def _outcome(line: dict[str, Any], words: Any) -> Any:
    try:
        return _as_tuple(lines._line(line, 2, 0, words))
    except (TypeError, ValueError) as exc:
        return type(exc).__name__


@pytest.mark.parametrize("size", [0.0, -0.0, math.nan, math.inf, 1e-9, 1e300, 9.96, "10"])
@pytest.mark.parametrize("text", ["*", " † ", "ab,c", "1", "∗,1", "Jane Doe   Bob Stone", " ", "𝛼"])
@pytest.mark.parametrize("flags", [0, 1, 17, 2 | 8])
def test_one_span_line_at_odd_sizes_reads_as_the_general_form(
    size: Any, text: str, flags: int
) -> None:
    # (a size below 0 takes the general path itself; an empty span beside it would be
    # "smaller" than it there, so the two-span form is no plain form of it)
    span = {"text": text, "size": size, "flags": flags, "font": "CMR10", "bbox": (100, 0, 230, 10)}
    one = {"spans": [span], "bbox": (100.0, 0.0, 230.0, 10.0), "dir": (1.0, 0.0)}
    empty = {**span, "text": "", "flags": 0, "bbox": (230.0, 0.0, 230.0, 10.0)}
    general = {**one, "spans": [span, empty]}
    words = [(100.0, 120.0, "Jane"), (122.0, 140.0, "Doe"), (190.0, 230.0, "Bob")]
    for given in (None, words):
        assert _outcome(one, given) == _outcome(general, given)


@pytest.mark.parametrize("missing", ["size", "flags", "font", "text"])
def test_one_span_line_without_a_key_reads_as_the_general_form(missing: str) -> None:
    span = {"text": "Jane Doe", "size": 10.0, "flags": 1, "font": "Times-Bold"}
    del span[missing]
    one = {"spans": [span], "bbox": (100.0, 0.0, 230.0, 10.0)}
    general = {**one, "spans": [span, {**span, "text": "", "flags": 0}]}
    assert _outcome(one, None) == _outcome(general, None)


def _number_line(text: list[str], y: float, rotated: bool = False) -> dict[str, Any]:
    return {
        "spans": [{"text": t, "size": 5.0, "flags": 0, "font": "Times"} for t in text],
        "bbox": (40.0, y, 48.0, y + 5.0),
        "dir": (0.0, -1.0) if rotated else (1.0, 0.0),
    }


@pytest.mark.parametrize(
    "numbers",
    [
        [["1"], ["2"]],  # two: nothing measured, nothing taken
        [["1"], ["2"], ["3"]],  # exactly three: measured
        [["1"], ["1", "0"], [" 1", "1 "]],  # numbers of several spans
        [["1"], ["2"], []],  # a line without spans is no number
    ],
)
@pytest.mark.parametrize("typed", [True, False])
def test_strip_dict_with_few_number_lines_as_the_plain_form(
    numbers: list[list[str]], typed: bool
) -> None:
    body: dict[str, Any] = {
        "lines": [
            {"spans": [{"text": "Text line", "size": 10.0}], "bbox": (72.0, y, 300.0, y + 9)}
            for y in (100.0, 112.0, 124.0)
        ],
        "bbox": (72.0, 100.0, 300.0, 133.0),
    }
    margin: dict[str, Any] = {
        "lines": [_number_line(t, 100.0 + 12 * k, rotated=k == 2) for k, t in enumerate(numbers)],
        "bbox": (40.0, 100.0, 48.0, 133.0),
    }
    if typed:
        body["type"] = margin["type"] = 0
    data: dict[str, Any] = {"blocks": [body, margin, {"type": 1, "bbox": (0, 0, 1, 1)}]}
    plain = sum(
        1
        for block in data["blocks"]
        if block.get("type", 0) == 0
        for line in block.get("lines", ())
        if linenumbers._NUMBER.match("".join(s["text"] for s in line.get("spans", ())))
    )
    before = copy.deepcopy(data)
    assert linenumbers.strip_dict(data) is data
    if plain < numbercolumns.MIN_NUMBERS:
        assert data == before


_EDGES = ["\xff", "\xffa", "a\xff", "é\xaa", "\xaaé", "é\xaab", "a\xaa", "\xaab", "a\xa0\xa0b"]


@pytest.mark.parametrize("text", [*_EDGES, "Z\xbfz", "a\u212a"])
def test_t1_in_word_at_a_text_s_edges(text: str) -> None:
    assert barefonts.t1_in_word(text) == (barefonts._T1_IN_WORD.search(text) is not None)

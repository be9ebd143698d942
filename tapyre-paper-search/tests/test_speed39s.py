"""speed39s: exact shortcuts in the normaliser answer as the code they stand in for did
(issue 25, round 39: speed, no change of behaviour).

- ``_LINE_END_DASH`` matches the line break after a dash (a literal-led pattern) where
  it matched the dash: the same breaks, one character later.
- ``normalize_text`` tests once whether the text less its line breaks is printable
  and then skips the control-character and other-space class scans (``plain``)."""

from __future__ import annotations

import random
import re
import sys
from typing import Any

import pytest
from tapyre_paper_search.pdf import lineendhyphens, normalize

_OLD_LINE_END_DASH = re.compile("[-—–]\n")  # the pattern before speed39s

_PIECES = ["a", "bc", "B", "1", " ", "  ", "\n", "\n\n", "-", "--", "—", "–", "-\n", "—\n",
           "–\n", "\t", "\r", "\x0c", "\x1f", "\x85", "\x00", "\x7f", "\xa0", "\u2009",
           "\u2028", "\u3000", "\u00ad", "é", "(", ")", "'"]  # fmt: skip


def _random_texts(count: int, seed: int = 39) -> list[str]:
    rnd = random.Random(seed)
    return ["".join(rnd.choice(_PIECES) for _ in range(rnd.randint(1, 14))) for _ in range(count)]


def _breaks_before(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _OLD_LINE_END_DASH.finditer(text)]


def _breaks_now(text: str) -> list[tuple[int, int]]:
    """The dash and the end of each match of ``_LINE_END_DASH`` (its match is the break)."""
    return [(m.start() - 1, m.end()) for m in lineendhyphens._LINE_END_DASH.finditer(text)]


@pytest.mark.parametrize(
    "text",
    ["-\n", "—\nb", "a–\n", "\n-", "\n\n", "a-\n-\nb", "--\n\n", "-\n—\n–\n", "a -\nb",
     "", "a\nb", "a-b", "x-\n"],
)  # fmt: skip
def test_line_end_dash_edges(text: str) -> None:
    assert _breaks_now(text) == _breaks_before(text)
    assert bool(lineendhyphens._LINE_END_DASH.search(text)) == bool(_OLD_LINE_END_DASH.search(text))


def test_line_end_dash_random_texts() -> None:
    for text in _random_texts(20000):
        assert _breaks_now(text) == _breaks_before(text), repr(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("state-of-the-\nart", "state-of-the-art"),
        ("an X-\nray image", "an X-ray image"),
        ("the (Aire)-\nmediated path", "the (Aire)-mediated path"),
        ("TNF-\nor LPS-induced", "TNF- or LPS-induced"),
        ("-\nstart", "- start"),
        ("a word—\nword", "a word—word"),
        ("year 19-\n20", "year 19-20"),
    ],
)
def test_rejoin_breaks_as_always(text: str, expected: str) -> None:
    # (controls: the break rules read the dash where they always did)
    assert normalize.normalize_text(text) == expected


def test_unprintable_covers_control_and_other_space() -> None:
    # (control: the contract ``plain`` relies on, true of every Unicode character)
    for code in range(sys.maxunicode + 1):
        char = chr(code)
        if normalize._CONTROL.match(char) or normalize._OTHER_SPACE.match(char):
            assert not char.isprintable(), hex(code)


def test_tidy_lines_plain_as_unknown() -> None:
    # ``plain=True`` where the text less its line breaks is printable: as without it.
    for text in _random_texts(20000, seed=7):
        if text.replace("\n", "").isprintable():
            got = normalize._tidy_lines(text, plain=True)
            assert got == normalize._tidy_lines(text), repr(text)


def test_normalize_text_plain_gate_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _random_texts(6000, seed=11)
    gated = [normalize.normalize_text(t) for t in texts]
    tidy = normalize._tidy_lines

    def ungated(text: str, **_: Any) -> str:  # the scans never skipped
        return tidy(text, plain=False)

    monkeypatch.setattr(normalize, "_tidy_lines", ungated)
    assert [normalize.normalize_text(t) for t in texts] == gated

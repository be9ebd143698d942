"""The flattened-exponent search's lookahead after round 52's merge (glyphs52 + speed53).

glyphs52 added alternatives that start with a small letter or a digit (a lone letter
and its power, "xn", "b12"; a year and a glued mark, "19983"); speed53's lookahead
(``exponents.FLATTENED_STARTS``) lets a small letter in only before a digit or, after
"y" or "z", a letter power.  The lookahead must change no match: every search over
these texts finds what the bare pattern finds, at the same places.
"""

from __future__ import annotations

import re

import pytest
from tapyre_paper_search.pdf import exponents

_BARE = re.compile(exponents.FLATTENED_SOURCE)

_TEXTS = [
    "a power 2n of the base",
    "grows as xn here",
    "then yi and zk follow",
    "the term x2 and y2 and b12",
    "since 19983 the data",
    "spans 10-3 and ×105 cells",
    "25 m2 plots, s-1 rates and Ca2+ ions",
    "‖θ‖2 norm and σ2 of the fit",
    "words only, nothing raised here at all",
    "pages 103-110 and 2021 too",
]


@pytest.mark.parametrize("text", _TEXTS)
def test_the_lookahead_changes_no_match(text: str) -> None:
    bare = [m.span() for m in _BARE.finditer(text)]
    assert [m.span() for m in exponents._FLATTENED.finditer(text)] == bare


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("grows as xn here", True),
        ("then zk follows", True),
        ("the term b12 holds", True),
        ("since 19983 the data", True),
        ("words only, nothing raised here at all", False),
        ("pages 103-110", False),
    ],
)
def test_glyphs52s_starts_still_flag_a_page(text: str, held: bool) -> None:
    assert exponents.may_hold_flattened(text) is held

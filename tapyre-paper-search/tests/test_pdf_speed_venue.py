"""A gated venue pattern answers as the plain form does (issue 25, speed34).

``refvenue.venue_of`` asks ``PAGES_TAIL`` only of text holding a dash ("-" or "–"):
the pattern's pages ("100-110") need one, so without one it never matches (random
texts of a venue's pieces), and ``venue_of`` gives what the base, which always split,
gave (with pages, without, an em dash that is no pages' dash).
"""

from __future__ import annotations

import random

import pytest
from tapyre_paper_search.pdf import refvenue
from tapyre_paper_search.pdf.refvenuetail import PAGES_TAIL

_VENUE_PIECES = (
    "Journal", " of ", "Physics", " ", ", ", ". ", "12", "(3)", "100", "-", "–", "110", " S. ",
    ", side ", "2010", "1999", ": ", "; ", "pp. ", "In ", "Proc.", "x", "\n", "—", "‐",
)  # fmt: skip


def test_pages_tail_needs_a_dash() -> None:
    rng = random.Random(3434)
    seen = 0
    for _ in range(20000):
        text = "".join(rng.choice(_VENUE_PIECES) for _ in range(rng.randint(0, 12)))
        if "-" not in text and "–" not in text:
            seen += 1
            assert PAGES_TAIL.search(text) is None
            assert PAGES_TAIL.split(text, maxsplit=1) == [text]
    assert seen > 1000


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("Journal of Physics 12, 100-110.", "Journal of Physics"),
        ("Journal of Physics 12, 100–110.", "Journal of Physics"),
        ("Nature Physics 5 100-110", "Nature Physics"),
        ("Phys. Rev. Lett. S. 45-47", "Phys. Rev. Lett"),
        ("Zeitschrift für Physik, side 5-9", "Zeitschrift für Physik"),
        # an em dash is no pages' dash: nothing is cut, with the gate or without
        ("Journal of Physics 12, 100—110.", "Journal of Physics 12, 100—110"),
        ("Journal of Physics", "Journal of Physics"),
        ("In Proceedings of the Conference. ACM", "Proceedings of the Conference. ACM"),
    ],
)
def test_venue_of_with_and_without_pages(text: str, venue: str) -> None:
    # (the answers of the base, 1a4c353e, which split at PAGES_TAIL unconditionally)
    assert refvenue.venue_of(text) == venue

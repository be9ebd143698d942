"""Memoised name readers and a gated venue pattern answer as the plain forms do
(issue 25, speed34).

* ``namewords.as_name`` is memoised (``lru_cache``): several readers of a first page
  (line features, bylines, name cells, title names) ask it the same pieces.  The
  cached answers equal the plain function's (``__wrapped__``) on varied pieces, in
  any order, with ``places`` either way.
* ``authors.pieces`` keeps each line's cut (``authors._cut``) and gives a new list
  each call: a caller that changes its list changes no later answer.
* ``refvenue.venue_of`` asks ``PAGES_TAIL`` only of text holding a dash ("-" or
  "–"): the pattern's pages ("100-110") need one, so without one it never matches.
"""

from __future__ import annotations

import random

import pytest
from tapyre_paper_search.pdf import authors, namewords, refvenue
from tapyre_paper_search.pdf.refvenuetail import PAGES_TAIL

_WORDS = (
    "Jane", "Doe", "J.", "A.", "van", "der", "Berg", "DOE", "JANE", "Jr.", "III", "al-Qasimi",
    "uulu", "University", "of", "Oxford", "Germany", "Professor", "Dean", "Ana", "Paula",
    "Costa", "e", "Silva", "i", "Puig", "Ferrer", "d'Ambrumenil", "Los", "Alamos", "Physics",
    "MIT", "and", "the", "ABSTRACT", "Ní", "Mac", "Müller", "Øster", "12345", "*", "†", "1",
)  # fmt: skip
_SEPARATORS = (" ", " ", " ", ", ", " and ", "; ", " & ", "\t", "\u00a0", " (", ") ", "¹", " , ")


def _random_line(rng: random.Random) -> str:
    count = rng.randint(0, 8)
    parts = [rng.choice(_WORDS) + rng.choice(_SEPARATORS) for _ in range(count)]
    return "".join(parts).strip() if rng.random() < 0.8 else "".join(parts)


@pytest.mark.parametrize("places", [True, False])
def test_as_name_answers_as_the_plain_function(places: bool) -> None:
    rng = random.Random(34)
    plain = namewords.as_name.__wrapped__
    lines = [_random_line(rng) for _ in range(3000)]
    for line in lines + lines[::-1]:  # each piece asked again: answered from the cache
        assert namewords.as_name(line, places=places) == plain(line, places=places)
    assert namewords.looks_like_name("Jane Doe") == bool(plain("Jane Doe"))


@pytest.mark.parametrize(
    "piece",
    ["Jane Doe", "JANE Q. DOE", "Ana Paula Costa e Silva Santos", "University of Oxford",
     "Joan Puig i Ferrer", "Faisal al-Qasimi", "Professor", "Los Alamos", "", "J. Doe Jr."],
)  # fmt: skip
def test_as_name_cached_on_named_pieces(piece: str) -> None:
    plain = namewords.as_name.__wrapped__
    for _ in range(2):
        assert namewords.as_name(piece) == plain(piece)
        assert namewords.as_name(piece, places=False) == plain(piece, places=False)


def test_pieces_answers_as_the_plain_cut() -> None:
    rng = random.Random(341)
    plain = authors._cut.__wrapped__
    lines = [_random_line(rng) for _ in range(3000)]
    lines += ["By Jane Doe", "F By Jane Doe, John Roe", "Rodríguez¹ y María Pérez²", "a ; b"]
    for line in lines + lines[::-1]:
        assert authors.pieces(line) == list(plain(line))


def test_pieces_gives_a_new_list_each_call() -> None:
    line = "Jane Doe, John Roe and Ann Lee"
    first = authors.pieces(line)
    expected = list(first)
    first.append("changed")
    first[0] = "changed"
    second = authors.pieces(line)
    assert second == expected
    assert second is not first


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
        ("Nature Physics 5 100-110", "Nature Physics 5"),
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

"""The round's merge of hyph58 over speed58b: one search from the hyphens serves both.

hyph58's ``shortprefixes.writes_before_small`` (a prefix written with a hyphen before a
small letter, not "sub-Saharan" or "re-analysed") walked every match of a case-blind
pattern over the whole text; speed58b's ``headsearch`` tries such a pattern only where
the head's last letter stands before a hyphen.  The merge gives ``headsearch`` the
matches themselves (:func:`~tapyre_paper_search.pdf.headsearch.head_matches`), which
must be exactly ``finditer``'s, in order, on any text.
"""

from __future__ import annotations

import random
import re

import pytest


def _finditer(head: str, text: str, after: str) -> list[tuple[int, int]]:
    pattern = re.compile(rf"(?<![^\W\d_]){re.escape(head)}-{after}", re.IGNORECASE)
    return [found.span() for found in pattern.finditer(text)]


def test_head_matches_are_finditers_matches() -> None:
    from tapyre_paper_search.pdf.headsearch import head_matches

    pieces = ["sub", "SUB", "Dys", "dyſ", "peri", "perİ", "perı", "IN", "in", "-", " ", "\n"]
    pieces += ["a", "e", "x", "K", "\u212a", "é", "1", "_", "de", "re-", "un-", "S", "ſ", "i-"]
    heads = ["sub", "dys", "peri", "in", "i", "trans", "re", "un", "k", "é", "a.b", "s"]
    chance = random.Random(56)
    found_some = 0
    for _ in range(6000):
        text = "".join(chance.choice(pieces) for _ in range(chance.randint(0, 16)))
        head = chance.choice(heads)
        for after in (r"(?=[^\W\d_])", "[aeiou]", ""):
            want = _finditer(head, text, after)
            assert [m.span() for m in head_matches(head, text, after)] == want, (head, text)
            found_some += len(want) > 1
    assert found_some > 10  # texts with several matches were tried


@pytest.mark.parametrize(
    ("texts", "expected"),
    [
        (("the sub-Saharan data", "re-analysed"), False),  # a capital; no habit
        (("sub-Saharan and sub-groups",), True),  # the second match counts
        (("SUB-groups",), True),  # either case of the head
        (("presub-groups",), False),  # a letter before the head
        ((), False),
    ],
)
def test_writes_before_small_looks_past_a_first_capital(
    texts: tuple[str, ...], expected: bool
) -> None:
    from tapyre_paper_search.pdf.shortprefixes import writes_before_small

    assert writes_before_small("sub", texts) is expected


@pytest.mark.parametrize(
    ("venue", "expected"),
    [
        # refs68's cut: a volume in roman figures closing a proceedings' title
        (
            "Proceedings of the Conference on Engineering XXXI",
            "Proceedings of the Conference on Engineering",
        ),
        ("Advances in Cryptology, xxxvi", "Advances in Cryptology"),
        # a part's number stays with the word naming the part (test_review45)
        ("Proceedings of the Symposium on Combinatorics Volume III", None),
        ("Proceedings of the Workshop on Graph Theory Part III", None),
        ("Proceedings of the Annual Meeting, Vol. XII", None),
    ],
)
def test_a_roman_volume_leaves_the_venue_unless_a_part_word_names_it(
    venue: str, expected: str | None
) -> None:
    from tapyre_paper_search.pdf.reftitlemarks import without_volume_numeral

    assert without_volume_numeral(venue) == (venue if expected is None else expected)

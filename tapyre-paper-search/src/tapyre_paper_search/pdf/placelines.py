"""A city alone on the line that closes an affiliation (pure).

An address set over two lines, the institution on one and its city alone on the next
("University of Somewhere" over "Santa Barbara", "Department of Physics, …" over
"Beni Saf"), leaves the city a line of two capitalised words: a name to
:func:`~tapyre_paper_search.pdf.authors.names_in_line`, and a line the classifier
scores as an author's, since it sits in the byline's block.  Its words do not tell it
from a person (many cities are people's names too: "Thanh Xuan", "Morgan Hill"); its
place does:

- the line is one piece (no comma, no digit) that the gazetteer knows as a city of two
  words or more (:func:`~tapyre_paper_search.pdf.placenames.is_city_name`), or such a
  piece of two to four capitalised words, the gazetteer's or not, closed after one
  comma by a country, a US state or a code (no degree: "Ann Lee, MD"): "Ann Arbor, UK"
  under "Ann Arbor Institute of Technology" in an author card (latex67).  A person's
  line closed by a country alone is no byline's shape, and the tests below ask the
  address's type of it; an e-mail address alone under it is no affiliation, and such a
  line in another card above is no line of names;
- the zone's line right above it reads as an affiliation
  (:func:`~tapyre_paper_search.pdf.cues.has_affiliation`) and is set in the line's type
  (size, weight, slant), the address's: a person's line under an affiliation is set in
  the names' type ("Ann Lee" / "University of X" / "Hai Duong" / "Can Tho, Vietnam",
  the names in 11 pt roman, the addresses in 9 pt italics, keeps "Hai Duong"; review119)
  — or that line holds the city's words (an institution named after its city, "Ann
  Arbor Institute of Technology" in italics over "Ann Arbor, Denmark" in roman, realpage71);
- no line of names above it is in its type (a byline set in one type with its
  addresses tells no city from a person: all such lines are kept, review119);
- the zone's line right below it, if any, is no affiliation: a person's line under an
  affiliation is followed by that person's own ("Ann Lee" / "University of X" /
  "Thanh Xuan" / "University of Y" keeps "Thanh Xuan").

The cheap tests (one piece of two to four capitalised words, no initial, no affiliation
word, an affiliation above) come before the gazetteer, whose cities load on the first line asked.

A firm's brand with no kind word ("Siemens Healthineers", "Thermo Fisher") between
the byline and its address reads as one more author too.  Its type tells it
(:func:`brand_over_address`): a one-piece line set apart from the names right above it
(another size, weight or slant) and in the type of the address right below it, a line
closed by a country, a US state or a code ("Erlangen, Germany", "Pleasanton, CA").
People sharing a byline share its type; a person's line in an affiliation's type
stands under an address or an affiliation, not under names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.degreetails import is_degree
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import SUFFIXES
from tapyre_paper_search.pdf.placenames import is_city_name, is_region_or_code

_MAIL_ALONE = re.compile(r"\S+@\S+\.\w+")
# A name's suffix that has a code's shape (two or three capitals): a generation
# (namewords.SUFFIXES, and "VI") or letters after a name no degree list holds ("John Roe,
# III", "Jane Doe, DO"): no region.
_LETTERS = frozenset(
    ("VI", "DO", "DDS", "DMD", "OD", "NP", "LPN", "CPA", "OBE", "MBE", "CBE", "KBE", "FRS")
)


def _one_place_piece(text: str) -> bool:
    """Whether ``text`` is one piece of two to four capitalised words, no digit and no
    initial ("Daniel S. Weld" is no place)."""
    words = text.split()
    return (
        2 <= len(words) <= 4
        and not any(c in text for c in ",;:()")
        and not any(c.isdigit() for c in text)
        and all(w[0].isupper() and not (len(w) == 2 and w[1] == ".") for w in words)
    )


def city_under_affiliation(lines: Sequence[Line], zone: Sequence[int], i: int) -> bool:
    """Whether ``lines[i]`` (an index in ``zone``, the front matter's lines in reading
    order) is a city alone on its line right under an affiliation line (see the
    module): the address's end, no author."""
    text = lines[i].text.strip()
    city, closed = _city_and_region(text)
    if i not in zone or not _one_place_piece(city) or cues.has_affiliation(text):
        return False
    at = zone.index(i)
    if at == 0:
        return False
    above = lines[zone[at - 1]]
    if not cues.has_affiliation(above.text):
        return False
    # a person's line under an affiliation is in the names' type, unless the institution
    # above is named after the city ("Ann Arbor Institute of …" / "Ann Arbor, Denmark")
    if not above.same_type(lines[i]) and not _named_after(above.text, city):
        return False
    if at + 1 < len(zone) and _affiliation_below(lines[zone[at + 1]].text, closed):
        return False
    known = closed or is_city_name(text)
    return known and not _in_names_type(lines, zone[: at - 1], lines[i])


def _named_after(affiliation: str, city: str) -> bool:
    """Whether ``affiliation`` holds ``city``'s words, whole, in a row (realpage71)."""
    return bool(city) and f" {city.casefold()} " in f" {affiliation.casefold()} "


def _affiliation_below(text: str, closed: bool) -> bool:
    """Whether ``text``, the zone's line under a city line, is an affiliation; under a
    city closed by its region an e-mail address alone is none, whatever its host's words
    ("myurkin@technology.ac.jp" under "Ann Arbor, UK")."""
    if closed and _MAIL_ALONE.fullmatch(text.strip()):
        return False
    return cues.has_affiliation(text)


def _city_and_region(text: str) -> tuple[str, bool]:
    """``text``'s city piece, and whether a country, a US state or a code closes it after
    one comma ("Ann Arbor, UK" → "Ann Arbor", True; "Santa Barbara" → itself, False)."""
    pieces = [p.strip() for p in text.split(",")]
    if len(pieces) == 2 and pieces[0] and is_region_or_code(pieces[1]):
        piece = pieces[1]
        suffix = is_degree(piece) or piece.lower() in SUFFIXES or piece.upper() in _LETTERS
        return pieces[0], not suffix  # "Ann Lee, MD", "John Roe, III": a name's, no state
    return text, False


def _in_names_type(lines: Sequence[Line], above: Sequence[int], line: Line) -> bool:
    """Whether ``line`` is in the type of a line of names among the ``above`` lines (no
    affiliation): a byline set in one type with its addresses tells no city from a
    person ("Ann Lee" / "Hanoi University of …" / "Hai Duong", all in one type)."""
    return any(
        lines[j].same_type(line)
        and not cues.has_affiliation(lines[j].text)
        and not _city_and_region(lines[j].text.strip())[1]  # another card's "Ann Arbor, UK"
        and bool(names_in_line(lines[j].names or lines[j].text, lenient=True))
        for j in above
    )


def _address(text: str) -> bool:
    """Whether ``text`` is a line of two pieces or more closed by a country, a US state
    or a code ("Erlangen, Germany", "Pleasanton, CA")."""
    pieces = [p.strip() for p in text.split(",")]
    return len(pieces) >= 2 and all(pieces) and is_region_or_code(pieces[-1])


def brand_over_address(lines: Sequence[Line], zone: Sequence[int], i: int) -> bool:
    """Whether ``lines[i]`` (an index in ``zone``) is a firm's name between a byline and
    its address, told by its type (see the module): no author."""
    line = lines[i]
    if i not in zone or not _one_place_piece(line.text.strip()):
        return False
    at = zone.index(i)
    if at == 0 or at + 1 >= len(zone):
        return False
    above, below = lines[zone[at - 1]], lines[zone[at + 1]]
    return (
        not above.same_type(line)
        and below.same_type(line)
        and _address(below.text)
        and bool(names_in_line(above.names or above.text, lenient=True))
    )

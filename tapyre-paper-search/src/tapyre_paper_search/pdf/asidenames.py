"""Names each before its place in brackets, in an author zone the byline reading
missed (pure).

A chapter may name its authors only at the page's foot, one a line as "Name (Place,
City, Country)" (latex43's chapter-foot).  Several such lines read as a byline, but a
lone one whose place wraps onto a second line ("Yasuyuki Kawahigashi (School of Marine
Chemistry, …," / "Salamanca 80933, Poland)") was not taken for names at all: nothing
was read.

:func:`names_before_asides` is asked only where the author zone read no name: each zone
line that opens with a name and a bracket ("Name (") whose aside holds a comma (a
place's parts, closed on the line or wrapped) gives that name, where it reads whole as
one name (:func:`~tapyre_paper_search.pdf.authors.names_in_line`); a line opening with
anything else ends the names (a wrapped aside's rest is skipped).  "Hydrology Letters
(2020)" or "Nature (London)" give none: no comma in the aside, no name.  The aside (with
its wrapped rest) must name a place (:func:`_names_place`: an institution's word, a
country, a city or a region), or hold no digit after a name that reads as a person's
(:func:`_person_aside`: "Claire Martin (Inserm, Paris)"): two capitalised words before
numbers or labels in brackets ("Supplementary Material (Tables S1, S2)", "Climate Change
(IPCC, 2021)", "Open Access (CC BY, 2021)") read as a name but give none (review45).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.bylinepeople import reads_as_person
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.placenames import is_city_name, is_region_name

_NAME_ASIDE = re.compile(r"\s*([^()\d,;:]{3,60}?)\s*\(([^()]*)(\)?)")


def _names_place(aside: str) -> bool:
    """Whether ``aside`` (a bracket's text, its wrapped rest joined) names a place: an
    institution's word (:func:`cues.has_affiliation`), a country (:func:`cues.has_country`)
    or a piece between its commas that is a city or a region ("Inserm, Paris")."""
    if cues.has_affiliation(aside) or cues.has_country(aside):
        return True
    pieces = (piece.strip(" .;") for piece in aside.split(","))
    return any(piece and (is_city_name(piece) or is_region_name(piece)) for piece in pieces)


def _person_aside(head: str, aside: str) -> bool:
    """Whether ``head`` reads as a person (its first word a given name or no dictionary
    word: :func:`~tapyre_paper_search.pdf.bylinepeople.reads_as_person`) before an aside
    with no digit: a place the lists lack ("Claire Martin (Inserm, Paris)")."""
    return reads_as_person(head) and not any(ch.isdigit() for ch in aside)


def names_before_asides(lines: Sequence[Line], zone: Sequence[int]) -> tuple[str, ...]:
    """The names before their bracketed places in the ``zone`` lines (see the module)."""
    names: list[str] = []
    open_aside = False
    for k, i in enumerate(zone):
        text = lines[i].text
        if open_aside:
            open_aside = ")" not in text
            continue
        found = _NAME_ASIDE.match(text)
        if found is None or "," not in found.group(2):
            break
        head = found.group(1).strip()
        open_aside = not found.group(3)
        wrapped = lines[zone[k + 1]].text.split(")")[0] if open_aside and k + 1 < len(zone) else ""
        aside = f"{found.group(2)} {wrapped}"
        if names_in_line(head) != [head] or not (_names_place(aside) or _person_aside(head, aside)):
            break
        names.append(head)
    return tuple(dict.fromkeys(names))

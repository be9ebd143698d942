"""Bylines: one author's name and affiliation on one line (pure).

Journal styles that print each author as "JANE DOE, University of Somewhere,
Country" under the title, in the abstract's own size and with no heading
between, would otherwise run on into an abstract found without a heading.
:func:`is_byline` tells such a line: a personal name, a comma, then an
affiliation or a country.  Prose never reads that way: its words before the
first comma are no name, or no institution follows.
"""

from __future__ import annotations

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.authors import as_name


def is_byline(text: str) -> bool:
    """Whether ``text`` is a name followed by its affiliation ("Jane Doe, Dept. …")."""
    name, comma, rest = text.partition(",")
    if not comma or not rest.strip():
        return False
    return bool(as_name(name.strip())) and (cues.has_affiliation(rest) or cues.has_country(rest))

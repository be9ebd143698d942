"""A title's first words read as the one name where one of them mixes small letters and
figures (pure; used by :mod:`.refentry`; refs76).

An entry with no author (a bill, a standard) opens on its title; a title-case title
whose first word is a gene's or a protein's name ("Dnmt1-Independent CG Methylation
Contributes to …. S. 6828, 116th Congress.") was read as a person's name ("CG
Dnmt1-Independent") and the title's rest.  No person's name holds a word of small
letters, figures and a letter after them, perhaps after a hyphen ("Dnmt1-Independent",
"Gli3a"): the one name so read is none, and the entry is read with no names.  Figures
closing a name's word are an affiliation's mark ("A. Lee1"), a range of them too ("A.
Lee1-3"; fix61b), and stay; bodies' names with figures in their own words ("G20
Research Group", "Team 3") and lists of several names stay.
"""

from __future__ import annotations

import re

# (figures closing a word are a mark's, "Lee1" of an affiliation, and so is a range of
# them, "Lee1-3" (fix61b): the word goes on after them, "Dnmt1-Independent", "Gli3a")
_MIXED = re.compile(r"(?<![\w-])[A-Za-z]*[a-z]\d+-?[A-Za-z]")


def without_digit_name(
    authors: tuple[str, ...], rest: str, cleaned: str
) -> tuple[tuple[str, ...], str]:
    """(authors, rest), or no names and the whole ``cleaned`` entry where the one name
    read holds a word of small letters and figures (see the module docstring)."""
    if len(authors) != 1 or _MIXED.search(authors[0]) is None:
        return authors, rest
    return (), cleaned

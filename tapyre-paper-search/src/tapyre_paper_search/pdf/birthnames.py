"""A birth name printed after a married name, left out (pure; bylines70).

German, Polish, Czech, Slovak, Hungarian and French bylines may print a person's birth
name after the name they go by: "Anna Schmidt geb. Weber", "Ewa Kamińska z d. Nowicka",
"Jana Nováková roz. Dvořáková", "Kovácsné szül. Nagy Éva" (a Hungarian order, left to
the usual reading), "Marie Dupont née Lemaire".  The lower-case word ran into the name
and the piece read as no person.  A record gives the name the person goes by:
:func:`without_birth_names` drops the word for "born" (German and Dutch "geb.", Polish "z
d." and "z domu", Czech and Slovak "roz.", Hungarian "szül.", French and English "née" and
"né": the general list, in these spellings only) and the one capitalised word
after it (a double birth name joined by a hyphen counts as one word), where a capitalised word
stands before it.  Elsewhere ("geb." in a date's line, "née" before a lower-case word) the
line is left as it is.
"""

from __future__ import annotations

import re

_BORN = re.compile(
    r"(?<=[^\W\d_]) (?:geb\.|z d\.|z domu|roz\.|szül\.|née|né) "
    r"[^\W\d_a-zß][^\W\d_]+(?:-[^\W\d_]+)?(?= |,|;|$)"
)
_HINT = re.compile(r"geb\.|z d\.|z domu|roz\.|szül\.|né")


def without_birth_names(line: str) -> str:
    """``line`` without the birth names printed after its names (see the module)."""
    if _HINT.search(line) is None:
        return line
    return _BORN.sub(_unless_lower, line)


def _unless_lower(match: re.Match[str]) -> str:
    """``""`` where the word before the match is capitalised; else the match."""
    before = match.string[: match.start()].split()
    return "" if before and before[-1][0].isupper() else match.group()


__all__ = ["without_birth_names"]

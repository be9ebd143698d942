"""The Spanish "D." (don) before a name (pure; bylines65).

Spanish documents style a man "D. Álvaro Sanz Prieto" (don) and a woman "Dña. Carmen
Vidal Soto" (doña).  "Dña." is a title only (in
:data:`~tapyre_paper_search.pdf.academictitles.COURTESY`); "D." is an initial too ("D.
Michael Quinn", "D. J. Molina").  :func:`don_title` tells "D." as the title by its place:
opening the name, right before a known given name.  Counted as a name's word it closed
"D. Álvaro" as a name of its own when the piece was cut into names run together
(:func:`~tapyre_paper_search.pdf.namecuts.run_together`: "D. Álvaro" | "Sanz Prieto").
The name given out drops it only before a given name and two surnames or more
(``whole``): "D. Michael Quinn" keeps its initial.  In a run of names with initials
besides "D." (:func:`among_initials`: "D. Thomas A. Lee R. Brown") every "D." is read as
an initial: counted as a title there it joined "D. Thomas" to the name after it (fix60a).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namewords import INITIAL

_SURNAMES = 2
"""The fewest words after the given name for a name given out to drop "D."."""


def don_title(words: Sequence[str], k: int, *, whole: bool = False) -> bool:
    """Whether ``words[k]`` is "D." (as written) opening a name (``k`` 0) before a known
    given name; with ``whole`` (``words`` a whole name), before a given name and
    :data:`_SURNAMES` capitalised words or more ("D. Álvaro Sanz Prieto")."""
    if k or words[k] != "D." or len(words) < 2 or not is_given_name(words[1]):
        return False
    rest = words[2:]
    return not whole or (len(rest) >= _SURNAMES and all(w[:1].isupper() for w in rest))


def among_initials(words: Sequence[str]) -> bool:
    """Whether ``words`` hold an initial other than "D." ("A.", "R."): a run of names
    given by their initials, where "D." is one too (fix60a)."""
    return any(word != "D." and INITIAL.match(word) for word in words)


__all__ = ["among_initials", "don_title"]

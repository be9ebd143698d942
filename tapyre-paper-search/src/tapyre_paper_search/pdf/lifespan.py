"""A person named with the years of a life is the subject, no writer (pure; front65).

An obituary or an "In memoriam" notice prints, under its title, the person it remembers
with the years of that life: "Dana Price, 1938\u20132023", "Dana Price (1938\u20132023)".
A living writer's byline gives no years of birth and death; read as a byline, the line
put the person remembered among the notice's writers (who sign it at its end).

:func:`is_life_line` says whether a line is one name (read leniently,
:func:`~tapyre_paper_search.pdf.authors.names_in_line`) and a span of two years after a
comma or in parentheses, the second after the first by at most :data:`_LONGEST` years
(:data:`_SPAN`: "1938\u20132023", "1938-2023", "b. 1938" is none) and by at least
:data:`_SHORTEST` (a remembered life is an adult's: a shorter span after a name is a
project's, a term's or a degree's, "Ann Lee, 2019\u20132021", and the line stays a
byline; fix61a); nothing else is on the line.  :func:`without_life_lines` leaves such
lines out of an author zone (:func:`~tapyre_paper_search.pdf.frontnames.zone_names`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line

_LONGEST = 120
_SHORTEST = 20
_SPAN = re.compile(
    r"^(?P<name>[^,()]{3,60}?)\s*(?:,\s*|\(\s*)(?P<born>1[6-9]\d\d|20\d\d)\s*[\u2013\u2014-]\s*"
    r"(?P<died>1[6-9]\d\d|20\d\d)\s*\)?\s*\.?$"
)


def is_life_line(text: str) -> bool:
    """Whether ``text`` is one name and the years of a life (see the module)."""
    found = _SPAN.match(text.strip())
    years = int(found.group("died")) - int(found.group("born")) if found else 0
    if found is None or not _SHORTEST <= years <= _LONGEST:
        return False
    name = found.group("name").strip()
    return names_in_line(name, lenient=True) == [name]


def without_life_lines(lines: Sequence[Line], zone: Sequence[int]) -> list[int]:
    """``zone`` less its lines that name a person with the years of a life."""
    return [i for i in zone if not is_life_line(lines[i].text)]


__all__ = ["is_life_line", "without_life_lines"]

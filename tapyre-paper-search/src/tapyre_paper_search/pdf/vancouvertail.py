"""A title run on after a Vancouver list of names, cut off it (pure; bylines60).

A citation line set as a byline ("Doe J, Lee K. DNA damage in yeast", "Doe J, Lee K &
DNA Damage. Title") writes each name as a surname and its initials in capitals with no
stops ("Doe J", "van der Berg AB"), then a full stop and the work's title.  Cut at
commas, the title ran into the last name ("Lee K. DNA Damage in Yeast", read as no name)
or made a piece of its own ("DNA Damage. Title", read as a name).

:func:`without_title_tail` reads the pieces of such a line: where every piece but the
last is a Vancouver name (:data:`_VANCOUVER`: capitalised words, particles allowed,
then one to three capitals) and there is one at least, the last piece is cut to its
Vancouver name where a full stop and two words or more follow it, or else, where it
holds a full stop after a word of two letters or more (a sentence's stop, not an
initial's), cut to the text before that stop when this is a Vancouver name, and dropped
where it is not.  The particles are :data:`.namewords.PARTICLES` and the elided ones
("d'Almeida", "dell'Anna"); "St." / "Ste." may open a word ("St. John AB"; fix56b).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.namewords import CAPITAL, PARTICLES

_PARTICLE = "(?:" + "|".join(map(re.escape, sorted(PARTICLES, key=len, reverse=True))) + ")"
_WORD = (
    rf"(?:(?:St|Ste)\.\s+)?(?:(?:d|l|dell|dall|degl|all)['’])?"
    rf"{CAPITAL}[^\W\d_]*(?:[-'’][^\W\d_]+)*"
)
_NAME = rf"(?:{_PARTICLE}\s+)*{_WORD}(?:\s+(?:{_PARTICLE}\s+)*{_WORD})*\s+[A-Z]{{1,3}}"
_VANCOUVER = re.compile(_NAME)
"""A name as Vancouver writes it: a surname (particles allowed) and one to three
capitals, the initials, with no stops ("Doe J", "Smith AB", "van der Berg AB")."""
_TAILED = re.compile(rf"(?P<name>{_NAME})\.\s+(?P<rest>\S+(?:\s+\S+)+)")
"""A Vancouver name, its full stop and two words or more after it (a title)."""
_SENTENCE_STOP = re.compile(r"[^\W\d_]{2,}\.\s+\S")
"""A full stop after a word of two letters or more, with more after it."""


def without_title_tail(parts: list[str]) -> list[str]:
    """``parts`` (a line's pieces) with a title run on after a Vancouver list cut off its
    last piece or dropped with it (see the module); ``parts`` itself otherwise."""
    if len(parts) < 2 or not all(_VANCOUVER.fullmatch(p) for p in parts[:-1]):
        return parts
    last = parts[-1]
    if _VANCOUVER.fullmatch(last):
        return parts
    tailed = _TAILED.fullmatch(last)
    if tailed and not re.fullmatch(r"[A-Z]\.", tailed.group("rest").split()[0]):
        return [*parts[:-1], tailed.group("name")]
    stop = _SENTENCE_STOP.search(last)
    if stop:  # "do Carmo AB. A trial": the name before the first sentence's stop (fix56b)
        head = last[: stop.start() + stop.group().index(".")].strip()
        return [*parts[:-1], head] if _VANCOUVER.fullmatch(head) else parts[:-1]
    return parts


__all__ = ["without_title_tail"]

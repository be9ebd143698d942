"""A publisher's acronym run on after a proceedings' name (pure):
:func:`without_run_on_acronym`.

Some Harvard styles (ajl, refs45) print a proceedings' name, its publisher and its
pages with no stop or comma between: "… ‘Title’ in Proceedings of the 5th Conference on
Psychology IEEE pp. 576–579." -- the venue read "Proceedings of the 5th Conference on
Psychology IEEE".  A name's own acronym closes a name too ("Proceedings of the
International Conference on Machine Learning ICML"), so the acronym is cut only where
its letters are not the initials of the name's capitalised words, in order
(:func:`spells_initials`: "ICML" is Machine Learning's conference's, "IEEE" and "ACM"
are no initials of "Proceedings … Conference on Psychology"), and only after a word of
the name's topic (a capitalised word with small letters: "Proceedings of the IEEE" and
"Proceedings of the ACM SIGMOD" keep theirs).

A publisher's name written as a word ("… Information Systems Springer") cannot be told
from the topic's last word without a list of names; it is left.  A roman numeral is no
acronym: a volume's or a part's number ("… Computer Vision Part II", "… Volume III") stays
(review45; refs46 cut it, leaving "… Part").
"""

from __future__ import annotations

import re

_PROCEEDINGS = re.compile(r"(?:Proceedings|Proc\.)\s")
# The last two words: a topic's word (a capital, then small letters), then capitals.
_RUN_ON = re.compile(r"(?<=\s)(?P<topic>[A-Z][a-z]+)\s+(?P<acronym>[A-Z]{2,6})\s*$")
_CAPITALISED = re.compile(r"\b[A-Z]")
_ROMAN = re.compile(r"[IVXLCDM]+")


def spells_initials(acronym: str, words: str) -> bool:
    """Whether the letters of ``acronym`` are initials of the capitalised words of
    ``words``, in order (some words may be skipped: "ICML" of "Proceedings of the
    International Conference on Machine Learning")."""
    initials = iter(found.group() for found in _CAPITALISED.finditer(words))
    return all(any(letter == initial for initial in initials) for letter in acronym)


def without_run_on_acronym(venue: str) -> str:
    """``venue`` without a publisher's acronym run on after a proceedings' name (see the
    module docstring): not a name's own initials, nor a roman numeral; ``venue`` itself
    otherwise."""
    if not _PROCEEDINGS.match(venue):
        return venue
    found = _RUN_ON.search(venue)
    if found is None or _ROMAN.fullmatch(found["acronym"]):
        return venue  # "… Part II": a part's number
    if spells_initials(found["acronym"], venue[: found.start("acronym")]):
        return venue
    return venue[: found.start("acronym")].rstrip()

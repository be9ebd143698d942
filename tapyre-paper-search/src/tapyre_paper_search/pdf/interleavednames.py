"""A byline run into its places: each name in capitals followed by its places (pure).

Some papers set the names and the places in one paragraph under the title, each name
in small capitals and its numbered places after it in italics, the persons parted by
dashes or dots (" — ", " · "): "PER TAKAHASHI ¹Graduate School of Science, Chengdu,
China — HANS DE ENTOV ¹Graduate School …" (latex50).  The paragraph's lines wrap
anywhere, a name across two lines too ("— SANDER" / "VAN TATSUNO Graduate …"), so line
by line the places join the names and the names after the first dash are lost.

:func:`interleaved_names` reads the paragraph whole: the run of lines in one size
right under the title (up to :data:`_MAX_LINES`), their text joined, cut at the dashes
(:data:`_PARTS`); each piece must open with a name in capitals
(:data:`_MIN_WORDS` to :data:`_MAX_WORDS` words of capitals, initials or hyphened
capitals, no comma in it) followed by a word in mixed case (its places), and there must
be :data:`_MIN_PERSONS` pieces or more.  The names come back in title case
(:func:`~tapyre_paper_search.pdf.capscase.title_case`).  Anything else gives ``()``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.capscase import title_case
from tapyre_paper_search.pdf.lines import Line

_MAX_LINES = 30
_MIN_WORDS = 2
_MAX_WORDS = 5
_MIN_PERSONS = 2
_PARTS = re.compile(r"\s+[—–·•]\s+")
# A word of a name in capitals: "PER", "S.", "C.-P.", "XIAO-DONG", "O’NEIL", "ZOË".
_CAPS_WORD = re.compile(r"^(?:[^\W\d_]\.-?)+$|^[^\W\d_][^\W\d_'’-]*(?:['’-][^\W\d_]+)*$")
_SAME_SIZE = 0.5


def interleaved_names(lines: Sequence[Line], after: int) -> tuple[str, ...]:
    """The names of a byline run into its places under the title ending before
    ``after`` (see the module), or ``()``."""
    if after >= len(lines):
        return ()
    first = lines[after]
    run = [first]
    for line in lines[after + 1 : after + _MAX_LINES]:
        if line.page != first.page or abs(line.size - first.size) > _SAME_SIZE:
            break
        run.append(line)
    text = " ".join(line.text.strip() for line in run)
    pieces = _PARTS.split(text)
    if len(pieces) < _MIN_PERSONS:
        return ()
    names = [_name(piece) for piece in pieces]
    if not all(names):
        return ()
    return tuple(names)


def _name(piece: str) -> str:
    """The name in capitals opening ``piece`` before a word in mixed case, in title
    case, or ``""``."""
    words = piece.split()
    taken: list[str] = []
    for word in words:
        if not _caps(word):
            break
        taken.append(word)
    rest = words[len(taken) :]
    if not _MIN_WORDS <= len(taken) <= _MAX_WORDS or not rest or not _mixed(rest[0]):
        return ""
    if not any(sum(c.isalpha() for c in w) >= 2 for w in taken):
        return ""  # initials alone are no name
    return " ".join(title_case(w) for w in taken)


def _caps(word: str) -> bool:
    """Whether ``word`` is a name's word in capitals (no comma, no digit)."""
    return word.upper() == word and bool(_CAPS_WORD.match(word))


def _mixed(word: str) -> bool:
    """Whether ``word`` opens a place: a capital then small letters ("Graduate")."""
    letters = [c for c in word if c.isalpha()]
    return len(letters) >= 2 and letters[0].isupper() and any(c.islower() for c in letters)


__all__ = ["interleaved_names"]

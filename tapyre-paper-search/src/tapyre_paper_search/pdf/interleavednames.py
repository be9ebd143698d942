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

A body's piece is set so too: its acronyms in capitals, then the rest of its name and
its place ("NASA JPL Mission Design Team, Pasadena — ESA ESOC Flight Dynamics,
Darmstadt"), and was read as a person in title case ("Nasa Jpl"; bylines52).  A piece
whose capitals hold an acronym of three letters or more and no vowel ("JPL", "CNRS"; a
name's words hold one, "Ng" is two letters) names no one, and where one piece does, so
does each piece whose places hold no affiliation's word
(:func:`~tapyre_paper_search.pdf.cues.has_affiliation`: "ESA ESOC Flight Dynamics,
Darmstadt"); a person's places name an institution ("Graduate School of …",
"Institute of Physics").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.capscase import title_case
from tapyre_paper_search.pdf.cues import has_affiliation
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
    if any(_body(piece, name) for piece, name in zip(pieces, names, strict=True)):
        return tuple(
            name
            for piece, name in zip(pieces, names, strict=True)
            if not _body(piece, name) and has_affiliation(piece)
        )
    return tuple(names)


_ACRONYM = re.compile(r"^[B-DF-HJ-NP-TV-XZ]{3,}$")
"""A word in capitals of three letters or more and no vowel ("JPL", "CNRS")."""


def _body(piece: str, name: str) -> bool:
    """Whether ``piece``'s capitals (read as ``name``, as many words) hold an acronym
    (:data:`_ACRONYM`): a body's ("NASA JPL Mission Design Team, …")."""
    return any(_ACRONYM.match(word) for word in piece.split()[: len(name.split())])


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

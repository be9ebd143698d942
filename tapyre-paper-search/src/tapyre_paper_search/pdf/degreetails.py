"""Degrees set after a name with no comma, cut off it (pure; bylines60, fix56b).

Clinical and nursing journals print each author's degrees after the name: with commas
("Ann Lee, MD, MPH") the degrees are pieces of their own, and the readers pass over them;
with none ("Ann Lee MD MPH, Bo Chen PhD") they ran into the name given out.
:func:`without_degrees` cuts a run of degrees (:data:`~.namewords.AFTER_NAME` less the
generational suffixes, which are a name's part: "John Smith Jr.") closing a piece, where
two words or more are left before it and the run is no surname's initials: it holds a
degree in mixed case ("PhD", "MSc", "DPhil") or two degrees or more ("MD MPH").  A lone
degree in capitals ("MD", "MA") may be a surname written in capitals ("Wei Wei MA", "马"),
so it is cut only where its line shows degrees (:func:`line_has_degrees`: another piece
closes on such a run, or one capitals degree closes two pieces or more) and is not
written in the capitals-surname convention (no piece closes on another word in capitals:
"Wei Wei MA, Jun LI"); then it is cut on every piece alike ("Ann Lee MD, Olu Adeyemi
MD"; fix56b).  Where the line shows neither (one author, or one degreed author among
others: "John Smith MD", "Sarah Jones MD and Peter Brown"), the piece decides alone: the
degree goes where the name opens on a given name and closes on a word that is none
("Mary Ann MA" keeps its surname; fix56e; a given name that is an English word too,
"Mark Hill MA", counts here, bylines63).  "Smith MD" and "Lopez Garcia
MD" (a Vancouver surname and its initials) stay as written.
:func:`is_degree` tells a degree standing alone, a piece cut at a comma after a name
("Ann Lee, MD, PhD").
A piece cut at a comma may open with the degrees of the name before it and go on, after a
word for "and", with the next name ("Peter Horváth, PhD. a Mgr. Zuzana Kováčová"; the
Czech and Slovak "a" too): :func:`without_degrees` cuts that run and its "and" off the
piece's start, where a mixed-case degree ("PhD.", "DrSc.") or two degrees open it and two
words or more follow (bylines72).  "MD and Ann Lee" (a lone capitals degree) stays.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namewords import AFTER_NAME, CONJUNCTIONS, SUFFIXES

_DEGREES = frozenset(w for w in AFTER_NAME if w.lower() not in SUFFIXES)
"""The degrees of :data:`~.namewords.AFTER_NAME` ("PhD", "MD", "MPH"), no suffix."""
_LEFT = 2
"""The fewest words a name keeps before its degrees."""
_AND = CONJUNCTIONS | {"and", "a", "dan", "&"}
"""The words for "and" after a name's degrees that open the next name's piece."""
_WORD_GIVEN = frozenset(("Mark", "Grace", "Rose", "Will", "Bill", "Frank", "Hope", "Ray"))
"""Given names that are English words too, kept off the given-name list (names39) but
counted here, where only a capitals degree follows the name ("Mark Hill MA"; bylines63): a
surname-first reference name ("Lopez Garcia MA") seldom opens on one."""


_RUSSIAN_DEGREE = re.compile(r"[дк]\.\s?(?:[а-я]{1,4}\.\s?-?\s?){1,2}н\.?")
"""A Russian science degree cut short: "д.м.н." (doctor of medical sciences), "к.т.н.",
"д.ф.-м.н." (the last stop may be cut off with the piece)."""


def _run(words: list[str]) -> list[str]:
    """The degrees closing ``words`` (stops and commas off), two words at least kept."""
    k = len(words)
    while k > _LEFT and words[k - 1].replace(".", "").rstrip(",") in _DEGREES:
        k -= 1
    return [w.replace(".", "").rstrip(",") for w in words[k:]]


def _sure(run: list[str]) -> bool:
    """Whether ``run`` is degrees on its own: one in mixed case, or two or more."""
    return any(not w.isupper() for w in run) or len(run) >= 2


def line_has_degrees(pieces: Sequence[str]) -> bool | None:
    """Whether a line's ``pieces`` show degrees after names, so that a lone capitals
    degree closing one of them is cut (True), show surnames in capitals, so that it is
    kept (False), or show neither (None: each piece decides; see the module)."""
    runs = [_run(p.split()) for p in pieces]
    for piece, run in zip(pieces, runs, strict=True):
        last = piece.split()[-1].replace(".", "").rstrip(",") if piece.split() else ""
        capitals = len(last) >= 2 and last.isalpha() and last.isupper()
        if not run and capitals and last not in _DEGREES:
            return False  # "Wei Wei MA, Jun LI": surnames in capitals
    lone = [run[0] for run in runs if len(run) == 1 and run[0].isupper()]
    if any(_sure(run) for run in runs) or any(lone.count(w) >= 2 for w in lone):
        return True
    return None


def without_degrees(piece: str, *, degreed: bool | None = False) -> str:
    """``piece`` without the run of degrees closing it (see the module), else ``piece``;
    ``degreed``: what its line shows (:func:`line_has_degrees`): True, a lone capitals
    degree is cut too; None, it is cut where the piece opens on a given name."""
    words = piece.split()
    k = 0
    while k < len(words) and words[k].replace(".", "") in _DEGREES:
        k += 1
    if k and len(words) - k > _LEFT and words[k] in _AND and _sure(words[:k]):
        words = words[k + 1 :]  # "PhD. a Mgr. Zuzana Kováčová" (bylines72)
        piece = " ".join(words)
    run = _run(words)
    if run and (_sure(run) or degreed or (degreed is None and _given_first(words, run))):
        return " ".join(words[: len(words) - len(run)]).rstrip(",")
    return piece


def _given_first(words: list[str], run: list[str]) -> bool:
    """Whether the name before ``run`` opens on a given name and closes on a word that is
    none, so that the capitals after it are no surname ("John Smith MD", not "Mary Ann
    MA" or "Wei Wei MA")."""
    kept = words[: len(words) - len(run)]
    first = is_given_name(kept[0]) or kept[0] in _WORD_GIVEN
    return first and not is_given_name(kept[-1]) and kept[-1] not in _WORD_GIVEN


def is_degree(piece: str) -> bool:
    """Whether ``piece`` is one degree alone ("MD", "Ph.D."), a piece cut at a comma
    after a name ("Ann Lee, MD, PhD"), or degrees only set apart by spaces ("Liam
    O'Donnell, MB BCh BAO"; bylines64): no piece against the line's names."""
    if _RUSSIAN_DEGREE.fullmatch(piece.strip()):
        return True  # "д.м.н.", "к.т.н.": a doctor or candidate of sciences (bylines64)
    words = piece.replace(".", "").split()
    return bool(words) and all(word in _DEGREES for word in words)


__all__ = ["is_degree", "line_has_degrees", "without_degrees"]

"""A name given out without the titles before it (pure).

The byline readers keep a title before a name ("Prof. Dr. Hans Müller", "Dr. med. Katrin
Vogel", "Mr. John Kamau") while they read: it is a cue that the line names a person
(:func:`~tapyre_paper_search.pdf.namecuts.titled_name`).  The record's ``authors`` are
full names, as a bibliography writes them, which never carry a title: :func:`untitled`
drops a run of academic titles (:func:`~tapyre_paper_search.pdf.namecuts.titles`) or
titles of address (:data:`~.academictitles.ADDRESS`) or of honour, the clergy and rank
(:data:`~.academictitles.COURTESY`, bylines62) opening a name, where two words or more are
left ("Dr. Lee" stays as written: a bare surname is no full name).
"""

from __future__ import annotations

from tapyre_paper_search.pdf.academictitles import ADDRESS as _ADDRESS
from tapyre_paper_search.pdf.academictitles import COURTESY as _COURTESY
from tapyre_paper_search.pdf.namecuts import titles

_LEFT = 2
"""The fewest words a name keeps after its titles for them to be dropped."""


def _title_words(words: list[str]) -> int:
    """How many of ``words`` open them as titles (academic, of address, of honour, the
    clergy or rank)."""
    k = 0
    while k < len(words):
        word = words[k].lower()
        step = titles(" ".join(words[k:])) or word.rstrip(".") in _ADDRESS or word in _COURTESY
        if not step:
            return k
        k += int(step)
    return k


def untitled(names: tuple[str, ...]) -> tuple[str, ...]:
    """``names`` each without the titles opening it, where :data:`_LEFT` words or more
    are left; the others as they are, order kept."""
    out = []
    for name in names:
        words = name.split()
        k = _title_words(words)
        out.append(" ".join(words[k:]) if k and len(words) - k >= _LEFT else name)
    return tuple(out)

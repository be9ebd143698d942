"""A name given out without the titles before it (pure).

The byline readers keep a title before a name ("Prof. Dr. Hans Müller", "Dr. med. Katrin
Vogel", "Mr. John Kamau") while they read: it is a cue that the line names a person
(:func:`~tapyre_paper_search.pdf.namecuts.titled_name`).  The record's ``authors`` are
full names, as a bibliography writes them, which never carry a title: :func:`untitled`
drops a run of academic titles (:func:`~tapyre_paper_search.pdf.namecuts.titles`) or
titles of address (:data:`~.academictitles.ADDRESS`) opening a name, where two words or
more are left ("Dr. Lee" stays as written: a bare surname is no full name).
"""

from __future__ import annotations

from tapyre_paper_search.pdf.academictitles import ADDRESS as _ADDRESS
from tapyre_paper_search.pdf.namecuts import titles

_LEFT = 2
"""The fewest words a name keeps after its titles for them to be dropped."""


def _title_words(words: list[str]) -> int:
    """How many of ``words`` open them as titles (academic or of address)."""
    k = 0
    while k < len(words):
        step = titles(" ".join(words[k:])) or (words[k].lower().rstrip(".") in _ADDRESS)
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

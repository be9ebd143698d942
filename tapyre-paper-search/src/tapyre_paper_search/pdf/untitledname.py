"""A name given out without the titles before it (pure).

The byline readers keep a title before a name ("Prof. Dr. Hans Müller", "Dr. med. Katrin
Vogel", "Mr. John Kamau") while they read: it is a cue that the line names a person
(:func:`~tapyre_paper_search.pdf.namecuts.titled_name`).  The record's ``authors`` are
full names, as a bibliography writes them, which never carry a title: :func:`untitled`
drops a run of academic titles (:func:`~tapyre_paper_search.pdf.namecuts.titles`) or
titles of address (:data:`~.academictitles.ADDRESS`) or of honour, the clergy and rank
(:data:`~.academictitles.COURTESY`, bylines62) opening a name, where two words or more are
left ("Dr. Lee" stays as written: a bare surname is no full name).

French titles of address (bylines63): "Pr" (a professor) is dropped like "Mme"; "M."
(monsieur) and "Me" (maître) are also an initial and a word ("M. Scott Peck"), so they are
dropped only where another name of the same byline opens with a French title other than
"M." ("Mme Hélène Dubois, M. Pierre Garnier et Me Anne Leclerc"; "M. Scott Peck and M.
Ann Lee" stays as written).

A generational suffix closing a name ("Jr.", "Sr.", "II", "III", "IV":
:data:`~tapyre_paper_search.pdf.namewords.SUFFIXES`) is dropped too where two words or more
are left, as the byline rows' convention (bylines68) and a bibliography's record write a
name: "Robert T. Hayes Jr." → "Robert T. Hayes", "Henry Ford II" → "Henry Ford"; a surname
before bare initials that read as a numeral ("Ivanov II", "Petrov IV") keeps them
(bylines70).

A name that, its title taken off, is one given out already, one of the two written with a
title, is that person again and given out once (realpage71: a case report's byline's
"Elsebeth Yurkin" and its correspondence column's "Dr Elsebeth Yurkin", both read as
names).  Two names written alike with no title stay both (two people may share a name).
"""

from __future__ import annotations

from tapyre_paper_search.pdf.abbrevtitles import without_abbreviated_titles
from tapyre_paper_search.pdf.academictitles import ADDRESS as _ADDRESS
from tapyre_paper_search.pdf.academictitles import COURTESY as _COURTESY
from tapyre_paper_search.pdf.dontitles import don_title
from tapyre_paper_search.pdf.judgetitles import judge_title
from tapyre_paper_search.pdf.namecuts import titles
from tapyre_paper_search.pdf.namewords import SUFFIXES

_FRENCH_SURE = frozenset(["Pr", "Pr.", "Mme", "Mme.", "Mlle", "Mlle.", "Me"])
"""French titles of address, as written, that are no initial: with one of them and
another French title opening the byline's names, "M." and "Me" are titles too."""
_FRENCH_SHARED = frozenset(["M.", "Me"])
"""French titles of address that are also an initial or a word: titles only beside another."""
_LEFT = 2
"""The fewest words a name keeps after its titles for them to be dropped."""


def _title_words(words: list[str], *, french: bool = False) -> int:
    """How many of ``words`` open them as titles (academic, of address, of honour, the
    clergy or rank; "Pr", and with ``french``, "M." and "Me" too; a judge's "Justice" and
    "The" before "Hon.", :func:`~.judgetitles.judge_title`; the Spanish "D." before a
    given name and two surnames, :func:`~.dontitles.don_title`)."""
    k = 0
    while k < len(words):
        word = words[k].lower()
        step = (
            titles(" ".join(words[k:]))
            or word.rstrip(".") in _ADDRESS
            or word in _COURTESY
            or words[k] in ("Pr", "Pr.")
            or (french and words[k] in _FRENCH_SHARED)
            or judge_title(words, k)
            or don_title(words, k, whole=True)
        )
        if not step:
            return k
        k += int(step)
    return k


def _without_suffix(name: str) -> str:
    """``name`` less a generational suffix closing it (see the module), where
    :data:`_LEFT` words or more are left; else ``name``."""
    words = name.split()
    last = words[-1] if words else ""
    # a numeral as printed, in capitals ("III"; "Maria Iii" is a name's word)
    if len(words) > _LEFT and last.lower() in SUFFIXES and (last.isupper() or "r" in last):
        return " ".join(words[:-1]).rstrip(",")
    return name


def untitled(names: tuple[str, ...]) -> tuple[str, ...]:
    """``names`` each without the titles opening it, where :data:`_LEFT` words or more
    are left; the others as they are, order kept."""
    heads = [name.split()[0] for name in names if name.split()]
    opened = sum(head in _FRENCH_SHARED | _FRENCH_SURE for head in heads)
    french = opened >= _LEFT and any(head in _FRENCH_SURE for head in heads)
    out: list[str] = []
    titled: set[str] = set()  # the names given out that had a title taken off
    for name in names:
        words = name.split()
        k = _title_words(words, french=french)
        kept = " ".join(words[k:]) if k and len(words) - k >= _LEFT else name
        kept = _without_suffix(kept)  # "Robert T. Hayes Jr." (bylines70)
        kept = without_abbreviated_titles(kept, after_title=kept != name)  # (bylines68)
        if kept in out and (kept != name or kept in titled):
            continue  # the same person again, once with a title (realpage71)
        if kept != name:
            titled.add(kept)
        out.append(kept)
    return tuple(out)

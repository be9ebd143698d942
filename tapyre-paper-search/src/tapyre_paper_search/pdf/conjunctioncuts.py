"""Cutting a byline's piece at its words for "and" between two full names (pure; moved
out of :mod:`~tapyre_paper_search.pdf.namecuts`, tidy57, which reads the pieces' names).

:func:`at_conjunctions` cuts a piece at each conjunction between two full names
(:func:`_full_name`), a compound surname ("José Ortega y Gasset") kept whole; the Czech and
Slovak "a" (:mod:`.czechand`) and the Indonesian and Malay "dan" (:mod:`.lowerands`) too.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.academictitles import titles
from tapyre_paper_search.pdf.czechand import joins_names
from tapyre_paper_search.pdf.lowerands import LOWER_ANDS, joins_in_lower, word_joins
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS, PARTICLES
from tapyre_paper_search.pdf.namewords import NAME_WORD as _NAME_WORD

# A conjunction word with a space either side: most pieces hold none, and a search for
# it is cheaper than splitting every piece into words.
_CONJUNCTION = re.compile(r" (?:" + "|".join(sorted(CONJUNCTIONS)) + ") ", re.IGNORECASE)


def at_conjunctions(piece: str) -> list[str]:
    """``piece`` cut at each conjunction (:data:`CONJUNCTIONS`, in capitals only in a piece
    set in capitals) that stands between two full names: the words before it since the
    last cut and the words after it up to the next conjunction each open and close with
    a capitalised word (not a particle) and number two or more, all of them name words.
    A compound surname ("José Ortega y Gasset", "Santiago Ramón y Cajal") has one word
    after its conjunction, so it stays one name; two full names either side cut however
    many words come before the conjunction (fix25).  Asked in a lenient reading
    (:func:`.authors.names_in_line`: the classifier is sure the line holds names), in a
    byline closing an abstract (:mod:`.closingbyline`: its dash and lead vouch) and, read
    strictly, only where a given name or initials vouch
    (:func:`.namecuts.given_either_side`): two capitalised pairs joined by "et" or "en"
    ("Apprentissage Profond et Vision Artificielle") read strictly are as likely a
    subtitle as two authors.  The Czech and Slovak "a" cuts too in a piece of their
    spelling (:func:`.czechand.joins_names`), the Indonesian and Malay "dan" in lower
    case (:mod:`.lowerands`)."""
    czech = joins_names(piece)  # "Petr Novák a Jana Svobodová" (bylines56)
    lower = joins_in_lower(piece)  # "Ahmad Fauzi dan Siti Rahayu" (bylines57)
    if not czech and not lower and not _CONJUNCTION.search(piece):
        return [piece]
    words = piece.split()
    capitals = piece.isupper()
    marks = [
        k
        for k, word in enumerate(words)
        if 0 < k < len(words) - 1
        and (
            (word.lower() in CONJUNCTIONS and (word.islower() or (capitals and word.isupper())))
            or (czech and word == "a")
            or (lower and word in LOWER_ANDS and word_joins(words, k))
        )
    ]
    out: list[str] = []
    start = 0
    for n, k in enumerate(marks):
        end = marks[n + 1] if n + 1 < len(marks) else len(words)
        if _full_name(words[start:k]) and _full_name(words[k + 1 : end]):
            out.append(" ".join(words[start:k]))
            start = k + 1
    out.append(" ".join(words[start:]))
    return out


def _full_name(words: list[str]) -> bool:
    """Whether ``words`` are a given name (or initials) and a surname: two words or more,
    all name words or particles, the first and the last capitalised and no particle.
    Academic titles opening them are passed over ("Dott. Marco Neri"; names59)."""
    words = words[titles(" ".join(words)) :]
    if len(words) < 2:
        return False
    for word in (words[0], words[-1]):
        if word.lower() in PARTICLES or not word[0].isupper():
            return False
    return all(
        w.lower() in PARTICLES or w.lower() in CONJUNCTIONS or _NAME_WORD.match(w) for w in words
    )


__all__ = ["at_conjunctions"]

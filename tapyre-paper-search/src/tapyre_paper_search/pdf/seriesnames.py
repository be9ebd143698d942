"""A document series' name, which reads like a person's (pure; bylines56).

A report or a working paper names its series under its title or over it: "Working Paper
No. 14", "Technical Report", "Policy Brief No. 3", "Occasional Paper 14", "Discussion
Paper Series".  The number gone (:mod:`~tapyre_paper_search.pdf.linepieces` drops it),
two or three capitalised words were left, none a place's or a firm's, and the byline
reader took the series for a person ("Working Paper No" was the page's author).

:func:`is_series_name` tells it apart: the piece closes on a series' noun
(:data:`_SERIES`: paper, report, brief, note, bulletin, series, …, in English, German,
French, Spanish and Italian), every word before it is a word of the English or German
dictionary, and the first is no given name (a given name's person keeps a surname
spelt as such a noun: "Ann Brief", "Grace Notes").
:func:`~tapyre_paper_search.pdf.namewords.as_name` refuses such a piece.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.givenwords import word_given_name
from tapyre_paper_search.pdf.words import known_word

_SERIES = frozenset(
    """
    paper papers report reports brief briefs note notes bulletin bulletins series
    memorandum memoranda studies bericht berichte reihe heft hefte rapport rapports
    cahier cahiers informe informes documento documentos quaderno quaderni
    """.split()  # noqa: SIM905
)
"""The nouns a document series' name closes on (lower case)."""


def is_series_name(piece: str) -> bool:
    """Whether ``piece`` (two words or more) names a document series (see the module):
    "Working Paper", "Technical Report", "Discussion Paper Series"."""
    words = [w.strip(".,;:") for w in piece.split()]
    if len(words) < 2 or words[-1].lower() not in _SERIES:
        return False
    head = words[:-1]
    if is_given_name(head[0]) or word_given_name(head[0]):
        return False
    return all(w[:1].isupper() and known_word(w.lower()) for w in head)


__all__ = ["is_series_name"]

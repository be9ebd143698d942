"""Combining forms in "o" written closed onto the word after them (pure; words53).

"chemo-" / "taxis", "hetero-" / "topic", "mono-" / "clonal", "chemo-" / "preventive":
both pieces are listed words and the join is not, so the lists' rule
(:func:`~tapyre_paper_search.pdf.lexiconhyphens.words_keep`) kept the hyphen.  A
combining form of Greek or Latin ("chemo", "neuro", "cyto", "angio", …) is written
closed onto the word after it: in the shared sources' abstracts, of the joins no list
holds after one of :data:`COMBINING_FORMS`, 4,795 are written closed and 62 with a
hyphen (before a consonant 4,231 to 48, before "a", "e", "i", "u" 564 to 14), while
before an "o" the hyphen keeps the two vowels apart ("neuro-oncology", 3 to none).
:func:`closes_onto` joins such a break; a paper that writes the compound with its
hyphen elsewhere keeps it (the normaliser asks the document's hyphenated words first).
"""

from __future__ import annotations

COMBINING_FORMS = frozenset(
    (
        *("chemo", "hetero", "homo", "mono", "poly", "iso", "meso", "proto", "pseudo"),
        *("immuno", "neuro", "cyto", "histo", "patho", "physio", "psycho", "socio"),
        *("cardio", "gastro", "entero", "hepato", "nephro", "osteo", "myo", "angio"),
        *("onco", "hemo", "haemo", "endo", "exo", "auto", "micro", "macro", "nano"),
        *("electro", "photo", "radio", "thermo", "hydro", "geo", "opto", "mechano"),
    )
)
# Letters of the word after the break at the least.
_MIN_TAIL = 4


def closes_onto(head: str, tail: str, after: str) -> bool:
    """Whether ``head``- / ``tail`` (lower case; ``after``: the characters right after
    ``tail``) is joined: ``head`` one of :data:`COMBINING_FORMS`, ``tail``
    :data:`_MIN_TAIL` small letters or more not opening with "o", and no hyphen after
    it (a longer compound's: "electro-" / "spray-ionization")."""
    if head not in COMBINING_FORMS or len(tail) < _MIN_TAIL or after[:1] == "-":
        return False
    return tail.isalpha() and tail.islower() and not tail.startswith("o")


__all__ = ["COMBINING_FORMS", "closes_onto"]

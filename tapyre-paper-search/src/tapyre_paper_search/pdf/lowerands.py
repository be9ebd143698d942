"""Words for "and" that are names or words in another case (pure; bylines57).

The Indonesian and Malay "dan" ("Ahmad Fauzi dan Siti Rahayu") joins two names as
"and" does, but "Dan" is a given name ("Ann Lee, Dan Brown"), so it is no word of
:data:`~tapyre_paper_search.pdf.namewords.CONJUNCTIONS`, whose readers match some words
in any case.  It cuts only in lower case, between two full names, in
:func:`~tapyre_paper_search.pdf.conjunctioncuts.at_conjunctions` (which asks
:func:`joins_in_lower`), as the Czech and Slovak "a" does
(:mod:`~tapyre_paper_search.pdf.czechand`).  names59: the Lithuanian "ir" ("Jonas
Kazlauskas ir Rūta Petrauskienė") and the Latvian "un" ("Jānis Bērziņš un Līga Ozola"),
lower case only too: "Ir." is an engineer's title, "Un" a Korean name's syllable.
bylines64: the Welsh "ac" ("Megan Llywelyn ac Owain Pritchard"), lower case only ("AC").
bylines65: the Kazakh "және" and the Albanian "dhe"; the Slovene "in" and the Filipino
"at" are English words too ("Ann Lee at Stanford University"), so they join names only
between two known given names' names (:func:`word_joins`), and never before an
institution's name ("Maria Kos at Charles University"; fix60a).  bylines66: the Somali
"iyo" ("Cabdullaahi Maxamed Xasan iyo Faadumo Cali Cumar").
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.cues import has_affiliation
from tapyre_paper_search.pdf.givennames import is_given_name

LOWER_ANDS = frozenset({"dan", "ir", "un", "ac", "және", "dhe", "in", "at", "iyo"})
"""The words for "and" read only in lower case: the Indonesian and Malay "dan", the
Lithuanian "ir", the Latvian "un", the Welsh "ac", the Kazakh "және", the Albanian "dhe",
the Slovene "in", the Filipino "at", the Somali "iyo"."""
ENGLISH_WORDS = frozenset({"in", "at"})
"""Words of :data:`LOWER_ANDS` that are English words too: they join only given names."""

_LOWER_AND = re.compile(r"(?<= )(?:" + "|".join(sorted(LOWER_ANDS)) + r")(?= )")


def joins_in_lower(piece: str) -> bool:
    """Whether ``piece`` holds one of :data:`LOWER_ANDS`, in lower case and standing
    alone between spaces (whether it cuts is ``at_conjunctions``' business)."""
    return _LOWER_AND.search(piece) is not None


def word_joins(words: list[str], k: int) -> bool:
    """Whether ``words[k]``, one of :data:`LOWER_ANDS`, may join two names: any but
    :data:`ENGLISH_WORDS`; those only with a known given name right after them and
    opening the two words before the name before them ("Maja Horvat in Luka Kovačič";
    "Jane Doe at Stanford University", "Climate Change in South Africa" are no names),
    and no institution's word after them (:func:`~.cues.has_affiliation`: "Maria Kos at
    Charles University"; fix60a)."""
    if words[k] not in ENGLISH_WORDS:
        return True
    return (
        k >= 2
        and is_given_name(words[k - 2])
        and is_given_name(words[k + 1])
        and not has_affiliation(" ".join(words[k + 1 :]))
    )


__all__ = ["ENGLISH_WORDS", "LOWER_ANDS", "joins_in_lower", "word_joins"]

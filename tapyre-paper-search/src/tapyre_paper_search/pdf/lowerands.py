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
"""

from __future__ import annotations

import re

LOWER_ANDS = frozenset({"dan", "ir", "un", "ac"})
"""The words for "and" read only in lower case: the Indonesian and Malay "dan", the
Lithuanian "ir", the Latvian "un"."""

_LOWER_AND = re.compile(r"(?<= )(?:" + "|".join(sorted(LOWER_ANDS)) + r")(?= )")


def joins_in_lower(piece: str) -> bool:
    """Whether ``piece`` holds one of :data:`LOWER_ANDS`, in lower case and standing
    alone between spaces (whether it cuts is ``at_conjunctions``' business)."""
    return _LOWER_AND.search(piece) is not None


__all__ = ["LOWER_ANDS", "joins_in_lower"]

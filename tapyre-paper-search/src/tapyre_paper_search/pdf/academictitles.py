"""Academic titles set before a name (pure; moved out of ``namecuts``, names59).

"Prof. Dr. Hans Müller", "Dr. med. A. Weber", "Assoc. Prof. Nguyen Van An": a run of
titles belongs to the name after it and closes none.  :func:`titles` counts the words
that open a piece as such titles; :mod:`~tapyre_paper_search.pdf.namecuts` keeps them in
the name while a line is read (a cue that it names a person),
:mod:`~tapyre_paper_search.pdf.conjunctioncuts` passes over them where it asks whether a
full name follows a word for "and", and :mod:`~tapyre_paper_search.pdf.untitledname`
drops them from the names given out.
"""

from __future__ import annotations

# Academic titles set before a name ("Prof. Dr. Hans Müller", "Dr.-Ing. Anna Weber"):
# a run of them belongs to the name after it and closes none (review87: "Prof. Dr."
# had been read as a name of its own).  The title stays in the name while the line is read.
ACADEMIC = frozenset([
    "prof.", "prof", "dr.", "dr", "dr.-ing.", "univ.-prof.", "priv.-doz.", "dipl.-ing.", "habil.",
    # names59: titles of more countries, with their stop only ("Ing" and "Mag" open names):
    # a professor's rank ("Assoc. Prof."), Austria's "Mag.", Central Europe's "Ing.",
    # "Mgr.", "Bc.", "doc." and doctorates ("RNDr.", "MUDr."), Italy's "Dott."/"Dott.ssa",
    # Indonesia's "Ir.", "Drs.", "Dra."
    "assoc.", "asst.", "ass.-prof.", "mag.", "ing.", "mgr.", "bc.", "doc.", "rndr.",
    "phdr.", "mudr.", "judr.", "mvdr.", "dott.", "dott.ssa", "ir.", "drs.", "dra.",
])  # fmt: skip
"""Academic titles, lower case; a run of them belongs to the name after it."""
# A doctorate's field after "Dr." ("Dr. med.", "Dr. rer. nat.", "Dr. phil.", "Dr. h. c.").
FIELD_OF_DR = frozenset(
    ["med.", "rer.", "nat.", "phil.", "jur.", "sc.", "techn.", "h.", "c.", "h.c."]
)

_TITLE_INITIALS = frozenset("PpDdUuHhAaMmIiBbRrJj")


def titles(piece: str) -> int:
    """How many words open ``piece`` as its academic titles (:data:`ACADEMIC`, with a
    doctorate's field after "Dr.": "Dr. med.")."""
    if piece[:1] not in _TITLE_INITIALS:  # (most pieces: no title opens them)
        return 0
    words = piece.lower().split()
    k = 0
    while k < len(words) and (words[k] in ACADEMIC or (k and words[k] in FIELD_OF_DR)):
        k += 1
    return k


__all__ = ["ACADEMIC", "FIELD_OF_DR", "titles"]

"""A byline whose names carry marks set on the line as words (pure; front41b).

Word processors and web pages often set a name's marks on the line in the text's
own size instead of raised: a task or role code in brackets ("Ann Lee (T3.1), Bo
Chen (T3.2)"), a letter and numbers ("Ann Lee a1,2, Bo Chen b2", "Ann Lee A1.2"), an
ORCID iD after its label ("Ann Lee, ORCID 0000-0002-1825-0097; Bo Chen").  The digits
and the words that are no name make the line classifier doubt such a line, although
:func:`~tapyre_paper_search.pdf.linepieces.pieces` cuts it to the names alone.

:func:`marked_rows` finds these lines among the few right under the title: a line
holding such a mark (:data:`MARK`; a line without a digit is never searched) whose
every piece reads as a personal name
(:func:`~tapyre_paper_search.pdf.namewords.as_name`), with no e-mail, affiliation
word or postcode on it.  :func:`~tapyre_paper_search.pdf.frontprobs.under_title`
reads them as names.  A line of marks without a mark of this kind ("Ann Lee, Bo
Chen", "Ann Lee1, Bo Chen2") is left to the classifier as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf import cues
from tapyre_paper_search.pdf.linepieces import ORCID, ORCID_ICON, WORD_MARK, pieces
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS, as_name

MARK = re.compile(
    rf"{ORCID}|{ORCID_ICON}|{WORD_MARK}|\([A-Za-z]?\d+(?:[.,]\d+)*\)|(?<=[^\W\d_]{{2}})\d+(?:,\d+)*(?!\w)"
)
"""A mark set on the line after a name: an ORCID iD after its label or its icon's "iD"
(bylines62), a letter and numbers as a word ("a1,2", "A1.2"), numbers in brackets after
at most one letter ("(T3.1)", "(2)"), numbers glued to a name's end ("Lee1,2")."""
# Digits glued to a word that another word of the same piece follows: a product's or a
# model's name in a subtitle ("Sentinel2 Imagery", "ResNet50 Baseline"), no name's mark,
# which closes its name (review147).  The word for "and" between two names is passed
# over: every one the bylines' reading cuts names at, :data:`~.namewords.CONJUNCTIONS`
# ("Ann Lee1 og Bo Chen2", "Anna Berg1 och Erik Lund2"; tidy42).
_AND = "|".join(sorted({"and", "und", *CONJUNCTIONS}, key=lambda w: (-len(w), w)))
_GLUED_INSIDE = re.compile(rf"(?<=[^\W\d_]{{2}})\d+(?:,\d+)*(?=\s+(?!(?:{_AND})\b)[^\W\d_])")
# How many lines under the title are looked at (a subtitle, a byline of two lines).
_LOOKED_AT = 3
# A byline is short: a line of more words is prose.
_MOST_WORDS = 24


def marked_rows(lines: Sequence[Line], group: Sequence[int]) -> list[int]:
    """The lines among the :data:`_LOOKED_AT` right under the title ``group`` (line
    indices) that are bylines with marks set on the line (:func:`marked_byline`)."""
    if not group:
        return []
    start = group[-1] + 1
    return [i for i in range(start, min(len(lines), start + _LOOKED_AT)) if marked_byline(lines[i])]


def marked_byline(line: Line) -> bool:
    """Whether ``line`` holds a :data:`MARK` and every piece of it reads as a name, no
    word following digits glued to a word ("Sentinel2 Imagery" is no "Ann Lee1")."""
    text = line.text
    if not any(c.isdigit() for c in text) or MARK.search(text) is None:
        return False
    if len(text.split()) > _MOST_WORDS or cues.has_email(text) or cues.affiliation_words(text):
        return False
    if _GLUED_INSIDE.search(text):  # "Sentinel2 Imagery" under the title (review147)
        return False
    if cues.POSTCODE.search(MARK.sub(" ", text)):  # an iD's digits are no postcode
        return False
    parts = pieces(text)
    return bool(parts) and all(as_name(part) for part in parts)

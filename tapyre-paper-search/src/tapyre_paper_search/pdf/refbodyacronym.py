"""An organisation as author closing on its acronym in brackets (pure; used by
:mod:`.refentry`; refs75).

"World Health Organization (WHO). Title. Geneva; 2016." and "European Agency for Urban
Ecology (EAUE): Title, Technical Report, 2003." open on a body's name and its acronym.
The name reader stops at the name's small joining word ("European Agency" and a title
"for Urban Ecology (EAUE). Title") or reads the name alone and leaves the bracket as the
title ("(WHO)"), or reads no name at all.  :func:`acronym_body` reads the opening again:
words that make an organisation (:func:`~.refcreators.is_organisation`), then capitals in
round brackets whose letters are, in order, initials of the name's capitalised words,
the first letter the first word's ("NICE" of "National Institute for Health and Care
Excellence"), then a stop, colon, comma or semicolon, or a space before a capital, a
quote or a bracket: the name is the one author (without its acronym, as refs60's and
refs65's readings of "World Health Organization (WHO), Title" have it), the title after
the acronym.  A term and its acronym opening a title with no authors ("Chronic
Obstructive Pulmonary Disease (COPD). …") names no body and stays.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refcreators import MAX_NAME_WORDS, is_organisation

_WORD = r"[^\W\d_][\w&'’-]*"
# The name (group 1), its acronym (group 2), what closes them.
_BODY = re.compile(
    rf"\s*({_WORD}(?:\s+{_WORD}){{1,{MAX_NAME_WORDS - 1}}})\s+\(([A-Z][A-Z&]{{1,7}})\)"
    r"(?:[.,:;]\s*|\s+(?=[A-ZÀ-Þ“\"‘'(\[]))"
)


def _initials_hold(acronym: str, words: list[str]) -> bool:
    """Whether ``acronym``'s letters (an ampersand aside) are, in order, initials of the
    capitalised ``words``, its first the first word's."""
    initials = [w[0] for w in words if w[0].isupper()]
    letters = [c for c in acronym if c != "&"]
    if not letters or not initials or letters[0] != initials[0]:
        return False
    at = 0
    for letter in letters:
        while at < len(initials) and initials[at] != letter:
            at += 1
        if at == len(initials):
            return False
        at += 1
    return True


def acronym_body(text: str) -> tuple[tuple[str, ...], str] | None:
    """((the name,), the text after its acronym) where ``text`` (the entry) opens with an
    organisation's name and its acronym (see the module docstring); else None."""
    found = _BODY.match(text) if "(" in text[:160] else None
    if found is None:
        return None
    words = found[1].split()
    if not is_organisation(words) or not _initials_hold(found[2], words):
        return None
    return (found[1],), text[found.end() :]

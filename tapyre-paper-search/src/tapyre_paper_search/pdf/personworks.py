"""A person's name, then a colon and their work's title, on one line (pure; bylines55).

A report's or a column's page may set its maker before the work's title on one line,
parted by a colon or a spaced dash: "Omar Said: Quarterly Review", "Ida Berg: Annual
Summary", "Ann Lee – Executive Summary".  Read whole, the title's words glued to the
name made the line name nobody.  :func:`person_before_title` gives the name's part
where the line is so made: the part before reads as one person's name
(:func:`~tapyre_paper_search.pdf.bylinepeople.reads_as_person`: a given name first, or
a word no dictionary holds; or closing on a surname no dictionary holds,
:func:`~tapyre_paper_search.pdf.bylinepeople.closes_on_surname`: "Sam Patel",
bylines56) and the part after as a work's title, a document's noun in
it (:func:`~tapyre_paper_search.pdf.bylinetails.is_title`, or a kind of this module's,
:data:`_KINDS`: "Summary", "Overview", "Update", "Bulletin", "Briefing", "Notes", in six
languages), no article opening it (:data:`_ARTICLE`: "Jane Eyre: A Study Guide" is
about her).  A head that reads as a person only by an unknown first word before a
dictionary's word (:func:`~tapyre_paper_search.pdf.bylinepeople.unknown_before_word`:
"Zika Virus: Overview", "COVID Vaccines: Summary") is a topic's (bylines57).  After a
byline's lead the same cut is :func:`~tapyre_paper_search.pdf.bylinetails.titled_after`'s.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.bylinepeople import (
    closes_on_surname,
    reads_as_person,
    unknown_before_word,
)
from tapyre_paper_search.pdf.bylinetails import is_title

_PARTING = re.compile(r"\s*:\s+|\s+[—–-]\s+")
"""A colon, or a dash with a space on each side, parting the name from the title."""

_KINDS = re.compile(
    r"\b(?:summary|summaries|overview|update|updates|bulletin|newsletter|digest|briefing"
    r"|outlook|notes|commentary|primer|tutorial|roadmap|factsheet|fact\s+sheet"
    r"|zusammenfassung|überblick|kurzbericht|résumé|synthèse|bilan|aperçu"
    r"|resumen|panorama|boletín|sintesi|riepilogo|resumo|boletim|samenvatting|overzicht)\b",
    re.IGNORECASE,
)
"""Kinds of a short work that :data:`~tapyre_paper_search.pdf.bylinetails.DOC_NOUNS`
does not hold (a summary, an overview, an update, a bulletin, notes, …)."""

_ARTICLE = re.compile(r"(?:a|an|the|ein|eine|der|die|das|un|une|le|la|les|el|il|lo)\s", re.I)
"""An article opening the part after the colon: a title about the person before it ("Jane
Eyre: A Study Guide", "Alan Turing: The Biography"), not their work."""

_HEAD_WORDS = (2, 4)
"""How many words the name before the colon holds, at least and at most."""


def person_before_title(line: str) -> str | None:
    """The name's part of ``line`` made of one person's name, a colon or a spaced dash,
    and a work's title (see the module), else ``None``."""
    parts = _PARTING.split(line.strip())
    if len(parts) != 2:
        return None
    head, tail = (part.strip() for part in parts)
    low, high = _HEAD_WORDS
    if not low <= len(head.split()) <= high or not tail[:1].isupper() or _ARTICLE.match(tail):
        return None
    if not (is_title(tail) or _KINDS.search(tail)) or is_title(head) or _KINDS.search(head):
        return None
    if not (reads_as_person(head) or closes_on_surname(head)):
        return None  # "Sam Patel": a given name that is a word too (bylines56)
    if unknown_before_word(head):
        return None  # "Zika Virus: Overview", "COVID Vaccines: Summary": a topic (bylines57)
    return head


__all__ = ["person_before_title"]

"""Lines near a byline that name nobody, whatever their words look like (pure).

Two kinds of line on a first page read like a person's name once a byline reader has cut
them up, and are none (front39):

* the heading of an "About the author(s)" card or box (:data:`BIO_HEADING`: "About the
  authors", "ABOUT THE AUTHOR", "Über die Autoren", "À propos de l'auteur", "Sobre los
  autores"): two or three capitalised words, set in capitals a name would be given in
  title case ("About The Authors").  :mod:`.biobox` finds its box by the same heading;
* a document's own number set on the line under its title (:func:`has_document_number`:
  "Deliverable D3.2 · Version 1.1", "Work package WP4.1"): a letter code glued to a
  decimal number ("D3.2") is no name with its affiliation's marks ("Lee1,2": marks are
  whole numbers joined by commas), and the byline reader, which drops the marks, would
  read "Deliverable D" as a person.  :func:`without_document_numbers` takes the number
  out with the words glued to it (its label: "Deliverable D3.2", "Work Package WP4.1")
  and leaves the rest of the line to be read: a byline may share its line with the
  number ("Ann Lee, Bo Chen · Deliverable D3.2", "Bo Chen (WP4.1 lead)": review125).

A third kind (front66): a Latin phrase of law or ceremony set as two capitalised words
(:data:`LATIN_PHRASES`: a court brief's "BRIEF OF AMICI CURIAE", "Per Curiam", "Pro Bono",
an obituary's "In Memoriam", "Honoris Causa"), which no person is called;
:func:`is_latin_phrase` tells it, word for word, in any case.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

BIO_HEADING = re.compile(
    r"\s*(?:about\s+the\s+authors?|the\s+authors?|author\s+biograph(?:y|ies)"
    r"|über\s+(?:die\s+|den\s+)?(?:autor(?:en|in|innen)?)|zu\s+den\s+autor(?:en|innen)"
    r"|à\s+propos\s+(?:des|de\s+l['’])\s*auteurs?|sobre\s+(?:los|el|la)\s+autor(?:es|a)?"
    r"|sugli\s+autori|over\s+de\s+auteurs?)\s*:?\s*",
    re.IGNORECASE,
)
"""An "About the author(s)" heading, whole (English, German, French, Spanish, Italian,
Dutch)."""
_ABOUT = re.compile(
    r"\s*(?:about|über|à\s+propos\s+d(?:e|u|es|e\s+l['’]))\s*"
    r"(?:the|this|these|our|us|die|den|diese[mnrs]?|unser(?:e[mnrs]?)?|cette|ce|ces|nous)\b.*",
    re.IGNORECASE,
)
_DOCUMENT_NUMBER = re.compile(r"(?<![\w.])[A-Z]{1,3}\d{1,3}\.\d{1,3}(?![\w.])")
_NUMBER_WITH_LABEL = re.compile(r"(?:[^\s,;:·|•/()\[\]]+[ \t]+){0,3}" + _DOCUMENT_NUMBER.pattern)
"""A document's number with up to three words before it, set with nothing but spaces
between them (its label: "Deliverable D3.2", "Work Package WP4.1")."""


LATIN_PHRASES = frozenset((
    "amicus curiae", "amici curiae", "per curiam", "pro bono", "pro se", "in memoriam",
    "honoris causa", "ad hoc", "ex officio", "inter alia", "ad interim",
))  # fmt: skip
"""Latin phrases of courts, ceremonies and committees that read as a two-word name."""


def is_latin_phrase(words: Sequence[str]) -> bool:
    """Whether ``words`` (a name's words, in any case) are one of :data:`LATIN_PHRASES`."""
    return len(words) == 2 and " ".join(w.lower().strip(".,") for w in words) in LATIN_PHRASES


def is_bio_heading(piece: str) -> bool:
    """Whether ``piece`` is a whole "About the author(s)" heading (see the module), or a
    box's heading of the same build about anything else ("About this report", "About
    us", "Über diese Studie", "À propos de nous")."""
    if len(piece) > 32:
        return False
    return BIO_HEADING.fullmatch(piece) is not None or _ABOUT.fullmatch(piece) is not None


_ABOUT_AUTHORS_TOO = re.compile(r".*\b(?:contributors?|writers?|autor|auteur)", re.IGNORECASE)
"""A box about the people who wrote the piece under another word ("About the
contributors", "Über die Autorinnen und Autoren")."""


def is_other_box_heading(text: str) -> bool:
    """Whether ``text`` is a whole heading of a box about something other than the
    authors ("About the interviewee", "About this journal", "About us"): the names under
    it are no byline's (review125)."""
    if len(text) > 32 or text.lstrip()[:1] not in "AaÜüÀà":
        return False
    return (
        _ABOUT.fullmatch(text) is not None
        and BIO_HEADING.fullmatch(text) is None
        and _ABOUT_AUTHORS_TOO.match(text) is None
    )


def has_document_number(line: str) -> bool:
    """Whether ``line`` holds a document's number, a letter code glued to a decimal
    number ("Deliverable D3.2", "WP4.1"; see the module)."""
    return _DOCUMENT_NUMBER.search(line) is not None


def without_document_numbers(line: str) -> str:
    """``line`` with each document's number and the words glued to it before it (its
    label) taken out, a separator in their place: "Ann Lee, Bo Chen · Deliverable D3.2"
    -> "Ann Lee, Bo Chen ·  · ", "Bo Chen (WP4.1 lead)" -> "Bo Chen ( ·  lead)"; a name
    set right before a number goes with it ("Ann Lee A1.2": no mark of a byline's)."""
    return _NUMBER_WITH_LABEL.sub(" · ", line)

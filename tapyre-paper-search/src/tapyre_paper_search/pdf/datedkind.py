"""Lines heading a run of abstract lines that are no abstract (pure; front46): a dated line
naming the piece's kind ("Research brief · 12 May 2021"), a starred author's note.

A web brief or a report page prints under its title one short line of its own, the
piece's kind and its date set apart by a middle dot, a bar, a bullet or a dash
("Research brief · 9 January 2020", "Policy note | March 2021", "Kurzbericht – 3. Mai
2022", "Note de synthèse · 12 mai 2021", "2021-05-12 · Working paper").  Its type is the
abstract's below it and the classifier may run it into an abstract found without a
heading ("Research brief · 9 January 2020 Background …", the structured abstract's
first label then no longer opening its run).  :func:`is_dated_kind` tells such a line:
two or three pieces between such separators, one of them a date alone (a day, a month
word and a year, a month word and a year, a month day and year, or an ISO date), at
most :data:`_WORDS` words in all and no sentence's stop at its end;
:func:`is_author_note` tells the note a book of abstracts or a form prints under the
names for the starred author, "* Presenting author", "* Corresponding author",
"* Autor correspondiente", "* Auteur correspondant", "* Korrespondenzautorin", "*
Autore corrispondente" (the mark, the role, nothing after it but an address).
:func:`~tapyre_paper_search.pdf.byline.without_front_lines` drops either from a run's
head.
"""

from __future__ import annotations

import re

# The separators between the pieces: a middle dot, a bar, a bullet, a spaced dash.
_SEPARATOR = re.compile(r"\s+[·|•]\s+|\s+[–—]\s+|\s*[·•]\s*")
# A date alone: "9 January 2020", "3. Mai 2022", "1er juin 2022", "12 de mayo de 2021",
# "March 2021", "May 12, 2021", "2021-05-12".
_DATE = re.compile(
    r"^(?:\d{1,2}(?:\.|er)?\s+(?:de\s+)?[^\W\d_]{3,}\.?\s+(?:de\s+)?\d{4}"
    r"|[^\W\d_]{3,}\.?\s+(?:\d{1,2},?\s+)?\d{4}"
    r"|\d{4}-\d{2}-\d{2})$"
)
# At most this many words in the whole line.
_WORDS = 9
# A starred author's note: the mark, the role (English, Spanish, French, German,
# Italian, Portuguese), then nothing or an address after a colon.
_AUTHOR_NOTE = re.compile(
    r"^\s*[*†‡§]\s*(?:(?:presenting|corresponding|submitting|contact)\s+author"
    r"|autor(?:a)?\s+(?:correspondiente|de\s+correspondencia|correspondente)"
    r"|auteur\s+correspondant|korrespondenzautor(?:in)?|autore\s+corrispondente)"
    r"\s*(?::.*)?$",
    re.IGNORECASE,
)


def is_dated_kind(text: str) -> bool:
    """Whether ``text`` is a short line of a piece's kind and its date (see the module)."""
    text = text.strip()
    if not text or text[-1] in ".!?:;" or len(text.split()) > _WORDS:
        return False
    pieces = [p.strip() for p in _SEPARATOR.split(text)]
    if not 2 <= len(pieces) <= 3 or not all(pieces):
        return False
    dates = [p for p in pieces if _DATE.match(p)]
    kinds = [p for p in pieces if p not in dates]
    return len(dates) == 1 and all(not any(c.isdigit() for c in p) for p in kinds[:1])


def is_author_note(text: str) -> bool:
    """Whether ``text`` is a starred author's note ("* Presenting author"; see the module)."""
    return bool(_AUTHOR_NOTE.match(text))


__all__ = ["is_author_note", "is_dated_kind"]

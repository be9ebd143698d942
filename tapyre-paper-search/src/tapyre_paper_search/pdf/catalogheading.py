"""A library catalogue's heading for a person, in a record's author rows (pure).

A catalogue's full record prints its people as name headings: "Lee, Ann, 1978-" (a
birth year, or years of life "1921-2004", after a comma), "Chen, Bo." (the heading
closed by a full stop, ISBD's punctuation), one a line, under an "Author" label and an
"Other authors" label ("Additional authors", "Co-authors", "Added authors").  A label
form (:mod:`.labelform`) had read "Lee, Ann, 1978-" as no name (two commas), "Other
authors" as no author label, and a row of several headings one a line as one text
that was no name; where no heading over the rows named the people, the record had no
authors, or "Bo. Chen" (front57).

:func:`person_heading` gives "Given Surname" of one such heading, dates and the closing
stop dropped; :func:`heading_names` the names of a row's lines where each is one;
:func:`given_first` and :func:`rows_given_first` turn a form's author rows given names
first (front53's "Lee, Ann" moved here from :mod:`.labelform`, which asks them);
:func:`other_authors` tells the co-authors' label.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.namewords import as_name

# "Surname, Given names" then maybe ", 1978-" / ", 1921-2004" / ", b. 1978", then maybe
# the heading's full stop.  Surname and given names hold no comma and no digit.
_HEADING = re.compile(
    r"\s*([^\W\d_][^,\d]*?),\s*([^\W\d_][^,\d]*?)"
    r"(?:,\s*(?:b\.\s*)?\d{4}\s*[-–](?:\s*\d{4})?|,\s*b\.\s*\d{4})?\s*\.?\s*"
)
# The co-authors' label beside the first author's "Author" row.
_OTHER = re.compile(
    r"\s*(?:(?:other|additional|added|further)\s+authors?|co-?authors?)\s*:?\s*", re.IGNORECASE
)


def other_authors(label: str) -> bool:
    """Whether ``label`` is a record's co-authors' label: "Other authors",
    "Additional authors", "Added authors", "Co-authors"."""
    return bool(_OTHER.fullmatch(label))


def _abbreviated(word: str) -> bool:
    """Whether ``word``, a heading's last given name before its closing stop, is an
    initial or an abbreviation that keeps the stop (fix56b, as
    :func:`.invertednames._unstopped` keeps it): one letter ("Q") or a word of no vowel
    ("Th", "Wm"); "Chen, Bo." reads "Bo Chen".  A longer abbreviation ("Chas.") cannot be
    told from a short given name the list lacks ("Eve."), and loses its stop."""
    return len(word) == 1 or (word.isalpha() and not set(word.lower()) & set("aeiouy"))


def person_heading(text: str) -> str:
    """The name of one catalogue heading ``text`` given first ("Lee, Ann, 1978-" → "Ann
    Lee", "Chen, Bo." → "Bo Chen"), or ``""`` where ``text`` is no such heading or the
    name is none (:func:`~tapyre_paper_search.pdf.namewords.as_name`)."""
    match = _HEADING.fullmatch(text)
    if not match:
        return ""
    surname, given = match.group(1).strip(), match.group(2).strip()
    last = given.split()[-1]
    if text[match.end(2) :].strip() == "." and _abbreviated(last):
        given += "."  # an initial's or abbreviation's stop: "Doe, Jane Q.", "Smith, Th."
    return as_name(f"{given} {surname}") or ""


def heading_names(texts: Sequence[str]) -> list[str]:
    """The names of a record row's lines ``texts`` where each is one heading holding a
    comma (:func:`person_heading`), else ``[]``."""
    names = [person_heading(t) for t in texts]
    return names if names and all(names) and all("," in t for t in texts) else []


def given_first(text: str) -> str:
    """One person's name written "Surname, Given" (maybe a catalogue heading, see
    :func:`person_heading`) as "Given Surname" (else ``text`` as it is; front53)."""
    heading = person_heading(text)
    if heading:
        return heading
    match = _INVERTED.fullmatch(" ".join(text.split()))
    return f"{match.group(2)} {match.group(1)}" if match else text


_INVERTED = re.compile(r"([^,]+),\s*([^,]+)")


def rows_given_first(rows: Sequence[Sequence[str]]) -> list[str]:
    """The texts of a form's author ``rows`` (each its lines' texts), given names first:
    a row of headings one a line gives one name a line (:func:`heading_names`), any
    other row one text (:func:`given_first` of its lines joined)."""
    return [name for row in rows for name in heading_names(row) or [given_first(" ".join(row))]]

"""A standard's dated number or a record's accession number run on at the title's end
(pure; used by :mod:`.reftypefacts`; refs77): :func:`without_designation`.

Two kinds of work are cited by a code a registry gives them, printed after the title
with no kind word the general reading cuts at:

* a standard's number dated ISO's way, the body's capitals, perhaps several joined by
  slashes, the number with its parts and a colon before its year ("Title, ISO/IEC
  27001:2022", "Title IEC 69882-2:2022. International Organization for Standardization",
  "Title [ISO/IEC/IEEE 38905:2012]"); :mod:`.refbookfacts` takes one body's mark after a
  comma or stop closing the title, :mod:`.refstandards` one after the word "Standard";
* a sequence's or structure's accession number in a repository, a capitalised name then
  "accession" (perhaps "no." or "number") or "ID" and an identifier with figures
  ("Title, GenBank accession no. MN908947.3", "Title ENA accession PRJEB80629", "Title
  [PDB ID 6VXX]").

The code (after a comma, a stop or a bare space, or in square brackets) and whatever the
style ran on after it (the body's name, the year) leave the title, three words staying
before it, the last no small word nor a preposition and no colon closing them
("Guidelines for ISO 9001:2015", "Risk in projects under ISO 31000:2018", "Security
management: ISO/IEC 27001:2013" keep their number: fix62b); the code is the venue where
none was read.  A title naming a standard with words after it
("Applying ISO 9001:2015 in small firms") stays: the code must close the title or be
followed by a comma or stop.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refthesis import title_before

_YEAR = r"(?:1[89]|20)\d\d"
_STANDARD = rf"[A-Z]{{2,5}}(?:/[A-Z]{{2,5}}){{0,3}}\s+\d+(?:[.-]\d+)*:{_YEAR}"
_ACCESSION = r"[A-Z][A-Za-z]{1,9}\s+(?:accession(?:\s+(?:no\.|number))?|ID)\s+[A-Z]*\d[\w.]*"
# Prepositions (beyond :data:`.refvenue.SMALL_WORDS`) that lead a title to its subject.
_LEADS = frozenset(
    ("under", "per", "using", "against", "following", "about", "beyond", "toward", "towards",
     "within", "without", "through", "across", "over", "after", "before", "since", "than")
)  # fmt: skip
_CODE = re.compile(
    rf"(?:[,.;]?\s+(?P<code>{_STANDARD}|{_ACCESSION})(?:[,.;]\s+[^\[\]]*)?"
    rf"|\s*\[(?P<held>{_STANDARD}|{_ACCESSION})\])[.,]?$"
)


def without_designation(title: str, venue: str) -> tuple[str, str]:
    """(title, venue) without a standard's dated number or an accession number (and what
    the style ran on after it) closing ``title``, the code the venue where none was read
    (see the module docstring)."""
    if ":" not in title and " ID " not in title and "ccession" not in title:
        return title, venue  # (cheap test first)
    found = _CODE.search(title)
    kept = title[: found.start()].rstrip(" ,;") if found is not None else ""
    if found is None or not title_before(kept) or _leads_on(kept):
        return title, venue
    code = (found["code"] or found["held"]).rstrip(".")
    return kept, venue or code


def _leads_on(kept: str) -> bool:
    """Whether ``kept`` ends on a colon or a preposition: the code is its subject."""
    return kept.endswith(":") or kept.rsplit(maxsplit=1)[-1].lower() in _LEADS

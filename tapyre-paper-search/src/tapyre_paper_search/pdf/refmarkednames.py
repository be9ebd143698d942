"""Names set apart by dashes or with their given names in brackets (pure):
:func:`comma_names`.

Two list forms no reading of names took (refs60; biblatex's archaeologie and enc):

- names given first, set apart by a dash with a space each side, the last closed by a
  comma: "J. Doe – B. Roe – C. Poe, Title, Journal 9, 12, 2010, 385–395" (the text
  layer may give the dash as a hyphen: "M. Rodriguez - V. Ogryzko, …").  Every piece
  is dotted initials then a surname of one to three words ("A. Di Stefano", "P. H. M.
  van Loosdrecht", "K.-L. He"), and there are two pieces at least: a French list's
  single dash after the names ("J. Doe – Title, …") and a title's dash stay;
- surnames first, their given names in brackets after them, set apart by commas and
  "and": "Doe (Jane), Roe (Bob), and Poe (Carl), “Title”", "Cruz (Ana de la), Title".
  The brackets hold dotted initials (a word after them perhaps: "Neto (A. H. Castro)")
  or one or two given names (of any letters' case after the capital: "Choie (YoungJu)"),
  initials after them perhaps ("Roshchin (Igor V.)", a last one with no stop: "Elliott
  (Tanya M)", refs65), a surname's particles last; an
  editor's mark ("Doe (Ed.), Title"), an acronym ("World Health Organization (WHO)")
  and a year ("Doe (2010)") are no given names.

:func:`comma_names` writes such a list as the comma-separated list the names' reading
knows ("J. Doe, B. Roe, C. Poe, Title", "Doe, Jane, Roe, Bob, and Poe, Carl, “Title”"),
and only where :func:`~tapyre_paper_search.pdf.refdoublenames.names_read` then reads
the rewritten list whole; any other text stays as printed.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refdoublenames import names_read
from tapyre_paper_search.pdf.refslashnames import INITIALS, LATE, WORD

_PARTICLES = r"(?:(?:van|von|de|der|den|del|della|di|da|dos|du|le|la|ter|ten)\s)*"
_GIVEN_FIRST = rf"{INITIALS}\s{_PARTICLES}{WORD}(?:\s{WORD}){{0,2}}"
_DASH = r"\s[-–—]\s"
_DASHED = re.compile(rf"\s*{_GIVEN_FIRST}(?:{_DASH}{_GIVEN_FIRST})+(?=,)")
_DASH_SEP = re.compile(_DASH)
# A given name of any letters' case after its capital ("Jane", "YoungJu", "Chao-Hsi"),
# small letters among them: never an acronym ("World Health Organization (WHO), …").
_ANY_GIVEN = r"(?=[A-ZÀ-ÞĀ-Ž][^\W\d_]*[a-zß-ÿā-ž])[A-ZÀ-ÞĀ-Ž][^\W\d_]+(?:-[^\W\d_]+)?"
_BRACKETED_GIVEN = (
    rf"\((?:{INITIALS}(?:\s{_ANY_GIVEN})?|{_ANY_GIVEN}(?:\s{_ANY_GIVEN})?"
    rf"(?:\s{INITIALS}|\s[A-ZÀ-ÞĀ-Ž](?=\)))?)"
    rf"{LATE}\)"
)
_SURNAME_BRACKET = rf"(?:{WORD}\s){{0,2}}{WORD}\s{_BRACKETED_GIVEN}"
_BRACKETED_NAMES = re.compile(
    rf"\s*{_SURNAME_BRACKET}(?:(?:,\s(?:and\s)?|\sand\s){_SURNAME_BRACKET})*(?=,)"
)
_ONE_BRACKET = re.compile(rf"({WORD})\s\(([^()]+)\)")
# Two-letter dotted words that mark an editor or a title, not initials.
_MARKS = re.compile(r"\((?:Ed|Hg|Dr|Pr|Dir)\.\)")


def comma_names(text: str) -> str:
    """``text`` with a leading list of dash-separated or bracketed names (see the module
    docstring) written with commas; any other text as it was."""
    if " (" in text[:60]:  # (cheap test first)
        found = _BRACKETED_NAMES.match(text)
        if found is not None and _MARKS.search(found.group()) is None:
            names = _ONE_BRACKET.sub(r"\1, \2", found.group())
            return _if_read_whole(names, text, found.end())
    if " - " in text[:80] or " – " in text[:80] or " — " in text[:80]:
        found = _DASHED.match(text)
        if found is not None:
            names = _DASH_SEP.sub(", ", found.group())
            return _if_read_whole(names, text, found.end())
    return text


def _if_read_whole(names: str, text: str, end: int) -> str:
    """``names`` then ``text`` after ``end`` where the names' reading takes ``names``
    whole (up to the comma after them); else ``text`` as it was."""
    written = names + text[end:]
    rest = names_read(written)[1]
    return written if len(written) - len(rest) >= len(names) else text

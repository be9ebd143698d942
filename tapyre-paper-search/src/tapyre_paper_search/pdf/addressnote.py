"""Names given only in an "Authors' addresses:" note at the foot of the first page (pure).

Some papers (ACM's and ASME's journals among them) print no byline under the title
and name their authors only in a note at the foot of page 1, each name followed by its
place: "Authors' addresses: Ann Lee, Department of Physics, Ithaca University, Ithaca,
USA; Bo Chen, Faculty of Law, …." (the entries separated by ";"), or one entry a line
under an "Author's address:" label (a line after one ending in a comma or a hyphen
going on the entry before: "…, University of California," / "San Diego, CA 92093,
USA.").  The labels read: "Authors' addresses", "Author's address", "Author
addresses", "Addresses", and in German "Anschrift(en) der Autor(en|in|innen)" /
"Anschrift des Autors", in French "Adresse(s) des auteurs" / "Adresse de l'auteur".

:func:`address_note_names` reads them.  The note opens a line in the page's lower half,
set smaller than the line above it (body text over a note:
:func:`~tapyre_paper_search.pdf.footnoteauthors.note_starts`), with the label and a
colon (the cheap test), and runs on over the lines after it in its type: the next
line a line's step under it, or the rest of its row (a justified line cut at a wide
gap).  Its text is cut into entries at ";" (or, with no ";" in it, one entry a line)
and each entry's name is what stands before its first comma, with something after
that comma (the place): the names are the leading run of entries whose name reads
as one name (:func:`~tapyre_paper_search.pdf.authors.names_in_line`) or wholly as
several sharing a place (:func:`~tapyre_paper_search.pdf.bylineunder.wholly_names`:
"Ann Lee and Bo Chen, Department of Physics, …").  Asked
only where no other reading found a name on the page, last of
:func:`~tapyre_paper_search.pdf.lastbyline.last_resort_authors`'s fallbacks, so a page
with a byline keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.bylineunder import wholly_names
from tapyre_paper_search.pdf.footnoteauthors import note_starts
from tapyre_paper_search.pdf.lines import Line

_LABEL = re.compile(
    r"^\W{0,3}(?:authors?['\u2019]?s?\s+addresses|author['\u2019]s\s+address|addresses"
    r"|anschrift(?:en)?\s+(?:der|des)\s+(?:autor(?:en|in(?:nen)?|s)?|verfasser(?:in(?:nen)?|s)?)"
    r"|adresses?\s+des\s+auteur(?:e?s)|adresse\s+de\s+l['\u2019]\s?auteure?)\s*:\s*",
    re.IGNORECASE,
)
_MAX_LINES = 16
_STEP = 1.8
"""The note's lines stand within this many of their sizes of the one above."""
_ROW = 0.5
"""Points a line may stand above the last one and still be the rest of its row."""


def address_note_names(lines: Sequence[Line], page_height: float) -> tuple[str, ...]:
    """The names an "Authors' addresses:" note in the lower half of the first page's
    ``lines`` (that page ``page_height`` points tall) gives; ``()`` when none does (see
    the module)."""
    for i in note_starts(lines, page_height):
        label = _LABEL.match(lines[i].text)
        if label is None:
            continue
        names = _names(_note_lines(lines, i, label.end()))
        if names:
            return names
    return ()


def _note_lines(lines: Sequence[Line], i: int, start: int) -> list[str]:
    """The note's texts from line ``i`` (its label cut at ``start``): the lines after it
    in its type, each a line's step under the last or the rest of its row."""
    texts = [lines[i].text[start:].strip()]
    last = lines[i]
    for line in lines[i + 1 : i + _MAX_LINES]:
        if line.page != last.page or not line.same_type(last):
            break
        if not -_ROW <= line.y0 - last.y0 <= _STEP * last.size:
            break
        if abs(line.y0 - last.y0) <= _ROW:
            texts[-1] = f"{texts[-1]} {line.text.strip()}"  # the rest of the row
        else:
            texts.append(line.text.strip())
        last = line
    return [t for t in texts if t]


def _joined(texts: Sequence[str]) -> str:
    """The texts as one, words broken at a line's end joined ("Uni-" / "versity"), a
    hyphen before a capital kept ("Hai-" / "Bo")."""
    text = ""
    for part in texts:
        if text.endswith("-") and part[:1].islower():
            text = text[:-1] + part
        else:
            text = f"{text}{'' if text.endswith('-') or not text else ' '}{part}"
    return text


def _one_a_line(texts: Sequence[str]) -> list[str]:
    """The entries of a note with no ";", one a line: a line after one ending in a comma
    or a hyphen, or opening in lower case, goes on the entry before ("Ann Lee, …,
    University of California," / "San Diego, CA 92093, USA.": no entry "San Diego")."""
    entries: list[list[str]] = []
    for text in texts:
        if entries and (entries[-1][-1].endswith((",", "-", "\u2013", "&")) or text[:1].islower()):
            entries[-1].append(text)
        else:
            entries.append([text])
    return [_joined(entry) for entry in entries]


def _names(texts: Sequence[str]) -> tuple[str, ...]:
    """The leading run of entries whose part before the first comma reads as one name,
    or wholly as several sharing the place ("Ann Lee and Bo Chen, Place"), a place
    after it."""
    joined = _joined(texts)
    entries = joined.split(";") if ";" in joined else _one_a_line(texts)
    names: list[str] = []
    for entry in entries:
        who, comma, place = entry.strip().partition(",")
        found = names_in_line(who.strip()) if comma and place.strip() else []
        # one name ("Prof. Ann Lee"), or several sharing the place, wholly names
        read = tuple(found) if len(found) == 1 else wholly_names(who.strip()) if found else ()
        if not read:
            break
        names.extend(read)
    return tuple(names)


__all__ = ["address_note_names"]

"""Lecture notes whose scribes' names wrap onto a second line (pure; front49).

The scribes' cell of a lecture's notes ("Lecturer: Cy Diaz  Scribes: Ann Lee, Bo
Chen, …", :mod:`.scribenotes`) may run past the line's end: the rest of the names
wraps to the next line, at the left margin, over the overview.  That line was read as
the abstract's opening ("Eva Roth, Jo Kim Overview. We …") and its names were lost.
On lecture notes' page only, :func:`notes_abstract` drops such names and the
overview's run-in label before the text, and :func:`notes_authors` adds the names
after the scribes read from the byline; a name the wrap cut ("…, Deniz" over "Ando,
…") is made whole from the scribe line's last piece.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.scribenotes import (
    OVERVIEW_LABEL,
    is_lecture_notes,
    lecture_abstract,
    scribe_names,
)

_NAMES_THEN_LABEL = re.compile(rf"^(.{{3,300}}?)\s+{OVERVIEW_LABEL}", re.IGNORECASE | re.DOTALL)
_INITIAL_END = re.compile(r"(?:^|\s)[A-ZÀ-Þ]\.?$")  # "Maxim A.": a surname wrapped on
_MAX_WORDS = 24  # a wrapped rest of names, not a sentence


def _wrapped(abstract: str, lines: Sequence[str]) -> tuple[list[str], int]:
    """The names opening ``abstract`` before the overview's label and where the text
    after the label starts; ``([], 0)`` where there are none or no lecture notes."""
    found = _NAMES_THEN_LABEL.match(abstract)
    if found is None or len(found.group(1).split()) > _MAX_WORDS:
        return [], 0
    names = names_in_line(_cut_name(lines) + found.group(1), lenient=True)
    if not names or not is_lecture_notes(lines):
        return [], 0
    return names, found.end()


def _cut_name(lines: Sequence[str]) -> str:
    """The scribe line's last piece and a space where it is a name cut by the wrap
    ("…, Deniz" over "Ando, Paolo Di Wang"; "…, Floris van der" over "Esteban-Pretel";
    "…, Maxim A." over "Lummen"), else ``""``."""
    for line in lines:
        scribes = scribe_names(line)
        if scribes != line:
            last = scribes.rsplit(",", 1)[-1].strip()
            whole = names_in_line(last, lenient=True) and not _INITIAL_END.search(last)
            return "" if whole else last + " "
    return ""


def notes_abstract(abstract: str, lines: Sequence[str]) -> str:
    """``abstract`` less wrapped scribes' names and the overview's label opening it, or
    less that label alone (:func:`.scribenotes.lecture_abstract`), on lecture notes'
    page (``lines``, the title page's); ``abstract`` elsewhere."""
    names, end = _wrapped(abstract, lines)
    return abstract[end:] if names else lecture_abstract(abstract, lines)


def notes_authors(authors: tuple[str, ...], abstract: str, lines: Sequence[str]) -> tuple[str, ...]:
    """``authors`` and the wrapped scribes' names opening ``abstract`` after them."""
    names, _ = _wrapped(abstract, lines)
    if not names:
        return authors
    # the cut name's head read from the byline ("Maxim A") gives way to the whole name
    kept = tuple(a for a in authors if not names[0].startswith(a) or a == names[0])
    return kept + tuple(n for n in names if n not in kept)

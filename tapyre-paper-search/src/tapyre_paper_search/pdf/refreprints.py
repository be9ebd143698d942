"""A reprint's note of its first edition run on at the title's end (pure; used by
:mod:`.reftypefacts`; refs77): :func:`without_reprint_note`.

A reprinted book is cited with the year of its first edition in a note after the title:
"Title. Originally published 1944", "Title, First published in 1912 (Dover, 1998)",
"Title. Reprint of the 1923 edition", "Title, Reprinted from the 1950 edition"; a
reprinted paper with where it was printed again, "Title. Reprinted in Collected Papers".
The note holds no mark the general reading cuts at, so it and all the style ran on after
it (the publisher, the reprint's year) stay in the title.  Here the note (after a comma,
a stop, a semicolon or a bare space, "Originally"/"First" with their capital or after a
stop; "Reprinted in", with no year, after a mark only) and all after it leave the title,
three words staying before it, the last no small word.  The note's year is no entry's
year where another is printed (:func:`.refmarks.year_of`).  A title's own "first
published" with no year after it ("How the first published atlas was made") stays.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.refsourcemarks import runs_on

_YEAR = r"(?:1[5-9]|20)\d\d"
# The note's opening words and its year (or, for "Reprinted in", the work's capital).
NOTE = (
    rf"(?:(?:Originally|First)\s+published(?:\s+in)?\s+{_YEAR}"
    rf"|Reprint(?:ed)?\s+(?:of|from)\s+(?:the\s+)?{_YEAR}\s+ed(?:ition|\.)"
    r"|Reprinted\s+in\s+(?=[A-Z]))"
)
# After a bare space, "Reprinted in" (no year to anchor it) is a title-case title's own
# words ("Why Papers Are Reprinted in Chinese Journals"): only after a mark (fix62b).
_REPRINT = re.compile(rf"(?:[,.;]\s+|\s+(?!Reprinted\s+in\b))(?:{NOTE}).*$")


def without_reprint_note(title: str) -> str:
    """``title`` without a reprint's note of its first edition and what follows it (see
    the module docstring)."""
    if "ublished" not in title and "eprint" not in title:
        return title  # (cheap test first)
    found = _REPRINT.search(title)
    if found is None or runs_on(title[: found.start()]):
        return title
    return title[: found.start()].rstrip(" ,;")

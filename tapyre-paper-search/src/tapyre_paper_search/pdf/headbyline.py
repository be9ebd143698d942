"""Names printed only in the first page's running head (pure).

A book chapter or a report may set no byline under its title at all: the names (and
the year) stand in the running head of its first page, "Ann Lee, Bo Chen, and Cy Roe
(2020)", flush left over the head's rule, the title in large type under it.  Read
around the title only, the page names nobody.

:func:`head_names` reads that head where nothing else gave names (the last of
:func:`~tapyre_paper_search.pdf.lastbyline.last_resort_authors`' fallbacks, so a page
with a byline keeps it): the line at the very top of the title's page (nothing above
it but the other pieces of its row), within the top :data:`_TOP` of the page, above
the title's first line, in type smaller than the title's (at most :data:`_SMALLER` of
it), set apart from the next line under it by :data:`_APART` of its sizes.  Its text,
a page number at either end and a closing year ("(2020)", ", 2020") left out, must
read whole as names (:func:`~tapyre_paper_search.pdf.namesfirst.whole_names`), and
as people's names: two names at least, or one with a year, and one of them at least
opening with a given name or holding an initial.  What it tells apart: a journal's or a
series' head ("Cell Reports", "Physical Review Letters" read as one name: no year,
no given name), "Preprint", "Draft", a short title (not all names), "Lee et al."
(not read whole), a head with a volume or pages (words and numbers no name holds).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namesfirst import whole_names

_TOP = 0.12
"""The head stands in this top fraction of the page."""
_SMALLER = 0.9
"""Its size is at most this many of the title's."""
_APART = 1.5
"""The next line under its row starts at least this many of its sizes lower."""
_ROW = 1.5
"""Pieces of one row: their tops within this many points."""
_PAGE_NUMBER = re.compile(r"^\s*\d{1,4}\s+|\s+\d{1,4}\s*$")
_YEAR = re.compile(r"\s*(?:\((?:19|20)\d\d[a-z]?\)|,\s*(?:19|20)\d\d[a-z]?)\s*$")
_INITIAL = re.compile(r"[A-Z]\.(?:-[A-Z]\.)?")


def head_names(lines: Sequence[Line], group: Sequence[int], height: float) -> tuple[str, ...]:
    """The names of a running head at the top of the title ``group``'s page (see the
    module), or none."""
    if not group or min(group) == 0 or height <= 0:
        return ()
    title = lines[min(group)]
    page = [line for line in lines if line.page == title.page]
    top = min(page, key=lambda line: line.y0)
    row = [line for line in page if abs(line.y0 - top.y0) <= _ROW]
    head = min(row, key=lambda line: line.x0)
    under = [line.y0 for line in page if line.y0 > top.y0 + _ROW]
    if (
        head.y0 > height * _TOP
        or head.y1 > title.y0
        or head.size > title.size * _SMALLER
        or not under
        or min(under) - head.y0 < head.size * _APART
    ):
        return ()
    text = _PAGE_NUMBER.sub("", " ".join(line.text.strip() for line in row))
    year = _YEAR.search(text)
    names = whole_names(text[: year.start()] if year else text)
    if len(names) < (1 if year else 2):
        return ()
    return names if any(map(_personal, names)) else ()


def _personal(name: str) -> bool:
    """Whether ``name`` reads as a person's: it opens with a given name or holds an
    initial ("Bozhidar Z. Iliev"); "Cell Reports" does neither."""
    words = name.split()
    return is_given_name(words[0]) or any(map(_INITIAL.fullmatch, words))

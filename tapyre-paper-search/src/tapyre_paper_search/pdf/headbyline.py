"""Names printed only in the first page's running head (pure).

A book chapter or a report may set no byline under its title at all: the names (and
the year) stand in the running head of its first page, "Ann Lee, Bo Chen, and Cy Roe
(2020)", flush left over the head's rule, the title in large type under it.  Read
around the title only, the page names nobody.

:func:`running_head_names` reads that head where nothing else gave names (the last of
:func:`~tapyre_paper_search.pdf.lastbyline.last_resort_authors`' fallbacks, so a page
with a byline keeps it): the row at the very top of the title's page (its lines
on one baseline) and the lines it wraps onto (in its type, a line's step apart, up to
:data:`_MAX_ROWS` in all), within the top :data:`_TOP` of the page, above the title's
first line, in type smaller than the title's (at most :data:`_SMALLER` of it), set
apart from the next line under it by :data:`_APART` of its sizes.  Its text,
a page number at either end and a closing year ("(2020)", ", 2020") left out, must
read whole as names (:func:`~tapyre_paper_search.pdf.namesfirst.whole_names`), and
as people's names: two names at least, parted as a list ("A, B, and C": a comma,
"and" or "&" between each two), or one with a year that opens with a given name (no
abbreviation) or holds an initial ("Bozhidar Z. Iliev (2019)").  What it tells apart:
a journal's or a series' head ("Cell Reports (2020)", "Physical Review Letters": one
name, no given name, no initial), "Preprint", "Draft", a short title (not all names),
"Lee et al." (not read whole), a head with a volume or pages (any digit left: "Ann.
Henri Poincaré 21 (2020)"); and, review122, a run of capitalised words split into two
"names" ("Max Planck Society Preprint": no list), a short title in title case ("Fluid
Dynamics and Heat Transfer": every word a known word, no given name, no initial), a
place's or an occasion's head ("San Diego, La Jolla (2019)", "Grace Hopper
Celebration": :func:`~tapyre_paper_search.pdf.placenames.is_city_name`,
:func:`~tapyre_paper_search.pdf.placenames.no_person`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namesfirst import whole_names
from tapyre_paper_search.pdf.phrasenames import shows_person
from tapyre_paper_search.pdf.placenames import is_city_name, no_person
from tapyre_paper_search.pdf.words import known_word

_TOP = 0.12
"""The head stands in this top fraction of the page."""
_SMALLER = 0.9
"""Its size is at most this many of the title's."""
_APART = 1.5
"""The next line under its row starts at least this many of its sizes lower."""
_ROW = 1.5
"""Pieces of one row: their tops within this many points."""
_STEP = 1.8
"""The head's wrapped lines stand at most this many of their sizes apart."""
_MAX_ROWS = 3
"""The head wraps onto at most this many lines."""
_PAGE_NUMBER = re.compile(r"^\s*\d{1,4}\s+|\s+\d{1,4}\s*$")
_YEAR = re.compile(r"\s*(?:\((?:19|20)\d\d[a-z]?\)|,\s*(?:19|20)\d\d[a-z]?)\s*$")
_INITIAL = re.compile(r"[A-Z]\.(?:-[A-Z]\.)?")
LIST_MARK = re.compile(r"[,;&]|\band\b")
"""What parts a list of names: "Max Planck Society Preprint" parts none (review122)."""


def bare_head(text: str) -> tuple[str, bool]:
    """A running head's ``text`` without a page number at either end and without a
    closing year ("(2019)", ", 2019"), and whether a year was cut."""
    text = _PAGE_NUMBER.sub("", text)
    year = _YEAR.search(text)
    return (text[: year.start()], True) if year else (text, False)


def running_head_names(
    lines: Sequence[Line], group: Sequence[int], height: float
) -> tuple[str, ...]:
    """The names of a running head at the top of the title ``group``'s page (see the
    module), or none."""
    if not group or min(group) == 0 or height <= 0:
        return ()
    title = lines[min(group)]
    rows = _rows([line for line in lines if line.page == title.page])
    head = _head(rows)
    if (
        len(head) == len(rows)
        or head[0][0].y0 > height * _TOP
        or head[-1][0].y1 > title.y0
        or head[0][0].size > title.size * _SMALLER
        or rows[len(head)][0].y0 - head[-1][0].y0 < head[-1][0].size * _APART
    ):
        return ()
    text = ""
    for row in head:  # a name hyphenated at the end of the head's first line mended
        piece = " ".join(line.text.strip() for line in row)
        text = text[:-1] + piece if text.endswith("-") else f"{text} {piece}".strip()
    text, year = bare_head(text)
    names = whole_names(text)
    if any(no_person(name) or is_city_name(name) for name in names):
        return ()  # "San Diego, La Jolla (2019)": a place's head (review122)
    if any(map(str.isdigit, text)):
        return ()  # "Ann. Henri Poincaré 21 (2020)": a journal's volume (review122)
    if len(names) > 1 and len(LIST_MARK.findall(text)) >= len(names) - 1 and not _phrases(names):
        return names
    if year and len(names) == 1 and _personal(names[0]):
        return names
    return ()


def _rows(page: list[Line]) -> list[list[Line]]:
    """The page's lines in rows (tops within :data:`_ROW`), top down, each left to
    right."""
    rows: list[list[Line]] = []
    for line in sorted(page, key=lambda line: (line.y0, line.x0)):
        if rows and abs(line.y0 - rows[-1][0].y0) <= _ROW:
            rows[-1].append(line)
        else:
            rows.append([line])
    return rows


def _head(rows: list[list[Line]]) -> list[list[Line]]:
    """The top row and the rows it wraps onto: single lines in its type, a line's step
    (:data:`_STEP` of its sizes) apart, :data:`_MAX_ROWS` in all."""
    head = rows[:1]
    for row in rows[1:_MAX_ROWS]:
        last = head[-1][0]
        if len(row) > 1 or not row[0].same_type(last) or row[0].y0 - last.y0 > _STEP * last.size:
            break
        head.append(row)
    return head


def _personal(name: str) -> bool:
    """Whether ``name`` reads as a person's: it opens with a given name (no abbreviation:
    "Ann." is "Annales") or holds an initial ("Bozhidar Z. Iliev"); "Cell Reports" does
    neither."""
    words = name.split()
    given = is_given_name(words[0]) and not words[0].endswith(".")
    return given or any(map(_INITIAL.fullmatch, words))


def _phrases(names: Sequence[str]) -> bool:
    """Whether ``names`` are a short title in title case, not people: none shows a
    person (:func:`~tapyre_paper_search.pdf.phrasenames.shows_person`) and every word of
    every one is a known English or German word ("Fluid Dynamics and Heat Transfer",
    "Signal Processing, Image Analysis"; review122)."""
    return not shows_person(names) and all(
        known_word(word.lower()) for name in names for word in name.split()
    )

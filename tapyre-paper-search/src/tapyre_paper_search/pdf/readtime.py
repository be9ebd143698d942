"""Names in a blog post's meta line with a reading time, over its title (pure).

A blogging platform prints the post's people in one small line over the title with
the reading time and the date: "Ann Lee and Bo Chen · 12 min read · 3 May 2021"
("… · 5 Min. Lesezeit · …", "… · 7 min de lecture · …").  Nothing reads a byline
there: the line stands above the title and holds more than names (front35's
``readtime`` style: authors 0.000).

:func:`reading_time_names` looks at the lines over the title (at most :data:`_LOOK`)
for a block of lines in one size, each right under the last and flush with it (a
long list of names wraps), whose text holds a reading time (:data:`_READ_TIME`:
a number and "min read", "minute read", "Min. Lesezeit", "min de lecture", "min de
lectura", "min di lettura", "min leestijd"; or "Lesezeit: 5 Min.").  The names are
read from the pieces the separators (a spaced middle dot, bullet, bar or dash) cut
the text before the reading time into, each leniently (the line vouches for them),
and only from a piece whose every comma- or "and"-joined part reads as a name: a
"Posted in Methods · 4 min read" line names nobody, nor does a desk or a site's
name there ("Editorial Team", "Science Staff", "Lake Notes": an organisation or a
last word of :data:`_DESK_WORDS`, review109), while "Lake Notes · Ann Lee · 5 min
read" names Ann Lee and "Ann Lee | Bo Chen | 8 min read" both (front37; before,
only the first piece was read).  A piece after the first whose words are all English
words and that shows no person (no initial, no common given name first:
:func:`~tapyre_paper_search.pdf.phrasenames.shows_person`) is a topic's tag, no name
("Ann Lee · Machine Learning · 5 min read" names Ann Lee alone), and no piece holding
a digit names anybody ("Updated May 4", review114).  It is a last resort
(:func:`~tapyre_paper_search.pdf.lastbyline.last_resort_authors`): a page that names
its people anywhere else keeps those.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import authors_from_lines
from tapyre_paper_search.pdf.linepieces import pieces
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.phrasenames import shows_person
from tapyre_paper_search.pdf.refcreators import is_organisation
from tapyre_paper_search.pdf.words import english_words

_READ_TIME = re.compile(
    r"\b\d{1,3}\s*(?:-\s*)?(?:min(?:ute)?s?\.?\s+(?:read|reading\s+time|de\s+lecture|"
    r"de\s+lectura|di\s+lettura|leestijd)|min\.?\s+lesezeit)\b|\blesezeit:?\s*\d{1,3}\s*min",
    re.IGNORECASE,
)
_SEPARATOR = re.compile(r"\s[·•|–—]\s")
_BY = re.compile(r"^\s*(?:by|von|par|por|di|door)\s+", re.IGNORECASE)
# The last word of a newsroom's or a site's name signed where a person's would be.
_DESK_WORDS = frozenset((
    "staff", "team", "editors", "editorial", "desk", "newsroom", "writers", "reporters",
    "contributors", "news", "notes", "today", "weekly", "daily", "blog", "digest",
    "magazine", "media", "times", "redaktion", "rédaction", "redacción", "redazione",
))  # fmt: skip
_LOOK = 8
_STEP = 1.8
"""A wrapped line starts at most this many of its sizes under the line above it."""


def reading_time_names(lines: Sequence[Line], group: Sequence[int]) -> tuple[str, ...]:
    """The names of a reading-time meta line over the title ``group`` (see the module),
    or none."""
    if not group:
        return ()
    top = min(group)
    for i in range(max(0, top - _LOOK), top):
        if "min" not in lines[i].text.casefold() and "lesezeit" not in lines[i].text.casefold():
            continue  # cheap first: no reading time on this line
        text = _block_text(lines, i, top)
        match = _READ_TIME.search(text)
        if match is None:
            continue
        head = text[: match.start()]
        if _SEPARATOR.search(head) is None:
            return ()
        found: list[str] = []
        for k, segment in enumerate(_SEPARATOR.split(head)[:-1]):
            read = _segment_names(segment)
            if k and read and not shows_person(read) and all(map(_phrase, read)):
                continue  # a topic after the byline: "Ann Lee · Machine Learning" (review114)
            found.extend(name for name in read if name not in found)
        return tuple(found)
    return ()


def reading_time(text: str) -> re.Match[str] | None:
    """The first reading time in ``text`` ("12 min read", "5 Min. Lesezeit"), or none."""
    return _READ_TIME.search(text)


def _segment_names(segment: str) -> tuple[str, ...]:
    """The names of one separated piece of the meta line ("Ann Lee and Bo Chen", "By
    Ann Lee"), or none where any of its comma- or "and"-joined pieces reads as no name
    or as a desk's or a site's ("Posted in Methods", "Lake Notes"), or where it holds a
    digit: "Updated May 4" is a date, not a name "Updated May" (review114)."""
    if any(map(str.isdigit, segment)):
        return ()  # a date, a count or a part ("Updated May 4", "Part 2"), review114
    names = _BY.sub("", segment)
    read = authors_from_lines([names], lenient=True)
    if any(_desk(name) for name in read):
        return ()
    return read if read and len(read) >= len(pieces(names)) else ()


def _phrase(name: str) -> bool:
    """Whether every word of ``name`` is an English word ("Machine Learning", "Open
    Data"): a later piece that reads so and shows no person is a topic's tag."""
    known = english_words()
    return all(word.casefold() in known for word in name.split())


def _desk(name: str) -> bool:
    """Whether ``name`` names a desk, a body or a site, not a person."""
    words = name.split()
    return is_organisation(words) or words[-1].casefold() in _DESK_WORDS


def _block_text(lines: Sequence[Line], i: int, top: int) -> str:
    """The text of ``lines[i]`` with the lines over it that it carries on (same size,
    flush left, right under), all above the title's first line ``top``."""
    start = i
    while start > 0 and wraps(lines[start - 1], lines[start]):
        start -= 1
    return " ".join(line.text.strip() for line in lines[start : i + 1])


def wraps(upper: Line, lower: Line) -> bool:
    """Whether ``lower`` carries on ``upper``'s text: one page, one size, flush left,
    right under it."""
    return (
        upper.page == lower.page
        and abs(upper.size - lower.size) < 0.3
        and abs(upper.x0 - lower.x0) < 2.0
        and 0 < lower.y0 - upper.y0 <= upper.size * _STEP
    )

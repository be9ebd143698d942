"""Names printed only in the running head that every page repeats (pure).

A discussion paper or a working paper made in a word processor may set no byline at
all: the names stand only in the page header, repeated at the top of every page, as
one piece of it ("Ann Lee, Bo Chen | Discussion Paper 07/2021", "A. Lee & B. Chen —
Working paper 2021", "Ann Lee and Bo Chen · Draft"), while the first page opens with
a series line, the title and the abstract.  :func:`~.headbyline.running_head_names`
reads a first page's head that is all names (and a year); the piece of a head that
also names the series, a number or a date it leaves (front46's held-out
``namesheader``: authors 0.000, "Discussion Paper" read off the series line above
the title until :mod:`~tapyre_paper_search.pdf.namesabove` refused series kinds).

:func:`repeated_head_names` is the last of
:func:`~tapyre_paper_search.pdf.lastbyline.last_resort_authors`' fallbacks (front47):
the top row of the title's page (its lines whose tops lie within :data:`_ROW` of
the highest, within the page's top :data:`_TOP`, in type smaller than the title's,
above it) is cut into pieces at a separator ("|", "·", "•", "—", "–", or a wide gap
between two lines of the row); a piece, a page number at either end and a closing
year left out, holds no digit and reads whole as names
(:func:`~tapyre_paper_search.pdf.namesfirst.whole_names`) that are people's: half
of them at least (:data:`_VOUCHED_SHARE`) open with a given name or hold an initial
(:func:`~tapyre_paper_search.pdf.phrasenames.shows_person`) or have half their words
in no word list ("Xiaolin Li", "Ria Botella"), a name alone does the first or has
all its words in no word list ("Changhyun Ahn"; not "Nanoscale Advances", nor, left
unread, "Mushfiq Ahmad"), and two or more are parted as a list (a comma, "and" or
"&" between each two).  The piece must be repeated, word for word, at the top of
most of the later pages read (more than half of them, one at least): a title's
first line, a kicker or a section heading is not.  Pieces next to each other that
are all names give one list ("Ann Lee · Bo Chen"; a name after the first is held to
the list's terms, not to a lone name's).
What it tells apart: a journal's or a series' name ("Nature Communications":
no given name, no initial), "Lee et al." (not read whole), a short title.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.headbyline import LIST_MARK, bare_head
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.namesfirst import whole_names
from tapyre_paper_search.pdf.namevouch import unknown_share
from tapyre_paper_search.pdf.phrasenames import shows_person
from tapyre_paper_search.pdf.placenames import is_city_name, no_person

_TOP = 0.12
"""The head stands in this top fraction of the page."""
_SMALLER = 0.9
"""Its size is at most this many of the title's."""
_ROW = 2.0
"""Lines of the head's row: their tops within this many points of the highest's."""
_LATER = 3
"""At most this many later pages are looked at for the repeated head."""
_VOUCHED_SHARE = 0.5
"""At least this share of the names open with a given name or hold an initial."""
_CUT = re.compile(r"\s+[|·•—–]\s+|\s*[|·•]\s*")


def repeated_head_names(
    pages: Sequence[PageLines], start: int, group: Sequence[int]
) -> tuple[str, ...]:
    """The names of a piece of the running head that the title ``group``'s page
    ``pages[start]`` and most later pages repeat (see the module), or none."""
    if not group:
        return ()
    page = pages[start]
    title = page.lines[min(group)]
    pieces = head_pieces(page.lines, page.height, title)
    later = [pages[k] for k in range(start + 1, min(len(pages), start + 1 + _LATER))]
    if not pieces or not later:
        return ()
    heads = [head_pieces(p.lines, p.height, None) for p in later]
    run: tuple[str, ...] = ()  # names in pieces next to each other: "Ann Lee · Bo Chen"
    for piece in pieces:
        names = _names(piece, alone=not run)
        if names and sum(piece in head for head in heads) * 2 > len(heads):
            run += tuple(name for name in names if name not in run)
        elif run:
            break
    return run


def head_pieces(lines: Sequence[Line], height: float, title: Line | None) -> list[str]:
    """The pieces of the page's top row (see the module), each with its spaces evened;
    none where the row is not a head (too low, not above and smaller than ``title``)."""
    if not lines or height <= 0:
        return []
    top = min(line.y0 for line in lines)
    row = sorted((line for line in lines if line.y0 - top <= _ROW), key=lambda line: line.x0)
    if top > height * _TOP:
        return []
    if title is not None and (
        any(line is title for line in row)
        or row[0].y1 > title.y0
        or max(line.size for line in row) > title.size * _SMALLER
    ):
        return []
    pieces = [" ".join(part.split()) for line in row for part in _CUT.split(line.text)]
    return [piece for piece in pieces if piece]


def _names(piece: str, *, alone: bool) -> tuple[str, ...]:
    """The people's names ``piece`` reads whole as (see the module), or none; a name
    that is not ``alone`` (it follows names in the piece before) is vouched for as a
    list's ("Ann Lee · Bo Chen")."""
    text, _ = bare_head(piece)
    if any(map(str.isdigit, text)):
        return ()
    names = whole_names(text)
    if not names or any(no_person(name) or is_city_name(name) for name in names):
        return ()
    lone = alone and len(names) == 1
    if lone and not (shows_person(names) or unknown_share(names[0].split()) == 1.0):
        return ()  # "Nature Communications", "Nanoscale Advances": a journal's name
    if sum(map(_vouched, names)) < _VOUCHED_SHARE * len(names):
        return ()  # "Fluid Dynamics, Heat Transfer": a short title
    if len(names) > 1 and len(LIST_MARK.findall(text)) < len(names) - 1:
        return ()
    return names


def _vouched(name: str) -> bool:
    """Whether ``name`` reads as a person's: it opens with a given name or holds an
    initial, or half its words at least are in no word list ("Xiaolin Li")."""
    return shows_person((name,)) or unknown_share(name.split()) >= 0.5

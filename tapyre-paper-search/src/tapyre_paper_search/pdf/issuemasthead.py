"""A journal's name over its issue line, set in rows too many for a banner (pure).

A journal's first page may open under a coloured band: the journal's name in 30-point
capitals over one or two rows, the volume, issue and pages right under it, then the
article's type and only then the title, in bold a size over the body (latex56's
``masthead-journal``).  The banner rule (:mod:`.banners`, asked by
:func:`~tapyre_paper_search.pdf.mastheads.is_masthead`) takes one short row; a name
wrapped over two rows was no banner, and a title barely larger than the body may be no
title-like group at all: the journal's name was read as the title.

:func:`drop_mastheads` drops from the page's title-like groups each one shaped as a
name over its issue line (:func:`over_issue_line`: at most :data:`_MAX_ROWS` rows and
:data:`_MAX_WORDS` words, not ending a sentence, the very next line an issue line
(:func:`~tapyre_paper_search.pdf.mastheads.numbered_issue_line`: a volume, issue or
number; a date alone is none) standing right under it), and a name indeed
(:func:`is_name_over_issue`): set in capitals, or over a title of its own that is no
byline.  A paper's own short title over "Volume 12, Issue 3, March 2021" and its bold
byline is no masthead (review55).  Where no other group is left, the title is the
first run of rows under the name in one type, bold or larger than the body, smaller
than the name, of at least :data:`_MIN_TITLE_WORDS` words (:func:`title_under`: a
short article-type label over it is passed by); where there is none the groups stay as
they were.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.mastheads import issue_line, numbered_issue_line

_MAX_ROWS = 3
_MAX_WORDS = 8
_MAX_CHARS = 60
# A title under the name: at least this many words, bold or this times the body's size.
_MIN_TITLE_WORDS = 4
_LARGER = 1.1
# How many lines under the name the title is looked for in.
_LOOK = 12


def over_issue_line(lines: Sequence[Line], group: Sequence[int]) -> bool:
    """Whether ``group`` is a name over its issue line (see the module)."""
    if not group:
        return False
    rows = {round(lines[i].y0) for i in group}
    text = " ".join(lines[i].text.strip() for i in group).strip()
    if not text or len(rows) > _MAX_ROWS or text[-1] in ".:;,?!":
        return False
    if len(text.split()) > _MAX_WORDS or len(text) > _MAX_CHARS:
        return False
    last = max(group)
    after = last + 1
    if after >= len(lines) or lines[after].page != lines[last].page:
        return False
    bottom = max(lines[i].y1 for i in group)
    size = max(lines[i].size for i in group)
    return -1.0 <= lines[after].y0 - bottom <= size and numbered_issue_line(lines[after].text)


def is_name_over_issue(lines: Sequence[Line], group: Sequence[int], body: float) -> bool:
    """Whether ``group`` is a name over its issue line (:func:`over_issue_line`) set in
    capitals, or with a title under it (:func:`title_under`) that reads as no names."""
    if not over_issue_line(lines, group):
        return False
    text = " ".join(lines[i].text for i in group)
    if text.upper() == text:
        return True
    under = title_under(lines, group, body)
    return bool(under) and not names_in_line(" ".join(lines[i].text.strip() for i in under))


def title_under(lines: Sequence[Line], group: Sequence[int], body: float) -> list[int]:
    """The first run of rows in one type under the name ``group``, bold or larger than
    ``body``, smaller than the name, of :data:`_MIN_TITLE_WORDS` words or more (each
    next row at most its size under the last); ``[]`` where none is among the
    :data:`_LOOK` lines under it."""
    last = max(group)
    size, page = min(lines[i].size for i in group), lines[last].page
    i, end = last + 1, min(len(lines), last + 1 + _LOOK)
    while i < end and lines[i].page == page:
        line = lines[i]
        run = [i]
        while (
            run[-1] + 1 < len(lines)
            and lines[run[-1] + 1].page == page
            and lines[run[-1] + 1].same_type(line)
            and 0.0 <= lines[run[-1] + 1].y0 - lines[run[-1]].y1 <= line.size
        ):
            run.append(run[-1] + 1)
        styled = line.bold or line.size >= body * _LARGER
        words = sum(len(lines[k].text.split()) for k in run)
        if styled and line.size < size and words >= _MIN_TITLE_WORDS and not issue_line(line.text):
            return run
        i = run[-1] + 1
    return []


def drop_mastheads(
    lines: Sequence[Line], groups: Sequence[list[int]], body: float
) -> list[list[int]]:
    """``groups`` less each name over its issue line; where none would be left, the
    title run under the first such name alone, or ``groups`` as they were."""
    names = [g for g in groups if is_name_over_issue(lines, g, body)]
    if not names:
        return list(groups)
    kept = [g for g in groups if not any(g is n for n in names)]
    if kept:
        return kept
    under = title_under(lines, names[0], body)
    return [under] if under else list(groups)


__all__ = ["drop_mastheads", "is_name_over_issue", "over_issue_line", "title_under"]

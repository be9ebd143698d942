"""A title of many rows with few words to a row (pure).

A title group is at most eight rows (:mod:`.titlegroups`) unless its rows hold few words:
a title in a narrow column (beside an abstract box) wraps to more rows of few characters,
and so does a long title set in display type, where a row holds few words however wide
the column (a web page's 27 pt title of eleven rows, 26 characters and under four words a
row, lost with the byline under it: names39).  Either way the rows are one text wrapped
at one width (:func:`_wrapped`), which a column of keywords or a banner's ragged short
rows are not.  Rows of few words but many characters are a title only where a row break
falls inside a phrase (:func:`_runs_on`): a stacked list of display lines of even width
("Computational Neuroscience" / "Statistical Mechanics Today" / …, a cover's table of
contents) wraps nothing, and had become the title over the article's (review131).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from tapyre_paper_search.pdf.lines import Line

# Up to this many rows when they hold at most _NARROW_ROW_CHARS characters or at most
# _DISPLAY_ROW_WORDS words on average.
_NARROW_MAX_ROWS = 12
_NARROW_ROW_CHARS = 24
_DISPLAY_ROW_WORDS = 4
# Up to this many rows of at most _NARROW_ROW_CHARS characters on average when they are
# one block of the text layer (latex62: a 30-word title in a margin column, 17 rows).
_BLOCK_MAX_ROWS = 24


def few_per_row(lines: Sequence[Line], group: Sequence[int], rows: int) -> bool:
    """Whether ``group``'s ``rows`` rows are few enough and hold few characters or few
    words each, wrapped at one width (see the module)."""
    chars = sum(len(lines[i].text) for i in group)
    if rows > _NARROW_MAX_ROWS:
        return _one_narrow_block(lines, group, rows, chars)
    words = sum(len(lines[i].text.split()) for i in group)
    few_words = words <= _DISPLAY_ROW_WORDS * rows and _runs_on(lines, group)
    return (chars <= _NARROW_ROW_CHARS * rows or few_words) and _wrapped(lines, group)


def _one_narrow_block(lines: Sequence[Line], group: Sequence[int], rows: int, chars: int) -> bool:
    """Whether ``group``'s ``rows`` rows, more than :data:`_NARROW_MAX_ROWS`, are still one
    title: at most :data:`_BLOCK_MAX_ROWS`, few characters each, one block of the text
    layer (one paragraph as the producer set it), broken inside a phrase somewhere and
    wrapped at one width (latex62: a margin column's title of 17 rows)."""
    return (
        rows <= _BLOCK_MAX_ROWS
        and chars <= _NARROW_ROW_CHARS * rows
        and len({lines[i].block for i in group}) == 1
        and _runs_on(lines, group)
        and _wrapped(lines, group)
    )


def _runs_on(lines: Sequence[Line], group: Sequence[int]) -> bool:
    """Whether a break between ``group``'s rows falls inside a phrase: a row after the
    first opens with a lower-case word, or a row before the last ends with one or with a
    comma, colon or hyphen ("… of the angiogenic" / "factors vascular …")."""
    ordered = [
        lines[i].text.split() for i in sorted(group, key=lambda i: (lines[i].y0, lines[i].x0))
    ]
    rows = [row for row in ordered if row]
    opens = any(row[0][:1].islower() for row in rows[1:])
    ends = any(row[-1][:1].islower() or row[-1][-1] in ",:-" for row in rows[:-1])
    return opens or ends


def _wrapped(lines: Sequence[Line], group: Sequence[int]) -> bool:
    """Whether ``group``'s rows are one text wrapped at its column's width: after each row
    but one (a hyphenated break) the next row's first word would not have fitted, which a
    column of keywords or a banner's ragged short rows do not meet."""
    ordered = sorted(group, key=lambda i: (lines[i].y0, lines[i].x0))
    widest = max(lines[i].x1 - lines[i].x0 for i in ordered)
    short = 0
    for a, b in pairwise(ordered):
        first, nxt = lines[a], lines[b]
        word = nxt.text.split()[0] if nxt.text.split() else ""
        per_char = (nxt.x1 - nxt.x0) / max(len(nxt.text), 1)
        if (first.x1 - first.x0) + per_char * (len(word) + 1) <= widest:
            short += 1
    return short <= 1

"""Runs of title-sized rows (pure; split out of :mod:`.titlegroups`): the candidate
lines grouped into runs of same-sized lines, line after line (:func:`title_runs`; a
row goes on a run when :func:`goes_on` its last row), and a run's lone letters dropped
but the one-letter word a title wraps after (:func:`wrapped_letter_only`)."""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.besidetitle import passed_over
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.titlerows import few_per_row

_TITLE_MAX_ROWS = 8
# More rows when they hold few words (:func:`.titlerows.few_per_row`).


def wrapped_letter_only(lines: Sequence[Line], group: list[int]) -> list[int]:
    """``group`` without its one-letter rows ("A") but one that opens it on a row of its
    own where the next row's first word would not have fitted beside it (a title wrapped
    in a narrow column): a part's or a figure panel's letter above the title, a drop
    capital under it or a letter beside it is no title word."""
    ordered = sorted(group, key=lambda i: (lines[i].y0, lines[i].x0))
    widest = max(lines[i].x1 - lines[i].x0 for i in group)
    keep = []
    for k, i in enumerate(ordered):
        line = lines[i]
        if sum(map(str.isalnum, line.text)) >= 2:
            keep.append(i)
            continue
        alone = all(abs(lines[j].y0 - line.y0) >= line.size * 0.5 for j in group if j != i)
        if k > 0 or not alone or len(ordered) < 2:
            continue
        nxt = lines[ordered[1]]
        word = nxt.text.split()[0] if nxt.text.split() else ""
        per_char = (nxt.x1 - nxt.x0) / max(len(nxt.text), 1)
        if (line.x1 - line.x0) + per_char * (len(word) + 1) > widest:
            keep.append(i)
    return sorted(keep)


def title_runs(lines: Sequence[Line], candidates: list[int]) -> list[list[int]]:
    """Candidates grouped into runs of same-sized lines, line after line."""
    ordered = sorted(candidates, key=lambda i: (round(lines[i].y0), lines[i].x0))
    groups: list[list[int]] = []
    for i in ordered:
        line = lines[i]
        # The group this line goes on: the last one, or the one before it when the
        # last is one word of another size beside it (a speck a scan read as text) or
        # lies in another column (names set beside the title).
        host = next((g for g in reversed(groups) if goes_on(lines[g[-1]], line)), None)
        if host is not None and host is not groups[-1]:
            between = groups[groups.index(host) + 1 :]
            if any(not passed_over(lines, g, host) for g in between):
                host = None
        if host is not None:
            host.append(i)
        else:
            groups.append([i])
    out = []
    for group in groups:
        rows = {round(lines[i].y0 / (lines[i].size * 0.5)) for i in group}
        if len(rows) <= _TITLE_MAX_ROWS or few_per_row(lines, group, len(rows)):
            out.append(sorted(group))
    return out


def goes_on(last: Line, line: Line) -> bool:
    """Whether ``line`` continues a group of same-sized lines ending with ``last``; an
    italic line opening with a quotation mark under a roman one is a pull quote or an
    epigraph set in the title's size, not the title's next line, unless the quotation
    closes within the line (a quoted work's name: '“Ulysses” in the digital age').  A
    line whose box is much taller than its type (a first letter set twice as large,
    "T" + "he discrete …") is stepped from by its bottom, which that letter moves
    little."""
    step = line.y0 - last.y0  # tops, not bottoms: boxes of mixed sizes overlap
    same_row = abs(step) < last.size * 0.5
    next_row = last.size * 0.5 <= step <= last.size * 2.4 or (
        last.y1 - last.y0 > last.size * _TALL_BOX
        and last.size * 0.5 <= line.y1 - last.y1 <= last.size * 2.4
    )
    quoted = line.italic and not last.italic and _opens_a_quotation(line.text)
    return (
        abs(line.size - last.size) <= 0.6
        and line.bold == last.bold
        and (same_row or (next_row and not quoted and not _label_over(last, line, step)))
    )


# A row stepped down more than this many times its type from the last is far from it.
_FAR_STEP = 1.6


def _label_over(last: Line, line: Line, step: float) -> bool:
    """Whether ``last`` is a label or a band's word set in the title's type over it, not
    its row before (realpage69): ``line`` is stepped far from it (more than
    :data:`_FAR_STEP` times the type; a title's rows follow closer) and lines up with it
    by none of its edges nor its centre (a title's rows are set flush left, centred or
    flush right), neither within the other's span (a shorter row set off centre), as
    "COMMUNICATION" in a page's top band over a title set beside a sidebar."""
    if step <= last.size * _FAR_STEP:
        return False
    near = last.size
    return (
        abs(line.x0 - last.x0) > near
        and abs(line.x1 - last.x1) > near
        and abs((line.x0 + line.x1) - (last.x0 + last.x1)) / 2 > near
        and not _within(line, last, near)
        and not _within(last, line, near)
    )


def _within(inner: Line, outer: Line, near: float) -> bool:
    """Whether ``inner``'s span lies within ``outer``'s (``near`` to spare): a title's
    shorter row under a longer one, set off its centre."""
    return inner.x0 >= outer.x0 - near and inner.x1 <= outer.x1 + near


# A line's box this many times its type size tall holds a larger initial letter.
_TALL_BOX = 1.6
_QUOTE_OPENS = frozenset('\u201c\u201e\u00ab"')  # a double quote or a guillemet
_QUOTE_MARKS = '\u201c\u201d\u201e\u00ab\u00bb"'


def _opens_a_quotation(text: str) -> bool:
    """Whether ``text`` opens with a quotation mark and its quotation runs to the line's
    end or past it: no quotation mark before its closing punctuation."""
    body = text.strip().rstrip(" .,;:!?\u2026" + _QUOTE_MARKS)
    return text[:1] in _QUOTE_OPENS and not any(c in _QUOTE_MARKS for c in body[1:])

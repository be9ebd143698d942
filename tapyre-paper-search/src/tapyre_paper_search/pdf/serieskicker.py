"""A series' kicker over the title, and a title cut by a rule across the page (pure).

A working-paper series may open its first page with the series' name and the
paper's number in type larger than the title ("Technical Notes" / "No. 32" in
25-point bold), the title under them in smaller bold; and a title may be cut in
two by a rule drawn across the page between its rows (latex50).  The largest type
then reads as the title, and the title's rows, one rule's height apart, as two
groups.

:func:`is_series_kicker` tells the kicker by its shape: a group of at most
:data:`_KICKER_ROWS` short rows (:data:`_KICKER_WORDS` words at most a row) whose
last row is a number alone (:data:`_NUMBER`: "No. 32", "Vol. 3", "Issue 14",
"Nr. 7"), or is followed by one in its type, over another title-like group on the
page.  A title never ends on a row that is its number alone.

:func:`rejoined` joins two title-like groups under such a kicker that are one title
cut by a rule (the reader sees no drawings in the front matter, and on a page with no
kicker two title-size rows a block's gap apart stay two groups, latex46): the
lines follow each other on the page, in one type (size, weight and slant), starting
at one left edge, the upper row running on to the lower (no closing stop, colon or
sentence end) and the gap between them at most :data:`_RULE_GAP` times their size (a
rule with its spaces over and under it; a title and another block stand further
apart or differ in type).  Each group holds at most :data:`_PART_ROWS` rows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf.drawnrules import Rule, rule_between
from tapyre_paper_search.pdf.lines import Line

_KICKER_ROWS = 3
_KICKER_WORDS = 4
# A series' number alone on its row.
_NUMBER = re.compile(
    r"^\s*(?:no\.?|nr\.?|n[°º]|vol(?:ume)?\.?|issue|number|heft|num[ée]ro)\s*~?\d{1,4}"
    r"(?:[./-]\d{1,4})?\s*$",
    re.IGNORECASE,
)
_RULE_GAP = 3.0
_PART_ROWS = 3
_EDGE = 2.0  # points: one left edge
_CLOSED = ".:;!?"


def is_series_kicker(
    lines: Sequence[Line], group: Sequence[int], groups: Sequence[Sequence[int]]
) -> bool:
    """Whether ``group`` (one of the page's title-like ``groups``) is a series' name
    over its number, above another group (see the module)."""
    if not group or len(group) > _KICKER_ROWS or not _numbered(lines, group[-1]):
        return False
    if any(len(lines[i].text.split()) > _KICKER_WORDS for i in group):
        return False
    top = lines[group[0]]
    return any(
        g and g is not group and lines[g[0]].page == top.page and lines[g[0]].y0 > top.y1
        for g in groups
    )


def _numbered(lines: Sequence[Line], last: int) -> bool:
    """Whether ``lines[last]`` is a number alone, or the next line is one in its type (a
    number row the title picker leaves out of every group)."""
    if _NUMBER.match(lines[last].text):
        return True
    after = last + 1
    return (
        after < len(lines)
        and lines[after].same_type(lines[last])
        and bool(_NUMBER.match(lines[after].text))
    )


def rejoined(
    lines: Sequence[Line],
    groups: Sequence[list[int]],
    rules: Callable[[], tuple[Rule, ...]] | None = None,
) -> list[list[int]]:
    """``groups`` with each pair cut by a rule joined into one (see the module); with
    the page's drawn ``rules`` (latex52: no kicker over the title), only a pair with one
    of them drawn in the gap between it (``rules`` is called only for a pair of that
    shape: a page's drawings are read only then, speed53)."""
    out: list[list[int]] = []
    for group in groups:
        if out and _cut_by_rule(lines, out[-1], group) and _drawn(lines, out[-1], group, rules):
            out[-1] = out[-1] + group
        else:
            out.append(list(group))
    return out


def _cut_by_rule(lines: Sequence[Line], upper: Sequence[int], lower: Sequence[int]) -> bool:
    """Whether ``lower`` goes on ``upper``, one title cut by a rule (see the module)."""
    if not upper or not lower or len(upper) > _PART_ROWS or len(lower) > _PART_ROWS:
        return False
    last, first = lines[upper[-1]], lines[lower[0]]
    if lower[0] != upper[-1] + 1 or last.page != first.page or not last.same_type(first):
        return False
    text = last.text.rstrip()
    if not text or text[-1] in _CLOSED or _NUMBER.match(text) or abs(last.x0 - first.x0) > _EDGE:
        return False
    gap = first.y0 - last.y1
    return 0 < gap <= _RULE_GAP * last.size


def _drawn(
    lines: Sequence[Line],
    upper: Sequence[int],
    lower: Sequence[int],
    rules: Callable[[], tuple[Rule, ...]] | None,
) -> bool:
    """Whether a drawn rule parts ``upper`` and ``lower`` (``None``: not asked)."""
    if rules is None:
        return True
    last, first = lines[upper[-1]], lines[lower[0]]
    return rule_between(rules(), last.y1, first.y0, first.x0)


__all__ = ["is_series_kicker", "rejoined"]

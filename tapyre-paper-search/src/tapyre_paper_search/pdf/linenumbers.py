"""Line numbers in the margin of a review copy, taken off a page's text (pure).

Submitted manuscripts (arXiv v1s, bioRxiv preprints, papers under review) are often
set with the ``lineno`` package: a small number beside every line (or every fifth),
in a margin or in the gutter between two columns.  PyMuPDF reads each number as a
line of its own; left in, they come between the title's lines, split a byline from
its affiliations and end an abstract after its first line.

:func:`strip_dict` takes them off a page's ``get_text("dict")``: a line whose text is
a whole number (four digits at most) is one when, with the other such lines whose
right edges line up with it (within :data:`_ALIGN` points: ``lineno`` sets its
numbers flush right, flush left on the right margin: left edges then), it makes a
column of at least :data:`_MIN_NUMBERS` numbers that grow down the page, set at
most :data:`_SMALLER` times the page's commonest text size, and not starting where
other lines of the page start (a small table's row numbers, flush with the text's
left edge, are in the text column); numbers of any size (Word sets them in the body's)
make such a column when they lie left of every other line or right of every one, one
step apart down the page.  :func:`strip_blocks`
does the same for a body page's block tuples (no sizes there: a column of at least
:data:`_MIN_BLOCK_NUMBERS` number-only blocks spread over :data:`_MIN_SPREAD` of the
page's height).  A page number, a footnote mark, a table's column of counts or an
equation number is no such column.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

# A line number: a whole number, four digits at most.
_NUMBER = re.compile(r"^\s*(\d{1,4})\s*$")
# Numbers of one column have their right (or left) edges this close, in points.
_ALIGN = 2.5
# A column holds at least this many numbers on a page ...
_MIN_NUMBERS = 3
# ... set at most this share of the page's commonest text size (lineno's \tiny).
_SMALLER = 0.75
# A body page's column of number blocks: this many at least, spread over this share
# of the page's height.
_MIN_BLOCK_NUMBERS = 5
_MIN_SPREAD = 0.3


def _columns(
    numbers: Sequence[tuple[float, float, float, int, Any]],
    minimum: int,
    starts: Sequence[float] = (),
    *,
    steady: bool = False,
) -> set[int]:
    """The ids (last field) of the ``numbers`` (x0, x1, y, value, id) that make a column
    of line numbers: aligned right (or left), at least ``minimum``, growing down (by
    one step throughout where ``steady``: every line or every fifth), and not starting
    where :data:`_MIN_NUMBERS` or more of the page's other lines start (their left
    edges ``starts``): such a column is in the text, a table's row numbers, not in a
    margin."""
    found: set[int] = set()
    for edge in (1, 0):  # right edges first: lineno's left-margin numbers
        groups: dict[int, list[tuple[float, float, float, int, Any]]] = defaultdict(list)
        for entry in sorted(numbers, key=lambda e: e[edge]):
            for group in groups.values():
                if abs(group[0][edge] - entry[edge]) <= _ALIGN:
                    group.append(entry)
                    break
            else:
                groups[len(groups)] = [entry]
        for group in groups.values():
            if len(group) < minimum:
                continue
            left = sorted(e[0] for e in group)[len(group) // 2]
            if sum(abs(x - left) <= _ALIGN for x in starts) >= _MIN_NUMBERS:
                continue  # at a text column's left edge: a table's row numbers
            values = [e[3] for e in sorted(group, key=lambda e: e[2])]
            steps = {b - a for a, b in itertools.pairwise(values)}
            if min(steps) > 0 and (not steady or len(steps) == 1):
                found.update(id(e[4]) for e in group)
    return found


def _line_text(line: dict[str, Any]) -> str:
    return "".join(str(span.get("text", "")) for span in line.get("spans", ()))


def _main_size(blocks: Iterable[dict[str, Any]]) -> float:
    sizes: Counter[float] = Counter()
    for block in blocks:
        for line in block.get("lines", ()):
            for span in line.get("spans", ()):
                sizes[round(float(span.get("size", 0.0)), 1)] += len(span.get("text", ""))
    return sizes.most_common(1)[0][0] if sizes else 0.0


def strip_dict(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a page's ``get_text("dict")``) without its margin line numbers (see the
    module); the same object, its blocks' line lists changed in place."""
    blocks = [b for b in data.get("blocks", ()) if b.get("type", 0) == 0]
    numbers, starts, ends = [], [], []
    for block in blocks:
        for line in block.get("lines", ()):
            found = _NUMBER.match(_line_text(line))
            x0, y0, x1, _ = (float(v) for v in line.get("bbox", (0, 0, 0, 0)))
            if found and line.get("spans"):
                numbers.append((x0, x1, y0, int(found.group(1)), line))
            elif abs(float(line.get("dir", (1.0, 0.0))[0]) - 1.0) < 0.01:  # no margin stamp
                starts.append(x0)
                ends.append(x1)
    if len(numbers) < _MIN_NUMBERS:
        return data
    limit = _main_size(blocks) * _SMALLER
    small = [n for n in numbers if max(float(s.get("size", 0)) for s in n[4]["spans"]) <= limit]
    # Numbers as large as the text (Word's line numbering): wholly outside the text,
    # left of every other line or right of it, one step apart.
    taken = {id(n[4]) for n in small}
    left, right = min(starts, default=0.0), max(ends, default=math.inf)
    outside = [n for n in numbers if id(n[4]) not in taken and (n[1] < left or n[0] > right)]
    gone = _columns(small, _MIN_NUMBERS, starts) | _columns(
        outside, _MIN_NUMBERS, starts, steady=True
    )
    if not gone:
        return data
    for block in blocks:
        block["lines"] = [ln for ln in block.get("lines", ()) if id(ln) not in gone]
    data["blocks"] = [b for b in data.get("blocks", ()) if b.get("type", 0) != 0 or b.get("lines")]
    return data


def strip_blocks(blocks: list[Any], height: float) -> list[Any]:
    """PyMuPDF block tuples (x0, y0, x1, y1, text, number, type) without the blocks that
    are margin line numbers (see the module); ``height``: the page's."""
    numbers = []
    for block in blocks:
        # The whole text is one number between white space: the pattern's ``\s`` is
        # the white space ``str.split`` cuts at, so no block's words need splitting.
        found = _NUMBER.match(str(block[4])) if block[6] == 0 else None
        if found:
            x0, y0, x1 = float(block[0]), float(block[1]), float(block[2])
            numbers.append((x0, x1, y0, int(found.group(1)), block))
    if len(numbers) < _MIN_BLOCK_NUMBERS:
        return blocks
    gone = _columns(numbers, _MIN_BLOCK_NUMBERS)
    ys = [n[2] for n in numbers if id(n[4]) in gone]
    if not ys or max(ys) - min(ys) < height * _MIN_SPREAD:
        return blocks
    return [b for b in blocks if id(b) not in gone]


__all__ = ["strip_blocks", "strip_dict"]

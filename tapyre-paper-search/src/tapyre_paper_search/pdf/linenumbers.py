"""Line numbers in the margin of a review copy, taken off a page's text (pure).

Submitted manuscripts (arXiv v1s, bioRxiv preprints, papers under review) are often
set with the ``lineno`` package: a small number beside every line (or every fifth),
in a margin or in the gutter between two columns.  PyMuPDF reads each number as a
line of its own; left in, they come between the title's lines, split a byline from
its affiliations and end an abstract after its first line.

:func:`strip_dict` takes them off a page's ``get_text("dict")``: a line whose text is
a whole number (four digits at most) is one when, with the other such lines whose
right edges line up with it (within ``numbercolumns._ALIGN`` points: ``lineno`` sets its
numbers flush right, flush left on the right margin: left edges then), it makes a
column of at least :data:`MIN_NUMBERS` numbers that grow down the page, set at
most :data:`_SMALLER` times the page's commonest text size (a little more on a page set
with font expansion, :data:`_EXPANSION`), and not starting where
other lines of the page start (a small table's row numbers, flush with the text's
left edge, are in the text column); numbers of any size (Word sets them in the body's)
make such a column when they lie left of every other line or right of every one, one
step apart down the page; and short columns (two numbers each) where the page's
numbers, read column by column, count on by five (every fifth line numbered).
:func:`strip_blocks`
does the same for a body page's block tuples (no sizes there: a column of at least
:data:`_MIN_BLOCK_NUMBERS` number-only blocks spread over :data:`_MIN_SPREAD` of the
page's height), and :func:`strip_words` for the words a references page is read
from (a number first or last on its line, set apart from its next word, where the
column counts the text rows beside it: a numbered list's own labels, "41 Smith J,
...", stay).  A page number, a footnote mark, a table's column of counts or an
equation number is no such column.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from tapyre_paper_search.pdf.numbercolumns import MIN_NUMBERS, columns, counted_on

# A line number: a whole number, four digits at most.
_NUMBER = re.compile(r"^\s*(\d{1,4})\s*$")
# ... set at most this share of the page's commonest text size (lineno's \tiny).
_SMALLER = 0.75
# Font expansion (pdfTeX's microtype) sets each row a little wider or narrower, read as
# sizes up to this share apart from the text's own: the commonest may be a shrunk one
# (9.37 for 9.5), and a 7.1-point number beside it is no less small (latex55).
_EXPANSION = 1.03
# A body page's column of number blocks: this many at least, spread over this share
# of the page's height.
_MIN_BLOCK_NUMBERS = 5
_MIN_SPREAD = 0.3
# A margin number on a text line's words stands this far (points) from its next word
# (lineno's \linenumbersep is 10 points; a word space is 2-4).
_NUMBER_SEP = 6.0
# The text rows beside such a column are counted in a strip this wide (points) along
# the text's edge next to the numbers (a hanging indent's lines fall in it too).
_STRIP = 30.0


def _line_text(line: dict[str, Any]) -> str:
    return "".join(str(span.get("text", "")) for span in line.get("spans", ()))


def _count_numbers(blocks: Iterable[dict[str, Any]]) -> int:
    """How many lines of ``blocks`` (a dict's) are a whole number alone, as
    :func:`strip_dict` finds them (a line of one span read without a join)."""
    count = 0
    for block in blocks:
        for line in block.get("lines", ()):
            spans = line.get("spans", ())
            if len(spans) == 1:
                text = str(spans[0].get("text", ""))
            elif _may_be_number(spans):
                text = _line_text(line)
            else:
                continue
            if _NUMBER.match(text):
                count += 1
    return count


def _may_be_number(spans: Iterable[dict[str, Any]]) -> bool:
    """Whether the joined text of a line's ``spans`` may match :data:`_NUMBER`: its first
    character that is not white space is a decimal digit.  Necessary: ``str.lstrip``
    takes off what the pattern's ``\\s*`` does (both are ``str.isspace``) and the next
    character must then be its ``\\d`` (``str.isdecimal``); a line of spaces alone
    never matches.  Only the spans up to the first one with text are read, instead of
    joining a line of many spans (speed43)."""
    for span in spans:
        rest = str(span.get("text", "")).lstrip()
        if rest:
            return rest[0].isdecimal()
    return False


def _main_size(blocks: Iterable[dict[str, Any]]) -> float:
    """The size (to a tenth of a point) most of ``blocks``' characters are set in; the
    first met of equal ones.  Characters are summed by each span's size as given, and
    each size is rounded once (speed53: a page has few sizes and many spans)."""
    chars: dict[float, int] = {}
    for block in blocks:
        for line in block.get("lines", ()):
            for span in line.get("spans", ()):
                size = float(span.get("size", 0.0))
                chars[size] = chars.get(size, 0) + len(span.get("text", ""))
    sizes: Counter[float] = Counter()
    for size, count in chars.items():  # first met first, as the spans
        sizes[round(size, 1)] += count
    return sizes.most_common(1)[0][0] if sizes else 0.0


def strip_dict(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a page's ``get_text("dict")``) without its margin line numbers (see the
    module); the same object, its blocks' line lists changed in place (and the boxes
    of blocks that lost a number shrunk to their other lines)."""
    blocks = [b for b in data.get("blocks", ()) if b.get("type", 0) == 0]
    if _count_numbers(blocks) < MIN_NUMBERS:
        return data  # (most pages: the lines are not measured)
    numbers, starts, ends = [], [], []
    for block in blocks:
        for line in block.get("lines", ()):
            # a line of one span read without a join (speed58a), one of more joined only
            # where it may be a number (:func:`_may_be_number`, as :func:`_count_numbers`)
            spans = line.get("spans", ())
            if len(spans) == 1:
                found = _NUMBER.match(str(spans[0].get("text", "")))
            else:
                found = _NUMBER.match(_line_text(line)) if _may_be_number(spans) else None
            bx0, by0, bx1, _ = line.get("bbox", (0, 0, 0, 0))
            x0, y0, x1 = float(bx0), float(by0), float(bx1)
            if found and line.get("spans"):
                numbers.append((x0, x1, y0, int(found.group(1)), line))
            elif abs(float(line.get("dir", (1.0, 0.0))[0]) - 1.0) < 0.01:  # no margin stamp
                starts.append(x0)
                ends.append(x1)
    if len(numbers) < MIN_NUMBERS:
        return data
    limit = _main_size(blocks) * _SMALLER * _EXPANSION
    small = [n for n in numbers if max(float(s.get("size", 0)) for s in n[4]["spans"]) <= limit]
    # Numbers as large as the text (Word's line numbering): wholly outside the text,
    # left of every other line or right of it, one step apart.  Word sets each number
    # in its own line's size, so the numbers of a page's small lines (an 8 pt e-mail
    # line's 7.8 pt number) are "small" too: the ladder takes them all, whatever their
    # size, or it would skip their values and no longer step by one.
    left, right = min(starts, default=0.0), max(ends, default=math.inf)
    outside = [n for n in numbers if n[1] < left or n[0] > right]
    gone = columns(small, MIN_NUMBERS, starts) | columns(outside, MIN_NUMBERS, starts, steady=True)
    gone |= counted_on(small, starts)
    if not gone:
        return data
    for block in blocks:
        kept = [ln for ln in block.get("lines", ()) if id(ln) not in gone]
        if kept and len(kept) < len(block.get("lines", ())):
            # the block's box shrinks to its lines: a number in the gutter, set in the
            # right column's block, would otherwise bridge the gutter
            block["bbox"] = _union(ln["bbox"] for ln in kept)
        block["lines"] = kept
    data["blocks"] = [b for b in data.get("blocks", ()) if b.get("type", 0) != 0 or b.get("lines")]
    return data


def _union(boxes: Iterable[Sequence[float]]) -> tuple[float, float, float, float]:
    x0, y0, x1, y1 = zip(*boxes, strict=True)
    return min(x0), min(y0), max(x1), max(y1)


def _spread_column(
    numbers: Sequence[tuple[float, float, float, int, Any]], height: float
) -> set[int]:
    """The ids of ``numbers`` in a column of at least :data:`_MIN_BLOCK_NUMBERS`, spread
    over :data:`_MIN_SPREAD` of the page's ``height`` (none: an empty set)."""
    if len(numbers) < _MIN_BLOCK_NUMBERS:
        return set()
    gone = columns(numbers, _MIN_BLOCK_NUMBERS)
    ys = [n[2] for n in numbers if id(n[4]) in gone]
    return gone if ys and max(ys) - min(ys) >= height * _MIN_SPREAD else set()


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
    gone = _spread_column(numbers, height)
    return [b for b in blocks if id(b) not in gone] if gone else blocks


def strip_words(words: list[Any], height: float) -> list[Any]:
    """PyMuPDF word tuples (x0, y0, x1, y1, text, block, line, word) without the margin
    line numbers, as :func:`strip_blocks` finds them among number-only blocks: here
    numbers first or last on their line (MuPDF puts a margin number on the line beside
    it), set :data:`_NUMBER_SEP` points or more apart from its next word."""
    # Only lines that open or close (in the stream) with a whole number are looked at:
    # most pages have few.  (``isdecimal`` first: most words fail it, at their first
    # character; half of them are four characters or fewer.)
    keys = {
        (w[5], w[6])
        for i, w in enumerate(words)
        if w[4].isdecimal()
        and len(w[4]) <= 4
        and (w[7] == 0 or i + 1 == len(words) or words[i + 1][7] == 0)
    }
    if len(keys) < _MIN_BLOCK_NUMBERS:
        return words
    lines: dict[tuple[int, int], list[Any]] = defaultdict(list)
    for word in words:
        if (word[5], word[6]) in keys:
            lines[(word[5], word[6])].append(word)
    numbers = []
    for line in lines.values():
        line.sort(key=lambda w: w[0])
        ends = [(line[0], line[1] if len(line) > 1 else None)]
        ends.append((line[-1], line[-2] if len(line) > 1 else None))
        for word, beside in ends[: 1 if len(line) == 1 else 2]:
            found = _NUMBER.match(str(word[4]))
            apart = beside is None or max(beside[0] - word[2], word[0] - beside[2]) >= _NUMBER_SEP
            if found and apart:
                numbers.append(
                    (float(word[0]), float(word[2]), float(word[1]), int(found[1]), word)
                )
    gone = _spread_column(numbers, height)
    if gone and not _counts_rows([n for n in numbers if id(n[4]) in gone], words):
        return words  # a list's own labels ("41 Smith J, ..."), no line numbers
    return [w for w in words if id(w) not in gone] if gone else words


def _counts_rows(
    column: Sequence[tuple[float, float, float, int, Any]], words: Sequence[Any]
) -> bool:
    """Whether a column of numbers (x0, x1, y, value, word) among ``words`` counts the
    text rows beside it, as ``lineno`` does: between two numbers no more rows than
    their values step, for half of the steps at least.  A numbered list's labels ("41
    Smith J, ...") step by one over entries of two lines or more."""
    ids = {id(n[4]) for n in column}
    rest = [w for w in words if id(w) not in ids]
    x0, x1 = min(n[0] for n in column), max(n[1] for n in column)
    right = min((w[0] for w in rest if w[0] >= x1), default=math.inf)
    left = max((w[2] for w in rest if w[2] <= x0), default=-math.inf)
    # the text's edge nearest the numbers: its left edge (numbers in the left margin or
    # a gutter) or its right edge (numbers in the right margin)
    lo, hi = (right, right + _STRIP) if right - x1 <= x0 - left else (left - _STRIP, left)
    beside = sorted((w[1] + w[3]) / 2 for w in rest if w[0] < hi and w[2] > lo)
    if not beside:
        return True
    tol = 0.5 * sorted(w[3] - w[1] for w in rest)[len(rest) // 2]
    rows = [y for k, y in enumerate(beside) if k == 0 or y - beside[k - 1] > tol]
    marks = sorted((float(n[4][1] + n[4][3]) / 2, int(n[3])) for n in column)
    pairs = list(itertools.pairwise(marks))
    fits: int = sum(
        sum(a - tol <= y < b - tol for y in rows) <= later - value
        for (a, value), (b, later) in pairs
    )
    return 2 * fits >= len(pairs)


__all__ = ["strip_blocks", "strip_dict", "strip_words"]

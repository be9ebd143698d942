"""The facing page of a two-page spread scanned as a paper's first page, left out (pure).

A spread scanned as one landscape page shows two pages side by side: where a paper
begins on the right-hand page, the left-hand one is the end of what came before (a
table, figure captions, references), and its names and captions were read as the
paper's authors ("Recall Time", "Single-sorted Human Fetal Liver Cells";
"van Loosdrecht", "P. H. M" from a reference).  :func:`without_facing_page` leaves
the left-hand page's lines out of an OCR'd first page when the page is such a spread
(:data:`_LANDSCAPE`, no line of text read across the middle: a stamp laid over it
does not count) and the right-hand page opens
with a line set larger than the left page's type, centred on that page (a title), and
the left-hand page does not (a paper that begins on the left-hand page keeps both, even
where the right-hand page opens with a centred section heading: review123; its title
may stand flush left, under a journal's line: review134).  Above an opener, stamps,
banners and lines of dates set under its size (a "Received … / Accepted …" line) are
passed over, a stamp's stacked lines (up to three) counted once; the left page's type
size is the median of its worded lines (specks of scan dirt read as tiny lines do not
count: ocr41).  Prose, or a table's column of names, over a centred section heading
ends the search (review143).  A left-page line whose box covers half of a neighbouring
line's height is no title flush left, however large OCR measured it (ocr43).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from statistics import median
from typing import Any

from .ocrlines import line_size

_LANDSCAPE = 1.2
"""A spread is this many times as wide as high, at least."""
_MIDDLE = 0.02
"""No line may reach within this share of the width of the page's middle from both sides."""
_CENTRED = 0.03
"""A title's centre stands this share of the width from the right page's centre, at most."""
_LETTERS = 3
"""Letters a word of the right page's first line holds, at least (a speck reads as "j")."""
_LARGER = 1.3
"""The right page's first line is set this many times the left page's median size, at least."""
_TITLE = 1.5
"""A line of text set this many times the left page's median size, at least, is a title
flush left (review134: a running head OCR measured 1.4 times its page's text is none)."""
_STACKED = 0.5
"""Share of a neighbouring line's height a left-page line's box covers, at least, when OCR
boxed the two together (the line's size is then no title's)."""
_ABOVE = 3
"""Short lines off a page's centre (a stamp, a banner) passed over above its opener."""
_DATED = 0.25
"""Share of a line's words holding a digit, at least, in a line of dates passed over
above an opener (review143: a line of prose is no such line)."""
_LONG = 3
"""Words of letters a line of text holds, at least: a shorter line reaching across a
spread's middle is a stamp laid over it (ocr40), no line of one wide page."""


def without_facing_page(page: Mapping[str, Any]) -> Mapping[str, Any]:
    """``page`` (a first page's OCR result) without its left half's lines where it is a
    spread whose right-hand page opens a paper (see the module); else ``page`` itself."""
    width, height = float(page.get("width", 0.0)), float(page.get("height", 0.0))
    if width < height * _LANDSCAPE or height <= 0:
        return page
    middle = width / 2
    lines = [
        (line, [float(v) for v in line["bbox"]])
        for block in page.get("blocks", ())
        if block.get("type", 0) == 0
        for line in block.get("lines", ())
    ]
    if any(
        b[0] < middle - width * _MIDDLE and b[2] > middle + width * _MIDDLE and _long(line)
        for line, b in lines
    ):
        return page
    left = [line_size(line) for line, b in lines if b[2] <= middle and _worded(line)]
    right = [(b[1], line, b) for line, b in lines if b[0] >= middle and _worded(line)]
    if not left or not right:
        return page
    opener = median(left) * _LARGER
    if not _opens(right, width * 0.75, width, opener):
        return page
    worded_left = [(b[1], line, b) for line, b in lines if b[2] <= middle and _worded(line)]
    if worded_left and (
        _opens(worded_left, width * 0.25, width, opener)
        or _left_opens(worded_left, median(left) * _TITLE)
    ):
        return page  # both pages open with a title: the paper begins on the left (review123)
    return {**page, "blocks": [_right_half(block, middle) for block in page.get("blocks", ())]}


def _opens(
    lines: Sequence[tuple[float, Mapping[str, Any], Sequence[float]]],
    centre: float,
    width: float,
    size: float,
) -> bool:
    """Whether the first of ``lines`` (top, line, box) is set at ``size`` or larger and
    centred on ``centre`` (a half page's middle), as a title is; up to :data:`_ABOVE`
    things off the centre above it are passed over: short lines (a stamp, a banner, a
    DOI: ocr40; a short line right under the one passed over before it and across it
    is the same stamp's, "ACCEPTED" over "03 JUN 2002": ocr41; more than :data:`_ABOVE`
    such lines are a column of a table or a list, no stamp: review143) and lines of text set
    under ``size`` whose words are dates and numbers (:func:`_dated`: "Received: 12
    March 2021 / Accepted: 13 June 2021" flush left over a centred title: ocr41), each
    line of text counted.  Any other off-centre line of text ends the search: one at
    ``size`` or larger is a title flush left, a line of prose over a centred section
    heading goes on with the paper of the left-hand page (review143)."""
    passed = stacked = 0
    last: Sequence[float] = ()
    for _, first, box in sorted(lines, key=lambda item: item[0]):
        middle = (box[0] + box[2]) / 2
        if abs(middle - centre) <= width * _CENTRED:
            return line_size(first) >= size
        if _long(first) and (line_size(first) >= size or not _dated(first)):
            return False
        if not last or _long(first) or min(box[2], last[2]) <= max(box[0], last[0]):
            passed, stacked = passed + 1, 1
        else:
            stacked += 1  # a short line under the one passed over, across it: one stamp
        if passed > _ABOVE or stacked > _ABOVE:
            return False
        last = box
    return False


def _left_opens(
    lines: Sequence[tuple[float, Mapping[str, Any], Sequence[float]]], size: float
) -> bool:
    """Whether one of the first :data:`_ABOVE` + 1 of ``lines`` (top, line, box: the left
    page's) is a line of text (:func:`_long`) set at ``size`` or larger, centred or not:
    a title flush left under a journal's line (review134: the right page, its running
    head passed over, may open with a centred section heading).  A stamp ("ARCHIVE
    COPY") is no line of text."""
    ordered = sorted(lines, key=lambda item: item[0])
    return any(
        line_size(line) >= size and _long(line) and not _stacked(box, ordered)
        for _, line, box in ordered[: _ABOVE + 1]
    )


def _stacked(
    box: Sequence[float], lines: Sequence[tuple[float, Mapping[str, Any], Sequence[float]]]
) -> bool:
    """Whether ``box`` (a left-page line's) covers :data:`_STACKED` of the height of
    another of ``lines`` (top, line, box) under or over it, or more: OCR boxed the line
    together with its neighbour's letters (a reference line under uneven light, 27
    points tall among lines of 9, measured 1.5 times its page's type: ocr43), so its
    size says nothing; a title stands clear of the lines around it."""
    for _, _, other in lines:
        if other is box or min(box[2], other[2]) <= max(box[0], other[0]):
            continue
        height = other[3] - other[1]
        if height > 0 and min(box[3], other[3]) - max(box[1], other[1]) >= _STACKED * height:
            return True
    return False


def _long(line: Mapping[str, Any]) -> bool:
    """Whether ``line`` holds :data:`_LONG` words of letters or more (a line of text, not
    a stamp's "EINGEGANGEN" or a date)."""
    text = "".join(str(span.get("text", "")) for span in line.get("spans", ()))
    return sum(sum(map(str.isalpha, word)) >= _LETTERS for word in text.split()) >= _LONG


def _dated(line: Mapping[str, Any]) -> bool:
    """Whether :data:`_DATED` of ``line``'s words or more hold a digit (a line of dates,
    a volume and its pages; not prose, which names a year now and then)."""
    words = "".join(str(span.get("text", "")) for span in line.get("spans", ())).split()
    return bool(words) and sum(any(map(str.isdigit, w)) for w in words) >= len(words) * _DATED


def _worded(line: Mapping[str, Any]) -> bool:
    """Whether ``line`` holds a word of letters (not a speck of dirt read as "j", ".")."""
    text = "".join(str(span.get("text", "")) for span in line.get("spans", ()))
    return any(sum(map(str.isalpha, word)) >= _LETTERS for word in text.split())


def _right_half(block: Mapping[str, Any], middle: float) -> Mapping[str, Any]:
    if block.get("type", 0) != 0:
        return block
    lines: Sequence[Mapping[str, Any]] = block.get("lines", ())
    return {**block, "lines": [line for line in lines if float(line["bbox"][2]) > middle]}

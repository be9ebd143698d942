"""OCR lines read off a photograph on a scanned front page are dropped (pure but for
the page's rendering).

Tesseract reads a photograph's halftone or greys as rows of "words" ("ae Be",
"ER TI", "Reser Ra ver Bor ERBE") in boxes as tall as a title's, and the front
matter took them for the title.  :func:`in_picture` tells such a line by the ink
around it on the page rendered in grey (:mod:`.ocrink`'s image): the rows of ink
across the line's own width run on, with no white row between, for
:data:`.ocrink.PICTURE` points or more and leave fewer than
:data:`.ocrink._LETTER_GAPS` white columns — a picture, where a line of type (even
84-point type) leaves white rows above and below it within an inch, and white
between its letters.  The run is also followed within windows of the line's width
(:func:`_in_a_window`): lines of a page scanned askew run into each other across
their whole width, never within a window.  :func:`without_pictures` removes those lines and their
words.  A page more than :data:`_DARK_PAGE` ink (a dark scan, a page-wide picture
under the text) is left as it is: there the test would take every line.  Type in
white on a flat dark ground (a title on a coloured band) is no picture either
(:func:`_inverse_type`).  A line that reads as words (:func:`_reads`) is never
dropped: a dark ground the test cannot tell from a photograph's (a binding's shadow
beside prose, a photograph under a white title) leaves the page's text as it is.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import numpy as np
import numpy.typing as npt

from tapyre_paper_search.pdf.boxes import Box
from tapyre_paper_search.pdf.ocrink import _LETTER_GAPS, PICTURE, SCALE, ink_mask
from tapyre_paper_search.pdf.words import known_word

_ROW_INK = 3
"""Dark pixels across a line's width a row needs to be a row of ink."""
_ROW_GAP = 2
"""Rows without ink allowed inside a run of ink (a halftone's lighter rows)."""
_DARK_PAGE = 0.5
"""The share of a page's pixels in ink above which no line is tested."""
_WORD = re.compile(r"[^\W\d_]{3,}")
"""A word of three letters or more, for :func:`_reads`."""
_KNOWN_WORDS = 2
"""Known words a line needs to read as words (:func:`_reads`)."""
_WINDOW = 24.0
"""Points across the windows of a line's width whose rows of ink :func:`_in_a_window`
follows on their own (a line tilted 1° rises 0.4 points across one)."""
_GROUND = (2, 6)
"""Pixel rows from a line's box (nearest, farthest) where :func:`_inverse_type` looks
for the flat ground above and below it: clear of the box's own edge."""
_SOLID = 0.95
"""The share of those rows' pixels in ink that makes a flat ground, not a photograph's
grain (lighter and darker dots, some under the ink threshold)."""


def in_picture(ink: npt.NDArray[np.bool_], box: Box) -> bool:
    """Whether the OCR line in ``box`` (points) lies in a picture: the run of ink rows
    (:data:`_ROW_INK` dark pixels across the box's width, :data:`_ROW_GAP` white rows
    at most inside it) through the box's middle reaches :data:`.ocrink.PICTURE`
    points, and the ink of that run across the box's width leaves fewer than
    :data:`.ocrink._LETTER_GAPS` white columns.  ``ink`` is the page's dark pixels at
    :data:`.ocrink.SCALE` pixels a point."""
    height, width = ink.shape
    c0, c1 = max(0, int(box[0] * SCALE)), min(width, int(box[2] * SCALE) + 1)
    middle = int((box[1] + box[3]) / 2 * SCALE)
    if c1 - c0 < 1 or not 0 <= middle < height:
        return False
    band = ink[:, c0:c1]
    inked = band.sum(axis=1) >= _ROW_INK
    top = _run_end(inked, middle, -1)
    bottom = _run_end(inked, middle, 1)
    if bottom - top + 1 < PICTURE * SCALE:
        return False
    if not _no_letters(band, top, bottom) or not _in_a_window(band, middle):
        return False
    return not _inverse_type(band, int(box[1] * SCALE), int(box[3] * SCALE) + 1)


def _no_letters(band: npt.NDArray[np.bool_], top: int, bottom: int) -> bool:
    """Whether the ink of rows ``top`` to ``bottom`` of ``band`` leaves fewer than
    :data:`.ocrink._LETTER_GAPS` white columns."""
    columns = np.flatnonzero(band[top : bottom + 1].any(axis=0))
    return int(np.count_nonzero(np.diff(columns) > 1)) < _LETTER_GAPS


def _in_a_window(band: npt.NDArray[np.bool_], middle: int) -> bool:
    """Whether within some :data:`_WINDOW` of ``band``'s width the rows of ink through
    row ``middle`` run :data:`.ocrink.PICTURE` points too, leaving no letters across
    the band (:func:`_no_letters`): a page scanned askew has each line run into the
    lines above and below it across its whole width, never within a window."""
    step = max(1, int(_WINDOW * SCALE))
    for c0 in range(0, band.shape[1], step):
        inked = band[:, c0 : c0 + step].sum(axis=1) >= _ROW_INK
        top, bottom = _run_end(inked, middle, -1), _run_end(inked, middle, 1)
        if bottom - top + 1 >= PICTURE * SCALE and _no_letters(band, top, bottom):
            return True
    return False


def _inverse_type(band: npt.NDArray[np.bool_], r0: int, r1: int) -> bool:
    """Whether rows ``r0`` to ``r1`` of ``band`` (a line's columns of the page's ink)
    hold type in white on a flat dark ground: the rows :data:`_GROUND` above or below
    them are :data:`_SOLID` ink, and the white in the line's own rows stands in
    :data:`.ocrink._LETTER_GAPS` or more columns apart (letters), where a photograph's
    grain leaves white in every column."""
    near, far = _GROUND
    grounds = (band[max(0, r0 - far) : max(0, r0 - near)], band[r1 + near : r1 + far])
    if not any(g.size and g.mean() >= _SOLID for g in grounds):
        return False
    white = np.flatnonzero((~band[max(0, r0) : r1]).any(axis=0))
    return int(np.count_nonzero(np.diff(white) > 1)) >= _LETTER_GAPS


def _run_end(inked: npt.NDArray[np.bool_], start: int, step: int) -> int:
    """The last row from ``start`` going ``step`` (up: -1, down: 1) before more than
    :data:`_ROW_GAP` rows in a row have no ink."""
    end = row = start
    white = 0
    while 0 <= row + step < len(inked):
        row += step
        if inked[row]:
            end, white = row, 0
        else:
            white += 1
            if white > _ROW_GAP:
                break
    return end


def without_pictures(
    grey: npt.NDArray[np.uint8], data: Mapping[str, Any], words: list[Any]
) -> tuple[dict[str, Any], list[Any], int]:
    """``(data, words, dropped)``: ``data`` and ``words`` (a page's OCR result:
    PyMuPDF's dict and word tuples) without the ``dropped`` lines that lie in a
    picture (:func:`in_picture`) and the words in them; ``grey`` is the page
    rendered in grey at :data:`.ocrink.SCALE` pixels a point.  New containers; the
    result's blocks are ``data``'s (those left with no line dropped), unchanged
    where no line lies in a picture."""
    ink = ink_mask(grey)
    blocks = [dict(b) for b in data.get("blocks", ())]
    if not ink.size or ink.mean() > _DARK_PAGE:
        return {**data, "blocks": blocks}, list(words), 0
    gone: list[Box] = []
    for block in blocks:
        if block.get("type", 0) != 0:
            continue
        lines = block.get("lines", ())
        pictured = [in_picture(ink, _box(ln["bbox"])) and not _reads(ln) for ln in lines]
        if any(pictured):
            gone += [_box(ln["bbox"]) for ln, out in zip(lines, pictured, strict=True) if out]
            block["lines"] = [ln for ln, out in zip(lines, pictured, strict=True) if not out]
    if not gone:
        return {**data, "blocks": blocks}, list(words), 0
    blocks = [b for b in blocks if b.get("type", 0) != 0 or b.get("lines")]
    left = [w for w in words if not any(_centre_in(w, box) for box in gone)]
    return {**data, "blocks": blocks}, left, len(gone)


def _reads(line: Mapping[str, Any]) -> bool:
    """Whether an OCR line reads as words: more than half of its words of three letters
    or more, and at least two, are in the shipped word lists (:func:`.words.known_word`).
    Such a line is type whatever lies around it (prose beside a binding's shadow, a
    title in white over a photograph); a photograph's rows read as letters in no list
    ("Reser Ra ver Bor ERBE")."""
    text = " ".join(str(span.get("text", "")) for span in line.get("spans", ()))
    long = [word.lower() for word in _WORD.findall(text)]
    known = sum(map(known_word, long))
    return known >= _KNOWN_WORDS and 2 * known > len(long)


def _box(values: Any) -> Box:
    return (float(values[0]), float(values[1]), float(values[2]), float(values[3]))


def _centre_in(word: Any, box: Box) -> bool:
    """Whether the centre of ``word`` (a word tuple) lies in ``box``."""
    x, y = (word[0] + word[2]) / 2, (word[1] + word[3]) / 2
    return bool(box[0] <= x <= box[2] and box[1] <= y <= box[3])

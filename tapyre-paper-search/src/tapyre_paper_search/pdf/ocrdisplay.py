"""OCR'd sizes of display type (a title's lines) mended from letter widths (pure).

OCR takes a line's size from its words' boxes, and a title line of short letters
("multi-centre trial", "breast-cancer cell line": few ascenders, no capitals)
comes out a fifth to a third smaller than the title's other lines, 13 under 16.5.
That is more than one paragraph's sizes may stand apart (``ocrregroup``), so the
title would end a line early.  The width a character takes does not depend on
the box: :func:`display_sizes` gives such a line its paragraph's size where its
letters are as wide as the paragraph's; :func:`sandwiched_sizes`, :func:`stepped_sizes`
and :func:`lifted_sizes` mend a line measured off the lines next to it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from .ocrboxes import CAPITAL_WIDTH
from .ocrmeasure import most_common_size
from .ocrsizes import line_ink

_DISPLAY_SLIP = 1.35
"""How far (a ratio) OCR may have measured a display line under its paragraph's size,
at most (a line of one word in display type already joins its paragraph so far)."""
_DISPLAY_TYPE = 1.15
"""How far (a ratio either way) a line's letter width may stand from that of its
paragraph's lines at the paragraph's size: a subtitle or a byline set a fifth smaller
has letters a fifth narrower (narrow letters, "i", "l", "t", make a short line's
measure some 13 % narrower than a long one's in the same type)."""
_RAISED_SLIP = 1.5
"""How far (a ratio) OCR may have measured a line over the two lines around it, at
most, for :func:`sandwiched_sizes` to take it for a line of their type."""
_ABOVE_BODY = 1.15
"""How many times the body's size a line's own OCR size is, at least: display type
measured small is still larger than the body; a heading or prose line at the body's
size inside a display paragraph is left alone."""
_LETTERS = 8
"""Letters a line needs before its letter widths tell its size."""
_NARROW = frozenset("fijlrtI1.,;:'’!|-()[]")
"""Characters about half as wide as the mean character of prose, in common faces."""
_NARROW_WIDTH = 0.55
_WIDE = frozenset("mwMW")
_WIDE_WIDTH = 1.5


def display_sizes(
    lines: Sequence[Mapping[str, Any]],
    paragraphs: Sequence[Sequence[int]],
    sizes: list[float],
    body: float,
    display: float,
) -> None:
    """Give a line of display type OCR measured smaller than its paragraph the
    paragraph's size.

    In a paragraph (indexes into ``lines``) whose common size (by characters, the
    larger of equals) is ``display`` or more — or, where it is not, among the
    paragraph's two or more lines of ``display`` size or more (OCR put the names under
    a title in its paragraph and they hold most of its characters) — a line OCR
    measured smaller than that common size (there, only a line above the
    display lines' last: names under a title are never its lines), by less
    than :data:`_DISPLAY_SLIP`, yet still :data:`_ABOVE_BODY` × the ``body`` size or
    more, whose characters (a capital counted wider) take the width of those of the
    paragraph's lines at the common size within :data:`_DISPLAY_TYPE`, takes the
    common size; a line is measured against those lines in its own case (all capitals
    or not).  Only downward slips are mended: a line measured larger than its
    title (a heading OCR put with it) keeps its size, and a real step of type (a
    subtitle, names under the title) has narrower letters and keeps its size too.
    ``sizes`` is changed in place.
    """
    for paragraph in paragraphs:
        if len(paragraph) < 2:
            continue
        common = _common(lines, paragraph, sizes)
        candidates = list(paragraph)
        if common < display:
            # a title's lines are measured among themselves where OCR put the names
            # under them in its paragraph (a title line without descenders stands
            # close enough to them) and the names hold most of its characters; only
            # a line above the title's last is mended: names and affiliations under
            # the title, in a wide bold face, are as wide as its letters
            shown = [i for i in paragraph if sizes[i] >= display]
            if len(shown) < 2:
                continue
            common = _common(lines, shown, sizes)
            last = max(_top(lines[i]) for i in shown)
            candidates = [i for i in paragraph if _top(lines[i]) < last]
        low = [
            i
            for i in candidates
            if sizes[i] < common < sizes[i] * _DISPLAY_SLIP and sizes[i] >= body * _ABOVE_BODY
        ]
        if not low:
            continue
        widths = [
            (_caps(lines[i]), _letter_width(lines[i])) for i in paragraph if sizes[i] == common
        ]
        for i in low:
            caps = _caps(lines[i])
            if _one_type(_letter_width(lines[i]), [w for c, w in widths if c == caps]):
                sizes[i] = common


def _common(
    lines: Sequence[Mapping[str, Any]], paragraph: Sequence[int], sizes: Sequence[float]
) -> float:
    """The size most of ``paragraph``'s characters have (the larger of equals)."""
    texts = ("".join(span.get("text", "") for span in lines[i].get("spans", ())) for i in paragraph)
    return most_common_size([sizes[i] for i in paragraph], [len(t.strip()) for t in texts])


def _one_type(own: float | None, known: Sequence[float | None]) -> bool:
    """Whether a line of letter width ``own`` is one type with lines of widths
    ``known``: ``own`` stands within :data:`_DISPLAY_TYPE` of the mean of the ``known``
    widths that were measured; false where ``own`` or every one of them was not."""
    widths = [w for w in known if w]
    if not own or not widths:
        return False
    width = sum(widths) / len(widths)
    return max(own, width) <= min(own, width) * _DISPLAY_TYPE


def _top(line: Mapping[str, Any]) -> float:
    """The top of ``line``'s box."""
    return float(line["bbox"][1])


def _caps(line: Mapping[str, Any]) -> bool:
    """Whether ``line``'s letters are all capitals: a line in capitals is measured only
    against lines in capitals (:data:`CAPITAL_WIDTH` is a mean for mixed text; a bold
    sans face's capitals are wider, and a lower-case subtitle under a title in capitals
    would measure as wide as the title)."""
    letters = [c for span in line.get("spans", ()) for c in span.get("text", "") if c.isalpha()]
    return bool(letters) and all(c.isupper() for c in letters)


def _letter_width(line: Mapping[str, Any]) -> float | None:
    """The width of a mean character of ``line``'s words: their width over their
    characters, a capital counted :data:`CAPITAL_WIDTH` wide, a narrow letter or
    punctuation mark :data:`_NARROW_WIDTH`, "m" and "w" :data:`_WIDE_WIDTH` (a short
    line's letters are not the long line's mix); ``None`` under :data:`_LETTERS` letters."""
    text = "".join(span.get("text", "") for span in line.get("spans", ()))
    if sum(c.isalpha() for c in text) < _LETTERS:
        return None
    width, chars = line_ink(line)
    if not chars or width <= 0:
        return None
    weight = 0.0
    for c in "".join(text.split()):
        if c in _NARROW:
            weight += _NARROW_WIDTH
        elif c in _WIDE:
            weight += _WIDE_WIDTH
        elif c.isupper():
            weight += CAPITAL_WIDTH
        else:
            weight += 1.0
    return width / weight if weight else None


def sandwiched_sizes(
    lines: Sequence[Mapping[str, Any]],
    paragraphs: Sequence[Sequence[int]],
    sizes: list[float],
    display: float,
) -> None:
    """Give a line OCR measured larger than the two lines around it in its paragraph
    the size those two share, a ``display`` size or more (a title's), where its
    letters are as wide as theirs (names and prose keep their sizes: a name measured
    larger among names is ``ocrregroup``'s and the title finder's matter).

    OCR sizes a line by its words' boxes, and a box that took in a speck or a stroke
    of the scan over or under the line measures a title's middle line a fifth to a
    third larger than the title's other lines ("shock proteins in the modulation of
    stem" at 20.5 between two lines at 16.5); the title is then read as that line
    alone.  Unlike the larger line that :func:`display_sizes` leaves alone (a heading
    OCR put above or under a title), a line between two lines of one size, the one
    right above and the one right under it (their boxes' tops in that order), is a
    line of their type where its letter width (:func:`_letter_width`, measured in its
    own case) stands within :data:`_DISPLAY_TYPE` of theirs, and it was measured under
    :data:`_RAISED_SLIP` × their size.  ``sizes`` is changed in place.
    """
    for paragraph in paragraphs:
        for upper, middle, lower in zip(paragraph, paragraph[1:], paragraph[2:], strict=False):
            size = sizes[upper]
            if size < display or sizes[lower] != size:
                continue
            if not size < sizes[middle] < size * _RAISED_SLIP:
                continue
            if not _top(lines[upper]) < _top(lines[middle]) < _top(lines[lower]):
                continue
            caps = _caps(lines[middle])
            if _caps(lines[upper]) != caps or _caps(lines[lower]) != caps:
                continue
            known = [_letter_width(lines[upper]), _letter_width(lines[lower])]
            if _one_type(_letter_width(lines[middle]), known):
                sizes[middle] = size


def stepped_sizes(
    lines: Sequence[Mapping[str, Any]],
    paragraphs: Sequence[Sequence[int]],
    sizes: list[float],
    display: float,
) -> None:
    """Give a display line OCR measured smaller than the display line right above it
    in its paragraph that line's size, where the two are one type.

    A title of two lines can come back with one line measured up and the other down
    ("Golli protein negatively regulates store" 19.5 over "depletion-induced calcium
    influx in T cells" 15.5, both set at 17.7: ocr41); the smaller line holds more
    characters, so :func:`display_sizes`, which mends lines up to the paragraph's
    common size only, finds nothing under it, and the title ends a line early.  The
    lower line of two lines next in ``paragraph`` (tops in that order), both ``display``
    or more, takes the upper one's size where it was measured under it by less than
    :data:`_DISPLAY_SLIP` and the two lines' letter widths (:func:`_letter_width`, in
    one case) stand within :data:`_DISPLAY_TYPE` of each other: a subtitle or names set
    a fifth smaller have letters a fifth narrower and keep their size.  ``sizes`` is
    changed in place.
    """
    _carried_sizes(lines, paragraphs, sizes, display, upward=False)


def lifted_sizes(
    lines: Sequence[Mapping[str, Any]],
    paragraphs: Sequence[Sequence[int]],
    sizes: list[float],
    display: float,
) -> None:
    """Give a display line OCR measured smaller than the display line right under it
    in its paragraph that line's size, where the two are one type.

    On an unevenly lit or JPEG-spoiled scan Tesseract can give a title's first line
    a box that stops short of its letters ("gamma-tocopherol, the major form of
    vitamin E" 13.5 points tall, 15.5, over "in the US diet, deserves more attention"
    19.4 tall, 18.0, both set at one size): the first line then holds the most
    characters of the two, so :func:`display_sizes` takes its size for the title's and
    mends nothing, :func:`stepped_sizes` mends only a lower line, and the title is read
    as its second line alone.  The mirror of :func:`stepped_sizes`: the upper line of
    two lines next in ``paragraph`` (tops in that order), both ``display`` or more,
    takes the lower one's size where it was measured under it by less than
    :data:`_DISPLAY_SLIP` and the two lines' letter widths (:func:`_letter_width`, in
    one case) stand within :data:`_DISPLAY_TYPE` of each other: a label or a kicker
    set smaller over a title has narrower letters and keeps its size.  Pairs are
    taken bottom up, so a title of three lines measured small above its last takes
    the last's size throughout.  ``sizes`` is changed in place.
    """
    _carried_sizes(lines, paragraphs, sizes, display, upward=True)


def _carried_sizes(
    lines: Sequence[Mapping[str, Any]],
    paragraphs: Sequence[Sequence[int]],
    sizes: list[float],
    display: float,
    *,
    upward: bool,
) -> None:
    """Carry one display line's size to its neighbour in a paragraph, one type.

    The shared step of :func:`stepped_sizes` (``upward`` false: pairs top down, the
    lower line takes the upper one's size) and :func:`lifted_sizes` (``upward`` true:
    pairs bottom up, the upper line takes the lower one's size).  The line that takes
    a size must be ``display`` or more and measured under its neighbour by less than
    :data:`_DISPLAY_SLIP`, the tops must stand in paragraph order, the two lines must
    agree in capitals (:func:`_caps`) and their letter widths (:func:`_letter_width`)
    must stand within :data:`_DISPLAY_TYPE` of each other.  ``sizes`` is changed in
    place, pair by pair, so a size carried once is carried on along the paragraph.
    """
    for paragraph in paragraphs:
        pairs = list(pairwise(paragraph))
        for upper, lower in reversed(pairs) if upward else pairs:
            source, target = (lower, upper) if upward else (upper, lower)
            size = sizes[source]
            if sizes[target] < display or not sizes[target] < size < sizes[target] * _DISPLAY_SLIP:
                continue
            if not _top(lines[upper]) < _top(lines[lower]):
                continue
            if _caps(lines[upper]) != _caps(lines[lower]):
                continue
            if _one_type(_letter_width(lines[target]), [_letter_width(lines[source])]):
                sizes[target] = size

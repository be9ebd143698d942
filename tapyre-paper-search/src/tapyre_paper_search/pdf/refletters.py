"""The width of a references list's letters: lines measured smaller than the list's
type that are the list's own (pure).

A references page read word by word measures each line's size from its words' boxes,
which depend on the font's design as well as its size; how wide its letters are tells
the list's own lines from footnotes set smaller (moved out of :mod:`references`).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.blocks import BlockLine, TextBlock
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.pdf.refnames import leading_names
from tapyre_paper_search.pdf.refsplit import LABEL
from tapyre_paper_search.pdf.refsplit import NUMBER as _NUMBER

_MIN_LETTERS = 20  # a line's letters' width is taken where it has this many at least
_AS_WIDE = 0.95  # footnotes' letters are narrower than the list's (8 pt under 10 pt: 0.8)
_SHORT_BOXES = 0.75  # a line measured this much of the list's size or less: short boxes


def letter_width(lines: Sequence[BlockLine]) -> float:
    """The median width a letter takes in ``lines`` (spaces not counted) over those with
    :data:`_MIN_LETTERS` or more; 0 where there are none."""
    widths = sorted(
        (line.x1 - line.x0) / letters
        for line in lines
        if (letters := len(line.text) - line.text.count(" ")) >= _MIN_LETTERS
    )
    return widths[len(widths) // 2] if widths else 0.0


def as_wide(line: BlockLine, width: float, size: float) -> bool:
    """Whether ``line``, measured far smaller than the list's type (``size``; at most
    :data:`_SHORT_BOXES` of it), has letters as wide as the list's (``width``) and opens
    with names (after its number or label): an entry's names in a font whose words'
    boxes are short, not a footnote.  Small capitals' fonts give boxes half a line high
    (Latin Modern's), so an entry's first line, its names in small capitals, read word
    by word, measures 6.5 pt in a list set in 10.9 pt; its letters are wider than the
    list's.  A footnote in capitals or in a typewriter face, or an address in small
    capitals after the list (amsart's), has wide letters too, but no names first."""
    if width <= 0 or line.size > size * _SHORT_BOXES or letter_width([line]) < width * _AS_WIDE:
        return False
    text = _NUMBER.sub("", line.text, count=1) if _NUMBER.match(line.text) else line.text
    return bool(leading_names(normalize_inline(LABEL.sub("", text, count=1)))[0])


NEAR = 0.85  # a line measured this much of the list's size or more may be the list's


def near(block: TextBlock, width: float) -> bool:
    """Whether ``block``'s letters are as wide as the list's (``width``; the median over
    its lines): where its lines measure a little smaller than the list's type (not under
    :data:`NEAR` of it), the list's own lines in a block whose words' boxes are shorter.
    A page read word by word sizes each block by its tallest line, and an italic title's
    font gives taller boxes than the roman or bold of a block without one (10 pt measures
    11.3 pt beside it, 10 pt alone: a list with bold names and italic titles lost each
    entry's first line); a footnote a point or two smaller has narrower letters too.  Not
    a block in capitals (a running head); the caller takes only blocks before one of the
    list's size (not an address after the list, amsart's, in small capitals)."""
    letters = [c for line in block.lines for c in line.text if c.isalpha()]
    if sum(c.isupper() for c in letters) >= _CAPITALS * len(letters):
        return False
    return width > 0 and letter_width(block.lines) >= width * _AS_WIDE


_CAPITALS = 0.8  # a block whose letters are this much capitals or more is in capitals

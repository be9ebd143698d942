"""A title's last word, one capital letter, wrapped onto a row of its own.

A title that fills its rows may leave its last word alone on the next one, and
when that word is one letter ("… chronic hepatitis" / "C", "… of vitamin" /
"D", "… diabetes type" / "2", "… gene" / "α"; glyphs50: any letter or digit, no
longer capitals only) the title reader, which takes no one-letter row for a title row (a part's
or a panel's letter, a drop capital), cuts it off (issue 25, glyphs49; latex48's
rot48 0017).  :func:`with_last_letter` puts such a row back on its group where
everything says it is the title's wrapped last word: the group's last row is
full (it wrapped), ends in a word (no hyphen, no stop), and the letter's row
comes next in the title's type (size, weight), aligned with the group's rows
(their left edge, or their middle where the title is centred), with nothing
else on it (a drop capital has its paragraph beside it).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.lines import Line

# The group's last row fills at least this share of its widest row (it wrapped).
_FULL = 0.85
# Sizes within this (pt) are one type.
_SAME_SIZE = 0.6
# The next row starts this many sizes below the last row's top, at most (at least half).
_STEP = (0.5, 2.4)
# Left edges or middles within this share of the size line up.
_ALIGN = 0.5


def with_last_letter(lines: Sequence[Line], group: list[int]) -> list[int]:
    """``group`` (title line indexes, page order) with the row after its last one
    added where that row is one letter (of any case or script) or digit, the title's
    wrapped last word."""
    if len(group) < 2:
        return group
    last = lines[group[-1]]
    nxt = group[-1] + 1
    if nxt >= len(lines) or nxt in group:
        return group
    letter = lines[nxt]
    text = letter.text.strip()
    if len(text) != 1 or not text.isalnum():
        return group
    if abs(letter.size - last.size) > _SAME_SIZE or letter.bold != last.bold:
        return group
    step = letter.y0 - last.y0
    if not _STEP[0] * last.size <= step <= _STEP[1] * last.size:
        return group
    words = last.text.split()
    if not words or not words[-1][-1].isalpha():
        return group
    widest = max(lines[i].x1 - lines[i].x0 for i in group)
    if last.x1 - last.x0 < _FULL * widest:
        return group
    tol = _ALIGN * last.size
    left = abs(letter.x0 - last.x0) <= tol
    middle = abs((letter.x0 + letter.x1) / 2 - (last.x0 + last.x1) / 2) <= tol
    if not (left or middle):
        return group
    half = (letter.y1 - letter.y0) / 2
    beside = [
        other
        for k, other in enumerate(lines)
        if k != nxt
        and other.page == letter.page
        and min(other.y1, letter.y1) - max(other.y0, letter.y0) > half
    ]
    if beside:
        return group
    return [*group, nxt]


__all__ = ["with_last_letter"]

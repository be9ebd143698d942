"""A river walked line by line down an OCR'd page (pure; from :mod:`.rivers`, tidy55).

:func:`walk` follows the white of a gap between two words up or down the page, line
after line, while the lines' words leave some of it (:func:`clear`, which narrows it
to what each line leaves) and the lines stand close; :func:`held` moves a run's ends
in past lines whose words cover more of that white than the run's other lines do
(a line across the page right above or below two columns).
"""

from __future__ import annotations

from collections.abc import Sequence

from .rivershape import LineShape

MIN_WIDTH_EMS = 0.25
"""The narrowest white (in ems) a river keeps: OCR's word boxes of two columns
set 4 pt apart leave about that."""
HELD_EMS = 0.15
"""How much (in ems) of the white a river's other lines leave a line at its run's
end may cover and still bridge it (OCR's word boxes of a column's edge differ by less)."""
BREAK_LINES = 3.0
"""How many line heights apart two lines following each other down the page may
stand before a river ends between them."""


def walk(
    shapes: Sequence[LineShape], order: Sequence[int], at: int, gap: tuple[float, float], step: int
) -> list[int]:
    """The lines (indexes, in the order walked) from ``order[at]`` on in ``step``'s
    direction down the page while their words leave white in ``gap`` (narrowed line
    by line) and no two stand :data:`BREAK_LINES` line heights apart."""
    river: tuple[float, float] = gap
    walked: list[int] = []
    last, k = shapes[order[at]], at + step
    while 0 <= k < len(order):
        line = shapes[order[k]]
        if abs(line.middle - last.middle) > BREAK_LINES * max(line.em, last.em) / 0.7:
            break
        found = clear(line, river)
        if found is None:
            break
        river = found
        walked.append(order[k])
        last, k = line, k + step
    return walked


def clear(line: LineShape, river: tuple[float, float]) -> tuple[float, float] | None:
    """The river narrowed to the white ``line`` leaves in it; ``None`` when the line's
    words leave less than :data:`MIN_WIDTH_EMS` of it.  A line of one side whose
    last word starts before the river and runs into it (or whose first word starts
    in it and runs past it), with no word on the other side, leaves it as it is: a
    speck of dirt OCR took into the word's box ("assigned," reaching 4 points into
    a 10-point gutter)."""
    r0, r1 = river
    words = line.words
    if words:
        (a0, a1), (b0, b1) = words[0], words[-1]
        if b0 < r0 < b1 < r1 + line.em and (len(words) == 1 or words[-2][1] <= r0):
            return river  # the line's last word runs into the river: nothing follows
        if a0 < r1 < a1 and a0 > r0 - line.em and (len(words) == 1 or words[1][0] >= r1):
            return river  # its first word starts in the river: nothing comes before
    for x0, x1 in words:
        if x1 <= r0 or x0 >= r1:
            continue
        if x0 - r0 >= r1 - x1:
            r1 = x0  # the word reaches in from the right
        else:
            r0 = x1
    return (r0, r1) if r1 - r0 >= line.em * MIN_WIDTH_EMS else None


def held(
    shapes: Sequence[LineShape],
    run: Sequence[int],
    river: tuple[float, float],
    first: int,
    last: int,
) -> tuple[int, int]:
    """``first`` and ``last`` (the ends of ``run`` in the walked lines) moved in past
    lines at the run's ends whose words cover more than :data:`HELD_EMS` of the white
    the run's other lines leave about ``river``: the columns' lines all leave the
    gutter, a line across the page right above or below them (an abstract) leaves
    only a word space that happens to lie over part of it."""
    whites = [clear(shapes[i], (river[0] - shapes[i].em, river[1] + shapes[i].em)) for i in run]

    def covers(end: int, others: Sequence[int]) -> bool:
        rest = [w for k in others if (w := whites[k]) is not None]
        own, em = whites[end], shapes[run[end]].em
        if not rest or own is None:
            return bool(rest)
        r0, r1 = max(w[0] for w in rest), min(w[1] for w in rest)
        return max(0.0, own[0] - r0) + max(0.0, r1 - own[1]) > em * HELD_EMS

    low, high = 0, len(run) - 1
    while low < high and covers(low, range(low + 1, high + 1)):
        low += 1
    while low < high and covers(high, range(low, high)):
        high -= 1
    return first + low, first + high


__all__ = ["BREAK_LINES", "HELD_EMS", "MIN_WIDTH_EMS", "clear", "held", "walk"]

"""Space between a references list's entries (pure; used by :mod:`.refsplit`).

Many lists set their entries apart by a little space as well as by a hanging indent.
Where they do, the space tells an entry's start even where its line is indented: an
entry of one line set indented among flush ones ("World Health Organization. Global
report on diabetes."), or a list whose entries indent their first line, not the others
(a paragraph's indent, the inverse of a hang).  :func:`after_gaps` finds the lines
that stand after such space; it finds none where the list shows no such space, where
line spacing alone cannot tell.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf.blocks import BlockLine

_MIN_PITCH = 0.8  # a line's step under the one above, in its size, at least (else a row)
_MAX_STEP = 3.0  # a step wider than this many sizes is a column's or page's break
_EXTRA = 0.15, 1.5  # space between entries: this much of the size more, in points at least
_MIN_GAPPED = 0.1, 3  # the steps after space: their share of all and their number, at least
_SAME = 1.5, 2 / 3  # the steps after space within this many points of their median: share
# A least step under this many sizes that most steps exceed is no line pitch but the step
# between entries set closer than their lines (cascadilla's list, a negative item
# space: 11.1 points between entries, 13.5 between lines at 10.9 points; refs58).
_TIGHT = 1.08


def after_gaps(lines: Sequence[BlockLine]) -> set[int]:
    """The lines (by index) that stand under the line before them by more than the
    list's line pitch (:func:`_pitch`) and :data:`_EXTRA`: entries set apart by space;
    empty where fewer steps than :data:`_MIN_GAPPED` are wider, or where the wider steps
    are not mostly of one width (:data:`_SAME`: stray space, not the list's)."""
    steps: dict[int, float] = {}
    usual = _usual_height(lines)
    for i in range(1, len(lines)):
        if not (usual(lines[i]) and usual(lines[i - 1])):
            continue  # (a superscript raises a line's top, a subscript its foot: no step)
        step, size = lines[i].y0 - lines[i - 1].y0, lines[i].size
        if _MIN_PITCH * size <= step <= _MAX_STEP * size:
            steps[i] = step
    if len(steps) < 3:
        return set()
    pitch = _pitch(sorted(steps.values()))
    size = sorted(line.size for line in lines)[len(lines) // 2]
    wide = {i for i, step in steps.items() if step > pitch + max(_EXTRA[0] * size, _EXTRA[1])}
    if len(wide) < max(len(steps) * _MIN_GAPPED[0], _MIN_GAPPED[1]):
        return set()
    if pitch < _TIGHT * size and len(wide) * 2 > len(steps):
        return set()  # (the least step is the entries' own, closer than a line's: no space)
    widths = sorted(steps[i] for i in wide)
    middle = widths[len(widths) // 2]
    same = sum(abs(width - middle) <= _SAME[0] for width in widths)
    return wide if same >= len(widths) * _SAME[1] else set()


_TALL = 0.1  # a line taller or shorter than the list's usual by more (in its size) is uneven


def _usual_height(lines: Sequence[BlockLine]) -> Callable[[BlockLine], bool]:
    """Whether a line is as tall as most of ``lines`` (within :data:`_TALL`): one raised
    by a superscript or inline maths, or lowered by a subscript, is not, and its top
    tells no step."""
    heights = sorted(line.y1 - line.y0 for line in lines)
    middle = heights[len(heights) // 2] if heights else 0.0
    return lambda line: abs(line.y1 - line.y0 - middle) <= _TALL * line.size


_NEAR = 0.5  # points between steps of one pitch


def _pitch(steps: Sequence[float]) -> float:
    """The list's line pitch: the least step (of ``steps``, in order) that recurs, two
    steps and a tenth of all at least within :data:`_NEAR` points of it (a line raised by
    a superscript stands one step closer, once)."""
    need = max(2, len(steps) // 10)
    for i, step in enumerate(steps):
        if i + need <= len(steps) and steps[i + need - 1] - step <= _NEAR:
            return step
    return steps[0]

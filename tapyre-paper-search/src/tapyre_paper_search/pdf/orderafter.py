"""Text under columns that comes after what ran on in the other column (pure).

:mod:`~tapyre_paper_search.pdf.order` holds slabs that lie inside one column under
the columns above and joins them to that column where it goes on.  Where the
slabs held so far ran on in one column alone (its neighbour had ended above
them: a sidebar of metadata beside the main column of a printed article page),
a slab inside the neighbour that starts below all of them does not make that
neighbour go on: it comes after them (the body's first heading, set under the
ended sidebar after the main column's abstract).  A sidebar is narrower than the
column that ran on; a column as wide (the left column of a two-column page going on
under a figure beside the right one's last paragraph) still goes on.
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.boxes import Box

# A sidebar is at most this share of the width of the column that ran on beside it.
_SIDEBAR = 0.75


def after_held(
    boxes: Sequence[Box],
    above: Sequence[int],
    held: Sequence[Sequence[int]],
    slab: Sequence[int],
    column: tuple[float, float],
) -> bool:
    """Whether ``slab`` (inside ``column``) starts below every ``held`` slab, and the text
    of ``column``, a sidebar narrower than the held slabs, in the region ``above`` ended
    above where the held slabs start."""
    left, right = column
    held_boxes = [boxes[i] for part in held for i in part]
    own = [boxes[i][3] for i in above if left - 1 <= boxes[i][0] <= right + 1]
    if not held_boxes or not own:
        return False
    if any(left - 1 <= b[0] <= right + 1 for b in held_boxes):
        return False  # the column itself went on among the held slabs
    ran_on = max(b[2] for b in held_boxes) - min(b[0] for b in held_boxes)
    if right - left > _SIDEBAR * ran_on:
        return False  # a column as wide as the one that ran on: no sidebar
    top = min(boxes[i][1] for i in slab)
    return top > max(b[3] for b in held_boxes) and max(own) <= min(b[1] for b in held_boxes)

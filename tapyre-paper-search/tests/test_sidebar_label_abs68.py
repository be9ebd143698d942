"""A sidebar's abstract label level with the main column's heading, read after it
(abs68, ``abstractright.right_column``).

A first page sets the abstract in a shaded sidebar at the left, its label "Summary"
level with the main column's "Introduction"; reading order took "Introduction", then
the label, then the introduction's lines, then the sidebar's text, and the abstract read
the introduction.  The next column's heading read right before the label on its row
now tells that column too, and there or where that heading (read after the label) is
in the label's type, the abstract's first line is looked for past its text.
Line-level tests (fail on the base; controls: the heading on another row, left of the
label, read after it in another type).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.abstractright import right_column
from tapyre_paper_search.pdf.frontmatter import read_front_matter
from tapyre_paper_search.pdf.lines import Line, PageLines

_INTRO = [f"Field records are kept by hand in the sciences, part {n} of the" for n in range(12)]
_SIDE = (
    "We checked the field records kept by hand at",
    "four sites over ten years against the logs and",
    "found an error in one entry of twenty, most of",
    "them slips of the pen that checks would catch.",
)


def _line(
    text: str, size: float, x0: float, y0: float, width: float, *, bold: bool = False
) -> Line:
    return Line(text, size, bold, False, False, x0, y0, x0 + width, y0 + size, 0)


def _lines(
    intro_y: float = 137.4, intro_x: float = 291.5, *, label_first: bool = False, bold: bool = True
) -> list[Line]:
    heads = [
        _line("Introduction", 10.0, intro_x, intro_y, 70.0, bold=bold),
        _line("Summary", 10.0, 62.0, 140.4, 53.0, bold=True),
    ]
    lines = [
        Line("Checking Hand-Kept Field Records", 17.0, True, False, False, 90, 54, 520, 71, 0),
        Line("Ann Lee and Bo Chen", 11.0, False, False, False, 200, 100, 400, 114, 0),
        *(heads[::-1] if label_first else heads),
    ]
    lines += [_line(t, 9.0, 291.5, 152.2 + 10.8 * i, 264.0) for i, t in enumerate(_INTRO)]
    lines += [_line(t, 7.5, 62.0, 154.8 + 9.0 * i, 209.0) for i, t in enumerate(_SIDE)]
    return lines


def test_the_main_columns_heading_read_first_tells_its_column() -> None:
    assert right_column(_lines(), 3) == 289.5


def test_the_main_columns_heading_in_the_labels_type_read_after_it_tells_its_column() -> None:
    assert right_column(_lines(label_first=True), 2) == 289.5


@pytest.mark.parametrize("label_first", [False, True])
def test_the_sidebar_is_the_abstract(label_first: bool) -> None:
    page = PageLines(tuple(_lines(label_first=label_first)), 612.0, 792.0)
    abstract = read_front_matter([page], use_model=False).abstract
    assert abstract.startswith("We checked the field records")
    assert abstract.endswith("slips of the pen that checks would catch.")


def test_controls() -> None:
    assert right_column(_lines(intro_y=120.0), 3) is None  # not on the label's row
    assert right_column(_lines(intro_x=20.0), 3) is None  # left of the label
    # read after the label, not in its type: the abstract's first line within eleven only
    assert right_column(_lines(label_first=True, bold=False), 2) is None

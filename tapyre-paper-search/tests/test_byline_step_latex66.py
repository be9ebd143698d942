"""A byline wrapped inside a name under a row with a raised mark (issue 25, ``latex66``).

A double-spaced manuscript's byline wrapped after a marked name and a first initial
("…, Xiang Mikhailov,∗ I." / "A. Durgun, …").  The raised "∗" lifted the upper row's
top, so the rows stood 2.30 sizes apart top to top (2.08 foot to foot), past a
wrapped byline's step, and "I. A. Durgun" lost its "I.".  The step is taken foot to
foot where the upper row carries raised marks
(:func:`~tapyre_paper_search.pdf.markstep.row_step`).  Tested on lines.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.bandbreaks import reads_across_breaks
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.markstep import row_step

_UPPER = "John Everett, Sankalpa Liu, Jack Youssef, Xiang Mikhailov,∗ I."
_LOWER = "A. Durgun, Koenraad M. R. Burrows, and A. Oey"


def _row(text: str, y0: float, y1: float, marks: int) -> Line:
    names = text.replace("∗", ",") if marks else text
    return Line(text, 14.3, False, False, False, 90.0, y0, 500.0, y1, 0, names=names, marks=marks)


def test_a_raised_mark_does_not_lengthen_the_step() -> None:
    upper, lower = _row(_UPPER, 291.6, 307.8, 1), _row(_LOWER, 324.5, 337.5, 0)
    assert row_step(upper, lower) == 337.5 - 307.8
    assert row_step(_row(_UPPER, 291.6, 307.8, 0), lower) == 324.5 - 291.6  # no mark


def test_the_name_is_read_across_the_break() -> None:
    lines = [_row(_UPPER, 291.6, 307.8, 1), _row(_LOWER, 324.5, 337.5, 0)]
    reads = reads_across_breaks(lines, [0, 1], [1.0, 1.0])
    assert any("I. A. Durgun" in read for read in reads)


def test_rows_too_far_apart_stay_apart() -> None:
    # the same rows three sizes apart foot to foot: no wrapped byline's step
    lines = [_row(_UPPER, 291.6, 307.8, 1), _row(_LOWER, 338.0, 351.0, 0)]
    assert not any(
        "I. A. Durgun" in read for read in reads_across_breaks(lines, [0, 1], [1.0, 1.0])
    )

"""latex68: an abstract set as numbered points (numberedpoints).

"1. The liver is … hepatocytes." / "2. Uptake for both drugs involved both active
transport and passive" …: the second point, opening a line after a sentence's end in
the abstract's type, was read as a numbered heading and the abstract cut after its
first point (latex66's ``structured-runin`` on seed 67).  Line-level, no PDF.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.numberedparts import part_form
from tapyre_paper_search.pdf.numberedpoints import point_form

_FIRST = "1. The liver is the target organ for the lipid-regulating effect of ro-"
_POINTS = (
    _FIRST,
    "suvastatin, and liver-selective uptake of this drug is a desirable property.",
    "2. Uptake for both drugs involved both active transport and passive",
    "diffusion processes, and the uptake of rosuvastatin was the faster one.",
)


def _line(text: str, y0: float, size: float = 10.0, *, bold: bool = False) -> Line:
    return Line(text, size, bold, False, False, 72.0, y0, 72.0 + 5.0 * len(text), y0 + size, 0)


def _page(points: tuple[str, ...], after: str = "Keywords: uptake; liver") -> list[Line]:
    lines = [_line("Abstract", 90.0, 12.0, bold=True)]
    lines += [_line(text, 110.0 + 12.0 * k) for k, text in enumerate(points)]
    lines.append(_line(after, 110.0 + 12.0 * len(points) + 6.0))
    return lines


def test_an_abstract_of_numbered_points_is_read_whole() -> None:
    """Before: it ended at "2. Uptake …"."""
    found = find_heading(_page(_POINTS), 0, None)
    assert found is not None
    assert found.text.startswith("1. The liver") and found.text.endswith("the faster one.")


@pytest.mark.parametrize(
    ("text", "first", "form"),
    [
        (_FIRST, None, "runin"),
        (_POINTS[2], _FIRST, "runin"),
        ("2. Methods", _FIRST, ""),  # a body's numbered heading: too few words
        ("2 Results and discussion of the growth", _FIRST, ""),  # no stop after the number
        (_POINTS[2], "We measured the growth of street trees over ten years and", ""),
        ("1. the liver is the target organ for the lipid-regulating effect", None, ""),
    ],
)
def test_a_point_opens_with_its_number_and_a_sentence(text: str, first: str, form: str) -> None:
    assert point_form(text, first) == form
    assert part_form(text, first) == form  # asked through the numbered parts' test


def test_a_numbered_heading_still_ends_a_plain_abstract() -> None:
    """Control: under an abstract that does not open with point 1, "2. Related work"
    ends it."""
    plain = ("We measured the growth of street trees over ten years in four cities.",)
    found = find_heading(_page(plain, after="2. Related work"), 0, None)
    assert found is not None and found.text == plain[0]
    numbered = find_heading(_page(_POINTS, after="2 Methods"), 0, None)
    assert numbered is not None and numbered.text.endswith("the faster one.")

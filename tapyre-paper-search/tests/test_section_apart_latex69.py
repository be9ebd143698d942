"""latex69: a later section's heading whose number stands apart ("2" / "Related Work",
level, in the headings' type) is no title (:mod:`tapyre_paper_search.pdf.sectionheads`)."""

from __future__ import annotations

from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.sectionheads import later_section
from tapyre_paper_search.pdf.titlegroups import title_lines

_BODY = 10.9


def _line(text: str, y: float, size: float = _BODY, bold: bool = False, x0: float = 71.0) -> Line:
    x1 = x0 + 0.5 * size * len(text)
    return Line(text, size, bold, False, False, x0, y, x1, y + size, 0)


def _page(number_apart: bool = True, first: str = "1 Introduction") -> list[Line]:
    """A mathematics head: a title in bold capitals (12 pt), names, places, then the
    body's sections in 14.3 pt bold, the second's number apart."""
    prose = "The model was tested in two studies with many volunteers and careful checks."
    second = (
        [_line("2", 499, 14.3, True), _line("Related Work", 499, 14.3, True, x0=93)]
        if number_apart
        else [_line("Related Work", 499, 14.3, True, x0=93)]
    )
    return [
        _line("REGULATION OF ISW2 BY CONCERTED ACTION OF HISTONE H4 TAIL AND", 138, 12.0, True),
        _line("EXTRANUCLEOSOMAL DNA", 152, 12.0, True, x0=217),
        _line("D. J. Morris, Marc Roshchin, and Qi Ritter", 185, x0=121),
        _line("Institute of Public Health, Leiden, New Zealand", 210, 10.0, x0=131),
        _line(first, 272, 14.3, True),
        *[_line(prose, 305 + 14 * k) for k in range(10)],
        *second,
        *[_line(prose, 533 + 14 * k) for k in range(8)],
    ]


def test_a_numbered_heading_apart_under_introduction_is_no_title() -> None:
    page = _page()
    assert later_section(page, 16)
    assert title_lines(page, 842.0, _BODY, None, width=595.0) == [0, 1]


def test_the_introduction_apart_from_its_number_counts_as_the_first_heading() -> None:
    page = _page(first="Introduction")
    page.insert(4, _line("1", 272, 14.3, True))
    assert later_section(page, 17)


def test_controls_no_number_beside_or_no_introduction_above() -> None:
    assert not later_section(_page(number_apart=False), 14)  # no number: not this rule
    assert not later_section(_page(first="Methods and materials"), 16)  # no first heading
    page = _page()
    assert not later_section(page, 4)  # the first heading itself
    light = [*page[:15], _line("2", 499, 14.3, False), page[16]]
    assert not later_section(light, 16)  # the number in another weight

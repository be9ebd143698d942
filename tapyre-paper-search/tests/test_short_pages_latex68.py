"""latex68: an abstract behind short pages after a title page (preliminarypages).

A report's title page, a page holding only a dedication, and the abstract under a bold
"Abstract" at the third page's top (latex67's ``dedication-report``, a train class
since latex68): the abstract was not read.  Line-level pages, no PDF.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.frontmatter import read_front_matter
from tapyre_paper_search.pdf.frontpages import pushed_abstract
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.preliminarypages import behind_short_pages, is_short_page

_ABSTRACT = (
    "We measured the growth of street trees in four cities over ten years.",
    "Trees planted in wide verges grew faster than those in narrow pits, and",
    "watering in the first two summers halved the losses of young trees.",
)


def _line(text: str, y0: float, size: float = 10.0, *, bold: bool = False, page: int = 0) -> Line:
    return Line(
        text, size, bold, False, False, 72.0, y0, 72.0 + 5.0 * len(text), y0 + size, 0, page
    )


def _page(lines: list[Line], number: int) -> PageLines:
    return PageLines(tuple(lines), 612.0, 792.0, number)


def _title_page() -> PageLines:
    return _page(
        [
            _line("Technical Report TR-2021-07", 120.0, 11.0),
            _line("Growth of Street Trees in Four Cities", 200.0, 20.0, bold=True),
            _line("Ann Lee", 300.0, 14.0),
            _line("Department of Forestry, University of Tarnów, Poland", 318.0, 10.0),
            _line("Bo Chen", 350.0, 14.0),
            _line("School of Data Science, Delft Institute of Technology, Netherlands", 368.0),
            _line("March 3, 2021", 700.0, 12.0),
        ],
        0,
    )


def _dedication(number: int) -> PageLines:
    return _page([_line("To our families, for their patience.", 400.0, page=number)], number)


def _abstract_page(number: int) -> PageLines:
    lines = [_line("Abstract", 90.0, 14.0, bold=True, page=number)]
    lines += [_line(text, 120.0 + 13.0 * k, page=number) for k, text in enumerate(_ABSTRACT)]
    lines.append(_line("Keywords: trees, cities, growth", 180.0, page=number))
    return _page(lines, number)


def _prose_page(number: int) -> PageLines:
    text = "The survey was planned with the parks departments of the four cities and"
    return _page([_line(text, 90.0 + 13.0 * k, page=number) for k in range(20)], number)


def _body_page(number: int) -> PageLines:
    return _page([_line("1 Introduction", 90.0, 12.0, bold=True, page=number)], number)


def test_the_abstract_behind_a_dedication_page_is_read() -> None:
    """Before: the page after the title page held no abstract, and none was read."""
    pages = [_title_page(), _dedication(1), _abstract_page(2), _body_page(3)]
    front = read_front_matter(pages)
    assert front.abstract == " ".join(_ABSTRACT)
    assert front.authors == ("Ann Lee", "Bo Chen")


def test_up_to_three_short_pages_are_walked_past() -> None:
    pages = [_title_page(), _dedication(1), _dedication(2), _dedication(3), _abstract_page(4)]
    at, found = behind_short_pages(pages, 1, "Growth of Street Trees in Four Cities")
    assert at == 4 and found is not None and found.text.startswith("We measured")
    more = [_title_page(), *(_dedication(k) for k in range(1, 5)), _abstract_page(5)]
    assert behind_short_pages(more, 1, "") == (1, None)  # a fourth short page: not past it


def test_a_page_of_prose_or_the_body_s_opening_ends_the_walk() -> None:
    """Controls: an abstract heading past a page of prose, or past a page opening the
    body, is no front matter's (a later chapter's, an appendix's)."""
    for between in (_prose_page(1), _body_page(1)):
        assert not is_short_page(between)
        assert behind_short_pages([_title_page(), between, _abstract_page(2)], 1, "") == (1, None)
        front = read_front_matter([_title_page(), between, _abstract_page(2)])
        assert front.abstract == ""


def test_the_page_after_the_title_page_is_read_first() -> None:
    pages = [_title_page(), _abstract_page(1), _dedication(2), _abstract_page(3)]
    at, found = behind_short_pages(pages, 1, "", read=pushed_abstract)
    assert at == 1 and found is not None

"""latex68: a "Citation:" sidebar beside an abstract pushed to page 2 (sidebarcue).

A long abstract pushed the row of a narrow citation sidebar and the abstract run in
after "Abstract:" to page 2's top; the sidebar's "Citation: …" line came first and
ended the page's top part, and no abstract was read (latex66's ``citation-sidebar``,
train seed 681).  Line-level pages, no PDF.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.frontpages import pushed_abstract
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.sidebarcue import in_sidebar

_TEXT = (
    "to be more sensitive, but less specific than cytology for detecting the",
    "lesions. We assessed the efficacy of screening policies based on testing.",
)


def _line(text: str, x0: float, y0: float, size: float = 10.0) -> Line:
    return Line(text, size, False, False, False, x0, y0, x0 + 4.0 * len(text), y0 + size, 0, 1)


def _page(cue: str) -> PageLines:
    side = [
        _line(cue, 85.0, 88.0, 8.0),
        _line("Jia, A.; Dempsey, H. Efficacy of", 85.0, 97.0, 8.0),
        _line("Received: 4 April 2016", 85.0, 112.0, 8.0),
    ]
    main = [_line("Abstract: Human papillomavirus testing is known", 231.0, 86.0)]
    main += [_line(text, 231.0, 98.0 + 12.0 * k) for k, text in enumerate(_TEXT)]
    main.append(_line("Keywords: screening; cytology", 231.0, 140.0))
    return PageLines(tuple(side + main + [_line("1 Introduction", 85.0, 300.0, 12.0)]), 612, 792, 1)


def test_an_abstract_beside_a_citation_sidebar_is_read_on_page_two() -> None:
    """Before: nothing was read."""
    page = _page("Citation: Page, J.; Kechedzhi, J.N.;")
    found = pushed_abstract([page], 0, "")
    assert found is not None and found.text.startswith("Human papillomavirus testing")
    assert found.text.endswith("based on testing.")


def test_only_a_narrow_line_with_text_level_beside_it_is_a_sidebar_s() -> None:
    page = _page("Citation: Page, J.; Kechedzhi, J.N.;")
    cue, received, heading = page.lines[0], page.lines[2], page.lines[-1]
    assert in_sidebar(page.lines, cue, page.width)
    assert in_sidebar(page.lines, received, page.width)
    alone = _line("Received: 4 April 2016", 85.0, 200.0, 8.0)
    assert not in_sidebar([alone, *page.lines[3:]], alone, page.width)  # nothing level
    assert not in_sidebar(page.lines, heading, page.width)  # a section heading
    wide = _line("Citation: Page, J.; Kechedzhi, J.N.; Jia, A.; Dempsey, H. (2019)", 85.0, 88.0)
    assert not in_sidebar([wide, *page.lines[3:]], wide, page.width)  # a column's width

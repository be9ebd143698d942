"""sideinterleaved: a sidebar's lines drawn between the abstract's lines, left or
right of it, are skipped (producer60).

tools/rawpdf_corpus's "sidebar-interleaved" order draws a sidebar of places and the
abstract beside it line by line, one of each in turn; reading order keeps that
order, and the base ended the abstract at its first line (the sidebar's next line
stands wholly left of the abstract's column).  Control: the section heading at the
left margin after the abstract, with its text there too, still ends the abstract.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.sideinterleaved import drawn_between
from textlines import text_line


def _line(text: str, x0: float, y0: float, x1: float, size: float = 9.5) -> Line:
    return text_line(text, y0, size=size, x0=x0, x1=x1, height=size * 1.3)


_PAGE = [
    _line("Age-dependent cytokine production in human trichuriasis", 50, 60, 500, 18),
    _line("Clifton Merin and Matthew Mirny", 50, 110, 300, 11.5),
    _line("ABSTRACT", 212, 150, 260),
    _line("a Division of Biochemistry, Institute for", 50, 158, 190),
    _line("Advanced Study, Tampere, Croatia", 50, 170, 180),
    _line("The cytokine and antibody response to Trichuris infection was", 212, 162, 545),
    _line("b Graduate School of Internal Medicine,", 50, 182, 188),
    _line("measured in persons living in an area where the parasite is", 212, 173, 545),
    _line("University of Toulouse, Croatia", 50, 194, 170),
    _line("highly endemic and infection intensity showed a convex profile.", 212, 184, 545),
    _line("Keywords infection; intensity; cytokine", 50, 230, 190),
    _line("1. Introduction", 50, 280, 120),
    _line("Adherens junctions, which are organized by adhesion proteins,", 50, 292, 290),
]


def test_the_sidebar_lines_between_are_skipped() -> None:
    assert drawn_between(_PAGE, 6, 5, 2, 212, used={2, 5})
    found = find_heading(_PAGE, 2)
    assert found is not None
    assert found.text.startswith("The cytokine and antibody response")
    assert found.text.endswith("showed a convex profile.")
    assert "Toulouse" not in found.text and "Advanced" not in found.text


_RIGHT = [
    _line("Lung carcinogenesis by diesel exhaust particles", 50, 60, 500, 18),
    _line("James Huard, John Aebi and Truong Trung Weng", 50, 110, 300, 11.5),
    _line("Graduate School of Psychology,", 394, 146, 540),
    _line("Abstract", 50, 150, 90, 10.5),
    _line("Linköping Medical Center, Linköping,", 394, 158, 545),
    _line("In an experiment to clarify the involvement of oxygen radicals in", 50, 164, 380),
    _line("Portugal", 394, 170, 430),
    _line("lung carcinogenesis induced by diesel exhaust particles we found", 50, 176, 380),
    _line("Keywords: carcinogenesis; diesel", 394, 190, 540),
    _line("a strong relation between lung tumor response and 8-OHdG.", 50, 188, 300),
    _line("1. Introduction", 50, 240, 120),
    _line("Overcoming immunosuppression and activating a cytotoxic T cell", 50, 252, 290),
]


def test_a_sidebar_right_of_the_abstract_drawn_between_is_skipped() -> None:
    """The sidebar right of the abstract, drawn line by line with it from the heading
    on: the base took "Linköping Medical Center" for the abstract."""
    found = find_heading(_RIGHT, 0)
    assert found is not None
    assert found.text.startswith("In an experiment to clarify")
    assert found.text.endswith("lung tumor response and 8-OHdG.")
    assert "Portugal" not in found.text and "Keywords" not in found.text


def test_the_section_after_the_abstract_ends_it() -> None:
    """Control: "1. Introduction" and its text at the left margin resume no column."""
    used = {2, 5, 7, 9}
    assert not drawn_between(_PAGE, 11, 9, 2, 212, used=used)
    assert not drawn_between(_PAGE, 10, 9, 2, 212, used=used)

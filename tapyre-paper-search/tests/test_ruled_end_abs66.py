"""ruledend: an abstract closed by a rule drawn across its measure, the introduction's
first paragraph set under it in the same size with no heading, ends at the rule (abs66).

tools/reportlab_corpus's "rule-intro" shape sets a heading, the abstract, a drawn rule,
then the introduction's first sentences (first line indented) and only then a numbered
heading; the base read the introduction's sentences as the abstract's.  Controls: no
rule, a rule under the heading alone, a rule after no sentence's end, a rule shorter
than the abstract's measure, a caption in the gap.
"""

from __future__ import annotations

import pymupdf
from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.drawnrules import DrawnRules, Rule
from tapyre_paper_search.pdf.frontabstract import abstract_under_title
from tapyre_paper_search.pdf.lines import Line, PageLines
from tapyre_paper_search.pdf.ruledend import cut_at_rule, ruled_end


def _line(text: str, y0: float, x1: float = 545, size: float = 9.0, x0: float = 50) -> Line:
    return Line(text, size, False, False, False, x0, y0, x1, y0 + size * 1.2, 0)


_LINES = [
    _line("Abstract", 150, 90, 10),
    _line("We calculate the intensity of the polariton mediated inelastic light scattering", 164),
    _line("in semiconductor microcavities and find it agrees with measured intensities.", 175, 480),
    _line("Many studies of soluble corin in the circulation before hypertension", 193, x0=62),
    _line("have been limited, and here we study it in mid pregnancy in many patients.", 204, 470),
    _line("1. Introduction", 240, 130, 10),
]  # fmt: skip
_RULE: tuple[Rule, ...] = ((189.0, 50.0, 545.0),)
_INTRO = "Many studies"


def _rules(rules: tuple[Rule, ...]) -> tuple[Rule, ...]:
    return rules


def _found(lines: list[Line], rules: tuple[Rule, ...]) -> str:
    found = find_heading(lines, 0)
    cut = cut_at_rule(lines, found, lambda: _rules(rules), lambda head: find_heading(head, 0))
    assert cut is not None
    return cut.text


def test_a_rule_over_the_introduction_ends_the_abstract() -> None:
    assert _INTRO in _found(_LINES, ())  # the base's reading, with no rule drawn
    text = _found(_LINES, _RULE)
    assert text.endswith("agrees with measured intensities.") and _INTRO not in text


def test_the_cut_abstract_is_complete() -> None:
    found = find_heading(_LINES, 0)
    cut = cut_at_rule(_LINES, found, lambda: _RULE, lambda head: find_heading(head, 0))
    assert cut is not None and cut.complete and max(cut.used) == 2


def test_a_rule_under_the_heading_alone_cuts_nothing() -> None:
    assert ruled_end(_LINES, find_heading(_LINES, 0), lambda: ((158.0, 50.0, 545.0),)) is None


def test_a_rule_after_no_sentence_end_cuts_nothing() -> None:
    lines = [*_LINES]
    lines[2] = _line("in semiconductor microcavities and find that it agrees with the", 175)
    assert ruled_end(lines, find_heading(lines, 0), lambda: _RULE) is None


def test_a_rule_shorter_than_the_measure_cuts_nothing() -> None:
    assert ruled_end(_LINES, find_heading(_LINES, 0), lambda: ((189.0, 50.0, 200.0),)) is None


def test_a_caption_in_the_gap_cuts_nothing() -> None:
    caption = _line("Figure 1. Overview of the study sites.", 186, 300, 7.5)
    lines = [*_LINES[:3], caption, *_LINES[3:]]
    found = find_heading(lines, 0)
    assert ruled_end(lines, found, lambda: ((185.0, 50.0, 545.0), (193.0, 50.0, 545.0))) is None


def test_the_drawings_are_not_read_without_a_gap() -> None:
    def unread() -> tuple[Rule, ...]:
        raise AssertionError("the page's drawings were read")

    tight = [*_LINES[:3], _line(_LINES[3].text, 186, x0=62), *_LINES[4:]]
    assert ruled_end(tight, find_heading(tight, 0), unread) is None


def test_the_driver_reads_the_rule_from_the_page_drawings() -> None:
    """Through :func:`~.frontabstract.abstract_under_title`, the rule read from a page's
    own drawings (a stroked line, as a layout tool draws a horizontal rule)."""
    document = pymupdf.open()
    drawn = document.new_page(width=595, height=842)
    drawn.draw_line((50, 189), (545, 189), width=0.6)
    title = _line("Theory of polariton mediated Raman scattering in cavities", 60, 500, 18)
    lines = (title, _line("Ann Lee and Bo Chen", 100, 200, 11), *_LINES)
    page = PageLines(lines, 595.0, 842.0, 0, rules=DrawnRules(drawn))
    found, _ = abstract_under_title(lines, [0], None, page)
    assert found is not None and found.text.endswith("measured intensities.")
    plain = PageLines(lines, 595.0, 842.0, 0)  # no drawings read: as the base read it
    assert _INTRO in (abstract_under_title(lines, [0], None, plain)[0] or found).text

"""Review fix to :mod:`tapyre_paper_search.pdf.ruledend` (fix61c): a structured
abstract whose labelled parts are parted by rules across its measure is read whole,
not cut at the first rule; a rule over an unlabelled paragraph still ends it."""

from __future__ import annotations

from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.drawnrules import Rule
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.ruledend import ruled_end


def _line(text: str, y0: float, x1: float = 545, size: float = 9.0) -> Line:
    return Line(text, size, False, False, False, 50, y0, x1, y0 + size * 1.2, 0)


_PARTS = [
    _line("Abstract", 150, 90, 10),
    _line("Background: Soluble corin in the circulation was studied in hypertension and in", 164),
    _line("heart failure but not in pregnancy.", 175, 250),
    _line("Methods: We measured soluble corin in the plasma of 300 women in pregnancy and", 193),
    _line("followed them up to delivery.", 204, 240),
    _line("1. Introduction", 240, 130, 10),
]  # fmt: skip
_RULES: tuple[Rule, ...] = ((189.0, 50.0, 545.0),)


def test_a_rule_between_a_structured_abstract_s_parts_cuts_nothing() -> None:
    assert ruled_end(_PARTS, find_heading(_PARTS, 0), lambda: _RULES) is None


def test_a_rule_over_an_unlabelled_paragraph_still_cuts() -> None:
    lines = [*_PARTS]
    lines[3] = _line("Many studies of soluble corin in the circulation before hypertension", 193)
    assert ruled_end(lines, find_heading(lines, 0), lambda: _RULES) == 3

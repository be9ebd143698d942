"""speed45 (issue 25, extraction speed): the line classifier's features ask a line's
abstract cues once.

:func:`~tapyre_paper_search.pdf.features.line_features` finds the page's first abstract
heading (alone or run in) and its first keyword line, which the text row of each line
(:func:`~tapyre_paper_search.pdf.textrow.text_row`) asks too, of the same text where the
row reads the whole line.  Those lines' cues are now read off their rows, and the first
section heading and keyword line are looked for only among the rows made (one further
on gives every row the same values as none).  The spy counts the cue tests; the
labelled controls give the exact columns.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf import abstractcues
from tapyre_paper_search.pdf.features import FEATURES, line_features
from tapyre_paper_search.pdf.lines import Line, PageLines
from textlines import text_line


def _line(text: str, y: float, size: float = 10.0, bold: bool = False) -> Line:
    return text_line(text, y, size=size, bold=bold, per_char=5.0)


_PROSE = (
    "We study how the cues of a page are read once a line and never twice by the rules "
    "that make the rows"
)


def _page() -> PageLines:
    lines = [
        _line("Reading Pages Once", 80.0, size=18.0, bold=True),
        _line("Jane Doe and John Smith", 110.0),
        _line("Abstract", 140.0, bold=True),
        _line(_PROSE, 155.0),
        _line("Keywords: speed, features", 170.0),
        _line("1 Introduction", 200.0, size=12.0, bold=True),
        _line("Body text of the paper goes on here.", 220.0),
        _line("Abstract", 240.0),
    ]
    return PageLines(tuple(lines), 612.0, 792.0, 0)


def _column(rows: list[list[float]], name: str) -> list[float]:
    return [row[FEATURES.index(name)] for row in rows]


def test_cues_asked_once_a_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rows are made for the first six lines and the seventh (the sixth's next line):
    the heading test runs once for each (in its text row), the keyword test too, and
    once more on the long prose line, whose row reads only its first words (base: 10
    and 12, the page's scans asking again what the rows ask)."""
    asked: dict[str, list[str]] = {"heading": [], "after": []}
    heading, after = abstractcues.is_abstract_heading, abstractcues.is_after_abstract

    def heading_spy(text: str) -> bool:
        asked["heading"].append(text)
        return heading(text)

    def after_spy(text: str) -> bool:
        asked["after"].append(text)
        return after(text)

    monkeypatch.setattr(abstractcues, "is_abstract_heading", heading_spy)
    monkeypatch.setattr(abstractcues, "is_after_abstract", after_spy)
    line_features(_page(), 6)
    assert len(asked["heading"]) == 7
    assert len(asked["after"]) == 8


def test_anchor_columns_control() -> None:
    """Control: the columns read off the page's anchors, exact, for the first six
    lines (the heading at line 2, the keyword line at 4, the section heading at 5)."""
    rows = line_features(_page(), 6)
    assert len(rows) == 6
    assert _column(rows, "after_abstract_heading") == [-1.0, -1.0, 0.5, 1.0, 1.0, 1.0]
    assert _column(rows, "after_keywords") == [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]
    assert _column(rows, "before_section") == [1.0, 1.0, 1.0, 1.0, 1.0, 0.0]
    assert _column(rows, "abstract_heading") == [0.0, 0.0, 1.0, 0.0, 0.0, 0.0]


def test_anchors_past_the_rows_control() -> None:
    """Control: with rows for the first two lines only, a heading further on still
    sets them before it (-1), a section heading or keyword line further on sets
    nothing; the rows are those of the whole page's first two."""
    rows = line_features(_page(), 2)
    assert _column(rows, "after_abstract_heading") == [-1.0, -1.0]
    assert _column(rows, "after_keywords") == [0.0, 0.0]
    assert _column(rows, "before_section") == [1.0, 1.0]
    assert rows == line_features(_page())[:2]

"""Round 55 review fixes: the lone running foot is asked about cheaply (speed, same output).

:func:`~tapyre_paper_search.pdf.footnotes.over_lone_foot` is asked for every line an
abstract takes; each call gathered the rest of the page, matching a page-number pattern
on every line of it: quadratic in the page's lines (65 ms for a 400-line scan, review55
item 12).  The line asked about is that rest's first line unless it is a page number,
and a lone foot stands far under the line above it, so the gap is tested first and the
rest gathered only where the gap is a foot's.

The answers are the same as the full test's, kept here as the reference; a page of text
with its lone foot and its page number still reads as before.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf import footnotes
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.runningfoot import lone_foot
from textlines import text_line


def _line(text: str, y0: float, *, x0: float = 72.0, x1: float = 400.0, page: int = 0) -> Line:
    return text_line(text, y0, x0=x0, x1=x1, page=page)


def _page() -> list[Line]:
    rows = [_line(f"word {k} of the abstract, going on", 50 + 12 * k) for k in range(30)]
    rows.append(_line("Journal of Digital Curation | General Article", 760))
    rows.append(_line("12", 780, x0=300, x1=310))
    rows.append(_line("next page", 50, page=1))
    return rows


def _reference(lines: list[Line], stop: int) -> bool:
    if stop <= 0 or lines[stop - 1].page != lines[stop].page:
        return False
    return lone_foot(footnotes._rest_of_page(lines, stop), lines[stop - 1])


def test_the_answers_are_the_full_tests() -> None:
    lines = _page()
    got = [footnotes.over_lone_foot(lines, j) for j in range(len(lines))]
    assert got == [_reference(lines, j) for j in range(len(lines))]
    assert got[30] is True  # the lone foot under the text (its page number left out)


def test_a_page_number_asked_about_is_still_read_in_full() -> None:
    lines = [_line("the last row of the abstract", 600), _line("7", 760, x0=300, x1=306)]
    lines.append(_line("Running foot of the journal", 780))
    assert footnotes.over_lone_foot(lines, 1) == _reference(lines, 1)


def test_a_line_close_under_the_last_gathers_no_rest(monkeypatch: pytest.MonkeyPatch) -> None:
    # fails on base: the rest of the page gathered for every line of the text
    lines = [_line("word " * 12, 50 + 12 * k) for k in range(400)]
    calls = []
    real = footnotes._rest_of_page

    def counted(lines: list[Line], index: int) -> list[Line]:
        calls.append(index)
        return real(lines, index)

    monkeypatch.setattr(footnotes, "_rest_of_page", counted)
    assert not any(footnotes.over_lone_foot(lines, j) for j in range(len(lines)))
    assert calls == []

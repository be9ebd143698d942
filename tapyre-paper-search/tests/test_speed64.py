"""speed64: a line's type is asked before its text is read, where the type decides.

:func:`~tapyre_paper_search.pdf.titlegroups.title_lines` keeps as title candidates the
lines in the title zone, set at least as large as its threshold, that no text test
rules out; the tests are pure, so their order changes no answer.  The size test, a
comparison, now comes first: most of a first page's lines are body text, and the
section-number scan (:func:`~tapyre_paper_search.pdf.sectionheads.later_section`, a
pass over the page's lines for each line asked) and the text tests are no longer
asked of them.  :func:`~tapyre_paper_search.pdf.namedheading.read_named_heading` reads
only runs that start on a line set bold or in the top lines' largest type: that test is
now asked of each start before its runs' texts are joined (``title_inline``), not of
each joined run after.  Line-level: no PDF is built.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf import namedheading, titlegroups
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.sectionheads import later_section
from tapyre_paper_search.pdf.titlegroups import title_lines

_BODY = 10.0
_PROSE = "The model was tested in two studies with many volunteers and careful checks."


def _line(text: str, y: float, size: float = _BODY, bold: bool = False, x0: float = 72.0) -> Line:
    return Line(text, size, bold, False, False, x0, y, x0 + 0.5 * size * len(text), y + size, 0)


def _page() -> list[Line]:
    """A title (16 pt), names, the first heading (12 pt bold) and body prose."""
    return [
        _line("Sparse Models of Regional Rainfall Over Mountains", 100, 16.0, True),
        _line("Ann Lee and Bo Chen", 130),
        _line("1 Introduction", 170, 12.0, True),
        *[_line(_PROSE, 190 + 13 * k) for k in range(20)],
    ]


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The indexes ``title_lines`` asks the section-number scan about."""
    seen: list[int] = []

    def counted(lines: list[Line], index: int) -> bool:
        seen.append(index)
        return later_section(lines, index)

    monkeypatch.setattr(titlegroups, "later_section", counted)
    return seen


def test_the_section_scan_is_asked_of_large_lines_alone(asked: list[int]) -> None:
    page = _page()
    assert title_lines(page, 842.0, _BODY, None, width=595.0) == [0]
    threshold = max(_BODY * titlegroups.TITLE_MIN_RATIO, _BODY + 1.0)
    assert asked  # the title line is asked
    assert all(page[i].size >= threshold for i in asked)  # no body line is


def test_a_large_later_heading_is_still_asked_and_left_out(asked: list[int]) -> None:
    # latex69's case: "2" apart from "Related Work", both in the headings' 12 pt bold,
    # under "1 Introduction": the scan is asked of that line and it is no title.
    page = [
        *_page()[:12],
        _line("2", 340, 12.0, True),
        _line("Related Work", 340, 12.0, True, x0=90.0),
        *[_line(_PROSE, 360 + 13 * k) for k in range(6)],
    ]
    assert title_lines(page, 842.0, _BODY, None, width=595.0) == [0]
    assert 13 in asked and later_section(page, 13)


def test_a_named_headings_runs_are_joined_from_a_heading_type_start_alone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    joined: list[str] = []
    inline = namedheading.title_inline

    def counted(text: str) -> str:
        joined.append(text)
        return inline(text)

    monkeypatch.setattr(namedheading, "title_inline", counted)
    # a running head of small lines with slashes over the catalogue heading (bold)
    lines = [_line(f"Input / output {k} of the model, as run.", 30 + 13 * k) for k in range(4)]
    lines += [
        Line(text, 14, True, False, False, 50, y, 500, y + 14, 0)
        for text, y in [
            ("Circadian rhythms and the regulation of energy homeostasis /", 100),
            ("Clifton Cutkosky and Hongjun Pan.", 120),
        ]
    ]
    form = namedheading.read_named_heading(lines)
    assert form is not None and form.authors == ("Clifton Cutkosky", "Hongjun Pan")
    assert joined and all("Input" not in text.split("\n")[0] for text in joined)

"""Round 56 review fixes (fix56d): an abstract carried onto the next page by a bracket
left open (:mod:`tapyre_paper_search.pdf.breakruns`, abs60) ends with its paragraph
there (:mod:`tapyre_paper_search.pdf.carriedend`).

Page 1 ends the abstract over its footnotes in "… (mean difference for overall loss of
streams"; page 2 opens "-4.73, -5.29 to -4.17). Conclusions … might be warranted." and
the body follows in the same type with no heading: after a short last row, an indented
line, or a larger step.  The body was read into the abstract up to its size limit.
Control: a sentence ending on a full row with the next one flush at the text's step
goes on in the carried run.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
from layout_pages import Writer
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.carriedend import paragraph_ended
from tapyre_paper_search.pdf.lines import Line
from test_abstract_breaks_abs60 import _fill, _front, _notes
from textlines import text_line

_CUT = "The loss was lower with the cache (mean difference for overall loss of streams"
_SHORT = [
    "-4.73, -5.29 to -4.17). Conclusions Caches on every server cut the loss of streams,",
    "and a wider use of them might be warranted.",
]
# the carried paragraph's last row full (a sentence ends at the column's right edge)
_FULL = [
    "-4.73, -5.29 to -4.17). Conclusions Caches on every one of the servers cut the total loss of "
    "the streams.",
]
_BODY = (
    "We studied the traces of forty servers over three years and compared the placements "
    "of every layer by access rate with a random placement of the same layers on each. "
) * 6


def _paper(path: Path, opening: list[str], *, x: float = 60, gap: float = 0) -> Path:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    _fill(_front(page, heading=True), 11, 715, _CUT, 13.75)
    _notes(page)
    writer = Writer(doc.new_page(width=612, height=792))
    writer.y = 45.0
    for text in opening:
        writer.line(text, 11)
    writer.space(gap)
    writer.paragraph(_BODY, 11, x=x, width=535 - x)
    doc.save(path)
    return path


def _ends_carried(abstract: str, last: str) -> None:
    assert "(mean difference for overall loss of streams -4.73, -5.29 to -4.17)" in abstract
    assert abstract.endswith(last)
    assert "We studied" not in abstract


def test_a_short_last_row_ends_the_carried_abstract(tmp_path: Path) -> None:
    abstract = extract_pdf(_paper(tmp_path / "p.pdf", _SHORT)).abstract
    _ends_carried(abstract, "a wider use of them might be warranted.")


def test_an_indented_line_ends_the_carried_abstract(tmp_path: Path) -> None:
    abstract = extract_pdf(_paper(tmp_path / "p.pdf", _FULL, x=78)).abstract
    _ends_carried(abstract, "cut the total loss of the streams.")


def test_a_larger_step_ends_the_carried_abstract(tmp_path: Path) -> None:
    abstract = extract_pdf(_paper(tmp_path / "p.pdf", _FULL, gap=8)).abstract
    _ends_carried(abstract, "cut the total loss of the streams.")


def test_a_flush_full_row_goes_on_in_the_carried_run(tmp_path: Path) -> None:
    opening = [*_FULL, "Wider use of them might be warranted on the servers of every site."]
    abstract = extract_pdf(_paper(tmp_path / "p.pdf", opening, gap=8)).abstract
    _ends_carried(abstract, "on the servers of every site.")


def _line(text: str, x0: float, y0: float, x1: float = 535, page: int = 1) -> Line:
    return text_line(text, y0, size=11, x0=x0, x1=x1, page=page)


def test_paragraph_ended() -> None:
    full = _line("cut the loss of streams.", 60, 100)
    edges = {"left": 60.0, "right": 535.0, "pitch": 13.75}
    assert not paragraph_ended(full, _line("We studied", 60, 113.75), **edges)
    assert paragraph_ended(full, _line("We studied", 78, 113.75), **edges)
    assert paragraph_ended(full, _line("We studied", 60, 122), **edges)
    short = _line("might be warranted.", 60, 100, x1=300)
    assert paragraph_ended(short, _line("We studied", 60, 113.75), **edges)
    open_row = _line("might be warranted and", 60, 100, x1=300)
    assert not paragraph_ended(open_row, _line("we studied", 78, 122), **edges)
    assert not paragraph_ended(full, _line("We studied", 78, 113.75, page=2), **edges)

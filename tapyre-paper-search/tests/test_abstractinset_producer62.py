"""abstractinset: a figure's caption or a pull quote set inside the abstract's column,
between two of its lines, is passed over and the sentence read on under it
(producer62).

tools/rawpdf_corpus's "raw-figure" style sets a figure and its smaller caption after
the abstract's middle line; the base ended the abstract there (the caption read as
the page's footnotes) or took the caption into it.  Controls (``inset_end`` alone):
no inset where the abstract's sentence has ended, where no line of its size at its
edge follows, or where the smaller text is not set off from its line.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.abstractinset import inset_end
from tapyre_paper_search.pdf.abstractstate import State
from tapyre_paper_search.pdf.lines import Line


def _line(
    text: str,
    y0: float,
    x1: float = 545,
    size: float = 9.0,
    x0: float = 50,
    *,
    italic: bool = False,
) -> Line:
    return Line(text, size, False, italic, False, x0, y0, x1, y0 + size * 1.33, 0)


_HEAD = [
    _line("Inference on white dwarf binary systems from mock data sets", 60, 500, 18),
    _line("Alexander Stroeer and John Veitch", 110, 300, 11),
    _line("Abstract", 150, 84),
    _line("We present an algorithm for computing the eigensystems of cusp forms over", 162),
    _line("real quadratic fields of", 173, 150),  # the sentence breaks off: the figure
]
_CAPTION = _line("Figure 1. Germ cell markers were immuno-localized in oocyte cells.", 228, 460, 8)
_REST = [
    _line("narrow class number one. We give some examples using the quadratic field", 247),
    _line("of square root five, and identify forms that are possible lifts.", 258, 380),
    _line("1. Introduction", 300, 120, 9.5),
    _line("Overcoming immunosuppression and activating a cytotoxic T cell", 314, 290),
]


def _abstract(lines: list[Line]) -> str:
    found = find_heading(lines, 2)
    assert found is not None
    return found.text


def test_the_caption_inside_the_column_is_passed_over() -> None:
    text = _abstract([*_HEAD, _CAPTION, *_REST])
    assert text.endswith("that are possible lifts.")
    assert "fields of narrow class" in text and "Germ cell" not in text


def test_a_pull_quote_larger_than_the_text_is_passed_over() -> None:
    quote = _line("The effect held in every setting we measured.", 198, 470, 11, x0=74, italic=True)
    text = _abstract([*_HEAD, quote, *_REST])
    assert text.endswith("possible lifts.") and "setting we measured" not in text


def _end(lines: list[Line], last_text: str) -> int:
    """``inset_end`` at the line after ``_HEAD``'s, its last text ``last_text``."""
    state = State(parts=[_HEAD[3].text, last_text], used={2, 3, 4}, size=9.0, right=545)
    return inset_end(lines, len(_HEAD), lines[len(_HEAD) - 1], state, left=50)


def test_the_inset_ends_where_the_text_goes_on() -> None:
    assert _end([*_HEAD, _CAPTION, *_REST], "real quadratic fields of") == len(_HEAD) + 1


def test_a_finished_sentence_before_smaller_text_is_no_inset() -> None:
    assert _end([*_HEAD, _CAPTION, *_REST], "real quadratic fields.") == len(_HEAD)
    closed = "fields.(ABSTRACT TRUNCATED AT 400 WORDS)"  # a web page's note ends it (html guard)
    assert _end([*_HEAD, _CAPTION, *_REST], closed) == len(_HEAD)


def test_smaller_text_with_no_text_of_its_size_at_the_edge_under_it_is_no_inset() -> None:
    under = [_line("narrow class number one.", 247, 540, 9.0, x0=300), *_REST[2:]]
    assert _end([*_HEAD, _CAPTION, *under], "real quadratic fields of") == len(_HEAD)


def test_a_larger_upright_heading_is_no_inset() -> None:
    heading = _line("1. Introduction", 198, 130, 12)  # a section under a broken-off line
    assert _end([*_HEAD, heading, *_REST], "real quadratic fields of") == len(_HEAD)


def test_smaller_text_right_under_the_line_is_no_inset() -> None:
    close = _line("Figure 1. Germ cell markers were immuno-localized.", 186, 460, 8)
    assert _end([*_HEAD, close, *_REST], "real quadratic fields of") == len(_HEAD)

"""A pull quote set off from the abstract's line by less than a caption is (abstractinset's
``_set_off``, producer63).

tools/rawpdf_corpus's "raw-quote" style (round 62's held-out "raw-held-quote") sets a
pull quote after the abstract's middle line; its larger italic type's own line space
stands over it, and MuPDF's line boxes put its top 0.6 to 0.8 of a body height under the
abstract's line: the abstract ended there.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.abstractinset import QUOTE_SET_OFF, SET_OFF, inset_end
from tapyre_paper_search.pdf.abstractstate import State
from tapyre_paper_search.pdf.lines import Line
from test_abstractinset_producer62 import _HEAD, _REST, _line


def _end(lines: list[Line]) -> int:
    state = State(parts=[_HEAD[3].text, "real quadratic fields of"], used={2, 3, 4}, size=9.0)
    state.right = 545
    return inset_end(lines, len(_HEAD), lines[len(_HEAD) - 1], state, left=50)


def test_a_pull_quote_needs_less_set_off_than_a_caption() -> None:
    assert QUOTE_SET_OFF < SET_OFF
    top = _HEAD[-1].y1 + 5.5  # 0.61 of a body height under the line
    quote = _line("The effect held in every setting we measured.", top, 470, 11, x0=74, italic=True)
    assert _end([*_HEAD, quote, *_REST]) == len(_HEAD) + 1
    caption = _line("Figure 1. Germ cell markers were immuno-localized.", top, 460, 8)
    assert _end([*_HEAD, caption, *_REST]) == len(_HEAD)  # a caption so close: none


def test_a_quote_right_under_the_line_is_no_inset() -> None:
    top = _HEAD[-1].y1 + 3.0  # 0.33 of a body height: under QUOTE_SET_OFF
    quote = _line("The effect held in every setting we measured.", top, 470, 11, x0=74, italic=True)
    assert _end([*_HEAD, quote, *_REST]) == len(_HEAD)

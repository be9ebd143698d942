"""captioninset: a full-width figure between two paragraphs of the abstract, after a
finished sentence, is passed over (abs65); a trailing "Significance" label beside a
bold headingless abstract is cut off its run (statementlabel, abs65).

tools/reportlab_corpus's "figure-split" shape sets the abstract's first half, a grey
figure and its smaller caption "Figure 1. …", then the second half; the base ended the
abstract at the caption (its first half alone).  Controls: a caption followed by a piece
of another sentence (lower case), by a narrower column's line, or smaller text that is
no caption still end it.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.abstractinset import inset_end
from tapyre_paper_search.pdf.abstractstate import State
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.statementlabel import before_statement


def _line(text: str, y0: float, x1: float = 545, size: float = 9.0, *, bold: bool = False) -> Line:
    return Line(text, size, bold, False, False, 50, y0, x1, y0 + size * 1.33, 0)


_HEAD = [
    _line("Inference on white dwarf binary systems from mock data sets", 60, 500, 18),
    _line("Alexander Stroeer and John Veitch", 110, 300, 11),
    _line("Abstract", 150, 84),
    _line("We present an algorithm for computing the eigensystems of cusp forms over", 162),
    _line("real quadratic fields of narrow class number one.", 173, 300),
]
_CAPTION = _line("Figure 1. Overview of the study sites.", 228, 360, 7.5)
_REST = [
    _line("We give some examples using the quadratic field of square root five, and we", 247),
    _line("identify forms that are possible lifts.", 258, 380),
    _line("Keywords: cusp forms, quadratic fields", 276, 300),
    _line("1. Introduction", 300, 120, 9.5),
]


def test_a_figure_between_two_paragraphs_is_passed_over() -> None:
    found = find_heading([*_HEAD, _CAPTION, *_REST], 2)
    assert found is not None
    assert found.text.endswith("that are possible lifts.")
    assert "narrow class number one. We give" in found.text
    assert "Overview" not in found.text and "Keywords" not in found.text


def _end(lines: list[Line]) -> int:
    state = State(parts=[_HEAD[3].text, _HEAD[4].text], used={2, 3, 4}, size=9.0, right=545)
    return inset_end(lines, len(_HEAD), lines[len(_HEAD) - 1], state, left=50)


def test_a_caption_over_a_piece_of_a_sentence_is_no_inset() -> None:
    piece = _line("and of the forms that are possible lifts of the base change.", 247)
    assert _end([*_HEAD, _CAPTION, piece, *_REST[2:]]) == len(_HEAD)


def test_a_caption_over_a_narrower_column_is_no_inset() -> None:
    column = _line("We give some examples using the quadratic field of", 247, 290)
    assert _end([*_HEAD, _CAPTION, column, *_REST[2:]]) == len(_HEAD)


def test_smaller_text_that_is_no_caption_is_no_inset() -> None:
    note = _line("Received 3 May 2021; accepted 9 June 2021.", 228, 360, 7.5)
    assert _end([*_HEAD, note, *_REST]) == len(_HEAD)


def _bold_run() -> list[Line]:
    """A bold headingless abstract's four lines, the last ending its sentence."""
    words = " ".join(["Claspin binds chromatin during S phase."] * 8)
    run = [
        _line(words[i : i + 70], 160 + 11 * k, bold=True) for k, i in enumerate(range(0, 210, 70))
    ]
    return [*run, _line("replication fork in a regulated manner.", 193, 300, bold=True)]


def test_a_significance_label_ending_a_bold_run_is_cut() -> None:
    """The box's label beside the run, its text set smaller and out of the run."""
    lines = [*_bold_run(), _line("Significance", 150, 510, 11, bold=True)]
    assert before_statement(lines, [0, 1, 2, 3, 4]) == [0, 1, 2, 3]


def test_a_bold_run_going_on_under_a_significance_label_is_kept() -> None:
    """Control (abs61's convention): a bold label inside a bold run with text after it."""
    label, text = (
        _line("Significance", 204, 120, bold=True),
        _line("It matters.", 215, 200, bold=True),
    )
    assert before_statement([*_bold_run(), label, text], list(range(6))) == list(range(6))

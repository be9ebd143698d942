"""quoteinset: a pull quote set in between two paragraphs of the abstract, after a
finished sentence, is passed over (abs66).

tools/rawpdf_corpus's "raw-quote" style drawn bottom up (producer64's train, seed 64)
sets a larger italic quote, centred, after the abstract's finished sentence "… binds the
LSD1/CoREST/REST complex."; the base ended the abstract at the quote (its first
paragraph alone).  Controls: a quote over a narrower column's line, a quote over a
piece of a sentence (lower case), an italic line across the column's whole measure, and
a larger bold line (a heading) still end it.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.abstractinset import inset_end
from tapyre_paper_search.pdf.abstractstate import State
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.quoteinset import set_in_quote


def _line(
    text: str, y0: float, x1: float = 545, size: float = 9.0, x0: float = 50, *, it: bool = False
) -> Line:
    return Line(text, size, False, it, False, x0, y0, x1, y0 + size * 1.2, 0)


_HEAD = [
    _line("Long noncoding RNA as modular scaffold of histone modification complexes", 60, 500, 17),
    _line("N. Wiese", 110, 120, 11),
    _line("Abstract", 150, 84),
    _line("Long intergenic noncoding RNAs regulate chromatin states and epigenetic", 162),
    _line("inheritance, and a domain of HOTAIR binds the LSD1/CoREST/REST complex.", 173),
]
_QUOTE = _line("Interactions among the alleles differed in the stigma and the pollen.", 192, 480,
               11.5, 110, it=True)  # fmt: skip
_REST = [
    _line("The ability to tether two distinct complexes enables RNA-mediated assembly", 212),
    _line("of these complexes and coordinates their targeting to chromatin.", 223, 380),
    _line("1. Introduction", 260, 120, 10),
]


def _end(lines: list[Line]) -> int:
    state = State(parts=[_HEAD[3].text, _HEAD[4].text], used={2, 3, 4}, size=9.0, right=545)
    return inset_end(lines, len(_HEAD), lines[len(_HEAD) - 1], state, left=50)


def test_a_pull_quote_after_a_finished_sentence_is_passed_over() -> None:
    found = find_heading([*_HEAD, _QUOTE, *_REST], 2)
    assert found is not None
    assert found.text.endswith("their targeting to chromatin.")
    assert "REST complex. The ability" in found.text and "stigma" not in found.text


def test_a_quote_over_a_narrower_column_is_no_inset() -> None:
    column = _line("The ability to tether two distinct complexes enables", 212, 290)
    assert _end([*_HEAD, _QUOTE, column, *_REST[1:]]) == len(_HEAD)


def test_a_quote_over_a_piece_of_a_sentence_is_no_inset() -> None:
    piece = _line("and of the complexes that coordinate their targeting to chromatin.", 212)
    assert _end([*_HEAD, _QUOTE, piece, *_REST[1:]]) == len(_HEAD)


def test_an_italic_line_across_the_measure_is_no_inset() -> None:
    wide = _line("Interactions among the alleles differed in the stigma and the pollen too.", 192,
                 545, 11.5, 50, it=True)  # fmt: skip
    assert not set_in_quote(wide, 9.0, 50, 545)
    assert _end([*_HEAD, wide, *_REST]) == len(_HEAD)


def test_a_larger_bold_line_is_a_heading() -> None:
    bold = Line("Significance of the findings", 11.5, True, True, False, 110, 192, 400, 206, 0)
    assert not set_in_quote(bold, 9.0, 50, 545)
    assert _end([*_HEAD, bold, *_REST]) == len(_HEAD)

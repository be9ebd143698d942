"""abstractright.read_early: two abstracts side by side in two cells, the keyword row
across the page under them read before the left cell's text (abs64).

A first page as tools/reportlab_corpus's "two-language" shape sets it (abs63's held-out
shape, train since abs64): "Summary" over the abstract in a wide left cell, "Résumé"
over a French one in the narrow right cell, a keyword row under both.  Reading order
gave "Summary", the right cell, the keyword row, then the left cell's text; the base
skipped the right cell, ended the abstract at the keyword row and read none (the French
one was then dropped for its language).  Controls: the same lines in the usual order
read as before; without a column right of the label nothing is read early.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.abstractright import read_early, right_column
from tapyre_paper_search.pdf.lines import Line
from textlines import text_line


def _line(text: str, x0: float, y0: float, x1: float, size: float = 7.5) -> Line:
    return text_line(text, y0, size=size, x0=x0, x1=x1, height=size * 1.2)


_LABELS = [
    text_line("Summary", 147, size=10, x0=59, x1=112, bold=True),
    text_line("Résumé", 147, size=10, x0=363, x1=408, bold=True),
]
_FRENCH = [
    _line("Nous avons étudié les mesures habituelles de", 363, 161, 536),
    _line("ce domaine et proposé des moyens simples.", 363, 170, 500),
]
_KEYS = _line("Keywords: linear, perturbations, matched", 50, 219, 245, 9)
_ENGLISH = [
    _line("We present a critical review about the study of linear perturbations of", 59, 161, 351),
    _line("matched spacetimes including gauge problems. We analyse the freedom", 59, 170, 351),
    _line("introduced in the perturbed matching by the presence of background", 59, 179, 351),
    _line("symmetries and revisit the particular case of spherical symmetry.", 59, 188, 330),
]
_INTRO = text_line("1. Introduction", 256, size=10, x0=50, x1=135, bold=True)
_EARLY = [*_LABELS, *_FRENCH, _KEYS, *_ENGLISH, _INTRO]


def test_the_keyword_row_read_before_the_text_is_skipped() -> None:
    assert right_column(_EARLY, 0) == 361
    assert [read_early(_EARLY, 0, 361, j) for j in range(1, 5)] == [True] * 4
    assert not read_early(_EARLY, 0, 361, 5)  # the abstract's first line
    found = find_heading(_EARLY, 0)
    assert found is not None
    assert found.text.startswith("We present a critical review")
    assert found.text.endswith("spherical symmetry.")
    assert "Nous" not in found.text and "Keywords" not in found.text


def test_the_usual_order_reads_as_before() -> None:
    """Control: the left cell's text right after its label, the keyword row last."""
    lines = [*_LABELS, *_ENGLISH, *_FRENCH, _KEYS, _INTRO]
    found = find_heading(lines, 0)
    assert found is not None and found.text.endswith("spherical symmetry.")
    assert "Keywords" not in found.text


def test_no_column_right_of_the_label_nothing_is_read_early() -> None:
    """Control: a keyword row read before the text under a lone label is not skipped."""
    lines = [_LABELS[0], _KEYS, *_ENGLISH, _INTRO]
    assert right_column(lines, 0) is None
    assert not read_early(lines, 0, None, 1)

"""sidefirst: a narrow column left of an abstract's heading, read between the heading
and its text, is skipped (producer60).

A first page set as tools/rawpdf_corpus's "raw-sidebar" sets it: the abstract's
letter-spaced heading in a wide right column, a narrow left column of places and
keywords whose first line starts a little under the heading's top.  Reading order
gives the heading, the narrow column, then the text under the heading; the base took
the places for the abstract.  Controls: with no text right under the heading at its
left edge, or a column of ragged left edges, nothing is skipped.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.sidefirst import column_before
from textlines import text_line


def _line(text: str, x0: float, y0: float, x1: float, size: float = 9.5) -> Line:
    return text_line(text, y0, size=size, x0=x0, x1=x1, height=size * 1.3)


_TEXT = [
    _line(
        "We present a review of the discrete dipole approximation, which is a general",
        215,
        190,
        539,
    ),
    _line(
        "method to simulate light scattering by arbitrarily shaped particles. We put the",
        215,
        202,
        539,
    ),
    _line(
        "method in historical context and discuss recent developments, taking the view",
        215,
        213,
        539,
    ),
    _line(
        "of a general framework based on the integral equations for the electric field.",
        215,
        224,
        420,
    ),
]
_SIDE = [
    _line("a Division of Pharmacology, Seville", 56, 183, 177),
    _line("Research Laboratories, Denmark", 56, 197, 170),
    _line("b Epidemiology Department, Leiden", 56, 205, 178),
    _line("Polytechnic, United States", 56, 219, 146),
    _line("Keywords discrete; dipole;", 56, 240, 148),
]
_PAGE = [
    _line("The discrete dipole approximation: an overview", 56, 84, 509, 18),
    _line("Maxim A. Yurkin and Alfons G. Hoekstra", 56, 139, 276, 11.5),
    _line("A B S T R A C T", 215, 175, 283),
    *_SIDE,
    *_TEXT,
    _line("1. Introduction", 56, 300, 120),
]


def test_the_narrow_column_read_first_is_skipped() -> None:
    assert column_before(_PAGE, 2) == 213
    found = find_heading(_PAGE, 2)
    assert found is not None
    assert found.text.startswith("We present a review")
    assert "Seville" not in found.text and "Introduction" not in found.text
    assert found.text.endswith("electric field.")


def test_no_text_under_the_heading_no_column() -> None:
    """Control: the heading's own text does not follow the column at its left edge."""
    page = [*_PAGE[:8], _line("We present a review", 240, 190, 539), *_PAGE[9:]]
    assert column_before(page, 2) is None


def test_ragged_left_edges_are_no_column() -> None:
    """Control: lines left of the heading at scattered left edges are no column."""
    page = [*_PAGE[:4], _line("Research Laboratories, Denmark", 90, 197, 170), *_PAGE[5:]]
    assert column_before(page, 2) is None

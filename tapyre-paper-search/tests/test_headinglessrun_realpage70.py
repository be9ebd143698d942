"""A side column's last line read right before a headingless abstract boxed beside it
(:func:`~tapyre_paper_search.pdf.headinglessrun.stepped_apart`, realpage70): the
journal's web address under a "Cite this" column's dates ("journalsite.example/materials",
"Online unter: zeitschrift.example", "Disponible en: revista.example") stands lower than
the abstract's first line, or is set smaller, in another column; it does not open the
abstract.  A paragraph's own first line above the run (flush or indented), a line level
with it (a dropped capital) and a line above it in another column in the run's size are
not set apart by this."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.headinglessrun import stepped_apart
from tapyre_paper_search.pdf.lines import Line


def _line(text: str, x0: float, y: float, size: float, x1: float = 0.0) -> Line:
    return Line(
        text, size, False, False, False, x0, y, x1 or x0 + len(text) * size * 0.5, y + size, 0
    )


RUN = [
    _line("We develop rigorous, analytic techniques to study the behaviour", 183, 128, 8.6, 544),
    _line("of biased random walks on combs. This enables us to calculate", 183, 139, 8.6, 544),
    _line("exactly the spectral dimension of random combs.", 183, 150, 8.6, 420),
]


@pytest.mark.parametrize(
    "side",
    [
        "journalsite.example/materials",
        "Online unter: zeitschrift.example",
        "Disponible en: revista.example",
        "DOI: 10.1039/d0xx00000a",
    ],
)
def test_a_side_column_line_below_the_runs_first_line_is_set_apart(side: str) -> None:
    lines = [_line(side, 44, 172, 7.5, 156), *RUN]
    assert stepped_apart(lines, 0, [1, 2, 3])
    assert stepped_apart(lines, 0, [1])


def test_a_paragraphs_first_line_above_the_run_is_not_set_apart() -> None:
    first = _line("Persistent inflammation has been proposed to contribute to", 183, 117, 8.6, 544)
    assert not stepped_apart([first, *RUN], 0, [1, 2, 3])
    indented = _line("Persistent inflammation has been proposed to", 195, 117, 8.6, 544)
    assert not stepped_apart([indented, *RUN], 0, [1, 2, 3])


def test_a_line_level_with_the_runs_first_line_is_not_set_apart() -> None:
    capital = _line("W", 160, 126, 24, 180)
    assert not stepped_apart([capital, *RUN], 0, [1, 2, 3])


@pytest.mark.parametrize("side", ["journalsite.example/materials", "Zitieren als: Z. Mat. 12"])
def test_a_smaller_side_line_a_little_above_the_run_is_set_apart(side: str) -> None:
    lines = [_line(side, 44, 121, 7.5, 156), *RUN]
    assert stepped_apart(lines, 0, [1, 2, 3])


def test_a_side_line_in_the_runs_size_above_it_is_left_to_the_step_rule() -> None:
    side = _line("Received 17th May 2008", 44, 120, 8.6, 150)
    assert not stepped_apart([side, *RUN], 0, [1, 2, 3])

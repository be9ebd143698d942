"""A side column's licence or note read in the author zone (:mod:`.zonescores`,
realpage69): the line ending a sentence of prose the line above began ("… of the
Creative" / "Commons Attribution (CC BY) license.") is no name, in English, German,
Spanish and French; a byline wrapped over two lines, a name under a lead sentence, and
names with particles ending in a stop stay names."""

from __future__ import annotations

import numpy as np
import pytest
from tapyre_paper_search.pdf.lineclasses import AUTHOR
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.zonescores import run_on, zone_scores


def _pair(above: str, line: str, *, x0: float = 50.0) -> list[Line]:
    return [
        Line(above, 6.6, False, False, False, 50.0, 574.0, 173.0, 580.6, 11),
        Line(line, 6.6, False, False, False, x0, 582.0, 178.0, 588.6, 11),
    ]


SCORES = np.array([0.002, 0.646])


@pytest.mark.parametrize(
    ("above", "line"),
    [
        ("terms and conditions of the Creative", "Commons Attribution (CC BY) license."),
        ("unter den Bedingungen der Creative", "Commons Namensnennung 4.0 Lizenz."),
        ("los términos y condiciones de la Creative", "Commons Atribución (CC BY) licencia."),
        ("selon les termes de la licence Creative", "Commons Attribution (CC BY) utilisée."),
    ],
)
def test_a_licence_s_run_on_line_is_no_name(above: str, line: str) -> None:
    assert run_on(_pair(above, line), 1, SCORES)
    probs = np.zeros((2, 5))
    probs[:, AUTHOR] = SCORES
    scores = zone_scores(_pair(above, line), [0, 1], probs)
    assert scores is not None and scores[1] == 0.0


@pytest.mark.parametrize(
    ("above", "line"),
    [
        ("Maria Souza, João Lima, Ana Costa and", "Pedro Alves"),  # a byline wrapped
        ("this report was prepared for the ministry by", "Ann Lee."),  # no lower word
        ("im Auftrag der Gesellschaft verfasst von", "Ludwig van Beethoven."),
        ("preparado para el ministerio por", "Ana María de los Santos."),
        ("terms and conditions of the Creative.", "Commons Attribution (CC BY) license."),
    ],
)
def test_names_and_stopped_lines_above_stay(above: str, line: str) -> None:
    assert not run_on(_pair(above, line), 1, SCORES)


def test_a_line_in_another_column_is_no_run_on() -> None:
    lines = _pair("terms and conditions of the Creative", "Commons Attribution license.", x0=192)
    assert not run_on(lines, 1, SCORES)

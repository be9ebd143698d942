"""A byline row repeating a sure row's address is read (issue 25, ``latex67``).

A sageep byline of eight rows "Name, School of Economics, …, Bergen 17702," each over
"Iceland": the classifier rated two rows under its lowest doubt, and their names were
lost.  Line-level: the rows are built here.
"""

from __future__ import annotations

import numpy as np
from tapyre_paper_search.pdf.frontauthors import front_authors
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.repeatedaddress import repeats_sure_address

_ADDRESS = "School of Economics, Academy of Sciences, Bergen, 339 Avenue des Sciences, Bergen"


def _rows(texts: list[str], size: float = 12.0) -> list[Line]:
    return [
        Line(text, size, False, False, False, 60, 90 + 15 * k, 540, 90 + 15 * k + size, 0)
        for k, text in enumerate(texts)
    ]


def _byline() -> list[Line]:
    names = ["H. Cercellier", "C. Monney", "L. Despont", "H. Beck"]
    return _rows([t for n in names for t in (f"{n}, {_ADDRESS} 17702,", "Iceland")])


def test_a_row_repeating_a_sure_rows_address_is_vouched_for() -> None:
    lines = _byline()
    assert repeats_sure_address(lines, 4, [0, 2])
    assert not repeats_sure_address(lines, 1, [0, 2])  # "Iceland": no head and rest


def test_the_doubted_rows_names_are_read() -> None:
    lines = _byline()
    scores = np.array([0.7, 0.0, 0.57, 0.0, 0.15, 0.0, 0.3, 0.0])
    names = front_authors(lines, list(range(len(lines))), scores)
    assert names == ("H. Cercellier", "C. Monney", "L. Despont", "H. Beck")


def test_another_address_or_type_vouches_for_nothing() -> None:
    lines = _byline()
    lines[4] = _rows(["L. Despont, Department of Physics, University of Oslo, Oslo"])[0]
    assert not repeats_sure_address(lines, 4, [0, 2])
    smaller = _rows([f"L. Despont, {_ADDRESS} 17702,"], size=9.0)[0]
    assert not repeats_sure_address([*_byline()[:4], smaller], 4, [0, 2])


def test_a_long_head_is_no_name_row() -> None:
    lines = _rows([f"H. Cercellier, {_ADDRESS}", f"The group of the five of us here, {_ADDRESS}"])
    assert not repeats_sure_address(lines, 1, [0])

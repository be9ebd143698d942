"""A lower-case "y" / "e" between names (fix25, the lead's decision on review65 item 5):
it joins a compound surname only when a single word follows it in its piece ("José
Ortega y Gasset", "Santiago Ramón y Cajal", "Artur Costa e Silva"); with a full name
(two words or more) either side it parts two people, however many words come before
it.  Read leniently (``names_in_line(lenient=True)``) and on first pages drawn with
PyMuPDF in Times and Helvetica.  The two with three words or more before the
conjunction and another name after the piece fail on main 2a9c8a4 (read and drawn),
which kept such a piece one person; the others are guards."""

from __future__ import annotations

from pathlib import Path

import pytest
import test_pdf_front_matter_front26 as front26
from tapyre_paper_search.pdf.authors import names_in_line

AFF = "Universidad de Salamanca, Salamanca, Spain"

CASES = [
    # review65 item 5: the reading no longer hangs on the first person's word count.
    ("Ana María Ruiz y Pedro Gil, Luis Vidal", ["Ana María Ruiz", "Pedro Gil", "Luis Vidal"]),
    ("Carlos Ruiz y Ana Gil, Luis Vidal", ["Carlos Ruiz", "Ana Gil", "Luis Vidal"]),
    (
        "José Luis Rodríguez y María Pérez, Ana Gil",
        ["José Luis Rodríguez", "María Pérez", "Ana Gil"],
    ),
    ("Juan Manuel López y Vicente Ruiz", ["Juan Manuel López", "Vicente Ruiz"]),
    # A compound surname, alone and inside lists.
    ("José Ortega y Gasset", ["José Ortega y Gasset"]),
    ("Santiago Ramón y Cajal", ["Santiago Ramón y Cajal"]),
    ("Artur Costa e Silva", ["Artur Costa e Silva"]),
    ("José Ortega y Gasset, Ana Gil", ["José Ortega y Gasset", "Ana Gil"]),
    (
        "Ana Gil, Santiago Ramón y Cajal, Luis Vidal",
        ["Ana Gil", "Santiago Ramón y Cajal", "Luis Vidal"],
    ),
    ("Rui Lopes, Artur Costa e Silva", ["Rui Lopes", "Artur Costa e Silva"]),
    ("Maria Helena Costa e Silva, Rui Lopes", ["Maria Helena Costa e Silva", "Rui Lopes"]),
    # Two conjunctions in one piece: each decides by what stands either side of it.
    ("José Ortega y Gasset y Ana María Ruiz", ["José Ortega y Gasset", "Ana María Ruiz"]),
    ("Ana Gil y Santiago Ramón y Cajal", ["Ana Gil", "Santiago Ramón y Cajal"]),
    ("María López y Juan Pérez y Ana Gil", ["María López", "Juan Pérez", "Ana Gil"]),
    (
        "José Luis Rodríguez y María Pérez y Ana Gil",
        ["José Luis Rodríguez", "María Pérez", "Ana Gil"],
    ),
    # Capitals bylines: a capital "Y" / "E" in a piece set in capitals reads the same.
    ("JOSÉ ORTEGA Y GASSET, ANA GIL", ["José Ortega y Gasset", "Ana Gil"]),
    ("ARTUR COSTA E SILVA", ["Artur Costa e Silva"]),
    (
        "JOSÉ LUIS RODRÍGUEZ Y MARÍA PÉREZ, ANA GIL",
        ["José Luis Rodríguez", "María Pérez", "Ana Gil"],
    ),
]


@pytest.mark.parametrize(("line", "names"), CASES)
def test_a_conjunction_read_leniently(line: str, names: list[str]) -> None:
    assert names_in_line(line, lenient=True) == names


# Drawn on a first page, alternately in Times and Helvetica: a subset of CASES covering
# each kind (people parted, compound surnames alone and in a list, two conjunctions,
# capitals).
DRAWN = [CASES[k] for k in (0, 1, 4, 5, 6, 8, 11, 14, 15, 17)]


@pytest.mark.parametrize(("k", "byline", "names"), [(k, *case) for k, case in enumerate(DRAWN)])
def test_a_conjunction_on_a_drawn_byline(
    tmp_path: Path, k: int, byline: str, names: list[str]
) -> None:
    rows = [(byline, 11, ("tiro", "helv")[k % 2]), (AFF, 9, "tiro")]
    assert front26._read(tmp_path / "byline.pdf", rows) == tuple(names)

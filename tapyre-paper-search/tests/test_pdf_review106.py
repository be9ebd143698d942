"""review106: places36's occasions, places and companies tried by kind, drawn with PyMuPDF.

:mod:`~tapyre_paper_search.pdf.placenames`: "Day" after an initial closes a person's
surname, not an occasion ("John R. Day", "A. B. Day"); a city joined to a neighbour by
"and" is one of a list of people, not an address, even with a country after it ("Thanh
Xuan and Hoang Mai, Vietnam").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from test_pdf_places36 import _paper


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("John R. Day", ["John R. Day"]),
        ("J. R. Day", ["J. R. Day"]),
        ("JOHN R. DAY", ["John R. Day"]),
        ("A. B. Day, C. D. Smith", ["A. B. Day", "C. D. Smith"]),
        ("Mary K. Day and Ann Lee", ["Mary K. Day", "Ann Lee"]),
    ],
)
def test_day_after_an_initial_is_a_surname(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names
    assert names_in_line(line, lenient=True) == names


def test_day_after_an_initial_on_a_drawn_byline(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, ["John R. Day and Rahel Tesfaye", "University of Somewhere, Leeds, UK"])
    assert extract_pdf(path).authors == ("John R. Day", "Rahel Tesfaye")


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Thanh Xuan and Hoang Mai, Vietnam", ["Thanh Xuan", "Hoang Mai"]),
        ("Rose Hill & Hazel Park, USA", ["Rose Hill", "Hazel Park"]),
        ("Jane Doe and Son Tay, VN", ["Jane Doe", "Son Tay"]),
    ],
)
def test_a_city_joined_by_and_is_a_person(line: str, names: list[str]) -> None:
    assert names_in_line(line, lenient=True) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        # An address's city stays a place, whatever "and" stands elsewhere on the line.
        ("Ann Lee and Jane Doe, Kuala Lumpur, Malaysia", ["Ann Lee", "Jane Doe"]),
        ("Ann Lee, Port of Spain, Trinidad and Tobago", ["Ann Lee"]),
    ],
)
def test_an_address_city_stays_a_place(line: str, names: list[str]) -> None:
    assert names_in_line(line, lenient=True) == names


def test_names_joined_by_and_before_a_country_on_a_drawn_byline(tmp_path: Path) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, ["Thanh Xuan and Hoang Mai, Vietnam", "Hanoi University of Science"])
    assert extract_pdf(path).authors == ("Thanh Xuan", "Hoang Mai")

"""Places, occasions and companies read as people (places36), drawn with PyMuPDF.

:mod:`~tapyre_paper_search.pdf.placenames`: a multi-word city in an affiliation's
place ("Sungai Petani, Malaysia", "Fort Collins, CO, USA"), a multi-word country or
US state ("Costa Rica"), an occasion named after a person ("Ada Lovelace Day") and a
company after a name ("… Roche Diagnostics") are no authors; a city that is also a
person's name stays a name where it stands alone or after a name.
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.authors import names_in_line
from test_pdf_front_matter_latex33 import _ABSTRACT
from test_pdf_front_matter_latex34 import _centred
from test_pdf_front_matter_latex35 import _LEFT, _TITLE, _body, _rows


def _paper(path: Path, lines: list[str]) -> None:
    """The title in 16 pt bold, ``lines`` centred under it (the first, the byline, in
    11 pt, the others in 9 pt italics), a headed abstract and the body."""
    doc = pymupdf.open()
    page = doc.new_page(width=595.0, height=842.0)
    _centred(page, 100, _TITLE, 16, "tibo")
    _centred(page, 140, lines[0], 11, "tiro")
    y = 156.0
    for line in lines[1:]:
        _centred(page, y, line, 9, "tiit")
        y += 12
    page.insert_text((_LEFT, y + 20), "Abstract", fontsize=11, fontname="tibo")
    y = _rows(page, _LEFT, y + 38, _ABSTRACT, 10)
    _body(page, y + 20)
    doc.save(path)


@pytest.mark.parametrize(
    "lines",
    [
        [
            "Rahel Tesfaye and Gonçalo Pereira",
            "1 Faculty of Medicine, University of Somewhere,",
            "Sungai Petani, Malaysia",
            "2 Department of Physics, University of Somewhere,",
            "Monte Alegre, Brazil",
        ],
        ["Rahel Tesfaye and Gonçalo Pereira", "Baton Rouge, LA"],
        ["Rahel Tesfaye and Gonçalo Pereira", "Fresenius Diagnostics", "Hemel Hempstead, UK"],
    ],
)
def test_places_and_companies_under_a_byline_are_no_authors(
    tmp_path: Path, lines: list[str]
) -> None:
    path = tmp_path / "paper.pdf"
    _paper(path, lines)
    assert extract_pdf(path).authors == ("Rahel Tesfaye", "Gonçalo Pereira")


@pytest.mark.parametrize(
    ("line", "lenient", "names"),
    [
        ("Fort Collins, CO, USA", True, []),
        ("Santa Barbara, CA 93106", True, []),
        ("Palo Alto, California", True, []),
        ("Ann Lee, Kuala Lumpur, Malaysia", True, ["Ann Lee"]),
        ("Ann Lee, Costa Rica", False, ["Ann Lee"]),
        ("Costa Rica", False, []),
        ("Grace Hopper Celebration", False, []),
        ("Ada Lovelace Day", True, []),
        ("John Smith Memorial Lecture", False, []),
        ("John Smith Siemens Healthcare", True, ["John Smith"]),
        ("Jane Doe and John Smith, Novartis Pharma", True, ["Jane Doe", "John Smith"]),
    ],
)
def test_places_occasions_and_companies_are_no_names(
    line: str, lenient: bool, names: list[str]
) -> None:
    assert names_in_line(line, lenient=lenient) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        # Cities that are people's names too, alone or after a name: still people.
        ("Thanh Xuan", ["Thanh Xuan"]),
        ("Jane Doe, Hoang Mai", ["Jane Doe", "Hoang Mai"]),
        ("Vicente López, Ann Lee", ["Vicente López", "Ann Lee"]),
        # "Day" is a surname: a person's name, not an occasion.
        ("Mary Ann Day, John Day", ["Mary Ann Day", "John Day"]),
        # A single word is never tested: "Florence Lincoln" is a person.
        ("Florence Lincoln", ["Florence Lincoln"]),
    ],
)
def test_names_that_are_also_places_stay_names(line: str, names: list[str]) -> None:
    assert names_in_line(line, lenient=True) == names
    assert names_in_line(line) == names

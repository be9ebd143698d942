"""Bylines44: what follows the names after a byline's lead (``bylinetails``) and a German
byline whose verb comes last.

"Prepared by Statistics Norway: Ann Lee" (a body that reads like a person's name, then
its member), "Prepared by Ann Lee: Final Report" (a title after the name), "Compiled by
Ann Lee with Bo Chen" (a co-author after "with"), "Presented by Ann Lee at CERN" (a
place after "at") and "Dieser Bericht wurde von Hans Müller und Eva Schmidt erstellt"
(the verb last) named nobody, or a body or a place, on the base.

Controls (labelled ``control``) pass on the base too: what the rules must not change.
The report pages are drawn with PyMuPDF (``test_pdf_front_matter_latex42._report``).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf.authors import names_in_line
from test_pdf_front_matter_latex42 import _authors


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Prepared by Statistics Norway: Ann Lee", ["Ann Lee"]),
        ("Prepared by Statistics Norway: Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Prepared by Ann Lee: Final Report", ["Ann Lee"]),
        ("Prepared by Ann Lee and Bo Chen – Interim Report", ["Ann Lee", "Bo Chen"]),
    ],
)
def test_a_colon_parts_a_body_from_members_or_names_from_a_title(
    line: str, names: list[str]
) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        (
            "Dieser Bericht wurde von Hans Müller und Eva Schmidt erstellt",
            ["Hans Müller", "Eva Schmidt"],
        ),
        ("Dieser Bericht wurde von Hans Müller verfasst", ["Hans Müller"]),
        ("Die Studie wurde von Eva Schmidt und Jan Vogel erarbeitet", ["Eva Schmidt", "Jan Vogel"]),
        ("Das Gutachten wurde von Karin Weber erstellt.", ["Karin Weber"]),
    ],
)
def test_a_german_byline_with_its_verb_last_names_its_people(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Compiled by Ann Lee with Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Prepared by Ann Lee with Bo Chen and Eva Roth", ["Ann Lee", "Bo Chen", "Eva Roth"]),
        ("Prepared by Ann Lee with the support of the Council", ["Ann Lee"]),
    ],
)
def test_with_joins_a_co_author_after_a_lead(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Presented by Ann Lee at CERN", ["Ann Lee"]),
        ("Presented by Ann Lee and Bo Chen at Stanford University", ["Ann Lee", "Bo Chen"]),
        ("Presented by Ann Lee at the Annual Meeting", ["Ann Lee"]),
    ],
)
def test_a_place_after_at_is_no_name(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("byline", "authors"),
    [
        ("Prepared by Statistics Norway: Ann Lee", ("Ann Lee",)),
        ("Prepared by Ann Lee: Final Report", ("Ann Lee",)),
        (
            "Dieser Bericht wurde von Hans Müller und Eva Schmidt erstellt",
            ("Hans Müller", "Eva Schmidt"),
        ),
        ("Compiled by Ann Lee with Bo Chen", ("Ann Lee", "Bo Chen")),
        ("Presented by Ann Lee at CERN", ("Ann Lee",)),
    ],
)
def test_a_report_page_names_its_people(
    tmp_path: Path, byline: str, authors: tuple[str, ...]
) -> None:
    assert _authors(tmp_path, byline) == authors


def test_bylinetails_pieces() -> None:
    from tapyre_paper_search.pdf import bylinetails as bt

    assert bt.titled_after("Ann Lee: Final Report") == "Ann Lee"
    assert bt.titled_after("Statistics Norway: Ann Lee") is None  # no title after it
    assert bt.members_after_colon("Statistics Norway: Ann Lee") == "Ann Lee"
    # a person's post after the colon: the person (bylines45; bylines44 gave None)
    assert bt.members_after_colon("Ann Lee: Department of Health") == "Ann Lee"
    assert bt.members_after_colon("Statistics Norway: Department of Health") is None
    assert bt.joined_and_placed("Ann Lee with Bo Chen at CERN") == "Ann Lee, Bo Chen"
    assert bt.verb_last_names("Dieser Bericht wurde von Hans Müller verfasst") == "Hans Müller"
    assert bt.verb_last_names("Dieser Bericht wurde vom Umweltbundesamt erstellt") is None


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Dieser Bericht wurde vom Umweltbundesamt erstellt", []),
        ("Dieser Bericht wurde von der Bundesanstalt für Wasserbau erstellt", []),
        ("Prepared by World Health Organization", []),
        ("Prepared by Ann Lee", ["Ann Lee"]),
        ("Prepared by Ann Lee and Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Rédigé par Anne Dupont", ["Anne Dupont"]),
        ("Ann Lee, Bo Chen", ["Ann Lee", "Bo Chen"]),
        ("Results at CERN with new detectors", []),
    ],
)
def test_control_lines_read_as_before(line: str, names: list[str]) -> None:
    assert names_in_line(line) == names


@pytest.mark.parametrize(
    ("byline", "authors"),
    [
        ("Dieser Bericht wurde von der Bundesanstalt für Wasserbau erstellt", ()),
        (
            "Prepared by Marta Ferreira, Jonas Lindqvist, and Eva Roth",
            ("Marta Ferreira", "Jonas Lindqvist", "Eva Roth"),
        ),
    ],
)
def test_control_report_pages(tmp_path: Path, byline: str, authors: tuple[str, ...]) -> None:
    assert _authors(tmp_path, byline) == authors

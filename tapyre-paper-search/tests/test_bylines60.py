"""Bylines and names, round 60 (bylines60), on generated report pages.

A body a person signs for after "for the" ("… for the Department of Health"), dropped; a
firm beside the names ("Acme Pty Ltd and Ann Lee"), no affiliation of theirs; a label
"Many authors:" / "Several authors:"; a bare ORCID iD after a name; a title run on after
a Vancouver list of names ("Doe J, Lee K. DNA Damage in Yeast"); degrees after a name
with no comma ("Ann Lee MD MPH"); affiliation letters set as words ("Ann Lee a,*");
hyphenated initials with an accented capital ("M.-È. Tremblay").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.degreetails import without_degrees
from tapyre_paper_search.pdf.forbodies import without_body_for
from tapyre_paper_search.pdf.vancouvertail import without_title_tail


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # a body signed for after the name: the line had been refused whole
        ("Ann Lee for the Department of Health", ("Ann Lee",)),
        ("Mark Hill for the Ministry of Health", ("Mark Hill",)),
        ("Ann Lee for the Department of Energy, Bo Chen", ("Ann Lee", "Bo Chen")),
        # a firm beside the names
        ("Acme Pty Ltd and Ann Lee", ("Ann Lee",)),
        ("Bo Chen, Ruth Hale and Globex GmbH", ("Bo Chen", "Ruth Hale")),
        # a label of two words
        ("Many authors: Ana Ruiz, Ben Cole", ("Ana Ruiz", "Ben Cole")),
        ("Several authors: Ana Ruiz, Ben Cole", ("Ana Ruiz", "Ben Cole")),
        # a bare ORCID iD after a name
        ("Ann Lee 0000-0002-1825-0097 and Bo Chen", ("Ann Lee", "Bo Chen")),
        # a title after a Vancouver list
        ("Doe J, Lee K. DNA Damage in Yeast", ("Doe J", "Lee K")),
        ("Doe J, Lee K & DNA Damage. Title", ("Doe J", "Lee K")),
        # degrees after the names, with no comma or with commas
        ("Ann Lee MD MPH, Bo Chen PhD", ("Ann Lee", "Bo Chen")),
        ("Ann Lee, MD, PhD and Bo Chen, RN", ("Ann Lee", "Bo Chen")),
        # affiliation letters set as words after the names
        ("Ann Lee a,*, Bo Chen b", ("Ann Lee", "Bo Chen")),
        # hyphenated initials with an accented capital
        ("J.-F. Côté, M.-È. Tremblay", ("J.-F. Côté", "M.-È. Tremblay")),
    ],
)  # fmt: skip
def test_bylines60_on_a_page(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # controls: a group's name is groupbylines'; a lead's "for the" is runinnames'
        ("Ann Lee and Bo Chen for the HELIX Study Team", ("Ann Lee", "Bo Chen")),
        ("Prepared by Arup for the Ministry of Transport", ()),
        ("Smith AB, Jones CD", ("Smith AB", "Jones CD")),
        ("Dr. Ann Lee and Dr. Bo Park", ("Ann Lee", "Bo Park")),
        ("Tomáš Dvořák a Eva Malá", ("Tomáš Dvořák", "Eva Malá")),
    ],
)  # fmt: skip
def test_bylines60_controls(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_body_signed_for_is_dropped_after_a_name_only() -> None:
    assert without_body_for("Paul Grant for the Ministry of Health") == "Paul Grant"
    assert without_body_for("Ann Lee for the Office of Research and Bo Chen") == (
        "Ann Lee and Bo Chen"
    )
    # one word before "for the" (a lead, a noun) and a body with no affiliation word stay
    line = "Prepared for the Ministry of Health by Ann Lee"
    assert without_body_for(line) == line
    assert without_body_for("Ann Lee for the Many") == "Ann Lee for the Many"


def test_a_firm_beside_names_is_no_affiliation_of_theirs() -> None:
    assert names_in_line("Acme Pty Ltd and Ann Lee") == ["Ann Lee"]
    assert names_in_line("Acme Pty Ltd and Ann Lee", lenient=True) == ["Ann Lee"]
    # control: a firm alone names nobody; a university is still an affiliation
    assert names_in_line("Acme Pty Ltd") == []
    assert names_in_line("Ann Lee, Acme Pty Ltd, University of Oslo") == []


def test_a_title_after_a_vancouver_list() -> None:
    assert without_title_tail(["Doe J", "Lee K. DNA Damage in Yeast"]) == ["Doe J", "Lee K"]
    assert without_title_tail(["Doe J", "van der Berg AB. A trial of sleep"]) == [
        "Doe J",
        "van der Berg AB",
    ]
    assert without_title_tail(["Doe J", "Lee K", "DNA Damage. Title"]) == ["Doe J", "Lee K"]
    # controls: initials with their stops, names that are no Vancouver list
    assert without_title_tail(["Doe J", "Lee K. A."]) == ["Doe J", "Lee K. A."]
    assert without_title_tail(["Ann Lee", "Bo Chen. Report"]) == ["Ann Lee", "Bo Chen. Report"]


def test_degrees_closing_a_name() -> None:
    assert without_degrees("Ann Lee MD MPH") == "Ann Lee"
    assert without_degrees("Bo Chen PhD") == "Bo Chen"
    # a lone degree in capitals is cut only where its line shows degrees (fix56b)
    assert without_degrees("Ann Lee MD", degreed=True) == "Ann Lee"
    assert without_degrees("Ann Lee MD") == "Ann Lee MD"
    # controls: a Vancouver surname and its initials; a suffix is a name's part
    assert without_degrees("Lopez Garcia MD") == "Lopez Garcia MD"
    assert without_degrees("Smith MD") == "Smith MD"
    assert without_degrees("John Smith Jr.") == "John Smith Jr."

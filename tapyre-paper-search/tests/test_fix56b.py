"""Review fixes, round 56 (fix56b): review56b's findings 1-7, on generated pages.

A firm with its place under a byline ("Xerox Corp, Palo Alto") adds no author; a surname
in capitals that is a degree too ("Wei Wei MA") stays the name's; co-author labels with a
colon ("Other authors:"); a Vancouver surname with "St." or a particle ("St. John AB",
"do Carmo AB"); title phrases before "for the <Body>" read as no person; "All authors:"
heads no byline; a vowel closing a line of affiliation letters is a mark.  Each finding
has its controls: what the rule it narrows must still do.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors, two_line_authors
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.catalogheading import other_authors, person_heading
from tapyre_paper_search.pdf.degreetails import line_has_degrees
from tapyre_paper_search.pdf.forbodies import without_body_for
from tapyre_paper_search.pdf.vancouvertail import without_title_tail
from test_pdf_front_matter_front57 import _catalogue


@pytest.mark.parametrize(
    ("byline", "affiliation", "want"),
    [
        ("Ann Lee and Bo Chen", "Xerox Corp, Palo Alto", ("Ann Lee", "Bo Chen")),
        ("Ann Lee and Bo Chen", "Meta Platforms Inc, Menlo Park", ("Ann Lee", "Bo Chen")),
        ("Ann Lee, Bo Chen", "IBM Corp, Yorktown Heights", ("Ann Lee", "Bo Chen")),
    ],
)
def test_a_firms_address_under_a_byline_adds_no_author(
    tmp_path: Path, byline: str, affiliation: str, want: tuple[str, ...]
) -> None:
    assert two_line_authors(tmp_path, byline, affiliation) == want


@pytest.mark.parametrize(
    "line",
    ["Xerox Corp, Palo Alto", "Bosch GmbH, Bad Homburg", "Acme Ltd, Milton Keynes"],
)
def test_a_firm_and_its_place_is_no_line_of_names(line: str) -> None:
    assert names_in_line(line) == []
    assert names_in_line(line, lenient=True) == []


def test_a_firm_joined_to_names_by_and_is_still_passed_over() -> None:
    assert names_in_line("Acme Pty Ltd and Ann Lee") == ["Ann Lee"]
    assert names_in_line("Bo Chen, Ruth Hale and Globex GmbH") == ["Bo Chen", "Ruth Hale"]
    assert names_in_line("Johnson & Johnson Inc, New Brunswick", lenient=True) == []


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Wei Wei MA, Jun LI, Hao ZHANG", ("Wei Wei Ma", "Jun Li", "Hao Zhang")),
        ("Yan Ling MA and Jun LI", ("Yan Ling Ma", "Jun Li")),
        # controls: degrees the line shows are cut on every name alike
        ("Ann Lee MD, Wei Zhang MD, Olu Adeyemi MD", ("Ann Lee", "Wei Zhang", "Olu Adeyemi")),
        ("Ann Lee MD MPH, Bo Chen PhD", ("Ann Lee", "Bo Chen")),
    ],
)
def test_a_surname_in_capitals_that_is_a_degree_stays(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_degrees_are_told_by_the_line() -> None:
    assert names_in_line("Mary Ann MA") == ["Mary Ann Ma"]
    assert not line_has_degrees(["Wei Wei MA", "Jun LI"])
    assert not line_has_degrees(["Smith MD", "Jones AB"])
    assert line_has_degrees(["Ann Lee MD", "Bo Chen MD"])
    assert line_has_degrees(["Ann Lee MD", "Bo Chen PhD"])


@pytest.mark.parametrize(
    "label", ["Other authors", "Other authors:", "Added authors:", "Co-authors:"]
)
def test_co_author_labels_with_or_without_a_colon(tmp_path: Path, label: str) -> None:
    rows = [("Author:", ["Lee, Ann, 1978-"]), (label, ["Chen, Bo.", "Diaz, Maria, 1950-2019"])]
    assert _catalogue(tmp_path, rows).authors == ("Ann Lee", "Bo Chen", "Maria Diaz")


def test_co_author_labels_and_abbreviated_headings() -> None:
    assert other_authors("Additional authors:") and other_authors("Other authors:")
    assert not other_authors("Authors:")
    assert person_heading("Smith, Th.") == "Th. Smith"  # an abbreviation keeps its stop
    assert person_heading("Chen, Bo.") == "Bo Chen"  # the heading's stop, not the name's
    assert person_heading("Doe, Jane Q.") == "Jane Q. Doe"


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Doe J, Lee K, St. John AB", ("Doe J", "Lee K", "St. John AB")),
        # control: a title run on after the list is still cut off
        ("Doe J, Lee K. DNA damage in yeast", ("Doe J", "Lee K")),
    ],
)
def test_a_vancouver_surname_with_st_is_kept(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_vancouver_tail_keeps_every_particle() -> None:
    for name in ["de los Santos AB", "do Carmo AB", "d'Almeida AB"]:
        assert without_title_tail(["Doe J", f"{name}. A trial of sleep"]) == ["Doe J", name]
    assert without_title_tail(["Doe J", "Lee KA. Trial"]) == ["Doe J", "Lee KA"]
    assert without_title_tail(["Doe J", "DNA Damage. Title"]) == ["Doe J"]  # control


@pytest.mark.parametrize(
    "line",
    [
        "Technical Assistance for the Ministry of Education",
        "Lessons Learned for the Department of Defense",
        "A Framework for the National Institute of Health",
        "Evidence Review for the Department of Health and Social Care",
    ],
)
def test_a_title_phrase_before_for_the_body_is_no_person(line: str) -> None:
    assert without_body_for(line) == line
    assert names_in_line(line) == []


def test_a_body_signed_for_runs_over_an_and_that_joins_no_person() -> None:
    assert names_in_line("Ann Lee for the Ministry of Health and Social Care") == ["Ann Lee"]
    # controls: a person after "and" ends the body; a word given name opens a person
    assert without_body_for("Ann Lee for the Office of Research and Bo Chen") == (
        "Ann Lee and Bo Chen"
    )
    assert names_in_line("Mark Hill for the Ministry of Health") == ["Mark Hill"]


def test_all_authors_heads_no_byline() -> None:
    assert names_in_line("All authors: Data Curation, Formal Analysis") == []
    assert names_in_line("All authors: Final Approval") == []
    assert names_in_line("Many authors: Ann Lee, Bo Chen") == ["Ann Lee", "Bo Chen"]  # control


def test_a_vowel_closing_a_line_of_letter_marks_is_a_mark(tmp_path: Path) -> None:
    want = ("Ann Lee", "Bo Chen", "Eve Roth")
    assert byline_authors(tmp_path, "Ann Lee a, Bo Chen b, Eve Roth e") == want
    assert names_in_line("Ann Lee a, Bo Chen e") == ["Ann Lee", "Bo Chen"]
    # controls: a lone vowel on a line of no marks is a word for "and"
    assert names_in_line("Petr Novák a Jana Malá") == names_in_line("Petr Novák a Jana Malá")
    assert names_in_line("José y") == []

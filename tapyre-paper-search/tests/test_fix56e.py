"""Review fixes, round 56 (fix56e): review56d's findings 1, 3, 4 and 5, with controls.

A lone capitals degree after one author's name ("John Smith MD") is cut again where the
line shows neither degrees nor surnames in capitals and the name opens on a given name
(degreetails); a title closing on "HPV 16", "Annual Report 2019" or "DSM 5th edition"
keeps those words: a standard's mark needs its year or "Std", a report's number is no
bare year and needs a comma or stop before a title-closing kind, and the word "edition"
after a plain space is a title's own (refbookfacts).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.degreetails import line_has_degrees, without_degrees
from tapyre_paper_search.pdf.refbookfacts import without_book_facts


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("John Smith MD", ("John Smith",)),
        ("Sarah Jones MD and Peter Brown", ("Sarah Jones", "Peter Brown")),
        ("Maria Garcia RN, Tom Hale", ("Maria Garcia", "Tom Hale")),
        # controls: surnames in capitals, and degrees the line shows
        ("Wei Wei MA, Jun LI", ("Wei Wei Ma", "Jun Li")),
        ("Ann Lee MD, Bo Chen MD", ("Ann Lee", "Bo Chen")),
    ],
)
def test_a_lone_degree_after_one_name_is_cut(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_line_that_shows_neither_leaves_each_piece_to_decide() -> None:
    assert line_has_degrees(["John Smith MD"]) is None
    assert line_has_degrees(["Wei Wei MA", "Jun LI"]) is False
    assert line_has_degrees(["Ann Lee MD", "Bo Chen MD"]) is True
    assert without_degrees("John Smith MD", degreed=None) == "John Smith"
    # controls: no given name first, or a Vancouver surname and its initials
    assert without_degrees("Lopez Garcia MD", degreed=None) == "Lopez Garcia MD"
    assert without_degrees("Smith MD", degreed=None) == "Smith MD"
    assert without_degrees("Mary Ann MA", degreed=None) == "Mary Ann MA"


@pytest.mark.parametrize(
    "title",
    [
        "Prevalence of oral infection, HPV 16",
        "Dynamics of the outbreak; COVID 19",
        "Sparks of intelligence. GPT 4",
        "Analysis of galaxies in the survey, SDSS 12",
        "Gravitational waves from binary mergers, GW 150914",
        "Changes in US diets. USDA 2019",
        "Lessons learned from our Annual Report 2019",
        "Discrepancies between physicians Clinical Note 3",
        "What changed in DSM 5th edition",
        "Differences between ICD 10th edition",
    ],
)
def test_a_titles_own_closing_words_stay(title: str) -> None:
    assert without_book_facts(title) == title


@pytest.mark.parametrize(
    "title",
    [
        # controls: the facts the narrowed rules must still cut
        "Growth of street trees in cities, DIN 20394:2014",
        "Growth of street trees in cities, IEEE Std 1003.1-2017",
        "Growth of street trees in cities, Policy Brief DOE/SC-4388",
        "Growth of street trees in cities Technical Memorandum No. 12 (Agency, 2014)",
        "Growth of street trees in cities 4th ed",
        "Growth of street trees in cities (4th edition",
        "Growth of street trees in cities, 3rd edition",
    ],
)
def test_book_facts_still_leave(title: str) -> None:
    assert without_book_facts(title) == "Growth of street trees in cities"

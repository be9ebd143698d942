"""A byline or an address note in capitals reads wholly as names (the lead's re-read of
round 39): ``bylineunder.wholly_names`` took the read names out of the line in the case
``names_in_line`` gives them (title case), so a line in capitals or with doubled spaces
never read "wholly" — no byline under the abstract and no "Authors' addresses" entry in
capitals was read, and a byline in capitals over the abstract went unseen."""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf.bylineunder import wholly_names
from test_pdf_front_matter_latex39 import _PLACES, _read, _read_after


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("ANN LEE AND BO CHEN", ("Ann Lee", "Bo Chen")),
        ("J. SMITH, K. JONES", ("J. Smith", "K. Jones")),
        ("Ann  Lee and Bo  Chen", ("Ann Lee", "Bo Chen")),
        # control: title case, read on 7473b4a4 too
        ("Ann Lee and Bo Chen", ("Ann Lee", "Bo Chen")),
    ],
)
def test_a_line_of_names_in_any_case_reads_wholly(text: str, names: tuple[str, ...]) -> None:
    assert wholly_names(text) == names


def test_control_words_left_over_are_no_byline() -> None:
    assert wholly_names("ANN LEE AND THE STUDY GROUP") == ()
    assert wholly_names("Ann Lee and the team") == ()


def test_a_byline_in_capitals_under_the_abstract(tmp_path: Path) -> None:
    abstract, authors = _read_after(tmp_path, ["MARTA FERREIRA AND JONAS LINDQVIST"], _PLACES)
    assert authors == ("Marta Ferreira", "Jonas Lindqvist")
    assert abstract.endswith("twelve independent runs.")


def test_an_address_note_in_capitals(tmp_path: Path) -> None:
    note = [
        "Authors' addresses: MARTA FERREIRA AND JONAS LINDQVIST, Department of Biochemistry,",
        "University of Cagliari, Cagliari, Italy; CHIARA RUSSO, Institute of Pathology,",
        "University of Padova, Italy.",
    ]
    _title, authors = _read(tmp_path, note)
    assert authors == ("Marta Ferreira", "Jonas Lindqvist", "Chiara Russo")

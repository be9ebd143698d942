"""Bylines and names, round 54 (bylines54), on generated report pages.

A person's head before a colon whose own domain the page prints with their own
mailbox ("jane@jane-smith.org"): the domain is theirs, no firm's (review58); a team's
role run in before names ("Team Lead: …"); a bare copyright holder naming an insurer,
an energy maker, a telegraph or a works in another language; a Vietnamese name with two
given names run into the next; names under a series' numeral head whose given or
surnames are words.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors, two_line_authors
from tapyre_paper_search.pdf import extract_pdf
from test_bylines50 import _page
from test_pdf_front_matter_latex47 import _two_types

# --- a person's own domain with their own mailbox: no firm's (review58) ---------------


@pytest.mark.parametrize(
    ("byline", "extra", "want"),
    [
        ("Prepared by Jane Smith: Owen Price", "jane@jane-smith.org",
         ("Jane Smith", "Owen Price")),
        ("Prepared by Ruth Allen: Owen Price",
         "© 2021 Ruth Allen, www.ruthallen.com, ruth@ruthallen.net",
         ("Ruth Allen", "Owen Price")),
        ("Prepared by Dorka Vale: Owen Price", "dvale@dorkavale.com",
         ("Dorka Vale", "Owen Price")),
        # control: another person's mailbox at the firm's domain names it the firm's
        ("Prepared by Grant Thornton: Ann Lee", "ann.lee@grant-thornton.co.uk", ("Ann Lee",)),
        # control: a firm's role mailbox is no person's
        ("Prepared by Grant Thornton: Ann Lee", "info@grantthornton.com", ("Ann Lee",)),
    ],
)  # fmt: skip
def test_a_persons_own_domain_with_their_mailbox(
    tmp_path: Path, byline: str, extra: str, want: tuple[str, ...]
) -> None:
    assert _page(tmp_path, byline, extra, foot=True) == want


# --- a team's role run in before the names --------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Project Manager: Ann Lee", ("Ann Lee",)),
        ("Team Lead: Mara Holt", ("Mara Holt",)),
        ("Principal Investigator: Lena Vogt", ("Lena Vogt",)),
        ("Research Team: Bo Chen, Mara Holt", ("Bo Chen", "Mara Holt")),
        ("Projektleitung: Jonas Weber", ("Jonas Weber",)),
        ("Équipe de recherche : Marie Dubois, Luc Martin", ("Marie Dubois", "Luc Martin")),
    ],
)
def test_a_team_role_before_names(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize("byline", ["Editor: Ann Lee", "Advisor: Ann Lee"])
def test_other_roles_name_no_maker(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()  # control: as on the base


# --- a bare copyright holder naming a trade in another language ------------------------


@pytest.mark.parametrize(
    "extra",
    [
        "© 2022 Allianz Versicherung",
        "© 2023 Generali Assicurazioni",
        "© 2021 Siemens Energie",
        "© 2019 Nippon Telegraph",
        "© 2020 Hitachi Seisakusho",
    ],
)
def test_a_trade_holder_names_nobody(tmp_path: Path, extra: str) -> None:
    assert _page(tmp_path, "", extra, foot=True) == ()


def test_a_person_holder_stays(tmp_path: Path) -> None:
    assert _page(tmp_path, "", "© 2021 Laura Conti", foot=True) == ("Laura Conti",)  # control


# --- a Vietnamese name with two given names run into the next --------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Nguyen Thi Thu Ha Le Van Duc", ("Nguyen Thi Thu Ha", "Le Van Duc")),
        ("Pham Thi Minh Chau Do Van Nam", ("Pham Thi Minh Chau", "Do Van Nam")),
        # controls: one given name each, as on the base
        ("Nguyen Van An Tran Thi Binh", ("Nguyen Van An", "Tran Thi Binh")),
        ("Vu Thi Mai Do Van Nam", ("Vu Thi Mai", "Do Van Nam")),
    ],
)
def test_two_given_names_run_together(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- names whose words are words, under a series' numeral head -------------------------


@pytest.mark.parametrize(
    ("head", "row", "want"),
    [
        ("Reports on Glaciers. XII.", "Ida Berg and Omar Said", "Reports on Glaciers. XII."),
        ("Studies of Lake Sediments. IV.", "Ruth Hale and Owen Fields",
         "Studies of Lake Sediments. IV."),
        # controls: a title's row stays on the head
        ("Lectures on Physics. IX.", "Ising Model and Potts Model",
         "Lectures on Physics. IX. Ising Model and Potts Model"),
        ("Notes on Topology. III.", "Black Holes and Curved Spacetimes",
         "Notes on Topology. III. Black Holes and Curved Spacetimes"),
    ],
)  # fmt: skip
def test_names_under_a_numeral_head(tmp_path: Path, head: str, row: str, want: str) -> None:
    _two_types(tmp_path / "s.pdf", head, row)
    assert extract_pdf(tmp_path / "s.pdf").title == want


# --- a participle with a hyphened "co-" ----------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Co-led by Ida Berg", ("Ida Berg",)),
        ("Co-written by Ann Lee and Bo Chen", ("Ann Lee", "Bo Chen")),
        # controls: another role's participle after "co-" names no maker
        ("Co-supervised by Ann Lee", ()),
        ("Co-edited by Ann Lee", ()),
    ],
)
def test_a_co_participle_lead(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_co_leader_beside_the_authors(tmp_path: Path) -> None:
    assert two_line_authors(tmp_path, "Written by Ann Lee", "Co-led by Bo Chen") == ("Ann Lee",)

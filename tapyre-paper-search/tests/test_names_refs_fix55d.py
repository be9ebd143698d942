"""Review fixes of round 55's second wave, names and references (fix55d), on generated
pages and reference strings.

A capital initial after "Dr." is the name's, no doctorate's field; a one-word venue is
no leftover of a version's or reprint's cut; a legal form that is also a surname
("Sas", "Sau", "Asa") closes a firm only as firms write it; "Series" after a paper's
kind is no school; only a qualifier of a closed list runs in before "authors:".
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.refkindschool import school_venue
from tapyre_paper_search.pdf.reftypefacts import typed_parts
from tapyre_paper_search.pdf.untitledname import untitled

# --- a capital initial after "Dr." is the name's (review55b item 2) -----------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Dr. C. Thomas Caskey and Dr. H. Jean Smith", ("C. Thomas Caskey", "H. Jean Smith")),
        ("Prof. C. Ann Lee, Bo Chen", ("C. Ann Lee", "Bo Chen")),
    ],
)
def test_a_capital_initial_after_a_title_stays(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        (
            "Dr. med. Katrin Vogel and Prof. Dr. rer. nat. Hans Müller",
            ("Katrin Vogel", "Hans Müller"),
        ),
        ("Dr. h. c. Ann Lee and Bo Chen", ("Ann Lee", "Bo Chen")),
    ],
)
def test_a_doctorates_field_control(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_untitled_keeps_capital_initials() -> None:
    assert untitled(("Dr. C. Thomas Caskey", "Prof. C. Ann Lee", "Dr. h.c. Ann Lee")) == (
        "C. Thomas Caskey",
        "C. Ann Lee",
        "Ann Lee",
    )


# --- a one-word venue after a version's or reprint's cut (review55b item 3) ----------


@pytest.mark.parametrize(
    ("title", "venue", "want"),
    [
        ("PyTorch: an imperative style library, version 1.2", "Zenodo",
         ("PyTorch: an imperative style library", "Zenodo")),
        ("Deep learning, version 2", "Nature", ("Deep learning", "Nature")),
        ("Leviathan. Reprint", "Penguin", ("Leviathan", "Penguin")),
    ],
)  # fmt: skip
def test_a_one_word_venue_stays_after_a_version_cut(
    title: str, venue: str, want: tuple[str, str]
) -> None:
    assert typed_parts(title, venue, f"{title}. {venue}, 2019.") == want


@pytest.mark.parametrize(
    ("title", "venue", "want"),
    [
        ("Sun and moon, trans. from the Spanish by S. M.", "Cohen", ("Sun and moon", "")),
        ("Method for coating, pat", "US 6,963,611", ("Method for coating", "")),
    ],
)
def test_a_translators_or_patents_leftover_control(
    title: str, venue: str, want: tuple[str, str]
) -> None:
    assert typed_parts(title, venue, f"{title} {venue}. 2001.") == want


@pytest.mark.parametrize(
    ("title", "venue"),
    [
        ("Why the reference genome needs a new Version 2.0", "Genome Biol."),
        ("Adaptive Reprint", "J. Appl. Psychol."),
    ],
)
def test_a_titles_own_version_or_reprint_stays(title: str, venue: str) -> None:
    assert typed_parts(title, venue, f"{title}. {venue} 3, 2020.") == (title, venue)


def test_a_reprint_before_its_bracketed_publisher_control() -> None:
    title = "A small molecule modulates histone demethylase activity Reprint"
    rest = f"{title} (De Gruyter, London, 2017)."
    assert typed_parts(title, "", rest) == (title.removesuffix(" Reprint"), "")


# --- a legal form that is also a name (review55b item 4) ---------------------------


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Anna Kovacs Peter Sas", ["Anna Kovacs", "Peter Sas"]),
        ("Mikkel Holm Lars Asa", ["Mikkel Holm", "Lars Asa"]),
        ("Maria Puig Jordi Sau", ["Maria Puig", "Jordi Sau"]),
    ],
)
def test_a_surname_like_a_legal_form_is_a_persons(line: str, want: list[str]) -> None:
    assert names_in_line(line) == want


@pytest.mark.parametrize(
    "byline",
    [
        "Aurecon New Zealand Limited",
        "Fichtner Water Transportation GmbH",
        "Capgemini Technology Services SAS",
        "Prepared by Telecom Italia Mobile SpA",
        "Prepared by Norsk Hydro ASA",
        "Prepared by Capgemini SAS",
    ],
)
def test_a_firm_closing_on_its_form_control(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


# --- "Series" after a paper's kind is no school (review55b item 5) -------------------


def test_series_after_a_papers_kind_is_no_school() -> None:
    venue = "Research Paper Series, Stanford University"
    assert school_venue(venue, f"Title. {venue}, 2001.") == venue


@pytest.mark.parametrize(
    "venue",
    [
        "Working paper WP 40/6, Stanford University",
        "Research paper, Stanford University",
        "Stanford University, Working paper WP 19/4",
    ],
)
def test_a_papers_kind_with_its_school_control(venue: str) -> None:
    assert school_venue(venue, f"Title. {venue}, 2001.") == "Stanford University"


# --- a qualifier before "authors:" from a closed list (review55b item 8) -------------


@pytest.mark.parametrize("line", ["Other authors: Ann Lee, Bo Chen", "Dear authors: Ann Lee"])
def test_any_word_before_authors_is_no_label(line: str) -> None:
    assert names_in_line(line) == []


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Contributing authors: Ann Lee, Bo Chen", ("Ann Lee", "Bo Chen")),
        ("Invited authors: Ann Lee, Bo Chen", ("Ann Lee", "Bo Chen")),
        ("Co-lead authors: Ann Lee, Bo Chen", ("Ann Lee", "Bo Chen")),
        ("Senior authors: Ann Lee, Bo Chen", ("Ann Lee", "Bo Chen")),
        ("Report authors: Ann Lee, Bo Chen", ("Ann Lee", "Bo Chen")),
    ],
)
def test_a_qualified_authors_label_control(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want

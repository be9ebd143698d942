"""Bylines and names, round 57 (bylines57), on generated report pages.

The Polish, Vietnamese and Turkish words for "and" and the Indonesian and Malay "dan"
(lower case only) between names; a body run on after a name with "on behalf of" and no
comma; a group's name ("The ORION Trial Investigators") naming nobody; an abbreviated
suffix keeping its stop; a two-word particle inside a long Spanish name; a topic's head
before a colon and an overview's noun.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from report_pages import byline_authors
from tapyre_paper_search.pdf.cjknames import caseless_names

# --- a language's "and" between names ------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Agnieszka Lewandowska oraz Tomasz Kamiński",
         ("Agnieszka Lewandowska", "Tomasz Kamiński")),
        ("Phạm Minh Châu và Lê Quốc Bảo", ("Phạm Minh Châu", "Lê Quốc Bảo")),
        ("Ayşe Yılmaz ile Mehmet Öztürk", ("Ayşe Yılmaz", "Mehmet Öztürk")),
        ("Dewi Lestari dan Budi Santoso", ("Dewi Lestari", "Budi Santoso")),
        ("Nurul Huda, Rizal Hakim dan Putri Wulandari",
         ("Nurul Huda", "Rizal Hakim", "Putri Wulandari")),
    ],
)  # fmt: skip
def test_a_languages_and_between_names(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # controls: "Dan" is a given name in any case but the lower
        ("Ann Lee, Dan Brown", ("Ann Lee", "Dan Brown")),
        ("Dan Brown and Ann Lee", ("Dan Brown", "Ann Lee")),
        ("ANN LEE DAN BROWN", ("Ann Lee", "Dan Brown")),
    ],
)  # fmt: skip
def test_dan_as_a_given_name_stays(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- a body the names speak for, with no comma before it ------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("Tomás Reyes on behalf of the Coastal Monitoring Network", ("Tomás Reyes",)),
        ("Ann Lee and Bo Chen on behalf of the Regional Health Authority", ("Ann Lee", "Bo Chen")),
        ("Jean Dupont au nom du Conseil scientifique", ("Jean Dupont",)),
    ],
)  # fmt: skip
def test_on_behalf_of_without_a_comma(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_on_behalf_of_after_a_comma_control(tmp_path: Path) -> None:
    # control: the comma's form was read so on the base
    assert byline_authors(tmp_path, "Tomás Reyes, on behalf of the Coastal Monitoring Network") == (
        "Tomás Reyes",
    )


# --- a group's name ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "byline",
    [
        "The ORION Trial Investigators",
        "The Heart Outcomes Collaborators",
        "ORION Trial Investigators",
        "The HELIX Consortium",
    ],
)
def test_a_groups_name_names_nobody(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # controls: names before a group, a Vietnamese given name spelt "The"
        ("Ann Lee and the ORION Trial Investigators", ("Ann Lee",)),
        ("The Anh Nguyen", ("The Anh Nguyen",)),
    ],
)  # fmt: skip
def test_names_beside_a_group_control(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- a suffix's stop, a two-word particle ---------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # the suffix kept with its name while read, dropped from the name given out
        # (bylines70: bylines68's convention)
        ("Samuel Adams Jr. and Lee Brown III", ("Samuel Adams", "Lee Brown")),
        ("Marcus Webb Sr.", ("Marcus Webb",)),
        ("Ana María de los Ángeles Ruiz", ("Ana María de los Ángeles Ruiz",)),
        ("María José de las Nieves Ortega", ("María José de las Nieves Ortega",)),
    ],
)  # fmt: skip
def test_a_suffix_and_a_particle_kept(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


def test_a_line_ends_stop_dropped_control(tmp_path: Path) -> None:
    # control: the line's own stop is no part of the last name
    assert byline_authors(tmp_path, "Ann Lee and Bo Chen.") == ("Ann Lee", "Bo Chen")


# --- a topic's head before an overview's noun ------------------------------------------


@pytest.mark.parametrize(
    "byline", ["Zika Virus: Overview", "Chikungunya Virus: Overview", "HIV Testing: Summary"]
)
def test_a_topics_head_names_nobody(tmp_path: Path, byline: str) -> None:
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        # controls: a listed given name, a surname no dictionary knows
        ("Kwabena Mensah: Annual Summary", ("Kwabena Mensah",)),
        ("Sam Patel: Annual Summary", ("Sam Patel",)),
    ],
)  # fmt: skip
def test_a_person_before_a_title_control(
    tmp_path: Path, byline: str, want: tuple[str, ...]
) -> None:
    assert byline_authors(tmp_path, byline) == want


# --- names in Hangul, or in kanji and kana ------------------------------------------------


@pytest.mark.parametrize(
    ("byline", "want"),
    [
        ("박지훈, 최수아", ("박지훈", "최수아")),
        ("남궁민수·정하늘", ("남궁민수", "정하늘")),
        ("鈴木 一郎、高橋 さくら", ("鈴木 一郎", "高橋 さくら")),
        ("田中 健", ("田中 健",)),
    ],
)  # fmt: skip
def test_names_in_caseless_scripts(tmp_path: Path, byline: str, want: tuple[str, ...]) -> None:
    assert byline_authors(tmp_path, byline) == want


@pytest.mark.parametrize("byline", ["정보, 기술", "연구 보고서", "機械学習"])
def test_caseless_words_name_nobody_control(tmp_path: Path, byline: str) -> None:
    # controls: nouns of two syllables, a title without a family name, kanji with no space
    assert byline_authors(tmp_path, byline) == ()


@pytest.mark.parametrize("byline", ["摘 要", "結 論"])
def test_a_letter_spaced_heading_names_nobody(tmp_path: Path, byline: str) -> None:
    # Chinese and Japanese papers letter-space short headings ("abstract", "conclusion")
    assert byline_authors(tmp_path, byline) == ()


def test_letter_spaced_pairs_and_mixed_scripts_in_caseless_names() -> None:
    assert caseless_names("摘 要") is None
    assert caseless_names("김 AB") is None
    assert caseless_names("王 芳、李 明") == ["王 芳", "李 明"]  # control: listed names
    assert caseless_names("김 민준") == ["김 민준"]  # control

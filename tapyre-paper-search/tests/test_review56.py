"""Round 49's second review (review56): converses of front48's, speed45's and review54's
rules.

The copyright line at the first page's foot (front48's ``copyrightnames``, last of the
fallbacks for a page with no byline) named a body with a person's shape as the page's
authors ("© 2020 World Health Organization", "© Springer Nature 2021", "© 2021 ATLAS
Collaboration", "© The Lancet 2019"), the holder of a work the page reprints ("© 2019 Bo
Chen. Reprinted with permission."), and a picture's credit with no year or licence ("©
Bo Chen").  Its holders before a licensee and an Italian "e" between two names are
read now.  Controls (labelled) keep the page's own copyright line read.
"""

from __future__ import annotations

from pathlib import Path

from test_pdf_front_matter_front48 import _authors


def test_a_world_body_holding_the_copyright_names_nobody(tmp_path: Path) -> None:
    foot = ["\u00a9 2020 World Health Organization. Published under a CC BY 4.0 licence."]
    assert _authors(tmp_path, foot) == ()


def test_a_publisher_of_two_dictionary_words_names_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["\u00a9 Springer Nature 2021. All rights reserved."]) == ()


def test_a_collaboration_holding_the_copyright_names_nobody(tmp_path: Path) -> None:
    foot = ["\u00a9 2021 ATLAS Collaboration. Published under a CC BY 4.0 licence."]
    assert _authors(tmp_path, foot) == ()


def test_a_journal_opening_with_an_article_names_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["\u00a9 The Lancet 2019. All rights reserved."]) == ()


def test_a_union_of_states_in_german_names_nobody(tmp_path: Path) -> None:
    foot = ["\u00a9 2022 Europ\u00e4ische Union. Ver\u00f6ffentlicht unter CC BY 4.0."]
    assert _authors(tmp_path, foot) == ()


def test_a_city_in_french_names_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["\u00a9 2018 Ville de Paris. Tous droits r\u00e9serv\u00e9s."]) == ()


def test_the_holder_of_a_reprinted_work_is_no_author(tmp_path: Path) -> None:
    foot = ["\u00a9 2019 Bo Chen. Reprinted with permission of the author."]
    assert _authors(tmp_path, foot) == ()


def test_a_pictures_credit_with_no_year_names_nobody(tmp_path: Path) -> None:
    assert _authors(tmp_path, ["\u00a9 Bo Chen"]) == ()


def test_control_the_pages_own_line_in_spanish_is_read(tmp_path: Path) -> None:
    foot = ["\u00a9 2021 Ana Ruiz y Pablo Ortega. Publicado bajo licencia CC BY 4.0."]
    assert _authors(tmp_path, foot) == ("Ana Ruiz", "Pablo Ortega")


def test_control_names_that_are_dictionary_words_are_read(tmp_path: Path) -> None:
    foot = ["\u00a9 2020 Grace Young and Tom Wood. Published under a CC BY 4.0 licence."]
    assert _authors(tmp_path, foot) == ("Grace Young", "Tom Wood")


def test_control_a_holder_with_no_year_before_a_licence_is_read(tmp_path: Path) -> None:
    foot = ["\u00a9 Ann Lee and Bo Chen. Published under a CC BY 4.0 licence."]
    assert _authors(tmp_path, foot) == ("Ann Lee", "Bo Chen")


def test_holders_before_their_licensee_are_read(tmp_path: Path) -> None:
    """Fails on 8175a405: "licensee" was a body's word in the holder."""
    foot = ["\u00a9 2021 Ann Lee and Bo Chen; licensee Acme Ltd, Basel, Switzerland."]
    assert _authors(tmp_path, foot) == ("Ann Lee", "Bo Chen")


def test_an_italian_copyright_line_names_both(tmp_path: Path) -> None:
    """Fails on 8175a405: one name "Marco Rossi e Lara Stein"."""
    foot = ["\u00a9 2020 Marco Rossi e Lara Stein, tutti i diritti riservati."]
    assert _authors(tmp_path, foot) == ("Marco Rossi", "Lara Stein")


def test_control_a_compound_surname_with_e_stays_whole(tmp_path: Path) -> None:
    """Control (passes on 8175a405 too)."""
    foot = ["\u00a9 2021 Ana Costa e Silva and Bo Chen. Published under a CC BY 4.0 licence."]
    assert _authors(tmp_path, foot) == ("Ana Costa e Silva", "Bo Chen")

"""Review of refs37's reference rules (review111).

1. A list read surname first with no comma ("Smith J., Doe A.") turns its two-word
   names round (``refsurnamefirst``), but not a group's name ("Study Group", "Writing
   Committee": :data:`.refnameforms.GROUP_WORDS`) nor a name that opens with a common
   given name and ends with none ("Jane Miller").
2. After a name of form ``e`` ("Doe Jane A."), the next name is read in that form where
   it can be ("Smith Ruth B." of "…, Smith Ruth B. Lake Baikal. Nature …"), not as a
   given-first name running into a title that opens with two capitalised words.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference

_NATURE = " Lake Baikal. Nature, 12:3, 2019."


@pytest.mark.parametrize(
    ("names", "authors"),
    [
        ("Smith J., Doe A., Study Group.", ("J. Smith", "A. Doe", "Study Group")),
        ("Smith J., Doe A.; Writing Committee.", ("J. Smith", "A. Doe", "Writing Committee")),
        ("Smith J., Doe A., Jane Miller.", ("J. Smith", "A. Doe", "Jane Miller")),
        ("Smith J. and Jane Doe.", ("J. Smith", "Jane Doe")),
    ],
)
def test_a_group_or_a_given_first_name_is_not_turned_round(
    names: str, authors: tuple[str, ...]
) -> None:
    ref = parse_reference(names + _NATURE)
    assert ref.authors == authors
    assert ref.title == "Lake Baikal"


@pytest.mark.parametrize(
    ("names", "authors"),
    [
        ("Smith J., Doe A., Wang Wei.", ("J. Smith", "A. Doe", "Wei Wang")),
        ("Nagy Istvan, Kovacs P., Szabo Anna.", ("Istvan Nagy", "P. Kovacs", "Anna Szabo")),
        ("Padovani P., Streinu Ileana.", ("P. Padovani", "Ileana Streinu")),
    ],
)
def test_control_surname_first_two_word_names_still_turned_round(
    names: str, authors: tuple[str, ...]
) -> None:
    ref = parse_reference(names + _NATURE)
    assert ref.authors == authors
    assert ref.title == "Lake Baikal"


@pytest.mark.parametrize("join", [", ", " and "])
def test_a_form_e_name_after_another_stops_before_a_two_word_title(join: str) -> None:
    ref = parse_reference("Doe Jane A." + join + "Smith Ruth B." + _NATURE)
    assert ref.authors == ("Jane A. Doe", "Ruth B. Smith")
    assert ref.title == "Lake Baikal"
    assert ref.venue == "Nature"


def test_control_form_e_list_before_a_title_of_english_words() -> None:
    ref = parse_reference(
        "Yurkin Maxim A., Hoekstra Alfons G. Light scattering by particles. Nature, 12:3, 2019."
    )
    assert ref.authors == ("Maxim A. Yurkin", "Alfons G. Hoekstra")
    assert ref.title == "Light scattering by particles"


def test_control_after_a_form_e_name_a_dotted_name_stops_before_the_title() -> None:
    ref = parse_reference(
        "Millis Andrew J., Hernandez F. G. G. Cortical Dynein Controls Microtubule Asters"
        " // Proceedings of the 7th Conference on Economics. 2018. 875-891."
    )
    assert ref.authors == ("Andrew J. Millis", "F. G. G. Hernandez")
    assert ref.title == "Cortical Dynein Controls Microtubule Asters"

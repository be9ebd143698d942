"""Reference-list leftovers of round thirty (refs30).

Month abbreviations read as the start of any word ("Energy", "Magazine", "General",
"Outlook", "Settings" taken for "ene", "mag", "gen", "out", "set"), so a venue of a
link's word and such a word and a number read as an access note.  Chemistry-style books
and chapters ("Title. In Book; Roe, B., Ed.; CRC Press: Boca Raton, FL, 2015; Vol. 3,
pp 1-20."), whose venue kept the editors, publisher and place, and whose book title kept
the publisher and year before "Vol.".  Each row and test but the guards failed before
round thirty.
"""

from __future__ import annotations

import pytest
from reference_cases import Parsed, check_parsed, parsed_cases
from tapyre_paper_search.pdf.refaccess import access_note, without_access_note

_NOT_NOTES = (
    "Online Energy 12",
    "Online Magazine 3",
    "Available online: Outlook 2",
    "Online General 5",
    "Available at: Settings 12",
    "Online Marine 3",
    "Online Decision 7",
)


@pytest.mark.parametrize("venue", _NOT_NOTES)
def test_a_word_opening_like_a_month_is_no_month(venue: str) -> None:
    assert not access_note(venue)
    assert without_access_note(f"Springer. {venue}") == f"Springer. {venue}"


@pytest.mark.parametrize(  # guards: whole months and their abbreviations, as before
    "venue",
    (
        "Accessed 3 Sept. 2020",
        "Accessed December 3, 2020",
        "Consultado el 3 de setiembre de 2020",
        "Consultado el 3 de ene. de 2020",
        "Acesso em: 10 de março de 2020",
        "Acesso em: 10 de outubro de 2020",
        "Acesso em: 10 out. 2020",
        "Accès le 3 févr. 2020",
        "Accès le 3 juillet 2020",
        "Consultato il 3 giugno 2020",
        "Consultato il 3 gen. 2020",
        "Consultato il 3 mag 2020",
        "Accessed 3 dez. 2020",
    ),
)
def test_months_still_read(venue: str) -> None:
    assert access_note(venue)


def test_the_austrian_january() -> None:
    assert access_note("Zugriff am 3. Jänner 2020")


ROWS = (
    Parsed(
        "a-chapter-with-its-editor-and-volume",
        "Smith, J.; Doe, A. Metal Ions in Enzymes. In Metals in Biology; Roe, B., Ed.; "
        "CRC Press: Boca Raton, FL, 2015; Vol. 3, pp 1-20.",
        {"title": "Metal Ions in Enzymes", "venue": "Metals in Biology", "year": 2015},
    ),
    Parsed(
        "a-chapter-with-its-editors-and-edition",
        "Smith, J. Metal Ions in Enzymes. In Metals in Biology, 2nd ed.; Roe, B., Lee, C., "
        "Eds.; Wiley: New York, 2015; pp 1-20.",
        {"title": "Metal Ions in Enzymes", "venue": "Metals in Biology"},
    ),
    Parsed(
        "a-chapter-with-no-editor",
        "Smith, J. Metal Ions in Enzymes. In Metals in Biology; CRC Press: Boca Raton, FL, "
        "2015; pp 1-20.",
        {"title": "Metal Ions in Enzymes", "venue": "Metals in Biology"},
    ),
    Parsed(
        "proceedings-before-their-publisher",
        "Smith, J. Growth control. Proceedings of the 9th Conference on Things; Springer: "
        "Berlin, 2009; pp 1-10.",
        {"title": "Growth control", "venue": "Proceedings of the 9th Conference on Things"},
    ),
    Parsed(
        "a-book-with-its-volume",
        "Smith, J. Metals in Biology; CRC Press: Boca Raton, FL, 2015; Vol. 3, pp 1-20.",
        {"title": "Metals in Biology", "venue": "", "year": 2015},
    ),
    Parsed(
        "a-book-with-its-edition-and-volume",
        "Smith, J. Metals in Biology, 3rd ed.; Wiley-VCH: Weinheim, Germany, 2015; Vol. 2.",
        {"title": "Metals in Biology", "venue": ""},
    ),
    Parsed(  # guard: a book with no volume, as before
        "guard-a-book",
        "Smith, J. Metals in Biology; CRC Press: Boca Raton, FL, 2015.",
        {"title": "Metals in Biology", "venue": ""},
    ),
    Parsed(  # guard: a title's own semicolon before a journal, as before
        "guard-a-title-with-a-semicolon",
        "Smith, J. Proteins; Structure: Function. J. Chem. 2015, 12, 1-5.",
        {"title": "Proteins; Structure: Function", "year": 2015},
    ),
)


@parsed_cases(*ROWS)
def test_refs30_forms(case: Parsed) -> None:
    check_parsed(case)

"""Reference-list leftovers of round thirty (refs30).

Month abbreviations read as the start of any word ("Energy", "Magazine", "General",
"Outlook", "Settings" taken for "ene", "mag", "gen", "out", "set"), so a venue of a
link's word and such a word and a number read as an access note.  Each row and test
but the guards failed before round thirty.
"""

from __future__ import annotations

import pytest
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

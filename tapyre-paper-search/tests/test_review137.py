"""review137 on refs40: the double surnames' reading (``refdoublenames``) where an
ACS-style list ends in "; et al." (the names read again without it were read without
the double surname, so "; et al." stayed as the title)."""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.references import parse_reference


@pytest.mark.parametrize(
    ("text", "authors"),
    [
        (
            "García Márquez, G.; et al. (2015). Title of things. Journal X, 3, 4-5.",
            ("G. García Márquez",),
        ),
        (
            "Smith, J.; García Márquez, G.; et al. Title of things. J. Am. Chem. Soc."
            " 2015, 3, 4-5.",
            ("J. Smith", "G. García Márquez"),
        ),
    ],
)
def test_a_double_surname_before_semicolon_et_al(text: str, authors: tuple[str, ...]) -> None:
    entry = parse_reference(text)
    assert entry.authors == authors
    assert entry.title == "Title of things"


def test_one_word_surnames_before_semicolon_et_al_control() -> None:
    entry = parse_reference("Smith, J.; Lee, K.; et al. (2015). Title of things. Journal X, 3.")
    assert (entry.authors, entry.title) == (("J. Smith", "K. Lee"), "Title of things")

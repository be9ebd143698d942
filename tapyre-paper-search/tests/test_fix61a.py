"""Review fixes, round 61 (fix61a): defects of bylines66's and front65's rules; lines
only, no page drawn.

A three-word name shaped as an Iberian compound given name ("Ana de Jesus", "Juan de
Dios", "Albert del Rosario") counted its "de" twice and read as no name (compoundgiven);
a wrapped line of a foreword's prose opening on a name and a post was read as the
foreword's signature (forewordsigner); a name and a short span of years, a project's or a
term's, was read as a life (lifespan).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.authors import names_in_line
from tapyre_paper_search.pdf.forewordsigner import foreword_signers, without_foreword_signers
from tapyre_paper_search.pdf.lifespan import is_life_line
from tapyre_paper_search.pdf.lines import Line
from tapyre_paper_search.pdf.namewords import as_name


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("Albert del Rosario, Ann Lee", ["Albert del Rosario", "Ann Lee"]),
        ("Ana de Jesus, Paulo de Jesus", ["Ana de Jesus", "Paulo de Jesus"]),
        ("Ann Lee, Juan de Dios", ["Ann Lee", "Juan de Dios"]),
        ("Ann Lee, Maria da Graça", ["Ann Lee", "Maria da Graça"]),
        # controls, right before too: the compound given name and its surnames
        ("María del Carmen Ruiz de la Fuente", ["María del Carmen Ruiz de la Fuente"]),
        ("José de Jesús Pérez, Ann Lee", ["José de Jesús Pérez", "Ann Lee"]),
    ],
)
def test_a_surname_shaped_as_a_devotional_given_name_is_read(line: str, names: list[str]) -> None:
    """Before: the three-word names read as one word long and the line named nobody."""
    assert names_in_line(line) == names


def test_a_three_word_compound_name_counts_its_join_once() -> None:
    assert as_name("Juan de Dios") == "Juan de Dios"
    assert as_name("María de los Ángeles") == "María de los Ángeles"  # control


def _line(text: str, y0: float, size: float = 10.0) -> Line:
    return Line(text, size, False, False, False, 60.0, y0, 60.0 + 5.0 * len(text), y0 + size, 0, 0)


_THANKS = (
    "This report sets out what we know about water in our cities and",
    "what we do not. I am grateful to its writers, in particular to",
    "Dana Price, head of the evaluation unit, and Evan Moss, who led",
    "the work over two years with great care and skill.",
)


def _foreword(*signature: str) -> list[Line]:
    texts = ("Water in Cities: A Review", "Foreword", *_THANKS, *signature)
    return [_line(text, 20.0 * k, 16.0 if k == 0 else 10.0) for k, text in enumerate(texts)]


def test_a_wrapped_prose_line_opening_on_a_name_and_post_signs_nothing() -> None:
    """Before: "Dana Price, head of …" (the next line runs on in lower case) signed the
    foreword, and the report's author was dropped."""
    lines = _foreword("Jane Marsh", "Minister for Water")
    assert foreword_signers(lines, 1) == ("Jane Marsh",)
    assert without_foreword_signers(lines, 1, ("Dana Price", "Evan Moss")) == (
        "Dana Price",
        "Evan Moss",
    )


def test_a_posted_signature_still_signs() -> None:
    """The signature line with its post after a comma still signs, alone (before, the
    wrapped prose line signed too)."""
    assert foreword_signers(_foreword("Jane Marsh, Minister for Water"), 1) == ("Jane Marsh",)


@pytest.mark.parametrize(
    ("text", "life"),
    [
        ("Ann Lee, 2019–2021", False),  # a project's or a term's years
        ("Ann Lee (2008-2012)", False),
        ("Dana Price, 1938–2023", True),  # control
        ("Dana Price (1990–2015)", True),  # control: a short life, still a life
    ],
)
def test_a_short_span_of_years_is_no_life(text: str, life: bool) -> None:
    assert is_life_line(text) is life


def test_a_posted_signature_over_an_address_still_signs() -> None:
    """An e-mail address in lower case under the signature is no prose running on."""
    lines = _foreword("Jane Marsh, Minister for Water", "jane.marsh@example.org")
    assert foreword_signers(lines, 1) == ("Jane Marsh",)

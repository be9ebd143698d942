"""Round 46's second review (review47): latex47's and names46's rules on inputs a real
paper holds.

A title set in capitals broken at a line end inside a compound of two acronyms
("CNN-" / "LSTM") lost its hyphen: latex47's :func:`.titlebreaks._capitals` joined
any two pieces no word list knows, though a piece without a vowel is no syllable
hyphenation leaves.  Controls: a word broken inside ("NEOTROP-" / "ICAL"), a compound
of words ("SELF-" / "ASSEMBLY") read as before.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.titlebreaks import title_inline


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "A HYBRID CNN-\nLSTM MODEL FOR FLOOD FORECASTING",
            "A HYBRID CNN-LSTM MODEL FOR FLOOD FORECASTING",
        ),
        ("NAMED ENTITIES WITH LSTM-\nCRF TAGGERS", "NAMED ENTITIES WITH LSTM-CRF TAGGERS"),
        ("LATTICE QCD-\nQED CORRECTIONS", "LATTICE QCD-QED CORRECTIONS"),
    ],
)
def test_a_capitals_title_broken_in_a_compound_of_acronyms_keeps_its_hyphen(
    text: str, expected: str
) -> None:
    assert title_inline(text) == expected


def test_control_a_capitals_word_broken_inside_is_joined() -> None:
    text = "JUVENILE MORTALITY IN A NEOTROP-\nICAL BIRD"
    assert title_inline(text) == "JUVENILE MORTALITY IN A NEOTROPICAL BIRD"


def test_control_a_capitals_compound_of_words_keeps_its_hyphen() -> None:
    assert title_inline("DIRECTED SELF-\nASSEMBLY OF DNA") == "DIRECTED SELF-ASSEMBLY OF DNA"

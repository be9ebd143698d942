"""Round 46's second review (review47): latex47's and names46's rules on inputs a real
paper holds.

A title set in capitals broken at a line end inside a compound of two acronyms
("CNN-" / "LSTM") lost its hyphen: latex47's :func:`.titlebreaks._capitals` joined
any two pieces no word list knows, though a piece without a vowel is no syllable
hyphenation leaves.  Controls: a word broken inside ("NEOTROP-" / "ICAL"), a compound
of words ("SELF-" / "ASSEMBLY") read as before.

latex47's :func:`.subtitle._cut_title` took the row under a title cut after a word no
title ends on into the title whatever it read, though a title may end on a stranded
word ("Which Data Can We Rely on", "What Neural Networks Are Made of"): an italic
byline under it became the title's end.  A history row opening in small letters
("received 12 March 2024") was taken as the title's rest too.  Controls: a cut
title's rest in title case that reads like names to the word lists ("Curved
Spacetimes and Black Holes", "Jordan Algebras and Their Applications") goes on with it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.titlebreaks import title_inline
from test_pdf_front_matter_latex47 import _two_types


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


@pytest.mark.parametrize(
    ("head", "byline"),
    [
        ("Which Data Can We Rely on", "Ilse Kreutzer and Marten Saar"),
        ("What Neural Networks Are Made of", "Ilse Kreutzer, Marten Saar"),
    ],
)
def test_a_title_ending_on_a_stranded_word_keeps_the_italic_byline_out(
    tmp_path: Path, head: str, byline: str
) -> None:
    path = tmp_path / "stranded.pdf"
    _two_types(path, head, byline)
    found = extract_pdf(path)
    assert found.title == head
    assert found.authors[:2] == ("Ilse Kreutzer", "Marten Saar")


def test_a_history_row_in_small_letters_is_no_part_of_the_title(tmp_path: Path) -> None:
    path = tmp_path / "received.pdf"
    _two_types(path, "Growth of Street Trees", "received 12 March 2024")
    assert extract_pdf(path).title == "Growth of Street Trees"


@pytest.mark.parametrize(
    ("head", "rest"),
    [
        ("Quantum Field Theory on", "Curved Spacetimes and Black Holes"),
        ("Representations of", "Jordan Algebras and Their Applications"),
    ],
)
def test_control_a_cut_titles_rest_in_title_case_goes_on_with_it(
    tmp_path: Path, head: str, rest: str
) -> None:
    path = tmp_path / "rest.pdf"
    _two_types(path, head, rest)
    found = extract_pdf(path)
    assert found.title == f"{head} {rest}"
    assert found.authors == ("Arthur Jaffe", "Gordon Ritter")

"""keywordtail: keywords run into the abstract's paragraph after its last sentence are
cut off (abs64).

abs63's "keywords-inline" shape (train since abs64) sets "Keywords:" and the keywords in
the abstract's own paragraph; no line opens with the label, and the base read the
keywords as the abstract's last words.  Controls: a sentence about keywords, a single
term, and a "list" of sentences stay.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.abstract import find_heading
from tapyre_paper_search.pdf.keywordtail import cut_keywords
from textlines import text_line


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        ("It works. Keywords: asexual, bdelloid, species", "It works."),
        ("It works (Fig. 1). Key words: a, b", "It works (Fig. 1)."),
        ("It works. Index Terms—graphs; trees; deep learning.", "It works."),
    ],
)
def test_keywords_run_in_are_cut_off(text: str, cut: str) -> None:
    assert cut_keywords(text) == cut


@pytest.mark.parametrize(
    "text",
    [
        "It works. Keywords are then ranked by weight, frequency and position.",
        "It works. Keywords: asexuality",
        "It works. Keywords: We show that the method holds, and that it is fast.",
        "It works on keywords: asexual, bdelloid",
    ],
)
def test_no_list_run_in_stays(text: str) -> None:
    assert cut_keywords(text) == text


def test_an_abstract_with_its_keywords_run_in() -> None:
    rows = [
        "Asexuals are an important test case for theories of why species exist. The",
        "study shows how molecular analyses shed light on species. Keywords: asexual,",
        "bdelloid, species",
    ]
    lines = [text_line("Abstract", 140, size=10, x0=60, x1=110, bold=True)]
    lines += [text_line(t, 156 + 11 * i, size=9, x0=60, x1=530) for i, t in enumerate(rows)]
    lines.append(text_line("1. Introduction", 220, size=10, x0=60, x1=150, bold=True))
    found = find_heading(lines, 0)
    assert found is not None
    assert found.text.endswith("shed light on species.")


@pytest.mark.parametrize(
    "text",
    [
        "Two styles compared. Keywords-based retrieval, however, fails on rare words; we fix it.",
        "We used three methods: PCR, ELISA and FACS.",
    ],
)
def test_a_compound_or_a_list_in_a_sentence_stays(text: str) -> None:
    """fix59c: "Keywords-based" is a compound, no label; a list after a colon in a
    sentence has no label before it."""
    assert cut_keywords(text) == text


def test_a_hyphen_before_a_capital_still_marks_the_label() -> None:
    assert cut_keywords("It works. Index Terms-Graphs, trees.") == "It works."

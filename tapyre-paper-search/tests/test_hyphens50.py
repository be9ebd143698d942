"""hyphens50: line-end hyphens, third pass.

A particle noun's plural broken after its hyphen ("trade-" / "offs", "cut-" / "offs") is
written both ways; the shipped list's closed singular ("tradeoff") joined it (hyphens49's
plural rule).  Now the document's own spelling decides: joined where the document writes
the word closed elsewhere, else the hyphen stays.  Controls pin closed words the list
holds ("layouts", "setups") and hyphens49's plural join ("waveforms").
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.normalize import normalize_text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the trade-\noffs of the method", "the trade-offs of the method"),
        ("two cut-\noffs were used", "two cut-offs were used"),
        ("the trade-\noffs here. A tradeoff is", "the tradeoffs here. A tradeoff is"),
        ("the cut-\noffs and one cutoffs table", "the cutoffs and one cutoffs table"),
    ],
)
def test_particle_plural_follows_the_documents_spelling(text: str, expected: str) -> None:
    # fails on d075cbc2 for the first two: "tradeoffs", "cutoffs"
    assert normalize_text(text) == expected


def test_document_words_written_closed_join_the_plural() -> None:
    # the whole document's vocabulary (not this text) writes "tradeoff" closed
    text = "the trade-\noffs of the method"
    assert normalize_text(text, words={"tradeoff", "method"}) == "the tradeoffs of the method"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # controls: listed closed words and hyphens49's plural join are unchanged
        ("the lay-\nouts of pages", "the layouts of pages"),
        ("the set-\nups of the tests", "the setups of the tests"),
        ("the wave-\nforms of the", "the waveforms of the"),
        ("the infor-\nmation", "the information"),
    ],
)
def test_controls_unchanged(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a listed head before a tail that is no word: hyphenation (fails on d075cbc2)
        ("2 CON-\nCLUSIONS in the infor-\nmation", "2 CONCLUSIONS in the information"),
        # controls: a text that never hyphenates, two words, an acronym's compound
        ("2 CON-\nCLUSIONS", "2 CON-CLUSIONS"),
        ("ON-\nLINE in the infor-\nmation", "ON-LINE in the information"),
        ("HIV-\nAIDS in the infor-\nmation", "HIV-AIDS in the information"),
        ("IM-\nPACT in the infor-\nmation", "IMPACT in the information"),
    ],
)
def test_word_in_capitals_after_a_listed_head(text: str, expected: str) -> None:
    assert normalize_text(text) == expected

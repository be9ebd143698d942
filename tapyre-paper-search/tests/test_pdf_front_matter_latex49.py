"""Round 49, LaTeX front matter (latex48's held-out classes, now train, and its leftovers).

Acronyms in a capitals title broken at a hyphen after a piece closing on consonants no
syllable closes with ("EMNLP-" / "IJCNLP") were joined as a word's syllables
(:mod:`.titlebreaks`).  Controls: capitals words broken between syllables, a piece
closing on a digraph ("LENGTH-" / "ENED").
"""

from __future__ import annotations

from tapyre_paper_search.pdf import docwords
from tapyre_paper_search.pdf.titlebreaks import title_inline


def _title(text: str) -> str:
    with docwords.reading(docwords.DocumentWords(frozenset(), frozenset(), [])):
        return title_inline(text)


def test_an_acronym_closing_on_no_syllables_consonants_keeps_its_hyphen() -> None:
    found = _title("FINDINGS OF EMNLP-\nIJCNLP ON LOW RESOURCE SETTINGS")
    assert found == "FINDINGS OF EMNLP-IJCNLP ON LOW RESOURCE SETTINGS"


def test_control_capitals_words_broken_between_syllables_are_joined() -> None:
    found = _title("THE STRUC-\nTURE OF NEOTROP-\nICAL NOSES")
    assert found == "THE STRUCTURE OF NEOTROPICAL NOSES"


def test_control_a_piece_closing_on_a_digraph_is_a_syllable() -> None:
    assert _title("THE WAVE LENGTH-\nENING OF PULSES") == "THE WAVE LENGTHENING OF PULSES"

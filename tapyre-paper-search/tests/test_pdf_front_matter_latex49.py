"""Round 49, LaTeX front matter (latex48's held-out classes, now train, and its leftovers).

A lightly tracked title's word split at a kerned pair into two words ("hydro dynamics")
stayed split where no word list knows the whole (:func:`.letterspaced.closed_tracked`).
Acronyms in a capitals title broken at a hyphen after a piece closing on consonants no
syllable closes with ("EMNLP-" / "IJCNLP") were joined as a word's syllables
(:mod:`.titlebreaks`).  Controls: a narrow gap between two words in a line of
untracked word spaces, capitals words broken between syllables, a piece
closing on a digraph ("LENGTH-" / "ENED").
"""

from __future__ import annotations

from tapyre_paper_search.pdf import docwords
from tapyre_paper_search.pdf.letterspaced import closed_tracked, rejoined
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


_TITLE_LINE = ["Formation", "of", "density", "in", "ideal", "hydro", "dynamics", "of"]


def _words(gap: float, narrow: float) -> list[tuple[float, float, str]]:
    """The title line's words, 10 pt a letter, ``gap`` apart but ``narrow`` after "hydro"."""
    out, x = [], 72.0
    for word in _TITLE_LINE:
        out.append((x, x + 10 * len(word), word))
        x += 10 * len(word) + (narrow if word == "hydro" else gap)
    return out


def test_two_words_split_in_a_tracked_line_are_one() -> None:
    text = " ".join(_TITLE_LINE)
    found = rejoined(text, text, _words(7.3, 2.4), 14.3)
    assert found[0] == "Formation of density in ideal hydrodynamics of"


def test_control_two_words_in_a_line_of_untracked_spaces_stay_apart() -> None:
    text = " ".join(_TITLE_LINE)
    assert closed_tracked(text, text, _words(4.8, 1.5), 14.3) is None

"""Round 49's second review (review56): review54's French compound heads at a line end.

review54 kept the hyphen after "grand-", "demi-", "sans-" … before a word in small
letters wherever the two were no known word together: English closed words the list
holds only in another form kept it too ("demi-" / "urge", "grand-" / "sires", "demi-" /
"ses", "grand-" / "stands").  An ASCII head before an English word, or a join known
less its plural's "s", is no French compound now; the French ones keep their hyphen
(labelled controls).
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.normalize import normalize_text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a demi-\nurge of the old myths", "a demiurge of the old myths"),
        ("their grand-\nsires and dams", "their grandsires and dams"),
        ("after the demi-\nses of both", "after the demises of both"),
        ("the grand-\nstands were full", "the grandstands were full"),
        ("two grand-\nmasters met", "two grandmasters met"),
    ],
)
def test_an_english_closed_word_after_a_french_head_joins(text: str, expected: str) -> None:
    """Fails on 8175a405: the hyphen stayed (review54's rule; "grand-stands" and
    "grand-masters" kept it on base49 too)."""
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("sa grand-\nmère", "sa grand-mère"),
        ("une demi-\nheure", "une demi-heure"),
        ("les sans-\npapiers", "les sans-papiers"),
        ("the avant-\ngarde", "the avant-garde"),
        ("dans l'après-\nmidi du jour", "dans l'après-midi du jour"),
        ("un arrière-\nplan sombre", "un arrière-plan sombre"),
        ("her grand-\nmother", "her grandmother"),
    ],
)
def test_control_french_compounds_keep_their_hyphen(text: str, expected: str) -> None:
    """Control (passes on 8175a405 too): review54's French compounds, and an English
    closed word the list holds."""
    assert normalize_text(text) == expected

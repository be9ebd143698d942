"""Round 55 review fixes: "en-" and "in-" before a noun keep a real hyphen.

hyph57 joined a two-letter prefix papers write closed ("di", "en", "em") before a listed
word, and "in" before a listed word opening with a vowel, in a text that hyphenates.
Its evidence for "en" was verbs ("engrafted", "entrained"), for "in" negations
("inactivation", "inelastic", "inattention"); but the French phrases English writes
with a hyphen ("en-face imaging", "en-bloc resection") and the preposition's compounds
before a noun ("in-orbit testing", "in-office procedures", "in-event statistics") lost
theirs (review55 item 6).  "en" now closes before a verb's form in "-ed" or "-ing";
"in" before a vowel where the join is a listed word, a form of one (its first seven
letters open a listed word: "inactivation" of "inactive"), or the negation of a word
shaped as an adjective ("inelastic", "inapparent").

Controls: hyph57's own tests (``test_hyphens_hyph57.py``) still pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from drawnlines import drawn_text, read_after_hyphenation


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: the hyphen dropped
        ("with en-\nface imaging", "with en-face imaging"),
        ("an en-\nbloc resection", "an en-bloc resection"),
        ("the in-\norbit testing", "the in-orbit testing"),
        ("the in-\noffice procedures", "the in-office procedures"),
        ("the in-\nevent statistics", "the in-event statistics"),
        ("the in-\nobject relations", "the in-object relations"),
        # controls: hyph57's kinds
        ("cells were en-\ngrafted in mice", "cells were engrafted in mice"),
        ("the in-\nactivation of genes", "the inactivation of genes"),
        ("the in-\nelastic scattering", "the inelastic scattering"),
        ("In-\nattention was rated", "Inattention was rated"),
        ("the in-\napparent infection", "the inapparent infection"),
        ("the in-\naction of the state", "the inaction of the state"),
    ],
)
def test_prefix_breaks(text: str, expected: str) -> None:
    assert read_after_hyphenation(text) == expected


def test_drawn_page_keeps_the_compounds(tmp_path: Path) -> None:
    # fails on base: "enface", "inorbit"
    lines = (
        "The infor-",
        "mation on en-",
        "face imaging and in-",
        "orbit testing was in-",
        "adequate.",
    )
    text = drawn_text(tmp_path / "body.pdf", lines)
    assert "on en-face imaging and in-orbit testing was inadequate." in text

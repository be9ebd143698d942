"""hyphens48: line-end hyphens of compounds the author typed.

A compound adjective whose first word is in no list, broken after its hyphen before the
word it ends in ("phonon-" / "induced"), keeps its hyphen in any text, as the reference
lists' rule already read it (compoundtails); so does a hyphen after an ion's charge
("Ca2+-" / "dependent").  Controls (labelled) pin what a soft-hyphen join of a typeset
paper still gives.
"""

from __future__ import annotations

import pytest
from tapyre_paper_search.pdf.normalize import normalize_text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the phonon-\ninduced gap", "the phonon-induced gap"),
        ("osteoblast-\nderived cells", "osteoblast-derived cells"),
        ("a graphene-\nbased sensor", "a graphene-based sensor"),
        ("the tapetum-\nspecific promoter", "the tapetum-specific promoter"),
        ("Aire-\nindependent genes", "Aire-independent genes"),
        ("lipolysis-\nassociated markers", "lipolysis-associated markers"),
    ],
)
def test_compound_tail_keeps_the_hyphen(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


def test_charge_before_the_hyphen_keeps_it() -> None:
    assert normalize_text("Ca2+-\ndependent release") == "Ca2+-dependent release"


def test_compound_tail_in_an_abstract_paragraph() -> None:
    text = "We show that mesoderm-\nderived stromal cells and cytokine-\nmediated signals differ."
    assert normalize_text(text) == (
        "We show that mesoderm-derived stromal cells and cytokine-mediated signals differ."
    )


# Controls: a soft-hyphen join of a typeset paper is still joined, and the exceptions the
# reference lists' rule makes hold for any text.
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a deter-\nmination of", "a determination of"),  # control: a plain word
        ("summa-\nries", "summaries"),  # control: a plain word
        ("mechano-\nsensitive", "mechanosensitive"),  # control: a combining form in "o"
        ("spell-\nbound", "spellbound"),  # control: the join is a word
        ("multi-\nspecific", "multispecific"),  # control: a prefix
    ],
)
def test_control_soft_hyphen_joins(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


def test_control_suspended_charge_hyphen() -> None:
    # control: before a conjunction the hyphen is a suspended one, the break a space
    assert normalize_text("Ca2+-\nand Mg2+-dependent") == "Ca2+- and Mg2+-dependent"


def test_control_plus_minus_before_a_digit() -> None:
    # control: "+-" before a digit is no charge's hyphen
    assert normalize_text("x+-\n3") == "x+- 3"

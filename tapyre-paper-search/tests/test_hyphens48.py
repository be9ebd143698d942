"""hyphens48: line-end hyphens of compounds the author typed.

A compound adjective whose first word is in no list, broken after its hyphen before the
word it ends in ("phonon-" / "induced"), keeps its hyphen in any text, as the reference
lists' rule already read it (compoundtails); so does a hyphen after an ion's charge
("Ca2+-" / "dependent").  A prefix and a word broken at a line end ("Anti-" / "tumor",
"non-" / "invasive") join into a word either way, so such a break no longer makes a
document that never hyphenates read as one that does (hardhyphens).  Controls
(labelled) pin what a soft-hyphen join of a typeset paper still gives.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.hardhyphens import hard_breaks, restore
from tapyre_paper_search.pdf.normalize import normalize_text
from test_pdf_hard_hyphens import _paper


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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the pH-\ndependent release", "the pH-dependent release"),
        ("iPSC-\nderived cells", "iPSC-derived cells"),
        ("pH-\nabhängige Löslichkeit", "pH-abhängige Löslichkeit"),  # German
        ("mTOR-\nabhängige Signale", "mTOR-abhängige Signale"),  # German
    ],
)
def test_mixed_case_head_ending_in_a_capital_keeps_the_hyphen(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


def test_control_mixed_case_word_broken_inside() -> None:
    # control: a word in mixed case split inside its capitals is joined
    assert normalize_text("microR-\nNAs") == "microRNAs"


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


# A document that never hyphenates: a prefix's break is no evidence against it.
_OFFICE_TITLE = (
    "Pharmacological Blockade of Glutamine Transport Leads To Anti-\ntumor Efficacy\n"
    "We found that Aire-\nindependent genes were expressed in the thymus."
)


def test_prefix_break_is_neutral_in_a_document_that_never_hyphenates() -> None:
    # the document writes "antitumor" whole elsewhere (another abstract on its page)
    assert hard_breaks([_OFFICE_TITLE], {"antitumor"}) == [
        ("Anti", "tumor"),
        ("Aire", "independent"),
    ]


def test_restored_title_keeps_the_prefix_hyphen() -> None:
    breaks = hard_breaks([_OFFICE_TITLE], {"antitumor"})
    title = "Pharmacological Blockade of Glutamine Transport Leads To Antitumor Efficacy"
    assert restore(title, breaks) == (
        "Pharmacological Blockade of Glutamine Transport Leads To Anti-tumor Efficacy"
    )


def test_listed_prefix_join_is_neutral() -> None:
    text = "imaging was non-\ninvasive and the kinase-\ndependent signal rose"
    assert hard_breaks([text], set()) == [("non", "invasive"), ("kinase", "dependent")]


def test_control_particle_noun_and_one_telling_break_too_few() -> None:
    # control: names47's rule stands, a particle noun's break does not count
    text = "the cut-\noff was set and the Aire-\nindependent genes rose"
    assert hard_breaks([text], set()) == []


def test_control_hyphenated_plain_word_still_hyphenates() -> None:
    # control: "infor-" / "mation" makes a hyphenating document whatever else it holds
    text = "the infor-\nmation of Anti-\ntumor and Aire-\nindependent genes"
    assert hard_breaks([text], {"antitumor"}) == []


def test_control_prefix_breaks_alone_tell_nothing() -> None:
    # control: no break that tells, the document is read as before
    assert hard_breaks(["the anti-\ntumor and non-\ninvasive arms"], set()) == []


def test_control_one_telling_break_alone_is_too_few() -> None:
    # control: one break, too few to tell
    assert hard_breaks(["the Aire-\nindependent genes"], set()) == []


def test_control_typeset_abstract_join_unchanged() -> None:
    # control: a soft-hyphen join in a typeset paper's paragraph
    text = "The deter-\nmination of the summa-\nries was made."
    assert hard_breaks([text], set()) == []
    assert normalize_text(text) == "The determination of the summaries was made."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("die Phonon-\ninduzierte Lücke", "die Phonon-induzierte Lücke"),
        ("eine Computer-\ngestützte Analyse", "eine Computer-gestützte Analyse"),
        ("die Ligand-\nabhängigen Ströme", "die Ligand-abhängigen Ströme"),
    ],
)
def test_german_capitalised_noun_before_an_adjective_keeps_the_hyphen(
    text: str, expected: str
) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # control: closed German compounds broken at the joint by hyphenation
        ("die temperatur-\nabhängige Leitfähigkeit", "die temperaturabhängige Leitfähigkeit"),
        ("Temperatur-\nabhängige Messungen", "Temperaturabhängige Messungen"),
        ("Wir messen. Temperatur-\nabhängige Werte", "Wir messen. Temperaturabhängige Werte"),
        ("die Temperatur-\nabhängigkeit der Werte", "die Temperaturabhängigkeit der Werte"),
    ],
)
def test_control_german_closed_compounds_joined(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


# Drawn papers (PyMuPDF), read whole by extract_pdf.
_TITLE = ("Glutamine Transport Blockade Leads To Anti-", "tumor Efficacy in Preclinical Models")
_ABSTRACT = (
    "We show that Aire-",
    "independent genes are expressed in the thymus and that blocking the transporter",
    "slows the growth of tumours in mice, with no loss of weight or other harm.",
)
_TYPED_BODY = (
    "Earlier work found that such compounds contributed to antitumor responses in",
    "several models, though the dose was never set by a trial in patients.",
)
_HYPHENATING_BODY = (
    "Earlier work found that such compounds contributed to antitumor responses; the infor-",
    "mation the models give is the basis of every study of the sum-",
    "maries we draw on in what follows.",
)


def _drawn(path: Path, body: tuple[str, ...]) -> None:
    _paper(path, _TITLE, _ABSTRACT, body)


def test_title_of_a_document_that_never_hyphenates_keeps_the_prefix_hyphen(
    tmp_path: Path,
) -> None:
    path = tmp_path / "typed.pdf"
    _drawn(path, _TYPED_BODY)
    found = extract_pdf(path)
    assert found.title == (
        "Glutamine Transport Blockade Leads To Anti-tumor Efficacy in Preclinical Models"
    )
    assert found.abstract.startswith("We show that Aire-independent genes are expressed")


def test_control_title_of_a_document_that_hyphenates_is_joined(tmp_path: Path) -> None:
    # control: "infor-" / "mation" shows a hyphenating document: the title's break joins
    path = tmp_path / "hyphenating.pdf"
    _drawn(path, _HYPHENATING_BODY)
    found = extract_pdf(path)
    assert found.title == (
        "Glutamine Transport Blockade Leads To Antitumor Efficacy in Preclinical Models"
    )

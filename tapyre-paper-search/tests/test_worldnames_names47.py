"""names47: a verb and its particle made a noun ("cut-" / "off") broken at a line end in a
document that never hyphenates keeps its hyphen (:func:`hardhyphens.hard_breaks`), and the
round's held-out names (``--world-names 47``) draw as documented."""

from __future__ import annotations

import random

from pdfgen import worldnames_held47
from pdfgen.worldmakers import MAKERS
from tapyre_paper_search.pdf.hardhyphens import hard_breaks, restore

# A page of a document that never hyphenates: every other break is a typed compound.
_TYPED = (
    "Developmental cut-\noff points on these scales\n"
    "blood pressure-\nlowering drugs in a two-\npart trial\n"
)
_OWN = {"points", "these", "scales", "blood", "drugs", "trial"}


def test_particle_noun_kept_in_a_document_that_never_hyphenates() -> None:
    assert hard_breaks([_TYPED], _OWN) == [
        ("cut", "off"),
        ("pressure", "lowering"),
        ("two", "part"),
    ]


def test_particle_noun_restored_in_the_abstract() -> None:
    breaks = hard_breaks([_TYPED], _OWN)
    assert restore("Developmental cutoff points", breaks) == "Developmental cut-off points"


def test_follow_up_and_drop_out_kept() -> None:
    text = "a follow-\nup visit and a drop-\nout rate\nthe anterior-\npharynx and EGFR-\ndriven\n"
    assert hard_breaks([text], {"visit", "rate", "egfr"}) == [
        ("follow", "up"),
        ("drop", "out"),
        ("anterior", "pharynx"),
        ("EGFR", "driven"),
    ]


def test_control_hyphenating_document_joins_cutoff() -> None:
    """Labelled control: a document that hyphenates plain words ("summa-" / "ries") gives
    no breaks, the particle noun's among them."""
    text = "the cut-\noff value\nthe summa-\nries of the infor-\nmation\n"
    assert hard_breaks([text], set()) == []
    assert restore("the cutoff value", hard_breaks([text], set())) == "the cutoff value"


def test_control_particle_break_alone_tells_nothing() -> None:
    """Labelled control: one typed break besides the particle noun is too few to tell."""
    text = "the cut-\noff value and the anterior-\npharynx\n"
    assert hard_breaks([text], set()) == []


def test_control_typed_breaks_unchanged() -> None:
    """Labelled control: a document of typed breaks without a particle noun, as before."""
    text = "blood pressure-\nlowering drugs in a two-\npart trial\n"
    assert hard_breaks([text], _OWN) == [("pressure", "lowering"), ("two", "part")]


def test_control_capital_head_not_a_particle_noun() -> None:
    """Labelled control: a capitalised head before "up" ("Set-" / "up") is no verb in small
    letters: the join "setup" is a word, so the document is read as hyphenating."""
    text = "the Set-\nup of blood pressure-\nlowering drugs in a two-\npart trial\n"
    assert hard_breaks([text], _OWN) == []


def test_round47_cultures_and_makers() -> None:
    assert sorted(worldnames_held47.HELDOUT) == [
        "chewa", "kalmyk", "luba", "marathi", "meitei", "sindhi", "tuvaluan",
    ]  # fmt: skip
    rng = random.Random(47)
    names = [MAKERS["meitei"](worldnames_held47.HELDOUT["meitei"], rng) for _ in range(40)]
    family = set(worldnames_held47.HELDOUT["meitei"]["family"])
    assert all(name.split()[0] in family for name in names)
    assert {len(name.split()) for name in names} == {2, 3}

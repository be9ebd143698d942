"""names47: a verb and its particle made a noun ("cut-" / "off") broken at a line end in a
document that never hyphenates keeps its hyphen (:func:`hardhyphens.hard_breaks`); a break
after a head the paper writes closed onto other words ("super-" / "space" beside
"superstring") is joined (:func:`prefixhabit.closes_head` in :func:`docwords.mend_breaks`);
the round's held-out names (``--world-names 47``) draw as documented."""

from __future__ import annotations

import random

from pdfgen import worldnames_held47
from pdfgen.worldmakers import MAKERS
from tapyre_paper_search.pdf.docwords import DocumentWords, mend_breaks
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


_SUPER = {"superstring", "supersymmetric", "pure", "spinor", "space"}


def test_head_the_paper_writes_closed_is_joined() -> None:
    words = DocumentWords(hyphenated=set(), whole=_SUPER)
    assert (
        mend_breaks("in pure spinor super-\nspace. This", words)
        == "in pure spinor superspace. This"
    )


def test_control_one_closed_word_is_too_few() -> None:
    """Labelled control: one closed word with the head says nothing of a habit."""
    words = DocumentWords(hyphenated=set(), whole={"superstring", "space"})
    assert mend_breaks("spinor super-\nspace.", words) == "spinor super-\nspace."


def test_control_head_written_with_a_hyphen_keeps_the_break() -> None:
    """Labelled control: the paper writes "super-resolution" too: left to the line-end
    rule."""
    words = DocumentWords(hyphenated={"super-resolution"}, whole=_SUPER)
    assert mend_breaks("spinor super-\nspace.", words) == "spinor super-\nspace."


def test_control_doubled_letter_keeps_the_break() -> None:
    """Labelled control: "anti-" / "inflammatory" (the head's last letter opens the tail)
    is left to the line-end rule though the paper writes "antibody" and "antigens"."""
    words = DocumentWords(hyphenated=set(), whole={"antibody", "antigens"})
    assert mend_breaks("an anti-\ninflammatory drug", words) == "an anti-\ninflammatory drug"


_OFFICE = (
    "reverse transcriptase-\npolymerase chain reaction with fructo-\noligosaccharide and\n"
    "the protease-\nactivated receptor on stem-\ncell lines, ubiquitin-\ncoated\n"
)


def test_one_technical_piece_among_typed_compounds_never_hyphenates() -> None:
    assert hard_breaks([_OFFICE], {"transcriptase", "reverse", "chain"}) == [
        ("transcriptase", "polymerase"),
        ("fructo", "oligosaccharide"),
        ("protease", "activated"),
        ("stem", "cell"),
        ("ubiquitin", "coated"),
    ]
    abstract = "reverse transcriptasepolymerase chain reaction"
    restored = restore(abstract, hard_breaks([_OFFICE], {"transcriptase"}))
    assert restored == "reverse transcriptase-polymerase chain reaction"


def test_control_pieces_outweigh_typed_compounds() -> None:
    """Labelled control: two compounds of words and one break into two pieces (fewer than
    three for one) tell nothing: no breaks, as before."""
    text = "the protease-\nactivated receptor on stem-\ncell lines and the neo-\nplasm\n"
    assert hard_breaks([text], set()) == []


def test_control_plain_word_hyphenated_still_tells() -> None:
    """Labelled control: one break into a word ("infor-" / "mation") makes the document a
    hyphenating one whatever else it holds."""
    assert hard_breaks([_OFFICE + "the infor-\nmation\n"], {"transcriptase"}) == []

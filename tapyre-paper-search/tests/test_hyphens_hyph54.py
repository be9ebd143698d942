"""hyph54: line-end hyphens, seventh pass.

- The pieces of a word broken across a blank line ("Macrovascu-" / "" / "lar", a
  reference cut between blocks) are no words of the document (words.vocabulary,
  LazyVocabulary): they made "macrovascu-" / "lar" in the body look like two written
  words and kept its hyphen.
- A two-letter head the document never writes alone, no prefix and no small word, is
  a syllable ("hi-" / "stone", "ac-" / "tin"; syllableheads).
- An element's symbol before a word keeps the hyphen ("Zn-" / "binding"), and so does a
  capitalised name the document writes whole and no list holds ("Cre-" /
  "recombinase" beside "Cre cDNA"); a break before a capital ("Induced-" /
  "Pluripotent") is the document's compound (namedheads).
- With no such evidence, a head no list holds is read as a syllable ("dipole-" /
  "polarization" joins): the default kept.

Cases marked "fails on base" fail on 77a7241b; controls pin what stays.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from drawnlines import drawn_text
from tapyre_paper_search.pdf.normalize import normalize_text
from tapyre_paper_search.pdf.words import LazyVocabulary, vocabulary

# A plain word split at a line end: the text hyphenates (TeX's).
_HYPHENATES = "The infor-\nmation was read. "


def _read(text: str) -> str:
    return normalize_text(_HYPHENATES + text).removeprefix("The information was read. ")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: the hyphen kept ("hi-stone")
        ("the yeast hi-\nstone deacetylase", "the yeast histone deacetylase"),
        ("the ac-\ntin filaments", "the actin filaments"),
        ("the ni-\ntrite levels", "the nitrite levels"),
        ("the la-\nmin network", "the lamin network"),
        ("The Hi-\nstone code", "The Histone code"),
        # controls: small words and prefixes, and a head the text writes alone
        ("the so-\ncalled effect", "the so-called effect"),
        ("the at-\nrisk group", "the at-risk group"),
        ("the on-\ntarget effect", "the on-target effect"),
        ("the hi and the hi-\nstone", "the hi and the hi-stone"),
        ("the ex-\nsmokers", "the ex-smokers"),
    ],
)
def test_two_letter_syllable_heads(text: str, expected: str) -> None:
    assert _read(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: joined ("Znbinding", "Crerecombinase", "inducedpluripotent")
        ("the HEXXH Zn-\nbinding motif", "the HEXXH Zn-binding motif"),
        ("the Mg-\nbinding loop", "the Mg-binding loop"),
        ("a Cre cDNA; mice express Cre-\nrecombinase", "a Cre cDNA; mice express Cre-recombinase"),
        (
            "Human Induced-\nPluripotent Stem Cells; human induced-\npluripotent cells",
            "Human Induced-Pluripotent Stem Cells; human induced-pluripotent cells",
        ),
        # controls: a word opening with a symbol's letters; the base's kept compounds
        ("In-\ndeed, it is", "Indeed, it is"),
        ("is Ca-\npable of", "is Capable of"),
        ("As-\nsuming that", "Assuming that"),
        ("the Fe-\nsulfur cluster", "the Fe-sulfur cluster"),
        ("the Ca-\ndependent step", "the Ca-dependent step"),
        # controls: no evidence, the default join (a name the text never writes alone;
        # a head no list holds)
        ("mice express Cre-\nrecombinase", "mice express Crerecombinase"),
        ("through dipole-\npolarization", "through dipolepolarization"),
        ("the dipole and dipole-\npolarization", "the dipole and dipole-polarization"),
        ("the Induced-\nPluripotent cells", "the Induced-Pluripotent cells"),
    ],
)
def test_named_heads_and_document_evidence(text: str, expected: str) -> None:
    assert _read(text) == expected


def test_pieces_broken_across_a_blank_line_are_no_words() -> None:
    # fails on base: "macrovascu" and "lar" were words of the document
    texts = ["separated into macrovascu-\nlar complications. [7] Macrovascu-\n\nlar Complications"]
    lazy = LazyVocabulary(texts)
    assert "macrovascu" not in lazy
    assert "lar" not in lazy
    assert "macrovascu" not in vocabulary(texts[0])
    assert "complications" in lazy
    # controls: a hyphen ending a page is no break (pages are read apart); a hyphen
    # before two blank lines either
    pages = LazyVocabulary(["the last word pre-", "fix opens the page"])
    assert "pre" in pages
    assert "fix" in pages
    assert set(pages) == vocabulary("the last word pre-") | vocabulary("fix opens the page")
    assert "stop" in LazyVocabulary(["a stop-\n\n\nnext block"])


_LINES = (
    "The infor-",
    "mation was read. The injurious effects are separated into macrovascu-",
    "lar complications of the heart, the yeast hi-",
    "stone deacetylase, and the HEXXH motifs of Zn-",
    "binding enzymes. Mice that express Cre-",
    "recombinase in the lineage carry a Cre cDNA.",
)
_REFERENCE = (
    (240, "[7] A. Anonymous, Microvascular and Macrovascu-"),
    (300, "lar Complications of Human Induced-"),
    (314, "Pluripotent Stem Cells. We differentiated induced-"),
    (328, "pluripotent stem cells."),
)


def test_drawn_page_reads_the_new_rules(tmp_path: Path) -> None:
    # fails on base: "macrovascu-lar", "hi-stone", "Znbinding", "Crerecombinase",
    # "inducedpluripotent"
    text = drawn_text(tmp_path / "body.pdf", _LINES, extra=_REFERENCE)
    assert "separated into macrovascular complications of the heart" in text
    assert "the yeast histone deacetylase, and the HEXXH motifs of Zn-binding enzymes" in text
    assert "Mice that express Cre-recombinase in the lineage" in text
    assert "We differentiated induced-pluripotent stem cells." in text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: "-lent", "-ant", "-ate" read as the words "lent", "ant", "ate"
        ("polyanions and diva-\nlent cations", "polyanions and divalent cations"),
        ("the odor-\nant receptor", "the odorant receptor"),
        ("the neon-\nate mice", "the neonate mice"),
        ("the dent-\nate gyrus", "the dentate gyrus"),
        # controls: "-ion" stays a word; a hyphen prefix keeps it
        ("the lithium-\nion battery", "the lithium-ion battery"),
        ("the self-\nable unit", "the self-able unit"),
    ],
)
def test_endings_that_are_words_too(text: str, expected: str) -> None:
    assert _read(text) == expected

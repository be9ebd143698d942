"""words53: line-end hyphens, sixth pass.

- A prefix written both ways ("non", "co", "semi", "anti") is joined at a line end only
  where the document writes it closed onto the same stem ("co-" / "expressing" beside
  "coexpression"); a closed spelling of another word ("nonmodel", "coculture") says
  nothing of this one: "non-" / "communicable" and "co-" / "receptors" keep the hyphen
  (words52 joined them; closingprefixes.same_stem).
- A compound's head after a name no word list holds ("fibronectin-" / "coated",
  "striatin-" / "interacting", "monocytosis-" / "directed") keeps the hyphen: words
  written after a hyphen, never closed onto such a head (compoundtails.COMPOUND_TAILS).
- A British spelling of a listed word is a word ("test-" / "generalisation" keeps the
  hyphen; "de-" / "centralisation" joins as "de-" / "centralization" does;
  britishforms).
- A head holding a digit ("Gfi1b-" / "deficient") keeps the hyphen: no hyphenation
  splits a word with a digit in it (normalize).
- A free adjective opening a compound before a word no list holds ("high-" /
  "throughput", "whole-" / "exome") keeps the hyphen (freeheads).
- A combining form in "o" is written closed onto the word after it ("chemo-" /
  "taxis", "hetero-" / "topic"), but before an "o" or where the document writes the
  compound with its hyphen (combiningforms).

Cases marked "fails on base" fail on b0464515; controls pin what stays.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from drawnlines import drawn_text
from tapyre_paper_search.pdf.normalize import normalize_text

# A plain word split at a line end: the text hyphenates (TeX's).
_HYPHENATES = "The infor-\nmation was read. "


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: another word's closed spelling was taken for this one's
        (
            "the non-\ncommunicable diseases of nonmodel species",
            "the non-communicable diseases of nonmodel species",
        ),
        ("the co-\nreceptors of the coculture", "the co-receptors of the coculture"),
        ("a semi-\nstructured and semiautomated", "a semi-structured and semiautomated"),
        # controls: the same stem written closed joins
        ("cells co-\nexpressing both and coexpression", "cells coexpressing both and coexpression"),
        ("the non-\nsignificant nonsignificance", "the nonsignificant nonsignificance"),
        ("the co-\nreceptors and one coreceptor", "the coreceptors and one coreceptor"),
    ],
)
def test_closing_prefix_asks_for_the_same_stem(text: str, expected: str) -> None:
    assert normalize_text(_HYPHENATES + text) == "The information was read. " + expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: joined ("fibronectincoated")
        ("the fibronectin-\ncoated wells", "the fibronectin-coated wells"),
        ("the striatin-\ninteracting protein", "the striatin-interacting protein"),
        ("the monocytosis-\ndirected therapy", "the monocytosis-directed therapy"),
        ("the cytokine-\nsecreting cells", "the cytokine-secreting cells"),
        ("the Gfi1b-\ndeficient mice", "the Gfi1b-deficient mice"),
        ("the test-\ngeneralisation gap", "the test-generalisation gap"),
        ("the cell-\nbehaviour link", "the cell-behaviour link"),
        # controls: closed words the list holds; a prefix's closed word; a syllable split;
        # a British word split inside; a prefix before a British word
        ("the world-\nwide web", "the worldwide web"),
        ("the nation-\nwide survey", "the nationwide survey"),
        ("the un-\ntreated cells", "the untreated cells"),
        ("the pre-\ntreated cells", "the pretreated cells"),
        ("the organi-\nsation of", "the organisation of"),
        ("the de-\ncentralisation of", "the decentralisation of"),
        ("the hospi-\ntalisation rate", "the hospitalisation rate"),
        ("the reor-\nganisation of", "the reorganisation of"),
    ],
)
def test_compound_heads_and_british_words(text: str, expected: str) -> None:
    assert normalize_text(_HYPHENATES + text) == "The information was read. " + expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: joined ("highthroughput": "throughput" is in no list)
        ("pairs high-\nthroughput flow", "pairs high-throughput flow"),
        ("the whole-\nexome data", "the whole-exome data"),
        ("the cross-\nreactivity of", "the cross-reactivity of"),
        # controls: listed words and their regular forms; a short piece
        ("the high-\nlands of", "the highlands of"),
        ("the low-\nering of", "the lowering of"),
        ("the long-\nitudinally read", "the longitudinally read"),
        ("the high-\nest", "the highest"),
    ],
)
def test_free_adjective_before_an_unlisted_word(text: str, expected: str) -> None:
    assert normalize_text(_HYPHENATES + text) == "The information was read. " + expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fail on base: kept ("chemo" and "taxis" are words, "chemotaxis" is none)
        ("the chemo-\ntaxis of cells", "the chemotaxis of cells"),
        ("the hetero-\ntopic grafts", "the heterotopic grafts"),
        ("the chemo-\npreventive agent", "the chemopreventive agent"),
        ("the photo-\nactivated probe", "the photoactivated probe"),
        # controls: the document's hyphen; a further hyphen; a tail opening with "o"
        ("the chemo-\ntaxis and chemo-taxis", "the chemo-taxis and chemo-taxis"),
        ("the electro-\nspray-ionization", "the electro-spray-ionization"),
    ],
)
def test_combining_form_written_closed(text: str, expected: str) -> None:
    assert normalize_text(_HYPHENATES + text) == "The information was read. " + expected


def test_combining_form_before_an_o_is_left_to_the_other_rules() -> None:
    # fails on base: no combiningforms module (ImportError)
    from tapyre_paper_search.pdf.combiningforms import closes_onto

    assert closes_onto("chemo", "taxis", " ")
    assert not closes_onto("neuro", "oncology", " ")
    assert not closes_onto("electro", "spray", "-i")
    assert not closes_onto("chemo", "Taxis", " ")


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("generalisation", "generalization"),
        ("randomised", "randomized"),
        ("analyse", "analyze"),
        ("tumours", "tumors"),
        ("behaviour", "behavior"),
        ("centre", "center"),
        ("fibres", "fibers"),
        # controls: no British ending
        ("four", "four"),
        ("hour", "hour"),
        ("detour", "detour"),
        ("raise", "raise"),
        ("acre", "acre"),
        ("house", "house"),
    ],
)
def test_american_spelling(word: str, expected: str) -> None:
    # fails on base: no britishforms module (ImportError)
    from tapyre_paper_search.pdf.britishforms import american

    assert american(word) == expected


_LINES = (
    "We report the infor-",
    "mation on nonmodel hosts and the non-",
    "communicable diseases, fibronectin-",
    "coated wells and the test-",
    "generalisation gap of Gfi1b-",
    "deficient mice.",
)


def test_drawn_page_reads_the_new_rules(tmp_path: Path) -> None:
    # fails on base: "noncommunicable", "fibronectincoated", "testgeneralisation",
    # "Gfi1bdeficient"
    text = drawn_text(tmp_path / "body.pdf", _LINES)
    assert "the non-communicable diseases, fibronectin-coated wells" in text
    assert "the test-generalisation gap of Gfi1b-deficient mice." in text

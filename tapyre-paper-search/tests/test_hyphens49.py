"""hyphens49: line-end hyphens, second pass.

TeX breaks closed words at their hyphenation points; where the closed word is in no list
and both pieces are words, the printed hyphen read as a compound's ("wave-" / "forms",
"sub-" / "groups", "over-" / "dense").  A listed word's plural ("waveform") and a prefix
English writes closed (counted from the list), the document writing it with no hyphen,
now join (closedjoins).  Compound adjectives ending in "-like", "-rich", "-free" (German
"-frei", "-reich", "-ähnlich", "-artig" after a capitalised noun) keep their hyphen
(compoundtails).  Controls (labelled) pin soft-hyphen joins, real compounds, closed words
the lists hold, and German closed compounds.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pdf.docwords import DocumentWords, mend_breaks, reading
from tapyre_paper_search.pdf.normalize import normalize_text
from test_pdf_hard_hyphens import _paper


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the wave-\nforms of the", "the waveforms of the"),
        ("the infor-\nmation of sub-\ngroups", "the information of subgroups"),
        ("an over-\ndense region of the infor-\nmation", "an overdense region of the information"),
        ("the argu-\nments of under-\ndense regions", "the arguments of underdense regions"),
    ],
)
def test_closed_word_broken_by_hyphenation_is_joined(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


def test_document_that_hyphenates_joins_the_prefix() -> None:
    # the document being read (not this text) splits "infor-" / "mation"
    words = DocumentWords(hyphenated=set(), whole={"region"}, texts=("the infor-\nmation",))
    with reading(words):
        assert normalize_text("an over-\ndense region") == "an overdense region"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the sub-\nmicron vesicles", "the sub-micron vesicles"),
        ("one-parameter sub-\ngroups", "one-parameter sub-groups"),
        ("the anti-\ntumor and over-\ndense", "the anti-tumor and over-dense"),
    ],
)
def test_control_text_that_never_hyphenates_keeps_the_prefix_hyphen(
    text: str, expected: str
) -> None:
    # control: no plain word split at a line end (a word processor's typed hyphens)
    assert normalize_text(text) == expected


def test_closed_prefixes_are_counted_from_the_list() -> None:
    from tapyre_paper_search.pdf.closedjoins import closed_prefixes  # new in hyphens49

    found = closed_prefixes(frozenset(("non", "anti", "co", "semi")))
    assert {"sub", "over", "under", "inter"} <= found
    assert not found & {"non", "anti", "multi", "post", "meta", "semi"}


def test_control_text_writing_the_prefix_with_a_hyphen_keeps_it() -> None:
    # control: the text writes "sub-threshold": its "sub-" / "groups" is the author's
    text = "the infor-\nmation of sub-\ngroups and the sub-threshold"
    assert normalize_text(text) == "the information of sub-groups and the sub-threshold"


def test_control_document_words_with_the_prefix_hyphenated() -> None:
    # control: the document (not this text) writes "over-expression"
    words = DocumentWords(hyphenated={"over-expression"}, whole={"region"})
    with reading(words):
        text = "the infor-\nmation of an over-\ndense region"
        assert normalize_text(text) == "the information of an over-dense region"


def test_control_document_writing_the_word_hyphenated_keeps_it() -> None:
    # control: mend_breaks reads the document's own "space-time" (the title's case)
    words = DocumentWords(hyphenated={"space-time"}, whole={"symmetries"})
    assert mend_breaks("II. Space-\ntime Symmetries", words) == "II. Space-time Symmetries"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the deter-\nmination of", "the determination of"),  # soft hyphen
        ("the summa-\nries of", "the summaries of"),
        ("long-\nterm effects", "long-term effects"),  # real compounds
        ("a two-\ndimensional map", "a two-dimensional map"),
        ("state-of-the-\nart models", "state-of-the-art models"),
        ("X-\nray images", "X-ray images"),
        ("sixteen-\nchannel array", "sixteen-channel array"),
        ("a sub-\ngroup-based test", "a sub-group-based test"),  # the tail's own hyphen
        ("self-\nconsistent fields", "self-consistent fields"),  # a prefix keeping it
        ("post-\ntreatment scans", "post-treatment scans"),  # too few closed in the list
        ("a meta-\nanalysis of", "a meta-analysis of"),
        ("super-\nresolution images", "super-resolution images"),
        ("over-\nrepresented genes", "over-represented genes"),  # tail opens with "r"
    ],
)
def test_control_joins_and_compounds_unchanged(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a ubiquitin-\nlike modifier", "a ubiquitin-like modifier"),
        ("a syncytium-\nlike mass", "a syncytium-like mass"),
        ("callose-\nrich walls", "callose-rich walls"),
        ("fibre-\nrich food", "fibre-rich food"),
        ("a nuclease-\nfree buffer", "a nuclease-free buffer"),
        ("transgene-\nfree cells", "transgene-free cells"),
    ],
)
def test_like_rich_free_keep_the_hyphen(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("an un-\nlike case", "an unlike case"),
        ("to en-\nrich the", "to enrich the"),
        ("a care-\nfree day", "a carefree day"),
        ("a child-\nlike voice", "a childlike voice"),
        ("life-\nlike models", "lifelike models"),
    ],
)
def test_control_closed_like_rich_free_words_join(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ein Serum-\nfreies Medium", "ein Serum-freies Medium"),
        ("eine Prion-\nähnliche Faltung", "eine Prion-ähnliche Faltung"),
        ("die Protein-\nreiche Kost", "die Protein-reiche Kost"),
    ],
)
def test_german_capitalised_noun_before_frei_reich_aehnlich(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ein serum-\nfreies Medium", "ein serumfreies Medium"),  # small letters: closed
        ("Serum-\nfreie Medien wirken", "Serumfreie Medien wirken"),  # opening the text
        ("die temperatur-\nabhängige Rate", "die temperaturabhängige Rate"),
        ("Zeit-\naufgelöste Messungen", "Zeitaufgelöste Messungen"),
    ],
)
def test_control_german_closed_compounds_joined(text: str, expected: str) -> None:
    assert normalize_text(text) == expected


def test_control_german_document_hyphenated_form_kept() -> None:
    # control: the document writes "temperatur-abhängige" elsewhere: its form is kept
    words = DocumentWords(hyphenated={"temperatur-abhängige"}, whole={"rate"})
    text = "die temperatur-\nabhängigen Raten"
    assert mend_breaks(text, words) == "die temperatur-abhängigen Raten"


_TITLE = ("Isometry Sub-", "groups of Static Wave-", "forms in Field Theory")
_ABSTRACT = (
    "We show that the isometry group is generated by one-parameter sub-",
    "groups and study the wave-",
    "forms of scalar fields on static backgrounds with a compact spatial slice.",
)
_BODY = (
    "Earlier work found that such fields are determined by their infor-",
    "mation on a slice, as the sum-",
    "maries we draw on in what follows show for every background we study.",
)


def test_drawn_typeset_paper_joins_the_closed_words(tmp_path: Path) -> None:
    path = tmp_path / "typeset.pdf"
    _paper(path, _TITLE, _ABSTRACT, _BODY)
    found = extract_pdf(path)
    assert found.title == "Isometry Subgroups of Static Waveforms in Field Theory"
    assert found.abstract.startswith(
        "We show that the isometry group is generated by one-parameter subgroups and study "
        "the waveforms of scalar fields"
    )


def test_word_in_capitals_hyphenated_is_joined() -> None:
    # a structured abstract's heading split by a hyphenating producer
    text = "the infor-\nmation we need. IM-\nPACT Prevalence estimates"
    assert normalize_text(text) == "the information we need. IMPACT Prevalence estimates"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("IM-\nPACT Prevalence", "IM-PACT Prevalence"),  # no sign the text hyphenates
        ("the infor-\nmation HIV-\nAIDS", "the information HIV-AIDS"),  # no word joined
        ("the infor-\nmation ON-\nLINE", "the information ON-LINE"),  # the head a word
        ("the infor-\nmation ANTI-\nCANCER", "the information ANTI-CANCER"),  # a prefix
        ("the infor-\nmation of EGFR-\nMAPK", "the information of EGFR-MAPK"),
    ],
)
def test_control_capitals_compounds_keep_the_hyphen(text: str, expected: str) -> None:
    assert normalize_text(text) == expected

"""abs72: a dropped capital "A" over a word that is a word both alone and with the
letter ("cross" / "across", "round" / "around", "gain" / "again"): abs71's
:func:`~tapyre_paper_search.pdf.dropcap.one_letter_word` spaced it ("A cross the
region …"), where the base's line reader had read "Across".  Now the word after it
decides: before a word that opens a noun phrase (a determiner, a possessive, a subject
pronoun: "the", "these", "our", "we" …) the letter opens the word, as it does in
English text (measured on the shared data's arXiv, SciFact and 2Wiki text: "a W"
before such a word 0 times of 837, "aW" 638 times).  What stays: "A" / "cross section
of the …", "A" / "new method for …", "A" / "round table …" (the article before a noun or
an adjective), "A" / "growing body …" (no word with the letter).  Lines built as
PyMuPDF reads a dropped capital three lines tall (both readers: the line reader's
:func:`~tapyre_paper_search.pdf.dropcaps.with_drop_capitals` and
:func:`~tapyre_paper_search.pdf.dropcap.undropped`)."""

from __future__ import annotations

import pytest
from test_dropcapword_abs71 import _read


@pytest.mark.parametrize(
    ("first", "want"),
    [
        ("cross the region the counts of street trees differed by a tenth", "Across the"),
        ("round these sites the survey found fewer trees than expected", "Around these"),
        ("gain we find that simple tallies match the survey within a tenth", "Again we"),
        ("long their edges the plots were counted twice in every season", "Along their"),
    ],
)
def test_the_letter_opens_a_word_before_a_noun_phrase(first: str, want: str) -> None:
    joined, undrop = _read(first)
    assert joined.startswith(want)  # fails on the base (abs71's): "A cross the", …
    assert undrop.startswith(want)


@pytest.mark.parametrize(
    ("first", "want"),
    [
        ("cross section of the beam was measured at every site", "A cross section"),
        ("new method for counting street trees is given here", "A new method"),
        ("round table of experts reviewed the counts of every city", "A round table"),
        ("growing body of evidence supports the notion that counts", "A growing body"),
    ],
)
def test_the_article_before_a_noun_or_an_adjective_stays_spaced(first: str, want: str) -> None:
    joined, undrop = _read(first)
    assert joined.startswith(want) and undrop.startswith(want)

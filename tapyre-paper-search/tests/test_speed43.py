"""speed43: the same output, sooner (see docs/pdf.md, "speed43").

Each optimisation has a test that fails if what it relies on breaks (the fast path
and the slow one called directly give the same answers on a sample) and, where it can,
one that fails on the base (a spy counting the work the change saves).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from tapyre_paper_search.pdf.docwords import DocumentWords, mend_breaks
from tapyre_paper_search.pdf.prefixhabit import closes_head


class _CountingWords:
    """A document's words written whole that counts how often it is read through."""

    def __init__(self, words: set[str]) -> None:
        self._words = words
        self.passes = 0

    def __contains__(self, word: object) -> bool:
        return word in self._words

    def __iter__(self) -> Iterator[str]:
        self.passes += 1
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)


_WHOLE = {
    "superstring",
    "supersymmetric",
    "superb",
    "super",
    "supper",
    "interplay",
    "interface",
    "internet",
    "intern",
    "counterpart",
    "countermeasure",
    "overfitting",
    "overlap",
    "overview",
    "under",
    "understand",
    "undergraduate",
    "a",
    "zebra",
}


def test_head_bisection_agrees_with_reading_every_word() -> None:
    """Behaviour guard (cannot fail on the base's function, which has no ``in_order``: it
    fails there with a TypeError): for every head and tail of a sample, the run found by
    bisection of the sorted words gives the same answer as reading every word."""
    ordered = tuple(sorted(_WHOLE))
    heads = ["super", "inter", "counter", "over", "under", "sup", "int", "zeb", "sub", "a"]
    tails = ["space", "string", "node", "rate", "view", "x", ""]
    hyphenated_sets: list[set[str]] = [set(), {"over-fit"}, {"super-x", "inter-y"}]
    for head, tail, hyphenated in itertools.product(heads, tails, hyphenated_sets):
        slow = closes_head(head, tail, _WHOLE, hyphenated)
        fast = closes_head(head, tail, _WHOLE, hyphenated, in_order=lambda: ordered)
        assert fast == slow, (head, tail, hyphenated)


def test_document_words_read_through_once_for_many_broken_words() -> None:
    """Fails on the base: each broken word whose head the document may close read the
    document's every word again (five here); now they are sorted once."""
    whole = _CountingWords(set(_WHOLE))
    words = DocumentWords(hyphenated=set(), whole=whole)
    text = "a super-\nspace and inter-\nnode and counter-\nweight and over-\nhang and under-\ngo"
    mend_breaks(text, words)
    assert whole.passes == 1


def test_control_closed_head_joins_exactly() -> None:
    """Control: "super-" / "space" where the paper writes "superstring" and
    "supersymmetric" closed is joined; with "super-x" written the break stays."""
    words = DocumentWords(hyphenated=set(), whole=set(_WHOLE))
    assert mend_breaks("the super-\nspace here", words) == "the superspace here"
    hyphen = DocumentWords(hyphenated={"super-x"}, whole=set(_WHOLE))
    assert mend_breaks("the super-\nspace here", hyphen) == "the super-\nspace here"


def test_control_no_closed_head_reads_no_word() -> None:
    """Control: a head shorter than three letters is rejected before any word is read,
    as before (the words are not sorted for it)."""
    whole = _CountingWords(set(_WHOLE))
    words = DocumentWords(hyphenated=set(), whole=whole)
    assert mend_breaks("an ab-\nzzzz here", words) == "an ab-\nzzzz here"
    assert whole.passes == 0

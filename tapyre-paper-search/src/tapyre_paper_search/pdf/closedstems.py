"""A broken word the document writes closed with an ending (pure; hyph58).

A word broken after a hyphen at a line end whose pieces are both words and whose join
no list holds ("en-" / "train", "en-" / "cipher") keeps its hyphen by the word lists
(:mod:`~tapyre_paper_search.pdf.lexiconhyphens`): a verb's bare form after "en" reads
as a noun there (review55).  Where the document itself writes the join closed with an
ending elsewhere ("entrainment", "entrained", "enciphers") and writes no hyphenated form
of it, its own spelling decides: hyphenation split a closed word, and the break joins.
Only the document's words are read, never the shipped list: the list's "entrainment"
says nothing of how this paper writes "en-train".
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

# Endings after which a closed word the document writes is a form of the broken join
# (inflections and the commonest derivations of verbs and nouns).
ENDINGS = (
    "s", "es", "ed", "d", "ing", "er", "ers", "ment", "ments",
    "ation", "ations", "able", "ability", "al", "ally", "ly",
)  # fmt: skip
MIN_JOIN = 6  # letters of the join at the least: shorter ones are too easily a form


def written_closed(
    head: str, tail: str, whole: Collection[str], hyphenated: Iterable[Collection[str]]
) -> bool:
    """Whether ``head``- / ``tail`` (lower case, letters only) is a word the document
    writes closed with one of :data:`ENDINGS` (``whole``: its words written whole,
    lower case) and never hyphenated, bare or with an ending (``hyphenated``: the
    collections of its hyphenated words, lower case); a join of :data:`MIN_JOIN` letters
    or more."""
    join = head + tail
    if len(join) < MIN_JOIN or not join.isalpha() or len(head) < 2:
        return False
    if not any(join + ending in whole for ending in ENDINGS):
        return False
    broken = f"{head}-{tail}"
    return not any(word.startswith(broken) for words in hyphenated for word in words)


__all__ = ["ENDINGS", "MIN_JOIN", "written_closed"]

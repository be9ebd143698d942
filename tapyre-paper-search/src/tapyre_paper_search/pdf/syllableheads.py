"""A two-letter head the document never writes alone is a syllable (pure; hyph54).

:func:`~tapyre_paper_search.pdf.lexiconhyphens.words_keep` keeps a line-end hyphen
where both pieces are known words and the join is none.  A two-letter head is a word
of the list far more often by chance than by use: "hi-" / "stone" (histone), "ac-" /
"tin" (actin), "ni-" / "trite", "la-" / "min", "mo-" / "tile" are hyphenation's first
syllables, the join a term the list lacks.  A two-letter word that opens a compound
the author typed is a small word a paper writes on its own as well ("so-called",
"at-risk", "on-target", "no-treatment"), or a prefix ("co-", "re-", "up-": their own
rules decide).  So a head of two letters, no prefix nor small word of
:data:`KEPT_HEADS`, that the document never writes as a word of its own (its words,
the pieces of broken words left out) is read as a syllable and joined.

In the shared sources' abstracts (each abstract its own document), of the 12,092
hyphenated compounds whose pieces are both listed words and whose join is none, the
rule joins none; of the closed words the list lacks, split after two letters where both
pieces are listed, it mends 891 ("histone" 347, "actin" 161, "nitrite" 49).
"""

from __future__ import annotations

from collections.abc import Collection

# Two-letter prefixes (their own rules decide) and small words that open compounds
# ("so-called", "at-risk", "on-site", "no-go", "by-product", "to-do", "in-depth").
KEPT_HEADS = frozenset(
    (
        *("re", "co", "de", "bi", "ex", "un", "up", "in", "im", "ir", "il", "en", "em"),
        *("di", "ab", "ad", "so", "at", "on", "no", "to", "by", "of", "or", "as", "is"),
        *("it", "be", "we", "do", "go", "me", "my", "he", "us", "an", "if", "am", "oh"),
    )
)
HEAD = 2  # letters of the head the rule reads
MIN_TAIL = 3  # letters of the piece after it, at the least


def syllable_head(head: str, tail: str, own: Collection[str]) -> bool:
    """Whether ``head`` (two letters, small or one capital first) before ``tail`` (small
    letters, :data:`MIN_TAIL` at least) is a syllable: no head of :data:`KEPT_HEADS`
    and, lowered, no word of ``own`` (the document's words, lower case)."""
    if len(head) != HEAD or not head.isalpha() or not head[1:].islower():
        return False
    if len(tail) < MIN_TAIL or not (tail.isalpha() and tail.islower()):
        return False
    lowered = head.lower()
    return lowered not in KEPT_HEADS and lowered not in own

"""A capitalised word broken at a line's end in the middle of a sentence (pure; hyph56).

"Queens-" / "land", "Nether-" / "lands", "Em-" / "base": a name hyphenated by TeX
whose two pieces are listed words and whose join is none kept its hyphen, as two words
do ("sixteen-" / "channel").  A capital in the middle of a sentence opens a name, and a
name is written closed.  In the shared abstracts (scifact and arXiv), words with a
capital first that part into two listed words (the join none), after a word opening
with a small letter or after a comma, a semicolon or a bracket:

- before a tail that is no adjective's: 492 written closed ("Netherlands", "Embase",
  "Queensland", "Framingham", "Huntington", "Polycomb") against 16 with a hyphen
  ("Meta-analysis", "Long-term", "Case-control"; a prefix or a ten is left here);
- before an adjective's tail (:data:`~.compoundtails.COMPOUND_TAILS`, or one ending as
  an adjective or participle does: "Toll-like", "Gram-negative", "Ag-specific"): 119
  hyphenated against 40 closed: the hyphen stays.

After a capitalised word the counts lean the same way (11 hyphenated, 120 closed; after
a sentence's opening article or preposition, 1 against 15, the prefixes aside), but
such a head may open a label's sentence ("Design Case-control study"), stand in a title
or be a common noun ("The Atom-tests of the bomb"): left as it was ("The Em-" / "base").

So a break of the first kind joins (:func:`capital_name_joins`); the document writing
the word with its hyphen, or the tail as a compound's last word, keeps it (asked
before, or here through ``written``).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from tapyre_paper_search.pdf.compoundtails import COMPOUND_TAILS, PREFIXES, written_tail

# What a head in the middle of a sentence may follow (spaces aside) besides a word in
# small letters.
_MID_SENTENCE = frozenset(",;(")
# Endings of adjectives and participles: a compound's tail after a name ("Toll-like",
# "Gram-negative", "Notch-dependent").
_ADJECTIVE_ENDINGS = (
    *("ed", "ing", "ive", "like", "ic", "al", "ous", "ent", "ant"),
    *("ible", "able", "less", "ful", "ary", "ory", "ly", "wide", "free", "only", "type"),
)
# Tens, whose compounds ("Twenty-" / "one") keep the hyphen.
_TENS = frozenset(("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"))
# A participle's ending: a head so ending opens an adjective's compound, no name.
_PARTICIPLE = "ed"
# Marks inside a web address or a file's name, between word characters.
_ADDRESS_MARKS = frozenset("./_@")
MIN_TAIL = 3  # letters after the break: TeX leaves three at least


def capital_name_joins(
    head: str, tail: str, text: str, end: int, written: Iterable[Collection[str]] = ()
) -> bool:
    """Whether the break ``head``- / ``tail`` (the break ending at ``end`` in ``text``)
    joins as a name's: ``head`` a capital then small letters, in mid-sentence
    (:func:`_mid_sentence`); ``tail`` :data:`MIN_TAIL` small
    letters or more, no adjective's (:data:`~.compoundtails.COMPOUND_TAILS`,
    :data:`_ADJECTIVE_ENDINGS`, a compound's last word in ``written``: the document's
    hyphenated words, lower case); ``head`` no prefix, no ten, no participle.  The caller asks
    only where both pieces are words and the join is none."""
    if not (head[:1].isupper() and head[1:].islower() and head.isalpha()):
        return False
    if len(tail) < MIN_TAIL or not (tail.isalpha() and tail.islower()):
        return False
    lowered = head.lower()
    if lowered in PREFIXES or lowered in _TENS or lowered.endswith(_PARTICIPLE):
        return False  # "Controlled-" / "trials": a participle before its noun
    after = text[end + len(tail) : end + len(tail) + 2]
    if after[:1] in _ADDRESS_MARKS and after[1:2].isalnum():
        return False  # "Controlled-" / "trials.com": a web address's name, as typed
    if tail in COMPOUND_TAILS or tail.endswith(_ADJECTIVE_ENDINGS):
        return False
    if any(written_tail(tail, words) for words in written):
        return False
    return _mid_sentence(text, text.rfind("-", 0, end) - len(head))


def _mid_sentence(text: str, start: int) -> bool:
    """Whether the word at ``start`` in ``text`` follows, spaces aside, a word opening
    with a small letter or one of :data:`_MID_SENTENCE`: after a capitalised word it may
    open a label's sentence ("Design Case-" / "control study") or a title."""
    prior = text[: max(0, start)].rstrip()
    if prior[-1:] in _MID_SENTENCE:
        return bool(prior)
    word = prior[prior.rfind(" ") + 1 :].rsplit("\n", 1)[-1]
    return word[:1].islower() and word[-1:].isalnum()  # "read." ends a sentence


__all__ = ["MIN_TAIL", "capital_name_joins"]

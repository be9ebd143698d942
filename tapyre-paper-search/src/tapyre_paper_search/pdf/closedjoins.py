"""Line-end breaks of two words that English writes closed (pure but for the document's
words; hyphens49).

:func:`~tapyre_paper_search.pdf.lexiconhyphens.words_keep` keeps a line end's hyphen
where both pieces are words and the join is none ("sixteen-" / "channel").  TeX breaks
a closed word at its hyphenation points too, and where that word is in no list the
hyphen it prints read as a compound's: "wave-" / "forms", "sub-" / "groups", "over-" /
"dense" (hyphens48's leftovers).  Two kinds of evidence say such a join is one word:

- **A listed word's plural** (:func:`plural_of_known`): "waveforms" is no listed word,
  "waveform" is; the plural of a closed word is closed too.
- **A prefix English writes closed** (:func:`closed_prefix`): the English list holds at
  least :data:`MIN_CLOSED_WORDS` words made of the prefix and a listed word ("subtitle",
  "overloaded", "undervalued", "interplay", "transform"; counted once per prefix from
  the list, not named here), and the prefix is none that keeps its hyphen (``exclude``:
  the line-end rule's prefixes that keep one before a suffix word, "non", "anti", "co",
  "semi", …).  The document decides against: where it writes the prefix with a hyphen
  anywhere else ("sub-threshold" in its text, or in the document's hyphenated words
  while :func:`~tapyre_paper_search.pdf.docwords.reading`), the break keeps its hyphen.
  A tail that opens with the prefix's last letter keeps it ("over-" / "reach" is left
  to the lists, as prefixhabit leaves "re-" / "entry"), and so does a tail carrying a
  further hyphen ("sub-" / "group-based": TeX breaks a hyphenated word at its hyphens).
  The join needs a text that hyphenates (:func:`hyphenates`): a word processor breaks
  lines only at the author's hyphens, and an office paper's "sub-" / "micron" is typed
  so; a text (or, while reading, the document) that splits a plain word at a line end
  ("infor-" / "mation") is set by a hyphenating producer.

A word in capitals so broken ("IM-" / "PACT") is read by :mod:`.capitalsplit`, a prefix
before a word the document writes closed onto other heads by :mod:`.closedtail`.

Whether the document being read splits a plain word is read once per document
(review55), not once per break asked about.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

from tapyre_paper_search.pdf.compoundtails import PREFIXES
from tapyre_paper_search.pdf.docwords import DocumentWords, current
from tapyre_paper_search.pdf.hardhyphens import line_end_breaks, splits_plain_word
from tapyre_paper_search.pdf.shortprefixes import (
    closes_before_verb_form,
    closes_before_vowel,
    writes_before_small,
    writes_before_vowel,
)
from tapyre_paper_search.pdf.words import english_words, known_word

# Listed words made of a prefix and a listed word (the rest four letters or more) the
# English list must hold for the prefix to count as one English writes closed: "sub"
# (57), "over" (184), "under" (85), "inter" (51), "trans" (46) do; "multi" (13),
# "hyper" (9), "post" (13) are too few to tell.
MIN_CLOSED_WORDS = 40
# hyph55: and the prefixes papers write closed, few as the list's words made with them
# are: in the shared sources' abstracts (scifact and arXiv), before a listed word of four
# letters or more not opening with the prefix's last letter, the join no listed word,
# each is written closed 30 times or more and ten times as often as with a hyphen or more
# ("extracellular" 289 to 14, "intracellular" 497 to 15, "recombination" 423 to 34,
# "hyperactivity" 154 to 3, "superfamily" 128 to 7); "multi" (381 to 56), "post" (191 to
# 74), "ultra" (43 to 6), "non" and "co" are written both ways.
CLOSED_IN_PAPERS = frozenset(
    (
        *("extra", "intra", "hyper", "hypo", "super", "mono", "poly", "para", "peri"),
        *("dys", "re", "de", "un"),
        # hyph57: and the two-letter prefixes "di", "em", read as one kind with
        # "re", "de", "un": the same count gives di 72 closed to none hyphenated
        # ("dinucleotide", "disulfide", "dipole"), em 32 to none ("Embase"); the six
        # together 870 to 40.  "en" (25 to none: "engrafted", "entrained") closes
        # before a verb's form only (shortprefixes.closes_before_verb_form): "en-face",
        # "en-bloc" keep their hyphen (review55).  "in", "up", "ex", "bi" are written
        # with a hyphen one time in ten or more ("in-hospital", "up-regulated",
        # "ex-smokers", "bi-directional"); "ab", "ad", "im" too seldom to tell ("Ad-" /
        # "mediated": an adenovirus's).
        *("di", "em"),
    )
)
_MIN_REST = 4
# Plural endings, longest first.
_PLURALS = ("es", "s")


def plural_of_known(joined: str, known: Callable[[str], bool]) -> bool:
    """Whether ``joined`` (lower case) less a plural ending is a known word of four
    letters or more ("waveforms" of "waveform")."""
    return any(
        joined.endswith(ending)
        and len(joined) - len(ending) >= _MIN_REST
        and known(joined[: -len(ending)])
        for ending in _PLURALS
    )


@cache
def closed_prefixes(exclude: frozenset[str]) -> frozenset[str]:
    """The prefixes of :data:`~tapyre_paper_search.pdf.compoundtails.PREFIXES` (less
    ``exclude``) that open :data:`MIN_CLOSED_WORDS` listed words or more before a
    listed word of four letters or more."""
    listed = english_words()
    counts = dict.fromkeys(PREFIXES - exclude, 0)
    sizes = sorted({len(prefix) for prefix in counts})
    for word in listed:
        for size in sizes:
            prefix = word[:size]
            if prefix in counts and len(word) - size >= _MIN_REST and word[size:] in listed:
                counts[prefix] += 1
    return frozenset(prefix for prefix, count in counts.items() if count >= MIN_CLOSED_WORDS)


def closed_prefix(head: str, tail: str, after: str, text: str, *, exclude: frozenset[str]) -> bool:
    """Whether the break ``head``- / ``tail`` (lower case; ``after``: the characters
    right after ``tail``; ``text``: the text it stands in) is a prefix English writes
    closed (:func:`closed_prefixes` or :data:`CLOSED_IN_PAPERS`, less ``exclude``)
    before a listed word of four letters or more, which the document never writes with
    a hyphen (see the module docstring); "in" before a vowel too
    (:func:`~tapyre_paper_search.pdf.shortprefixes.closes_before_vowel`), and "en"
    before a verb's form
    (:func:`~tapyre_paper_search.pdf.shortprefixes.closes_before_verb_form`)."""
    closed = head in closed_prefixes(exclude) or (head in CLOSED_IN_PAPERS and head not in exclude)
    closed = closed or (head not in exclude and closes_before_verb_form(head, tail))
    if not closed and closes_before_vowel(head, tail, after):
        # "in-" / "activation", where neither the text nor the document writes "in-" and
        # a vowel (hyph57)
        words = current()
        hyphenated = words.hyphenated if words is not None else ()
        return not writes_before_vowel(head, text, hyphenated) and hyphenates(text)
    if not closed or len(tail) < _MIN_REST or tail[0] == head[-1]:
        return False
    if after[:1] == "-" or tail not in english_words():
        return False
    return not writes_hyphenated(head, text) and hyphenates(text)


def hyphenates(text: str) -> bool:
    """Whether ``text`` (lines apart by ``\\n``), or the document being read
    (:func:`~tapyre_paper_search.pdf.docwords.current`), splits a plain word at a line
    end (:func:`~tapyre_paper_search.pdf.hardhyphens.splits_plain_word`: "infor-" /
    "mation"; "cut-" / "off", "anti-" / "tumor" are written both ways)."""
    if _text_splits(text):
        return True
    words = current()
    return words is not None and _document_splits(words)


# The text last read by :func:`_text_splits` and its answer: the line-end rule asks of
# one page's text at each break a closing rule reads (hyph57).
_LAST_TEXT: list[tuple[str, bool]] = []


def _text_splits(text: str) -> bool:
    """Whether ``text`` splits a plain word at a line end, read once while the same text
    object is asked about."""
    if _LAST_TEXT and _LAST_TEXT[0][0] is text:
        return _LAST_TEXT[0][1]
    found = _splits_in((text,))
    _LAST_TEXT[:] = [(text, found)]
    return found


def _splits_in(texts: Sequence[str]) -> bool:
    """Whether ``texts`` split a plain word at a line end."""
    return any(splits_plain_word(head, tail, _word) for head, tail in line_end_breaks(texts))


# The document last read by :func:`_document_splits` and its answer: a document's pages
# are read once, not once per break asked about (review55: a long document of a word
# processor, which never splits a plain word, was read whole for every prefix break).
_LAST_DOCUMENT: list[tuple[DocumentWords, bool]] = []


def _document_splits(words: DocumentWords) -> bool:
    """Whether the document ``words`` splits a plain word at a line end, read once per
    document."""
    if _LAST_DOCUMENT and _LAST_DOCUMENT[0][0] is words:
        return _LAST_DOCUMENT[0][1]
    found = _splits_in(words.texts)
    _LAST_DOCUMENT[:] = [(words, found)]
    return found


def writes_hyphenated(head: str, text: str) -> bool:
    """Whether ``text`` writes ``head`` and a hyphen before a small letter on the same
    line, or the document being read (:func:`~tapyre_paper_search.pdf.docwords.current`)
    writes a word opening with ``head`` and a hyphen so (:func:`writes_before_small`:
    not "sub-Saharan"; hyph58)."""
    if writes_before_small(head, (text,)):  # searched from the hyphens (speed58b)
        return True
    words = current()
    if words is None:
        return False
    opening = f"{head}-"
    if not any(word.startswith(opening) for word in words.hyphenated):
        return False
    if not _LAST_WRITES or _LAST_WRITES[0][0] is not words:
        _LAST_WRITES[:] = [(words, {})]
    answers = _LAST_WRITES[0][1]
    if head not in answers:
        answers[head] = writes_before_small(head, words.texts) if words.texts else True
    return answers[head]


# The document last asked about by :func:`writes_hyphenated` and its answers by head.
_LAST_WRITES: list[tuple[DocumentWords, dict[str, bool]]] = []


def _word(piece: str) -> bool:
    """Whether ``piece`` in small letters is a listed word (English or German)."""
    return known_word(piece.lower())


__all__ = [
    "MIN_CLOSED_WORDS",
    "closed_prefix",
    "closed_prefixes",
    "hyphenates",
    "plural_of_known",
    "writes_hyphenated",
]

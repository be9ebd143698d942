"""A hyphen at a line's end before a word in mixed case is the author's (pure; used by
:func:`~.refpieces.entry_text`).

"Glutaminolysis activates Rag-" / "mTORC1 signaling": the line-end rule
(:func:`~.normalize.normalize_inline`) joins a break whose next line opens in small
letters, unless the paper or the word list knows the compound, so the title read
"RagmTORC1".  A piece after the break of one or two small letters and then an acronym
("mTORC1", "siRNA", "iPSC") or digits ("p53") is no syllable hyphenation splits off
(it does split a word in mixed case: "Mul-" / "tiVerS"), so the hyphen before it was
typed.
:func:`typed_hyphens` joins each such break keeping its hyphen, before the line-end
rule reads the text.

The same after a piece hyphenation does not leave: a run that holds a small letter and
ends in two capitals or more ("ImmTAC-" / "redirected"), or that holds a digit between
letters ("pi3p-" / "dependent"), before a word in small letters (``_typed_head``;
refs49): the line-end rule joined them ("ImmTACredirected").

The same where the word after the break holds a hyphen of its own, the pieces no English
word together ("Mesenchymal-" / "endothelial-transition": TeX breaks a word holding a
hyphen only there; ``_hyphened_tail``, refs50).

The same for a compound adjective broken after its hyphen before one of the words
such compounds end in ("kinetochore-" / "independent", "atp-" / "dependent":
:data:`_COMPOUND_TAILS`), where the piece before the break is a word of
three letters or more and no prefix ("inter-" / "dependent" may be hyphenation's):
the line-end rule joins such a break where the head is no English word
("kinetochoreindependent").  Not where the two pieces make an English word whole
("dis-" / "associated", "out-" / "bound", "spell-" / "bound": a hyphenation point of a
plain word), nor after a combining form in "o" ("mechano-" / "sensitive", "immuno-" /
"deficient", "thermo-" / "responsive": such compounds are written closed; review144).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tapyre_paper_search.pdf.compoundtails import COMPOUND_TAILS as _COMPOUND_TAILS
from tapyre_paper_search.pdf.compoundtails import MIN_HEAD as _MIN_HEAD
from tapyre_paper_search.pdf.compoundtails import PREFIXES as _PREFIXES
from tapyre_paper_search.pdf.words import english_words

# After a line-end hyphen: one or two small letters followed by two capitals or more and
# only capitals and digits ("mTORC1", "siRNA"; a plural's "s" after them, "iPSCs",
# "siRNAs": fix41), or a small letter and digits ("p53");
# not "tiVerS" ("Mul-" / "tiVerS": TeX hyphenates a word in mixed case where its
# capitals are no acronym's).
_TYPED_TAIL = re.compile(r"(?:[a-z]{1,2}[A-Z]{2,}[A-Z0-9]*s?|[a-z]\d+)(?![^\W_])")
# Before a line-end hyphen, a run of letters and digits that hyphenation does not split
# (refs49): one holding a small letter and ending in two capitals or more ("ImmTAC",
# "mRNA": an acronym's letters close it), or a letter, a digit and a letter ("pi3p",
# "h2o": TeX hyphenates no word with a digit).  Its start is no letter's, digit's or
# hyphen's end.
_MIXED_HEAD = re.compile(
    r"(?<![\w-])(?:(?=[A-Za-z]*[a-z])[A-Za-z]*[A-Z]{2}|[A-Za-z0-9]*[A-Za-z]\d+[A-Za-z]+)$"
)
# After a line-end hyphen: a word in small letters, then a hyphen and a letter
# ("endothelial-transition": :func:`_hyphened_tail`).
_HYPHENED_TAIL = re.compile(r"([a-z]+)-[^\W\d_]")
# The endings of an English adjective or noun, which a compound's first word ends on and a
# syllable before a line-end hyphen seldom does ("mesenchymal", "cellular", "reactive";
# not "mesen", "immuno": :func:`_hyphened_tail`, review48).
_WORD_ENDING = re.compile(r"(?:al|ic|ar|ive|ous|ed|ing|ion|ent|ant|ory|ary|ine|oid|ism|ist|ity)$")
# After a line-end hyphen: a word in small letters, closed by no letter, digit or hyphen.
_WORD_TAIL = re.compile(r"[a-z]+(?![\w-])")


def typed_hyphens(text: str) -> str:
    """``text`` (an entry's lines apart by ``\\n``) with each line-end hyphen after a
    letter kept, its line break gone, where the piece after it is an acronym's
    (:data:`_TYPED_TAIL`) or closes a compound adjective (:func:`_compound`).  Reads
    the text at its breaks only."""
    return rewrite_breaks(text, _typed)


def _typed(text: str, at: int, after: int) -> str | None:
    """ "-" where the break at ``at`` keeps its hyphen (see :func:`typed_hyphens`)."""
    if (
        at > 0
        and text[at - 1].isalpha()
        and (
            _TYPED_TAIL.match(text, after) is not None
            or _compound(text, at, after)
            or _typed_head(text, at, after)
            or _hyphened_tail(text, at, after)
        )
    ):
        return "-"
    return None


def _hyphened_tail(text: str, at: int, after: int) -> bool:
    """Whether the break at ``at`` is a compound's own hyphen: the word after it goes on
    with a hyphen of its own ("Mesenchymal-" / "endothelial-transition", hc-de's; refs50;
    TeX breaks a word holding a hyphen only there), a word of letters before it, the two
    pieces no English word together (not a syllable's break, "regu-" / "lated-x"), the
    piece before it a word or ending as one does (:data:`_WORD_ENDING`; not a syllable
    of a word no list holds, "Mesen-" / "chymal-epithelial": review48)."""
    tail = _HYPHENED_TAIL.match(text, after)
    if tail is None:
        return False
    head = _word_before(text, at)
    if head is None or len(head) < _MIN_HEAD or head + tail.group(1) in english_words():
        return False
    return head in english_words() or _WORD_ENDING.search(head) is not None


def _typed_head(text: str, at: int, after: int) -> bool:
    """Whether the piece before the break at ``at`` is no syllable of a word but a whole
    one of mixed make-up, before a word in small letters (:data:`_MIXED_HEAD`,
    :data:`_WORD_TAIL`): "ImmTAC-" / "redirected", "pi3p-" / "dependent" (refs49)."""
    if _WORD_TAIL.match(text, after) is None:
        return False
    return _MIXED_HEAD.search(text, max(0, at - 40), at) is not None


def rewrite_breaks(text: str, decide: Callable[[str, int, int], str | None]) -> str:
    """``text`` with each line-end hyphen and break ("-\\n" at ``at``, the next line
    from ``after``) written as ``decide(text, at, after)`` says ("-" or "": the break
    gone), or left where it says None; found by ``str.find``, nothing else read."""
    at = text.find("-\n")
    out: list[str] = []
    last = 0
    while at >= 0:
        after = at + 2
        written = decide(text, at, after)
        if written is not None:
            out.extend((text[last:at], written))
            last = after
        at = text.find("-\n", after)
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)


def _compound(text: str, at: int, after: int) -> bool:
    """Whether the break at ``at`` (its hyphen; the next line from ``after``) closes a
    compound adjective: a word of :data:`_COMPOUND_TAILS` after it, a word of letters
    before it, :data:`_MIN_HEAD` long at least, no prefix and not ending in "o", the
    two no English word together (review144)."""
    tail = _WORD_TAIL.match(text, after)
    if tail is None or tail.group() not in _COMPOUND_TAILS:
        return False
    head = _word_before(text, at)
    if head is None or len(head) < _MIN_HEAD or head in _PREFIXES or head.endswith("o"):
        return False  # (a combining form: "mechano-" / "sensitive"; review144)
    return head + tail.group() not in english_words()  # ("dis-" / "associated")


def _word_before(text: str, at: int) -> str | None:
    """The whole run of letters that ends at ``at`` (a break's hyphen), in small
    letters; None where a digit, a hyphen or "_" stands before its start (a word with
    digits or hyphens before it, "IL-6-": the other rules')."""
    start = at
    while start > 0 and text[start - 1].isalpha():
        start -= 1
    if start > 0 and (text[start - 1].isalnum() or text[start - 1] in "-_"):
        return None
    return text[start:at].lower()

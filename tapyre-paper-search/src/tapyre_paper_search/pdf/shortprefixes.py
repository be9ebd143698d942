"""Short prefixes that close onto a word at a line-end break (pure; hyph57).

:mod:`~tapyre_paper_search.pdf.closedjoins` joins a prefix papers write closed before a
listed word.  Two shapes it asks about here, the document's evidence left to it:

- **A two-letter prefix in capitals before a listed word whose join no list holds**
  (:func:`closes_in_capitals`): "EM-" / "BASE", "UN-" / "LABELLED" kept their hyphen,
  the join being no listed word.  In the shared sources' abstracts (scifact and arXiv)
  such words in capitals are written closed 44 times, never with a hyphen; "IN-" /
  "HOSPITAL", "EX-" / "SMOKERS" keep theirs ("in", "ex" are no prefixes papers close).
- **"in" before a listed word opening with a vowel** (:func:`closes_before_vowel`):
  "in-" / "activation", "in-" / "elastic".  The abstracts write these closed 136 times
  ("inactivation" 80, "inelastic", "inattention", "inequity", "inapparent": 12 words),
  never with a hyphen; before a consonant 70 closed to 74 hyphenated ("in-hospital",
  "in-depth", "in-house"), so that is left to the other rules.  The document's "in-" and
  a vowel ("in-air") keeps it (:func:`writes_before_vowel`); its "in-vitro" or
  "in-hospital" is the preposition's compound and says nothing of the negating prefix.
  The join must read as that negation (review55): a listed word ("inaction"), a form of
  one (its first :data:`_STEM` letters open a listed word: "inactivation" of
  "inactive"), or the negation of a word shaped as an adjective (:data:`_ADJECTIVES`:
  "inelastic", "inapparent"); the preposition before a noun ("in-orbit", "in-office",
  "in-event") keeps its hyphen.
- **"en" before a verb's form** (:func:`closes_before_verb_form`): hyph57 counted
  "engrafted", "entrained" written closed; the phrases English takes from French before
  a noun ("en-face", "en-bloc", "en-route") keep their hyphen (review55).  A verb's bare
  form ("en-" / "train") reads as a noun and keeps its hyphen too: 4 of the 27 such
  closed words in the shared abstracts ("entrain", "engraft", "encipher").

And the case-blind search of the document's prefix written with a hyphen (through
:func:`~tapyre_paper_search.pdf.headsearch.writes_head`, which tries the pattern only
where a hyphen follows: speed58b), and that search before a small letter only
(:func:`writes_before_small`: "sub-Saharan", "re-analysed" show no habit of the
prefix; hyph58).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from functools import cache

from tapyre_paper_search.pdf.headsearch import head_matches, writes_head
from tapyre_paper_search.pdf.words import english_words

MIN_REST = 4  # letters of the word after the prefix, at the least
CLOSED_BEFORE_VOWEL = frozenset(("in",))
_VOWELS = "aeiou"
# A join's first letters that a listed word opening with them makes a form of that word.
_STEM = 7
# Endings of a word shaped as an adjective, and its letters at the least.
_ADJECTIVES = ("ic", "al", "ous", "ive", "able", "ible", "ant", "ent", "ary")
_MIN_ADJECTIVE = 6
# Prefixes that close before a verb's form only, and those forms' endings.
CLOSED_BEFORE_VERB_FORM = frozenset(("en",))
_VERB_FORMS = ("ed", "ing", "s")
_HYPHEN_VOWELS = frozenset(f"-{vowel}" for vowel in _VOWELS)


def closes_in_capitals(first: str, rest: str, closed: Collection[str]) -> bool:
    """Whether ``first``- / ``rest`` (a word in capitals broken at a line end, lowered)
    is a two-letter prefix of ``closed`` (the prefixes papers write closed) before a
    listed word of :data:`MIN_REST` letters or more not opening with the prefix's last
    letter (the document's hyphen and whether the text hyphenates are the caller's)."""
    if len(first) != 2 or first not in closed or len(rest) < MIN_REST:
        return False
    return rest[0] != first[-1] and rest in english_words()


def closes_before_vowel(head: str, tail: str, after: str) -> bool:
    """Whether ``head``- / ``tail`` (lower case; ``after``: the characters right after
    ``tail``) is a prefix of :data:`CLOSED_BEFORE_VOWEL` before a listed word of
    :data:`MIN_REST` letters or more opening with a vowel, and no further hyphen."""
    if head not in CLOSED_BEFORE_VOWEL or tail[:1] not in _VOWELS or len(tail) < MIN_REST:
        return False
    if after[:1] == "-" or tail not in english_words():
        return False
    joined = head + tail
    if joined in english_words() or joined[:_STEM] in _negation_stems(head):
        return True
    return len(tail) >= _MIN_ADJECTIVE and tail.endswith(_ADJECTIVES)


def closes_before_verb_form(head: str, tail: str) -> bool:
    """Whether ``head``- / ``tail`` (lower case) is a prefix of
    :data:`CLOSED_BEFORE_VERB_FORM` before a listed word of :data:`MIN_REST` letters or
    more, not opening with the prefix's last letter, ending as a verb's form
    ("grafted", "training", "wraps"); the document's hyphen and whether the text hyphenates are
    the caller's."""
    if head not in CLOSED_BEFORE_VERB_FORM or len(tail) < MIN_REST or tail[0] == head[-1]:
        return False
    return tail.endswith(_VERB_FORMS) and tail in english_words()


@cache
def _negation_stems(head: str) -> frozenset[str]:
    """The first :data:`_STEM` letters of each listed word opening with ``head`` and a
    vowel (once per head)."""
    return frozenset(
        word[:_STEM]
        for word in english_words()
        if len(word) >= _STEM and word.startswith(head) and word[len(head)] in _VOWELS
    )


def writes_before_vowel(head: str, text: str, hyphenated: Iterable[str]) -> bool:
    """Whether ``text``, or ``hyphenated`` (the document's hyphenated words, lower case),
    writes ``head``, a hyphen and a vowel ("in-air")."""
    if writes_head(head, text, f"[{_VOWELS}]"):  # searched from the hyphens (speed58b)
        return True
    return any(
        word.startswith(head) and word[len(head) : len(head) + 2] in _HYPHEN_VOWELS
        for word in hyphenated
    )


def writes_before_small(head: str, texts: Iterable[str]) -> bool:
    """Whether one of ``texts`` writes ``head`` (either case, no letter before it) and
    a hyphen before a small letter on the same line ("sub-groups"), save a vowel after a
    head ending in one ("re-analysed", "de-emphasis"): English's rule sets those
    hyphens, and a capital's ("sub-Saharan", "non-English"); neither shows a habit of
    the prefix (hyph58)."""
    vowel_end = head[-1:].lower() in _VOWELS
    for text in texts:
        for found in head_matches(head, text, r"(?=[^\W\d_])"):  # from the hyphens
            letter = text[found.end()]
            if not (letter.isupper() or (vowel_end and letter in _VOWELS)):
                return True
    return False


__all__ = [
    "CLOSED_BEFORE_VERB_FORM",
    "CLOSED_BEFORE_VOWEL",
    "MIN_REST",
    "closes_before_verb_form",
    "closes_before_vowel",
    "closes_in_capitals",
    "writes_before_small",
    "writes_before_vowel",
]

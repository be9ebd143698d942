"""Hyphens at a line end that belong to the word (pure): :func:`kept_hyphen`.

:func:`~tapyre_paper_search.pdf.normalize.normalize_text` joins a word broken at a line
end ("hyphen-" / "ation") unless the hyphen is a compound's.  Two kinds of compound it
took for broken words (refs44):

- a letter of another script opening the piece after a Latin letter ("interferon-" /
  "γ", "factor-" / "κB"; hyphens51): hyphenation splits a word into syllables of one
  script, so the hyphen is the author's.
- a Greek letter's name written out before its noun ("beta-" / "multiplier",
  "alpha-" / "tocopherol", "gamma-" / "glutamyl"): the names are words of their own,
  and the joined forms ("betamultiplier") are no words; a join that is a word stays a
  join ("alpha-" / "bet" is "alphabet").  Only the names of four letters or more are
  read: the short ones ("pi", "eta", "chi") open many plain words ("piano", "chinese").
- a piece after the break that carries a further hyphen ("tri-" / "methyl-ammonium"):
  TeX breaks a word that holds a hyphen only at its hyphens, so the break is one of
  them (a hyphen closing that piece's line is a further break: "form-" / "art-" /
  "fi" is read as before).  Other producers do break inside such a word ("inter-" /
  "leukin-6"), so the hyphen is kept only where the piece is a known word and the join
  is none ("antibody-mediated" is joined, "trimethyl" is no word), or a small word
  linking a phrase ("just-" / "in-time").
- a compound adjective's head before its last word ("phonon-" / "induced",
  "osteoblast-" / "derived": :func:`~tapyre_paper_search.pdf.compoundtails.closes_compound`,
  the reference lists' rule asked of any text; hyphens48), and a head in mixed case
  that ends in a capital ("pH-" / "dependent", "iPSC-" / "derived"; hyphens48), and a
  German noun kept capitalised before an adjective's last word inside a sentence
  ("Phonon-" / "induzierte": :func:`~tapyre_paper_search.pdf.compoundtails.german_compound`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Collection, Iterable

from tapyre_paper_search.pdf.compoundtails import (
    closes_compound,
    french_compound,
    german_compound,
)

# Greek letters' names of four letters or more, as written before a noun.
_GREEK = frozenset((
    "alpha", "beta", "gamma", "delta", "epsilon", "zeta", "theta", "iota", "kappa",
    "lambda", "omicron", "sigma", "upsilon", "omega",
))  # fmt: skip

# Small words that link a phrase made one word ("just-in-time", "up-to-date",
# "state-of-the-art"): a break right before one, with a hyphen after it, is at the
# phrase's hyphen whatever the joined letters spell ("justin").
_PHRASE_LINKS = frozenset(("a", "and", "at", "by", "for", "in", "of", "on", "or", "the", "to"))


def kept_hyphen(
    head: str,
    tail: str,
    after: str,
    lexicon: Collection[Collection[str]],
    *,
    before: str = "",
    written: Iterable[Collection[str]] = (),
) -> bool:
    """Whether the hyphen between ``head`` (the word before a line-end hyphen) and
    ``tail`` (the word characters after the break; ``after``: the two characters right
    after them: a hyphen then a letter or digit, the piece's own hyphen, not a further
    break's) stays (see the module docstring); ``lexicon``: the known words (lower case:
    the English list, the document's own); ``before``: the character the head follows,
    spaces aside ("" at the text's start); ``written``: the document's hyphenated words
    (lower case), whose last words close a compound too
    (:func:`~tapyre_paper_search.pdf.compoundtails.written_tail`)."""
    # (an ASCII first letter is Latin or no letter: no name looked up; speed58b)
    first = tail[:1]
    if (
        not first.isascii()
        and _script(first) not in ("", "LATIN")
        and _script(head[-1:]) == "LATIN"
    ):
        return True  # "interferon-" / "γ", "factor-" / "κB": no syllable (hyphens51)
    lowered = head.lower()
    if after[:1] == "-" and after[1:2].isalnum() and tail:
        # "tri-" / "methyl-ammonium": TeX broke at a hyphen of the word.  Other
        # producers hyphenate inside such a word too ("inter-" / "leukin-6",
        # "anti-" / "body-mediated"): kept only where the piece is a word and the
        # join is none.
        piece = tail.lower()
        if piece in _PHRASE_LINKS:
            return True  # "just-" / "in-time", "end-" / "to-end": a phrase made one word
        return any(piece in words for words in lexicon) and not any(
            lowered + piece in words for words in lexicon
        )
    if _capital_end(head) and tail[:1].islower():
        return True  # "pH-" / "dependent", "iPSC-" / "derived" (hyphens48)

    def known(word: str) -> bool:
        return any(word in words for words in lexicon)

    if closes_compound(head, tail, known, written=written) or german_compound(
        head, tail, before, known
    ):
        return True  # "phonon-" / "induced", "Phonon-" / "induzierte" (hyphens48)
    if french_compound(head, tail, known):
        return True  # "après-" / "midi", "grand-" / "mère" (review54)
    return (
        lowered in _GREEK
        and len(tail) >= 3
        and tail.islower()
        and not any(lowered + tail in words for words in lexicon)
    )


def _script(letter: str) -> str:
    """The script a letter is of, as its Unicode name opens ("LATIN", "GREEK"); "" for
    none."""
    return unicodedata.name(letter, "").partition(" ")[0] if letter.isalpha() else ""


def _capital_end(head: str) -> bool:
    """Whether ``head`` holds a small letter and ends in a capital ("pH", "iPSC", "mTOR"):
    a symbol or an acronym in mixed case, no syllable a hyphenation leaves (a word split
    inside its capitals, "microR-" / "NAs", goes on in capitals)."""
    return head[-1:].isupper() and any(ch.islower() for ch in head)

"""Latin and French phrases hyphenated at a line end (pure; hyph58).

Papers write the phrases English takes from Latin and French ("in vitro", "ex vivo",
"de novo", "en masse") apart, and with a hyphen where they stand before a noun ("an
in-vitro assay", "en-masse migration").  A break after the phrase's first word is that
hyphen: hyphenation splits no word there, and the join ("invitro", "enmasse") is no
word.  :data:`LOAN_PHRASES` gives, by the phrase's first word, the words that may follow
it; :func:`loan_phrase` asks whether a break is one.  The join written closed by the
document or listed ("denovo" nowhere, but a paper's own spelling wins) joins.
"""

from __future__ import annotations

from collections.abc import Callable

# The first word of a phrase taken from Latin or French and the words that follow it.
LOAN_PHRASES: dict[str, frozenset[str]] = {
    "in": frozenset((
        "vivo", "vitro", "situ", "silico", "utero", "ovo", "vacuo", "toto", "extenso",
        "absentia", "loco", "planta", "cellulo", "natura", "lieu", "camera",
    )),
    "ex": frozenset(("vivo", "vitro", "situ", "ante", "post", "ovo", "officio")),
    "en": frozenset(("masse", "bloc", "face", "route", "passant", "famille")),
    "de": frozenset(("novo", "facto", "jure")),
    "ab": frozenset(("initio", "origine")),
    "ad": frozenset(("hoc", "libitum", "infinitum", "interim")),
    "per": frozenset(("se", "capita", "annum", "protocol")),
    "sui": frozenset(("generis",)),
    "vice": frozenset(("versa",)),
}  # fmt: skip


def loan_phrase(head: str, tail: str, known: Callable[[str], bool]) -> bool:
    """Whether ``head``- / ``tail`` (lower case) is a phrase of :data:`LOAN_PHRASES`
    broken after its first word, the join no word ``known`` holds (the lists' and the
    document's words)."""
    follows = LOAN_PHRASES.get(head)
    return follows is not None and tail in follows and not known(head + tail)


__all__ = ["LOAN_PHRASES", "loan_phrase"]

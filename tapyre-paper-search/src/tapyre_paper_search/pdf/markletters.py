"""Superscript letters set after a name as its marks, spaced before NFKC (pure; bylines70).

Many journals' bylines print each author's affiliation letters as superscripts; a PDF
whose font draws them with Unicode's modifier letters ("Rachel Adamsᵃ, Tomás Riveraᵇ",
"Kwame Mensahᵃ,ᶜ,*") loses them under Unicode NFKC, which
:func:`~tapyre_paper_search.pdf.normalize.normalize_text` applies: "ᵃ" becomes a plain
"a" glued to the surname ("Adamsa"), and no reader can tell that letter from the name's.
:func:`spaced_mark_letters`, called before NFKC, sets a space before a run of modifier
small letters (with the modifier commas between them) closing a capitalised word of two
letters or more and followed by a space, a punctuation mark, a footnote sign or the
text's end: "Adamsᵃ," → "Adams ᵃ," (NFKC then "Adams a,"), read as a spaced mark.  A
run after a digit ("5ᵗʰ", "1ˢᵗ"), after one letter ("Mᵐᵉ", "Dʳ", a phonetic "kʰ", "pʰ") or
inside a word ("tʰa") is left as it was.
"""

from __future__ import annotations

import re

_SMALL = "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ"
"""Unicode's modifier small letters a to z (U+1D43 …, U+02B0 …, U+2071, U+207F)."""

_HINT = re.compile(f"[{_SMALL}]")
_RUN = re.compile(
    rf"\b([^\W\d_][^\W\d_]+)([{_SMALL}]+(?:[,˒]\s?[{_SMALL}*∗†‡]+)*)(?=[\s,;:.*∗†‡)]|$)"
)


def _spaced(match: re.Match[str]) -> str:
    word, marks = match.group(1), match.group(2)
    if not word[0].isupper() or any(c in _SMALL for c in word):
        return match.group()
    return f"{word} {marks}"


def spaced_mark_letters(text: str) -> str:
    """``text`` with each run of modifier small letters closing a capitalised word
    spaced off it (see the module); ``text`` itself where it holds none."""
    if _HINT.search(text) is None:
        return text
    return _RUN.sub(_spaced, text)


__all__ = ["spaced_mark_letters"]

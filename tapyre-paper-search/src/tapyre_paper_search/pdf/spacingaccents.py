"""Spacing accents composed with their letters (pure; moved from :mod:`normalize` in refs45).

TeX's Type 1 fonts print an accent as a character of its own before its letter
(``Andr´e``, ``T¯EVITA``); :func:`compose_accents` composes each with its letter
(``André``, ``TĒVITA``).  :func:`~tapyre_paper_search.pdf.normalize.normalize_text`
calls it first; :mod:`~tapyre_paper_search.pdf.byline` on a line's raw text.
"""

from __future__ import annotations

import re
import unicodedata

_SPACING_ACCENTS = {
    "\u00b4": "\u0301",  # acute
    "`": "\u0300",  # grave
    "\u00a8": "\u0308",  # diaeresis
    "\u02c6": "\u0302",  # circumflex
    "\u02dc": "\u0303",  # tilde
    "\u02c7": "\u030c",  # caron
    "\u02d8": "\u0306",  # breve
    "\u02d9": "\u0307",  # dot above
    "\u02da": "\u030a",  # ring above
    "\u02dd": "\u030b",  # double acute
    "\u00b8": "\u0327",  # cedilla
    "\u00af": "\u0304",  # macron
}
# A spacing accent directly before a letter, inside a word (TeX's \'e rendered
# by a Type 1 font): "Andr´e".  Only vowels and the consonants that take these
# accents, so "x^2" or a stray backtick before code is left alone.  TeX puts an accent
# over the dotless "ı" / "ȷ" ("L¯ıga"): composed, they are "ī" (names35).
_ACCENT_BEFORE_LETTER = re.compile(
    "([" + re.escape("".join(_SPACING_ACCENTS)) + "])([AEIOUYNCSZRaeiouyncszrgGlLdDtTıȷ])"
)
_DOTLESS = {"ı": "i", "ȷ": "j"}
# A cedilla drawn after its letter, before the vowel that follows it (TeX's \c{c} in an
# OT1 font: "Lourenc¸o"), belongs to the letter before it, not to the vowel (review104:
# it had read "Lourenco̧", and a reference's name list broke there).
_CEDILLA_AFTER = re.compile("([cCsStT])\u00b8(?=[aeiouAEIOU])")


def compose_accents(text: str) -> str:
    """``text`` with each spacing accent set before its letter composed with it ("T¯EVITA"
    → "TĒVITA", "Andr´e" → "André"): a line's raw text as TeX's Type 1 fonts print
    an accent, read as the word it is (names39); nothing else changes."""
    if not any(accent in text for accent in _SPACING_ACCENTS):
        return text

    def compose(match: re.Match[str]) -> str:
        accent, letter = match.groups()
        before = text[match.start() - 1] if match.start() else " "
        # Inside a word ("Andr´e") or, except for the backtick, at its start ("´Ecole").
        if not (before.isalpha() or (before.isspace() and accent != "`")):
            return match.group(0)
        if letter in _DOTLESS:
            # A dot over a dotless letter gives back the dotted one ("˙ı" is "i"; names36).
            letter = _DOTLESS[letter]
            if accent == "\u02d9":
                return letter
        return unicodedata.normalize("NFC", letter + _SPACING_ACCENTS[accent])

    if "\u00b8" in text:
        text = _CEDILLA_AFTER.sub(lambda m: unicodedata.normalize("NFC", m[1] + "\u0327"), text)
    return _ACCENT_BEFORE_LETTER.sub(compose, text)

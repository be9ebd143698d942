"""A name's word set in capitals, read back in title case (pure; names42): each part
between hyphens capitalised ("MIN-KHAI" → "Min-Khai"), and the part after an elided
article or "O'" capitalised too ("D'ANGELO" → "D'Angelo", "O'NEILL" → "O'Neill",
"N'DIAYE" → "N'Diaye", "DELL'ACQUA" → "Dell'Acqua"), where an apostrophe inside any
other word is a letter's (a glottal stop: "B'ALAM" → "B'alam", "THIONG'O" →
"Thiong'o").  "MC" opening a longer word is the Gaelic prefix ("MCDONALD" →
"McDonald"); a word whose prefix is already in mixed case and whose rest is in capitals
("McDONALD", "MacLEOD", small capitals after the prefix) keeps the prefix as written
(:func:`capital_word` tells such words apart).  fix42a: a word shaped like a Nguni
(Zulu, Xhosa) name, the click "c" before a vowel, "h" or "w" and open syllables to a
final vowel ("MCHUNU", "MCEBISI"), is not the Gaelic prefix: "Mchunu", "Mcebisi"
(:data:`_NGUNI_MC`); a Gaelic name of that shape ("MCHALE") is recased where the page
writes it "McHale" (:func:`~tapyre_paper_search.pdf.pagecasing.cased_by_page`).
"""

from __future__ import annotations

import re

_ELIDED_PREFIXES = frozenset({"o", "d", "l", "n", "dell", "dall", "degl", "all", "sant", "nell"})
"""Prefixes before an apostrophe after which a name's next letter is a capital: the
Irish "O'", the Romance elided articles and prepositions ("D'", "L'", "Dell'", "Dall'",
"Degl'", "All'", "Nell'", "Sant'") and the West African "N'"."""

_APOSTROPHE = re.compile(r"(['’])")

_PREFIXED_CAPITALS = re.compile(r"^(Mc|Mac|O['’]|D['’])([A-ZÀ-Þ]{2,})$")
"""A word whose prefix is in mixed case and whose rest is in capitals ("McDONALD")."""


def capital_word(word: str) -> bool:
    """Whether ``word`` is set in capitals: all upper case, or a name's mixed-case
    prefix before capitals ("McDONALD", "MacLEOD", "O'NEILL" alike)."""
    return word.isupper() or bool(_PREFIXED_CAPITALS.match(word))


def title_case(word: str) -> str:
    """``word``, set in capitals (:func:`capital_word`), in a name's title case."""
    prefixed = _PREFIXED_CAPITALS.match(word)
    if prefixed and not word.isupper():
        return prefixed.group(1) + _hyphened(prefixed.group(2))
    return _hyphened(word)


def _hyphened(word: str) -> str:
    return "-".join(_part(part) for part in word.split("-"))


def _part(part: str) -> str:
    pieces = _APOSTROPHE.split(part)
    out = _capitalised(pieces[0])
    for k in range(1, len(pieces) - 1, 2):
        after = pieces[k + 1]
        elided = pieces[k - 1].lower() in _ELIDED_PREFIXES and k == 1 and len(after) > 1
        out += pieces[k] + (_capitalised(after) if elided else after.lower())
    return out


def _capitalised(text: str) -> str:
    lowered = text.lower()
    if len(text) > 4 and lowered.startswith("mc") and text.isupper() and not _nguni(lowered):
        return "Mc" + lowered[2:3].upper() + lowered[3:]
    return text[:1].upper() + lowered[1:]


# A Nguni (Zulu, Xhosa) word opening "mc": the click "c" straight before a vowel or
# its aspirate "h" / labial "w", then open syllables only (consonants, one vowel) to a
# final vowel ("mchunu", "mcebisi", "mcwabe"); a Gaelic surname after "Mc" ends in a
# consonant or opens otherwise ("McHugh", "McEwan", "McDonald", "McKenna").
_NGUNI_MC = re.compile(r"mc[hw]?[aeiou](?:[bcdfghjklmnpqrstvwxz]+[aeiou])+")


def _nguni(lowered: str) -> bool:
    """Whether ``lowered``, a word opening "mc", is shaped like a Nguni name rather
    than the Gaelic prefix (:data:`_NGUNI_MC`; fix42a)."""
    return _NGUNI_MC.fullmatch(lowered) is not None


__all__ = ["capital_word", "title_case"]

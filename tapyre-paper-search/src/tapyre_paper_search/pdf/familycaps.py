"""A family name set in capitals beside given names in mixed case (pure; bylines58).

Chinese, Korean, French and many institutional styles mark the family name by setting it
in capitals ("WANG Xiaoming", "Jean DUPONT", "KIM Min-jun"): the name read back is the
name in title case ("Wang Xiaoming", "Jean Dupont"), its order kept, as a name set wholly
in capitals is (:func:`~tapyre_paper_search.pdf.namewords.as_name`).

Only words that read as a name's syllables are recased (:func:`_syllabic`): a word of
four letters or more with a vowel, or a shorter one opening with a consonant (or "ZH",
"SH", "CH") and a vowel ("LI", "WU", "LIU", "KIM", "ZHU", "SHI"; fix55b), in Latin or
Cyrillic letters ("Иван ПЕТРОВ"; fix55b).  "NG", a syllable with no vowel, is
recased only after given names a list knows ("Andrew NG"; "Smith NG" is a surname and
its initials; fix55b).  Initials run together ("JRR Tolkien", "AKM Rahman", "AJ
Smith") and a name closing on a generation's numeral ("John Smith III"; "Wei LI", "Jinping XI" are
family names, fix55b) stay as written; so
does a name with no word in mixed case (the all-capitals case is ``as_name``'s) or with
an initial.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.capscase import title_case
from tapyre_paper_search.pdf.givennames import is_given_name

_VOWELS = "AEIOUYÀÁÂÃÄÅÆÈÉÊËÌÍÎÏÒÓÔÕÖØÙÚÛÜÝĀĂĄĒĖĘĚĪĮŌŐŒŪŮŰŲАЕЁИОУЫЭЮЯІЇЄ"
_ROMAN = re.compile(r"^(?:I{2,3}|IV|VI{0,3})$")
"""A generation's numeral closing a name (a suffix): not "LI", "XI" (family names)."""
_MIXED = re.compile(r"^[^\W\d_][^\W\d_]*[a-zß-ÿа-яёіїєґ][^\W\d_'’-]*(?:[-'’][^\W\d_]+)*$")
_DIGRAPHS = ("ZH", "SH", "CH")
_NASAL = "NG"
"""A family name of one syllable with no vowel (Cantonese "Ng")."""


def _syllabic(word: str) -> bool:
    """Whether ``word`` (in capitals, hyphenated parts allowed) reads as a name's
    syllables rather than run-together initials or a Roman numeral."""
    for part in word.split("-"):
        if not part.isalpha():
            return False
        if not any(c in _VOWELS for c in part):
            return False
        head = 2 if part[:2] in _DIGRAPHS else 1
        if len(part) < 4 and not (
            part[0] not in _VOWELS and len(part) > head and part[head : head + 1] in _VOWELS
        ):
            return False
    return True


def family_recased(words: list[str]) -> list[str]:
    """``words`` (a name's, each read as a name word already) with each family name set in
    capitals in title case, where the others are written in mixed case (see the module);
    else ``words`` as they are."""
    if _ROMAN.match(words[-1]):
        return words  # "John Smith III", "Ann Lee IV": a suffix, no family name ("LI Na" is)
    capitals = [w for w in words if w.isupper() and len(w) > 1]
    if not capitals or len(capitals) == len(words):
        return words
    others = [w for w in words if w not in capitals]
    if not all(len(w) > 1 and _MIXED.match(w) and not w.isupper() for w in others):
        return words  # an initial or a particle beside it: leave the name as written
    if capitals == [_NASAL] and all(is_given_name(w) for w in others):
        return [title_case(w) if w in capitals else w for w in words]
    if not all(_syllabic(w) for w in capitals):
        return words
    return [title_case(w) if w in capitals else w for w in words]


__all__ = ["family_recased"]

"""Words spelled as romanised Japanese, syllable by syllable (pure; bylines52).

A Japanese personal name has two parts, a given name and a family name, and no middle
name; a lone byline line of four words each spelled in the Hepburn romanisation's
syllables ("Yui Sato Haruto Tanaka*") is two people, however little the given-name
lists know of its words.  :func:`kana_shaped` tells the spelling: the word is a run of
the romanisation's syllables, each a vowel after at most one of its consonants or
digraphs ("sh", "ch", "ts", "ky", …), a doubled consonant before one ("Hattori"), or a
syllabic "n" before a consonant or at the end ("Ren", "Kenta").  No "l", no "th", no
cluster and no closing consonant but "n": Burmese names ("Thida", "Nilar", "Hlaing",
"Zaw"), Romance and English surnames ("Farias", "Lee") fail it.
"""

from __future__ import annotations

import re

_SYLLABLE = r"(?:(?:kk|ss|tt|pp|tc)?(?:sh|ch|ts|[kgsztdnhbpmrfjwy]y?)?[aiueoōū]|n(?![aiueoy]))"
_KANA_WORD = re.compile(rf"^{_SYLLABLE}+$")


def kana_shaped(word: str) -> bool:
    """Whether ``word`` (case aside, a mark after it dropped) is spelled in Hepburn
    romanisation's syllables alone (see the module): "Sato", "Haruto", "Kobayashi";
    not "Thida", "Nilar", "Luíza", "Downey"."""
    return _KANA_WORD.match(word.rstrip("*†‡§¶✉0123456789,").lower()) is not None


__all__ = ["kana_shaped"]

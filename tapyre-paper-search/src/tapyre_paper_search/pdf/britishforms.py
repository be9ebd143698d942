"""British spellings of listed words (pure; words53).

The shipped English word list spells words the American way ("generalization",
"randomized", "tumor", "behavior", "center"), so a British paper's "generalisation",
"randomised", "tumour" were no known words: a line-end break before one ("test-" /
"generalisation") was joined though both pieces are words and the whole is none, and a
break inside one after a listed head ("de-" / "centralisation") could not be told from a
compound.  :func:`american` gives the American spelling of such a word, so a reader asks
the list for it: British "-ise" / "-isation" (and "-yse"), "-our" after the letters
that take it ("behaviour", "labour", "tumour", "vapour"; never "four", "hour", "detour") and "-tre"
("centre", "fibre").  A word with none of these endings is returned as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_ISE = re.compile(r"(?<=[a-z]{3})([iy])s(e|es|ed|ing|er|ers|ation|ations|ational)$")
_OUR = re.compile(r"(?<=[a-z]{2}[bdgilmnprv])our(s|ed|ing|ite|ites|able)?$")
_TRE = re.compile(r"(?<=[a-z]{2}[bnt])re(s|d)?$")


def american(word: str) -> str:
    """The American spelling of ``word`` (lower case) where its ending is British (see the
    module docstring), else ``word``: "generalisation" → "generalization", "tumours" →
    "tumors", "centre" → "center"; "house", "four", "acre" stay."""
    spelled = _ISE.sub(lambda found: f"{found[1]}z{found[2]}", word)
    if spelled != word:
        return spelled
    spelled = _OUR.sub(lambda found: f"or{found[1] or ''}", word)
    if spelled != word:
        return spelled
    return _TRE.sub(lambda found: f"er{found[1] or ''}", word)


def known_either_way(known: Callable[[str], bool]) -> Callable[[str], bool]:
    """``known`` that also knows a British spelling of a word it knows
    (:func:`american`)."""

    def either(word: str) -> bool:
        if known(word):
            return True
        spelled = american(word)
        return spelled != word and known(spelled)

    return either


__all__ = ["american", "known_either_way"]

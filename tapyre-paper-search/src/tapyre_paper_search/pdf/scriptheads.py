"""A line-end break between two scripts is the author's hyphen (pure; hyph55).

Hyphenation splits a word of one language between its syllables; no word runs from
one script into another, so a break whose head ends in a letter of one script and
whose tail opens with a letter of another ("βγ-" / "dimer", "TGFβ-" / "induced") is
a compound the author wrote with its hyphen: :func:`script_change`.  The script of a
letter is the first word of its Unicode name ("GREEK", "LATIN", "CYRILLIC").
"""

from __future__ import annotations

import unicodedata


def script_change(head: str, tail: str) -> bool:
    """Whether ``head``'s last character and ``tail``'s first are letters of two
    scripts (see the module docstring); ``False`` where either is empty or no letter."""
    last, first = head[-1:], tail[:1]
    if (last.isascii() and first.isascii()) or not (last.isalpha() and first.isalpha()):
        return False  # (ASCII on both sides first: nearly every break)
    return _script(last) != _script(first)


def _script(letter: str) -> str:
    """The first word of ``letter``'s Unicode name ("GREEK", "LATIN"), "" for none."""
    return unicodedata.name(letter, "").split(" ", 1)[0]


__all__ = ["script_change"]

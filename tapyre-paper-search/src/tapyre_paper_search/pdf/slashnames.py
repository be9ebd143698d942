"""Names parted by slashes on a byline (pure; bylines66).

Some bylines part their names with a slash set between spaces, as a list of contributors
or a report's byline does: "Bethlehem Abera / Yonas Girma / Meron Tesfaye".  The slash was
no separator of a line's pieces (:mod:`~tapyre_paper_search.pdf.linepieces`), so the line
was one piece of six words and named nobody.

:func:`slash_cut` makes each such slash a comma where every part between slashes is
shaped as one person's name (:func:`_name_shaped`: two to five words, the first and the
last capitalised, the others capitalised or particles, no digit, no stop but an
initial's) and one part at least opens with a known given name
(:func:`~tapyre_paper_search.pdf.givennames.is_given_name`) or an initial: "Machine
Learning / Deep Learning", "North America / South America" are shaped so too.  A slash
in a title or an affiliation ("Climate / Energy Policy", "School of Law / Faculty of
Arts", "Input/Output") leaves the line as it is: a part of one word, a lower-case word
or a slash without spaces around it.
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namewords import PARTICLES

_SLASH = re.compile(r"\s+/\s+")
_INITIAL = re.compile(r"[^\W\d_]\.")
_MOST_WORDS = 5


def _capitalised(word: str) -> bool:
    return word[:1].isupper() and not any(ch.isdigit() for ch in word)


def _name_shaped(part: str) -> bool:
    """Whether ``part`` is shaped as one person's name (see the module)."""
    words = part.split()
    if not 2 <= len(words) <= _MOST_WORDS or not (
        _capitalised(words[0]) and _capitalised(words[-1])
    ):
        return False
    return all(
        (_capitalised(word) or word in PARTICLES)
        and ("." not in word or _INITIAL.fullmatch(word) is not None)
        for word in words
    )


def _firsts(parts: list[str]) -> list[str]:
    return [part.split()[0] for part in parts]


def slash_cut(text: str) -> str:
    """``text`` with each slash between spaces a comma where every part it parts is
    shaped as a name (:func:`_name_shaped`) and one at least opens with a known given
    name or an initial; else ``text`` (see the module)."""
    if " / " not in text:
        return text
    parts = _SLASH.split(text.strip())
    if len(parts) < 2 or not all(_name_shaped(part) for part in parts):
        return text
    if not any(is_given_name(first) or _INITIAL.fullmatch(first) for first in _firsts(parts)):
        return text
    return " , ".join(parts)


__all__ = ["slash_cut"]

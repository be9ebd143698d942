"""A word's head left hanging before a conjunction at a line end (pure).

``homo-`` / ``and heterodimers``, ``pre-`` / ``and postoperative``, ``intra-`` / ``or
intercellular``: the hyphen is a suspended one (the head shares the next word's
tail), so the break is a space and the hyphen stays: "homo- and heterodimers".
:func:`~tapyre_paper_search.pdf.lineendhyphens.rejoin_hyphenated` asked this of an
acronym's head only ("TNF-" / "or LPS-induced"); a word's head was joined onto the
conjunction ("preand", "homo-and").

The piece after the break must be a whole conjunction (:data:`HANGING`) followed by a
space and a word in small letters, the head must be a prefix (``compoundtails.PREFIXES``)
or a combining form ending in "o" ("homo-", "micro-"), and the head with that
conjunction must be no known word: a word hyphenated before "or" or "nor" ("col-" /
"or", "mi-" / "nor") joins as before, and so does a word broken before "and", "und" or
"ou" ("Ferdin-" / "and Magellan", "Sek-" / "und", "gen-" / "ou et"; review56c).  A
suspended hyphen before a word written with a hyphen ("time-" / "and dose-dependent")
is :func:`~tapyre_paper_search.pdf.lineendhyphens.suspended_at`'s.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from tapyre_paper_search.pdf.compoundtails import PREFIXES
from tapyre_paper_search.pdf.words import english_words

# The conjunctions a word's suspended head hangs before.
HANGING = frozenset(("and", "or", "nor", "und", "ou", "And", "Or"))
# A conjunction a suspended hyphen stands before, as a whole word with a word after it.
_CONJUNCTION_WORD = re.compile(r"([^\W\d_]+) ([^\W\d_])")


def suspended_head(head: str, text: str, end: int, words: Collection[str] | None = None) -> bool:
    """Whether ``head``, broken with a hyphen at a line end whose next piece starts at
    ``end`` of ``text``, is a suspended hyphen's head ("pre-" / "and post-"): the next
    piece is a whole conjunction before a word in small letters, ``head`` is a prefix
    or ends in "o" (letters only), and ``head`` + conjunction is neither an English
    word nor one of ``words`` (the document's, lower case)."""
    found = _CONJUNCTION_WORD.match(text, end)
    if found is None or found.group(1) not in HANGING or not found.group(2).islower():
        return False
    lowered = head.lower()
    if not head.isalpha() or not (lowered in PREFIXES or lowered.endswith("o")):
        return False
    joined = lowered + found.group(1).lower()
    return joined not in english_words() and not (words is not None and joined in words)


__all__ = ["HANGING", "suspended_head"]

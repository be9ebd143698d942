"""A word's head left hanging before a conjunction at a line end (pure).

``homo-`` / ``and heterodimers``, ``pre-`` / ``and postoperative``, ``intra-`` / ``or
intercellular``: the hyphen is a suspended one (the head shares the next word's
tail), so the break is a space and the hyphen stays: "homo- and heterodimers".
:func:`~tapyre_paper_search.pdf.lineendhyphens.rejoin_hyphenated` asked this of an
acronym's head only ("TNF-" / "or LPS-induced"); a word's head was joined onto the
conjunction ("preand", "homo-and").

The piece after the break must be a whole conjunction followed by a space and a word,
and the head with that conjunction must be no known word: a word hyphenated before
"or" or "nor" ("col-" / "or", "mi-" / "nor") joins as before.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from tapyre_paper_search.pdf.words import english_words

# A conjunction a suspended hyphen stands before, as a whole word with a word after it.
_CONJUNCTION_WORD = re.compile(r"(?:and|or|nor|und|ou) [^\W\d_]", re.IGNORECASE)


def suspended_head(head: str, text: str, end: int, words: Collection[str] | None = None) -> bool:
    """Whether ``head``, broken with a hyphen at a line end whose next piece starts at
    ``end`` of ``text``, is a suspended hyphen's head ("pre-" / "and post-"): the next
    piece is a whole conjunction before a word, ``head`` is letters only, and
    ``head`` + conjunction is neither an English word nor one of ``words`` (the
    document's, lower case)."""
    found = _CONJUNCTION_WORD.match(text, end)
    if found is None or not head.isalpha():
        return False
    joined = (head + text[end : found.end() - 2]).lower()
    return joined not in english_words() and not (words is not None and joined in words)


__all__ = ["suspended_head"]

"""A hyphen at a line's end before a word in mixed case is the author's (pure; used by
:func:`~.refpieces.entry_text`).

"Glutaminolysis activates Rag-" / "mTORC1 signaling": the line-end rule
(:func:`~.normalize.normalize_inline`) joins a break whose next line opens in small
letters, unless the paper or the word list knows the compound, so the title read
"RagmTORC1".  Hyphenation splits words of small letters only: a piece after the break
that holds a capital or a digit after its small letters ("mTORC1", "siRNA", "iPSCs",
"p53") was never split off a word, so the hyphen before it was typed.
:func:`typed_hyphens` joins each such break keeping its hyphen, before the line-end
rule reads the text.
"""

from __future__ import annotations

import re

# A letter, the hyphen and the line's end, then small letters followed by a capital or
# a digit (the piece after the break in mixed case).
_TYPED = re.compile(r"(?<=[^\W\d_])-\n(?=[a-z]+[A-Z0-9])")


def typed_hyphens(text: str) -> str:
    """``text`` (an entry's lines apart by ``\\n``) with each line-end hyphen before a
    piece in mixed case (:data:`_TYPED`) kept and its line break gone."""
    return _TYPED.sub("-", text)

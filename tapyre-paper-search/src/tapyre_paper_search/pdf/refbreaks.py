"""A hyphen at a line's end before a word in mixed case is the author's (pure; used by
:func:`~.refpieces.entry_text`).

"Glutaminolysis activates Rag-" / "mTORC1 signaling": the line-end rule
(:func:`~.normalize.normalize_inline`) joins a break whose next line opens in small
letters, unless the paper or the word list knows the compound, so the title read
"RagmTORC1".  A piece after the break of one or two small letters and then an acronym
("mTORC1", "siRNA", "iPSC") or digits ("p53") is no syllable hyphenation splits off
(it does split a word in mixed case: "Mul-" / "tiVerS"), so the hyphen before it was
typed.
:func:`typed_hyphens` joins each such break keeping its hyphen, before the line-end
rule reads the text.

The same for a compound adjective broken after its hyphen before one of the words
such compounds end in ("kinetochore-" / "independent", "atp-" / "dependent":
:data:`_COMPOUND_TAILS`), where the piece before the break is a word of
three letters or more and no prefix ("inter-" / "dependent" may be hyphenation's):
the line-end rule joins such a break where the head is no English word
("kinetochoreindependent").
"""

from __future__ import annotations

import re

# A letter, the hyphen and the line's end, then one or two small letters followed by two
# capitals or more and only capitals and digits ("mTORC1", "siRNA"), or a small letter
# and digits ("p53"); not "tiVerS" ("Mul-" / "tiVerS": TeX hyphenates a word in mixed
# case where its capitals are no acronym's).
_TYPED = re.compile(r"(?<=[^\W\d_])-\n(?=(?:[a-z]{1,2}[A-Z]{2,}[A-Z0-9]*|[a-z]\d+)(?![^\W_]))")


# Words a compound adjective ends in after its hyphen ("X-dependent", "X-mediated").
_COMPOUND_TAILS = frozenset(
    (
        "dependent",
        "independent",
        "mediated",
        "induced",
        "specific",
        "associated",
        "derived",
        "based",
        "driven",
        "responsive",
        "deficient",
        "resistant",
        "sensitive",
        "containing",
        "binding",
        "bound",
        "activated",
        "regulated",
        "dependence",
    )
)
# Prefixes whose hyphen a hyphenation may leave before such a word ("inter-" /
# "dependent" of "interdependent"): not read as compounds.
_PREFIXES = frozenset(
    ("inter", "intra", "non", "pre", "sub", "super", "over", "under", "counter", "hyper", "hypo")
)
_COMPOUND = re.compile(r"(?<![\w-])([^\W\d_]{3,})-\n([a-z]+)(?=[^\w-]|$)")


def typed_hyphens(text: str) -> str:
    """``text`` (an entry's lines apart by ``\\n``) with each line-end hyphen before a
    piece in mixed case (:data:`_TYPED`), or closing a compound adjective
    (:data:`_COMPOUND_TAILS`), kept and its line break gone."""
    text = _TYPED.sub("-", text)
    if "-\n" not in text:
        return text
    return _COMPOUND.sub(_compound, text)


def _compound(found: re.Match[str]) -> str:
    head, tail = found.groups()
    if tail in _COMPOUND_TAILS and head.lower() not in _PREFIXES:
        return f"{head}-{tail}"
    return found.group()

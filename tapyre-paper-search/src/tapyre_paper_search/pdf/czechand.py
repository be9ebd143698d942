"""The Czech and Slovak "a" ("and") between two names (pure; bylines56).

"a" is an English article and an initial, so it is no word of
:data:`~tapyre_paper_search.pdf.namewords.CONJUNCTIONS`: "Ann Lee, a Fellow" or "John
a Smith" must not part two people.  It joins two names only in a piece written in Czech
or Slovak (:func:`joins_names`): a letter that their alphabets carry and English,
French, Spanish, Portuguese, German and Italian never do (ě, ř, ů, ť, ď, ň, ľ, ĺ, ŕ,
š, č, ž), or a woman's surname closing in "-ová" ("Petr Novák a Jana Svobodová").
Which "a" cuts is still :func:`~tapyre_paper_search.pdf.conjunctioncuts.at_conjunctions`'
business: lower case, between two full names.
"""

from __future__ import annotations

import re

# A letter of Czech's or Slovak's alphabet beyond the western European ones, in either case.
_LETTERS = re.compile(r"[ěřůťďňľĺŕščžĚŘŮŤĎŇĽĹŔŠČŽ]")
# A woman's surname of the two languages ("Svobodová", "Horváthová", "NOVÁKOVÁ").
_FEMININE = re.compile(r"\w(?:ová|OVÁ)\b")
# The lone lower-case word between spaces.
_A = re.compile(r"(?<= )a(?= )")


def joins_names(piece: str) -> bool:
    """Whether a lower-case "a" standing alone in ``piece`` may be a word for "and": the
    piece holds one, and a letter or a surname of Czech or Slovak's spelling."""
    return _A.search(piece) is not None and (
        _LETTERS.search(piece) is not None or _FEMININE.search(piece) is not None
    )


__all__ = ["joins_names"]

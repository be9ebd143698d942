"""Title-case phrases that read as names: a subtitle is no byline (pure).

"Green Functions, Young Tableaux" or "Ramsey Theory and Erdos Problems" pass
:func:`~tapyre_paper_search.pdf.authors.names_in_line`: capitalised words in
pairs, cut at commas and "and".  :func:`reads_as_phrase` tells such a row from a
byline by its words: one of its "names" ends in the plural of an English word
("Functions", "Problems", "Algebras"; a surname rarely does) and none opens
with a common given name
(:func:`~tapyre_paper_search.pdf.givennames.is_given_name`: "Paolo Di Vecchia",
"Jane Banks" stay names).  Used only where a row's being a byline rests on its
reading as names alone (a roman row under a bold title in the body's size).
"""

from __future__ import annotations

from collections.abc import Sequence

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.words import english_words

# A plural's ending and what its singular ends in instead.
_PLURALS = (("ies", "y"), ("es", ""), ("s", ""))


def reads_as_phrase(names: Sequence[str]) -> bool:
    """Whether ``names`` (a row read as names) are a title-case phrase (see the module)."""
    if not names:
        return False
    words = [name.split() for name in names]
    if any(is_given_name(name[0]) for name in words if name):
        return False
    return any(_plural(name[-1]) for name in words if len(name) >= 2)


def _plural(word: str) -> bool:
    """Whether ``word`` is the plural of an English word ("Functions", "Theories")."""
    folded = word.lower()
    known = english_words()
    return any(
        folded.endswith(end) and len(folded) > len(end) + 2 and folded[: -len(end)] + stem in known
        for end, stem in _PLURALS
    )

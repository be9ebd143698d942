"""A body's name with no article, read where a sentence names writers (pure; words52).

:mod:`~tapyre_paper_search.pdf.prosewriters` reads two to five capitalised words after
"Prepared by" as a person's name, and keeps out a body's name opening with an article
("The Steering Committee", review59).  A body often names itself with none:
"Statistics Canada", "Health Canada", "Engineers Australia" (a noun and the country it
serves), "Members of the Board", "Friends of the Earth" (a group "of the" something).
:func:`body_without_article` tells them:

- a small "the" after the first word: no person's name holds the English article (a
  name's particles are "van", "der", "de", "la", …);
- the last word a country or a US state of one word (the shipped gazetteer's,
  :func:`~tapyre_paper_search.pdf.gazetteer.read_places`) after a first word that is no
  given name of either list (:func:`~tapyre_paper_search.pdf.givennames.is_given_name`,
  :func:`~tapyre_paper_search.pdf.givenwords.word_given_name`): "Michael Jordan", "Ann
  Chad" stay people.
"""

from __future__ import annotations

from functools import cache

from tapyre_paper_search.pdf.gazetteer import read_places
from tapyre_paper_search.pdf.givennames import fold_word, is_given_name
from tapyre_paper_search.pdf.givenwords import word_given_name


def body_without_article(name: str) -> bool:
    """Whether ``name`` (two words or more, read as a person's) names a body (see the
    module)."""
    words = name.split()
    if len(words) < 2:
        return False
    if "the" in words[1:]:
        return True
    first = words[0]
    if is_given_name(first) or word_given_name(first):
        return False
    return fold_word(words[-1]) in _regions()


@cache
def _regions() -> frozenset[str]:
    """The gazetteer's countries and US states of one word, folded (read once)."""
    places = read_places()
    names = (*places["countries"], *places["us_states"])
    return frozenset(fold_word(name) for name in names if " " not in name and "-" not in name)


__all__ = ["body_without_article"]

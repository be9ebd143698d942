"""Given names that are also words of the dictionaries (pure data; bylines47).

:mod:`~tapyre_paper_search.pdf.givennames` holds the given names that are evidence of a
person by themselves; it leaves out the names that are common words too ("Tom", "Mark",
"Rita", "Grace", "Will", "Hope"), since a title in capitals holds such words as often
("Mark Twain's Letters", "Will Power", "Grace Notes").  On a byline, where a lead or a
colon has said that people's names follow, such a word before a surname-shaped word is
a given name all the same: "Prepared by Rita Santos: Ann Lee" is two people, not a body
("Rita Santos") and its member.  :func:`word_given_name` asks this table only; callers
use it where the layout is a byline's and the next word reads as a surname.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.givennames import fold_word, is_given_name

_TABLE = """
    tom mark rita grace rose will hope frank iris ivy dawn faith joy ruby pearl jade
    holly lily daisy violet hazel april june autumn summer amber jack max bill bob pat
    sue ray rob dean drew gene guy jay nick ted wade chase grant hunter lance miles dale
    glen cliff heath sandy penny kate liam nadia felix lena maya august victor basil earl
    harry robin bella bianca clement mercy fleur blanche aurore marguerite claude rené
    amparo consuelo dolores rocío pilar esperanza ernst frieda hilde rainer horst
    crystal dominic felicity verity charity trinity liberty serenity rosemary angelica
    pascal
    ruth
    ida
"""
# The last two rows (review46): given names that end as an adjective or an abstract noun
# does (:mod:`~tapyre_paper_search.pdf.bylinetopics`), so that "Drafted by Crystal
# Williams" is no topic.  "Ruth" (bylines52): a common given name and an old word for pity,
# in neither list, so "Compiled by Ruth Banks" named nobody and "Prepared by Ruth Allen:
# Owen Price" over "© 2021 Ruth Allen" read her as a firm.  "Ida" (bylines55): a common
# given name and a word of the dictionaries (an acronym's, Spanish's), in neither list,
# so "Ida Berg: Annual Summary" read as a body's title.

WORD_GIVEN_NAMES = frozenset(fold_word(word) for word in _TABLE.split())
"""Accent-folded lower-case given names that are dictionary words (:func:`word_given_name`)."""


def word_given_name(word: str) -> bool:
    """Whether ``word`` is a given name that is also a common word (:data:`WORD_GIVEN_NAMES`;
    case- and accent-folded, a stop or a comma after it dropped)."""
    return fold_word(word.strip(".,;:")) in WORD_GIVEN_NAMES


def any_given_name(word: str) -> bool:
    """Whether ``word`` is a given name of either list: the common given names
    (:func:`~tapyre_paper_search.pdf.givennames.is_given_name`) or those that are words
    too (:func:`word_given_name`: "Charity", "Rose"); review49 (it was written out in
    three modules)."""
    return is_given_name(word) or word_given_name(word)


__all__ = ["WORD_GIVEN_NAMES", "any_given_name", "word_given_name"]

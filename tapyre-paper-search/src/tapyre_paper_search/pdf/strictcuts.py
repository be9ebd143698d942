"""Reading the words either side of a strict cut at a word for "and" (pure; moved out
of :mod:`~tapyre_paper_search.pdf.authors` with the Romance word table added, names42):
whether the words before the cut read as a person's name (:func:`before_reads_as_name`)
or as a title's topic (:func:`reads_as_topic`), whether a name opens with a person
(:func:`opens_a_person`), and a piece set in capitals read with its cuts' words for
"and" in small letters (:func:`cuts_lowered`), as the same piece in small letters is
read.  A dictionary word here is an English or German one (:mod:`.words`) or a common
French, Spanish, Italian or Portuguese word of a title (:mod:`.romancewords`:
"Apprentissage Profond et Marie Curie" is a topic and a person, as "Intelligence
Artificielle et Marie Curie" is).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from tapyre_paper_search.pdf.academictitles import titles
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namewords import INITIAL
from tapyre_paper_search.pdf.romancewords import romance_word
from tapyre_paper_search.pdf.words import known_word


def topic_word(word: str) -> bool:
    """Whether lower-case ``word`` is a dictionary word: English, German, or a common
    Romance word of a title."""
    return known_word(word) or romance_word(word)


# The endings of a Romance language's nouns and adjectives of a topic ("Artificielle",
# "Numérique", "Computacional"), in words no English or German dictionary holds.
TOPIC_ENDING = re.compile(
    r"(?:elle|ique|ica|ico|ale|ales|al|ance|ence|encia|tion|ción|ção|zione|ité|idad|"
    r"isme|ismo|logie|logía|ive|iva|ivo|aire|ario)$"
)


def reads_as_topic(name: str) -> bool:
    """Whether every word of ``name`` (the words before a strict cut) is a dictionary
    word (:func:`topic_word`) or ends as a Romance topic's noun or adjective
    (:data:`TOPIC_ENDING`):
    "Intelligence Artificielle" is a topic, "Providence Moyo" and "Perseverance Mutasa"
    are people (fix41: a long dictionary word opening a name no list holds)."""
    return all(
        topic_word(word.lower()) or TOPIC_ENDING.search(word.lower()) is not None
        for word in name.split()
    )


# A dictionary word longer than this opening the words before a strict cut is a
# subtitle's noun ("Intelligence", "Communication"), not a given name no list holds:
# given names that are also words are short ("Ion", "Per"; names41) or not much longer,
# and the word-derived ones are kept off the lists on purpose (review145: "Grace Hopper",
# "Claude Bernard", "Ernst Müller", "Walker Evans", "Blessing Okafor", "Professor Jean
# Dupont" et "Marie Curie" are two people; cut at 4 letters they read as no names).
SHORT_WORD = 9


def before_reads_as_name(name: str) -> bool:
    """Whether ``name``, the words before a strict cut, reads as a person's name too:
    it opens with a known given name or an initial (:func:`opens_a_person`), or with a
    word that is no dictionary word (:func:`topic_word`), or with an English or German
    word of at most :data:`SHORT_WORD` letters ("Ion Popescu și Maria Ionescu", "Grace
    Hopper et Marie Curie"; names41: "Intelligence Artificielle et Marie Curie", a
    title's topic and a person, is no two names).  A word of the Romance table opens a
    topic however short where every word is a Romance table word (names42:
    "Réseaux Neuronaux et Marie Curie", "Vision Artificielle et Marie Curie"; review152:
    "Salud Vidal y Pedro Leal" stays two people, "Salud" being a given name too)."""
    first = name.split(maxsplit=1)[0].lower()
    if opens_a_person(name):
        return True
    if romance_word(first):
        # a topic's words all in the Romance table ("Vision Artificielle"); a table
        # word that is a given name too opens a person whose surname is not in it
        # ("Salud Vidal y Pedro Leal", review152; "Salud Gil", "Salud Vega", "Salud
        # Black": surnames that are English or German words, the lead after the re-read)
        return not all(romance_word(word.lower()) for word in name.split())
    return len(first) <= SHORT_WORD or not known_word(first)


def opens_a_person(name: str) -> bool:
    """Whether ``name``'s first word is a known given name or an initial, past the
    academic titles opening it ("mgr Ewa Lis", "гл. ас. Петър Стоянов"; bylines71); or,
    past such titles, two or three capitalised words that read as no topic
    (:func:`reads_as_topic`: "mr. Sander Kok"; bylines72)."""
    words = name.split()
    titled = titles(name)
    words = words[titled:] or words
    first = words[0]
    if is_given_name(first) or INITIAL.match(first) is not None:
        return True
    # bylines72: a title run before two or three capitalised words that are no topic's
    # ("drs. Ellen Mulder", "mr. Sander Kok", "гл. ас. Петър Стоянов"): a person, though
    # no list holds the given name ("mgr Vision Artificielle" stays a topic)
    return (
        0 < titled < len(name.split())
        and 2 <= len(words) <= 3
        and all(word[:1].isupper() for word in words)
        and not reads_as_topic(" ".join(words))
    )


def cuts_lowered(piece: str, names: Sequence[str]) -> str:
    """``piece``, set in capitals and cut at words for "and" into ``names`` (each the
    words between two cuts), with each cut's word in small letters: "ALAN TURING ET
    INTELLIGENCE ARTIFICIELLE" read as "ALAN TURING et INTELLIGENCE ARTIFICIELLE", so
    that the capitals do not run a person and a topic together into one name where the
    small letters do not.  With no cut (``names`` empty or one name), a piece in
    capitals whose Spanish "Y" (Catalan "I", Portuguese "E") links a compound surname
    (:func:`_capital_link`) gets that word in small letters too (names44): "JUAN
    CRISTINA ROMERO Y GUERRERO" is read as "Juan Cristina Romero y Guerrero", one name,
    not cut before "ROMERO" as names run together; "MIREIA VILANOVA I SABATÉ" as
    "Mireia Vilanova i Sabaté" (:func:`.namewords.as_name` keeps the Catalan "i" lower
    case where it joins a surname's halves).  A piece not in capitals is returned as it
    is when there is no cut."""
    words = piece.split()
    if len(names) < 2:
        k = _capital_link(words) if piece.isupper() else None
        if k is None:
            return piece
        words[k] = words[k].lower()
        return " ".join(words)
    k = -1
    for name in names[:-1]:
        k += len(name.split()) + 1
        words[k] = words[k].lower()
    return " ".join(words)


_CAPITAL_LINKS = frozenset({"Y", "I", "E"})
"""The Spanish, Catalan and Portuguese words for "and" in capitals, which join a compound
surname's two halves ("ROMERO Y GUERRERO", "VILANOVA I SABATÉ", "COSTA E SILVA") as
"y", "i" and "e" do in small letters."""


def _capital_link(words: Sequence[str]) -> int | None:
    """The index of a capital "Y" / "I" / "E" among ``words`` (a piece in capitals) that
    links a compound surname: the last word but one, after two words or more (a given
    name and the surname's first half) and before one word of two letters or more (the
    surname's second half, no initial).  "ANA Y LEE" (an initial "Y" after a given name)
    and "JUAN PEREZ Y MARIA LOPEZ" (a full name after it) have none, nor (names45)
    "JOHN PAUL I SMITH": a known given name right before the letter (this module's own
    list, not the world's) leaves no surname's first half for it to link; the letter is
    an initial there, read as any other capital initial after two given names is."""
    if len(words) < 4 or words[-2] not in _CAPITAL_LINKS:
        return None
    if is_given_name(words[-3], world=False):
        return None
    last = words[-1]
    if len(last) < 2 or not last.isalpha() or INITIAL.match(last):
        return None
    return len(words) - 2


__all__ = [
    "SHORT_WORD",
    "TOPIC_ENDING",
    "before_reads_as_name",
    "cuts_lowered",
    "opens_a_person",
    "reads_as_topic",
    "topic_word",
]

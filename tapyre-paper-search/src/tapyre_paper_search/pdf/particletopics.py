"""A topic after a participle's "by" that is a name's particle too (bylines48).

German "von" and Italian "da" are a participle's "by" and a name's particle
(:data:`~tapyre_paper_search.pdf.bylineverbs.PARTICLE_BYS`): with no known given name
after it, :func:`~tapyre_paper_search.pdf.bylineverbs.participle_names` leaves such a
line to be read as one person's name ("Renato da Costa Lima", "Gebhardt von Blücher").
A title's line set so ("Gesteuert von Künstlicher Intelligenz", "Guidato da
Intelligenza Artificiale") was read as one name, its participle and its topic together.
A name's words after its particle are surnames; a topic's open with an adjective:

- German sets its adjective first and inflects it (``-licher``, ``-ischen``, …, a word
  of the lists: "Künstlicher", "Digitaler"); a surname is no inflected adjective;
- or the words read as a topic by themselves
  (:func:`~tapyre_paper_search.pdf.bylinetopics.reads_as_topic`: "Intelligenza
  Artificiale").

A known German participle before "von" and a name with a particle of its own after it
("Entwickelt von Johann von Neumann") is a lead and its name, whatever the given name
(:func:`name_with_own_particle`; review48), and so is a participle that is a word of
the lists and no given name before any name ("Gezogen von Lara Stein",
:func:`dictionary_participle`; bylines50).  Before a noun, a ``-sch`` adjective
("Deutscher Wetterdienst") or a long ``-isch`` one no list holds ("Schweizerischer
Nationalfonds") opens a topic too (bylines50).
"""

from __future__ import annotations

import re

from tapyre_paper_search.pdf.bylinetopics import reads_as_topic
from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.words import known_word

_INFLECTED = re.compile(r"(?P<stem>\w*(?:lich|sch|ig|al|ell|iv))(?:e|er|en|em|es)$")
"""The endings of a German adjective (``-lich``, ``-isch``, ``-ig``, ``-al``, ``-ell``,
``-iv``, and ``-sch`` of a known stem: "Deutscher", bylines50) inflected (``-e``,
``-er``, ``-en``, ``-em``, ``-es``)."""

_LONG_ISCH = re.compile(r"\w{6,}isch(?:e|er|en|em|es)$")
"""An ``-isch`` adjective inflected, ten letters or more, whose stem no list holds (a
place's: "Schweizerischer", "Österreichischer"; bylines50): no surname ends so ("Fischer"
is short)."""

_SHORTEST = 7
"""The fewest letters of an inflected adjective counted (shorter words end so as
surnames do: "Weiger", "Kiesel")."""

_WORD = re.compile(r"[^\W\d_]+")

_OWN_PARTICLE = re.compile(r"\s*[A-ZÀ-Þ][^\W\d_]+\s+(?:von|van|zu|vom|zum)(?:\s+der)?\s+[A-ZÀ-Þ]")
"""A given name, a German or Dutch particle of its own and a capital: "Johann von
Neumann" (:func:`name_with_own_particle`)."""


def _inflected_adjective(word: str, *, before_noun: bool = False) -> bool:
    """Whether ``word`` is a German adjective of the word lists, inflected: its
    uninflected stem or itself a known word ("künstlicher": "künstlich").  Before a
    noun (``before_noun``), a stem in ``-sch`` ("Deutscher Wetterdienst") and a long
    ``-isch`` one no list holds ("Schweizerischer Nationalfonds") count too; alone
    such a word may be a surname ("Fischer"; bylines50)."""
    lower = word.lower()
    found = _INFLECTED.fullmatch(lower)
    if found is None or len(lower) < _SHORTEST:
        return False
    stem = found.group("stem")
    if stem.endswith("sch") and not stem.endswith("isch"):
        return before_noun and (known_word(lower) or known_word(stem))
    if before_noun and _LONG_ISCH.fullmatch(lower):
        return True
    return known_word(lower) or known_word(stem)


def topic_after_particle(rest: str) -> bool:
    """Whether ``rest`` (the text after a participle and its "by" that is a name's
    particle) is a topic rather than a name's surnames: all its words capitalised, the
    first an inflected German adjective (:func:`_inflected_adjective`) or the whole a
    topic (:func:`~tapyre_paper_search.pdf.bylinetopics.reads_as_topic`)."""
    words = _WORD.findall(rest)
    if not words or not all(word[:1].isupper() for word in words):
        return False
    before_noun = len(words) > 1
    return _inflected_adjective(words[0], before_noun=before_noun) or reads_as_topic(words)


def name_with_own_particle(participle: str, by: str, rest: str) -> bool:
    """Whether ``rest``, after a ``participle`` of the word lists (not a given name
    shaped so: "Gebhardt von Blücher von Wahlstatt") and its German "by" ``by`` ("von"), opens
    with a name holding a particle of its own ("Entwickelt von Johann von Neumann"):
    the first "von" is then the participle's, not a particle of one name spanning the
    line, whose given name no list may hold (review48).  Italian "da" is left alone (a
    Portuguese name may hold two: "… da Silva da Costa")."""
    if by.casefold() != "von" or _OWN_PARTICLE.match(rest) is None:
        return False
    return all(known_word(word.lower()) for word in _WORD.findall(participle))


def dictionary_participle(participle: str) -> bool:
    """Whether ``participle`` (the words before a "von" or "da" read as a participle by
    their shape) are all words of the lists and none a given name ("Gezogen",
    "Gemalt"; not "Gebhardt", "Renato"): a verb, so its "von" is the lead's "by" and
    the words after it a name whatever their given name ("Gezogen von Lara Stein";
    bylines50)."""
    words = _WORD.findall(participle)
    return bool(words) and all(
        known_word(word.lower()) and not is_given_name(word) for word in words
    )


__all__ = ["dictionary_participle", "name_with_own_particle", "topic_after_particle"]

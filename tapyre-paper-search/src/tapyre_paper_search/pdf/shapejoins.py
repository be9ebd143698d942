"""A byline's word for "and" learned from the line's shape, not from a list (pure; bylines68).

Bylines in every language join their last two names with the language's "and" ("eta",
"na", "agus", "kaj", "me", "u", "a", "in", "և", …); no list can hold every language's,
and a join no list holds left the piece it sits in unread ("Ane Etxeberria, Jon Agirre
eta Miren Urrutia" named one person).  :func:`with_shape_joins` reads such a word from
the shape of the line instead:

* in a line cut into two pieces or more (:func:`.linepieces.pieces`) whose pieces before
  the last are each read as a name (:func:`.namewords.as_name`), the last piece's only
  lower-case word, standing between two capitalised words or more either side, each
  side read as a name, is the list's "and", and the piece is cut there;
* a line of one piece is cut so only where the words on both sides of the join open
  with a known given name (:func:`.givennames.is_given_name`; the strict reading asks
  the name after a known conjunction as much, :func:`.namecuts.given_either_side`) and
  the word is none of a title's English function words ("Deep Learning in Medical
  Imaging").  The side before must open with one too (fix63a): a title's line in any
  language has the shape of two capitalised words, a short preposition and a person
  ("Politische Theorie nach Hannah Arendt", "Conversas Inéditas com Paulo Freire",
  "Lettere Inedite per Giuseppe Verdi"), and no list holds every language's
  prepositions.

The join is one to four letters, all lower-case, no surname's particle
(:func:`.namewords.particle`: "Maria Luísa da Costa Ribeiro" is one person) and no
conjunction the splitter already knows (:data:`.namewords.CONJUNCTIONS`).
"""

from __future__ import annotations

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namewords import CONJUNCTIONS, as_name, particle

_MAX_JOIN = 4
# English function words of a title, which no line of one piece may be cut at.
_TITLE_WORDS = frozenset(
    "a an as at by for from in into of on onto or over the to upon via vs".split()  # noqa: SIM905
)


def _join_at(words: list[str]) -> int:
    """The index of ``words``' only lower-case join word with two words or more either
    side, both sides read as names, else 0."""
    lower = [k for k, w in enumerate(words) if not w[:1].isupper()]
    if len(lower) != 1:
        return 0
    k = lower[0]
    word = words[k]
    if not (word.isalpha() and word.islower() and len(word) <= _MAX_JOIN):
        return 0
    if word in CONJUNCTIONS or particle(word) or not 2 <= k <= len(words) - 3:
        return 0
    if not (as_name(" ".join(words[:k])) and as_name(" ".join(words[k + 1 :]))):
        return 0
    return k


def with_shape_joins(parts: list[str]) -> list[str]:
    """``parts`` (a line's pieces) with the last cut at a join word its shape shows (see
    the module), or ``parts`` as they are."""
    if not parts:
        return parts
    words = parts[-1].split()
    k = _join_at(words)
    if not k:
        return parts
    if len(parts) == 1:
        if words[k] in _TITLE_WORDS or not (
            is_given_name(words[0]) and is_given_name(words[k + 1])
        ):
            return parts  # "Im Gespräch mit Peter Müller": a title's preposition (fix63a)
    elif not all(as_name(p) for p in parts[:-1]):
        return parts
    return [*parts[:-1], " ".join(words[:k]), " ".join(words[k + 1 :])]

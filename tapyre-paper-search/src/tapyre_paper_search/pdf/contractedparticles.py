"""A surname's particle that is also a preposition: German "vom", "zum", "zur" and the
Dutch "in 't" (pure; bylines64).

"Hans-Jürgen vom Stein", "Eva zur Mühlen", "Daan in 't Veld": the German contractions
("von dem", "zu der") and the Dutch "in" before the elided article are a surname's
particles, but the same words are a title's prepositions ("Beiträge zur Geschichte",
"Forschung vom Feld"), so :mod:`~tapyre_paper_search.pdf.namelinks` counts them function
words (review124) and such names were no names.  :func:`contracted_particle_at` reads
them inside a name only where the form is a name's:

* German "vom", "zum", "zur": after one or two capitalised words opening on a known
  given name (either half of a hyphenated one: "Hans-Jürgen"), before the name's one
  capitalised last word;
* Dutch "in": right before an elided article ("'t", "’t") and the capitalised last word,
  after one or two capitalised words ("Daan in 't Veld"); running text sets no such
  article after a capitalised word.
"""

from __future__ import annotations

from tapyre_paper_search.pdf.givennames import is_given_name
from tapyre_paper_search.pdf.namelinks import elided_article

_GERMAN = frozenset(("vom", "zum", "zur"))
"""German contracted particles ("von dem", "zu dem", "zu der"), lower case as written."""


def _capitalised(words: list[str]) -> bool:
    return bool(words) and all(w[:1].isupper() for w in words)


def _opens_on_given(word: str) -> bool:
    """Whether ``word`` is a known given name, or either half of a hyphenated one is."""
    return is_given_name(word) or any(is_given_name(half) for half in word.split("-") if half)


def contracted_particle_at(core: list[str], k: int) -> bool:
    """Whether ``core[k]`` (a name's words) is a contracted particle where a name holds
    one (see the module): never the name's first or last word."""
    last = len(core) - 1
    word = core[k]
    if not 1 <= k <= 2 or not _capitalised(core[:k]) or not core[last][:1].isupper():
        return False
    if word in _GERMAN:
        return k == last - 1 and _opens_on_given(core[0])
    return word == "in" and k == last - 2 and elided_article(core[k + 1])


__all__ = ["contracted_particle_at"]

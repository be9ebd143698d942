"""Name makers for names42's held-out cultures (:mod:`pdfgen.worldnames_held42`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]


def kin_word(parts: Parts, rng: random.Random) -> str:
    """A man's name with "ag" (son of) or a woman's with "welet" (daughter of) before
    the father's given name (the Tuareg "Intalla ag Attaher")."""
    if rng.random() < 0.5:
        return f"{rng.choice(parts['men'])} ag {rng.choice(parts['father'])}"
    return f"{rng.choice(parts['women'])} welet {rng.choice(parts['father'])}"


def initials_first(parts: Parts, rng: random.Random) -> str:
    """One or two initials (the place's and the father's) before the given name (the
    Tamil "K. R. Thirunavukkarasu")."""
    initials = rng.sample(parts["initials"], rng.choice((1, 2)))
    return " ".join([*initials, rng.choice(parts["family"])])


MAKERS42: dict[str, Maker] = {
    "kashubian": given_family,
    "tuareg": kin_word,
    "ossetian": given_family,
    "kiribati": given_family,
    "tuvan": given_family,
    "abkhaz": given_family,
    "tamil_initials": initials_first,
}
"""names42's held-out cultures (all of them: none uses :mod:`pdfgen.worldmakers`'s)."""

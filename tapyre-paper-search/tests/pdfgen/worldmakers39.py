"""Name makers for names39's held-out cultures (:mod:`pdfgen.worldnames_held39`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]


def styled_given_family(parts: Parts, rng: random.Random) -> str:
    """A capitalised style word from ``more`` first (the Ga "Nii" / "Naa"), then a given
    name and the family name ("Nii Armah Quaye")."""
    return f"{rng.choice(parts['more'])} {rng.choice(parts['given'])} {rng.choice(parts['family'])}"


def two_given(parts: Parts, rng: random.Random) -> str:
    """Two given names and no family name ("Karma Yangzom"): the Bhutanese way."""
    first, second = rng.sample(parts["given"], 2)
    return f"{first} {second}"


def given_two_family(parts: Parts, rng: random.Random) -> str:
    """A given name and two family names, the father's and the mother's ("Elisa Loncon
    Antileo")."""
    first, second = rng.sample(parts["family"], 2)
    return f"{rng.choice(parts['given'])} {first} {second}"


MAKERS39: dict[str, Maker] = {
    "ga": styled_given_family,
    "chamorro": given_family,
    "manx": given_family,
    "bhutanese": two_given,
    "mapuche": given_two_family,
    "cornish": given_family,
    "luxembourgish": given_family,
}
"""names39's held-out cultures (all of them: none uses :mod:`pdfgen.worldmakers`'s)."""

"""Name makers for names40's held-out cultures (:mod:`pdfgen.worldnames_held40`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]


def titled_given_family(parts: Parts, rng: random.Random) -> str:
    """A title of two capitalised words from ``more`` first (the Javanese "Raden Mas"),
    then a given name and a family name ("Raden Mas Soetomo Wirjosandjojo")."""
    title = rng.choice(parts["more"])
    return f"{title} {rng.choice(parts['given'])} {rng.choice(parts['family'])}"


def given_family_title(parts: Parts, rng: random.Random) -> str:
    """A given name and a family name, a third of them followed by a chief's title from
    ``more`` (the Cook Islands "Ariki": "Tepaeru Terito Ariki")."""
    name = given_family(parts, rng)
    return f"{name} {rng.choice(parts['more'])}" if rng.random() < 0.35 else name


MAKERS40: dict[str, Maker] = {
    "haitian": given_family,
    "luganda": given_family,
    "romansh": given_family,
    "dhivehi": given_family,
    "kiche": given_family,
    "javanese-titled": titled_given_family,
    "cook-islands": given_family_title,
}
"""names40's held-out cultures (all of them: none uses :mod:`pdfgen.worldmakers`'s)."""

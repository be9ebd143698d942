"""Name makers for names41's held-out cultures (:mod:`pdfgen.worldnames_held41`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]


def given_father_family(parts: Parts, rng: random.Random) -> str:
    """A given name, the father's given name from ``more`` and the family name (the
    Dinka "Nyandeng Akol Garang")."""
    return f"{rng.choice(parts['given'])} {rng.choice(parts['more'])} {rng.choice(parts['family'])}"


MAKERS41: dict[str, Maker] = {
    "shona": given_family,
    "dinka": given_father_family,
    "chechen": given_family,
    "occitan": given_family,
    "png": given_family,
    "bosnian": given_family,
    "sicilian": given_family,
}
"""names41's held-out cultures (all of them: none uses :mod:`pdfgen.worldmakers`'s)."""

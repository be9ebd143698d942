"""Name makers for names46's held-out cultures (:mod:`pdfgen.worldnames_held46`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]


def given_initial_family(parts: Parts, rng: random.Random) -> str:
    """A given name, half the time a middle initial (the culture's ``more``), then the
    family name ("Surangel S. Remengesau", "Bilung Ngirmang")."""
    given = rng.choice(parts["given"])
    if rng.random() < 0.5:
        given = f"{given} {rng.choice(parts['more'])}"
    return f"{given} {rng.choice(parts['family'])}"


MAKERS46: dict[str, Maker] = {
    "assamese": given_family,
    "odia": given_family,
    "palauan": given_initial_family,
    "bemba": given_family,
    "kanuri": given_family,
    "karakalpak": given_family,
    "chuukese": given_family,
}
"""names46's held-out cultures (none uses :mod:`pdfgen.worldmakers`'s)."""

"""Name makers added in names34's round (``--world-names 34``), kept apart from
:mod:`pdfgen.worldmakers` (which merges :data:`MAKERS34` into its makers) so that module
stays small.  They draw the naming patterns of :mod:`pdfgen.worldnames_held34`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers33 import opened_by, particle_name

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]


def _pick(parts: Parts, key: str, rng: random.Random) -> str:
    return rng.choice(parts[key])


def glued_particle(parts: Parts, rng: random.Random) -> str:
    """A given name and a family name with an elided particle glued to it ("Aurélien
    d'Ormesson")."""
    return f"{_pick(parts, 'given', rng)} {_pick(parts, 'more', rng)}{_pick(parts, 'family', rng)}"


def family_syllables(parts: Parts, rng: random.Random) -> str:
    """A family name, then a given name of two syllables printed apart ("Goh Keng Swee")."""
    first, second = rng.sample(parts["given"], 2)
    return f"{_pick(parts, 'family', rng)} {first} {second}"


def family_given(parts: Parts, rng: random.Random) -> str:
    """The family name first ("Sok Chenda")."""
    return f"{_pick(parts, 'family', rng)} {_pick(parts, 'given', rng)}"


MAKERS34: dict[str, Maker] = {
    "french-elided": glued_particle,
    "german-noble": particle_name,
    "kikuyu": particle_name,
    "kunya": opened_by,
    "khmer": family_given,
    "singaporean": family_syllables,
}
"""names34's held-out cultures that need a maker of their own (the others use
:mod:`pdfgen.worldmakers`'s)."""

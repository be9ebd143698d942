"""Name makers added in names37's round (``--world-names 37``), kept apart from
:mod:`pdfgen.worldmakers` (which merges :data:`MAKERS37` into its makers) so that module
stays small.  They draw the naming patterns of :mod:`pdfgen.worldnames_held37`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]


def _pick(parts: Parts, key: str, rng: random.Random) -> str:
    return rng.choice(parts[key])


def middle_optional(parts: Parts, rng: random.Random) -> str:
    """A given name, half the time a word from ``more`` (a second given name, "Máret Ánne
    Sára"; a lower-case particle, "Sjoerd fan der Heide"), and the family name."""
    if rng.random() < 0.5:
        return given_family(parts, rng)
    return f"{_pick(parts, 'given', rng)} {_pick(parts, 'more', rng)} {_pick(parts, 'family', rng)}"


def patronymic_middle(parts: Parts, rng: random.Random) -> str:
    """An Icelandic given name, a middle name and the father's name with "-dóttir" or
    "-son" ("Þórunn Björk Baldursdóttir", "Eyjólfur Már Kjartansson")."""
    suffix = "dóttir" if rng.random() < 0.5 else "son"
    father = _pick(parts, "family", rng)
    return f"{_pick(parts, 'given', rng)} {_pick(parts, 'more', rng)} {father}{suffix}"


def father_grandfather(parts: Parts, rng: random.Random) -> str:
    """A given name, the father's given name and, a third of the time, the
    grandfather's ("Semhar Tekle", "Mussie Kidane Berhe")."""
    given = _pick(parts, "given", rng)
    if rng.random() < 0.33:
        father, grandfather = rng.sample(parts["family"], 2)
        return f"{given} {father} {grandfather}"
    return f"{given} {_pick(parts, 'family', rng)}"


MAKERS37: dict[str, Maker] = {
    "sami": middle_optional,
    "icelandic-middle": patronymic_middle,
    "eritrean": father_grandfather,
    "frisian": middle_optional,
    "sorbian": given_family,
    "kabyle": middle_optional,
    "inuit": given_family,
}
"""names37's held-out cultures (all of them: none uses :mod:`pdfgen.worldmakers`'s)."""

"""Name makers added in names35's round (``--world-names 35``), kept apart from
:mod:`pdfgen.worldmakers` (which merges :data:`MAKERS35` into its makers) so that module
stays small.  They draw the naming patterns of :mod:`pdfgen.worldnames_held35`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]


def _pick(parts: Parts, key: str, rng: random.Random) -> str:
    return rng.choice(parts[key])


def given_family(parts: Parts, rng: random.Random) -> str:
    """A given name, then the family name."""
    return f"{_pick(parts, 'given', rng)} {_pick(parts, 'family', rng)}"


def kin_inside(parts: Parts, rng: random.Random) -> str:
    """A given name, the father's given name, a word of kin by gender and the surname by
    gender ("Elvin Rauf oğlu Quliyev", "Aysel Telman qızı Hacıyeva")."""
    woman = rng.random() < 0.5
    given = _pick(parts, "women" if woman else "given", rng)
    kin = _pick(parts, "women_more" if woman else "more", rng)
    family = _pick(parts, "women_family" if woman else "family", rng)
    return f"{given} {_pick(parts, 'fathers', rng)} {kin} {family}"


def married_ne(parts: Parts, rng: random.Random) -> str:
    """A Hungarian married name, surname first: the husband's surname with "né", the
    woman's own surname and given name ("Kertészné Szűcs Ilona")."""
    husband = _pick(parts, "husbands", rng)
    return f"{husband}né {_pick(parts, 'family', rng)} {_pick(parts, 'given', rng)}"


MAKERS35: dict[str, Maker] = {
    "azerbaijani": kin_inside,
    "estonian": given_family,
    "wolof": given_family,
    "sotho": given_family,
    "serbian-latin": given_family,
    "greenlandic": given_family,
    "arabic-abd": given_family,
    "hungarian-married": married_ne,
}
"""names35's held-out cultures (all of them: none uses :mod:`pdfgen.worldmakers`'s)."""

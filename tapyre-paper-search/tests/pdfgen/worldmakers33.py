"""Name makers added in names33's round (``--world-names 33``), kept apart from
:mod:`pdfgen.worldmakers` (which merges :data:`MAKERS33` into its makers) so that module
stays small.

Two replace names32's makers whose parts became train in this round: a Kyrgyz man's
name closes with "uulu", a woman's with "kyzy" (:func:`kin_by_gender`), and the Dutch
"'s-" goes only before a place-like surname, "'t" before the others
(:func:`elided_by_kind`).  The rest draw the naming patterns of
:mod:`pdfgen.worldnames_held33`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]


def _pick(parts: Parts, key: str, rng: random.Random) -> str:
    return rng.choice(parts[key])


def kin_by_gender(parts: Parts, rng: random.Random) -> str:
    """A given name, the father's name and the kin word of the person's gender
    ("Azamat Kadyr uulu", "Aigul Asan kyzy")."""
    woman = "women" in parts and rng.random() < 0.5
    given = _pick(parts, "women" if woman else "given", rng)
    kin = _pick(parts, "women_more" if woman else "more", rng)
    return f"{given} {_pick(parts, 'family', rng)} {kin}"


def elided_by_kind(parts: Parts, rng: random.Random) -> str:
    """A Dutch elided article: "'t" before a surname ("Gerard 't Hooft"), "'s-" glued to
    a place-like one ("Marloes 's-Gravesande")."""
    given = _pick(parts, "given", rng)
    if "places" in parts and rng.random() < 0.5:
        return f"{given} {_pick(parts, 'places_more', rng)}{_pick(parts, 'places', rng)}"
    return f"{given} {_pick(parts, 'more', rng)} {_pick(parts, 'family', rng)}"


def opened_by(parts: Parts, rng: random.Random) -> str:
    """A word that opens the name (a birth-order or gender word, an abbreviated given
    name, a father's initial), then one or two given names and, where the culture has
    one, a family name ("I Wayan Sudirta", "Md. Rafiqul Islam", "Ts. Bat-Erdene").  Where
    the culture has ``women`` parts (names34), a woman's name takes the women's opening
    word and family name ("Ni Made Sriani", "Mst. Nasrin Akter"), a man's the men's."""
    woman = "women" in parts and rng.random() < 0.5
    given = _pick(parts, "women" if woman else "given", rng)
    words = [_pick(parts, "women_more" if woman else "more", rng), given]
    family = "women_family" if woman and "women_family" in parts else "family"
    if family in parts:
        words.append(_pick(parts, family, rng))
    return " ".join(words)


def initial_after(parts: Parts, rng: random.Random) -> str:
    """A given name and the father's initial after it ("Senthil R."), or before it."""
    initial = _pick(parts, "more", rng)
    given = _pick(parts, "given", rng)
    return f"{given} {initial}" if rng.random() < 0.6 else f"{initial} {given}"


def four_names(parts: Parts, rng: random.Random) -> str:
    """A given name, the father's and grandfather's names and a family name
    ("Ahmed Mamdouh Fathy Shalaby")."""
    father, grandfather = rng.sample(parts["more"], 2)
    return f"{_pick(parts, 'given', rng)} {father} {grandfather} {_pick(parts, 'family', rng)}"


def particle_name(parts: Parts, rng: random.Random) -> str:
    """A given name, a lower-case particle (``more``) and a family name ("Ebba af
    Klint")."""
    link = _pick(parts, "more", rng)
    return " ".join(w for w in (_pick(parts, "given", rng), link, _pick(parts, "family", rng)) if w)


MAKERS33: dict[str, Maker] = {
    "balinese": opened_by,
    "bengali": opened_by,
    "mongolian-initial": opened_by,
    "south-indian-initial": initial_after,
    "egyptian": four_names,
    "swedish-noble": particle_name,
}
"""names33's held-out cultures that need a maker of their own (the others use
:mod:`pdfgen.worldmakers`'s)."""

"""Name makers added in names36's round (``--world-names 36``), kept apart from
:mod:`pdfgen.worldmakers` (which merges :data:`MAKERS36` into its makers) so that module
stays small.  They draw the naming patterns of :mod:`pdfgen.worldnames_held36`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]


def _pick(parts: Parts, key: str, rng: random.Random) -> str:
    return rng.choice(parts[key])


def place_particle(parts: Parts, rng: random.Random) -> str:
    """A given name, a lower-case place preposition and the farm or place surname
    ("Jógvan á Lakjuni", "Rói við Stein")."""
    return f"{_pick(parts, 'given', rng)} {_pick(parts, 'more', rng)} {_pick(parts, 'family', rng)}"


def clan_marker(parts: Parts, rng: random.Random) -> str:
    """A man's given name and clan name ("Togar Sitompul"), or a woman's given name, the
    abbreviated "br." (boru, "daughter of the clan") and the clan name ("Rosmaida br.
    Sitompul")."""
    if rng.random() < 0.5:
        return given_family(parts, rng)
    women = _pick(parts, "women", rng)
    return f"{women} {_pick(parts, 'women_more', rng)} {_pick(parts, 'family', rng)}"


MAKERS36: dict[str, Maker] = {
    "uzbek": given_family,
    "faroese": place_particle,
    "turkmen": given_family,
    "rwandan": given_family,
    "wade-giles": given_family,
    "mizo": given_family,
    "kurdish": given_family,
    "batak": clan_marker,
}
"""names36's held-out cultures (all of them: none uses :mod:`pdfgen.worldmakers`'s)."""

"""Name makers added in names38's round (``--world-names 38``), kept apart from
:mod:`pdfgen.worldmakers` (which merges :data:`MAKERS38` into its makers) so that module
stays small.  They draw the naming patterns of :mod:`pdfgen.worldnames_held38`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]


def given_word_family(parts: Parts, rng: random.Random) -> str:
    """A given name, a capitalised word from ``more`` (the Mauritanian "Ould" / "Mint",
    the Breton article "Ar" / "An") and the family name ("Sidi Ould Cheikhani", "Nolwenn Ar
    Bihan")."""
    return f"{rng.choice(parts['given'])} {rng.choice(parts['more'])} {rng.choice(parts['family'])}"


def family_first(parts: Parts, rng: random.Random) -> str:
    """The house (family) name printed first, then one or two given names
    ("Yarlagadda Bhavani", "Kotamraju Venkata Prasad")."""
    head = f"{rng.choice(parts['family'])} {rng.choice(parts['given'])}"
    return f"{head} {rng.choice(parts['more'])}" if rng.random() < 0.5 else head


MAKERS38: dict[str, Maker] = {
    "tongan": given_family,
    "mauritanian": given_word_family,
    "breton": given_word_family,
    "scottish-gaelic": given_family,
    "telugu": family_first,
    "lao": given_family,
    "tahitian": given_family,
}
"""names38's held-out cultures (all of them: none uses :mod:`pdfgen.worldmakers`'s)."""

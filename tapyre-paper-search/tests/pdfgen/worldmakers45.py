"""Name makers for names45's held-out cultures (:mod:`pdfgen.worldnames_held45`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]

MAKERS45: dict[str, Maker] = {
    "bashkir": given_family,
    "gujarati": given_family,
    "tajik": given_family,
    "fula": given_family,
    "sundanese": given_family,
    "marshallese": given_family,
    "circassian": given_family,
}
"""names45's held-out cultures (all of them: none uses :mod:`pdfgen.worldmakers`'s)."""

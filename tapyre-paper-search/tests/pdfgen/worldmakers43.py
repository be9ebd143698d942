"""Name makers for names43's held-out cultures (:mod:`pdfgen.worldnames_held43`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]

MAKERS43: dict[str, Maker] = {
    "oromo": given_family,
    "xhosa": given_family,
    "kerala": given_family,
    "tatar": given_family,
    "guarani": given_family,
    "navajo": given_family,
    "buryat": given_family,
}
"""names43's held-out cultures (all of them: none uses :mod:`pdfgen.worldmakers`'s)."""

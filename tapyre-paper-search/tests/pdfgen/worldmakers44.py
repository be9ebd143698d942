"""Name makers for names44's held-out cultures (:mod:`pdfgen.worldnames_held44`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]

MAKERS44: dict[str, Maker] = {
    "tswana": given_family,
    "kannada": given_family,
    "sakha": given_family,
    "aymara": given_family,
    "cherokee": given_family,
    "sardinian": given_family,
    "dagestani": given_family,
}
"""names44's held-out cultures (all of them: none uses :mod:`pdfgen.worldmakers`'s)."""

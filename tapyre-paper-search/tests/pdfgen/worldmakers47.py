"""Name makers for names47's held-out cultures (:mod:`pdfgen.worldnames_held47`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from pdfgen.worldmakers35 import given_family
from pdfgen.worldmakers38 import family_first

Parts = dict[str, tuple[str, ...]]
Maker = Callable[[Parts, random.Random], str]

MAKERS47: dict[str, Maker] = {
    "chewa": given_family,
    "sindhi": given_family,
    "marathi": given_family,
    "tuvaluan": given_family,
    "kalmyk": given_family,
    "luba": given_family,
    "meitei": family_first,
}
"""names47's held-out cultures (none uses :mod:`pdfgen.worldmakers`'s): Meitei names
print the family (yumnak) first, half the time with a closing name ("Laishram Memcha",
"Ningthoujam Ibomcha Meetei")."""

"""Entries drawn by one of the LaTeX corpus's entry-shape modules, for its tests (tidy60).

``tools/latex_corpus/bibtypes68.py`` to ``bibtypes74.py`` each draw a ``.bib`` entry
for a record; their tests draw many over one kind of record and count the shapes.
:func:`drawn_entries` is that draw.  The caller puts ``tools`` on ``sys.path`` first.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from latex_corpus.bibtex import BibEntry
from pdfgen.sources import Record, Section

NAMES = [f"{g} {s}" for g in ("Jane", "Ravi", "Ann", "Bo") for s in ("Doe", "Kumar", "Lee", "Kim")]
"""The authors' names the entries are drawn from."""

Draw = Callable[[str, Record, random.Random, list[str]], BibEntry]
"""An entry-shape module's draw: (key, record, rng, names) to an entry."""


def drawn_entries(draw: Draw, count: int, seed: int) -> list[BibEntry]:
    """``count`` entries ``draw`` makes with a ``random.Random(seed)``, keys "r0", "r1",
    …, each for a record of 2012 titled "Growth of street trees N", from :data:`NAMES`."""
    rng = random.Random(seed)
    return [
        draw(
            f"r{n}",
            Record(f"scifact:{n}", f"Growth of street trees {n}", (Section("", "x"),), year=2012),
            rng,
            NAMES,
        )
        for n in range(count)
    ]

"""Entry shapes of round eighty (refs80): ``.bib`` entries of everyday kinds in
shapes neither :func:`latex_corpus.bibtex.entry_of` nor :mod:`latex_corpus.bibtypes`,
:mod:`latex_corpus.bibtypes68` … :mod:`latex_corpus.bibtypes79` writes, for ``build.py
--held-types80``.  Held out in round eighty, train since round eighty-one (refs81 rotated
them into train; eighty-one's held-out shapes are :mod:`latex_corpus.bibtypes81`).  Their
held-out figures: base 41877a09 (``--split
heldout --biblatex --held-types80 --count 16 --seed 8080``, 192 entries;
found/title/year/venue/doi/arxiv/surname F1): 1.000/0.839/1.000/-/-/-/1.000; titles per
kind: bookseries 0.40, dash 1.00, din 0.69, jamp 1.00, jcolon 1.00, magazine 1.00,
normvol 0.46, oscola 0.76, rivista 0.84, units 1.00; venues (articles) all 1.00.

:func:`entry80_of` draws, for each cited record, one of :data:`TYPES`:

* ``dash``: an ``@article`` whose title has a subtitle after an en dash ("X – a review");
* ``units``: an ``@article`` whose title holds a decimal figure and a unit ("at 2.4 GHz");
* ``jcolon``: an ``@article`` in a journal whose name holds a colon ("Journal of X:
  Theory and Practice");
* ``jamp``: an ``@article`` in a journal whose name holds an ampersand ("X & Society");
* ``magazine``: an ``@article`` in a magazine: month and pages, no volume, no number;
* ``bookseries``: a ``@book`` in a numbered series, its publisher and place;
* ``normvol``: a ``@misc`` article cited the Portuguese (ABNT), Spanish or French way
  ("Revista …, v. 12, n. 3, p. 45-67", "vol. 12, núm. 3, pp.", "vol. 12, no 3, p.");
* ``oscola``: a ``@misc`` law-journal article cited the OSCOLA way ("126 LQR 123");
* ``din``: a ``@misc`` German (DIN ISO 690) article, "In: Zeitschrift für … 12, Nr. 3,
  S. 45–67";
* ``rivista``: a ``@misc`` Italian article, "in “Rivista di …”, 12, 3, pp. 45-67".

The truth is :func:`latex_corpus.bibtex.truth_of`'s: the title as printed, the venue the
journal's for the ``@article`` kinds, else empty; no DOI.  The truth's kind is the
shape's name.
"""

from __future__ import annotations

import random
from dataclasses import replace

from pdfgen.people import FIELDS
from pdfgen.sources import Record

from latex_corpus.bibtex import BibEntry, bib_text, drawn_opening, truth_of

TYPES = (
    "dash", "units", "jcolon", "jamp", "magazine", "bookseries", "normvol", "oscola", "din",
    "rivista",
)  # fmt: skip
_ARTICLES = frozenset(TYPES[:5])
_SUBTITLES = ("a review", "a cohort study", "lessons from practice", "a new approach")
_UNITS = ("2.4 GHz", "0.5 mm", "1.5 T", "3.2 kV", "0.1 M")
_MONTHS = ("feb", "apr", "jun", "aug", "oct", "dec")
_OSCOLA = ("LQR", "CLJ", "MLR", "OJLS", "ICLQ")
_NORMS = (
    ("Revista Brasileira de {s}, v. {v}, n. {n}, p. {p}", "São Paulo"),
    ("Revista Española de {s}, vol. {v}, núm. {n}, pp. {p}", "Madrid"),
    ("Revue française de {s}, vol. {v}, no {n}, p. {p}", "Paris"),
)
_PUBLISHERS = (("Springer", "Cham"), ("Routledge", "London"), ("De Gruyter", "Berlin"))


def entry80_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others, kind, year, fields = drawn_opening(record, rng, names, TYPES)
    title = record.title.rstrip(". ")
    if kind == "dash":
        title = f"{title} – {rng.choice(_SUBTITLES)}"
        fields["title"] = bib_text(title)
    elif kind == "units":
        title = f"{title} at {rng.choice(_UNITS)}"
        fields["title"] = bib_text(title)
    else:
        fields["title"] = bib_text(title)
    record = replace(record, title=title)
    venue = _fields(kind, fields, rng, year)
    fields["year"] = str(year)
    truth = truth_of(
        key, kind, people=people, record=record, year=year, venue=venue, doi="",
        arxiv="", others=others,
    )  # fmt: skip
    entry_type = (
        "article" if kind in _ARTICLES else "book" if kind == "bookseries" else "misc"
    )  # fmt: skip
    return BibEntry(entry_type, key, fields, truth)


def _fields(kind: str, fields: dict[str, str], rng: random.Random, year: int) -> str:
    """Add ``kind``'s own fields to ``fields``; the truth's venue."""
    subject = rng.choice(FIELDS).title()
    first = rng.randint(1, 500)
    last = first + rng.randint(8, 20)
    volume, number = rng.randint(1, 90), rng.randint(1, 12)
    if kind in _ARTICLES:
        venue = (
            f"Journal of {subject}: Theory and Practice" if kind == "jcolon"
            else f"{subject} & Society" if kind == "jamp"
            else f"{subject} Today" if kind == "magazine"
            else f"Journal of {subject}"
        )  # fmt: skip
        fields.update(journal=bib_text(venue), pages=f"{first}--{last}")
        if kind == "magazine":
            fields["month"] = rng.choice(_MONTHS)
        else:
            fields.update(volume=str(volume), number=str(number))
        return venue
    if kind == "bookseries":
        publisher, place = rng.choice(_PUBLISHERS)
        fields.update(
            series=f"Studies in {bib_text(subject)}", number=str(rng.randint(2, 300)),
            publisher=publisher, location=place,
        )  # fmt: skip
    elif kind == "normvol":
        pattern, _ = rng.choice(_NORMS)
        cite = pattern.format(s=subject, v=volume, n=number, p=f"{first}-{last}")
        fields["howpublished"] = bib_text(cite)
    elif kind == "oscola":
        fields["howpublished"] = f"({year}) {volume + 60} {rng.choice(_OSCOLA)} {first}"
    elif kind == "din":
        fields["howpublished"] = bib_text(
            f"In: Zeitschrift für {subject} {volume}, Nr. {number}, S. {first}–{last}"
        )
    else:
        rivista = bib_text(f"Rivista di {subject}")
        fields["howpublished"] = f"in ``{rivista}'', {volume}, {number}, pp. {first}-{last}"
    return ""

"""HELD-OUT entry shapes of round eighty-one (refs81): ``.bib`` entries of everyday kinds in
shapes neither :func:`latex_corpus.bibtex.entry_of` nor :mod:`latex_corpus.bibtypes`,
:mod:`latex_corpus.bibtypes68` … :mod:`latex_corpus.bibtypes80` writes, for ``build.py
--held-types81`` (refused with ``--split train``).  No rule of the reader may be written
from these entries; only their summary figures are looked at.  Base ab7d3ed6 (``--split
heldout --biblatex --held-types81 --count 16 --seed 8181``, 192 entries;
found/title/year/venue/doi/arxiv/surname F1): 1.000/0.832/1.000/-/-/-/1.000; titles per
kind: booklet 0.11, chapedition 1.00, comment 0.96, gost 0.95, issuetitle 1.00, locant
1.00, pagetotal 0.87, part 1.00, volword 0.60, yearspan 1.00; venues (articles, from the
dump): comment 0.96, issuetitle 0.47, locant 1.00, part 1.00, yearspan 1.00.

:func:`entry81_of` draws, for each cited record, one of :data:`TYPES`:

* ``yearspan``: an ``@article`` whose title closes on a place and a span of years after a
  comma ("…, United States, 1999–2018");
* ``locant``: an ``@article`` whose title opens with a chemical name whose locants hold a
  comma ("2,4-Dichlorophenol and …");
* ``part``: an ``@article`` of a numbered series of parts ("…, Part II: a subtitle");
* ``comment``: an ``@article`` commenting on or replying to another, whose title it
  quotes ("Comment on “…”", "Reply to “…”");
* ``issuetitle``: an ``@article`` in a themed issue (biblatex's ``issuetitle``);
* ``chapedition``: an ``@incollection`` chapter in a later edition of a handbook, its
  editors, publisher and place;
* ``pagetotal``: a ``@book`` with its number of pages (``pagetotal``), publisher and place;
* ``booklet``: a ``@booklet`` of an organisation's series, its ``howpublished`` and place;
* ``gost``: a ``@misc`` article cited the Russian GOST way, "// Vestnik …. 2010. T. 12, N 3.
  S. 45–67." or "// Journal of …. 2010. Vol. 12, no. 3. P. 45–67.";
* ``volword``: a ``@misc`` article whose volume and issue are marked by Polish, Dutch or
  Swedish words ("t. 12, nr 3, s. 45–67", "jrg. 12, nr. 3, p.", "årg. 12, nr 3, s.").

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
    "yearspan", "locant", "part", "comment", "issuetitle", "chapedition", "pagetotal",
    "booklet", "gost", "volword",
)  # fmt: skip
_ARTICLES = frozenset(TYPES[:5])
_PLACES = ("United States", "England and Wales", "Brazil", "South Korea", "Ontario, Canada")
_CHEMICALS = (
    "2,4-Dichlorophenol", "1,25-Dihydroxyvitamin D", "2,3,7,8-Tetrachlorodibenzo-p-dioxin",
    "1,3-Butadiene", "3,4-Methylenedioxymethamphetamine",
)  # fmt: skip
_PARTS = ("I", "II", "III", "1", "2")
_PART_TITLES = ("theory", "experiments", "a field study", "numerical results")
_THEMES = ("Special issue on {}", "Advances in {}", "{} in a changing world")
_EDITIONS = (2, 3, 4, 5)
_PRESSES = (("Springer", "Cham"), ("Oxford University Press", "Oxford"), ("Elsevier", "Amsterdam"))
_BODIES = (
    ("World Health Organization", "Geneva"), ("European Environment Agency", "Copenhagen"),
    ("Food and Agriculture Organization", "Rome"),
)  # fmt: skip
_GOST = (
    "// Vestnik {s}. {y}. T. {v}, N {n}. S. {p}.",
    "// Journal of {s}. {y}. Vol. {v}, no. {n}. P. {p}.",
)
_VOLWORDS = (
    "Kwartalnik {s}, t. {v}, nr {n}, s. {p}",
    "Tijdschrift voor {s}, jrg. {v}, nr. {n}, p. {p}",
    "Tidskrift för {s}, årg. {v}, nr {n}, s. {p}",
)


def entry81_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The held-out ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others, kind, year, fields = drawn_opening(record, rng, names, TYPES)
    title = _title(kind, record.title.rstrip(". "), rng, year)
    fields["title"] = bib_text(title)
    record = replace(record, title=title)
    venue = _fields(kind, fields, rng, year)
    fields["year"] = str(year)
    truth = truth_of(
        key, kind, people=people, record=record, year=year, venue=venue, doi="",
        arxiv="", others=others,
    )  # fmt: skip
    entry_type = (
        "article" if kind in _ARTICLES
        else "incollection" if kind == "chapedition"
        else "book" if kind == "pagetotal"
        else "booklet" if kind == "booklet"
        else "misc"
    )  # fmt: skip
    return BibEntry(entry_type, key, fields, truth)


def _title(kind: str, title: str, rng: random.Random, year: int) -> str:
    """The printed title of a ``kind`` entry citing a record titled ``title``."""
    lowered = title[:1].lower() + title[1:] if title[1:2].islower() else title
    if kind == "yearspan":
        first = min(year - 2, rng.randint(1980, 2010))
        return f"{title}, {rng.choice(_PLACES)}, {first}–{year - 1}"
    if kind == "locant":
        return f"{rng.choice(_CHEMICALS)} and {lowered}"
    if kind == "part":
        return f"{title}, Part {rng.choice(_PARTS)}: {rng.choice(_PART_TITLES)}"
    if kind == "comment":
        lead = rng.choice(("Comment on", "Reply to", "Response to"))
        return f"{lead} \u201c{title}\u201d"
    return title


def _fields(kind: str, fields: dict[str, str], rng: random.Random, year: int) -> str:
    """Add ``kind``'s own fields to ``fields``; the truth's venue."""
    subject = rng.choice(FIELDS).title()
    first = rng.randint(1, 500)
    last = first + rng.randint(8, 20)
    volume, number = rng.randint(1, 90), rng.randint(1, 12)
    if kind in _ARTICLES:
        venue = f"Journal of {subject}"
        fields.update(
            journal=bib_text(venue), volume=str(volume), number=str(number),
            pages=f"{first}--{last}",
        )  # fmt: skip
        if kind == "issuetitle":
            theme = rng.choice(FIELDS).lower()
            fields["issuetitle"] = bib_text(rng.choice(_THEMES).format(theme).capitalize())
        return venue
    if kind == "chapedition":
        publisher, place = rng.choice(_PRESSES)
        editor = rng.choice(("Anna Keller", "Mark Stevens", "Li Wei", "Paula Ortega"))
        fields.update(
            booktitle=bib_text(f"Handbook of {subject}"), editor=bib_text(editor),
            edition=str(rng.choice(_EDITIONS)), publisher=bib_text(publisher),
            location=bib_text(place), pages=f"{first}--{last}",
        )  # fmt: skip
    elif kind == "pagetotal":
        publisher, place = rng.choice(_PRESSES)
        fields.update(
            publisher=bib_text(publisher), location=bib_text(place),
            pagetotal=str(rng.randint(120, 640)),
        )  # fmt: skip
    elif kind == "booklet":
        body, place = rng.choice(_BODIES)
        fields.update(
            howpublished=bib_text(f"{body} Technical Series {number}"), location=bib_text(place)
        )
    else:
        pattern = rng.choice(_GOST if kind == "gost" else _VOLWORDS)
        cite = pattern.format(s=subject, y=year, v=volume, n=number, p=f"{first}–{last}")
        fields["howpublished"] = bib_text(cite)
    return ""

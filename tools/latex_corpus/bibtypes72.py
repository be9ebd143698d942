"""Entry shapes of round seventy-two (refs72): ``.bib`` entries neither
:func:`latex_corpus.bibtex.entry_of` nor :mod:`latex_corpus.bibtypes`,
:mod:`latex_corpus.bibtypes68`, :mod:`latex_corpus.bibtypes69` or
:mod:`latex_corpus.bibtypes71` writes, for ``build.py --held-types72``.  Held out in
round seventy-two, train since round seventy-three (refs73; round seventy-three's
held-out shapes are :mod:`latex_corpus.bibtypes73`).  Their held-out figures
(``--split heldout --biblatex --held-types72 --count 16 --seed 7272``, 192 entries;
found/title/year/venue/doi/arxiv/surname F1), base ca8d2caf and refs72 alike:
0.969/0.846/0.906/0.772/-/-/0.886; titles per kind: article 0.99, chapter 0.83,
inproceedings 1.00, manual 0.50, talk 0.38, unpublished 0.78; venues: article 0.78,
inproceedings 0.73.

:func:`entry72_of` draws, for each cited record, one of :data:`TYPES`:

* ``suffix``: an ``@article`` whose first author's name has a suffix ("Jr.", "III");
* ``unpublished``: an ``@unpublished`` paper with its ``note`` ("Manuscript in
  preparation", "Unpublished manuscript", "Under review");
* ``talk``: a ``@misc`` talk, "Invited talk at the X Workshop, Place" in
  ``howpublished``, with its month;
* ``language``: an ``@article`` in another language, its ``note`` saying which ("In
  Russian", "In Chinese, with English abstract");
* ``double``: an ``@article`` in a double issue ("3--4") with a month;
* ``acronym``: an ``@inproceedings`` whose proceedings' title closes on the meeting's
  acronym and year in brackets ("(ICSE 2021)");
* ``section``: an ``@article`` in a journal of sections, its name carrying a letter
  and a colon ("Journal of X A: Y and Z");
* ``manual``: a ``@manual`` of a team ("{The X Development Team}") with its version,
  organisation and place (the team its one author, its whole name the surname);
* ``chapter``: an ``@inbook`` cited by its chapter's number and pages in a book.

The truth is :func:`latex_corpus.bibtex.truth_of`'s: the title as printed (the book's,
for ``chapter``), the names without their suffix, the venue the journal's or
proceedings' title (``article`` and ``inproceedings`` kinds, scored), else empty.
"""

from __future__ import annotations

import random
from dataclasses import replace

from pdfgen.body import venue_for
from pdfgen.people import FIELDS, split_name
from pdfgen.sources import Record

from latex_corpus.bibtex import BibEntry, bib_name, bib_text, drawn_authors, truth_of
from latex_corpus.escape import printed

TYPES = (
    "suffix", "unpublished", "talk", "language", "double", "acronym", "section", "manual",
    "chapter",
)  # fmt: skip
_KINDS = {
    "suffix": "article", "language": "article", "double": "article", "section": "article",
    "acronym": "inproceedings",
}  # fmt: skip
_ENTRY_TYPES = {
    "unpublished": "unpublished", "talk": "misc", "acronym": "inproceedings",
    "manual": "manual", "chapter": "inbook",
}  # fmt: skip
_SUFFIXES = ("Jr.", "III", "Sr.", "II")
_NOTES = ("Manuscript in preparation", "Unpublished manuscript", "Under review")
_PLACES = ("Lisbon, Portugal", "Kyoto, Japan", "Austin, TX", "Leuven, Belgium")
_LANGUAGES = ("In Russian", "In Chinese, with English abstract", "In Portuguese", "In Japanese")
_ACRONYMS = ("ICSE", "CHI", "KDD", "ISMB", "ECIR", "MICCAI", "LREC", "SIGIR")
_SECTIONS = (
    ("Journal of {} A", "Theory and Methods"),
    ("Annals of {} B", "Applied Studies"),
    ("Transactions in {} C", "Reviews and Letters"),
)
_TEAMS = ("The {} Development Team", "{} Core Team", "The {} Project Contributors")
_PUBLISHERS = ("Academic Press", "Oxford University Press", "Elsevier")


def entry72_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The held-out ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others = drawn_authors(record, rng, names)
    kind = rng.choice(TYPES)
    year = record.year or rng.randint(1995, 2024)
    authors = [bib_name(p) for p in people]
    if kind == "suffix":
        given, surname = split_name(people[0])
        suffix = rng.choice(_SUFFIXES)
        authors[0] = f"{bib_text(surname)}, {suffix}, {bib_text(' '.join(given))}"
    fields = {
        "author": " and ".join(authors) + (" and others" if others else ""),
        "title": bib_text(record.title),
    }
    if kind == "manual":
        field = rng.choice(FIELDS).split()[0].capitalize()
        team = rng.choice(_TEAMS).format(field)
        fields["author"] = "{" + bib_text(team) + "}"
        people, others = [], False
    if kind == "chapter":
        book = f"Handbook of {rng.choice(FIELDS).lower()}"
        fields.update(title=bib_text(book))
        record = replace(record, title=book)
    venue = _fields(kind, fields, record, rng)
    fields["year"] = str(year)
    truth = truth_of(
        key, _KINDS.get(kind, kind), people=people, record=record, year=year, venue=venue,
        doi="", arxiv="", others=others,
    )  # fmt: skip
    if kind == "manual":
        team = fields["author"][1:-1]
        truth = replace(truth, authors=(printed(team),), surnames=(printed(team),))
    return BibEntry(_ENTRY_TYPES.get(kind, "article"), key, fields, truth)


def _fields(kind: str, fields: dict[str, str], record: Record, rng: random.Random) -> str:
    """Add ``kind``'s own fields to ``fields``; the truth's venue."""
    if kind == "unpublished":
        fields["note"] = rng.choice(_NOTES)
        return ""
    if kind == "talk":
        meeting = f"Workshop on {rng.choice(FIELDS)}"
        fields.update(
            howpublished=f"Invited talk at the {meeting}, {rng.choice(_PLACES)}",
            month=str(rng.randint(1, 12)),
        )
        return ""
    if kind == "acronym":
        acronym = rng.choice(_ACRONYMS)
        year = record.year or 2020
        number = rng.randint(2, 40)
        venue = (
            f"Proceedings of the {number}th International Conference on "
            f"{rng.choice(FIELDS)} ({acronym} {year})"
        )
        first = rng.randint(1, 900)
        fields.update(booktitle=bib_text(venue), pages=f"{first}--{first + rng.randint(5, 12)}")
        return venue
    if kind == "manual":
        version = f"{rng.randint(1, 4)}.{rng.randint(0, 9)}"
        fields.update(
            version=version, organization=fields["author"][1:-1], address=rng.choice(_PLACES)
        )
        return ""
    if kind == "chapter":
        first = rng.randint(1, 400)
        fields.update(
            chapter=str(rng.randint(2, 14)),
            pages=f"{first}--{first + rng.randint(10, 40)}",
            publisher=rng.choice(_PUBLISHERS),
            address="London",
        )
        return ""
    venue = record.venue or venue_for(rng)
    if kind == "section":
        name, part = rng.choice(_SECTIONS)
        venue = f"{name.format(rng.choice(FIELDS).title())}: {part}"
    fields.update(journal=bib_text(venue), volume=str(rng.randint(1, 120)))
    first = rng.randint(1, 400)
    fields["pages"] = f"{first}--{first + rng.randint(5, 30)}"
    if kind == "language":
        fields["note"] = rng.choice(_LANGUAGES)
    elif kind == "double":
        issue = rng.randint(1, 5)
        fields.update(number=f"{issue}--{issue + 1}", month=str(rng.randint(1, 12)))
    return venue

"""Entry shapes of round sixty-nine (refs69): ``.bib`` entries neither
:func:`latex_corpus.bibtex.entry_of`, :mod:`latex_corpus.bibtypes` nor
:mod:`latex_corpus.bibtypes68` writes, for ``build.py --held-types69``.  Held out in
rounds sixty-nine and seventy, train since round seventy-one (refs71; round
seventy-one's held-out shapes are :mod:`latex_corpus.bibtypes71`).  Their held-out
figures (``--split heldout --biblatex --held-types69 --count 16 --seed 6969``, 192
entries; found/title/year/venue/doi/arxiv/surname F1), base dc12ac45, refs69 and
refs70 alike: 1.000/0.740/0.958/0.664/-/-/0.986; titles per kind: article 0.77,
french 0.47, german 0.75, inproceedings 0.64, interview 0.55, map 0.57.

:func:`entry69_of` draws, for each cited record, one of :data:`TYPES`:

* ``german``: a chapter cited the German way, in a ``note``: "In: NAME (Hrsg.): Book.
  Place: Publisher, S. 12–30" (``@misc``, unscored venue);
* ``french``: the same the French way: "In : NAME (éd.), Book, Place, p. 12–30";
* ``newspaper``: an ``@article`` with ``entrysubtype = newspaper``, its day and month;
* ``poster``: an ``@inproceedings`` poster (``note``: "Poster") in a book of abstracts;
* ``review``: an ``@article`` book review, its title "Review of BOOK, by NAME";
* ``erratum``: an ``@article`` correction, its title "Erratum: TITLE";
* ``retracted``: an ``@article`` whose ``note`` says it was retracted, its title
  opening "RETRACTED:";
* ``group``: an ``@article`` whose authors are persons and a group ("{the X Study
  Group}") last;
* ``question``: an ``@article`` whose title has a colon and a subtitle asking a
  question;
* ``map``: a ``@misc`` map with its scale and maker in ``howpublished``;
* ``interview``: a ``@misc`` interview, "Interview by NAME" in ``howpublished``.

The truth is :func:`latex_corpus.bibtex.truth_of`'s, with the title as printed (the
review's, erratum's, retraction's and question's own) and, for ``group``, the group
as the last author (its whole name as its surname).
"""

from __future__ import annotations

import random
from dataclasses import replace

from pdfgen.body import venue_for
from pdfgen.people import FIELDS
from pdfgen.sources import Record

from latex_corpus.bibtex import BibEntry, bib_name, bib_text, drawn_authors, truth_of
from latex_corpus.escape import printed

TYPES = (
    "german", "french", "newspaper", "poster", "review", "erratum", "retracted", "group",
    "question", "map", "interview",
)  # fmt: skip
_ARTICLE = ("newspaper", "review", "erratum", "retracted", "group", "question")
_PAPERS = ("The Morning Herald", "Le Quotidien", "Der Tagesspiegel", "The Evening Courier")
_GROUPS = ("Study Group", "Consortium", "Collaborative Network", "Working Party")
_PLACES = (("Berlin", "Verlag Winter"), ("München", "Beck"), ("Paris", "Éditions du Seuil"))
_QUESTIONS = ("Does it matter?", "What have we learned?", "Is there a trade-off?", "Why now?")


def entry69_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The held-out ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others = drawn_authors(record, rng, names)
    kind = rng.choice(TYPES)
    title = _title(kind, record.title, rng, names)
    record = replace(record, title=title)
    year = record.year or rng.randint(1995, 2024)
    authors = " and ".join(map(bib_name, people))
    group = ""
    if kind == "group":
        group = f"the {rng.choice(FIELDS).title()} {rng.choice(_GROUPS)}"
        authors += " and {" + bib_text(group) + "}"
        others = False
    fields = {"author": authors + (" and others" if others else ""), "title": bib_text(title)}
    venue = _fields(kind, fields, record, rng, names)
    fields["year"] = str(year)
    truth = truth_of(
        key,
        "inproceedings" if kind == "poster" else "article" if kind in _ARTICLE else kind,
        people=people,
        record=record,
        year=year,
        venue=venue,
        doi="",
        arxiv="",
        others=others,
    )
    if group:
        truth = replace(
            truth,
            authors=(*truth.authors, printed(group)),
            surnames=(*truth.surnames, printed(group)),
        )
    entry_type = "inproceedings" if kind == "poster" else "article" if kind in _ARTICLE else "misc"
    return BibEntry(entry_type, key, fields, truth)


def _title(kind: str, title: str, rng: random.Random, names: list[str]) -> str:
    """The entry's printed title: ``title`` or its kind's form of it."""
    if kind == "review":
        return f"Review of {title.rstrip('.?!')}, by {rng.choice(names)}"
    if kind == "erratum":
        return f"{rng.choice(('Erratum', 'Correction'))}: {title}"
    if kind == "retracted":
        return f"RETRACTED: {title}"
    if kind == "question":
        return f"{title.rstrip('.?!')}: {rng.choice(_QUESTIONS)}"
    return title


def _pages(rng: random.Random) -> tuple[int, int]:
    first = rng.randint(1, 400)
    return first, first + rng.randint(5, 30)


def _fields(
    kind: str, fields: dict[str, str], record: Record, rng: random.Random, names: list[str]
) -> str:
    """Add ``kind``'s own fields to ``fields``; the truth's venue."""
    first, last = _pages(rng)
    editor = rng.choice(names)
    book = f"Handbuch der {rng.choice(FIELDS).title()}"
    place, publisher = rng.choice(_PLACES)
    if kind == "german":
        note = f"In: {editor} (Hrsg.): {book}. {place}: {publisher}, S. {first}--{last}"
        fields["note"] = bib_text(note)
        return ""
    if kind == "french":
        book = f"Manuel de {rng.choice(FIELDS).lower()}"
        note = f"In : {editor} (éd.), {book}, {place}, p. {first}--{last}"
        fields["note"] = bib_text(note)
        return ""
    if kind == "map":
        scale = rng.choice(("1:50000", "1:25000", "1:250000"))
        fields["howpublished"] = bib_text(f"Map, scale {scale}. {publisher}, {place}")
        return ""
    if kind == "interview":
        fields["howpublished"] = bib_text(f"Interview by {editor}, {place}")
        return ""
    if kind == "poster":
        venue = f"Book of Abstracts of the {rng.randint(2, 40)}th Meeting on {rng.choice(FIELDS)}"
        fields.update(booktitle=venue, note="Poster", pages=str(first))
        return venue
    if kind == "newspaper":
        venue = rng.choice(_PAPERS)
        fields.update(
            journal=bib_text(venue), entrysubtype="newspaper", month=str(rng.randint(1, 12)),
            day=str(rng.randint(1, 28)), pages=str(rng.randint(1, 40)),
        )  # fmt: skip
        return venue
    venue = record.venue or venue_for(rng)
    fields.update(journal=bib_text(venue), volume=str(rng.randint(1, 99)))
    fields["pages"] = f"{first}--{last}"
    if kind == "retracted":
        fields["note"] = f"Retracted in {rng.randint(2000, 2024)}"
    return venue

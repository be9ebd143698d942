"""Entry shapes of round seventy-one (refs71): ``.bib`` entries neither
:func:`latex_corpus.bibtex.entry_of` nor :mod:`latex_corpus.bibtypes`,
:mod:`latex_corpus.bibtypes68` or :mod:`latex_corpus.bibtypes69` writes, for
``build.py --held-types71``.  Held out in round seventy-one, train since round
seventy-two (refs72; round seventy-two's held-out shapes are
:mod:`latex_corpus.bibtypes72`).  Their held-out figures (``--split heldout --biblatex
--held-types71 --count 16 --seed 7171``, 192 entries;
found/title/year/venue/doi/arxiv/surname F1), base 1a10c145 and refs71 alike:
0.995/0.787/0.984/0.718/1.000/-/0.952; titles per kind: article 0.99, corporate 0.56,
edited 0.00, foreignthesis 0.87, tagged 0.77; article venues 0.72.

:func:`entry71_of` draws, for each cited record, one of :data:`TYPES`:

* ``translated``: an ``@article`` whose title is in another language with its English
  reading in square brackets after it ("Studien zur Ökologie [Growth of …]");
* ``foreignthesis``: a ``@thesis`` whose ``type`` is written in its school's language
  ("Dissertation", "Thèse de doctorat", "Tesi di dottorato", "Tesis doctoral");
* ``tagged``: a ``@misc`` dataset, program or video with its kind in brackets after
  the title (``titleaddon``: "[Data set]", "[Computer software]", "[Video]"), a
  version, a repository as publisher and a DOI;
* ``etal``: an ``@article`` of exactly three names and "and others";
* ``supplement``: an ``@article`` in a supplement ("Suppl 2") with pages "S12–S19";
* ``eid``: an ``@article`` with an article number (``eid``: "e0123456") and no pages;
* ``quoted``: an ``@article`` whose title quotes a phrase (“black box”);
* ``edited``: a ``@book`` of editors only (the truth's names are the editors');
* ``corporate``: a ``@report`` whose only author is an organisation (its whole name
  as its surname);
* ``season``: an ``@article`` whose issue is a season ("Spring") with its number.

The truth is :func:`latex_corpus.bibtex.truth_of`'s, with the title as printed (the
translated one's brackets included, the tag left out) and the venue the journal's
(``article`` kinds, scored) or the school's or repository's (unscored).
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
    "translated", "foreignthesis", "tagged", "etal", "supplement", "eid", "quoted", "edited",
    "corporate", "season",
)  # fmt: skip
_ARTICLE = ("translated", "etal", "supplement", "eid", "quoted", "season")
_FOREIGN = ("Studien zur {}", "Études sur la {}", "Estudios sobre la {}", "Studi sulla {}")
_THESES = (
    ("Dissertation", "Universität Heidelberg", "Heidelberg"),
    ("Thèse de doctorat", "Université de Lyon", "Lyon"),
    ("Tesi di dottorato", "Università di Bologna", "Bologna"),
    ("Tesis doctoral", "Universidad de Granada", "Granada"),
)
_TAGS = ("[Data set]", "[Computer software]", "[Video]")
_REPOSITORIES = ("Harvard Dataverse", "GitHub", "Mendeley Data", "PANGAEA")
_PHRASES = ("black box", "new normal", "gold standard", "hidden curriculum")
_ORGANISATIONS = (
    ("World Health Organization", "Geneva"),
    ("Organisation for Economic Co-operation and Development", "Paris"),
    ("National Academies of Sciences, Engineering, and Medicine", "Washington, DC"),
)
_SEASONS = ("Spring", "Summer", "Autumn", "Winter")
_PUBLISHERS = ("Palgrave Macmillan", "Edward Elgar", "Taylor & Francis")


def entry71_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The held-out ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others = drawn_authors(record, rng, names)
    kind = rng.choice(TYPES)
    if kind == "etal":
        more = [n for n in rng.sample(names, k=min(len(names), 4)) if n not in people]
        people, others = (people + more)[:3], True
    title = _title(kind, record.title, rng)
    record = replace(record, title=title)
    year = record.year or rng.randint(1995, 2024)
    names_field = " and ".join(map(bib_name, people)) + (" and others" if others else "")
    fields = {"title": bib_text(title)}
    organisation = ""
    if kind == "edited":
        fields["editor"] = names_field
    elif kind == "corporate":
        organisation, place = rng.choice(_ORGANISATIONS)
        fields.update(author="{" + bib_text(organisation) + "}", location=place)
        others = False
    else:
        fields["author"] = names_field
    venue, doi = _fields(kind, fields, record, rng)
    fields["year"] = str(year)
    truth = truth_of(
        key,
        "article" if kind in _ARTICLE else kind,
        people=[] if organisation else people,
        record=record,
        year=year,
        venue=venue,
        doi=doi,
        arxiv="",
        others=others,
    )
    if organisation:
        truth = replace(truth, authors=(printed(organisation),), surnames=(printed(organisation),))
    entry_type = {
        "foreignthesis": "thesis", "tagged": "misc", "edited": "book", "corporate": "report",
    }.get(kind, "article")  # fmt: skip
    return BibEntry(entry_type, key, fields, truth)


def _title(kind: str, title: str, rng: random.Random) -> str:
    """The entry's printed title: ``title`` or its kind's form of it."""
    if kind == "translated":
        foreign = rng.choice(_FOREIGN).format(rng.choice(FIELDS).lower())
        return f"{foreign} [{title.rstrip('.')}]"
    if kind == "quoted":
        return f"{title.rstrip('.?!')} and the \u201c{rng.choice(_PHRASES)}\u201d"
    return title


def _fields(
    kind: str, fields: dict[str, str], record: Record, rng: random.Random
) -> tuple[str, str]:
    """Add ``kind``'s own fields to ``fields``; the truth's venue and DOI."""
    if kind == "foreignthesis":
        kind_name, school, place = rng.choice(_THESES)
        fields.update(type=bib_text(kind_name), institution=bib_text(school), location=place)
        return school, ""
    if kind == "tagged":
        repository = rng.choice(_REPOSITORIES)
        doi = f"10.{rng.randint(1000, 9999)}/d{rng.randint(10000, 999999)}"
        version = f"{rng.randint(1, 4)}.{rng.randint(0, 9)}.{rng.randint(0, 9)}"
        fields.update(titleaddon=rng.choice(_TAGS), version=version, publisher=repository, doi=doi)
        return repository, doi
    if kind == "edited":
        fields.update(publisher=bib_text(rng.choice(_PUBLISHERS)), location="Cham")
        return "", ""
    if kind == "corporate":
        fields.update(type="Technical report", institution=fields["author"][1:-1])
        return "", ""
    venue = record.venue or venue_for(rng)
    fields.update(journal=bib_text(venue), volume=str(rng.randint(1, 120)))
    first = rng.randint(1, 400)
    if kind == "supplement":
        fields.update(number=f"Suppl {rng.randint(1, 4)}", pages=f"S{first}--S{first + 7}")
    elif kind == "eid":
        fields.update(number=str(rng.randint(1, 12)), eid=f"e{rng.randint(1000000, 9999999)}")
    elif kind == "season":
        fields.update(number=str(rng.randint(1, 4)), issue=rng.choice(_SEASONS))
        fields["pages"] = f"{first}--{first + rng.randint(5, 30)}"
    else:
        fields["pages"] = f"{first}--{first + rng.randint(5, 30)}"
    return venue, ""

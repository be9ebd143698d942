"""Entry shapes of round sixty-eight (refs68): ``.bib`` entries neither
:func:`latex_corpus.bibtex.entry_of` nor :mod:`latex_corpus.bibtypes` writes, for
``build.py --held-types``.  Held out in round sixty-eight, train since round sixty-nine
(refs69; round sixty-nine's held-out shapes are :mod:`latex_corpus.bibtypes69`).  Their
held-out figures, measured once in round sixty-eight (``--split heldout --biblatex
--held-types --count 16 --seed 6868``, 192 entries, 16 styles;
found/title/year/venue/doi/arxiv/surname F1): base dc12ac45
1.000/0.812/0.984/0.527/1.000/-/0.999, refs68 the same (one entry's parse changed, no
score); titles per kind: government 0.64, multivolume 0.69, event 0.71, standard 0.78.

:func:`held_entry_of` draws, for each cited record, one of :data:`TYPES`:

* ``standard``: a ``@manual`` standard with its type ("Standard"), number
  ("ISO 25010:2023", "IEEE Std 1003.1-2017"), organisation and place;
* ``event``: an ``@inproceedings`` with the event's place and dates (``venue``,
  ``eventdate``), its publisher and pages (kind ``inproceedings``: the venue is
  scored);
* ``pubmed``: an ``@article`` with its PMID (``eprinttype = pubmed``) and a PMCID
  in ``note`` (kind ``article``: the journal is scored);
* ``government``: a ``@report`` of a ministry or agency with its type and number;
* ``crowd``: an ``@article`` of nine to fourteen authors (every one printed, the
  styles print every name);
* ``multivolume``: a ``@book`` volume of several, with its edition and place;
* ``forthcoming``: an ``@article`` whose ``pubstate`` is forthcoming.

The truth is :func:`latex_corpus.bibtex.truth_of`'s: the entry's authors, title, year,
venue (the journal or the proceedings' title; a report's institution; empty
otherwise), DOI and arXiv id (none here).
"""

from __future__ import annotations

import random

from pdfgen.body import venue_for
from pdfgen.people import FIELDS
from pdfgen.sources import Record

from latex_corpus.bibtex import BibEntry, bib_name, bib_text, drawn_authors, truth_of

TYPES = ("standard", "event", "pubmed", "government", "crowd", "multivolume", "forthcoming")
_BODIES = (
    ("International Organization for Standardization", "Geneva", "ISO"),
    ("Institute of Electrical and Electronics Engineers", "New York", "IEEE Std"),
    ("Deutsches Institut für Normung", "Berlin", "DIN"),
)
_AGENCIES = (
    "U.S. Department of Energy",
    "European Commission, Joint Research Centre",
    "Office for National Statistics",
    "Australian Bureau of Statistics",
)
_REPORTS = ("Technical Report", "Policy Brief", "Statistical Bulletin")
_CITIES = ("Lisbon", "Kyoto", "Vancouver", "Prague", "Santiago")
_PUBLISHERS = ("Springer", "Elsevier", "CRC Press", "Oxford University Press")


def held_entry_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The held-out ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others = drawn_authors(record, rng, names)
    kind = rng.choice(TYPES)
    if kind == "crowd":
        more = [n for n in rng.sample(names, k=min(len(names), 14)) if n not in people]
        people = (people + more)[: rng.randint(9, 14)]
        others = False
    year = record.year or rng.randint(1995, 2024)
    fields = {
        "author": " and ".join(map(bib_name, people)) + (" and others" if others else ""),
        "title": bib_text(record.title),
    }
    venue, doi = _held_fields(kind, fields, year, record, rng)
    fields["year"] = str(year)
    if doi:
        fields["doi"] = doi
    truth = truth_of(
        key,
        {"event": "inproceedings", "pubmed": "article", "crowd": "article"}.get(kind, kind),
        people=people,
        record=record,
        year=year,
        venue=venue,
        doi=doi,
        arxiv="",
        others=others,
    )
    entry_type = {
        "standard": "manual",
        "event": "inproceedings",
        "government": "report",
        "multivolume": "book",
    }.get(kind, "article")
    return BibEntry(entry_type, key, fields, truth)


def _pages(rng: random.Random) -> str:
    first = rng.randint(1, 700)
    return f"{first}--{first + rng.randint(4, 20)}"


def _journal(fields: dict[str, str], record: Record, rng: random.Random) -> str:
    venue = record.venue or venue_for(rng)
    fields.update(journal=bib_text(venue), volume=str(rng.randint(1, 99)))
    return venue


def _held_fields(
    kind: str, fields: dict[str, str], year: int, record: Record, rng: random.Random
) -> tuple[str, str]:
    """Add ``kind``'s own fields to ``fields``; the truth's venue and DOI."""
    subject = rng.choice(FIELDS)
    if kind == "standard":
        body, place, mark = rng.choice(_BODIES)
        number = f"{mark} {rng.randint(1000, 29999)}:{year}"
        fields.update(type="Standard", number=number, organization=bib_text(body), location=place)
        return "", ""
    if kind == "event":
        venue = f"Proceedings of the {rng.randint(2, 30)}th Symposium on {subject}"
        month, day = rng.randint(1, 12), rng.randint(1, 24)
        fields.update(
            booktitle=venue, venue=rng.choice(_CITIES), publisher=rng.choice(_PUBLISHERS),
            eventdate=f"{year}-{month:02d}-{day:02d}/{year}-{month:02d}-{day + 3:02d}",
            pages=_pages(rng),
        )  # fmt: skip
        return venue, ""
    if kind == "pubmed":
        venue = _journal(fields, record, rng)
        pmcid = f"PMCID: PMC{rng.randint(1000000, 9999999)}"
        fields.update(
            number=str(rng.randint(1, 12)), pages=_pages(rng), eprinttype="pubmed",
            eprint=str(rng.randint(10000000, 39999999)), note=pmcid,
        )  # fmt: skip
        return venue, ""
    if kind == "government":
        venue = rng.choice(_AGENCIES)
        fields.update(
            type=rng.choice(_REPORTS), institution=bib_text(venue),
            number=f"{rng.choice(('EUR', 'DOE/SC', 'ONS'))}-{rng.randint(100, 9999)}",
            location=rng.choice(_CITIES),
        )  # fmt: skip
        return venue, ""
    if kind == "crowd":
        venue = _journal(fields, record, rng)
        fields["pages"] = _pages(rng)
        doi = record.doi or f"10.{rng.randint(1000, 9999)}/h{rng.randint(10000, 999999)}"
        return venue, doi
    if kind == "multivolume":
        fields.update(
            volume=str(rng.randint(1, 3)), volumes=str(rng.randint(4, 6)),
            edition=str(rng.randint(2, 5)), publisher=rng.choice(_PUBLISHERS),
            location=rng.choice(_CITIES),
        )  # fmt: skip
        return "", ""
    venue = _journal(fields, record, rng)  # forthcoming
    fields["pubstate"] = "forthcoming"
    return venue, ""

"""Entry shapes of round seventy-three (refs73): ``.bib`` entries neither
:func:`latex_corpus.bibtex.entry_of` nor :mod:`latex_corpus.bibtypes`,
:mod:`latex_corpus.bibtypes68`, :mod:`latex_corpus.bibtypes69`,
:mod:`latex_corpus.bibtypes71` or :mod:`latex_corpus.bibtypes72` writes, for
``build.py --held-types73``.  Held out in round seventy-three, train since round
seventy-four (refs74; round seventy-four's held-out shapes are
:mod:`latex_corpus.bibtypes74`).  Their held-out figures (``--split heldout --biblatex
--held-types73 --count 16 --seed 7373``, 192 entries;
found/title/year/venue/doi/arxiv/surname F1): base ec0cd40c
0.990/0.598/0.938/0.263/0.971/-/0.866, refs73 0.990/0.609/0.938/0.368/0.971/-/0.866;
titles per kind: article (newspaper) 0.94, case 0.08, dataset 0.92, encyclopedia 0.69,
numbered 0.80, patent 0.70, preprint 0.58, standard 0.36.

:func:`entry73_of` draws, for each cited record, one of :data:`TYPES`:

* ``standard``: a ``@report`` of a standards body, its kind "Standard" and number
  ("ISO 9001:2015", "IEEE Std 802.11-2020", "DIN EN 1090-2");
* ``patent``: a ``@patent`` with its number ("US 7654321 B2", "EP 2345678 A1") and
  holder;
* ``preprint``: a ``@misc`` preprint on a preprint server ("bioRxiv", "medRxiv"),
  its version in ``note`` and its DOI;
* ``dataset``: a ``@dataset`` in a repository (``publisher``), its version and DOI;
* ``case``: a ``@misc`` court case of no author ("Smith v. Jones"), its reporter and
  page in ``howpublished``;
* ``numbered``: a ``@report`` of persons, a working paper or report with its number and
  institution;
* ``newspaper``: an ``@article`` in a newspaper with its day, its section and page in
  ``note``;
* ``encyclopedia``: an ``@inreference`` entry of an encyclopaedia, its edition and
  publisher.

The truth is :func:`latex_corpus.bibtex.truth_of`'s: the title as printed (the case's
name for ``case``, no names), the venue the newspaper's (``article``, scored), else
empty or unscored; the DOI of ``preprint`` and ``dataset``.
"""

from __future__ import annotations

import random
from dataclasses import replace

from pdfgen.people import FIELDS, split_name
from pdfgen.sources import Record

from latex_corpus.bibtex import BibEntry, bib_text, drawn_opening, truth_of
from latex_corpus.escape import printed

TYPES = (
    "standard", "patent", "preprint", "dataset", "case", "numbered", "newspaper",
    "encyclopedia",
)  # fmt: skip
_ENTRY_TYPES = {
    "standard": "report", "patent": "patent", "preprint": "misc", "dataset": "dataset",
    "case": "misc", "numbered": "report", "newspaper": "article",
    "encyclopedia": "inreference",
}  # fmt: skip
_STANDARDS = (
    ("International Organization for Standardization", "ISO {}:{}", "Geneva"),
    ("IEEE Standards Association", "IEEE Std {}-{}", "Piscataway, NJ"),
    ('Deutsches Institut f{\\"u}r Normung', "DIN EN {}-{}", "Berlin"),
)
_PATENTS = ("US {} B2", "EP {} A1", "WO 2019/{}", "US {} A")
_SERVERS = ("bioRxiv", "medRxiv", "SSRN", "Research Square")
_REPOSITORIES = ("Dryad", "Zenodo", "figshare", "ICPSR")
_REPORTERS = ("{} U.S. {}", "{} F.3d {}", "{} S. Ct. {}", "[{}] EWCA Civ {}")
_SERIES = (
    ("Working Paper", "National Bureau of Economic Research"),
    ("Discussion Paper", "Institute of Labor Economics"),
    ("Report", "Congressional Research Service"),
)
_NEWSPAPERS = ("The Daily Courier", "The Evening Standard", "Le Quotidien", "The Morning Post")
_ENCYCLOPEDIAS = ("Encyclopedia of {}", "International Encyclopedia of {}")
_PUBLISHERS = ("Elsevier", "SAGE", "Springer", "Wiley")


def entry73_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The ``.bib`` entry citing ``record`` under ``key`` (refs73's shapes, train since
    refs74): a type of :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others, kind, year, fields = drawn_opening(record, rng, names, TYPES)
    organisation = ""
    if kind == "standard":
        organisation = rng.choice(_STANDARDS)[0]
        fields["author"] = "{" + organisation + "}"
    if kind == "case":
        first, second = (split_name(rng.choice(names))[1] for _ in range(2))
        title = f"{first} v. {second}"
        record = replace(record, title=title)
        fields["title"] = bib_text(title)
        del fields["author"]
        people, others = [], False
    venue, doi = _fields(kind, fields, rng, year)
    fields["year"] = str(year)
    truth = truth_of(
        key, "article" if kind == "newspaper" else kind, people=[] if organisation else people,
        record=record, year=year, venue=venue, doi=doi, arxiv="", others=others,
    )  # fmt: skip
    if organisation:
        name = printed(organisation.replace('{\\"u}', "ü"))
        truth = replace(truth, authors=(name,), surnames=(name,), others=False)
    return BibEntry(_ENTRY_TYPES[kind], key, fields, truth)


def _fields(kind: str, fields: dict[str, str], rng: random.Random, year: int) -> tuple[str, str]:
    """Add ``kind``'s own fields to ``fields``; the truth's venue and DOI."""
    number = rng.randint(1000, 99999)
    if kind == "standard":
        body = fields["author"][1:-1]
        form, place = next((f, p) for b, f, p in _STANDARDS if b == body)
        fields.update(
            type="Standard", number=form.format(number, year), institution=body, location=place
        )
        return "", ""
    if kind == "patent":
        fields.update(
            number=rng.choice(_PATENTS).format(rng.randint(1000000, 9999999)),
            holder=bib_text(f"{rng.choice(FIELDS).split()[0].capitalize()} Systems Inc."),
        )
        return "", ""
    if kind in ("preprint", "dataset"):
        if kind == "preprint":
            server = rng.choice(_SERVERS)
            doi = f"10.1101/{year}.{rng.randint(1, 12):02d}.{rng.randint(1, 28):02d}.{number}"
            fields.update(howpublished=f"{server} preprint", note=f"Version {rng.randint(2, 4)}")
        else:
            server = rng.choice(_REPOSITORIES)
            doi = f"10.5061/dryad.{number}x{rng.randint(10, 99)}"
            fields.update(publisher=server, version=f"{rng.randint(1, 5)}.{rng.randint(0, 9)}")
        fields["doi"] = doi
        return "", doi
    if kind == "case":
        fields["howpublished"] = rng.choice(_REPORTERS).format(rng.randint(100, 600), number)
        return "", ""
    if kind == "numbered":
        series, institution = rng.choice(_SERIES)
        fields.update(type=series, number=str(number), institution=institution)
        return "", ""
    if kind == "newspaper":
        paper = rng.choice(_NEWSPAPERS)
        fields.update(
            journal=bib_text(paper), month=str(rng.randint(1, 12)), day=str(rng.randint(1, 28)),
            note=f"Section {rng.choice('ABCD')}, p. {rng.randint(1, 40)}",
        )  # fmt: skip
        return paper, ""
    book = rng.choice(_ENCYCLOPEDIAS).format(rng.choice(FIELDS).title())
    first = rng.randint(1, 900)
    fields.update(
        booktitle=bib_text(book), edition=str(rng.randint(2, 4)),
        publisher=rng.choice(_PUBLISHERS), pages=f"{first}--{first + rng.randint(2, 9)}",
    )  # fmt: skip
    return "", ""

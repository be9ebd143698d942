"""Entry shapes of round seventy-five (refs75): ``.bib`` entries neither
:func:`latex_corpus.bibtex.entry_of` nor :mod:`latex_corpus.bibtypes`,
:mod:`latex_corpus.bibtypes68` … :mod:`latex_corpus.bibtypes74` writes, for
``build.py --held-types75``.  Held out in round seventy-five, train since round
seventy-six (refs76; round seventy-six's held-out shapes are
:mod:`latex_corpus.bibtypes76`).  Their held-out figures: base
4a83aa8f (``--split heldout --biblatex --held-types75 --count 16 --seed 7575``, 192
entries; found/title/year/venue/doi/arxiv/surname F1):
1.000/0.568/0.943/0.605/1.000/-/0.993; titles per kind: archival 0.25, article (ahead
of print) 1.00, cnmark 0.83, episode 0.00, film 0.96, inproceedings (series) 0.92,
internet 0.65, lecture 0.57, perscomm 0.26.

:func:`entry75_of` draws, for each cited record, one of :data:`TYPES`:

* ``film``: a ``@misc`` film of its directors, "[Film]" and its studio in
  ``howpublished``;
* ``episode``: a ``@misc`` television episode of its writers, its series, season and
  episode and "[TV series episode]" in ``howpublished``, its network as ``publisher``;
* ``perscomm``: a ``@misc`` letter or message of a person, "Personal communication" in
  ``note``, its day and month;
* ``archival``: a ``@misc`` archival document, its collection, box, folder and archive
  in ``howpublished``;
* ``epub``: an ``@article`` with a DOI and no volume or pages, "Epub ahead of print" in
  ``note``;
* ``lncs``: an ``@inproceedings`` paper in a proceedings series with its volume
  ("Lecture Notes in …", "Communications in …"), editors, pages and publisher;
* ``cnmark``: an ``@article`` whose title closes on a document-type mark ("[J]"), no
  space before it, as Chinese lists print them;
* ``internet``: an ``@online`` page with "[Internet]" after its title and "[cited YYYY
  Mon D]" in ``note``, its publisher;
* ``lecture``: a ``@misc`` set of lecture notes of a course at a university.

The truth is :func:`latex_corpus.bibtex.truth_of`'s: the title as printed (the type
marks left out), the venue the journal's (``article``) or proceedings'
(``inproceedings``), scored, else empty; the DOI of ``epub``.
"""

from __future__ import annotations

import random

from pdfgen.people import FIELDS
from pdfgen.sources import Record

from latex_corpus.bibtex import BibEntry, bib_name, bib_text, drawn_opening, truth_of

TYPES = (
    "film", "episode", "perscomm", "archival", "epub", "lncs", "cnmark", "internet",
    "lecture",
)  # fmt: skip
_KINDS = {"epub": "article", "lncs": "inproceedings"}
_ENTRY_TYPES = {
    "epub": "article",
    "lncs": "inproceedings",
    "cnmark": "article",
    "internet": "online",
}
_STUDIOS = ("Northlight Pictures", "Harbour Films", "Blue Meadow Studios")
_NETWORKS = ("Channel Nine", "National Broadcasting Service", "Coastline TV")
_ARCHIVES = (
    "State Archives of the Region, Riverton",
    "University Library Special Collections, Easton",
    "National Records Office, Kingsport",
)
_SERIES = (
    "Lecture Notes in Computer Science",
    "Lecture Notes in Networks and Systems",
    "Communications in Computer and Information Science",
)
_MONTHS = ("Jan", "Mar", "May", "Jul", "Sep", "Nov")
_PUBLISHERS = ("Springer", "Springer Nature", "Elsevier")


def entry75_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The held-out ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others, kind, year, fields = drawn_opening(record, rng, names, TYPES)
    venue, doi = _fields(kind, fields, rng, year, names)
    fields["year"] = str(year)
    truth = truth_of(
        key, _KINDS.get(kind, kind), people=people, record=record, year=year, venue=venue,
        doi=doi, arxiv="", others=others,
    )  # fmt: skip
    return BibEntry(_ENTRY_TYPES.get(kind, "misc"), key, fields, truth)


def _fields(
    kind: str, fields: dict[str, str], rng: random.Random, year: int, names: list[str]
) -> tuple[str, str]:
    """Add ``kind``'s own fields to ``fields``; the truth's venue and DOI."""
    subject = rng.choice(FIELDS)
    number = rng.randint(1, 40)
    if kind == "film":
        fields["howpublished"] = f"[Film]. {rng.choice(_STUDIOS)}"
        return "", ""
    if kind == "episode":
        show = f"The {subject.title()} Files"
        fields.update(
            howpublished=bib_text(f"Season {number % 9 + 1}, Episode {number}. In {show}")
            + " [TV series episode]",
            publisher=rng.choice(_NETWORKS),
        )  # fmt: skip
        return "", ""
    if kind == "perscomm":
        fields.update(note="Personal communication", month=str(rng.randint(1, 12)),
                      day=str(rng.randint(1, 28)))  # fmt: skip
        return "", ""
    if kind == "archival":
        owner = rng.choice(names)
        fields["howpublished"] = bib_text(
            f"{owner} Papers, Box {number}, Folder {rng.randint(1, 30)}. {rng.choice(_ARCHIVES)}"
        )
        return "", ""
    if kind == "epub":
        venue = f"Journal of {subject.title()}"
        doi = f"10.{rng.randint(1000, 9999)}/j{rng.randint(100000, 999999)}"
        fields.update(journal=bib_text(venue), doi=doi, note="Epub ahead of print")
        return venue, doi
    if kind == "lncs":
        venue = f"Advances in {subject.title()}"
        first = rng.randint(1, 500)
        fields.update(
            booktitle=bib_text(venue), series=rng.choice(_SERIES),
            volume=str(rng.randint(1000, 14000)), pages=f"{first}--{first + rng.randint(9, 20)}",
            publisher=rng.choice(_PUBLISHERS),
            editor=" and ".join(bib_name(n) for n in rng.sample(names, k=2)),
        )  # fmt: skip
        return venue, ""
    if kind == "cnmark":
        first = rng.randint(1, 300)
        fields.update(
            title=fields["title"] + "[J]", journal=bib_text(f"Journal of {subject.title()}"),
            volume=str(rng.randint(1, 60)), number=str(rng.randint(1, 12)),
            pages=f"{first}--{first + rng.randint(5, 20)}",
        )  # fmt: skip
        return "", ""
    if kind == "internet":
        slug = "".join(c for c in subject.lower() if c.isalpha())
        when = f"{year + 1} {rng.choice(_MONTHS)} {rng.randint(1, 28)}"
        fields.update(
            titleaddon="[Internet]", organization=bib_text(f"Society for {subject.title()}"),
            url=f"https://www.example.org/{slug}", note=f"[cited {when}]",
        )  # fmt: skip
        return "", ""
    code = f"{subject[:3].upper()} {rng.randint(100, 499)}"
    fields["howpublished"] = bib_text(
        f"Lecture notes, {code}, University of {rng.choice(_STUDIOS).split()[0]}"
    )
    return "", ""

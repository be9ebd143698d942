"""Entry shapes of round seventy-six (refs76): ``.bib`` entries neither
:func:`latex_corpus.bibtex.entry_of` nor :mod:`latex_corpus.bibtypes`,
:mod:`latex_corpus.bibtypes68` … :mod:`latex_corpus.bibtypes75` writes, for
``build.py --held-types76``.  Held out in round seventy-six, train since round
seventy-seven (refs77; round seventy-seven's held-out shapes are
:mod:`latex_corpus.bibtypes77`).  Their held-out figures: base
c0602381 (``--split heldout --biblatex --held-types76 --count 16 --seed 7676``, 192
entries; found/title/year/venue/doi/arxiv/surname F1): 1.000/0.681/0.938/-/1.000/-/0.995;
titles per kind: accession 0.67, app 0.85, artwork 0.71, arxivver 0.95, doiurl 1.00,
isoiec 0.44, reprint 0.40, slides 0.60, song 0.61, videogame 0.71; doiurl's venue 0.29.

:func:`entry76_of` draws, for each cited record, one of :data:`TYPES`:

* ``isoiec``: a ``@misc`` joint standard, its number with its year after a colon
  ("ISO/IEC 27001:2022") in ``howpublished``, its body as ``organization``;
* ``arxivver``: a ``@misc`` preprint whose identifier carries its version and category
  ("arXiv:2103.01234v3 [cs.LG]") in ``howpublished``;
* ``slides``: a ``@misc`` talk's slides, "[Presentation slides]" after the title, the
  meeting and its city in ``howpublished``, a link;
* ``reprint``: a ``@book`` reprinted, "Originally published YEAR" in ``note``, its
  publisher;
* ``accession``: a ``@misc`` sequence or structure in a repository with its accession
  number ("GenBank accession no. MN908947.3", "PDB ID 6VXX");
* ``videogame``: a ``@misc`` game, "[Video game]" after the title, its studio;
* ``artwork``: a ``@misc`` painting or photograph, its medium in brackets after the
  title, its museum and city;
* ``song``: a ``@misc`` song, "[Song]" after the title, its album and label;
* ``app``: a ``@misc`` mobile application, "[Mobile app]" after the title, its version
  and store;
* ``doiurl``: an ``@article`` printed with its DOI as a "https://doi.org/" link and a
  retrieval date (APA 7), its journal, volume and pages.

The truth is :func:`latex_corpus.bibtex.truth_of`'s: the title as printed (the bracketed
marks left out), the venue the journal's (``doiurl``), else empty; the DOI of ``doiurl``.
"""

from __future__ import annotations

import random

from pdfgen.people import FIELDS
from pdfgen.sources import Record

from latex_corpus.bibtex import BibEntry, bib_text, drawn_opening, truth_of

TYPES = (
    "isoiec", "arxivver", "slides", "reprint", "accession", "videogame", "artwork", "song",
    "app", "doiurl",
)  # fmt: skip
_ENTRY_TYPES = {"reprint": "book", "doiurl": "article"}
_STANDARDS = ("ISO/IEC {}:{}", "ISO/IEC/IEEE {}:{}", "IEC {}-2:{}")
_CATEGORIES = ("cs.LG", "q-bio.PE", "stat.ME", "physics.soc-ph")
_CITIES = ("Lisbon", "Toronto", "Kyoto", "Cape Town")
_PRESSES = ("Dover Publications", "Courier Press", "Northfield Classics")
_ACCESSIONS = ("GenBank accession no. MN{}.3", "PDB ID {}", "ENA accession PRJEB{}")
_STUDIOS = ("Ironleaf Games", "Quiet Harbor Interactive", "Polar Owl Studio")
_MEDIA = ("[Painting]", "[Photograph]", "[Sculpture]")
_MUSEUMS = ("Museum of Modern Art, New York", "Tate Modern, London", "Rijksmuseum, Amsterdam")
_LABELS = ("Blue Reed Records", "Northern Tide Music")
_STORES = ("App Store", "Google Play")
_MONTHS = ("January", "March", "June", "October")


def entry76_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The held-out ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others, kind, year, fields = drawn_opening(record, rng, names, TYPES)
    venue, doi = _fields(kind, fields, rng, year)
    fields["year"] = str(year)
    truth = truth_of(
        key, kind, people=people, record=record, year=year, venue=venue, doi=doi, arxiv="",
        others=others,
    )  # fmt: skip
    return BibEntry(_ENTRY_TYPES.get(kind, "misc"), key, fields, truth)


def _fields(kind: str, fields: dict[str, str], rng: random.Random, year: int) -> tuple[str, str]:
    """Add ``kind``'s own fields to ``fields``; the truth's venue and DOI."""
    subject = rng.choice(FIELDS)
    number = rng.randint(1000, 99999)
    slug = "".join(c for c in subject.lower() if c.isalpha())
    url = f"https://www.example.org/{slug}"
    if kind == "isoiec":
        fields.update(
            howpublished=rng.choice(_STANDARDS).format(number, year),
            organization="International Organization for Standardization",
        )  # fmt: skip
    elif kind == "arxivver":
        ident = f"{year % 100:02d}{rng.randint(1, 12):02d}.{rng.randint(1000, 19999):05d}"
        category = rng.choice(_CATEGORIES)
        fields["howpublished"] = f"arXiv:{ident}v{rng.randint(2, 5)} [{category}]"
    elif kind == "slides":
        meeting = f"{rng.randint(2, 30)}th Workshop on {subject.title()}"
        fields.update(
            titleaddon="[Presentation slides]", url=url,
            howpublished=bib_text(f"{meeting}, {rng.choice(_CITIES)}"),
        )  # fmt: skip
    elif kind == "reprint":
        fields.update(
            publisher=rng.choice(_PRESSES),
            note=f"Originally published {year - rng.randint(40, 90)}",
        )
    elif kind == "accession":
        fields["howpublished"] = bib_text(rng.choice(_ACCESSIONS).format(number))
    elif kind == "videogame":
        fields.update(titleaddon="[Video game]", publisher=rng.choice(_STUDIOS))
    elif kind == "artwork":
        fields.update(titleaddon=rng.choice(_MEDIA), howpublished=bib_text(rng.choice(_MUSEUMS)))
    elif kind == "song":
        fields.update(
            titleaddon="[Song]", publisher=rng.choice(_LABELS),
            howpublished=bib_text(f"On Songs of {subject.title()}"),
        )  # fmt: skip
    elif kind == "app":
        fields.update(
            titleaddon="[Mobile app]", version=f"{rng.randint(1, 9)}.{rng.randint(0, 9)}.1",
            howpublished=rng.choice(_STORES), url=url,
        )  # fmt: skip
    else:
        venue = f"Journal of {subject.title()}"
        doi = f"10.{rng.randint(1000, 9999)}/{slug[:4]}.{rng.randint(10000, 99999)}"
        first = rng.randint(1, 600)
        when = f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {year + 1}"
        fields.update(
            journal=bib_text(venue), volume=str(rng.randint(1, 80)),
            pages=f"{first}--{first + rng.randint(5, 20)}",
            url=f"https://doi.org/{doi}", note=f"Retrieved {when}",
        )  # fmt: skip
        return venue, doi
    return "", ""

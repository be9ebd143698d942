"""Entry shapes of round seventy-four (refs74): ``.bib`` entries neither
:func:`latex_corpus.bibtex.entry_of` nor :mod:`latex_corpus.bibtypes`,
:mod:`latex_corpus.bibtypes68` … :mod:`latex_corpus.bibtypes73` writes, for
``build.py --held-types74``.  Held out in round seventy-four, train since round
seventy-five (refs75; round seventy-five's held-out shapes are
:mod:`latex_corpus.bibtypes75`).  Their held-out figures (``--split heldout --biblatex
--held-types74 --count 16 --seed 7474``, 192 entries;
found/title/year/venue/doi/arxiv/surname F1): base fd145eb6 and refs74
0.984/0.687/0.828/0.578/1.000/-/0.892; titles per kind: acronym 0.12, article (language
note) 0.93, bill 0.41, blog 0.68, inproceedings (article number) 1.00, mvchapter 1.00,
podcast 0.25, retrieved 0.75, social 0.76.

:func:`entry74_of` draws, for each cited record, one of :data:`TYPES`:

* ``confeid``: an ``@inproceedings`` paper with an article number (``eid``) and a DOI,
  no pages;
* ``social``: an ``@online`` post of a person on a platform (``organization``), its
  day, month and address;
* ``podcast``: a ``@misc`` podcast episode, its show and number in ``howpublished``,
  "Podcast" in ``note``;
* ``blog``: an ``@online`` blog post of a person, the blog as ``organization``, its day
  and month and address;
* ``bill``: a ``@misc`` government bill of no author, its number and legislature in
  ``howpublished``;
* ``mvchapter``: an ``@incollection`` chapter in one volume of a multi-volume work
  (``volume``, ``volumes``), its editors, pages and publisher;
* ``acronym``: a ``@report`` of an organisation whose name closes on its acronym in
  brackets ("National Office of Forestry (NOF)"), its type;
* ``langnote``: an ``@article`` with its language's note after the title
  (``titleaddon``: "[in Russian]", "(in German)");
* ``retrieved``: a ``@misc`` web document of persons, "Retrieved Month D, YYYY, from
  ADDRESS" in ``howpublished``.

The truth is :func:`latex_corpus.bibtex.truth_of`'s: the title as printed (the note
left out), no names for ``bill``, the organisation's name without its bracketed acronym
as the one name for ``acronym`` (refs76: the reader's convention, the acronym no part of
the name), the venue the journal's (``article``) or proceedings' (``inproceedings``),
scored, else empty; the DOI of ``confeid``.
"""

from __future__ import annotations

import random
from dataclasses import replace

from pdfgen.people import FIELDS
from pdfgen.sources import Record

from latex_corpus.bibtex import BibEntry, bib_name, bib_text, drawn_opening, truth_of
from latex_corpus.escape import printed

TYPES = (
    "confeid", "social", "podcast", "blog", "bill", "mvchapter", "acronym", "langnote",
    "retrieved",
)  # fmt: skip
_KINDS = {"confeid": "inproceedings", "langnote": "article"}
_ENTRY_TYPES = {
    "confeid": "inproceedings", "social": "online", "blog": "online", "mvchapter":
    "incollection", "acronym": "report", "langnote": "article",
}  # fmt: skip
_PLATFORMS = ("Mastodon", "Bluesky", "Threads")
_BILLS = ("H.R. {}, 117th Congress", "S. {}, 116th Congress", "Bill C-{}, 44th Parliament")
_BODIES = (
    ("National Office of Forestry", "NOF"),
    ("European Agency for Urban Ecology", "EAUE"),
    ("Council for Soil Research", "CSR"),
)
_NOTES = ("[in Russian]", "(in German)", "[in Japanese]", "(in Spanish)")
_MONTHS = ("January", "March", "May", "July", "September", "November")
_PUBLISHERS = ("Elsevier", "Springer", "Wiley", "Routledge")


def entry74_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The held-out ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others, kind, year, fields = drawn_opening(record, rng, names, TYPES)
    body = ""  # the body's name, its acronym's bracket left out of the truth (refs76)
    if kind == "bill":
        del fields["author"]
        people, others = [], False
    if kind == "acronym":
        name, short = rng.choice(_BODIES)
        body = name
        fields["author"] = "{" + f"{name} ({short})" + "}"
        people, others = [], False
    venue, doi = _fields(kind, fields, rng, year)
    fields["year"] = str(year)
    truth = truth_of(
        key, _KINDS.get(kind, kind), people=people, record=record, year=year, venue=venue,
        doi=doi, arxiv="", others=others,
    )  # fmt: skip
    if body:
        truth = replace(truth, authors=(printed(body),), surnames=(printed(body),))
    return BibEntry(_ENTRY_TYPES.get(kind, "misc"), key, fields, truth)


def _fields(kind: str, fields: dict[str, str], rng: random.Random, year: int) -> tuple[str, str]:
    """Add ``kind``'s own fields to ``fields``; the truth's venue and DOI."""
    subject = rng.choice(FIELDS)
    number = rng.randint(10, 9999)
    day = {"month": str(rng.randint(1, 12)), "day": str(rng.randint(1, 28))}
    slug = "".join(c for c in subject.lower() if c.isalpha())
    if kind == "confeid":
        venue = f"Proceedings of the International Conference on {subject}"
        doi = f"10.1145/{rng.randint(3000000, 3999999)}.{rng.randint(3000000, 3999999)}"
        fields.update(booktitle=bib_text(venue), eid=str(rng.randint(1, 600)), doi=doi)
        return venue, doi
    if kind in ("social", "blog"):
        where = rng.choice(_PLATFORMS) if kind == "social" else f"The {subject.title()} Blog"
        fields.update(organization=bib_text(where), url=f"https://www.example.org/{slug}", **day)
        return "", ""
    if kind == "podcast":
        show = f"The {subject.title()} Hour"
        fields.update(howpublished=bib_text(f"{show}, episode {number % 300}"), note="Podcast")
        return "", ""
    if kind == "bill":
        fields["howpublished"] = rng.choice(_BILLS).format(number)
        return "", ""
    if kind == "mvchapter":
        first = rng.randint(1, 700)
        volumes = rng.randint(3, 6)
        fields.update(
            booktitle=bib_text(f"Comprehensive {subject.title()}"),
            editor=" and ".join(bib_name(n) for n in ("Ann Berg", "Tom Reyes")),
            volume=str(rng.randint(1, volumes)), volumes=str(volumes),
            pages=f"{first}--{first + rng.randint(8, 30)}", publisher=rng.choice(_PUBLISHERS),
        )  # fmt: skip
        return "", ""
    if kind == "acronym":
        fields.update(type="Technical Report", institution=fields["author"][1:-1])
        return "", ""
    if kind == "langnote":
        venue = f"Journal of {subject.title()}"
        first = rng.randint(1, 400)
        fields.update(
            journal=bib_text(venue), volume=str(rng.randint(1, 90)),
            pages=f"{first}--{first + rng.randint(5, 20)}", titleaddon=rng.choice(_NOTES),
        )  # fmt: skip
        return venue, ""
    when = f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {year + 1}"
    fields["howpublished"] = f"Retrieved {when}, from \\url{{https://www.example.org/{slug}}}"
    return "", ""

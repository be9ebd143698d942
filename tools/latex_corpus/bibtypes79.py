"""Entry shapes of round seventy-nine (refs79): ``.bib`` entries of everyday kinds
in shapes neither :func:`latex_corpus.bibtex.entry_of` nor :mod:`latex_corpus.bibtypes`,
:mod:`latex_corpus.bibtypes68` … :mod:`latex_corpus.bibtypes78` writes, for ``build.py
--held-types79``.  Held out in round seventy-nine, train since round eighty (refs80
rotated them into train; eighty's held-out shapes are :mod:`latex_corpus.bibtypes80`).
Their held-out figures: base 561a3fdb
(``--split heldout --biblatex --held-types79 --count 16 --seed 7979``, 192 entries;
found/title/year/venue/doi/arxiv/surname F1): 1.000/0.898/0.990/-/-/-/0.998; titles per
kind: acuradi 0.88, issueonly 1.00, lawreview 0.73, month 1.00, numtitle 1.00,
organizado 0.83, red 0.79, species 1.00, twoeds 1.00, workpaper 0.79; venues issueonly
0.65, month, numtitle and species 1.00.

:func:`entry79_of` draws, for each cited record, one of :data:`TYPES`:

* ``species``: an ``@article`` whose title ends "in *Genus species*" (italic);
* ``numtitle``: an ``@article`` whose title opens with a figure ("12 years of …");
* ``issueonly``: an ``@article`` with an issue number and no volume;
* ``month``: an ``@article`` with its month printed beside the year;
* ``lawreview``: a ``@misc`` law-review article cited the Bluebook way
  ("102 Mich. L. Rev. 1234");
* ``twoeds``: an ``@incollection`` with two editors;
* ``workpaper``: a ``@techreport`` typed "Working Paper" with its number;
* ``organizado``: a ``@misc`` Portuguese (ABNT) chapter, "In: … (org.). Anais do …
  São Paulo: …, p. 1-9";
* ``acuradi``: a ``@misc`` Italian chapter, "In: … (a cura di), Atti del convegno …";
* ``red``: a ``@misc`` Dutch chapter, "In: … (red.), Handboek …, Amsterdam, pp. …".

The truth is :func:`latex_corpus.bibtex.truth_of`'s: the title as printed, the venue the
journal's for the articles, else empty; no DOI.  The truth's kind is the shape's name.
"""

from __future__ import annotations

import random
from dataclasses import replace

from pdfgen.people import FIELDS
from pdfgen.sources import Record

from latex_corpus.bibtex import BibEntry, bib_text, drawn_opening, truth_of

TYPES = (
    "species", "numtitle", "issueonly", "month", "lawreview", "twoeds", "workpaper",
    "organizado", "acuradi", "red",
)  # fmt: skip
_ARTICLES = frozenset(TYPES[:4])
_SPECIES = ("Escherichia coli", "Arabidopsis thaliana", "Mus musculus", "Danio rerio")
_LAW = ("Mich. L. Rev.", "Yale L.J.", "Stan. L. Rev.", "Colum. L. Rev.", "Geo. L.J.")
_MONTHS = ("jan", "mar", "may", "jul", "sep", "nov")
_PUBLISHERS = ("Springer", "Routledge", "Elsevier", "Wiley")


def entry79_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The held-out ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others, kind, year, fields = drawn_opening(record, rng, names, TYPES)
    title = record.title.rstrip(". ")
    if kind == "species":
        species = rng.choice(_SPECIES)
        record = replace(record, title=f"{title} in {species}")
        fields["title"] = f"{bib_text(title)} in \\emph{{{species}}}"
    elif kind == "numtitle":
        opening = f"{rng.randint(2, 40)} years of {title[:1].lower()}{title[1:]}"
        record = replace(record, title=opening)
        fields["title"] = bib_text(opening)
    else:
        fields["title"] = bib_text(title)
        record = replace(record, title=title)
    venue = _fields(kind, fields, rng, names)
    fields["year"] = str(year)
    truth = truth_of(
        key, kind, people=people, record=record, year=year, venue=venue, doi="",
        arxiv="", others=others,
    )  # fmt: skip
    entry_type = (
        "article" if kind in _ARTICLES
        else "incollection" if kind == "twoeds"
        else "techreport" if kind == "workpaper"
        else "misc"
    )  # fmt: skip
    return BibEntry(entry_type, key, fields, truth)


def _fields(kind: str, fields: dict[str, str], rng: random.Random, names: list[str]) -> str:
    """Add ``kind``'s own fields to ``fields``; the truth's venue."""
    subject = rng.choice(FIELDS)
    first = rng.randint(1, 500)
    pages = f"{first}--{first + rng.randint(8, 20)}"
    named = bib_text(subject.title())
    editor = bib_text(rng.choice(names))
    if kind in _ARTICLES:
        venue = f"Journal of {subject.title()}"
        fields.update(journal=bib_text(venue), pages=pages)
        if kind != "issueonly":
            fields["volume"] = str(rng.randint(1, 90))
        fields["number"] = str(rng.randint(1, 12))
        if kind == "month":
            fields["month"] = rng.choice(_MONTHS)
        return venue
    if kind == "lawreview":
        volume, page = rng.randint(20, 130), rng.randint(100, 2400)
        fields["howpublished"] = f"{volume} {rng.choice(_LAW)} {page}"
    elif kind == "twoeds":
        second = bib_text(rng.choice([n for n in names if bib_text(n) != editor] or names))
        fields.update(
            booktitle=f"Handbook of {named}", editor=f"{editor} and {second}",
            publisher=rng.choice(_PUBLISHERS), pages=pages,
        )  # fmt: skip
    elif kind == "workpaper":
        fields.update(
            institution="National Bureau of Economic Research", type="Working Paper",
            number=str(rng.randint(1000, 29999)),
        )  # fmt: skip
    elif kind == "organizado":
        fields["howpublished"] = (
            f"In: {editor} (org.). Anais do Congresso Brasileiro de {named}. "
            f"S{bib_text('ã')}o Paulo: Editora Atlas, p.~{first}-{first + 9}"
        )
    elif kind == "acuradi":
        fields["howpublished"] = (
            f"In: {editor} (a cura di), Atti del convegno di {named}, Milano, pp.~{pages}"
        )
    else:
        fields["howpublished"] = f"In: {editor} (red.), Handboek {named}. Amsterdam, pp.~{pages}"
    return ""

"""Entry shapes of round seventy-eight (refs78): ``.bib`` entries of kinds real
reference lists are full of, in shapes neither :func:`latex_corpus.bibtex.entry_of` nor
:mod:`latex_corpus.bibtypes`, :mod:`latex_corpus.bibtypes68` … :mod:`latex_corpus.bibtypes77`
writes, for ``build.py --held-types78``.  Held out in round seventy-eight, train since
round seventy-nine (refs79 rotated them into train; seventy-nine's held-out shapes are
:mod:`latex_corpus.bibtypes79`).  Their held-out figures: base
64869831 (``--split heldout --biblatex --held-types78 --count 16 --seed 7878``, 192
entries; found/title/year/venue/doi/arxiv/surname F1): 1.000/0.839/1.000/-/1.000/-/0.994;
titles per kind: abbrev 0.81, artno 1.00, dans 0.00, eid 1.00, en 0.71, hrsg 0.92,
inpress 1.00, pmid 0.94, question 1.00, subtitle 1.00; venues abbrev 0.81, artno 0.44,
eid 0.88, inpress 0.67, pmid 0.45, question 1.00, subtitle 1.00.

:func:`entry78_of` draws, for each cited record, one of :data:`TYPES`:

* ``question``: an ``@article`` whose title ends in a question mark;
* ``subtitle``: an ``@article`` whose title has a colon and a subtitle in title case;
* ``eid``: an ``@article`` numbered by an electronic article number ("e0123456"), no pages;
* ``artno``: an ``@article`` numbered "Article N", no pages;
* ``inpress``: an ``@article`` marked "in press" (biblatex's ``pubstate``);
* ``abbrev``: an ``@article`` in a journal abbreviated with stops ("J. Plant Biol.");
* ``pmid``: an ``@article`` with its DOI and a "PMID: …; PMCID: PMC…" note;
* ``hrsg``: a ``@misc`` German chapter, "In: …(Hrsg.): …", "S." pages;
* ``dans``: a ``@misc`` French chapter, "dans : … (dir.), …", "p." pages;
* ``en``: a ``@misc`` Spanish chapter, "En: … (ed.), …", "pp." pages.

The truth is :func:`latex_corpus.bibtex.truth_of`'s: the title as printed (with its
question mark or subtitle), the venue the journal's for the articles, else empty; the
DOI of ``pmid``.  The truth's kind is the shape's name (the benchmark scores no venue
of these kinds; per-kind figures read them).
"""

from __future__ import annotations

import random
from dataclasses import replace

from pdfgen.people import FIELDS
from pdfgen.sources import Record

from latex_corpus.bibtex import BibEntry, bib_text, drawn_opening, truth_of

TYPES = (
    "question", "subtitle", "eid", "artno", "inpress", "abbrev", "pmid", "hrsg", "dans", "en",
)  # fmt: skip
_ARTICLES = frozenset(TYPES[:7])
_SUBTITLES = (
    "A Systematic Review and Meta-Analysis",
    "Evidence from Three Cohorts",
    "Lessons from a Decade of Practice",
)
_PLACES = ("Berlin", "Lyon", "Madrid", "Wien", "Sevilla", "Bordeaux")


def entry78_of(key: str, record: Record, rng: random.Random, names: list[str]) -> BibEntry:
    """The held-out ``.bib`` entry citing ``record`` under ``key``: a type of
    :data:`TYPES` drawn by ``rng`` (see the module docstring)."""
    people, others, kind, year, fields = drawn_opening(record, rng, names, TYPES)
    title = record.title.rstrip(". ")
    if kind == "question":
        record = replace(record, title=f"{title}?")
    elif kind == "subtitle":
        record = replace(record, title=f"{title}: {rng.choice(_SUBTITLES)}")
    fields["title"] = bib_text(record.title)
    venue, doi = _fields(kind, fields, rng, names)
    fields["year"] = str(year)
    truth = truth_of(
        key, kind, people=people, record=record, year=year, venue=venue, doi=doi,
        arxiv="", others=others,
    )  # fmt: skip
    return BibEntry("article" if kind in _ARTICLES else "misc", key, fields, truth)


def _abbreviated(subject: str) -> str:
    """A journal's name abbreviated with stops: "J. Plant Biol." for "Plant Biology"."""
    words = [w[:4].rstrip("aeiou") + "." if len(w) > 5 else w for w in subject.title().split()]
    return "J. " + " ".join(words)


def _fields(
    kind: str, fields: dict[str, str], rng: random.Random, names: list[str]
) -> tuple[str, str]:
    """Add ``kind``'s own fields to ``fields``; the truth's venue and DOI."""
    subject = rng.choice(FIELDS)
    first = rng.randint(1, 500)
    pages = f"{first}--{first + rng.randint(8, 20)}"
    editor = bib_text(rng.choice(names))
    place = rng.choice(_PLACES)
    named = bib_text(subject.title())
    if kind in _ARTICLES:
        venue = _abbreviated(subject) if kind == "abbrev" else f"Journal of {subject.title()}"
        fields.update(
            journal=bib_text(venue), volume=str(rng.randint(1, 90)),
            number=str(rng.randint(1, 12)),
        )  # fmt: skip
        doi = ""
        if kind == "eid":
            fields["eid"] = f"e0{rng.randint(100000, 999999)}"
        elif kind == "artno":
            fields["eid"] = f"Article {rng.randint(1, 300)}"
        else:
            fields["pages"] = pages
        if kind == "inpress":
            fields["pubstate"] = "inpress"
        elif kind == "pmid":
            doi = f"10.{rng.randint(1000, 9999)}/j.{rng.randint(100000, 999999)}"
            fields.update(
                doi=doi,
                note=f"PMID: {rng.randint(10000000, 39999999)}; "
                f"PMCID: PMC{rng.randint(1000000, 9999999)}",
            )  # fmt: skip
        return venue, doi
    if kind == "hrsg":
        text = f"In: {editor} (Hrsg.): Handbuch der {named}. {place}, S.~{pages}"
    elif kind == "dans":
        text = f"dans : {editor} (dir.), Actes du colloque {named}, {place}, p.~{pages}"
    else:
        text = f"En: {editor} (ed.), Memorias del Congreso de {named}. {place}, pp.~{pages}"
    fields["howpublished"] = text
    return "", ""

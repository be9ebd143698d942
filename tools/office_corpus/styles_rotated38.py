"""Word-template-like styles, part forty-five: front64's held-out styles, now train.

front64 wrote them for its held-out corpus and measured them once (office held out,
seed 6401, 12 PDFs: 1.000 / 0.625 / 0.625 / 0.665 title / author F1 / surname F1 /
abstract F1, the same at base and after front64's rules; erratum 1.000 / 0.375 / 0.375 /
0.000, factsheet 1.000 / 0.500 / 0.500 / 1.000, obituary 1.000 / 1.000 / 1.000 / 0.995);
front65 moved them here (``git mv`` of ``styles_held.py``, only the flag dropped).
Each is modelled on a document researchers file with their papers; the truth's
convention is said with each:

* ``obituary``: a society journal's obituary: "IN MEMORIAM" over a rule, the title,
  the life's dates of another person in italics ("Dana Price, 1938\u20132023"), the
  account (the abstract) with no heading, then the writers signing at its end, each
  on a line of their own after a dash with the place after a comma.  Its authors are
  the signers, never the person remembered;
* ``factsheet``: an institute's two-page fact sheet: a row of organisation names
  ("Institute \u00b7 Partner network \u00b7 Funded by \u2026") over a rule, "FACT
  SHEET" and a number, the title, "Key points" over the abstract, then a ruled foot
  line "Authors: A, B and C \u00b7 Contact: address".  Its authors are the names of
  that line;
* ``erratum``: a journal's correction notice: "ERRATUM", the title, a line citing the
  original article ("Original article: A, B and C (2020). Journal 12(3), 45\u201367."),
  then the correction's text (the abstract) with no heading.  Its authors are the
  original article's authors, the names of the citation.  Its abstract is none
  (front66's convention, ``no_abstract``: indexes give a correction notice none, and
  the reader's ``cues.NO_ABSTRACT`` reads none under an "ERRATUM" label), though the
  correction's text is printed.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style
from office_corpus.styles_rotated34 import _joined  # front60's helper, shared

_REMEMBERED = ("Dana Price", "Evan Moss", "Fay Hart", "Gus Lind", "Hal Berg")
_ORGS = ("Institute for Public Research", "Centre for Data and Society", "Science Office")
_PARTNERS = ("Partner network", "Regional partners", "University consortium")
_JOURNALS = ("Journal of Applied Studies", "Research Letters", "Annals of Method")


def _obituary(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    rule(paragraph(document, [Run("IN MEMORIAM", bold=True, size=size - 1)], align="left",
                   after=10))  # fmt: skip
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=4)  # fmt: skip
    taken = {a.name for a in paper.authors}
    person = rng.choice([p for p in _REMEMBERED if p not in taken])
    born = rng.randint(1925, 1950)
    life = f"{person}, {born}\u2013{born + rng.randint(60, 95)}"
    paragraph(document, [Run(life, italic=True, size=size)], align="left", after=10)
    abstract_paragraphs(document, paper, "", size=size)
    for index, author in enumerate(paper.authors):
        place = paper.first_place(index)
        line = f"\u2014 {author.name}, {place}" if place else f"\u2014 {author.name}"
        paragraph(document, [Run(line, italic=True, size=size - 1)], align="right",
                  before=8 if index == 0 else 0, after=0)  # fmt: skip
    paragraph(document, [Run("", size=size)], align="left", after=10)


def _factsheet(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    org = rng.choice(_ORGS)
    logos = f"{org}   \u00b7   {rng.choice(_PARTNERS)}   \u00b7   Funded by the Research Council"
    rule(paragraph(document, [Run(logos, bold=True, size=size - 2)], align="centre", after=12))
    tag = f"FACT SHEET No. {rng.randint(2, 40)} \u00b7 {rng.randint(2015, 2024)}"
    paragraph(document, [Run(tag, bold=True, size=size - 1)], align="left", after=4)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=10)  # fmt: skip
    paragraph(document, [Run("Key points", bold=True, size=size + 1)], align="left", after=3)
    abstract_paragraphs(document, paper, "", size=size)
    names = _joined([a.name for a in paper.authors])
    contact = paper.authors[0].email or "info@example.org"
    foot = f"Authors: {names} \u00b7 Contact: {contact}"
    rule(paragraph(document, [Run(foot, size=size - 2)], align="left", before=12, after=12),
         edge="top")  # fmt: skip


def _erratum(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("ERRATUM", bold=True, size=size)], align="left", after=6)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size - 2)], align="left",
              after=8)  # fmt: skip
    names = _joined([a.name for a in paper.authors])
    year = rng.randint(2012, 2023)
    volume, issue, first = rng.randint(3, 60), rng.randint(1, 12), rng.randint(10, 900)
    cited = f"{rng.choice(_JOURNALS)} {volume}({issue}), {first}\u2013{first + rng.randint(8, 30)}."
    runs = [Run("Original article: ", bold=True, size=size - 1),
            Run(f"{names} ({year}). {cited}", size=size - 1)]  # fmt: skip
    paragraph(document, runs, align="left", after=10)
    abstract_paragraphs(document, paper, "", size=size)


ROTATED38_STYLES: dict[str, Style] = {
    "obituary": Style("obituary", _obituary, header="journal"),
    "factsheet": Style("factsheet", _factsheet, family="sans"),
    "erratum": Style("erratum", _erratum, header="journal", no_abstract=True),
}

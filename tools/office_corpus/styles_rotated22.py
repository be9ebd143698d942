"""Word-template-like styles, part twenty-eight: front46's held-out styles, now train.

front46 wrote them for its held-out corpus and measured them once (office held out,
seed 46: 1.000 / 0.500 / 0.500 / 0.997 title / author F1 / surname F1 / abstract F1,
``articleinfo`` authors 1.000 abstract 0.995, ``namesheader`` authors 0.000); front47
moved them here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote
new held-out styles (:mod:`office_corpus.styles_held`).  Each is modelled on a layout
real papers have:

* ``articleinfo`` (front46): a journal article's first page with an article-info
  panel: the title in large bold flush left, the names on one line with lettered
  marks, the lettered places in small italics, a rule, then a borderless table of
  two columns: the narrow left one headed "ARTICLE INFO" holds "Article history:"
  with "Received …", "Revised …" and "Accepted …" lines and "Keywords:" over one
  keyword a line; the wide right one headed "ABSTRACT" holds the abstract;
* ``namesheader`` (front46): an economics institute's discussion paper whose names
  stand only in the page header: every page's header holds, flush right in small
  type, "Ann Lee, Bo Chen | Discussion Paper 07/2021"; the first page's text opens
  with "DISCUSSION PAPER" in small spaced capitals, the title in large bold, a
  date line, then a bold "Summary" over the abstract and a "JEL codes:" line.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.shared import Pt
from latex_corpus.paper import Paper

from office_corpus.docx_parts import ALIGN, Run, cell_paragraphs, paragraph, plain_table, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, affiliation_lines, author_runs
from office_corpus.styles import Style

_MONTHS = ("January", "March", "May", "June", "September", "November")
_JEL = ("C21", "C55", "D83", "E24", "H53", "I18", "J24", "O33", "Q54", "R11")


def _date(rng: random.Random, year: int, month: str = "") -> str:
    return f"{rng.randint(1, 28)} {month or rng.choice(_MONTHS)} {year}"


def _articleinfo(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left")
    paragraph(document, author_runs(paper, letters=True, size=size + 1), align="left", after=2)
    affiliation_lines(document, paper, letters=True, size=size - 2, align="left", italic=True)
    rule(paragraph(document, "", after=6))
    table = plain_table(document, 1, 2)
    table.columns[0].width = Pt(140)
    left = cell_paragraphs(table, 0, 0)
    year = rng.randint(2014, 2024)
    paragraph(left, [Run("ARTICLE INFO", bold=True, size=size - 1)], align="left", after=4)
    paragraph(left, [Run("Article history:", italic=True, size=size - 2)], align="left", after=0)
    months = sorted(rng.sample(range(len(_MONTHS)), 3))  # in the year's order
    for label, month in zip(("Received", "Revised", "Accepted"), months, strict=True):
        line = f"{label} {_date(rng, year, _MONTHS[month])}"
        paragraph(left, [Run(line, size=size - 2)], align="left", after=0)
    if paper.keywords:
        paragraph(left, [Run("Keywords:", italic=True, size=size - 2)], align="left", before=6)
        for word in paper.keywords:
            paragraph(left, [Run(word, size=size - 2)], align="left", after=0)
    right = cell_paragraphs(table, 0, 1)
    paragraph(right, [Run("ABSTRACT", bold=True, size=size - 1)], align="left", after=4)
    abstract_paragraphs(right, paper, "", size=size - 1)
    rule(paragraph(document, "", after=8))


def _namesheader(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    year = rng.randint(2012, 2025)
    names = ", ".join(a.name for a in paper.authors)
    head = document.sections[0].header.paragraphs[0]
    head.alignment = ALIGN["right"]
    head.add_run(f"{names} | Discussion Paper {rng.randint(1, 30):02d}/{year}").font.size = Pt(8)
    paragraph(document, [Run("D I S C U S S I O N   P A P E R", size=size - 2)], align="left")
    paragraph(
        document, [Run(paper.title, bold=True, size=look.title_size + 2)], align="left", after=6
    )
    paragraph(document, [Run(_date(rng, year), size=size - 1)], align="left", after=14)
    paragraph(document, [Run("Summary", bold=True, size=size + 1)], align="left", after=4)
    abstract_paragraphs(document, paper, "", size=size)
    codes = ", ".join(sorted(rng.sample(_JEL, 3)))
    paragraph(document, [Run("JEL codes: ", bold=True), Run(codes)], size=size, align="left")


ROTATED22_STYLES: dict[str, Style] = {
    "articleinfo": Style("articleinfo", _articleinfo),
    "namesheader": Style("namesheader", _namesheader),
}

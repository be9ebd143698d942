"""Word-template-like styles, part twenty-one: front41's held-out styles, now train.

front41 wrote them for its held-out corpus and measured them once (``cellrow`` 1.000
x4, ``rolesfoot`` authors 0.000); front42 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped) and wrote new held-out styles
(:mod:`office_corpus.styles_held`).  Each is modelled on a layout real papers have:

* ``rolesfoot`` (front41): an institute's white paper: "WHITE PAPER" with a month and
  year, the title in large bold, "Executive summary" in bold over the abstract, and
  only at the foot of the text, over a rule, the authors one a line, each as "Ann Lee
  — Senior Analyst, Place" in small type;
* ``cellrow`` (front41): a conference's extended abstract in a table template: a
  bordered-less table whose first row (cells merged) holds the title in bold, then a
  row of cells, one author a cell (the name in bold, the place under it in small type,
  three cells a row), then "EXTENDED ABSTRACT" in bold capitals over the text.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_ROLES = ("Senior Analyst", "Programme Lead", "Research Fellow", "Policy Adviser", "Director")
_MONTHS = ("March", "June", "September", "November")


def _rolesfoot(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    when = f"WHITE PAPER \u00b7 {rng.choice(_MONTHS)} {rng.randint(2015, 2025)}"
    paragraph(document, [Run(when, size=size - 1)], align="left", after=10)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size + 2)], align="left")
    paragraph(document, [Run("Executive summary", bold=True, size=size + 1)], before=10)
    abstract_paragraphs(document, paper, "", size=size)
    head = paragraph(document, [Run("About the authors", bold=True, size=size - 2)], before=14)
    rule(head, "top")
    for k, author in enumerate(paper.authors):
        place = paper.first_place(k)
        text = f"{author.name} \u2014 {rng.choice(_ROLES)}" + (f", {place}" if place else "")
        paragraph(document, [Run(text, size=size - 2)], align="left", after=1)
    paragraph(document, "", after=10)


def _cellrow(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    per_row = min(3, len(paper.authors))
    rows = 1 + -(-len(paper.authors) // per_row)
    table = plain_table(document, rows, per_row)
    if per_row > 1:
        table.cell(0, 0).merge(table.cell(0, per_row - 1))
    top = cell_paragraphs(table, 0, 0)
    paragraph(top, [Run(paper.title, bold=True, size=look.title_size)], align="centre", after=8)
    for k, author in enumerate(paper.authors):
        cell = cell_paragraphs(table, 1 + k // per_row, k % per_row)
        paragraph(cell, [Run(author.name, bold=True, size=size)], align="centre", after=0)
        place = paper.first_place(k)
        paragraph(cell, [Run(place, size=size - 2)], align="centre", after=6)
    paragraph(document, "", after=6)
    paragraph(document, [Run("EXTENDED ABSTRACT", bold=True, size=size)], align="left")
    abstract_paragraphs(document, paper, "", size=size)


ROTATED17_STYLES: dict[str, Style] = {
    "rolesfoot": Style("rolesfoot", _rolesfoot, family="sans"),
    "cellrow": Style("cellrow", _cellrow),
}

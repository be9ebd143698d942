"""Word-template-like styles, part ten: rot29's held-out styles, train from front32 on.

rot29 wrote these two for a held-out corpus and measured them once (closing17:
``formtable`` title 0.000, the title being a value in a ruled form); front32 moved
them here, to train (a git mv, only the held-out flag dropped), as rot29 moved
rot26's to :mod:`office_corpus.styles_rotated6`:

* ``formtable`` (rot29): a conference's abstract-submission form filled in and
  printed: a bold centred form heading and a small instruction line, then a
  ruled two-column table whose left cells are bold field labels ("Title",
  "Author(s)", "Affiliation(s)", "Contact e-mail", "Topic") and whose right
  cells hold the values (the title in the body's size, one name a line, the
  affiliations one a line); under the table an "Abstract (max. 300 words)"
  label over the abstract, and "Keywords" after it; a one-column body;
* ``titleright`` (rot29): a title block of two columns side by side: the title,
  large and flush left, in a wide left cell, and the authors in a narrow right
  cell, right-aligned, one name a line in bold with the institution under each
  in small italic, level with the title; a rule across the page under the
  block, then a bold "Abstract" heading over the abstract and keywords, and a
  two-column body.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt
from docx.table import Table
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, emails, keyword_line
from office_corpus.styles import Style

_FORMS = ("Abstract Submission Form", "Extended Abstract Form", "Contribution Form")
_TOPICS = ("Methods and Tools", "Applications", "Theory", "Data and Models", "Case Studies")


def _ruled(table: Table) -> None:
    """Single rules around and between every cell of ``table``."""
    props = table._tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        line = OxmlElement(f"w:{edge}")
        for key, value in (("val", "single"), ("sz", "6"), ("color", "000000")):
            line.set(qn(f"w:{key}"), value)
        borders.append(line)
    props.append(borders)


def _formtable(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    heading = [Run(rng.choice(_FORMS), bold=True, size=size + 4)]
    paragraph(document, heading, align="centre", after=2)
    note = "Please complete every field; the abstract must not exceed one page."
    paragraph(document, [Run(note, italic=True, size=size - 1)], align="centre", after=10)
    fields: list[tuple[str, list[str]]] = [
        ("Title", [paper.title]),
        ("Author(s)", [a.name for a in paper.authors]),
        ("Affiliation(s)", [p.line() for p in paper.affiliations]),
        ("Contact e-mail", [emails(paper, only_corresponding=True)]),
        ("Topic", [rng.choice(_TOPICS)]),
    ]
    table = plain_table(document, len(fields), 2)
    _ruled(table)
    for row, (label, values) in enumerate(fields):
        table.cell(row, 0).width, table.cell(row, 1).width = Pt(110), Pt(340)
        cell = cell_paragraphs(table, row, 0)
        paragraph(cell, [Run(label, bold=True, size=size)], align="left", before=2, after=2)
        cell = cell_paragraphs(table, row, 1)
        for value in values:
            paragraph(cell, [Run(value, size=size)], align="left", before=2, after=1)
    label = [Run("Abstract", bold=True, size=size), Run(" (max. 300 words)", size=size - 1)]
    paragraph(document, label, align="left", before=12, after=4)
    abstract_paragraphs(document, paper, "", size=size)
    keyword_line(document, paper, "Keywords:", "; ", size=size)


def _titleright(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    table = plain_table(document, 1, 2)
    table.cell(0, 0).width, table.cell(0, 1).width = Pt(300), Pt(170)
    left = cell_paragraphs(table, 0, 0)
    title = [Run(paper.title, bold=True, size=look.title_size + 2)]
    paragraph(left, title, align="left", before=4, after=4)
    right = cell_paragraphs(table, 0, 1)
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]]
        paragraph(right, [Run(author.name, bold=True, size=look.body_size)], align="right", after=0)
        line = [Run(place.institution, italic=True, size=look.body_size - 2)]
        paragraph(right, line, align="right", after=5)
    top = paragraph(document, "", after=8, before=4)
    rule(top)
    paragraph(document, [Run("Abstract", bold=True, size=look.body_size + 1)], align="left")
    abstract_paragraphs(document, paper, "", size=look.body_size)
    keyword_line(document, paper, "Keywords:", size=look.body_size)


ROTATED7_STYLES: dict[str, Style] = {
    "formtable": Style("formtable", _formtable),
    "titleright": Style("titleright", _titleright, body_columns=2, family="sans"),
}

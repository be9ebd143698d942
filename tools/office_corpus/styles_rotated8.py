"""Word-template-like styles, part eleven: front32's held-out styles, train from front33.

front32 wrote these two for a held-out corpus and measured them once (office held
out, closing19: ``wpseries`` authors 0.000, ``summarybox`` abstract 0.000); front33
moved them here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote
new held-out ones in :mod:`office_corpus.styles_held`:

* ``wpseries`` (front32): a working paper series' title page: the series' name
  and the paper's number over a rule, the title centred in bold, the authors on
  one line as a library catalogue prints them, surname first ("Doe, Jane Q.;
  Lee, Ann"), a classification line ("JEL classification: C21, D83"), then the
  abstract run in after a bold "Abstract:" label in its own paragraph; a
  one-column body;
* ``summarybox`` (front32): a report whose first page opens with a shaded, ruled
  box "At a glance" holding the summary (the abstract) above the title; the
  title, then the names joined by "and" on one line and the affiliations in
  small italic under them; a one-column body.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.table import _Cell
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, affiliation_lines
from office_corpus.styles import Style

_SERIES = ("Discussion Paper Series", "Working Paper Series", "Research Paper Series")
_CODES = ("C21", "C23", "D83", "E52", "F14", "G12", "J24", "O33", "Q54")


def _surname_first(name: str) -> str:
    """ "Jane Q. Doe" → "Doe, Jane Q."; a particle before the surname goes with it
    ("Paolo Di Vecchia" → "Di Vecchia, Paolo")."""
    words = name.split()
    if len(words) < 2:
        return name
    k = len(words) - 1
    if k >= 2 and words[k - 1].lower() in {"di", "de", "van", "von", "da", "del", "la", "le"}:
        k -= 1
    return f"{' '.join(words[k:])}, {' '.join(words[:k])}"


def _wpseries(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    number = f"No. {rng.randint(1, 40)}/{rng.randint(2012, 2025)}"
    head = paragraph(
        document, [Run(f"{rng.choice(_SERIES)} \u2014 {number}", size=size - 1)], align="left"
    )
    rule(head)
    title = [Run(paper.title, bold=True, size=look.title_size)]
    paragraph(document, title, align="centre", before=36, after=14)
    names = "; ".join(_surname_first(a.name) for a in paper.authors)
    paragraph(document, [Run(names, size=size + 1)], align="centre", after=10)
    codes = ", ".join(sorted(rng.sample(_CODES, 3)))
    paragraph(document, [Run(f"JEL classification: {codes}", size=size - 1)], align="centre")
    paragraph(document, "", after=10)
    abstract_paragraphs(document, paper, "Abstract:", size=size)


def _shade(cell: _Cell) -> None:
    """A light fill and a single rule around a table ``cell``."""
    props = cell._tc.get_or_add_tcPr()
    fill = OxmlElement("w:shd")
    for key, value in (("val", "clear"), ("color", "auto"), ("fill", "E8EEF4")):
        fill.set(qn(f"w:{key}"), value)
    props.append(fill)
    borders = OxmlElement("w:tcBorders")
    for edge in ("top", "left", "bottom", "right"):
        line = OxmlElement(f"w:{edge}")
        for key, value in (("val", "single"), ("sz", "8"), ("color", "335577")):
            line.set(qn(f"w:{key}"), value)
        borders.append(line)
    props.append(borders)


def _summarybox(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    table = plain_table(document, 1, 1)
    _shade(table.cell(0, 0))
    box = cell_paragraphs(table, 0, 0)
    label = rng.choice(("At a glance", "Summary at a glance", "In brief"))
    paragraph(box, [Run(label, bold=True, size=size + 1)], align="left", before=4, after=3)
    abstract_paragraphs(box, paper, "", size=size - 0.5)
    title = [Run(paper.title, bold=True, size=look.title_size)]
    paragraph(document, title, align="left", before=18, after=8)
    names = [a.name for a in paper.authors]
    line = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    paragraph(document, [Run(line, size=size + 1)], align="left", after=3)
    affiliation_lines(document, paper, size=size - 1, align="left", italic=True)
    paragraph(document, "", after=8)


ROTATED8_STYLES: dict[str, Style] = {
    "wpseries": Style("wpseries", _wpseries),
    "summarybox": Style("summarybox", _summarybox, family="sans"),
}

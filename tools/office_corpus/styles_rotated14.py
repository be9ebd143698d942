"""Word-template-like styles, part seventeen: front38's held-out styles, now train.

front38 wrote them for its held-out corpus and measured them once (``rolestable``
authors 0.855, ``afterrule`` 1.000); front39 moved them here, the held-out flag
dropped, and wrote new held-out styles (:mod:`office_corpus.styles_held`).  Each is
modelled on a layout real papers have:

* ``rolestable`` (front38): a project deliverable: the title in bold, a line naming
  the deliverable ("Deliverable D3.2 · Version 1.1"), then a table with a header row
  "Name | Role | Organisation" and one row a person ("Ann Lee | Lead author |
  Institute of X"), then "Executive summary" in bold over the abstract;
* ``afterrule`` (front38): a society's bulletin article: the title in bold, a rule
  under it, then the abstract with no heading, and only under the abstract one
  centred line of names in italics joined by " · " with the first place under it in
  small type.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_ROLES = ("Lead author", "Co-author", "Contributor", "Methodology", "Data analysis")


def _rolestable(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left")
    number = f"{rng.randint(1, 9)}.{rng.randint(1, 6)}"
    label = f"Deliverable D{number} \u00b7 Version 1.{rng.randint(0, 4)}"
    paragraph(document, [Run(label, size=size)], align="left", after=12)
    table = document.add_table(rows=len(paper.authors) + 1, cols=3)
    table.style = "Table Grid"
    for col, head in enumerate(("Name", "Role", "Organisation")):
        cell = table.cell(0, col)
        cell.paragraphs[0].add_run(head).bold = True
    for row, author in enumerate(paper.authors, start=1):
        role = _ROLES[0] if row == 1 else rng.choice(_ROLES[1:])
        for col, text in enumerate((author.name, role, paper.first_place(row - 1))):
            table.cell(row, col).paragraphs[0].add_run(text)
    paragraph(document, "", after=8)
    paragraph(document, [Run("Executive summary", bold=True, size=size + 1)], align="left")
    abstract_paragraphs(document, paper, "", size=size)


def _afterrule(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    title = paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left")
    rule(title, "bottom")
    paragraph(document, "", after=6)
    abstract_paragraphs(document, paper, "", size=size)
    names = " \u00b7 ".join(a.name for a in paper.authors)
    paragraph(document, [Run(names, italic=True, size=size)], align="centre", before=10, after=0)
    place = paper.first_place(0)
    if place:
        paragraph(document, [Run(place, size=size - 2)], align="centre", after=14)


ROTATED14_STYLES: dict[str, Style] = {
    "rolestable": Style("rolestable", _rolestable),
    "afterrule": Style("afterrule", _afterrule, family="sans"),
}

"""Word-template-like styles, part eighteen: front39's held-out styles, now train.

front39 wrote them for its held-out corpus and measured them once (``sidebarbrief``
abstract 0.828, ``imprintblock`` 0.999); front40 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped) and wrote new held-out styles
(:mod:`office_corpus.styles_held`).  Each is modelled on a layout real papers have:

* ``sidebarbrief`` (front39): a policy brief: the title in bold, then a borderless
  two-column table: in the narrow left column a small bold "Authors" over one name a
  line, each with its place in small type under it; in the wide right column "Key
  messages" in bold over the abstract;
* ``imprintblock`` (front39): a working paper's cover: the series line ("Working
  Paper No. 14/2021"), the title in large bold, then at the cover's foot an imprint
  block in small type: "Imprint" in bold, "Published by" over the first place,
  "Authors" in bold over the names joined by commas, a copyright line; then
  "Abstract" in bold over the text.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style


def _sidebarbrief(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    kind = rng.choice(("Policy brief", "Briefing note", "Evidence summary"))
    paragraph(document, [Run(kind.upper(), size=size - 1)], align="left", after=2)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=10)
    table = plain_table(document, 1, 2)
    side = cell_paragraphs(table, 0, 0)
    paragraph(side, [Run("Authors", bold=True, size=size - 1)], align="left", after=4)
    for k, author in enumerate(paper.authors):
        paragraph(side, [Run(author.name, size=size - 1)], align="left", after=0)
        place = paper.first_place(k)
        paragraph(side, [Run(place, size=size - 3)], align="left", after=5)
    main = cell_paragraphs(table, 0, 1)
    paragraph(main, [Run("Key messages", bold=True, size=size + 1)], align="left")
    abstract_paragraphs(main, paper, "", size=size, align="left")
    table.columns[0].width = table.cell(0, 0).width = 1600000
    table.cell(0, 1).width = 4200000
    paragraph(document, "", after=8)


def _imprintblock(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    series = f"Working Paper No. {rng.randint(1, 40)}/{rng.randint(2015, 2025)}"
    paragraph(document, [Run(series, size=size)], align="left", after=30)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size + 2)], align="left")
    head = paragraph(document, [Run("Imprint", bold=True, size=size - 2)], align="left", before=40)
    rule(head, "top")
    place = paper.first_place(0) or "Research Institute"
    paragraph(document, [Run("Published by", bold=True, size=size - 2)], align="left", after=0)
    paragraph(document, [Run(place, size=size - 2)], align="left", after=4)
    paragraph(document, [Run("Authors", bold=True, size=size - 2)], align="left", after=0)
    names = ", ".join(a.name for a in paper.authors)
    paragraph(document, [Run(names, size=size - 2)], align="left", after=4)
    year = rng.randint(2015, 2025)
    paragraph(document, [Run(f"\u00a9 {year} the authors", size=size - 2)], align="left", after=14)
    paragraph(document, [Run("Abstract", bold=True, size=size + 1)], align="left")
    abstract_paragraphs(document, paper, "", size=size)


ROTATED15_STYLES: dict[str, Style] = {
    "sidebarbrief": Style("sidebarbrief", _sidebarbrief, family="sans"),
    "imprintblock": Style("imprintblock", _imprintblock),
}

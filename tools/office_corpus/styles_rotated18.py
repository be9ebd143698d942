"""Word-template-like styles, part twenty-two: front42's held-out styles, now train.

front42 wrote them for its held-out corpus and measured them once (``briefsidebar``
authors 0.784, ``signoffend`` title 0.917); front43 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped) and wrote new held-out styles
(:mod:`office_corpus.styles_held`).  Each is modelled on a layout real papers have:

* ``briefsidebar`` (front42): a policy brief: "POLICY BRIEF No. 7" over the title in
  large bold, then a borderless two-column table: "Key findings" in bold over the
  abstract in the wide left cell, and in the narrow right cell "Authors" in bold over
  each author's name in bold with "Photo: Ann Lee" in small italic under it (the
  photograph's caption) and the place;
* ``signoffend`` (front42): a newsletter's article: the title in bold, the abstract
  as its opening paragraphs with no heading, then the byline only at the end, alone on
  a line in italic and flush right: "— Ann Lee and Bo Chen, Place".
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style


def _briefsidebar(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(f"POLICY BRIEF No. {rng.randint(1, 40)}", size=size - 1)], after=6)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size + 2)], align="left")
    table = plain_table(document, 1, 2)
    table.columns[0].width = table.cell(0, 0).width = 4_400_000
    table.columns[1].width = table.cell(0, 1).width = 1_500_000
    main = cell_paragraphs(table, 0, 0)
    paragraph(main, [Run("Key findings", bold=True, size=size + 1)], align="left")
    abstract_paragraphs(main, paper, "", size=size)
    side = cell_paragraphs(table, 0, 1)
    paragraph(side, [Run("Authors", bold=True, size=size)], align="left", after=6)
    for k, author in enumerate(paper.authors):
        paragraph(side, [Run(author.name, bold=True, size=size - 1)], align="left", after=0)
        paragraph(
            side, [Run(f"Photo: {author.name}", italic=True, size=size - 3)], align="left", after=0
        )
        place = paper.first_place(k)
        paragraph(side, [Run(place, size=size - 2)], align="left", after=6)
    paragraph(document, "", after=8)


def _signoffend(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=10)
    abstract_paragraphs(document, paper, "", size=size)
    names = [a.name for a in paper.authors]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    place = paper.first_place(0)
    sign = f"\u2014 {joined}" + (f", {place}" if place else "")
    paragraph(document, [Run(sign, italic=True, size=size - 1)], align="right", after=12)


ROTATED18_STYLES: dict[str, Style] = {
    "briefsidebar": Style("briefsidebar", _briefsidebar, family="sans"),
    "signoffend": Style("signoffend", _signoffend),
}

"""Word-template-like styles, part sixteen: the held-out styles (front37).

Each round writes new styles here for a held-out corpus, measures them once, and
the next round moves them to train (:mod:`office_corpus.styles_rotated` …
:mod:`office_corpus.styles_rotated12`): front37 moved front36's ``draftheader`` and
``credentials`` to train and wrote the two below.  Each style here is written and
converted only for a held-out corpus (``Style.heldout``), and is modelled on a
layout real papers have whose front matter differs from every train style's:

* ``footbox`` (front37): a report's title page: the title in bold capitals centred,
  a line naming the report's kind, the abstract under a bold "Abstract" heading, and
  only then, at the page's foot, a ruled box (a rule over and under it) headed
  "Prepared by" in small capitals holding one line a person: "Ann Lee, Institute of
  X"; a one-column body;
* ``cardside`` (front37): a preprint whose first page has a narrow left column of
  author cards (a two-column borderless table): each card the name in bold, the
  place in italics under it and "ORCID 0000-…" in small type, the cards one under
  the other; the wide right column holds the title in bold and the abstract under
  a plain "Abstract" line.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.shared import Pt
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_KINDS = ("Technical Report", "Working Paper", "Research Report", "Project Report")


def _orcid(rng: random.Random) -> str:
    return "-".join(f"{rng.randint(0, 9999):04d}" for _ in range(4))


def _footbox(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    title = [Run(paper.title.upper(), bold=True, size=look.title_size - 2)]
    paragraph(document, title, align="centre", before=24, after=8)
    kind = f"{rng.choice(_KINDS)} {rng.randint(1, 40)}/{rng.randint(2012, 2025)}"
    paragraph(document, [Run(kind, size=size)], align="centre", after=18)
    paragraph(document, [Run("Abstract", bold=True, size=size + 1)], align="left", after=4)
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, "", after=24)
    head = paragraph(document, [Run("PREPARED BY", size=size - 1.5)], align="left", after=2)
    rule(head, "top")
    people = [
        f"{a.name}, {paper.first_place(k)}" if paper.first_place(k) else a.name
        for k, a in enumerate(paper.authors)
    ]
    last = head
    for text in people:
        last = paragraph(document, [Run(text, size=size - 1)], align="left", after=0)
    rule(last, "bottom")
    paragraph(document, "", after=12)


def _cardside(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    table = plain_table(document, 1, 2)
    for col, width in ((0, 130), (1, 330)):
        table.cell(0, col).width = Pt(width)
    cards = cell_paragraphs(table, 0, 0)
    for k, author in enumerate(paper.authors):
        paragraph(cards, [Run(author.name, bold=True, size=size - 1)], align="left", after=0)
        place = paper.first_place(k)
        if place:
            paragraph(cards, [Run(place, italic=True, size=size - 2)], align="left", after=0)
        orcid = [Run(f"ORCID {_orcid(rng)}", size=size - 2.5)]
        paragraph(cards, orcid, align="left", after=8)
    main = cell_paragraphs(table, 0, 1)
    paragraph(main, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=12)
    paragraph(main, [Run("Abstract", size=size + 1)], align="left", after=4)
    abstract_paragraphs(main, paper, "", size=size)
    paragraph(document, "", after=10)


ROTATED13_STYLES: dict[str, Style] = {
    "footbox": Style("footbox", _footbox),
    "cardside": Style("cardside", _cardside, family="sans"),
}

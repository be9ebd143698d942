"""Word-template-like styles, part thirteen: front34's held-out styles, train from front35.

front34 wrote these two for a held-out corpus and measured them once (office held
out, closing21: ``proposal`` authors 0.653, ``lawreview`` 1.000); front35 moved them
here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out
ones in :mod:`office_corpus.styles_held`:

* ``proposal`` (front34): a project proposal's cover page: "PROJECT PROPOSAL" in
  small bold capitals, then each item as a bold label paragraph over its value
  ("Project title" over the title in large type, "Principal investigator" over
  the first name and its institution after a dash, "Co-investigators" over the
  others one a paragraph, each "Name, Institution"), then "Project summary" over
  the abstract; a one-column body;
* ``lawreview`` (front34): a law review's article: the title centred in large
  bold, the names under it centred in ordinary type, each followed by a
  symbol footnote mark (*, †, ‡), the abstract as an indented paragraph with no
  heading, then the footnotes in small type under a short rule as sentences
  ("* Professor, Faculty of Law, …"); a one-column body.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_ROLES = ("Professor", "Associate Professor", "Lecturer", "Research Fellow", "Senior Lecturer")
_SYMBOLS = ("*", "\u2020", "\u2021", "\u00a7", "\u2016", "\u00b6")


def _proposal(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("PROJECT PROPOSAL", bold=True, size=size - 1)], align="left")
    paragraph(document, "", after=10)

    def item(label: str, values: list[str], value_size: float) -> None:
        paragraph(document, [Run(label, bold=True, size=size)], align="left", before=8, after=2)
        for value in values:
            paragraph(document, [Run(value, size=value_size)], align="left", after=2)

    item("Project title", [paper.title], look.title_size - 2)
    first = paper.authors[0].name
    place = paper.first_place(0)
    item("Principal investigator", [f"{first} \u2013 {place}" if place else first], size)
    if len(paper.authors) > 1:
        others = []
        for k in range(1, len(paper.authors)):
            at = paper.first_place(k)
            others.append(f"{paper.authors[k].name}, {at}" if at else paper.authors[k].name)
        item("Co-investigators", others, size)
    item("Project summary", [], size)
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, "", after=8)


def _lawreview(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    title = [Run(paper.title, bold=True, size=look.title_size - 2)]
    paragraph(document, title, align="centre", before=20, after=14)
    for k, author in enumerate(paper.authors):
        runs = [Run(author.name, size=size + 1), Run(_SYMBOLS[k % 6], superscript=True)]
        paragraph(document, runs, align="centre", after=2)
    paragraph(document, "", after=10)
    abstract_paragraphs(document, paper, "", size=size - 0.5, indent=36, label_bold=False)
    note = paragraph(document, "", after=2)
    rule(note)
    for k, _ in enumerate(paper.authors):
        place = paper.affiliation_line(k)
        text = f"{_SYMBOLS[k % 6]} {rng.choice(_ROLES)}, {place}." if place else _SYMBOLS[k % 6]
        paragraph(document, [Run(text, size=size - 2)], align="left", after=1)
    paragraph(document, "", after=10)


ROTATED10_STYLES: dict[str, Style] = {
    "proposal": Style("proposal", _proposal, family="sans"),
    "lawreview": Style("lawreview", _lawreview),
}

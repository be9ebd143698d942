"""Word-template-like styles, part twenty: front40's held-out styles, now train.

front40 wrote them for its held-out corpus and measured them once (``grantfields``
1.000 / 1.000 / 1.000 / 0.995, ``standfirstend`` authors 0.439); front41 moved them
here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out
styles (:mod:`office_corpus.styles_held`).  Each is modelled on a layout real papers
have:

* ``grantfields`` (front40): a grant's progress report: "Progress report" in small
  capitals, the title in bold, then a borderless two-column table of fields ("Grant
  number:", "Principal investigator:" over the first name, "Co-investigators:" over
  the others joined by semicolons, "Host institution:", "Reporting period:"), then
  "Summary of progress" in bold over the abstract;
* ``standfirstend`` (front40): a newsletter's article: a section line, the title in
  large bold, the abstract as a standfirst in larger italic type with no heading, a
  rule, and only then the byline "Words: Ann Lee and Bo Chen" in small type with the
  first place after a comma.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_SECTIONS = ("Research in focus", "Member news", "Feature", "Field notes")


def _grantfields(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("PROGRESS REPORT", size=size - 1)], align="left", after=2)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=8)
    others = "; ".join(a.name for a in paper.authors[1:]) or "none"
    year = rng.randint(2015, 2024)
    fields = (
        ("Grant number:", f"{rng.choice('ABKR')}{rng.randint(100, 999)}-{rng.randint(10, 99)}"),
        ("Principal investigator:", paper.authors[0].name),
        ("Co-investigators:", others),
        ("Host institution:", paper.first_place(0) or "Research Institute"),
        ("Reporting period:", f"{year}\u2013{year + 1}"),
    )
    table = plain_table(document, len(fields), 2)
    for row, (label, value) in enumerate(fields):
        paragraph(cell_paragraphs(table, row, 0), [Run(label, bold=True, size=size - 1)], after=1)
        paragraph(cell_paragraphs(table, row, 1), [Run(value, size=size - 1)], after=1)
    paragraph(document, "", after=6)
    paragraph(document, [Run("Summary of progress", bold=True, size=size + 1)], align="left")
    abstract_paragraphs(document, paper, "", size=size)


def _standfirstend(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(rng.choice(_SECTIONS), size=size - 1)], align="left", after=6)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size + 4)], align="left")
    runs: list[Run] = []
    for section in paper.abstract:  # a structured abstract's labels in bold, run in
        for piece, bold in ((section.label, True), (section.text, False)):
            if piece:
                runs.append(
                    Run((" " if runs else "") + piece, bold=bold, italic=True, size=size + 2)
                )
    lead = paragraph(document, runs, align="left", after=8)
    rule(lead, "bottom")
    names = [a.name for a in paper.authors]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    place = paper.first_place(0)
    byline = f"Words: {joined}" + (f", {place}" if place else "")
    paragraph(document, [Run(byline, size=size - 2)], align="left", before=4, after=12)


ROTATED16_STYLES: dict[str, Style] = {
    "grantfields": Style("grantfields", _grantfields, family="sans"),
    "standfirstend": Style("standfirstend", _standfirstend),
}

"""Word-template-like styles, part twelve: front33's held-out styles, train from front34.

front33 wrote these two for a held-out corpus and measured them once (office held
out, closing20: ``memo`` title 0.000, ``namesfirst`` authors 0.000); front34
moved them here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote
new held-out ones in :mod:`office_corpus.styles_held`:

* ``memo`` (front33): a technical memorandum: "TECHNICAL MEMORANDUM" in bold
  capitals, then its header rows, each a bold capitals label and a tab before the
  value ("TO:" a distribution list, "FROM:" the names joined by commas, "DATE:",
  "SUBJECT:" the paper's title, in body type), a rule under them, then a bold
  "Summary" heading over the abstract and the affiliations last, under "Authors'
  affiliations"; a one-column body;
* ``namesfirst`` (front33): a humanities journal's article: the names above the
  title, centred in capitals and joined by " / ", the title under them in large
  bold, the abstract in italics indented both sides with no heading, a keyword line,
  then the affiliations in small type under a short rule; a one-column body.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, affiliation_lines, keyword_line
from office_corpus.styles import Style

_LISTS = ("Project distribution list", "Division staff", "Steering committee", "File")
_MONTHS = ("January", "March", "May", "June", "September", "November")


def _memo(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    head = [Run("TECHNICAL MEMORANDUM", bold=True, size=size + 4)]
    paragraph(document, head, align="left", after=12)
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2012, 2025)}"
    rows = (
        ("TO:", rng.choice(_LISTS)),
        ("FROM:", ", ".join(a.name for a in paper.authors)),
        ("DATE:", day),
        ("SUBJECT:", paper.title),
    )
    last = None
    for label, value in rows:
        runs = [Run(label, bold=True, size=size), Run(f"\t{value}", size=size)]
        last = paragraph(document, runs, align="left", after=4)
    if last is not None:
        rule(last)
    paragraph(document, [Run("Summary", bold=True, size=size + 1)], align="left", before=12)
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, [Run("Authors' affiliations", bold=True, size=size - 1)], align="left")
    affiliation_lines(document, paper, size=size - 1, align="left")
    paragraph(document, "", after=8)


def _namesfirst(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    names = " / ".join(a.name.upper() for a in paper.authors)
    paragraph(document, [Run(names, size=size)], align="centre", before=24, after=14)
    title = [Run(paper.title, bold=True, size=look.title_size)]
    paragraph(document, title, align="centre", after=16)
    for section in paper.abstract:
        text = f"{section.label} {section.text}".strip()
        paragraph(document, [Run(text, italic=True, size=size - 0.5)], indent=36, after=3)
    keyword_line(document, paper, "Keywords:", size=size - 1)
    note = paragraph(document, "", after=2)
    rule(note)
    affiliation_lines(document, paper, size=size - 2, align="left")
    paragraph(document, "", after=10)


ROTATED9_STYLES: dict[str, Style] = {
    "memo": Style("memo", _memo, family="sans"),
    "namesfirst": Style("namesfirst", _namesfirst),
}

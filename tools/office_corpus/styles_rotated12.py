"""Word-template-like styles, part fifteen: front36's held-out styles, train from front37.

front36 wrote these two for a held-out corpus and measured them once (office held
out: ``credentials`` 1.000, ``draftheader`` authors 0.000); front37 moved them here
(``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out
ones in :mod:`office_corpus.styles_held`:

* ``draftheader`` (front36): a standards body's or working group's draft: a header
  block of two borderless columns over the title, the left one the group's lines
  ("Working Group on X", "Draft", "Intended status: Informational", "Expires: 3 May
  2026"), the right one the people one a line each followed by their organisation
  in its own line, and the date last; the title centred under it in plain type, then
  "Abstract" over the text and a "Status of this document" paragraph after it;
* ``credentials`` (front36): a clinical journal's paper: the title in bold, then
  one paragraph of names each followed by academic degrees ("Ann Lee, MD, PhD; Bo
  Chen, RN, MSc; …", joined by semicolons), a line of affiliations with numbered
  marks, then "Summary" in bold capitals over the text; a one-column body.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_GROUPS = (
    "Working Group on Data Formats",
    "Network Measurement Working Group",
    "Study Group 4",
    "Task Force on Open Methods",
)
_STATUS = ("Informational", "Standards Track", "Experimental", "Best Current Practice")
_MONTHS = ("January", "March", "May", "July", "September", "November")
_DEGREES = ("MD", "PhD", "MD, PhD", "MSc", "RN, MSc", "MPH", "MBBS", "DPhil", "MD, MPH", "BSc")
_STATUS_TEXT = (
    "This document is a draft. It may be updated, replaced or made obsolete by other "
    "documents at any time, and it is inappropriate to cite it other than as work in progress."
)


def _draftheader(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    year = rng.randint(2015, 2026)
    left = [
        rng.choice(_GROUPS),
        "Draft",
        f"Intended status: {rng.choice(_STATUS)}",
        f"Expires: {rng.randint(1, 28)} {rng.choice(_MONTHS)} {year + 1}",
    ]
    right: list[str] = []
    for k, author in enumerate(paper.authors):
        right.append(author.name)
        place = paper.first_place(k)
        if place:
            right.append(place)
    right.append(f"{rng.choice(_MONTHS)} {year}")
    table = plain_table(document, 1, 2)
    for col, texts, align in ((0, left, "left"), (1, right, "right")):
        cell = cell_paragraphs(table, 0, col)
        for text in texts:
            paragraph(cell, [Run(text, size=size)], align=align, after=0)
    paragraph(document, "", after=12)
    title = [Run(paper.title, size=look.title_size - 2)]
    paragraph(document, title, align="centre", after=16)
    paragraph(document, [Run("Abstract", bold=True, size=size + 1)], align="left", after=4)
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, [Run("Status of this document", bold=True, size=size + 1)], before=10)
    paragraph(document, [Run(_STATUS_TEXT, size=size)], after=10)


def _credentials(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    title = [Run(paper.title, bold=True, size=look.title_size)]
    paragraph(document, title, align="left", after=10)
    runs: list[Run] = []
    for k, author in enumerate(paper.authors):
        if k:
            runs.append(Run("; ", size=size))
        runs.append(Run(f"{author.name}, {rng.choice(_DEGREES)}", size=size))
        marks = ",".join(str(a + 1) for a in author.affiliations)
        if marks:
            runs.append(Run(marks, size=size, superscript=True))
    paragraph(document, runs, align="left", after=4)
    places: list[Run] = []
    for k, place in enumerate(paper.affiliations):
        if k:
            places.append(Run("; ", size=size - 1.5))
        places.append(Run(str(k + 1), size=size - 1.5, superscript=True))
        places.append(Run(place.line(), size=size - 1.5, italic=True))
    if places:
        paragraph(document, places, align="left", after=12)
    paragraph(document, [Run("SUMMARY", bold=True, size=size)], align="left", after=3)
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, "", after=10)


ROTATED12_STYLES: dict[str, Style] = {
    "draftheader": Style("draftheader", _draftheader),
    "credentials": Style("credentials", _credentials, family="sans"),
}

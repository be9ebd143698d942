"""Word-template-like styles, part thirty-nine: front58's held-out styles, now train.

front58 wrote them for its held-out corpus and measured them once (office held out,
seed 5801, 16 PDFs: 0.750 / 0.250 / 0.250 / 0.731 title / author F1 / surname F1 /
abstract F1, the same at base and after front58's and front59's rounds;
catalogueentry 1.000 / 1.000 / 1.000 / 0.990, disclosureform 0.000 / 0.000 / 0.000 /
0.987, moocnote 1.000 / 0.000 / 0.000 / 0.946, standardforeword 1.000 / 0.000 / 0.000
/ 0.000); front60 moved them here (``git mv`` of ``styles_held.py``, only the flag
dropped).  Each is modelled on a document researchers
file with their papers:

* ``standardforeword``: a technical standard's first page: "TECHNICAL SPECIFICATION"
  and a document number over the title, a "Foreword" heading whose paragraph says
  which working group prepared it, an "Introduction" heading over the abstract, and
  the authors in a closing sentence ("The project editors were Ann Lee (Place), with
  Bo Chen and Cy Diaz.");
* ``moocnote``: an online course's lecture note: "Open Online Course · Module 3 ·
  Unit 2" over the title, "Learning objectives" bullets, an "Overview" heading over the
  abstract, and "Course team: Ann Lee (lead educator), Bo Chen, Cy Diaz" at the end;
* ``catalogueentry``: a museum catalogue's entry: "Cat. no. 42" in bold, the title in
  italics, a line of medium and size, the entry's text (the abstract) and the authors
  in a signature run after a dash set flush right ("— A.L., B.C. and C.D." spelt out:
  "Ann Lee, Bo Chen and Cy Diaz");
* ``disclosureform``: an invention disclosure form: "INVENTION DISCLOSURE FORM" with
  a reference number, a two-column table ("Title of invention", "Inventors" surname
  first with departments, one a line, "Date of conception"), then "Summary of the
  invention" over the abstract.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_MONTHS = ("January", "March", "May", "July", "September", "November")
_OBJECTIVES = (
    "Describe the main question the study asks and why it matters.",
    "Explain how the data were gathered and analysed.",
    "Judge how far the results carry to other settings.",
)
_MEDIA = ("Oil on canvas", "Bronze, cast", "Ink on paper", "Glazed earthenware")


def _joined(names: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _surname_first(name: str) -> str:
    parts = name.split()
    return f"{parts[-1]}, {' '.join(parts[:-1])}" if len(parts) > 1 else name


def _standardforeword(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    number = f"TS {rng.randint(1000, 9999)}:{rng.randint(2012, 2024)}"
    paragraph(document, [Run("TECHNICAL SPECIFICATION", bold=True, size=size)], align="right")
    paragraph(document, [Run(number, bold=True, size=size + 2)], align="right", after=14)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=14)  # fmt: skip
    rule(paragraph(document, [Run("Foreword", bold=True, size=size + 1)], after=3))
    group = f"Working Group {rng.randint(1, 12)}"
    text = (
        f"This document was prepared by {group} of the technical committee on"
        " measurement methods. It cancels and replaces the first edition."
    )
    paragraph(document, text, size=size)
    paragraph(document, [Run("Introduction", bold=True, size=size + 1)], before=8, after=3)
    abstract_paragraphs(document, paper, "", size=size)
    lead, *others = [a.name for a in paper.authors]
    place = paper.first_place(0)
    closing = f"The project editor was {lead}" + (f" ({place})" if place else "")
    closing += f", with {_joined(others)}." if others else "."
    paragraph(document, closing, size=size - 1, before=8, align="left")


def _moocnote(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    band = f"Open Online Course \u00b7 Module {rng.randint(1, 8)} \u00b7 Unit {rng.randint(1, 6)}"
    paragraph(document, [Run(band, size=size - 1)], align="left", after=4)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=8)  # fmt: skip
    paragraph(document, [Run("Learning objectives", bold=True, size=size + 1)], after=3)
    for objective in _OBJECTIVES:
        paragraph(document, f"\u2022 {objective}", size=size, indent=10, align="left", after=2)
    paragraph(document, [Run("Overview", bold=True, size=size + 1)], before=8, after=3)
    abstract_paragraphs(document, paper, "", size=size)
    lead, *others = [a.name for a in paper.authors]
    team = ", ".join([f"{lead} (lead educator)", *others])
    paragraph(document, [Run("Course team: ", bold=True, size=size - 1), Run(team, size=size - 1)],
              before=10, align="left")  # fmt: skip


def _catalogueentry(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(f"Cat. no. {rng.randint(1, 240)}", bold=True, size=size + 1)],
              align="left", after=2)  # fmt: skip
    paragraph(document, [Run(paper.title, italic=True, size=look.title_size)], align="left",
              after=2)  # fmt: skip
    high, wide = rng.randint(20, 140), rng.randint(20, 140)
    paragraph(document, f"{rng.choice(_MEDIA)}, {high} \u00d7 {wide} cm", size=size - 1,
              align="left", after=8)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size)
    names = _joined([a.name for a in paper.authors])
    paragraph(document, [Run(f"\u2014 {names}", italic=True, size=size)], align="right")


def _disclosureform(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("INVENTION DISCLOSURE FORM", bold=True, size=size + 2)],
              align="centre", after=2)  # fmt: skip
    paragraph(document, f"Reference no. ID-{rng.randint(2012, 2024)}-{rng.randint(100, 999)}",
              size=size - 1, align="centre", after=8)  # fmt: skip
    table = plain_table(document, 3, 2)
    place = paper.first_place(0) or "Department of Research"
    month = f"{rng.choice(_MONTHS)} {rng.randint(2012, 2024)}"
    rows = [("Title of invention", [paper.title]),
            ("Inventors", [f"{_surname_first(a.name)} \u2013 {paper.first_place(i) or place}"
                           for i, a in enumerate(paper.authors)]),
            ("Date of conception", [month])]  # fmt: skip
    for row, (label, lines) in enumerate(rows):
        paragraph(cell_paragraphs(table, row, 0), [Run(label, bold=True, size=size)], align="left")
        cell = cell_paragraphs(table, row, 1)
        for line in lines:
            paragraph(cell, line, size=size, align="left", after=1)
    paragraph(document, [Run("Summary of the invention", bold=True, size=size + 1)], before=10,
              after=3)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size)


ROTATED33_STYLES: dict[str, Style] = {
    "standardforeword": Style("standardforeword", _standardforeword, family="sans"),
    "moocnote": Style("moocnote", _moocnote, family="sans"),
    "catalogueentry": Style("catalogueentry", _catalogueentry),
    "disclosureform": Style("disclosureform", _disclosureform),
}

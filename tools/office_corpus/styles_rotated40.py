"""Word-template-like styles, part forty-eight: front66's held-out styles, now train.

front66 wrote them for its held-out corpus and measured them once at the base and once
at its last rule (office held out, seed 6601, 16 PDFs: 0.750 / 0.500 / 0.500 / 0.994
title / author F1 / surname F1 / abstract F1, both times; editorletter 1.000 / 0.000 /
0.000 / 1.000, labnotebook 0.000 / 0.000 / 0.000 / 0.997, consensusstatement 1.000 /
1.000 / 1.000 / 0.987, testimony 1.000 / 1.000 / 1.000 / 0.992); front67 moved them here
(``git mv`` of ``styles_held.py``, only the flag dropped).  Each is modelled on a
document researchers file with their papers; the truth's convention is said with each:

* ``editorletter``: a letter to the editor: "LETTER TO THE EDITOR", the title, "Sir,"
  then the letter's text (the abstract) with no heading, then the signers at the foot,
  a name a line with the place under each, "Yours faithfully," over them.  Its authors
  are the signers, in the order signed; its abstract none (``no_abstract``, as a letter's
  in indexes and the reader's ``cues.NO_ABSTRACT``: set after the first base measure);
* ``consensusstatement``: a society's consensus statement: "CONSENSUS STATEMENT", the
  title, "On behalf of the Working Group on Methods", "Writing committee: A, B and C",
  "Chair of the panel: D" (another person), "Endorsed by the council on date", then
  "Summary" over the abstract.  Its authors are the writing committee, never the chair;
* ``testimony``: written testimony to a legislature's committee: "WRITTEN TESTIMONY",
  "Before the Committee on Science, Chaired by Hon. D" (another person), "Hearing on:"
  over the title, "Submitted by:" over the witnesses, a name a line with the place
  beside it after a comma, the date, then "Summary of testimony" over the abstract.
  Its authors are the witnesses, never the chair;
* ``labnotebook``: a laboratory notebook's printed entry: a header table-like run of
  labelled lines ("Notebook: LN-042 \u00b7 Page 17", "Experiment:" and the title,
  "Recorded by: A; B", "Witnessed by: C", "Date:"), then "Aim and outcome" over the
  abstract.  Its authors are the "Recorded by" row's names, never the witness.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style
from office_corpus.styles_rotated34 import _joined, _strangers  # front60's helpers, shared

_MONTHS = ("February", "April", "June", "August", "October", "December")
_GROUPS = ("the Working Group on Methods", "the Task Force on Standards", "the Expert Panel")
_COMMITTEES = ("Science, Space and Technology", "Health and Social Care", "Energy and Climate")


def _date(rng: random.Random) -> str:
    return f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2015, 2024)}"


def _editorletter(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    rule(paragraph(document, [Run("LETTER TO THE EDITOR", bold=True, size=size - 1)],
                   align="left", after=8))  # fmt: skip
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size - 2)], align="left",
              after=10)  # fmt: skip
    paragraph(document, [Run("Sir,", size=size)], align="left", after=4)
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, [Run("Yours faithfully,", size=size)], align="left", before=8, after=6)
    for index, author in enumerate(paper.authors):
        paragraph(document, [Run(author.name, bold=True, size=size)], align="left", after=0)
        place = paper.first_place(index)
        if place:
            paragraph(document, [Run(place, italic=True, size=size - 1)], align="left", after=4)


def _consensusstatement(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    chair = _strangers(paper, 1)[0]
    paragraph(document, [Run("CONSENSUS STATEMENT", bold=True, size=size)], align="centre",
              after=8)  # fmt: skip
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="centre",
              after=6)  # fmt: skip
    paragraph(document, [Run(f"On behalf of {rng.choice(_GROUPS)}", italic=True, size=size)],
              align="centre", after=6)  # fmt: skip
    names = _joined([a.name for a in paper.authors])
    paragraph(document, [Run("Writing committee: ", bold=True, size=size - 1),
                         Run(names, size=size - 1)], align="centre", after=0)  # fmt: skip
    paragraph(document, [Run("Chair of the panel: ", bold=True, size=size - 1),
                         Run(chair, size=size - 1)], align="centre", after=0)  # fmt: skip
    paragraph(document, [Run(f"Endorsed by the council on {_date(rng)}", size=size - 2)],
              align="centre", after=12)  # fmt: skip
    paragraph(document, [Run("Summary", bold=True, size=size + 1)], align="left", after=3)
    abstract_paragraphs(document, paper, "", size=size)


def _testimony(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    chair = _strangers(paper, 1)[0]
    paragraph(document, [Run("WRITTEN TESTIMONY", bold=True, size=size + 2)], align="centre",
              after=6)  # fmt: skip
    paragraph(document, [Run(f"Before the Committee on {rng.choice(_COMMITTEES)}, "
                             f"Chaired by Hon. {chair}", size=size)],
              align="centre", after=10)  # fmt: skip
    paragraph(document, [Run("Hearing on:", italic=True, size=size)], align="centre", after=2)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size - 2)],
              align="centre", after=10)  # fmt: skip
    paragraph(document, [Run("Submitted by:", italic=True, size=size)], align="centre", after=2)
    for index, author in enumerate(paper.authors):
        place = paper.first_place(index)
        line = f"{author.name}, {place}" if place else author.name
        paragraph(document, [Run(line, size=size)], align="centre", after=0)
    paragraph(document, [Run(_date(rng), size=size - 1)], align="centre", before=8, after=12)
    paragraph(document, [Run("Summary of testimony", bold=True, size=size + 1)], align="left",
              after=3)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size)


def _labnotebook(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    rows = (("Notebook: ", f"LN-{rng.randint(10, 999):03d} \u00b7 Page {rng.randint(2, 200)}"),
            ("Experiment: ", paper.title),
            ("Recorded by: ", "; ".join(a.name for a in paper.authors)),
            ("Witnessed by: ", _strangers(paper, 1)[0]),
            ("Date: ", _date(rng)))  # fmt: skip
    for label, value in rows:
        paragraph(document, [Run(label, bold=True, size=size), Run(value, size=size)],
                  align="left", after=2)  # fmt: skip
    rule(paragraph(document, "", after=6))
    paragraph(document, [Run("Aim and outcome", bold=True, size=size + 1)], align="left",
              after=3)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size)


ROTATED40_STYLES: dict[str, Style] = {
    "editorletter": Style("editorletter", _editorletter, header="journal", no_abstract=True),
    "consensusstatement": Style("consensusstatement", _consensusstatement),
    "testimony": Style("testimony", _testimony),
    "labnotebook": Style("labnotebook", _labnotebook, family="sans"),
}

"""Word-template-like styles, part forty-two: front62's held-out styles, now train.

front62 wrote them for its held-out corpus and measured them once (office held out,
seed 6201, 12 PDFs: 1.000 / 0.937 / 0.937 / 0.998 title / author F1 / surname F1 /
abstract F1, the same at base and after front62's rules; chaptereditors 1.000 on all
four, stageone 1.000 / 1.000 / 1.000 / 0.995, thesiscommittee 1.000 / 0.812 / 0.812 /
1.000); front63 moved them here (``git mv`` of ``styles_held.py``, only the flag
dropped).  A thesis's authors are its candidates (the names under "by"), never the
members of its committee: the truth names the candidates.  Each is modelled on a
document researchers file with their papers:

* ``thesiscommittee``: a thesis's title page: the title, "A thesis submitted in partial
  fulfilment of the requirements for the degree of …", "by" over the candidates (a joint
  thesis names them all on one line), a "Thesis committee" list of other people with their roles
  ("Chair", "Supervisor", "External examiner"), the place and year, then "Abstract";
* ``chaptereditors``: a book chapter's first page: a running head naming the volume
  and its editors ("In: Title of Volume, ed. by A and B"), "Chapter 7", the title, the
  chapter's authors on one line, the place, then the chapter's opening summary in
  italics with no heading;
* ``stageone``: a registered report's stage-1 page: "Registered Report — Stage 1
  protocol", "In-principle acceptance: 12 May 2021", the title, the authors with
  numbered places, a "Handling editor:" line naming another person, then
  "Background" over the abstract.
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
from office_corpus.styles_rotated35 import _other_title  # front61's helper, shared

_DEGREES = ("Doctor of Philosophy", "Master of Science", "Master of Philosophy")
_ROLES = ("Chair", "Supervisor", "External examiner")
_MONTHS = ("January", "March", "May", "July", "September", "November")


def _thesiscommittee(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="centre",
              after=14)  # fmt: skip
    degree = rng.choice(_DEGREES)
    line = (
        f"A thesis submitted in partial fulfilment of the requirements for the degree of {degree}"
    )
    paragraph(document, [Run(line, italic=True, size=size)], align="centre", after=10)
    paragraph(document, [Run("by", size=size)], align="centre", after=2)
    names = _joined([a.name for a in paper.authors])
    paragraph(document, [Run(names, bold=True, size=size + 2)], align="centre", after=12)
    paragraph(document, [Run("Thesis committee", bold=True, size=size)], align="centre", after=2)
    for role, person in zip(_ROLES, _strangers(paper, 3), strict=False):
        paragraph(document, [Run(f"{person}, {role}", size=size - 1)], align="centre", after=0)
    place = paper.first_place(0)
    year = rng.randint(2012, 2024)
    paragraph(document, [Run(f"{place or 'University'}, {year}", size=size)], align="centre",
              before=10, after=16)  # fmt: skip
    paragraph(document, [Run("Abstract", bold=True, size=size + 1)], align="centre", after=3)
    abstract_paragraphs(document, paper, "", size=size)


def _chaptereditors(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    editors = _joined(_strangers(paper, rng.randint(1, 2)))
    head = f"In: {_other_title(paper)}, ed. by {editors}"
    rule(paragraph(document, [Run(head, italic=True, size=size - 2)], align="left", after=16))
    chapter = f"Chapter {rng.randint(2, 14)}"
    paragraph(document, [Run(chapter, size=size + 2)], align="left", after=4)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=8)  # fmt: skip
    names = _joined([a.name for a in paper.authors])
    paragraph(document, [Run(names, size=size + 1)], align="left", after=2)
    place = paper.first_place(0)
    if place:
        paragraph(document, [Run(place, italic=True, size=size - 1)], align="left", after=12)
    abstract_paragraphs(document, paper, "", size=size - 1)


def _stageone(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    kind = "Registered Report \u2014 Stage 1 protocol"
    paragraph(document, [Run(kind, bold=True, size=size - 1)], align="left", after=2)
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2016, 2024)}"
    paragraph(document, [Run(f"In-principle acceptance: {day}", size=size - 2)], align="left",
              after=10)  # fmt: skip
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=8)  # fmt: skip
    runs = []
    for index, author in enumerate(paper.authors):
        if index:
            runs.append(Run(", ", size=size + 1))
        runs.append(Run(author.name, size=size + 1))
        if author.affiliations:
            runs.append(Run(str(author.affiliations[0] + 1), size=size - 3, superscript=True))
    paragraph(document, runs, align="left", after=2)
    for number, place in enumerate(paper.affiliations, 1):
        paragraph(document, [Run(f"{number} {place.line()}", size=size - 2)], align="left", after=0)
    (editor,) = _strangers(paper, 1)
    paragraph(document, [Run(f"Handling editor: {editor}", italic=True, size=size - 2)],
              align="left", before=6, after=10)  # fmt: skip
    paragraph(document, [Run("Background", bold=True, size=size + 1)], align="left", after=3)
    abstract_paragraphs(document, paper, "", size=size)


ROTATED36_STYLES: dict[str, Style] = {
    "thesiscommittee": Style("thesiscommittee", _thesiscommittee),
    "chaptereditors": Style("chaptereditors", _chaptereditors, header="running"),
    "stageone": Style("stageone", _stageone, family="sans"),
}

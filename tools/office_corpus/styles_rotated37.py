"""Word-template-like styles, part forty-four: front63's held-out styles, now train.

front63 wrote them for its held-out corpus and measured them once (office held out,
seed 6301, 12 PDFs: 1.000 / 0.814 / 0.814 / 1.000 title / author F1 / surname F1 /
abstract F1, the same at base and after front63's rules; bulletinnote 1.000 / 0.442 /
0.442 / 1.000, confabstract 1.000 on all four, encyclopediaentry 1.000 / 1.000 / 1.000 /
0.999); front64 moved them here (``git mv`` of ``styles_held.py``, only the flag
dropped).  A bulletin article's authors are its writers, the names of its closing
sentence ("A and B are researchers at ..."): the truth names them.  Each is modelled
on a document researchers file with their papers:

* ``encyclopediaentry``: a reference work's entry: the work's name in italics over a
  rule ("Encyclopedia of Research Methods · Living Edition · 2021"), the entry's title,
  each author in bold on a line of their own with the place under it, "Synonyms" over
  a line of terms, then "Definition" over the abstract;
* ``confabstract``: a conference abstract: "Abstract ID 1234 · Poster session 3B", the
  title in bold, the authors with numbered places and the presenting author
  underlined, the numbered places, then the abstract with no heading and a note
  "Presenting author underlined.";
* ``bulletinnote``: a faculty newsletter's article: a masthead ("The Faculty Bulletin ·
  Issue 14 · Spring 2022") over a rule, a kicker "RESEARCH NEWS", the headline, the
  standfirst (the abstract), and the writers named last in a sentence of
  their own ("Ann Lee and Bo Chen are researchers at …") in italics.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style
from office_corpus.styles_rotated34 import _joined  # front60's helper, shared

_WORKS = ("Encyclopedia of Research Methods", "Handbook of Applied Science", "Reference Works")
_SESSIONS = ("Poster session 3B", "Oral session 2A", "Poster session 1C", "Short talk 4")
_BULLETINS = ("The Faculty Bulletin", "Research Matters", "Campus Science Newsletter")
_SEASONS = ("Spring", "Summer", "Autumn", "Winter")


def _encyclopediaentry(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    work = f"{rng.choice(_WORKS)} \u00b7 Living Edition \u00b7 {rng.randint(2014, 2024)}"
    rule(paragraph(document, [Run(work, italic=True, size=size - 2)], align="left", after=14))
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=8)  # fmt: skip
    for author in paper.authors:
        paragraph(document, [Run(author.name, bold=True, size=size)], align="left", after=0)
        if author.affiliations:
            place = paper.affiliations[author.affiliations[0]].line()
            paragraph(document, [Run(place, size=size - 2)], align="left", after=4)
    if paper.keywords:
        paragraph(document, [Run("Synonyms", bold=True, size=size + 1)], align="left",
                  before=10, after=2)  # fmt: skip
        paragraph(document, [Run("; ".join(paper.keywords), size=size)], align="left", after=4)
    paragraph(document, [Run("Definition", bold=True, size=size + 1)], align="left", before=10,
              after=3)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size)


def _confabstract(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    head = f"Abstract ID {rng.randint(100, 9999)} \u00b7 {rng.choice(_SESSIONS)}"
    paragraph(document, [Run(head, size=size - 2)], align="left", after=8)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size - 2)], align="left",
              after=6)  # fmt: skip
    presenter = rng.randrange(len(paper.authors))
    runs = []
    for index, author in enumerate(paper.authors):
        if index:
            runs.append(Run(", ", size=size))
        runs.append(Run(author.name, size=size, underline=index == presenter))
        if author.affiliations:
            marks = ",".join(str(n + 1) for n in author.affiliations)
            runs.append(Run(marks, size=size - 3, superscript=True))
    paragraph(document, runs, align="left", after=2)
    for number, place in enumerate(paper.affiliations, 1):
        runs = [Run(str(number), size=size - 4, superscript=True),
                Run(place.line(), italic=True, size=size - 2)]  # fmt: skip
        paragraph(document, runs, align="left", after=0)
    paragraph(document, [Run("", size=size)], align="left", after=4)
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, [Run("Presenting author underlined.", italic=True, size=size - 2)],
              align="left", before=4, after=10)  # fmt: skip


def _bulletinnote(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    issue = f"Issue {rng.randint(3, 60)} \u00b7 {rng.choice(_SEASONS)} {rng.randint(2014, 2024)}"
    mast = f"{rng.choice(_BULLETINS)} \u00b7 {issue}"
    rule(paragraph(document, [Run(mast, size=size - 1)], align="centre", after=12))
    paragraph(document, [Run("RESEARCH NEWS", bold=True, size=size - 2)], align="left", after=4)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size + 2)], align="left",
              after=8)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size + 1, label_bold=False)
    names = [a.name for a in paper.authors]
    verb = "is a researcher" if len(names) == 1 else "are researchers"
    place = paper.first_place(0) or "the Faculty of Science"
    line = f"{_joined(names)} {verb} at {place}."
    paragraph(document, [Run(line, italic=True, size=size - 1)], align="left", before=8,
              after=12)  # fmt: skip


ROTATED37_STYLES: dict[str, Style] = {
    "encyclopediaentry": Style("encyclopediaentry", _encyclopediaentry),
    "confabstract": Style("confabstract", _confabstract, family="sans"),
    "bulletinnote": Style("bulletinnote", _bulletinnote, header="journal"),
}

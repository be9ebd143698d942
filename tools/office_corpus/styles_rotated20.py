"""Word-template-like styles, part twenty-six: front44's held-out styles, now train.

front44 wrote them for its held-out corpus and measured them once (``courseheading``
0.000 on every field, ``epigraphessay`` authors 0.810); front45 moved them here (``git
mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out styles
(:mod:`office_corpus.styles_held`).  Each is modelled on a layout real papers have:

* ``courseheading`` (front44): a course paper in the humanities' heading form: four
  lines flush left in the body's type at the top of the page, the names ("Ann Lee and
  Bo Chen"), the instructor ("Dr. Karl Weber", another person), the course ("ENV
  214: Field Methods") and the date ("12 May 2021"); then the title centred in the
  body's type, neither bold nor larger; then the abstract as the opening paragraphs,
  each first line indented, with no heading;
* ``epigraphessay`` (front44): a humanities journal's essay: the title in bold
  centred, the names centred in small capitals-like upper case under it with the
  places in italic under them, then an epigraph set in from both margins in italic (a
  sentence about the work of science) with its attribution flush right under it ("—
  Karl Weber, Notes on Method", another person), and only then the abstract run in
  after a bold "Abstract." label.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.shared import Pt
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style
from office_corpus.styles_rotated import other_names

_COURSES = (
    "ENV 214: Field Methods",
    "HIST 305: Sources and Archives",
    "BIO 240: Experimental Design",
    "SOC 118: Research Seminar",
)
_MONTHS = ("January", "March", "May", "June", "October", "November", "December")
_EPIGRAPHS = (
    "Every measurement is a question put to the world, and every answer a new question.",
    "We see only what our instruments allow, and we build the instruments we can imagine.",
    "The careful record of a small thing outlasts the grand account of a large one.",
)
_WORKS = ("Notes on Method", "Letters from the Field", "A Year of Observations")


def _joined(paper: Paper) -> str:
    names = [a.name for a in paper.authors]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _courseheading(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    date = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2012, 2025)}"
    instructor = "Dr. " + other_names(paper, 1)[0]
    for line in (_joined(paper), instructor, rng.choice(_COURSES), date):
        paragraph(document, [Run(line, size=size)], align="left", after=2)
    paragraph(document, [Run(paper.title, size=size)], align="centre", before=10, after=10)
    for section in paper.abstract:
        runs = [Run(section.label + " ", bold=True, size=size)] if section.label else []
        runs.append(Run(section.text, size=size))
        para = paragraph(document, runs, size=size, align="left", after=4)
        para.paragraph_format.first_line_indent = Pt(36)


def _epigraphessay(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="centre")
    paragraph(document, [Run(_joined(paper).upper(), size=size)], align="centre", after=2)
    places = list(
        dict.fromkeys(p for k in range(len(paper.authors)) if (p := paper.first_place(k)))
    )
    for place in places:
        paragraph(document, [Run(place, italic=True, size=size - 1)], align="centre", after=0)
    quote = rng.choice(_EPIGRAPHS)
    paragraph(document, [Run(quote, italic=True, size=size)], before=18, after=2, indent=72)
    source = f"\u2014 {other_names(paper, 1)[0]}, {rng.choice(_WORKS)}"
    paragraph(document, [Run(source, size=size - 1)], align="right", after=14, indent=72)
    abstract_paragraphs(document, paper, "Abstract.", size=size)


ROTATED20_STYLES: dict[str, Style] = {
    "courseheading": Style("courseheading", _courseheading),
    "epigraphessay": Style("epigraphessay", _epigraphessay),
}

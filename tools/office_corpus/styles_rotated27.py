"""Word-template-like styles, part thirty-three: front51's held-out styles, now train.

front51 wrote them for its held-out corpus and measured them once (office held out,
seed 51: 0.500 / 0.672 / 0.672 / 0.913 title / author F1 / surname F1 / abstract F1,
the same before and after its rules); front52 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped).  Each is modelled on a layout real papers
have:

* ``seminarflyer`` (front51): a department's seminar announcement of the work: a
  spaced series line and a date, time and room line, centred, over the title in
  large bold; the first author alone behind "Speaker:" with an institution, the
  other names only in an italic "Joint work with Bo Chen and Cy Diaz." line, a
  "Host:" line naming another person, then the abstract with no heading and a
  closing line about refreshments;
* ``coverletter`` (front51): the letter submitting the paper to a journal: a
  right-aligned letterhead (institution, department), a date, the editor's name
  and "Dear Dr. …," (another person), the title only inside quotation marks in the
  letter's first sentence ("… our manuscript entitled “…” for consideration …"),
  the abstract indented after "Its abstract reads:", then "Sincerely," and the
  names one to a line, each with an italic institution, last.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_SERIES = ("DEPARTMENT SEMINAR SERIES", "RESEARCH COLLOQUIUM", "LUNCHTIME TALKS")
_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
_ROOMS = ("Room B214", "Lecture Hall 2", "Seminar Room 1.07", "Online (link on request)")


def _other(paper: Paper, fallback: str) -> str:
    others = [r.authors[0] for r in paper.others if r.authors]
    return others[0] if others else fallback


def _institution(paper: Paper, index: int) -> str:
    affs = paper.affiliations
    return affs[index % len(affs)].institution if affs else "University of Leeds"


def _seminarflyer(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    series = " ".join(rng.choice(_SERIES))
    paragraph(document, [Run(series, bold=True, size=size - 1)], align="centre", after=2)
    when = f"{rng.choice(_DAYS)}, {rng.randint(1, 28)} May {rng.randint(2012, 2025)}"
    line = f"{when} \u00b7 {rng.randint(1, 5)}:00 pm \u00b7 {rng.choice(_ROOMS)}"
    rule(paragraph(document, [Run(line, size=size)], align="centre", after=12))
    title = [Run(paper.title, bold=True, size=look.title_size + 2)]
    paragraph(document, title, align="centre", after=10)
    speaker = paper.authors[0].name
    runs = [Run("Speaker: ", bold=True, size=size + 1), Run(speaker, size=size + 1)]
    runs.append(Run(f", {_institution(paper, 0)}", size=size + 1))
    paragraph(document, runs, align="centre", after=2)
    rest = [a.name for a in paper.authors[1:]]
    if rest:
        joined = rest[0] if len(rest) == 1 else ", ".join(rest[:-1]) + " and " + rest[-1]
        joint = f"Joint work with {joined}."
        paragraph(document, [Run(joint, italic=True, size=size)], align="centre", after=2)
    host = [Run("Host: ", bold=True, size=size), Run(_other(paper, "Cy Diaz"), size=size)]
    paragraph(document, host, align="centre", after=12)
    abstract_paragraphs(document, paper, "", size=size)
    coffee = f"Refreshments will be served at {rng.randint(1, 4)}:30 pm. All welcome."
    paragraph(document, [Run(coffee, italic=True, size=size - 1)], align="centre", before=6)


def _coverletter(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(_institution(paper, 0), bold=True, size=size + 2)], align="right")
    dept = paper.affiliations[0].department if paper.affiliations else "Department of Physics"
    rule(paragraph(document, [Run(dept, size=size - 1)], align="right", after=12))
    date = f"{rng.randint(1, 28)} March {rng.randint(2012, 2025)}"
    paragraph(document, [Run(date, size=size)], align="left", after=10)
    editor = _other(paper, "Cy Diaz")
    paragraph(document, [Run(f"Dr. {editor}", size=size)], align="left", after=0)
    paragraph(document, [Run("Editor-in-Chief", size=size)], align="left", after=10)
    paragraph(document, [Run(f"Dear Dr. {editor.split()[-1]},", size=size)], align="left")
    opening = (
        f"We are pleased to submit our manuscript entitled \u201c{paper.title}\u201d for"
        " consideration as a research article. The work has not been published and is"
        " not under review elsewhere. Its abstract reads:"
    )
    paragraph(document, [Run(opening, size=size)], after=6)
    abstract_paragraphs(document, paper, "", size=size, indent=24.0)
    paragraph(document, [Run("Thank you for considering our work.", size=size)], before=6)
    paragraph(document, [Run("Sincerely,", size=size)], align="left", after=10)
    for number, author in enumerate(paper.authors):
        runs = [Run(author.name, size=size), Run(f", {_institution(paper, number)}", italic=True)]
        paragraph(document, runs, align="left", after=1)


ROTATED27_STYLES: dict[str, Style] = {
    "seminarflyer": Style("seminarflyer", _seminarflyer),
    "coverletter": Style("coverletter", _coverletter),
}

"""Word-template-like styles, part forty-seven: front65's held-out styles, now train.

front65 wrote them for its held-out corpus and measured them once at the base and once
at its last rule (office held out, seed 6501, 20 PDFs: 0.700 / 0.842 / 0.842 / 0.999
title / author F1 / surname F1 / abstract F1, both times; abstractsubmission 0.000 /
0.600 / 0.600 / 1.000, meetingreport 0.750 / 0.750 / 0.750 / 1.000, courtbrief 0.750 /
0.862 / 0.862 / 0.996, commentreply and supplementguest 1.000 on all four); front66
moved them here (``git mv`` of ``styles_held.py``, only the flag dropped).
Each is modelled on a document researchers
file with their papers; the truth's convention is said with each:

* ``meetingreport``: a society's report on a workshop: "MEETING REPORT", the title,
  a line "Report on the workshop held in Place, 12\u201314 May 2021", "Organisers: C
  and D" (other people), "Rapporteurs: A, B and C" naming the writers, then the
  summary (the abstract) under "Summary".  Its authors are the rapporteurs, never the
  organisers;
* ``commentreply``: an authors' reply to a comment: "REPLY", the title, the writers
  on one line with their places below, a line "In reply to: C and D, Comment on an
  earlier article, Journal 12 (2020) 45\u201350." naming the commenters, then the
  reply's text (the abstract) with no heading.  Its authors are the repliers, never
  the commenters;
* ``supplementguest``: an article in a sponsored supplement: a header line
  "Supplement \u00b7 Guest editors: C and D \u00b7 Sponsored by a foundation", the
  title, the names with marks, the places, "Abstract" over the abstract.  Its
  authors are the article's, never the guest editors;
* ``courtbrief``: an amicus brief's cover: the docket number, "IN THE SUPREME COURT
  OF THE STATE", the parties in capitals ("DANA PRICE, Petitioner, v. CITY OF
  NORTHFIELD, Respondent."), the title, "BRIEF OF AMICI CURIAE", then the counsel at
  the foot, a name a line with the place under it, the first followed by "Counsel of
  Record", then "SUMMARY OF ARGUMENT" over the abstract.  Its authors are the counsel,
  never the parties;
* ``abstractsubmission``: a conference system's receipt for a submitted abstract: a
  table-like run of labelled lines ("Submission ID: 1234", "Track: ...",
  "Presenting author: A", "All authors: A (place); B (place)", "Submitted by: C,
  conference office"), the title after "Title:", then "Abstract text:" over the
  abstract.  Its authors are the "All authors" line's names, never the submitter.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, affiliation_lines, author_runs
from office_corpus.styles import Style
from office_corpus.styles_rotated34 import _joined, _strangers  # front60's helpers, shared

_PLACES = ("Lisbon", "Leiden", "Tartu", "Bergen", "Graz", "Uppsala")
_MONTHS = ("March", "May", "June", "September", "November")
_JOURNALS = ("Journal of Applied Studies", "Research Letters", "Annals of Method")
_FUNDERS = ("the Hollis Foundation", "the Research Trust", "a charitable foundation")


def _meetingreport(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    rule(paragraph(document, [Run("MEETING REPORT", bold=True, size=size - 1)], align="left",
                   after=8))  # fmt: skip
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=4)  # fmt: skip
    day = rng.randint(2, 24)
    held = (f"Report on the workshop held in {rng.choice(_PLACES)}, {day}\u2013{day + 2} "
            f"{rng.choice(_MONTHS)} {rng.randint(2015, 2024)}")  # fmt: skip
    paragraph(document, [Run(held, italic=True, size=size)], align="left", after=6)
    organisers = _joined(_strangers(paper, 2))
    paragraph(document, [Run("Organisers: ", bold=True, size=size - 1),
                         Run(organisers, size=size - 1)], align="left", after=0)  # fmt: skip
    names = _joined([a.name for a in paper.authors])
    paragraph(document, [Run("Rapporteurs: ", bold=True, size=size - 1),
                         Run(names, size=size - 1)], align="left", after=10)  # fmt: skip
    paragraph(document, [Run("Summary", bold=True, size=size + 1)], align="left", after=3)
    abstract_paragraphs(document, paper, "", size=size)


def _commentreply(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("REPLY", bold=True, size=size)], align="left", after=6)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size - 2)], align="left",
              after=6)  # fmt: skip
    paragraph(document, author_runs(paper, size=size + 1), align="left", after=2)
    affiliation_lines(document, paper, size=size - 2, align="left")
    first = rng.randint(10, 900)
    cited = (f"In reply to: {_joined(_strangers(paper, 2))}, Comment on an earlier article, "
             f"{rng.choice(_JOURNALS)} {rng.randint(3, 60)} ({rng.randint(2012, 2023)}) "
             f"{first}\u2013{first + rng.randint(3, 9)}.")  # fmt: skip
    paragraph(document, [Run(cited, italic=True, size=size - 1)], align="left", before=6,
              after=10)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size)


def _supplementguest(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    editors = _joined(_strangers(paper, 2))
    head = (f"Supplement \u00b7 Guest editors: {editors} \u00b7 Sponsored by "
            f"{rng.choice(_FUNDERS)}")  # fmt: skip
    rule(paragraph(document, [Run(head, size=size - 2)], align="left", after=12))
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="centre",
              after=8)  # fmt: skip
    paragraph(document, author_runs(paper, size=size + 1), align="centre", after=2)
    affiliation_lines(document, paper, size=size - 2)
    paragraph(document, [Run("Abstract", bold=True, size=size + 1)], align="left", before=10,
              after=3)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size)


def _courtbrief(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    party = _strangers(paper, 1)[0].upper()
    city = rng.choice(_PLACES).upper()
    lines = (f"No. {rng.randint(18, 24)}-{rng.randint(100, 9999)}",
             "IN THE SUPREME COURT OF THE STATE",
             f"{party}, Petitioner, v. CITY OF {city}, Respondent.")  # fmt: skip
    for index, line in enumerate(lines):
        paragraph(document, [Run(line, bold=index == 1, size=size)], align="centre", after=8)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size - 2)],
              align="centre", after=6)  # fmt: skip
    paragraph(document, [Run("BRIEF OF AMICI CURIAE", bold=True, size=size)], align="centre",
              after=14)  # fmt: skip
    for index, author in enumerate(paper.authors):
        paragraph(document, [Run(author.name, size=size)], align="right", after=0)
        if index == 0:
            paragraph(document, [Run("Counsel of Record", italic=True, size=size - 1)],
                      align="right", after=0)  # fmt: skip
        place = paper.first_place(index)
        if place:
            paragraph(document, [Run(place, size=size - 1)], align="right", after=4)
    paragraph(document, [Run("SUMMARY OF ARGUMENT", bold=True, size=size)], align="centre",
              before=14, after=4)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size)


def _abstractsubmission(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    everyone = []
    for index, author in enumerate(paper.authors):
        place = paper.first_place(index)
        everyone.append(f"{author.name} ({place})" if place else author.name)
    rows = (("Submission ID: ", str(rng.randint(1000, 9999))),
            ("Track: ", rng.choice(("Methods", "Applications", "Open session"))),
            ("Presenting author: ", paper.authors[0].name),
            ("All authors: ", "; ".join(everyone)),
            ("Submitted by: ", f"{_strangers(paper, 1)[0]}, conference office"),
            ("Title: ", paper.title))  # fmt: skip
    paragraph(document, [Run("Abstract submission received", bold=True, size=size + 3)],
              align="left", after=10)  # fmt: skip
    for label, value in rows:
        paragraph(document, [Run(label, bold=True, size=size), Run(value, size=size)],
                  align="left", after=2)  # fmt: skip
    paragraph(document, [Run("Abstract text:", bold=True, size=size)], align="left", before=8,
              after=3)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size)


ROTATED39_STYLES: dict[str, Style] = {
    "meetingreport": Style("meetingreport", _meetingreport, header="journal"),
    "commentreply": Style("commentreply", _commentreply, header="journal"),
    "supplementguest": Style("supplementguest", _supplementguest),
    "courtbrief": Style("courtbrief", _courtbrief),
    "abstractsubmission": Style("abstractsubmission", _abstractsubmission, family="sans"),
}

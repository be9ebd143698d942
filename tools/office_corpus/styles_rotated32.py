"""Word-template-like styles, part thirty-eight: front57's held-out styles, now train.

front57 wrote them for its held-out corpus and measured them once (office held out,
seed 5701, 16 PDFs: 1.000 / 0.679 / 0.679 / 0.942 title / author F1 / surname F1 /
abstract F1, the same before and after its rules; grantreport 1.000 / 1.000 / 1.000 /
1.000, guideline 1.000 / 0.000 / 0.000 / 0.771, newsletter 1.000 / 1.000 / 1.000 /
1.000, policybrief 1.000 / 0.714 / 0.714 / 0.996); front58 moved them here (``git
mv`` of ``styles_held.py``, only the flag dropped).  Each is modelled on a document researchers
file with their papers:

* ``grantreport``: a funder's final progress report: "FINAL PROGRESS REPORT" over the
  award number and the reporting period, then run-in labelled paragraphs ("Project
  title:" the title, "Principal Investigator:" the first name with a degree,
  "Co-Investigators:" the others parted by semicolons, "Grantee institution:"), a
  numbered "1. Executive summary" heading over the abstract and "2. Outputs";
* ``guideline``: a clinical practice guideline: the issuing body's name in small
  capitals, "CLINICAL PRACTICE GUIDELINE", the title, a "Guideline development group"
  heading with "Chair:" the first name and "Members:" the others, a boxed "Scope and
  purpose" heading over the abstract, then graded recommendations;
* ``policybrief``: a think tank's policy brief: a band "POLICY BRIEF | No. 14 |
  Month Year", the title large, a bold "Key messages" heading over three bullets, a
  "Summary" heading over the abstract, and the authors only at the page's end in a
  sentence ("This brief was written by Ann Lee, Bo Chen and Cy Diaz.");
* ``newsletter``: a society newsletter's research article: a masthead "Society
  Newsletter · Issue 42 · Spring 2021", an "In this issue" line naming other records'
  titles, a kicker "RESEARCH HIGHLIGHT", the title, the abstract as an italic
  standfirst, and "Words by Ann Lee, Bo Chen and Cy Diaz" under it.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_MONTHS = ("January", "March", "May", "July", "September", "November")
_SEASONS = ("Spring", "Summer", "Autumn", "Winter")
_DEGREES = ("PhD", "MD", "DPhil", "MSc")
_BODIES = ("National Guideline Alliance", "Joint Clinical Standards Board", "College of Practice")
_GRADES = ("Grade A", "Grade B", "Grade C", "Good practice point")
_RECOMMENDATIONS = (
    "Offer the assessment to every adult at first contact and record the result.",
    "Consider repeating the measurement after six months where the first was borderline.",
    "Do not use the screening score alone to decide on treatment.",
)
_MESSAGES = (
    "Current measures miss a large share of the cases that matter most.",
    "A modest change in how data are collected would close most of the gap.",
    "Funders should tie support to open reporting of methods and results.",
)


def _joined(names: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _labelled(document: Document, label: str, value: str, size: float) -> None:
    runs = [Run(f"{label}: ", bold=True, size=size), Run(value, size=size)]
    paragraph(document, runs, align="left", after=2)


def _grantreport(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("FINAL PROGRESS REPORT", bold=True, size=size + 2)], align="centre")
    year = rng.randint(2015, 2023)
    award = f"Award number: {rng.choice('ABCDEFG')}{rng.randint(100000, 999999)}"
    paragraph(document, f"{award} \u2022 Reporting period: {year}\u2013{year + 3}", size=size - 1,
              align="centre", after=10)  # fmt: skip
    place = paper.first_place(0) or "University of Research"
    lead, *others = paper.authors
    _labelled(document, "Project title", paper.title, size)
    _labelled(document, "Principal Investigator", f"{lead.name}, {rng.choice(_DEGREES)}", size)
    if others:
        co = "; ".join(f"{a.name} ({paper.first_place(i + 1) or place})"
                       for i, a in enumerate(others))  # fmt: skip
        _labelled(document, "Co-Investigators", co, size)
    _labelled(document, "Grantee institution", place, size)
    paragraph(document, [Run("1. Executive summary", bold=True, size=size + 1)], before=10)
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, [Run("2. Outputs", bold=True, size=size + 1)], before=8)
    paragraph(document, f"The project produced {rng.randint(2, 9)} papers and one data set.",
              size=size)  # fmt: skip


def _guideline(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    body = rng.choice(_BODIES)
    paragraph(document, [Run(body.upper(), size=size - 1)], align="left", after=2)
    paragraph(document, [Run("CLINICAL PRACTICE GUIDELINE", bold=True, size=size)], after=8)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=4)  # fmt: skip
    issued = f"Published {rng.choice(_MONTHS)} {rng.randint(2015, 2024)} \u00b7 Review due"
    paragraph(document, f"{issued} {rng.randint(2025, 2029)}", size=size - 1, align="left")
    paragraph(document, [Run("Guideline development group", bold=True, size=size + 1)],
              before=8)  # fmt: skip
    lead, *others = paper.authors
    _labelled(document, "Chair", lead.name, size)
    if others:
        _labelled(document, "Members", ", ".join(a.name for a in others), size)
    head = paragraph(document, [Run("Scope and purpose", bold=True, size=size + 1)], before=8)
    rule(head, "top")
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, [Run("Recommendations", bold=True, size=size + 1)], before=8)
    for number, text in enumerate(_RECOMMENDATIONS, 1):
        grade = rng.choice(_GRADES)
        paragraph(document, f"{number}.{rng.randint(1, 4)} {text} [{grade}]", size=size, indent=10)


def _policybrief(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    band = (
        f"POLICY BRIEF | No. {rng.randint(2, 40)} | {rng.choice(_MONTHS)} {rng.randint(2015, 2024)}"
    )
    rule(paragraph(document, [Run(band, bold=True, size=size - 1)], align="left", after=8))
    paragraph(document, [Run(paper.title, size=look.title_size + 2)], align="left", after=10)
    paragraph(document, [Run("Key messages", bold=True, size=size + 1)], after=3)
    for message in _MESSAGES:
        paragraph(document, f"\u2022 {message}", size=size, indent=10, align="left", after=2)
    paragraph(document, [Run("Summary", bold=True, size=size + 1)], before=8, after=3)
    abstract_paragraphs(document, paper, "", size=size)
    names = _joined([a.name for a in paper.authors])
    place = paper.first_place(0)
    tail = f" ({place})" if place else ""
    closing = f"This brief was written by {names}{tail}."
    paragraph(document, [Run(closing, italic=True, size=size - 1)], before=10, align="left")


def _newsletter(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    issue = f"Issue {rng.randint(12, 90)} \u00b7 {rng.choice(_SEASONS)} {rng.randint(2015, 2024)}"
    mast = paragraph(document, [Run(f"Society Newsletter \u00b7 {issue}", bold=True, size=size)],
                     align="left", after=2)  # fmt: skip
    rule(mast)
    others = [r.title for r in paper.others if r.title][:2]
    if others:
        line = "In this issue: " + "; ".join(others)
        paragraph(document, [Run(line, italic=True, size=size - 2)], align="left", after=10)
    paragraph(document, [Run("RESEARCH HIGHLIGHT", bold=True, size=size - 1)], after=2)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=6)  # fmt: skip
    text = " ".join(f"{s.label} {s.text}".strip() for s in paper.abstract)
    paragraph(document, [Run(text, italic=True, size=size + 1)], align="left", after=6)
    names = _joined([a.name for a in paper.authors])
    paragraph(document, [Run(f"Words by {names}", size=size - 1)], align="left", after=10)


ROTATED32_STYLES: dict[str, Style] = {
    "grantreport": Style("grantreport", _grantreport),
    "guideline": Style("guideline", _guideline, family="sans"),
    "policybrief": Style("policybrief", _policybrief, family="sans"),
    "newsletter": Style("newsletter", _newsletter, body_columns=2),
}

"""Word-template-like styles, part forty: front60's held-out styles, now train.

front60 wrote them for its held-out corpus and measured them once (office held out,
seed 6001, 16 PDFs: 1.000 / 0.649 / 0.737 / 0.749 title / author F1 / surname F1 /
abstract F1, the same at base and after front60's rules; citationbox 1.000 / 0.775 /
1.000 / 1.000, documentcontrol 1.000 / 1.000 / 1.000 / 0.000, labreport 1.000 / 0.822
/ 0.822 / 0.997, teachingcase 1.000 / 0.000 / 0.125 / 1.000); front61 moved them here
(``git mv`` of ``styles_held.py``, only the flag dropped).  Each is modelled on a
document researchers file with their papers:

* ``documentcontrol``: an institution's controlled document: the body's name over the
  title, a bordered "Document control" table ("Document reference", "Version",
  "Author(s)" one name a line, "Reviewed by" and "Approved by" naming other people,
  "Date of issue"), then a numbered "1. Purpose" heading over the abstract;
* ``teachingcase``: a business school's teaching case: "CASE STUDY" and a case number
  flush right, the title, the case's opening (the abstract) and, under a short rule, a
  small note naming the writers behind their posts ("Professor Ann Lee and Research
  Associates Bo Chen and Cy Diaz prepared this case as the basis for class
  discussion.");
* ``labreport``: a student group's laboratory report: "Course code · Laboratory
  report 3", the title, a table whose "Group members" cell gives one name a line with
  a student number in brackets, "Instructor" another person, "Date submitted", then
  "Aim" over the abstract;
* ``citationbox``: an institute's research report whose only byline is a boxed
  "Suggested citation" ("Lee, A., Chen, B. and Diaz, C. (2021). Title. Research
  Report 12. City: Institute.") under the title and the series number, then
  "Executive summary" over the abstract.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_BODIES = ("Institute for Applied Research", "Centre for Policy Studies", "Research Office")
_COURSES = ("BIOL 2040", "CHEM 1120", "PHYS 2210", "ENVS 3010", "PSYC 2300")
_MONTHS = ("January", "March", "May", "July", "September", "November")
_CITIES = ("Leeds", "Utrecht", "Lyon", "Toronto", "Adelaide", "Dublin")


def _joined(names: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _strangers(paper: Paper, count: int) -> list[str]:
    """``count`` people who are not the paper's authors (other records' first authors)."""
    names = [r.authors[0] for r in paper.others if r.authors]
    names = [n for n in names if n not in {a.name for a in paper.authors}]
    return [*names, "Dana Price", "Evan Moss", "Fay Hart"][:count]


def _surname_initials(name: str) -> str:
    """ "Ann Marie Lee" as "Lee, A. M."."""
    parts = name.split()
    if len(parts) < 2:
        return name
    return f"{parts[-1]}, " + " ".join(p[0] + "." for p in parts[:-1])


def _documentcontrol(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(rng.choice(_BODIES).upper(), bold=True, size=size)], align="left",
              after=8)  # fmt: skip
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=10)  # fmt: skip
    paragraph(document, [Run("Document control", bold=True, size=size + 1)], after=3)
    reviewer, approver = _strangers(paper, 2)
    year = rng.randint(2014, 2024)
    rows = [("Document reference", [f"DOC-{year}-{rng.randint(10, 99)}"]),
            ("Version", [f"{rng.randint(1, 3)}.{rng.randint(0, 4)}"]),
            ("Author(s)", [a.name for a in paper.authors]),
            ("Reviewed by", [reviewer]),
            ("Approved by", [approver]),
            ("Date of issue", [f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {year}"])]  # fmt: skip
    table = plain_table(document, len(rows), 2)
    table.style = "Table Grid"
    for row, (label, lines) in enumerate(rows):
        paragraph(cell_paragraphs(table, row, 0), [Run(label, bold=True, size=size - 1)],
                  align="left", after=1)  # fmt: skip
        cell = cell_paragraphs(table, row, 1)
        for line in lines:
            paragraph(cell, line, size=size - 1, align="left", after=1)
    paragraph(document, [Run("1. Purpose", bold=True, size=size + 1)], before=12, after=3)
    abstract_paragraphs(document, paper, "", size=size)


def _teachingcase(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    number = f"{rng.randint(1, 9)}-{rng.randint(100, 999)}-{rng.randint(10, 99):03d}"
    paragraph(document, [Run("CASE STUDY", bold=True, size=size)], align="right", after=0)
    paragraph(document, [Run(number, size=size - 1)], align="right", after=12)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=12)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size)
    lead, *others = [a.name for a in paper.authors]
    note = f"Professor {lead}"
    if others:
        post = "Research Associates" if len(others) > 1 else "Research Associate"
        note += f" and {post} {_joined(others)}"
    note += (
        " prepared this case as the basis for class discussion rather than to illustrate"
        " effective or ineffective handling of a situation."
    )
    rule(paragraph(document, "", size=size - 2, before=10, after=2), edge="top")
    paragraph(document, [Run(note, size=size - 2)], align="left")


def _labreport(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    band = f"{rng.choice(_COURSES)} \u00b7 Laboratory report {rng.randint(1, 8)}"
    paragraph(document, [Run(band, size=size - 1)], align="left", after=4)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=10)  # fmt: skip
    (instructor,) = _strangers(paper, 1)
    members = [f"{a.name} (s{rng.randint(1000000, 9999999)})" for a in paper.authors]
    month = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2014, 2024)}"
    rows = [("Group members", members), ("Instructor", [f"Dr {instructor}"]),
            ("Date submitted", [month])]  # fmt: skip
    table = plain_table(document, len(rows), 2)
    for row, (label, lines) in enumerate(rows):
        paragraph(cell_paragraphs(table, row, 0), [Run(label, bold=True, size=size)], align="left")
        cell = cell_paragraphs(table, row, 1)
        for line in lines:
            paragraph(cell, line, size=size, align="left", after=1)
    paragraph(document, [Run("Aim", bold=True, size=size + 1)], before=10, after=3)
    abstract_paragraphs(document, paper, "", size=size)


def _citationbox(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    body = rng.choice(_BODIES)
    number = rng.randint(3, 60)
    year = rng.randint(2012, 2024)
    paragraph(document, [Run(body, bold=True, size=size + 1)], align="left", after=2)
    paragraph(document, [Run(f"RESEARCH REPORT No. {number}", size=size - 1)], align="left",
              after=12)  # fmt: skip
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=6)  # fmt: skip
    paragraph(document, f"{rng.choice(_MONTHS)} {year}", size=size, align="left", after=12)
    names = [_surname_initials(a.name) for a in paper.authors]
    cited = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    cite = f" {cited} ({year}). {paper.title}. Research Report {number}. "
    cite += f"{rng.choice(_CITIES)}: {body}."
    box = paragraph(document, [Run("Suggested citation:", bold=True, size=size - 1),
                               Run(cite, size=size - 1)], align="left", after=12)  # fmt: skip
    rule(box, edge="top")
    rule(box, edge="bottom")
    paragraph(document, [Run("Executive summary", bold=True, size=size + 1)], after=3)
    abstract_paragraphs(document, paper, "", size=size)


ROTATED34_STYLES: dict[str, Style] = {
    "documentcontrol": Style("documentcontrol", _documentcontrol, family="sans"),
    "teachingcase": Style("teachingcase", _teachingcase),
    "labreport": Style("labreport", _labreport, family="sans"),
    "citationbox": Style("citationbox", _citationbox),
}

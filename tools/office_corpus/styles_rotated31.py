"""Word-template-like styles, part thirty-seven: front55's held-out styles, now train.

front55 wrote them for its held-out corpus and measured them once (office held out,
seed 55: 0.062 / 0.000 / 0.412 / 0.833 title / author F1 / surname F1 / abstract F1,
the same before and after its rules; refereereport 0.000 / 0.000 / 0.000 / 0.985,
protocolsynopsis 0.125 / 0.000 / 0.824 / 0.681); front56 moved them here (``git mv``
of ``styles_held.py``, only the flag dropped).  Each is modelled on a document
researchers file with their papers:

* ``refereereport`` (front55): a referee's report on the paper as an open-review
  journal posts it: a small "Referee report · Round N" line, then one bold heading
  holding the title in quotation marks and the names run in after "by" ("Review of
  “Title” by Ann Lee, Bo Chen and Cy Diaz"), a "Reviewer 2" line naming the referee
  (another person), the manuscript number and a date, the abstract under a bold
  "Summary of the submission" heading, then bold "Major comments" over numbered
  comments;
* ``protocolsynopsis`` (front55): a clinical trial's protocol as its team files it:
  "CLINICAL TRIAL PROTOCOL" in bold capitals, the trial's acronym in type larger than
  anything else ("MDCT-2"), the full title in bold under it, a version line and a
  registration number, then a bold "Protocol synopsis" over a two-column table of
  fields: "Full title", "Short title" (the acronym), "Chief Investigator" (the first
  name behind an honorific, "Prof Ann Lee, Place"), "Co-investigators" (the others
  the same way, "Dr Bo Chen (Place); …"), "Sponsor", "Trial design", "Trial summary"
  (the abstract in one cell) and "Sample size".
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper
from pdfgen.sources import Record

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_MONTHS = ("January", "March", "May", "July", "September", "November")
_COMMENTS = (
    "The sampling design should be described in more detail, in particular how the"
    " sites were chosen and whether the choice could bias the estimates.",
    "The second analysis repeats the first with a different threshold; the authors"
    " should explain why both are needed and report the sensitivity of the results.",
    "The discussion claims more than the data show. I suggest the authors temper the"
    " conclusions and add the limitations of the study.",
)
_HONORIFICS = ("Prof", "Dr", "Professor", "Dr")
_DESIGNS = (
    "Multicentre, randomised, controlled, parallel-group trial",
    "Single-centre, open-label feasibility study",
    "Pragmatic cluster-randomised trial",
)


def _joined(names: list[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _other(paper: Paper, index: int) -> Record | None:
    usable = [o for o in paper.others if o.authors and o.abstract]
    return usable[index] if len(usable) > index else None


def _refereereport(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(f"Referee report \u00b7 Round {rng.randint(1, 2)}", size=size - 1)])
    names = _joined([a.name for a in paper.authors])
    heading = f"Review of \u201c{paper.title}\u201d by {names}"
    paragraph(document, [Run(heading, bold=True, size=size + 3)], align="left", after=8)
    other = _other(paper, 0)
    referee = other.authors[0] if other else "Eve Moretti"
    paragraph(document, [Run("Reviewer 2: ", bold=True, size=size), Run(referee, size=size)])
    number = f"JM-{rng.randint(2015, 2024)}-{rng.randint(100, 999)}"
    paragraph(document, f"Manuscript number: {number}", size=size, align="left", after=2)
    when = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2015, 2024)}"
    paragraph(document, f"Date of report: {when}", size=size, align="left", after=8)
    paragraph(document, [Run("Summary of the submission", bold=True, size=size + 1)], after=4)
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, [Run("Major comments", bold=True, size=size + 1)], before=8, after=4)
    for number_, comment in enumerate(_COMMENTS, 1):
        paragraph(document, f"{number_}. {comment}", size=size, indent=12, after=3)


def _acronym(title: str, rng: random.Random) -> str:
    """A trial's short name from its title's longer words: "MDCT-2"."""
    letters = "".join(w[0] for w in title.split() if len(w) > 3 and w[0].isalpha())[:5]
    return f"{(letters or 'TRIAL').upper()}-{rng.randint(1, 4)}"


def _protocolsynopsis(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    acronym = _acronym(paper.title, rng)
    lead = paper.authors[0].name
    place = paper.first_place(0) or "University Hospital"
    paragraph(document, [Run("CLINICAL TRIAL PROTOCOL", bold=True, size=size)], align="centre")
    paragraph(document, [Run(acronym, bold=True, size=look.title_size + 8)], align="centre")
    title = [Run(paper.title, bold=True, size=size + 2)]
    paragraph(document, title, align="centre", before=6, after=10)
    version = f"Protocol version {rng.randint(1, 4)}.0, {rng.randint(1, 28)} {rng.choice(_MONTHS)}"
    paragraph(document, f"{version} {rng.randint(2015, 2024)}", size=size, align="centre")
    register = f"ISRCTN{rng.randint(10000000, 99999999)}"
    paragraph(document, f"Registration: {register}", size=size, align="centre", after=12)
    co = "; ".join(
        f"{rng.choice(_HONORIFICS)} {a.name} ({paper.first_place(i + 1) or place})"
        for i, a in enumerate(paper.authors[1:])
    )
    fields = [
        ("Full title", paper.title),
        ("Short title", acronym),
        ("Chief Investigator", f"{rng.choice(_HONORIFICS)} {lead}, {place}"),
        ("Co-investigators", co),
        ("Sponsor", place),
        ("Trial design", rng.choice(_DESIGNS)),
        ("Trial summary", paper.record.abstract_text),
        ("Sample size", f"{rng.randint(40, 900)} participants"),
    ]
    fields = [(label, value) for label, value in fields if value]
    paragraph(document, [Run("Protocol synopsis", bold=True, size=size + 1)], after=4)
    table = plain_table(document, len(fields), 2)
    for row, (label, value) in enumerate(fields):
        paragraph(cell_paragraphs(table, row, 0), [Run(label, bold=True, size=size - 1)])
        paragraph(cell_paragraphs(table, row, 1), value, size=size - 1, align="left")


ROTATED31_STYLES: dict[str, Style] = {
    "refereereport": Style("refereereport", _refereereport),
    "protocolsynopsis": Style("protocolsynopsis", _protocolsynopsis, family="sans"),
}

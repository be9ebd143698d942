"""Word-template-like styles, part twenty-nine: front47's held-out styles, now train.

front47 wrote them for its held-out corpus and measured them once (office held out,
seed 47: 0.792 / 0.500 / 0.500 / 0.999 title / author F1 / surname F1 / abstract F1,
``copyrightfoot`` authors 0.000, ``masthead`` title 0.583); front48 moved them here
(``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out
styles (:mod:`office_corpus.styles_held`).  Each is modelled on a layout real papers
have:

* ``copyrightfoot`` (front47): an open-access short communication whose names stand
  only in the first page's footer: the first page opens with "SHORT COMMUNICATION"
  in small bold capitals over a rule, the title in large bold, then the abstract run
  in after an italic "Abstract—" with no byline at all; the first page's own footer
  (a different first page) reads, in small type, "© 2021 Ann Lee and Bo Chen. Published
  under a CC BY 4.0 licence." and later pages' footers hold the page number;
* ``masthead`` (front47): a lab newsletter's feature: a masthead in type larger
  than the title ("THE FIELD STATION" with "Newsletter · Issue 14 · Spring 2021"
  under a rule), a kicker in small capitals ("RESEARCH"), the title in bold, the
  abstract as an italic standfirst with no heading, and only then "Words by Ann Lee
  and Bo Chen" in a small line before the body.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.shared import Pt
from latex_corpus.paper import Paper

from office_corpus.docx_parts import ALIGN, Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_SEASONS = ("Spring", "Summer", "Autumn", "Winter")
_STATIONS = ("THE FIELD STATION", "LAB NOTES", "THE BENCH", "SIGNAL & NOISE")
_KICKERS = ("RESEARCH", "FEATURE", "FROM THE LAB", "NEW WORK")


def joined_names(paper: Paper) -> str:
    """ "Ann Lee", "Ann Lee and Bo Chen", "Ann Lee, Bo Chen and Cy Diaz"."""
    names = [a.name for a in paper.authors]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _copyrightfoot(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    section = document.sections[0]
    section.different_first_page_header_footer = True
    foot = section.first_page_footer.paragraphs[0]
    foot.alignment = ALIGN["left"]
    year = rng.randint(2014, 2025)
    line = f"\u00a9 {year} {joined_names(paper)}. Published under a CC BY 4.0 licence."
    foot.add_run(line).font.size = Pt(size - 3)
    kicker = paragraph(document, [Run("SHORT COMMUNICATION", bold=True, size=size - 2)])
    kicker.alignment = ALIGN["left"]
    rule(kicker)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=10)
    abstract_paragraphs(document, paper, "Abstract\u2014", size=size, label_italic=True)


def _masthead(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    station = rng.choice(_STATIONS)
    issue = f"Newsletter \u00b7 Issue {rng.randint(2, 60)} \u00b7 "
    issue += f"{rng.choice(_SEASONS)} {rng.randint(2012, 2025)}"
    paragraph(document, [Run(station, bold=True, size=look.title_size + 10)], align="centre")
    rule(paragraph(document, [Run(issue, size=size - 1)], align="centre", after=12))
    paragraph(document, [Run(rng.choice(_KICKERS), size=size - 2)], align="left", after=2)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left")
    abstract_paragraphs(document, paper, "", size=size + 1, label_italic=True, align="left")
    for para in document.paragraphs[-len(paper.abstract) :]:
        for run in para.runs:
            run.italic = True
    byline = [Run("Words by ", size=size - 1), Run(joined_names(paper), size=size - 1)]
    paragraph(document, byline, align="left", before=6, after=12)


ROTATED23_STYLES: dict[str, Style] = {
    "copyrightfoot": Style("copyrightfoot", _copyrightfoot),
    "masthead": Style("masthead", _masthead),
}

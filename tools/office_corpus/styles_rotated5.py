"""Word-template-like styles, part eight: rot23's held-out styles, measured once
and moved to train by rot26.

rot23 wrote these two for a held-out corpus and measured them once (tocpage
1.000 on every field; colopen 0.917 on every field, as if one paper of twelve
were missed); a style that has been looked at no longer measures unseen papers,
so rot26 made them train styles and wrote new held-out ones in
:mod:`office_corpus.styles_held`:

* ``tocpage`` (rot23): a report's title page: a small series line, a large
  centred title, one centred line per author with the institution in italic
  under it (no marks), a month and year, a centred "Abstract" heading over the
  abstract and the keywords, and then, still on the title page, a "Contents"
  heading over the section list with dot leaders and page numbers; the body
  begins on page 2;
* ``colopen`` (rot23): a two-column report from the first line: the title
  flush left in the first column, the names with numbered marks, the
  affiliations in small type, then a rule and, under it with no heading, the
  abstract as the column's first paragraph of text (italic, justified), a rule
  after it and the keywords; the body follows in the same columns.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.enum.text import WD_BREAK, WD_TAB_ALIGNMENT, WD_TAB_LEADER
from docx.shared import Pt
from latex_corpus.body import SECTIONS
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, columns, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, affiliation_lines, author_runs, keyword_line
from office_corpus.styles import Style

_SERIES = ("Technical Report Series", "Working Paper", "Internal Report", "Project Report")
_MONTHS = ("February", "April", "June", "September", "November")


def _tocpage(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    series = f"{rng.choice(_SERIES)} No. {rng.randint(1, 60)}"
    paragraph(document, [Run(series, size=look.body_size - 1)], align="centre", after=24)
    title = [Run(paper.title, bold=True, size=look.title_size + 2)]
    paragraph(document, title, align="centre", after=18)
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]]
        paragraph(document, [Run(author.name, size=look.body_size + 1)], align="centre", after=0)
        paragraph(
            document,
            [Run(place.institution, italic=True, size=look.body_size - 1)],
            align="centre",
            after=6,
        )
    date = f"{rng.choice(_MONTHS)} {rng.randint(2012, 2025)}"
    paragraph(document, [Run(date, size=look.body_size)], align="centre", before=6, after=16)
    paragraph(document, [Run("Abstract", bold=True, size=look.body_size)], align="centre")
    abstract_paragraphs(document, paper, "", size=look.body_size - 0.5)
    keyword_line(document, paper, "Keywords:", size=look.body_size - 0.5)
    paragraph(document, [Run("Contents", bold=True, size=look.body_size)], align="left", before=14)
    page = 2
    for number, name in enumerate([*SECTIONS, "References"], start=1):
        line = f"{number}\u2003{name}" if name != "References" else name
        para = paragraph(document, [Run(f"{line}\t{page}", size=look.body_size - 1)], align="left")
        para.paragraph_format.tab_stops.add_tab_stop(
            Pt(400), WD_TAB_ALIGNMENT.RIGHT, WD_TAB_LEADER.DOTS
        )
        page += rng.randint(0, 2)
    paragraph(document, "", after=0).add_run().add_break(WD_BREAK.PAGE)


def _colopen(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    columns(document.sections[0], 2)  # two columns from the page's first line
    title = [Run(paper.title, bold=True, size=look.title_size - 2)]
    paragraph(document, title, align="left", after=8)
    paragraph(document, author_runs(paper, size=look.body_size), align="left", after=4)
    affiliation_lines(document, paper, size=look.body_size - 2, align="left")
    top = paragraph(document, "", after=2, before=6)
    rule(top)
    abstract_paragraphs(document, paper, "", size=look.body_size)
    for para in document.paragraphs[-len(paper.abstract) :]:
        for run in para.runs:
            run.italic = True
    rule(document.paragraphs[-1])
    keyword_line(document, paper, "Keywords", " · ", size=look.body_size - 1)


ROTATED5_STYLES: dict[str, Style] = {
    "tocpage": Style("tocpage", _tocpage),
    "colopen": Style("colopen", _colopen, body_columns=2, family="sans"),
}

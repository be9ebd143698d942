"""Word-template-like styles, part six: rot21's held-out styles, measured once
and moved to train by rot22.

rot21 wrote these two for a held-out corpus and measured them once (gridboxes
authors 0.951, abstract 0.981; standfirst 1.000/1.000/1.000/0.999); a style that
has been looked at no longer measures unseen papers, so rot22 made them train
styles and wrote new held-out ones in :mod:`office_corpus.styles_held`:

* ``gridboxes`` (rot21): a conference paper whose authors sit in a grid of ruled
  boxes, three (or two) to a row, each box holding one person's name (a star for
  the corresponding author), department, institution and e-mail; the title
  centred above the grid; the abstract under it in a shaded box with a bold
  "Abstract" heading, bold run-in labels for a structured abstract, and
  "Index words" under the box;
* ``standfirst`` (rot21): a magazine-like research feature: a small capitals
  section kicker, a large title, an italic teaser paragraph (the abstract's first
  sentence, as a standfirst repeats it) before the byline, then "By" and the names
  with numbered marks, a star and a small green "iD" after some names, the
  affiliations and a corresponding-author note, and the abstract run in after a
  bold "Summary" label.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, affiliation_lines, keyword_line, mark
from office_corpus.styles import Style
from office_corpus.styles_rotated import shade

_KICKERS = ("RESEARCH FEATURE", "SCIENCE IN DEPTH", "FIELD REPORT")


def _gridboxes(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="centre")
    per_row = 3 if len(paper.authors) > 4 or rng.random() < 0.5 else 2
    rows = -(-len(paper.authors) // per_row)
    grid = document.add_table(rows=rows, cols=per_row)
    grid.style = "Table Grid"
    size = look.body_size - 1.5
    for i in range(rows * per_row):
        cell = cell_paragraphs(grid, i // per_row, i % per_row)
        if i >= len(paper.authors):
            cell.add_paragraph()
            continue
        author = paper.authors[i]
        place = paper.affiliations[author.affiliations[0]]
        name = [Run(author.name, bold=True, size=size + 1)]
        if author.corresponding:
            name.append(Run("*", superscript=True, size=size))
        paragraph(cell, name, align="centre", before=3, after=1)
        for line in (place.department, place.institution, author.email):
            if line:
                paragraph(cell, [Run(line, size=size)], align="centre", after=0)
    paragraph(document, "", after=4)
    box = document.add_table(rows=1, cols=1)
    shade(box, "E8EDF2")
    inside = cell_paragraphs(box, 0, 0)
    paragraph(inside, [Run("Abstract", bold=True, size=look.body_size)], align="left", before=3)
    abstract_paragraphs(inside, paper, "", size=look.body_size - 0.5)
    keyword_line(document, paper, "Index words:", "; ", size=look.body_size - 1, italic=True)


def _standfirst(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    paragraph(document, [Run(rng.choice(_KICKERS), bold=True, size=8.5)], align="left", after=8)
    size = look.title_size + 4
    paragraph(document, [Run(paper.title, bold=True, size=size)], align="left", after=8)
    teaser = paper.abstract[0].text.split(". ")[0].rstrip(".") + "."
    paragraph(document, [Run(teaser, italic=True, size=look.body_size + 2)], align="left", after=8)
    runs = [Run("By ", size=look.body_size)]
    for i, author in enumerate(paper.authors):
        if i:
            runs.append(Run(", " if i < len(paper.authors) - 1 else " and ", size=look.body_size))
        runs.append(Run(author.name, bold=True, size=look.body_size))
        marks = [mark(a, False) for a in author.affiliations] if len(paper.affiliations) > 1 else []
        if author.corresponding:
            marks.append("*")
        if marks:
            runs.append(Run(",".join(marks), superscript=True, size=look.body_size))
        if rng.random() < 0.6:
            runs.append(Run(" iD", bold=True, superscript=True, size=6))
    paragraph(document, runs, align="left", after=4)
    affiliation_lines(document, paper, size=8, align="left")
    author = next(a for a in paper.authors if a.corresponding)
    note = [
        Run("*", superscript=True, size=8),
        Run(f" Corresponding author: {author.email}", size=8),
    ]
    paragraph(document, note, align="left", after=12)
    abstract_paragraphs(document, paper, "Summary", size=look.body_size)
    keyword_line(document, paper, "Keywords:", ", ", size=look.body_size - 1)


ROTATED3_STYLES: dict[str, Style] = {
    "gridboxes": Style("gridboxes", _gridboxes, body_columns=2),
    "standfirst": Style("standfirst", _standfirst, family="sans"),
}

"""Word-template-like styles, part five: rot20's held-out styles, measured once
and moved to train by rot21.

rot20 wrote these two for a held-out corpus and measured them once (coversheet
title 0.917, sidecolumn authors 0.931); a style that has been looked at no longer
measures unseen papers, so rot21 made them train styles and wrote new held-out
ones in :mod:`office_corpus.styles_held`:

* ``sidecolumn``: a flush-left title across the page over a rule, then a
  borderless two-cell table: a narrow left column of author details (each name
  in bold, its institution and e-mail in small
  type, "Corresponding author" under one) and, beside it, a bold capitals
  "ABSTRACT" heading over the abstract and keywords; a one-column body;
* ``coversheet``: a preprint server's cover sheet: the server's name and
  a "not peer reviewed" notice, an article type, the title, the authors with
  numbered marks, a numbered affiliation list in smaller type, then "Keywords",
  "Posted Date", "DOI" and "License" lines; the manuscript begins on page 2,
  which repeats the title and the authors and sets the abstract under an
  "Abstract" heading.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.enum.text import WD_BREAK
from docx.shared import Pt
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, author_runs, keyword_line
from office_corpus.styles import Style

_MONTHS = ("January", "March", "May", "June", "September", "November")
_SERVERS = ("Open Research Preprints", "SciPost Archive", "Community Preprint Server")


def _sidecolumn(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    title = paragraph(
        document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=10
    )
    rule(title)
    table = plain_table(document, 1, 2)
    table.autofit = False
    widths = (Pt(150), Pt(300))
    for cell, width in zip(table.rows[0].cells, widths, strict=True):
        cell.width = width
    left = cell_paragraphs(table, 0, 0)
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]]
        paragraph(left, [Run(author.name, bold=True, size=8.5)], align="left", before=4)
        paragraph(left, [Run(place.institution, size=7.5)], align="left", after=0)
        paragraph(left, [Run(author.email, size=7.5)], align="left", after=2)
        if author.corresponding:
            paragraph(left, [Run("Corresponding author", italic=True, size=7)], align="left")
    right = cell_paragraphs(table, 0, 1)
    paragraph(right, [Run("ABSTRACT", bold=True, size=9)], align="left", before=4, after=3)
    abstract_paragraphs(right, paper, "", size=look.body_size - 0.5)
    keyword_line(right, paper, "KEYWORDS", " · ", size=look.body_size - 1.5)
    paragraph(document, "", after=10)


def _coversheet(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    server = rng.choice(_SERVERS)
    paragraph(document, [Run(server, bold=True, size=12)], align="left", after=2)
    notice = "This is a preprint; it has not been peer reviewed by a journal."
    rule(paragraph(document, [Run(notice, italic=True, size=8)], align="left", after=24))
    paragraph(document, [Run("Research Article", size=9)], align="left", after=6)
    size = look.title_size + 2
    paragraph(document, [Run(paper.title, bold=True, size=size)], align="left", after=10)
    paragraph(document, author_runs(paper, star=False, size=11), align="left", after=8)
    for number, place in enumerate(paper.affiliations, start=1):
        line = [Run(f"{number} ", size=7.5), Run(place.line(), size=7.5)]
        paragraph(document, line, align="left", after=0)
    keyword_line(document, paper, "Keywords:", ", ", size=9)
    year = rng.randint(2019, 2025)
    number = rng.randint(100000, 999999)
    for label, value in (
        ("Posted Date:", f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {year}"),
        ("DOI:", f"https://doi.org/10.{rng.randint(20000, 29999)}/pp.{number}/v1"),
        ("License:", "This work is licensed under a CC BY 4.0 License"),
    ):
        line = [Run(label, bold=True, size=9), Run(" " + value, size=9)]
        paragraph(document, line, align="left", before=6, after=0)
    paragraph(document, "", after=0).add_run().add_break(WD_BREAK.PAGE)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="centre")
    paragraph(document, author_runs(paper, star=False), align="centre", after=12)
    paragraph(document, [Run("Abstract", bold=True, size=look.body_size + 1)], align="left")
    abstract_paragraphs(document, paper, "", size=look.body_size)


ROTATED2_STYLES: dict[str, Style] = {
    "sidecolumn": Style("sidecolumn", _sidecolumn, header="running"),
    "coversheet": Style("coversheet", _coversheet, family="sans"),
}

"""Front-matter pieces every style shares: marked author lists, affiliations, abstracts.

Each function adds paragraphs (or returns runs) to a python-docx container; the
text of the title, the authors' names and the abstract is the record's own,
unchanged, so the truth is what the PDF prints.
"""

from __future__ import annotations

import string

from docx.document import Document
from docx.enum.text import WD_BREAK
from latex_corpus.paper import Author, Paper

from office_corpus.docx_parts import Container, Run, cell_paragraphs, paragraph, plain_table


def mark(index: int, letters: bool) -> str:
    """The mark of affiliation ``index`` (0-based): 1, 2, … or a, b, …"""
    return string.ascii_lowercase[index] if letters else str(index + 1)


def author_runs(
    paper: Paper,
    *,
    letters: bool = False,
    star: bool = True,
    last_and: bool = True,
    size: float = 0.0,
) -> list[Run]:
    """The authors on one line, each with superscript affiliation marks (and ``*`` for
    the corresponding author), separated by commas and a final "and"."""
    runs: list[Run] = []
    count = len(paper.authors)
    for i, author in enumerate(paper.authors):
        if i:
            runs.append(Run(" and " if last_and and i == count - 1 else ", ", size=size))
        runs.append(Run(author.name, size=size))
        marks = (
            [mark(a, letters) for a in author.affiliations] if len(paper.affiliations) > 1 else []
        )
        if star and author.corresponding:
            marks.append("*")
        if marks:
            runs.append(Run(",".join(marks), superscript=True, size=size))
    return runs


def affiliation_lines(
    container: Container,
    paper: Paper,
    *,
    letters: bool = False,
    size: float = 9.0,
    align: str = "centre",
    italic: bool = False,
) -> None:
    """One paragraph per affiliation, marked when there are several."""
    for i, place in enumerate(paper.affiliations):
        runs = (
            [Run(mark(i, letters), superscript=True, size=size)]
            if len(paper.affiliations) > 1
            else []
        )
        runs.append(Run(place.line(), italic=italic, size=size))
        paragraph(container, runs, align=align, after=1)


def emails(paper: Paper, only_corresponding: bool = False) -> str:
    """The authors' e-mail addresses, comma-separated."""
    chosen = (
        [a for a in paper.authors if a.corresponding] if only_corresponding else list(paper.authors)
    )
    return ", ".join(a.email for a in chosen)


def author_block(container: Container, author: Author, paper: Paper, size: float) -> None:
    """An IEEE-like author block: name, then the first affiliation's parts, then e-mail."""
    place = paper.affiliations[author.affiliations[0]]
    paragraph(container, [Run(author.name, size=size + 1)], align="centre", after=0)
    for part in (place.department, place.institution, place.address, place.country):
        if part:
            paragraph(container, [Run(part, italic=True, size=size)], align="centre", after=0)
    paragraph(container, [Run(author.email, size=size)], align="centre", after=4)


def author_table(document: Document, paper: Paper, per_row: int, size: float) -> None:
    """The authors' blocks (:func:`author_block`) side by side in a borderless table,
    ``per_row`` a row; the last row's empty cells keep an empty paragraph."""
    rows = -(-len(paper.authors) // per_row)
    table = plain_table(document, rows, per_row)
    for i in range(rows * per_row):
        cell = cell_paragraphs(table, i // per_row, i % per_row)
        if i < len(paper.authors):
            author_block(cell, paper.authors[i], paper, size)
        else:
            cell.add_paragraph()


def abstract_paragraphs(
    container: Container,
    paper: Paper,
    label: str,
    *,
    size: float = 0.0,
    label_bold: bool = True,
    label_italic: bool = False,
    indent: float = 0.0,
    align: str = "justify",
    joined: bool = False,
) -> None:
    """The abstract; ``label`` ("Abstract—", "Abstract:", "") runs in before its text.

    A structured abstract gives one paragraph per section with its label in bold
    (or, with ``joined``, all sections in one paragraph, labels still bold)."""
    lead = [Run(label, bold=label_bold, italic=label_italic, size=size)] if label else []
    one = len(paper.abstract) == 1 or joined
    groups = [paper.abstract] if one else [(s,) for s in paper.abstract]
    for number, group in enumerate(groups):
        runs = [] if number else list(lead)
        for section in group:
            for piece, bold in ((section.label, True), (section.text, False)):
                if piece:
                    runs.append(Run((" " if runs else "") + piece, bold=bold, size=size))
        paragraph(container, runs, size=size, indent=indent, align=align, after=4 if one else 2)


def keyword_line(
    container: Container,
    paper: Paper,
    label: str,
    sep: str = ", ",
    *,
    size: float = 0.0,
    italic: bool = False,
    indent: float = 0.0,
) -> None:
    """ "Keywords: a, b, c" (nothing when the record gives no keyword)."""
    if paper.keywords:
        runs = [
            Run(label, bold=True, italic=italic, size=size),
            Run(" " + sep.join(paper.keywords), size=size),
        ]
        paragraph(container, runs, size=size, indent=indent, align="left", after=6)


def abstract_page(
    document: Document,
    paper: Paper,
    heading: str,
    *,
    size: float = 0.0,
    align: str = "left",
    italic_keywords: bool = False,
) -> None:
    """A page break after a title page, then the abstract under its own bold
    ``heading`` (``size``, ``align``) and the keywords."""
    paragraph(document, "", after=0).add_run().add_break(WD_BREAK.PAGE)
    paragraph(document, [Run(heading, bold=True, size=size)], align=align, after=6)
    abstract_paragraphs(document, paper, "")
    keyword_line(document, paper, "Keywords:", italic=italic_keywords)

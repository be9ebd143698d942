"""Word-template-like styles, part three: the held-out styles of round sixteen.

``report`` and ``apa`` (:mod:`office_corpus.styles_more`) were measured held-out
once and became train styles (rot16a); these three took their place.  Each is
written and converted only for a held-out corpus (``Style.heldout``), and is
modelled on a common Word template whose front matter differs from every train
style's:

* ``thesis``: a dissertation's title page: the title in capitals, "by" and the
  author(s), a degree statement, the university, department and year, and a
  committee of other names; the abstract on page 2 under a centred heading;
* ``bandjournal``: a journal's coloured header band (a shaded one-cell table with
  the journal's name in white and the volume), an article type, a flush-left
  title, authors and affiliations, "Received / Accepted / Published" dates, and
  the abstract in a boxed cell; a one-column body;
* ``chapter``: a chapter of an edited book: the book and its editors on top,
  "Chapter N", the title, the authors in italics, the affiliations, then a small
  indented "Abstract" run in and keywords.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import RGBColor
from docx.table import Table
from latex_corpus.paper import Paper
from pdfgen.people import initialled

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph
from office_corpus.look import Look
from office_corpus.pieces import (
    abstract_page,
    abstract_paragraphs,
    affiliation_lines,
    author_runs,
    keyword_line,
)
from office_corpus.styles import Style

_DEGREES = ("Doctor of Philosophy", "Master of Science", "Doctor of Engineering")
_MONTHS = ("February", "April", "July", "August", "October", "December")
_JOURNALS = ("Journal of Clinical Methods", "Applied Systems Review", "Earth and Data")
_BOOKS = ("Advances in Applied Analysis", "Methods in Modern Science", "Topics in Measurement")
_BAND = "1F4E79"  # a dark blue band, white type on it


def _other_names(paper: Paper, count: int) -> list[str]:
    """Names from the paper's other records (committee members, a book's editors)."""
    names = [initialled(r.authors[0]) for r in paper.others if r.authors]
    return names[:count] or ["A. Editor"]


def _shade(table: Table, fill: str) -> None:
    """Every cell of ``table`` shaded ``fill`` (hex RGB), as Word's cell shading."""
    for row in table.rows:
        for cell in row.cells:
            shading = OxmlElement("w:shd")
            for key, value in (("val", "clear"), ("color", "auto"), ("fill", fill)):
                shading.set(qn(f"w:{key}"), value)
            cell._tc.get_or_add_tcPr().append(shading)


def _white(table: Table) -> None:
    """The text of ``table`` in white (on its band)."""
    for row in table.rows:
        for cell in row.cells:
            for para in cell.paragraphs:
                for run in para.runs:
                    run.font.color.rgb = RGBColor(255, 255, 255)


def _thesis(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    place = paper.affiliations[0]
    title = paper.title.upper() if rng.random() < 0.5 else paper.title
    size = look.title_size + rng.choice((0.0, 2.0))
    paragraph(document, [Run(title, bold=True, size=size)], align="centre", before=60, after=30)
    paragraph(document, [Run("by", italic=True, size=12)], align="centre", after=8)
    for author in paper.authors:
        paragraph(document, [Run(author.name, size=13)], align="centre", after=2)
    degree = rng.choice(_DEGREES)
    statement = (
        "A dissertation submitted in partial fulfilment of the requirements "
        f"for the degree of {degree}"
    )
    paragraph(document, [Run(statement, size=11)], align="centre", before=40, after=12)
    paragraph(document, [Run(place.department, size=11)], align="centre", after=2)
    paragraph(document, [Run(place.institution, size=12)], align="centre", after=2)
    date = f"{rng.choice(_MONTHS)} {rng.randint(2012, 2024)}"
    paragraph(document, [Run(date, size=11)], align="centre", after=30)
    paragraph(document, [Run("Dissertation Committee:", bold=True, size=10)], align="left")
    for k, name in enumerate(_other_names(paper, 3)):
        role = "Chair" if k == 0 else "Member"
        paragraph(document, [Run(f"{name}, {role}", size=10)], align="left", after=0)
    abstract_page(document, paper, "ABSTRACT", size=look.body_size + 2, align="centre")


def _bandjournal(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    band = document.add_table(rows=1, cols=2)
    journal = rng.choice(_JOURNALS)
    volume = f"Volume {rng.randint(1, 80)} · Issue {rng.randint(1, 12)} · {rng.randint(2015, 2024)}"
    paragraph(
        cell_paragraphs(band, 0, 0), [Run(journal, bold=True, size=13)], align="left", after=2
    )
    paragraph(cell_paragraphs(band, 0, 1), [Run(volume, size=9)], align="right", after=2)
    _shade(band, _BAND)
    _white(band)
    kind = rng.choice(("ORIGINAL ARTICLE", "Research Paper", "Full-Length Article"))
    paragraph(document, [Run(kind, bold=True, size=9)], align="left", before=10, after=6)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=8)
    paragraph(document, author_runs(paper, size=look.body_size + 1), align="left", after=4)
    affiliation_lines(document, paper, size=8.5, align="left")
    dates = (
        f"Received: {rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2015, 2022)} / "
        f"Accepted: {rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2016, 2023)} / "
        f"Published online: {rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2017, 2024)}"
    )
    paragraph(document, [Run(dates, size=8)], align="left", before=4, after=8)
    box = document.add_table(rows=1, cols=1)
    box.style = "Table Grid"
    cell = cell_paragraphs(box, 0, 0)
    paragraph(cell, [Run("Abstract", bold=True)], align="left", before=2, after=3)
    abstract_paragraphs(cell, paper, "", size=look.body_size - 0.5)
    keyword_line(cell, paper, "Keywords", " · ", size=look.body_size - 1)
    paragraph(document, "", after=6)


def _chapter(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    editors = _other_names(paper, 2)
    book = f"In: {' and '.join(editors)} (Eds.), {rng.choice(_BOOKS)}"
    paragraph(document, [Run(book, italic=True, size=8.5)], align="right", after=30)
    number = rng.randint(2, 14)
    paragraph(document, [Run(f"Chapter {number}", size=14)], align="left", after=10)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=12)
    names = [
        Run(r.text, italic=not r.superscript, superscript=r.superscript, size=r.size)
        for r in author_runs(paper, star=False)
    ]
    paragraph(document, names, align="left", after=8)
    affiliation_lines(document, paper, size=8.5, align="left")
    indent = 24.0
    size = look.body_size - 1
    paragraph(document, "", after=6)
    abstract_paragraphs(document, paper, "Abstract", size=size, indent=indent)
    keyword_line(document, paper, "Keywords", " · ", size=size, indent=indent)


HELD_STYLES: dict[str, Style] = {
    "thesis": Style("thesis", _thesis, header="", heldout=True),
    "bandjournal": Style("bandjournal", _bandjournal, family="sans", heldout=True),
    "chapter": Style("chapter", _chapter, header="running", heldout=True),
}

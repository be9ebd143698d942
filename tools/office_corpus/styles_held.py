"""Word-template-like styles, part three: the held-out styles.

Round sixteen (rot16a) wrote ``thesis``, ``bandjournal`` and ``chapter`` here;
round seventeen (rot17a) measured them once and moved ``thesis`` and
``chapter`` to train (:mod:`office_corpus.styles_rotated`).  Each style here is
written and converted only for a held-out corpus (``Style.heldout``), and is
modelled on a common Word template whose front matter differs from every train
style's:

* ``bandjournal``: a journal's coloured header band (a shaded one-cell table with
  the journal's name in white and the volume), an article type, a flush-left
  title, authors and affiliations, "Received / Accepted / Published" dates, and
  the abstract in a boxed cell; a one-column body;
* ``letter`` (rot17a): a letters journal: its name in capitals and "LETTER" on
  top, a flush-left title, authors and italic affiliations, then the abstract
  as the first paragraph, all in bold, with no heading; a two-column body;
* ``extended`` (rot17a): a conference's extended abstract: the venue in small
  italics, a centred roman title, one centred line per author with the
  institution and e-mail in parentheses, an italic "Summary." run in, and
  "Key words:" with semicolons.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import RGBColor
from docx.table import Table
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph
from office_corpus.look import Look
from office_corpus.pieces import (
    abstract_paragraphs,
    affiliation_lines,
    author_runs,
    keyword_line,
)
from office_corpus.styles import Style

_MONTHS = ("February", "April", "July", "August", "October", "December")
_JOURNALS = ("Journal of Clinical Methods", "Applied Systems Review", "Earth and Data")
_LETTERS = ("Physical Methods Letters", "Letters in Applied Biology", "Computing Letters")
_WORKSHOPS = ("Workshop on Data and Methods", "Symposium on Applied Modelling", "Measurement Days")
_BAND = "1F4E79"  # a dark blue band, white type on it


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


def _letter(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    journal = rng.choice(_LETTERS)
    paragraph(document, [Run(journal.upper(), bold=True, size=9)], align="left", after=2)
    paragraph(document, [Run("LETTER", size=8)], align="left", after=14)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=8)
    paragraph(document, author_runs(paper, size=look.body_size), align="left", after=4)
    affiliation_lines(document, paper, size=8, align="left", italic=True)
    paragraph(document, "", after=4)
    runs = []
    for section in paper.abstract:
        for piece in (section.label, section.text):
            if piece:
                runs.append(Run((" " if runs else "") + piece, bold=True, size=look.body_size))
    paragraph(document, runs, align="justify", after=10)


def _extended(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    venue = f"Extended Abstract · {rng.choice(_WORKSHOPS)} {rng.randint(2016, 2025)}"
    paragraph(document, [Run(venue, italic=True, size=8)], align="centre", after=16)
    paragraph(document, [Run(paper.title, size=look.title_size)], align="centre", after=10)
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]]
        line = [
            Run(author.name, bold=True, size=look.body_size),
            Run(f" ({place.institution}, {author.email})", size=look.body_size - 1.5),
        ]
        paragraph(document, line, align="centre", after=1)
    paragraph(document, "", after=6)
    abstract_paragraphs(
        document, paper, "Summary.", size=look.body_size, label_bold=False, label_italic=True
    )
    keyword_line(document, paper, "Key words:", "; ", size=look.body_size - 1)


HELD_STYLES: dict[str, Style] = {
    "bandjournal": Style("bandjournal", _bandjournal, family="sans", heldout=True),
    "letter": Style("letter", _letter, body_columns=2, header="journal", heldout=True),
    "extended": Style("extended", _extended, heldout=True),
}

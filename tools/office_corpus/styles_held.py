"""Word-template-like styles, part three: the held-out styles.

Round sixteen (rot16a) wrote ``thesis``, ``bandjournal`` and ``chapter`` here,
round seventeen (rot17a) ``letter`` and ``extended``, round eighteen
(office18) ``preprint`` and ``whitepaper``; each was measured once and then
moved to train (:mod:`office_corpus.styles_rotated`) except ``bandjournal`` and
``preprint`` (``whitepaper`` moved in round nineteen, rot19).  Each style here is
written and converted only for a held-out corpus (``Style.heldout``), and is
modelled on a common Word template whose front matter differs from every train
style's:

* ``bandjournal``: a journal's coloured header band (a shaded one-cell table with
  the journal's name in white and the volume), an article type, a flush-left
  title, authors and affiliations, "Received / Accepted / Published" dates, and
  the abstract in a boxed cell; a one-column body;
* ``preprint`` (office18): a manuscript posted before review: a small
  "Preprint" notice with the date on top, a flush-left bold title, authors and
  affiliations, a corresponding author's e-mail, an "Abstract" heading, and the
  section's lines numbered in the left margin (Word's line numbering, so every
  front-matter line carries a number); lines 1.5 apart; one column;
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import RGBColor
from docx.table import Table
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, line_numbering, paragraph
from office_corpus.look import Look
from office_corpus.pieces import (
    abstract_paragraphs,
    affiliation_lines,
    author_runs,
    emails,
    keyword_line,
)
from office_corpus.styles import Style

_MONTHS = ("February", "April", "July", "August", "October", "December")
_JOURNALS = ("Journal of Clinical Methods", "Applied Systems Review", "Earth and Data")
_SERVERS = ("Preprint", "PREPRINT", "Preprint, not peer reviewed")
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


def _preprint(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    line_numbering(document.sections[-1])
    posted = f"{rng.choice(_SERVERS)} · posted {rng.randint(1, 28)} {rng.choice(_MONTHS)} "
    notice = posted + str(rng.randint(2019, 2025))
    paragraph(document, [Run(notice, italic=True, size=8)], align="left", after=12)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=8)
    paragraph(document, author_runs(paper, size=look.body_size), align="left", after=4)
    affiliation_lines(document, paper, size=look.body_size - 1, align="left")
    paragraph(document, [Run(emails(paper, only_corresponding=True), size=8)], align="left")
    paragraph(document, [Run("Abstract", bold=True, size=look.body_size + 1)], align="left")
    abstract_paragraphs(document, paper, "", size=look.body_size)
    for para in document.paragraphs:
        para.paragraph_format.line_spacing = 1.5
    keyword_line(document, paper, "Keywords:", ", ", size=look.body_size)


HELD_STYLES: dict[str, Style] = {
    "bandjournal": Style("bandjournal", _bandjournal, family="sans", heldout=True),
    "preprint": Style("preprint", _preprint, header="running", heldout=True),
}

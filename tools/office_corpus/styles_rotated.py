"""Word-template-like styles, part four: held-out styles that were measured once
and became train styles.

``thesis`` and ``chapter`` were written for a held-out corpus by rot16a and
measured once by it, ``letter`` and ``extended`` by rot17a; a style that has been
looked at no longer measures unseen papers, so they are train styles now
(rot17a moved the first two, office18 the other two, rot19 ``whitepaper``, rot20
``bandjournal`` and ``preprint``; ``elsevier``, measured with them, is flagged train
in :mod:`office_corpus.styles`):

* ``thesis``: a dissertation's title page: the title (half the time in
  capitals), "by" and the author(s), a degree statement, the department,
  university and date, and a committee of other names; the abstract on page 2
  under a centred heading;
* ``chapter``: a chapter of an edited book: the book and its editors on top,
  "Chapter N", the title, the authors in italics, the affiliations, then a small
  indented "Abstract" run in and keywords;
* ``letter``: a letters journal: its name in capitals and "LETTER" on top, a
  flush-left title, authors and italic affiliations, then the abstract as the
  first paragraph, all in bold, with no heading; a two-column body;
* ``extended``: a conference's extended abstract: the venue in small italics, a
  centred roman title, one centred line per author with the institution and
  e-mail in parentheses, an italic "Summary." run in, and "Key words:" with
  semicolons;
* ``whitepaper`` (held out by office18, measured once there, moved by rot19):
  an organisation's white paper: a cover page with the organisation's name,
  "WHITE PAPER", a large title, one line per author with a job title after a
  comma ("Jane Roe, Senior Scientist"), the organisation and a month; the
  abstract on page 2 under an "Executive Summary" heading; no keywords;
* ``bandjournal`` (held out by rot16a, measured by rot16a, rot17a and office18,
  moved by rot20): a journal's coloured header band (a shaded one-cell table
  with the journal's name in white and the volume), an article type, a flush-left
  title, authors and affiliations, "Received / Accepted / Published" dates, and
  the abstract in a boxed cell; a one-column body;
* ``preprint`` (held out by office18, measured once there, moved by rot20): a
  manuscript posted before review: a small "Preprint" notice with the date on
  top, a flush-left bold title, authors and affiliations, a corresponding
  author's e-mail, an "Abstract" heading, and the section's lines numbered in the
  left margin (Word's line numbering); lines 1.5 apart; one column.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.enum.text import WD_BREAK
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import RGBColor
from docx.table import Table
from latex_corpus.paper import Paper
from pdfgen.people import german_name, initialled

from office_corpus.docx_parts import Run, cell_paragraphs, line_numbering, paragraph
from office_corpus.look import Look
from office_corpus.pieces import (
    abstract_page,
    abstract_paragraphs,
    affiliation_lines,
    author_runs,
    emails,
    keyword_line,
)
from office_corpus.styles import Style

_DEGREES = ("Doctor of Philosophy", "Master of Science", "Doctor of Engineering")
_MONTHS = ("February", "April", "July", "August", "October", "December")
_LETTERS = ("Physical Methods Letters", "Letters in Applied Biology", "Computing Letters")
_WORKSHOPS = ("Workshop on Data and Methods", "Symposium on Applied Modelling", "Measurement Days")
_JOBS = ("Principal Scientist", "Senior Engineer", "Research Director", "Data Analyst", "Fellow")
_ORGS = ("Northfield Analytics", "Institute for Applied Practice", "Meridian Data Group")
_BOOKS = ("Advances in Applied Analysis", "Methods in Modern Science", "Topics in Measurement")


def other_names(paper: Paper, count: int) -> list[str]:
    """``count`` names of other people (committee members, a book's editors): the
    first authors of the paper's other records, then names drawn from the paper's
    seed when those records have too few authors (never one fixed placeholder)."""
    names = [initialled(r.authors[0]) for r in paper.others if r.authors][:count]
    rng = random.Random(f"others-{paper.seed}")
    own = {a.name for a in paper.authors}
    while len(names) < count:
        name = initialled(german_name(rng))
        if name not in names and name not in own:
            names.append(name)
    return names


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
    for k, name in enumerate(other_names(paper, 3)):
        role = "Chair" if k == 0 else "Member"
        paragraph(document, [Run(f"{name}, {role}", size=10)], align="left", after=0)
    abstract_page(document, paper, "ABSTRACT", size=look.body_size + 2, align="centre")


def _chapter(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    editors = other_names(paper, 2)
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


def _whitepaper(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    org = rng.choice(_ORGS)
    paragraph(document, [Run(org.upper(), bold=True, size=11)], align="left", before=20, after=4)
    paragraph(document, [Run("WHITE PAPER", size=10)], align="left", after=80)
    size = look.title_size + 6
    paragraph(document, [Run(paper.title, bold=True, size=size)], align="left", after=40)
    for author in paper.authors:
        job = rng.choice(_JOBS)
        line = [Run(author.name, bold=True, size=11), Run(f", {job}", size=11)]
        paragraph(document, line, align="left", after=2)
    date = f"{rng.choice(_MONTHS)} {rng.randint(2014, 2025)}"
    paragraph(document, [Run(f"{org} · {date}", size=10)], align="left", before=30)
    paragraph(document, "", after=0).add_run().add_break(WD_BREAK.PAGE)
    paragraph(document, [Run("Executive Summary", bold=True, size=14)], align="left", after=8)
    abstract_paragraphs(document, paper, "", size=look.body_size)


_JOURNALS = ("Journal of Clinical Methods", "Applied Systems Review", "Earth and Data")
_SERVERS = ("Preprint", "PREPRINT", "Preprint, not peer reviewed")
_BAND = "1F4E79"  # a dark blue band, white type on it


def shade(table: Table, fill: str) -> None:
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
    shade(band, _BAND)
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


ROTATED_STYLES: dict[str, Style] = {
    "thesis": Style("thesis", _thesis, header=""),
    "chapter": Style("chapter", _chapter, header="running"),
    "letter": Style("letter", _letter, body_columns=2, header="journal"),
    "extended": Style("extended", _extended),
    "whitepaper": Style("whitepaper", _whitepaper, family="sans"),
    "bandjournal": Style("bandjournal", _bandjournal, family="sans"),
    "preprint": Style("preprint", _preprint, header="running"),
}

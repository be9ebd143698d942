"""Word-template-like styles, part forty-nine: front67's held-out styles.

front67 wrote them before any rule of its round and measures them once at the base and
once at its last rule (``--split heldout``; a train corpus refuses them).  They are the
common documents of a paper library typed in a word processor, each in a layout no
earlier style prints (checked against the registry: ``ieee``, ``wpseries``, ``report``,
``thesis`` exist, in other layouts); the truth's convention is said with each:

* ``submittedms``: a journal manuscript as submitted: "Original research article" over
  the title, the authors on one line with superscript numbers, the numbered affiliation
  list, a "*Corresponding author:" block (name, address, e-mail), a "Word count:" line,
  then "Abstract" as a heading over the (often structured) abstract and "Keywords:".
  Its authors are the byline's;
* ``wpcover``: a working paper series' cover: the series' name and "No. 1234" over the
  date, the title, each author on a line of their own with the institution in italics
  under the name, then "Abstract", "JEL classification:" and "Keywords:".  Its authors
  are those lines' names;
* ``agencyreport``: an agency's technical report: a logo band (the agency's name between
  two rules, the report number beside it), the title, the month and year, then on the
  next page "Authors:" over one "Name, Institution" line an author, a "Suggested
  citation:" line, and "Abstract".  Its authors are the "Authors:" lines' names;
* ``linenumbered``: a manuscript for review, double spaced with every line numbered in
  the margin: "Running head: …", the title, the authors with superscript letters, the
  lettered affiliations, "Corresponding author: name (e-mail)", then "Abstract".  Its
  authors are the byline's;
* ``ordinalauthors``: a conference paper in a word processor's two-column conference
  template: the title, then a borderless table of three columns, each author's cell
  "1st Name", "2nd Name", … over the department, institution, city and e-mail, then two
  columns with "Abstract\u2014" run in.  Its authors are the names after the ordinals
  (the ordinal is the template's numbering, no part of the name);
* ``studentthesis``: a student's thesis title page typed in a word processor: the
  university and faculty, "Master's Thesis", the title, "Submitted by" over the
  student's name and "Student number: …" (a line a student), "Supervisor: Prof. C" and
  "Second examiner: Dr. D" (other people), the place and date, then "Abstract" on the
  next page.  Its authors are the students, never the examiners.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import (
    Run,
    cell_paragraphs,
    continuous_section,
    line_numbering,
    paragraph,
    plain_table,
    rule,
)
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, affiliation_lines, author_runs, keyword_line
from office_corpus.styles import Style
from office_corpus.styles_rotated34 import _strangers  # front60's helper, shared

_MONTHS = ("January", "March", "May", "July", "September", "November")
_SERIES = ("Discussion Paper Series", "Working Paper Series", "Staff Working Papers")
_AGENCIES = ("National Environment Agency", "Office of Health Statistics",
             "Federal Institute for Transport Research")  # fmt: skip
_JEL = ("C21, D83, I18", "J24, O33", "E52, G21, H63", "Q54, R11")


def _month(rng: random.Random) -> str:
    return f"{rng.choice(_MONTHS)} {rng.randint(2012, 2024)}"


def _corresponding(paper: Paper) -> tuple[str, str]:
    author = next((a for a in paper.authors if a.corresponding), paper.authors[0])
    return author.name, author.email


def _submittedms(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("Original research article", italic=True, size=size)],
              align="left", after=8)  # fmt: skip
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size - 2)], align="left",
              after=10)  # fmt: skip
    paragraph(document, author_runs(paper, size=size), align="left", after=8)
    affiliation_lines(document, paper, size=size - 1, align="left")
    name, mail = _corresponding(paper)
    paragraph(document, [Run("*Corresponding author: ", bold=True, size=size - 1),
                         Run(f"{name}, {paper.affiliation_line(0)}. E-mail: {mail}",
                             size=size - 1)], align="left", before=8, after=2)  # fmt: skip
    words = f"Word count: {rng.randint(2500, 6500)} \u00b7 Figures: {rng.randint(1, 6)}"
    paragraph(document, [Run(words, size=size - 1)], align="left", after=12)
    paragraph(document, [Run("Abstract", bold=True, size=size + 2)], align="left", after=4)
    abstract_paragraphs(document, paper, "", size=size)
    keyword_line(document, paper, "Keywords:", "; ", size=size)


def _wpcover(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    series = rng.choice(_SERIES)
    paragraph(document, [Run(series.upper(), bold=True, size=size + 1)], align="left", after=0)
    paragraph(document, [Run(f"No. {rng.randint(100, 16999)}", size=size + 1)], align="left",
              after=0)  # fmt: skip
    rule(paragraph(document, [Run(_month(rng), size=size - 1)], align="left", after=36))
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size + 2)], align="left",
              after=24)  # fmt: skip
    for index, author in enumerate(paper.authors):
        paragraph(document, [Run(author.name, size=size + 1)], align="left", after=0)
        place = paper.first_place(index)
        if place:
            paragraph(document, [Run(place, italic=True, size=size - 1)], align="left", after=6)
    paragraph(document, [Run("Abstract", bold=True, size=size + 1)], align="left", before=24,
              after=3)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, [Run("JEL classification: ", bold=True, size=size),
                         Run(rng.choice(_JEL), size=size)], align="left", after=2)  # fmt: skip
    keyword_line(document, paper, "Keywords:", size=size)


def _agencyreport(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    band = paragraph(document, [Run(rng.choice(_AGENCIES).upper(), bold=True, size=size + 3),
                                Run(f"\tTechnical Report TR-{rng.randint(2010, 2024)}-"
                                    f"{rng.randint(1, 99):02d}", size=size - 1)],
                     align="left", after=48)  # fmt: skip
    rule(band, "top")
    rule(band)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size + 4)], align="left",
              after=18)  # fmt: skip
    paragraph(document, [Run(_month(rng), size=size + 1)], align="left", after=0)
    document.add_page_break()
    paragraph(document, [Run("Authors:", bold=True, size=size)], align="left", after=2)
    for index, author in enumerate(paper.authors):
        place = paper.first_place(index)
        line = f"{author.name}, {place}" if place else author.name
        paragraph(document, [Run(line, size=size)], align="left", after=0)
    paragraph(document, [Run("Suggested citation: ", italic=True, size=size - 1),
                         Run(f"{paper.title}. Technical report.", size=size - 1)],
              align="left", before=10, after=12)  # fmt: skip
    paragraph(document, [Run("Abstract", bold=True, size=size + 1)], align="left", after=3)
    abstract_paragraphs(document, paper, "", size=size)


def _linenumbered(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    line_numbering(document.sections[0])
    short = " ".join(paper.title.split()[:5]).upper()
    paragraph(document, [Run(f"Running head: {short}", size=size)], align="left")
    paragraph(document, [Run(paper.title, bold=True, size=size + 2)], align="centre")
    paragraph(document, author_runs(paper, letters=True, size=size), align="centre")
    affiliation_lines(document, paper, letters=True, size=size, align="centre")
    name, mail = _corresponding(paper)
    paragraph(document, [Run(f"Corresponding author: {name} ({mail})", size=size)],
              align="left")  # fmt: skip
    paragraph(document, [Run("Abstract", bold=True, size=size)], align="centre")
    abstract_paragraphs(document, paper, "", size=size, align="left")
    for para in document.paragraphs:
        para.paragraph_format.line_spacing = 2.0


def _ordinal(number: int) -> str:
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number, 'th') }"


def _ordinalauthors(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size - 1
    paragraph(document, [Run(paper.title, size=22)], align="centre", after=10)
    rows = -(-len(paper.authors) // 3)
    table = plain_table(document, rows, 3)
    for index in range(rows * 3):
        cell = cell_paragraphs(table, index // 3, index % 3)
        if index >= len(paper.authors):
            cell.add_paragraph()
            continue
        author = paper.authors[index]
        name = f"{_ordinal(index + 1)} {author.name}"
        paragraph(cell, [Run(name, size=size + 1)], align="centre", after=0)
        place = paper.affiliations[author.affiliations[0]] if author.affiliations else None
        parts = (place.department, place.institution, place.address, place.country) if place else ()
        for part in (*parts, author.email):
            if part:
                paragraph(cell, [Run(part, italic=part != author.email, size=size)],
                          align="centre", after=0)  # fmt: skip
    continuous_section(document, 2)
    abstract_paragraphs(document, paper, "Abstract\u2014", size=size, label_italic=True,
                        joined=True)  # fmt: skip
    keyword_line(document, paper, "Keywords\u2014", size=size, italic=True)


def _studentthesis(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    place = paper.affiliations[0] if paper.affiliations else None
    supervisor, examiner = _strangers(paper, 2)
    if place:
        paragraph(document, [Run(place.institution, bold=True, size=16)], align="centre",
                  after=2)  # fmt: skip
        paragraph(document, [Run(place.department, size=12)], align="centre", after=40)
    paragraph(document, [Run("Master's Thesis", size=14)], align="centre", after=24)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size + 2)],
              align="centre", after=36)  # fmt: skip
    paragraph(document, [Run("Submitted by", italic=True, size=12)], align="centre", after=4)
    for author in paper.authors:
        paragraph(document, [Run(author.name, size=13)], align="centre", after=0)
        paragraph(document, [Run(f"Student number: {rng.randint(1000000, 9999999)}", size=10)],
                  align="centre", after=6)  # fmt: skip
    paragraph(document, [Run(f"Supervisor: Prof. {supervisor}", size=11)], align="centre",
              before=30, after=0)  # fmt: skip
    paragraph(document, [Run(f"Second examiner: Dr. {examiner}", size=11)], align="centre",
              after=24)  # fmt: skip
    city = place.address if place and place.address else "Leiden"
    paragraph(document, [Run(f"{city}, {_month(rng)}", size=11)], align="centre", after=0)
    document.add_page_break()
    paragraph(document, [Run("Abstract", bold=True, size=look.body_size + 3)], align="left",
              after=6)  # fmt: skip
    abstract_paragraphs(document, paper, "", size=look.body_size)


HELD_STYLES: dict[str, Style] = {
    "submittedms": Style("submittedms", _submittedms, heldout=True),
    "wpcover": Style("wpcover", _wpcover, family="sans", heldout=True),
    "agencyreport": Style("agencyreport", _agencyreport, family="sans", heldout=True),
    "linenumbered": Style("linenumbered", _linenumbered, header="running", heldout=True),
    "ordinalauthors": Style("ordinalauthors", _ordinalauthors, body_columns=2, heldout=True),
    "studentthesis": Style("studentthesis", _studentthesis, page_numbers=False, heldout=True),
}

"""Word-template-like styles, part thirty-six: front54's held-out styles, now train.

front54 wrote them for its held-out corpus and measured them once (office held out,
seed 54: 1.000 / 1.000 / 1.000 / 1.000 title / author F1 / surname F1 / abstract F1,
the same before and after its rules); front55 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped).  Each is modelled on a document
researchers file with their papers:

* ``acceptedcover`` (front54): an accepted manuscript as a journal posts it before
  typesetting: a cover page with "Accepted Manuscript" in bold, labelled lines
  ("Title:", "Authors:", "PII:", "DOI:", "Reference:", "To appear in:", "Received
  date:", "Revised date:", "Accepted date:"), a "Please cite this article as:"
  paragraph (the names initialled, the title, the journal and year) and the
  publisher's disclaimer in italics; the manuscript on page 2: the title, the names
  with marks, the affiliations and the abstract under "Abstract";
* ``dataspecs`` (front54): a data article: a small "Data Article" label, the title,
  the names with marks and the affiliations, the abstract under "Abstract", the
  keywords, then a bold "Specifications Table" over a two-column table of fields
  ("Subject", "Specific subject area", "Type of data", "How the data were acquired",
  "Data format", "Data source location", "Data accessibility", "Related research
  article" citing another paper with its own names and title) and a "Value of the
  Data" list.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.enum.text import WD_BREAK
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table
from office_corpus.look import Look
from office_corpus.pieces import (
    abstract_paragraphs,
    affiliation_lines,
    author_runs,
    keyword_line,
)
from office_corpus.styles import Style

_JOURNALS = ("Journal of Methods", "Annals of Measurement", "Applied Research Letters")
_MONTHS = ("January", "March", "May", "July", "September", "November")
_DISCLAIMER = (
    "This is a PDF file of an article that has undergone enhancements after acceptance,"
    " such as the addition of a cover page and metadata, and formatting for readability,"
    " but it is not yet the definitive version of record. This version will undergo"
    " additional copyediting, typesetting and review before it is published in its final"
    " form. Please note that during the production process errors may be discovered which"
    " could affect the content, and all legal disclaimers that apply to the journal pertain."
)
_SUBJECTS = ("Environmental Science", "Social Sciences", "Health Informatics", "Ecology")
_VALUES = (
    "The data allow the analyses reported here to be repeated and extended.",
    "Researchers in neighbouring fields can reuse the data for comparisons.",
    "The data can serve as a benchmark for new methods.",
)


def _initialled(name: str) -> str:
    """``name`` with its given names as initials: "A. Lee" ("A.-B. de Vries" kept simple)."""
    parts = name.split()
    return " ".join([f"{p[0]}." for p in parts[:-1] if p[:1].isupper()] + parts[-1:])


def _when(rng: random.Random, year: int) -> str:
    return f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {year}"


def _acceptedcover(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    year = rng.randint(2014, 2025)
    journal = rng.choice(_JOURNALS)
    code = f"S{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}({year % 100:02d})"
    code += f"{rng.randint(10000, 99999)}-{rng.randint(0, 9)}"
    doi = f"https://doi.org/10.{rng.randint(1000, 9999)}/j.jm.{year}.{rng.randint(100, 999)}"
    paragraph(document, [Run("Accepted Manuscript", bold=True, size=size + 6)], after=14)
    names = ", ".join(a.name for a in paper.authors)
    rows = (
        ("Title:", paper.title),
        ("Authors:", names),
        ("PII:", code),
        ("DOI:", doi),
        ("Reference:", f"JM {rng.randint(100, 999)}"),
        ("To appear in:", journal),
        ("Received date:", _when(rng, year - 1)),
        ("Revised date:", _when(rng, year)),
        ("Accepted date:", _when(rng, year)),
    )
    for label, value in rows:
        line = [Run(label, size=size), Run("\t" + value, size=size)]
        paragraph(document, line, align="left", after=2)
    cited = ", ".join(_initialled(a.name) for a in paper.authors)
    cite = f"{cited}, {paper.title}, {journal} ({year}), {doi}"
    lead = Run("Please cite this article as: ", size=size)
    paragraph(document, [lead, Run(cite, size=size)], align="left", before=14, after=10)
    paragraph(document, [Run(_DISCLAIMER, italic=True, size=size - 1)], align="justify")
    paragraph(document, "", after=0).add_run().add_break(WD_BREAK.PAGE)
    title = [Run(paper.title, bold=True, size=look.title_size)]
    paragraph(document, title, align="centre", after=10)
    paragraph(document, author_runs(paper, size=size + 1), align="centre", after=4)
    affiliation_lines(document, paper, size=size - 1)
    heading = [Run("Abstract", bold=True, size=size + 1)]
    paragraph(document, heading, align="left", before=12, after=4)
    abstract_paragraphs(document, paper, "", size=size)


def _related(paper: Paper, rng: random.Random) -> str:
    """Another record as a reference: its names initialled, its title, a journal."""
    other = next((o for o in paper.others if o.authors), None)
    if other is None:
        return "C. Diaz, E. Moretti, Methods for the field, Journal of Methods 9 (2019) 1-12."
    names = ", ".join(_initialled(n) for n in other.authors[:3])
    year = rng.randint(2010, 2024)
    return f"{names}, {other.title}, {rng.choice(_JOURNALS)} {rng.randint(2, 40)} ({year}) 101."


def _dataspecs(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("Data Article", size=size - 1)], align="left", after=6)
    title = [Run(paper.title, bold=True, size=look.title_size)]
    paragraph(document, title, align="left", after=8)
    paragraph(document, author_runs(paper, size=size + 1), align="left", after=4)
    affiliation_lines(document, paper, size=size - 1, align="left")
    heading = [Run("Abstract", bold=True, size=size + 1)]
    paragraph(document, heading, align="left", before=12, after=4)
    abstract_paragraphs(document, paper, "", size=size)
    keyword_line(document, paper, "Keywords:", "; ", size=size - 1)
    place = paper.affiliations[0].line()
    fields = (
        ("Subject", rng.choice(_SUBJECTS)),
        ("Specific subject area", "Measurements gathered for the study described above."),
        ("Type of data", rng.choice(("Table, Figure", "Tables", "Raw and analysed data"))),
        ("How the data were acquired", "Field survey and instrument records."),
        ("Data format", rng.choice(("Raw, Analysed", "Raw", "Filtered"))),
        ("Data source location", place),
        ("Data accessibility", f"Repository: data archive; DOI 10.{rng.randint(1000, 9999)}"),
        ("Related research article", _related(paper, rng)),
    )
    paragraph(document, [Run("Specifications Table", bold=True, size=size + 1)], before=12)
    table = plain_table(document, len(fields), 2)
    for row, (label, value) in enumerate(fields):
        paragraph(cell_paragraphs(table, row, 0), [Run(label, bold=True, size=size - 1)])
        paragraph(cell_paragraphs(table, row, 1), value, size=size - 1, align="left")
    paragraph(document, [Run("Value of the Data", bold=True, size=size + 1)], before=12)
    for value in _VALUES:
        paragraph(document, f"\u2022 {value}", size=size, align="left", after=2)


ROTATED30_STYLES: dict[str, Style] = {
    "acceptedcover": Style("acceptedcover", _acceptedcover),
    "dataspecs": Style("dataspecs", _dataspecs, family="sans"),
}

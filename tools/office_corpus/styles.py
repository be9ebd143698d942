"""Word-template-like styles, part one: IEEE-, ACM-, LNCS-, MDPI- and Elsevier-like.

A :class:`Style` writes a paper's front matter into a python-docx document (the
builder adds the body after it); ``heldout`` styles are written and converted
only for a held-out corpus, never looked at while rules are made (``elsevier``
was held out until office18 measured it once; rot20 made it a train style).  None
copies a real template exactly: each keeps the conventions a reader meets in Word papers
of that kind (author blocks in a borderless table, run-in "Abstract—", letters
for affiliations, a rule above and below the abstract, …).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, continuous_section, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import (
    abstract_paragraphs,
    affiliation_lines,
    author_runs,
    author_table,
    emails,
    keyword_line,
)

Front = Callable[[Document, Paper, Look, random.Random], None]


@dataclass(frozen=True)
class Style:
    """One template: how it prints the front matter, its body's columns and page furniture."""

    name: str
    front: Front
    family: str = "serif"  # the body's family: serif or sans
    body_columns: int = 1  # columns after the front matter (a continuous section break)
    header: str = ""  # "", "running" (short title), "journal" (a journal's name)
    page_numbers: bool = True
    caps_headings: bool = False
    heldout: bool = False
    no_abstract: bool = False  # a notice indexes give no abstract (front66): the truth has none


def _ieee(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    paragraph(document, [Run(paper.title, size=24)], align="centre", after=10)
    per_row = (
        3 if len(paper.authors) > 4 else min(len(paper.authors), 3 if rng.random() < 0.5 else 2)
    )
    author_table(document, paper, per_row, look.body_size - 1)
    continuous_section(document, 2)
    size = look.body_size - 1
    abstract_paragraphs(document, paper, "Abstract—", size=size, label_italic=True, joined=True)
    if paper.keywords:
        runs = [
            Run("Index Terms—", bold=True, italic=True, size=size),
            Run(", ".join(paper.keywords), bold=True, size=size),
        ]
        paragraph(document, runs, size=size, after=6)


def _acm(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=8)
    author_table(document, paper, min(len(paper.authors), 3), look.body_size - 1)
    paragraph(document, [Run("ABSTRACT", bold=True)], align="left", before=8, after=3)
    abstract_paragraphs(document, paper, "", size=look.body_size - 0.5)
    concepts = "Computing methodologies → Machine learning; Information systems → Data mining."
    paragraph(document, [Run("CCS CONCEPTS", bold=True)], align="left", before=6, after=2)
    paragraph(document, [Run("• " + concepts)], align="left", after=4)
    keyword_line(document, paper, "KEYWORDS")
    names = ", ".join(a.name for a in paper.authors)
    reference = (
        f"{names}. {rng.randint(2015, 2024)}. {paper.title}. In Proceedings of the Conference."
    )
    paragraph(
        document,
        [Run("ACM Reference Format:", bold=True, size=8), Run(" " + reference, size=8)],
        align="left",
        after=8,
    )


def _lncs(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    paragraph(
        document,
        [Run(paper.title, bold=True, size=look.title_size)],
        align="centre",
        before=24,
        after=12,
    )
    paragraph(document, author_runs(paper, star=False), align="centre", after=6)
    affiliation_lines(document, paper, size=look.body_size - 1)
    paragraph(document, [Run(emails(paper), size=look.body_size - 1.5)], align="centre", after=14)
    indent = 28.0
    size = look.body_size - 1
    abstract_paragraphs(document, paper, "Abstract.", size=size, indent=indent)
    keyword_line(document, paper, "Keywords:", " · ", size=size, indent=indent)


def _mdpi(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    paragraph(document, [Run("Article", italic=True, size=10)], align="left", after=6)
    paragraph(
        document, [Run(paper.title, bold=True, size=look.title_size - 2)], align="left", after=8
    )
    paragraph(document, author_runs(paper, star=True, size=look.body_size), align="left", after=6)
    affiliation_lines(document, paper, size=8, align="left")
    corresponding = [a for a in paper.authors if a.corresponding]
    paragraph(
        document,
        [
            Run("*", superscript=True, size=8),
            Run(" Correspondence: " + corresponding[0].email, size=8),
        ],
        align="left",
        after=8,
    )
    abstract_paragraphs(document, paper, "Abstract:", size=look.body_size - 1, joined=True)
    keyword_line(document, paper, "Keywords:", "; ", size=look.body_size - 1)
    rule(paragraph(document, "", after=6))


def _elsevier(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    paragraph(document, [Run(paper.title, size=look.title_size)], align="centre", after=8)
    paragraph(
        document, author_runs(paper, letters=True, size=look.body_size + 1), align="centre", after=6
    )
    affiliation_lines(document, paper, letters=True, size=8, italic=True)
    corresponding = next(a for a in paper.authors if a.corresponding)
    rule(
        paragraph(
            document,
            [
                Run("*", superscript=True, size=8),
                Run(" Corresponding author. E-mail address: " + corresponding.email, size=8),
            ],
            align="left",
            before=6,
            after=6,
        )
    )
    paragraph(document, [Run("Abstract", bold=True)], align="left", after=3)
    abstract_paragraphs(document, paper, "", size=look.body_size - 0.5)
    keyword_line(document, paper, "Keywords:", "; ", size=look.body_size - 1, italic=True)
    rule(paragraph(document, "", after=6))


STYLES: dict[str, Style] = {
    "ieee": Style("ieee", _ieee, body_columns=2, caps_headings=True),
    "acm": Style("acm", _acm, family="sans", body_columns=2),
    "lncs": Style("lncs", _lncs, header="running"),
    "mdpi": Style("mdpi", _mdpi, family="sans", header="journal"),
    "elsevier": Style("elsevier", _elsevier, body_columns=2),
}

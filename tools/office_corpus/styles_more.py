"""Word-template-like styles, part two: a report's title page, an APA-like manuscript,
one-column front matter over a two-column body, a journal's header table, running heads.

See :mod:`office_corpus.styles` for :class:`~office_corpus.styles.Style`.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table, rule
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

_JOURNALS = (
    "Journal of Applied Research",
    "International Review of Methods",
    "Letters in Data Science",
    "Annals of Measurement",
)
_MONTHS = ("January", "March", "May", "June", "September", "November")


def _report(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    place = paper.affiliations[0]
    paragraph(
        document, [Run(place.institution.upper(), bold=True, size=12)], align="centre", after=4
    )
    paragraph(document, [Run(place.department, size=11)], align="centre", after=60)
    paragraph(
        document,
        [
            Run(
                rng.choice(("Technical Report", "Research Report", "Working Paper"))
                + f" {rng.randint(1, 40)}/{rng.randint(2015, 2024)}",
                size=11,
            )
        ],
        align="centre",
        after=24,
    )
    paragraph(
        document, [Run(paper.title, bold=True, size=look.title_size + 2)], align="centre", after=36
    )
    for author in paper.authors:
        paragraph(document, [Run(author.name, size=12)], align="centre", after=2)
    paragraph(
        document,
        [Run(f"{rng.choice(_MONTHS)} {rng.randint(2015, 2024)}", size=11)],
        align="centre",
        before=40,
        after=0,
    )
    abstract_page(document, paper, "Abstract", size=look.body_size + 2)


def _apa(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    paragraph(
        document,
        [Run(paper.title, bold=True, size=look.body_size + 2)],
        align="centre",
        before=72,
        after=24,
    )
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]]
        paragraph(document, [Run(author.name)], align="centre", after=0)
        paragraph(document, [Run(place.institution, size=look.body_size)], align="centre", after=8)
    paragraph(document, [Run("Author Note", bold=True)], align="centre", before=36, after=4)
    corresponding = next(a for a in paper.authors if a.corresponding)
    note = (
        "Correspondence concerning this article should be addressed to "
        f"{corresponding.name}, {paper.affiliations[0].line()}. Email: {corresponding.email}"
    )
    paragraph(document, note, align="justify", after=0)
    abstract_page(document, paper, "Abstract", align="centre", italic_keywords=True)


def _wordcols(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    caps = rng.random() < 0.3
    title = paper.title.upper() if caps else paper.title
    paragraph(document, [Run(title, bold=True, size=look.title_size)], align="centre", after=10)
    paragraph(document, author_runs(paper, star=rng.random() < 0.5), align="centre", after=4)
    affiliation_lines(document, paper, size=look.body_size - 1)
    paragraph(document, [Run(emails(paper), size=look.body_size - 1)], align="centre", after=10)
    heading = rng.choice(("Abstract", "ABSTRACT", "Summary"))
    paragraph(document, [Run(heading, bold=True)], align="centre", after=4)
    abstract_paragraphs(document, paper, "", indent=rng.choice((0.0, 18.0, 36.0)))
    keyword_line(document, paper, "Keywords:", indent=0.0)


def _journalhead(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    table = plain_table(document, 1, 2)
    journal = rng.choice(_JOURNALS)
    number = f"Vol. {rng.randint(1, 60)}, No. {rng.randint(1, 12)}, {rng.randint(2015, 2024)}"
    volume = f"{number}, pp. {rng.randint(1, 400)}–{rng.randint(401, 900)}"
    paragraph(
        cell_paragraphs(table, 0, 0), [Run(journal, italic=True, size=9)], align="left", after=0
    )
    paragraph(cell_paragraphs(table, 0, 1), [Run(volume, size=9)], align="right", after=0)
    rule(paragraph(document, "", after=12))
    if rng.random() < 0.5:
        paragraph(
            document,
            [Run(rng.choice(("Research Article", "Original Paper", "ARTICLE")), size=9)],
            align="left",
            after=6,
        )
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=8)
    paragraph(document, author_runs(paper), align="left", after=4)
    affiliation_lines(document, paper, size=8.5, align="left")
    paragraph(
        document,
        f"Received {rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2015, 2023)}; "
        f"accepted {rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2016, 2024)}",
        size=8,
        align="left",
        before=4,
        after=8,
    )
    rule(paragraph(document, [Run("ABSTRACT", bold=True, size=9)], align="left", after=3), "top")
    abstract_paragraphs(document, paper, "", size=look.body_size - 0.5)
    keyword_line(document, paper, "Keywords:", size=look.body_size - 1)
    rule(paragraph(document, "", after=8))


def _running(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    paragraph(
        document,
        [Run(paper.title, bold=rng.random() < 0.7, size=look.title_size)],
        align=rng.choice(("centre", "left")),
        before=12,
        after=10,
    )
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]]
        runs = [Run(author.name, bold=True), Run(", " + place.institution, size=look.body_size - 1)]
        paragraph(document, runs, align="left", after=1)
    paragraph(document, "", after=6)
    abstract_paragraphs(
        document, paper, rng.choice(("Abstract: ", "ABSTRACT. ", "Abstract. ")), joined=True
    )
    keyword_line(document, paper, rng.choice(("Key words:", "Keywords:")))


MORE_STYLES: dict[str, Style] = {
    "report": Style("report", _report, header="running"),
    "apa": Style("apa", _apa, header="running"),
    "wordcols": Style("wordcols", _wordcols, body_columns=2),
    "journalhead": Style(
        "journalhead", _journalhead, family="sans", body_columns=2, header="journal"
    ),
    "running": Style("running", _running, header="running"),
}

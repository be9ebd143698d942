"""A word-processor paper's body: headed sections of real prose, a table, a reference list.

The paragraphs are other records' abstracts of the same split (never the paper's
own abstract), as in :mod:`latex_corpus.body`, whose section names and reference
lines are reused; here they go into a ``.docx`` with python-docx.
"""

from __future__ import annotations

import random
import re

from docx.document import Document
from docx.shared import Pt
from latex_corpus.body import SECTIONS
from pdfgen.people import initialled
from pdfgen.sources import Record

from office_corpus.docx_parts import Run, paragraph
from office_corpus.look import Look

_VENUES = ("Journal of Applied Studies", "Review of Measurement", "Transactions on Systems")


def _prose(record: Record, rng: random.Random, number: int) -> str:
    text = re.sub(r"^(?:abstract|summary)\W*", "", record.abstract_text, flags=re.I)
    sentences = [s for s in text.split(". ") if s]
    return ". ".join(sentences[: rng.randint(3, 7)]).rstrip(".") + f". [{number}]"


def _reference(number: int, record: Record, rng: random.Random) -> str:
    names = [initialled(n) for n in record.authors[:3]] or ["A. Anonymous"]
    more = ", et al." if len(record.authors) > 3 else ""
    year = record.year or rng.randint(1995, 2023)
    venue = rng.choice(_VENUES)
    return f"[{number}] {', '.join(names)}{more}, “{record.title},” {venue}, {year}."


def _table(document: Document, rng: random.Random, look: Look) -> None:
    paragraph(document, "Table 1. Scores of the compared settings.", align="centre", before=6)
    table = document.add_table(rows=5, cols=4)
    table.style = "Table Grid"
    rows = [("Setting", "Precision", "Recall", "Samples")] + [
        (
            name,
            f"{rng.uniform(0.5, 0.99):.3f}",
            f"{rng.uniform(0.5, 0.99):.3f}",
            str(rng.randint(10, 900)),
        )
        for name in ("Baseline", "Variant A", "Variant B", "Full model")
    ]
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            cell = table.cell(r, c)
            cell.paragraphs[0].text = value
            for run in cell.paragraphs[0].runs:
                run.font.size = Pt(look.body_size - 1)


def write_body(
    document: Document,
    records: tuple[Record, ...],
    look: Look,
    seed: int,
    *,
    caps: bool = False,
    scripts: list[list[Run]] | None = None,
) -> None:
    """Numbered (or plain) section headings, prose, a table in Results, and References;
    ``scripts`` (``build.py --scripts``), two paragraphs of raised and lowered runs, go
    last before the final section's heading (the first) and the second one's."""
    rng = random.Random(seed)
    others = records[:10]
    per = max(1, len(others) // len(SECTIONS))
    numbered = rng.random() < 0.6
    for index, title in enumerate(SECTIONS):
        head = title.upper() if caps else title
        if numbered:
            head = (
                f"{index + 1}. {head}"
                if not caps
                else f"{('I', 'II', 'III', 'IV', 'V', 'VI')[index]}. {head}"
            )
        if scripts and index in (1, len(SECTIONS) - 1):
            paragraph(document, scripts[1 if index == 1 else 0], after=look.gap)
        paragraph(document, [Run(head, bold=True)], align="left", before=8, after=3)
        chunk = (
            others[index * per : (index + 1) * per]
            if index < len(SECTIONS) - 1
            else others[index * per :]
        )
        for offset, record in enumerate(chunk):
            paragraph(document, _prose(record, rng, index * per + offset + 1), after=look.gap)
        if title == "Results":
            _table(document, rng, look)
    paragraph(document, [Run("References", bold=True)], align="left", before=8, after=3)
    for number, record in enumerate(others, start=1):
        paragraph(
            document,
            _reference(number, record, rng),
            size=look.body_size - 1,
            align="left",
            after=2,
        )

"""Word-template-like styles, part twenty-four: front43's held-out styles, now train.

front43 wrote them for its held-out corpus and measured them once (``numberedsummary``
abstract 0.000, ``grantpi`` title 0.333); front44 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped) and wrote new held-out styles
(:mod:`office_corpus.styles_held`).  Each is modelled on a layout real papers have:

* ``numberedsummary`` (front43): a public body's research report with numbered
  paragraphs: "Research Report 2019/07" over the title in large bold, the names on one
  line each followed by a bracketed number ("Ann Lee (1), Bo Chen (2)") over the
  numbered places ("(1) Place"), then "1 Summary" in bold over the abstract, each of
  its paragraphs opened by its own number ("1.1", "1.2", …), then "2 Introduction";
* ``grantpi`` (front43): a funder's end-of-grant report form: "FINAL REPORT" in bold
  capitals, then a borderless two-column table of labels and values: "Project
  title" (the title in bold), "Principal investigator" ("Ann Lee, Place"),
  "Co-investigators" (the others as "Bo Chen (Place); Cy Dee (Place)", only when there
  are others), "Grant reference" and "Period"; then "Public summary" in bold over the
  abstract.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.shared import Emu
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table
from office_corpus.look import Look
from office_corpus.styles import Style


def _numberedsummary(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    series = f"Research Report {rng.randint(2012, 2025)}/{rng.randint(1, 30):02d}"
    paragraph(document, [Run(series, size=size - 1)], align="left", after=8)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size + 2)], align="left")
    places = list(
        dict.fromkeys(p for k in range(len(paper.authors)) if (p := paper.first_place(k)))
    )
    names = ", ".join(
        a.name + (f" ({places.index(paper.first_place(k)) + 1})" if paper.first_place(k) else "")
        for k, a in enumerate(paper.authors)
    )
    paragraph(document, [Run(names, size=size + 1)], align="left", after=2)
    for number, place in enumerate(places, 1):
        paragraph(document, [Run(f"({number}) {place}", size=size - 2)], align="left", after=0)
    paragraph(document, [Run("1 Summary", bold=True, size=size + 2)], align="left", before=12)
    for number, section in enumerate(paper.abstract, 1):
        runs = [Run(f"1.{number}", bold=True, size=size)]
        if section.label:
            runs.append(Run(" " + section.label, bold=True, size=size))
        runs.append(Run(" " + section.text, size=size))
        paragraph(document, runs, size=size, after=4)
    paragraph(document, [Run("2 Introduction", bold=True, size=size + 2)], align="left", before=8)


def _grantpi(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("FINAL REPORT", bold=True, size=size + 3)], align="left", after=8)

    def who(k: int, form: str) -> str:
        place = paper.first_place(k)
        name = paper.authors[k].name
        return name if not place else form.format(name=name, place=place)

    rows: list[tuple[str, list[Run]]] = [
        ("Project title", [Run(paper.title, bold=True, size=size + 1)]),
        ("Principal investigator", [Run(who(0, "{name}, {place}"), size=size)]),
    ]
    if len(paper.authors) > 1:
        others = "; ".join(who(k, "{name} ({place})") for k in range(1, len(paper.authors)))
        rows.append(("Co-investigators", [Run(others, size=size)]))
    reference = f"{rng.choice('ABEGLN')}{rng.choice('RSX')}/{rng.randint(10000, 99999)}/1"
    start = rng.randint(2012, 2022)
    rows.append(("Grant reference", [Run(reference, size=size)]))
    rows.append(("Period", [Run(f"{start}\u2013{start + rng.randint(2, 4)}", size=size)]))
    table = plain_table(document, len(rows), 2)
    for row, (label, value) in enumerate(rows):
        table.columns[0].width = table.cell(row, 0).width = Emu(1_700_000)
        table.columns[1].width = table.cell(row, 1).width = Emu(4_200_000)
        paragraph(
            cell_paragraphs(table, row, 0), [Run(label, bold=True, size=size - 1)], align="left"
        )
        paragraph(cell_paragraphs(table, row, 1), value, align="left")
    paragraph(document, [Run("Public summary", bold=True, size=size + 1)], align="left", before=12)
    for section in paper.abstract:
        runs = [Run(section.label, bold=True, size=size)] if section.label else []
        runs.append(Run((" " if runs else "") + section.text, size=size))
        paragraph(document, runs, size=size, after=4)


ROTATED19_STYLES: dict[str, Style] = {
    "numberedsummary": Style("numberedsummary", _numberedsummary, family="sans"),
    "grantpi": Style("grantpi", _grantpi),
}

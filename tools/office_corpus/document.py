"""A whole ``.docx`` of one paper in one style, and the paper's truth.

``write_docx(paper, style, path)`` sets the page (A4 or Letter, margins), the
Normal style's font, the running head and the page-number footer, lets the
style write the front matter, breaks to the body's columns with a continuous
section break (as Word does for one-column front matter over a two-column
body), and writes the body.  ``truth_of`` gives what the PDF prints.
"""

from __future__ import annotations

import random
from pathlib import Path

import docx
from docx.document import Document
from docx.oxml.ns import qn
from docx.shared import Pt
from latex_corpus.paper import Paper
from pdfgen.corpus import Truth

from office_corpus.batch import paper_truth
from office_corpus.body import write_body
from office_corpus.docx_parts import ALIGN, continuous_section, page_field, set_font
from office_corpus.look import Look, draw_look
from office_corpus.scripts import sentence
from office_corpus.scripttitles import ended_title
from office_corpus.styles import Style

_JOURNALS = ("J. Appl. Res.", "Int. Rev. Methods", "Lett. Data Sci.", "Ann. Meas.")


def _columns_of(document: Document) -> int:
    cols = document.sections[-1]._sectPr.find(qn("w:cols"))
    return int(cols.get(qn("w:num"), "1")) if cols is not None else 1


def _furniture(document: Document, paper: Paper, style: Style, rng: random.Random) -> None:
    section = document.sections[0]
    if style.header:
        surname = paper.authors[0].name.split()[-1]
        if style.header == "journal":
            journal, year = rng.choice(_JOURNALS), rng.randint(2015, 2024)
            text = f"{journal} {year}, {rng.randint(1, 40)}, {rng.randint(100, 999)}"
        elif rng.random() < 0.5:
            text = surname + (" et al." if len(paper.authors) > 1 else "")
        else:
            words = paper.title.split()
            text = " ".join(words[:6]) + ("…" if len(words) > 6 else "")
        head = section.header.paragraphs[0]
        head.text = text
        head.alignment = ALIGN["right"] if rng.random() < 0.5 else ALIGN["centre"]
        for run in head.runs:
            run.font.size = Pt(8)
            run.italic = True
    if style.page_numbers:
        foot = section.footer.paragraphs[0]
        foot.alignment = ALIGN["centre"]
        page_field(foot)


def write_docx(
    paper: Paper,
    style: Style,
    path: Path,
    *,
    scripts: bool = False,
    titled: list[str] | None = None,
) -> Look:
    """Write ``paper`` in ``style`` to ``path``; returns the look drawn for it.  With
    ``scripts`` the body holds :func:`office_corpus.scripts.sentence`'s paragraphs, and
    where :func:`~office_corpus.scripttitles.ended_title` ends the title, the title a
    reader should give is appended to ``titled``."""
    rng = random.Random(f"{style.name}:{paper.seed}")
    look = draw_look(rng)
    document = docx.Document()
    section = document.sections[0]
    section.page_width, section.page_height = (Pt(595), Pt(842)) if look.a4 else (Pt(612), Pt(792))
    margin = Pt(rng.choice([54, 60, 72]))
    section.left_margin = section.right_margin = section.top_margin = section.bottom_margin = margin
    set_font(document, look.serif if style.family == "serif" else look.sans, look.body_size)
    _furniture(document, paper, style, rng)
    style.front(document, paper, look, rng)
    title = ended_title(document, paper) if scripts else None
    if title is not None and titled is not None:
        titled.append(title)
    if _columns_of(document) != style.body_columns:
        continuous_section(document, style.body_columns)
    runs = sentence(paper)[0] if scripts else None
    write_body(document, paper.others, look, paper.seed, caps=style.caps_headings, scripts=runs)
    document.save(str(path))
    return look


def truth_of(paper: Paper, style: Style, name: str, split: str, look: Look) -> Truth:
    """What ``paper`` written in ``style`` prints, in pdfgen's truth format."""
    font = look.serif if style.family == "serif" else look.sans
    return paper_truth(
        paper,
        name,
        split,
        style.name,
        engine="office",
        heldout=style.heldout,
        no_abstract=style.no_abstract,
        columns=style.body_columns,
        layout={"font": font, "size": look.body_size},
    )

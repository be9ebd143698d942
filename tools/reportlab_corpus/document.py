"""A whole ReportLab PDF of one paper in one style, and the paper's truth.

``write_pdf(paper, style, path)`` lays the first page out with frames: a full-width
frame as tall as the front matter measures, then the body's one or two column frames
under it (shortened over the first page's footnotes); later pages hold the columns
alone.  The body is headed sections of other records' prose, a table and a numbered
reference list.  ``truth_of`` gives what the PDF prints.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace
from pathlib import Path
from xml.sax.saxutils import escape

from latex_corpus.body import SECTIONS
from latex_corpus.paper import Paper
from office_corpus.batch import paper_truth
from pdfgen.corpus import Truth
from pdfgen.people import initialled
from pdfgen.sources import Record
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    KeepTogether,
    NextPageTemplate,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

from reportlab_corpus.abstracts61 import column_flow, printed
from reportlab_corpus.abstracts66 import printed66
from reportlab_corpus.abstracts67 import printed67
from reportlab_corpus.abstracts68 import BODY68, body_flow68, spill_cut68
from reportlab_corpus.abstracts72 import printed72, story72
from reportlab_corpus.fonts import family_for
from reportlab_corpus.front import front_matter, text_style
from reportlab_corpus.style import Style

_VENUES = ("Journal of Applied Studies", "Review of Measurement", "Transactions on Systems")
_JOURNALS = ("J. Appl. Res.", "Int. Rev. Methods", "Lett. Data Sci.", "Ann. Meas.")


@dataclass(frozen=True)
class Look:
    """What was drawn for one PDF: its font family, body size, page size, and the plain
    text of its body's paragraphs and references (``build.py``'s ``body.jsonl``), and the
    abstract as printed where the style relabels it (``abstracts61.printed``; "" where it
    is the record's)."""

    family: str
    size: float
    a4: bool
    body: tuple[str, ...] = ()
    abstract: str = ""


def _prose(record: Record, rng: random.Random, number: int) -> str:
    text = re.sub(r"^(?:abstract|summary)\W*", "", record.abstract_text, flags=re.I)
    sentences = [s for s in text.split(". ") if s]
    return ". ".join(sentences[: rng.randint(3, 7)]).rstrip(".") + f". [{number}]"


def _reference(number: int, record: Record, rng: random.Random) -> str:
    names = [initialled(n) for n in record.authors[:3]] or ["A. Anonymous"]
    more = ", et al." if len(record.authors) > 3 else ""
    year = record.year or rng.randint(1995, 2023)
    return f"[{number}] {', '.join(names)}{more}, “{record.title},” {rng.choice(_VENUES)}, {year}."


def _body(
    paper: Paper, font: str, size: float, rng: random.Random, plain: list[str]
) -> list[Flowable]:
    """The body's flowables; the plain text of its paragraphs and references goes into
    ``plain``."""
    others = paper.others[:10]
    per = max(1, len(others) // len(SECTIONS))
    head = text_style(font, size + 1, spaceBefore=8, spaceAfter=3)
    prose = text_style(font, size, "justify", spaceAfter=4, firstLineIndent=10)
    flow: list[Flowable] = []
    for index, title in enumerate(SECTIONS):
        flow.append(Paragraph(f"<b>{index + 1}. {title}</b>", head))
        end = (index + 1) * per if index < len(SECTIONS) - 1 else len(others)
        for offset, record in enumerate(others[index * per : end]):
            plain.append(_prose(record, rng, index * per + offset + 1))
            flow.append(Paragraph(escape(plain[-1]), prose))
        if title == "Results":
            cell = text_style(font, size - 1)
            rows = [["Setting", "Precision", "Recall"]] + [
                [name, f"{rng.uniform(0.5, 0.99):.3f}", f"{rng.uniform(0.5, 0.99):.3f}"]
                for name in ("Baseline", "Variant A", "Full model")
            ]
            flow.append(Paragraph("Table 1. Scores of the compared settings.", cell))
            table = Table([[Paragraph(v, cell) for v in row] for row in rows])
            table.setStyle(TableStyle([("LINEABOVE", (0, 0), (-1, 0), 0.5, "black")]))
            flow.append(table)
    flow.append(Paragraph("<b>References</b>", head))
    refs = text_style(font, size - 1, leftIndent=12, firstLineIndent=-12, spaceAfter=2)
    for number, record in enumerate(others, start=1):
        plain.append(_reference(number, record, rng))
        flow.append(Paragraph(escape(plain[-1]), refs))
    return flow


def write_pdf(paper: Paper, style: Style, path: Path) -> Look:
    """Write ``paper`` in ``style`` to ``path`` (a PDF); returns the look drawn for it."""
    rng = random.Random(f"{style.name}:{paper.seed}")
    shown = printed72(printed67(printed66(printed(paper, style.abstract), style.abstract),
                                style.abstract), style.abstract)  # fmt: skip
    relabelled = shown.record.abstract_text if shown is not paper else ""
    paper = shown
    texts = [paper.title, paper.record.abstract_text, *(a.name for a in paper.authors)]
    texts += [place.line() for place in paper.affiliations] + list(paper.keywords)
    texts += [f"{r.title} {' '.join(r.authors)} {r.abstract_text}" for r in paper.others[:10]]
    family, font = family_for(style.font, texts)
    look = Look(family, rng.choice([9.0, 9.5, 10.0]), rng.random() < 0.5)
    width, height = A4 if look.a4 else LETTER
    margin = rng.choice([50, 56, 64])
    inner = width - 2 * margin
    front, foot = front_matter(paper, style, font, look.size, inner)
    tall = _measure(front, inner, height)
    foot_height = (look.size * 1.3) * len(foot) + (8 if foot else 0)
    gap = 14
    column = (inner - gap * (style.columns - 1)) / style.columns
    top = height - margin

    roof = top - tall - 8
    spill = style.abstract in BODY68
    cut, lift = spill_cut68(paper, style, (font, look.size), (column, roof, margin), foot)

    def columns(bottom: float, roof: float, first: bool) -> list[Frame]:
        lows = [bottom] * style.columns
        if first and spill:  # the first column cut over the notes, the others whole
            lows = [cut] + [margin] * (style.columns - 1)
        return [
            Frame(margin + i * (column + gap), lows[i], column, roof - lows[i],
                  id=f"c{i}{first}", leftPadding=0, rightPadding=0, topPadding=0,
                  bottomPadding=0)
            for i in range(style.columns)
        ]  # fmt: skip

    head_frame = Frame(margin, top - tall - 4, inner, tall + 4, id="front", leftPadding=0,
                       rightPadding=0, topPadding=0, bottomPadding=0)  # fmt: skip
    header = _header_text(paper, style, rng)

    def first_page(canvas: Canvas, _doc: object) -> None:
        canvas.setFont(font, look.size - 1.5)
        base = cut - 6 if spill else margin + foot_height
        _notes(canvas, foot, (font, look.size), (margin, base, column if spill else inner), spill)
        _folio(canvas, font, look.size, width, margin)

    def later_page(canvas: Canvas, _doc: object) -> None:
        if header:
            canvas.setFont(font.replace("-0", "-2") if font.endswith("-0") else font, 8)
            canvas.drawRightString(width - margin, height - margin + 14, header)
        _folio(canvas, font, look.size, width, margin)

    doc = BaseDocTemplate(str(path), pagesize=(width, height), leftMargin=margin,
                          rightMargin=margin, topMargin=margin, bottomMargin=margin,
                          title="", author="")  # fmt: skip
    doc.addPageTemplates([
        PageTemplate("first", [head_frame, *columns(margin + foot_height, roof, True)]
                     if roof - margin - foot_height > 2 * look.size else [head_frame],
                     onPage=first_page),
        PageTemplate("later", columns(margin, top, False), onPage=later_page),
    ])  # fmt: skip
    plain: list[str] = []
    story: list[Flowable] = [*front, NextPageTemplate("later")]  # a title page's break after
    story += story72(paper, style.abstract, style.label, style.keywords, font, look.size)
    if style.abstract == "acm-column":
        story += column_flow(paper, style.keywords, font, look.size)
    if spill:
        story += [Spacer(1, lift)] if lift else []
        story += body_flow68(paper, style.label, style.keywords, font, look.size)
    story += _body(paper, font, look.size, rng, plain)
    doc.build(story)
    return replace(look, body=tuple(plain), abstract=relabelled)


def _notes(
    canvas: Canvas,
    foot: list[str],
    face: tuple[str, float],
    place: tuple[float, float, float],
    wrapped: bool,
) -> None:
    """Draw the first page's notes ``foot`` (markup) under a short rule: ``face`` is the
    text's font and size, ``place`` the notes' left edge, the rule's height and the
    notes' measure; ``wrapped`` notes take as many lines as they need (abs68's cut
    abstracts), the others one line each."""
    (font, size), (left, base, measure) = face, place
    y = base - 8 - size
    if foot:
        canvas.line(left, base - 4, left + min(120, measure / 2), base - 4)
    for line in foot:
        note = Paragraph(line, text_style(font, size - 1.5))
        if not wrapped:
            note.wrapOn(canvas, measure, size * 2)
            note.drawOn(canvas, left, y)
            y -= size * 1.3
            continue
        _w, high = note.wrapOn(canvas, measure, size * 4)
        note.drawOn(canvas, left, y - high + size * 1.2)
        y -= high + size * 0.1


def _measure(flow: list[Flowable], width: float, height: float) -> float:
    """The height ``flow`` takes in a frame ``width`` wide (a ``KeepTogether`` by its
    content's)."""
    total = 0.0
    for item in flow:
        if isinstance(item, KeepTogether):
            total += _measure(list(item._content), width, height)
            continue
        total += item.wrap(width, height)[1] + item.getSpaceBefore() + item.getSpaceAfter()
    return total


def _header_text(paper: Paper, style: Style, rng: random.Random) -> str:
    if not style.header:
        return ""
    if rng.random() < 0.5:
        surname = paper.authors[0].name.split()[-1]
        return surname + (" et al." if len(paper.authors) > 1 else "")
    return f"{rng.choice(_JOURNALS)} {rng.randint(2015, 2024)}, {rng.randint(1, 40)}"


def _folio(canvas: Canvas, font: str, size: float, width: float, margin: float) -> None:
    canvas.setFont(font, size - 1)
    canvas.drawCentredString(width / 2, margin - 24, str(canvas.getPageNumber()))


def truth_of(paper: Paper, style: Style, name: str, split: str, look: Look) -> Truth:
    """What ``paper`` written in ``style`` prints, in pdfgen's truth format."""
    truth = paper_truth(
        paper,
        name,
        split,
        style.name,
        engine="reportlab",
        heldout=style.heldout,
        columns=style.columns,
        layout={"font": look.family, "size": look.size},
    )
    return replace(truth, abstract=look.abstract) if look.abstract else truth

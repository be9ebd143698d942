"""A first page's front-matter flowables in one style (Platypus ``Paragraph`` with
``<super>`` marks, ``Table`` for places and boxed abstracts, ``KeepTogether``).

The title, the names and the abstract are the record's own text (XML-escaped for
Platypus' markup), so the truth is what the PDF prints."""

from __future__ import annotations

import string
from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer, Table, TableStyle

from reportlab_corpus.abstracts61 import KINDS61, head_flow
from reportlab_corpus.abstracts62 import KINDS62, head_flow62
from reportlab_corpus.abstracts63 import KINDS63, head_flow63
from reportlab_corpus.abstracts64 import KINDS64, head_flow64
from reportlab_corpus.abstracts65 import KINDS65, head_flow65
from reportlab_corpus.abstracts66 import KINDS66, foot66, head_flow66
from reportlab_corpus.abstracts67 import KINDS67, head_flow67
from reportlab_corpus.abstracts68 import KINDS68, foot68, head_flow68
from reportlab_corpus.abstracts69 import KINDS69, head_flow69
from reportlab_corpus.abstracts70 import KINDS70, head_flow70
from reportlab_corpus.abstracts71 import KINDS71, head_flow71, lead71
from reportlab_corpus.abstracts72 import KINDS72, head_flow72, lead72
from reportlab_corpus.style import Style


def mark(index: int, style: Style) -> str:
    """Affiliation ``index``'s mark (0-based): 1, 2, … or a, b, …"""
    return string.ascii_lowercase[index] if style.marks == "letters" else str(index + 1)


def text_style(font: str, size: float, align: str = "left", **extra: float) -> ParagraphStyle:
    """A paragraph style of ``font`` at ``size`` points, aligned "left", "centre",
    "right" or "justify"."""
    alignment = {"left": TA_LEFT, "centre": TA_CENTER, "justify": TA_JUSTIFY, "right": TA_RIGHT}[
        align
    ]
    return ParagraphStyle(
        f"{font}-{size}-{align}",
        fontName=font,
        fontSize=size,
        leading=size * 1.2,
        alignment=alignment,
        **extra,
    )


def byline(paper: Paper, style: Style) -> str:
    """The names in Platypus markup, each with its ``<super>`` marks (and ``*`` for the
    corresponding author), commas between and "and" before the last."""
    parts = []
    count = len(paper.authors)
    for i, author in enumerate(paper.authors):
        marks = [mark(a, style) for a in author.affiliations] if len(paper.affiliations) > 1 else []
        if author.corresponding:
            marks.append("*")
        sep = "" if not i else (" and " if i == count - 1 else ", ")
        sup = f"<super>{','.join(marks)}</super>" if marks else ""
        parts.append(f"{sep}{escape(author.name)}{sup}")
    return "".join(parts)


def place_lines(paper: Paper, style: Style) -> list[str]:
    """Each affiliation as one marked line of markup (unmarked when it is the only one)."""
    many = len(paper.affiliations) > 1
    return [
        (f"<super>{mark(i, style)}</super>" if many else "") + escape(place.line())
        for i, place in enumerate(paper.affiliations)
    ]


def _abstract_markup(paper: Paper, label: str) -> str:
    pieces = [f"<b>{escape(label)}</b>"] if label else []
    for section in paper.abstract:
        if section.label:
            pieces.append(f"<b>{escape(section.label)}</b>")
        pieces.append(escape(section.text))
    return " ".join(pieces)


def _abstract(paper: Paper, style: Style, font: str, size: float, width: float) -> list[Flowable]:
    body = text_style(font, size, "justify", spaceAfter=4)
    heading = text_style(font, size + 1, "left" if style.title_align == "left" else "centre")
    if style.abstract in KINDS61:
        return head_flow(paper, style.abstract, style.label, style.keywords, font, size)
    if style.abstract in KINDS62:
        return head_flow62(paper, style.abstract, style.label, style.keywords, font, size, width)
    if style.abstract in KINDS63:
        return head_flow63(paper, style.abstract, style.label, style.keywords, font, size, width)
    if style.abstract in KINDS64:
        return head_flow64(paper, style.abstract, style.label, style.keywords, font, size, width)
    if style.abstract in KINDS65:
        return head_flow65(paper, style.abstract, style.label, style.keywords, font, size, width)
    if style.abstract in KINDS66:
        return head_flow66(paper, style.abstract, style.label, style.keywords, font, size, width)
    if style.abstract in KINDS67:
        return head_flow67(paper, style.abstract, style.label, style.keywords, font, size, width)
    if style.abstract in KINDS68:
        return head_flow68(paper, style.abstract, style.label, style.keywords, font, size, width)
    if style.abstract in KINDS69:
        return head_flow69(paper, style.abstract, style.label, style.keywords, font, size, width)
    if style.abstract in KINDS70:
        return head_flow70(paper, style.abstract, style.label, style.keywords, font, size, width)
    if style.abstract in KINDS71:
        return head_flow71(paper, style.abstract, style.label, style.keywords, font, size, width)
    if style.abstract in KINDS72:
        return head_flow72(paper, style.abstract, style.label, style.keywords, font, size, width)
    if style.abstract == "runin":
        return [Paragraph(_abstract_markup(paper, style.label), body)]
    if style.abstract == "headingless":
        return [Paragraph(_abstract_markup(paper, ""), text_style(font, size, "justify"))]
    head = Paragraph(f"<b>{escape(style.label)}</b>", heading)
    text = Paragraph(_abstract_markup(paper, ""), body)
    if style.abstract == "heading":
        return [KeepTogether([head, Spacer(1, 3), text])]
    box = Table([[head], [text]], colWidths=[width - 12])
    box.setStyle(
        TableStyle(
            [("BOX", (0, 0), (-1, -1), 0.6, colors.black), ("TOPPADDING", (0, 0), (-1, 0), 6)]
        )
    )
    return [box]


_JOURNALS = ("Journal of Applied Studies", "Review of Measurement", "Annals of Field Data")


def _banner(paper: Paper, font: str, size: float, width: float) -> list[Flowable]:
    """A journal's line ruled off over the title: name, volume and year on the left, a
    DOI on the right."""
    journal = _JOURNALS[paper.seed % len(_JOURNALS)]
    left = f"<i>{journal}</i> {paper.seed % 40 + 1} ({2015 + paper.seed % 10})"
    right = f"doi:10.5555/jas.{paper.seed % 9000 + 1000}"
    cells = [[Paragraph(left, text_style(font, size - 1)),
              Paragraph(right, text_style(font, size - 1, "right"))]]  # fmt: skip
    table = Table(cells, colWidths=[width * 0.6, width * 0.4])
    table.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black)]))
    return [table, Spacer(1, 14)]


def front_matter(
    paper: Paper, style: Style, font: str, size: float, width: float
) -> tuple[list[Flowable], list[str]]:
    """The front matter's flowables for a frame ``width`` points wide, and the lines
    left for the first page's foot (the places, where ``style.places`` is "footnote",
    then the corresponding author's e-mail)."""
    align = style.title_align
    note = "<super>\u2020</super>" if style.title_note else ""
    flow: list[Flowable] = [*_banner(paper, font, size, width)] if style.banner else []
    flow += [
        Paragraph(
            f"<b>{escape(paper.title)}</b>{note}", text_style(font, size + 8, align, spaceAfter=10)
        ),
        *lead71(paper, style.abstract, font, size),
        *lead72(paper, style.abstract, font, size),
        Paragraph(byline(paper, style), text_style(font, size + 2, align, spaceAfter=6)),
    ]
    foot = ["\u2020 This work was supported by the Research Council."] if note else []
    places = place_lines(paper, style)
    if style.places == "under":
        flow += [Paragraph(f"<i>{line}</i>", text_style(font, size - 1, align)) for line in places]
    elif style.places == "table":
        many = len(paper.affiliations) > 1
        rows = [
            [Paragraph(mark(i, style) if many else "", text_style(font, size - 1)),
             Paragraph(line.split("</super>")[-1], text_style(font, size - 1))]
            for i, line in enumerate(places)
        ]  # fmt: skip
        table = Table(
            rows, colWidths=[14, width - 40], hAlign="CENTER" if align == "centre" else "LEFT"
        )
        table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
        flow.append(table)
    else:
        foot += places
    foot += foot66(paper, style.abstract) + foot68(paper, style.abstract)
    email = ", ".join(a.email for a in paper.authors if a.corresponding)
    if email:
        foot.append(f"* Corresponding author: {escape(email)}")
    flow.append(Spacer(1, 12))
    flow += _abstract(paper, style, font, size, width)
    if (
        style.keywords
        and paper.keywords
        and style.abstract
        not in KINDS61
        + KINDS62
        + KINDS63
        + KINDS64
        + KINDS65
        + KINDS66
        + KINDS67
        + KINDS68
        + KINDS69
        + KINDS70
        + KINDS71
        + KINDS72
    ):
        words = escape(", ".join(paper.keywords))
        flow.append(Paragraph(f"<b>{escape(style.keywords)}</b> {words}", text_style(font, size)))
    flow.append(Spacer(1, 14))
    return flow, foot

"""Abstract shapes the round-65 abstracts track holds out (abs65): real journals' first
pages with their clutter, never read paper by paper.

Each is a :class:`reportlab_corpus.styles.Style` ``abstract`` value:

* ``spaced-info``: an "A R T I C L E   I N F O" column (letters spaced apart) left of an
  "A B S T R A C T" column: the article's history, "Available online", the keywords one
  a line; under the abstract a small right-aligned copyright and licence line;
* ``significance-beside``: a two-cell row, the abstract headingless in bold in the wide
  left cell, a shaded "Significance" box (made up; never truth) in the narrow right one;
* ``context-box``: a "Summary" heading over the abstract in the wide left cell, a shaded
  "Research in context" box in the narrow right one with its own bold sub-headings
  ("Evidence before this study", "Added value of this study"; made up);
* ``resume-first``: a bold "Résumé" over a French paragraph and its "Mots-clés" line,
  then a bold "Abstract" over the abstract and its keywords;
* ``figure-split``: a bold "Abstract" over the abstract's first half, a grey full-width
  figure with its caption, then the second half;
* ``scrambled-box``: a shaded box whose lines are drawn as separate text objects from
  the last up, the "Abstract" heading drawn last, then keywords.

:func:`head_flow65` gives the head's abstract flowables (the keywords too: a style of
these kinds prints no other keyword line).
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.lib.fonts import tt2ps
from reportlab.lib.utils import simpleSplit
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from reportlab_corpus.abstracts63 import _FRENCH, _halves
from reportlab_corpus.abstracts64 import _history

KINDS65 = (
    "spaced-info",
    "significance-beside",
    "context-box",
    "resume-first",
    "figure-split",
    "scrambled-box",
)

_SIGNIFICANCE = (
    "Counts that guide public decisions are often gathered in ways that hide their "
    "errors. This work shows how simple checks make such counts more trustworthy."
)
_CONTEXT = (
    ("Evidence before this study", "We searched two registries for earlier reports and "
     "found few that checked their own measurements."),
    ("Added value of this study", "This is the first check of its kind across sites."),
)  # fmt: skip
_SHADE = colors.Color(0.88, 0.92, 0.97)


def _spaced(word: str) -> str:
    """``word`` with its letters spaced apart, words three spaces apart."""
    return "   ".join(" ".join(part) for part in word.split())


class _Figure(Flowable):  # type: ignore[misc]  # (ReportLab ships no types)
    """A grey rectangle standing for a figure."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.width, self.height = width, height

    def draw(self) -> None:
        self.canv.setFillColor(colors.lightgrey)
        self.canv.rect(0, 0, self.width, self.height, stroke=1, fill=1)


class _Scrambled(Flowable):  # type: ignore[misc]
    """A shaded box whose lines are drawn from the last up, the heading last."""

    def __init__(self, heading: str, text: str, font: str, size: float, width: float) -> None:
        super().__init__()
        self.heading, self.font, self.size = heading, font, size
        self.lines = simpleSplit(text, font, size, width - 16)
        self.width = width
        self.height = (len(self.lines) + 1) * size * 1.25 + 14

    def draw(self) -> None:
        canvas, step = self.canv, self.size * 1.25
        canvas.setFillColor(_SHADE)
        canvas.rect(0, 0, self.width, self.height, stroke=0, fill=1)
        canvas.setFillColor(colors.black)
        top = self.height - 7 - self.size
        for index in reversed(range(len(self.lines))):
            canvas.setFont(self.font, self.size)
            canvas.drawString(8, top - (index + 1) * step, self.lines[index])
        canvas.setFont(tt2ps(self.font, 1, 0), self.size)
        canvas.drawString(8, top, self.heading)


def _shaded(cells: list[Flowable], width: float) -> Table:
    box = Table([[cells]], colWidths=[width])
    box.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), _SHADE),
                             ("VALIGN", (0, 0), (-1, -1), "TOP")]))  # fmt: skip
    return box


def _row(left: list[Flowable], right: list[Flowable], widths: list[float]) -> Table:
    table = Table([[left, right]], colWidths=widths)
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return table


def head_flow65(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float, width: float
) -> list[Flowable]:
    """The head's abstract flowables for ``kind``, keywords included, in a frame
    ``width`` points wide."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    abstract = escape(paper.record.abstract_text)
    body = text_style(font, size, "justify", spaceAfter=4)
    small = text_style(font, size - 1.5, "left", spaceAfter=1)
    heading = text_style(font, size + 1, "left", spaceBefore=4, spaceAfter=3)
    words = escape(", ".join(paper.keywords)) if keywords and paper.keywords else ""
    keyline = [Paragraph(f"<b>{escape(keywords)}</b> {words}", body)] if words else []
    year = 2015 + paper.seed % 10
    if kind == "spaced-info":
        left = [Paragraph(_spaced("ARTICLE INFO"), heading)]
        left += [Paragraph(line, small) for line in _history(paper)]
        left.append(Paragraph(f"Available online {paper.seed % 27 + 1} May {year}", small))
        if words:
            left.append(Paragraph(f"<i>{escape(keywords)}</i>", small))
            left += [Paragraph(escape(word), small) for word in paper.keywords]
        licence = (
            f"© {year} The Authors. Published by Field Press Ltd. This is an open access "
            "article under the CC BY license."
        )
        right = [Paragraph(_spaced("ABSTRACT"), heading), Paragraph(abstract, body),
                 Paragraph(licence, text_style(font, size - 1.5, "right"))]  # fmt: skip
        return [_row(left, right, [width * 0.3, width * 0.7 - 6])]
    if kind == "significance-beside":
        sig = _shaded([Paragraph("<b>Significance</b>", heading),
                       Paragraph(escape(_SIGNIFICANCE), small)], width * 0.28 - 12)  # fmt: skip
        left = [Paragraph(f"<b>{abstract}</b>", text_style(font, size - 1, "justify"))]
        return [_row(left, [sig], [width * 0.72, width * 0.28 - 6]), *keyline]
    if kind == "context-box":
        inner: list[Flowable] = [Paragraph("<b>Research in context</b>", heading)]
        for head, text in _CONTEXT:
            inner += [Paragraph(f"<b>{head}</b>", small), Paragraph(text, small)]
        left = [Paragraph(f"<b>{escape(label)}</b>", heading), Paragraph(abstract, body)]
        return [_row(left, [_shaded(inner, width * 0.32 - 12)],
                     [width * 0.68, width * 0.32 - 6]), *keyline]  # fmt: skip
    if kind == "resume-first":
        return [
            Paragraph("<b>Résumé</b>", heading),
            Paragraph(escape(_FRENCH), small),
            Paragraph("<b>Mots-clés :</b> mesure, fiabilité, terrain", small),
            Paragraph(f"<b>{escape(label)}</b>", heading),
            Paragraph(abstract, text_style(font, size - 1.5, "justify", spaceAfter=4)),
            *keyline,
        ]
    if kind == "figure-split":
        first, second = _halves(paper.record.abstract_text)
        caption = text_style(font, size - 1.5, "centre", spaceAfter=6)
        figure = Paragraph("Figure 1. Overview of the study sites.", caption)
        flow: list[Flowable] = [Paragraph(f"<b>{escape(label)}</b>", heading)]
        flow += [Paragraph(escape(first), body), _Figure(width, 36), figure]
        return flow + ([Paragraph(escape(second), body)] if second else []) + keyline
    return [_Scrambled(label, paper.record.abstract_text, font, size, width), *keyline]

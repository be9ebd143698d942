"""Abstract shapes the round-64 abstracts track holds out (abs64): real papers' layouts
no earlier generator draws, never read paper by paper.

Each is a :class:`reportlab_corpus.styles.Style` ``abstract`` value:

* ``dash-indent``: one paragraph, its first line indented, opening with a run-in bold
  italic "Abstract—" (a transactions' way, here in a one-column layout), then an
  indented run-in "Index Terms—" paragraph of keywords;
* ``article-info``: a rule, then a two-cell row: a narrow left cell headed "ARTICLE
  INFO" with the article's history (received, revised, accepted dates; made up) and the
  keywords one a line, the wide right cell headed "ABSTRACT" over the abstract; a rule;
* ``lay-first``: a bold "Lay Summary" heading over a lay paragraph (made up; never
  truth), then a bold "Abstract" heading over the abstract, then keywords;
* ``rotated-label``: a two-cell row, the narrow left cell shaded with the label printed
  turned a quarter (reading upwards), the abstract in the wide right cell;
* ``shaded-span``: a shaded box without a frame, the bold heading inside over the
  abstract, across the page over a two-column body.

:func:`head_flow64` gives the head's abstract flowables (the keywords too: a style of
these kinds prints no other keyword line).
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.lib.fonts import tt2ps
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

KINDS64 = ("dash-indent", "article-info", "lay-first", "rotated-label", "shaded-span")

_LAY = (
    "People often rely on numbers that are hard to measure well. We checked how these "
    "numbers are usually gathered and found a few simple habits that make them more "
    "trustworthy for everyone who uses them."
)
_MONTHS = ("January", "March", "April", "June", "August", "October", "November")


class _Turned(Flowable):  # type: ignore[misc]  # (ReportLab ships no types)
    """A short bold label drawn turned a quarter, reading upwards."""

    def __init__(self, text: str, font: str, size: float) -> None:
        super().__init__()
        self.text, self.font, self.size = text, font, size
        self.width, self.height = size * 1.4, len(text) * size * 0.8 + 4

    def draw(self) -> None:
        canvas = self.canv
        canvas.saveState()
        canvas.translate(self.size, 2)
        canvas.rotate(90)
        canvas.setFont(self.font, self.size)
        canvas.drawString(0, 0, self.text)
        canvas.restoreState()


def _history(paper: Paper) -> list[str]:
    """An article's history lines (made up; never truth)."""
    year = 2014 + paper.seed % 9
    day = paper.seed % 27 + 1
    month = [_MONTHS[(paper.seed + i) % len(_MONTHS)] for i in range(3)]
    return [
        "<i>Article history:</i>",
        f"Received {day} {month[0]} {year}",
        f"Received in revised form {day + 1} {month[1]} {year}",
        f"Accepted {day} {month[2]} {year + 1}",
    ]


def head_flow64(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float, width: float
) -> list[Flowable]:
    """The head's abstract flowables for ``kind``, keywords included, in a frame
    ``width`` points wide."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    abstract = escape(paper.record.abstract_text)
    body = text_style(font, size, "justify", spaceAfter=4)
    heading = text_style(font, size + 1, "left", spaceBefore=4, spaceAfter=3)
    words = escape(", ".join(paper.keywords)) if keywords and paper.keywords else ""
    keyline = [Paragraph(f"<b>{escape(keywords)}</b> {words}", body)] if words else []
    if kind == "dash-indent":
        indented = text_style(font, size, "justify", spaceAfter=4, firstLineIndent=12)
        flow = [Paragraph(f"<b><i>{escape(label)}</i></b>{abstract}", indented)]
        if words:
            flow.append(Paragraph(f"<b><i>{escape(keywords)}</i></b>{words}", indented))
        return flow
    if kind == "lay-first":
        return [
            Paragraph("<b>Lay Summary</b>", heading),
            Paragraph(escape(_LAY), body),
            Paragraph(f"<b>{escape(label)}</b>", heading),
            Paragraph(abstract, body),
            *keyline,
        ]
    if kind == "article-info":
        small = text_style(font, size - 1.5, "left", spaceAfter=1)
        left = [Paragraph("<b>ARTICLE INFO</b>", heading)]
        left += [Paragraph(line, small) for line in _history(paper)]
        if keywords and paper.keywords:
            left.append(Paragraph(f"<i>{escape(keywords)}</i>", small))
            left += [Paragraph(escape(word), small) for word in paper.keywords]
        right = [Paragraph(f"<b>{escape(label)}</b>", heading), Paragraph(abstract, body)]
        table = Table([[left, right]], colWidths=[width * 0.28, width * 0.72 - 6])
        table.setStyle(
            TableStyle(
                [
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("LINEABOVE", (0, 0), (-1, 0), 0.6, colors.black),
                    ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
                ]
            )
        )
        return [table]
    if kind == "rotated-label":
        cells = [[_Turned(label, tt2ps(font, 1, 0), size + 2),
                  Paragraph(abstract, body)]]  # fmt: skip
        table = Table(cells, colWidths=[size * 2.6, width - size * 2.6 - 6])
        table.setStyle(
            TableStyle(
                [
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("BACKGROUND", (0, 0), (0, 0), colors.lightgrey),
                ]
            )
        )
        return [table, *keyline]
    box = Table(
        [[[Paragraph(f"<b>{escape(label)}</b>", heading), Paragraph(abstract, body)]]],
        colWidths=[width - 12],
    )
    box.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (-1, -1), colors.Color(0.9, 0.92, 0.96)),
                ("TOPPADDING", (0, 0), (-1, -1), 6),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
            ]
        )
    )
    return [box, *keyline]

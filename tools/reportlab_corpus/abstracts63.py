"""Abstract shapes the round-63 abstracts track holds out (abs63): real papers' layouts
no earlier generator draws, never read paper by paper.

Each is a :class:`reportlab_corpus.styles.Style` ``abstract`` value:

* ``two-language``: a two-cell row in small print, a bold "Summary" heading over the
  abstract in the wide left cell, a bold "Résumé" heading over a French paragraph (made
  up; never truth) in the narrow right cell, then keywords across the page;
* ``keywords-inline``: a bold "Abstract" heading over one paragraph that runs on after
  the abstract's last sentence into a bold "Keywords:" and the keywords;
* ``graphical-beside``: a bold "Abstract" heading, then a two-cell row: a grey framed
  picture cell ("Graphical abstract", a caption under it) on the left, the abstract on
  the right, top-aligned;
* ``executive-summary``: a report's bold "Executive Summary" heading, a point larger,
  over the abstract set as two paragraphs (cut between sentences), no keywords.

:func:`head_flow63` gives the head's abstract flowables (the keywords too: a style of
these kinds prints no other keyword line).
"""

from __future__ import annotations

import re
from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

KINDS63 = ("two-language", "keywords-inline", "graphical-beside", "executive-summary")

_FRENCH = (
    "Nous avons étudié les mesures habituelles de ce domaine et proposé des moyens "
    "simples de les rendre plus fiables. Les résultats montrent une amélioration nette "
    "de la précision sur plusieurs sites et pendant une longue période."
)


def _halves(text: str) -> tuple[str, str]:
    """``text`` cut between sentences near its middle (the whole and "" when it has one
    sentence)."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text) if s.strip()]
    if len(sentences) < 2:
        return text, ""
    cut = len(sentences) // 2
    return " ".join(sentences[:cut]), " ".join(sentences[cut:])


def _grid(rows: list[list[Flowable]], widths: list[float], *, picture: bool) -> Table:
    table = Table(rows, colWidths=widths)
    rules = [("VALIGN", (0, 0), (-1, -1), "TOP")]
    if picture:
        rules += [("BOX", (0, 0), (0, 0), 0.6, colors.black),
                  ("BACKGROUND", (0, 0), (0, 0), colors.lightgrey)]  # fmt: skip
    table.setStyle(TableStyle(rules))
    return table


def head_flow63(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
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
    if kind == "two-language":
        small = text_style(font, size - 1.5, "justify")
        left = [Paragraph("<b>Summary</b>", heading), Paragraph(abstract, small)]
        right = [Paragraph("<b>Résumé</b>", heading), Paragraph(escape(_FRENCH), small)]
        cells = [width * 0.62 - 3, width * 0.38 - 3]
        return [_grid([[left, right]], cells, picture=False), *keyline]
    if kind == "keywords-inline":
        tail = f" <b>{escape(keywords)}</b> {words}" if words else ""
        return [Paragraph(f"<b>{escape(label)}</b>", heading), Paragraph(abstract + tail, body)]
    if kind == "graphical-beside":
        small = text_style(font, size - 1.5, "centre")
        picture = [Spacer(1, 40), Paragraph("<b>GRAPHICAL ABSTRACT</b>", small), Spacer(1, 40),
                   Paragraph("Fig. 0. Overview of the approach.", small)]  # fmt: skip
        cells = [[picture, Paragraph(abstract, body)]]
        return [
            Paragraph(f"<b>{escape(label)}</b>", heading),
            _grid(cells, [width * 0.3, width * 0.7 - 6], picture=True),
            *keyline,
        ]
    first, second = _halves(paper.record.abstract_text)
    flow: list[Flowable] = [
        Paragraph("<b>Executive Summary</b>", text_style(font, size + 2, "left", spaceAfter=6)),
        Paragraph(escape(first), body),
    ]
    return flow + ([Paragraph(escape(second), body)] if second else [])

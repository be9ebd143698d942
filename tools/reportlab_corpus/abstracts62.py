"""Abstract shapes the round-62 abstracts track holds out (abs62): real journals'
layouts no earlier generator draws, never read paper by paper.

Each is a :class:`reportlab_corpus.styles.Style` ``abstract`` value:

* ``pacs-inset``: a headingless abstract a point smaller than the body, inset from both
  sides of the page, then a physics letter's small record line ("DOI: …" and "PACS
  numbers: 42.50.Ct, …") over a two-column body;
* ``plain-summary``: a bold "Abstract" heading over the abstract, then a bold "Plain
  Language Summary" heading over a lay paragraph (made up; never truth), then keywords;
* ``strengths-box``: a bold "Abstract" heading over the abstract, then a framed box
  headed "Strengths and limitations of this study" with four bulleted lines (made up);
* ``margin-label``: a rule, then a two-cell row: the bold label alone in a narrow left
  cell, the abstract in the wide right cell, top-aligned; a keyword row the same way;
  a rule under it.

:func:`head_flow62` gives the head's abstract flowables (the keywords too: a style of
these kinds prints no other keyword line).
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

KINDS62 = ("pacs-inset", "plain-summary", "strengths-box", "margin-label")

_PACS = ("42.50.Ct", "03.67.Bg", "05.30.Jp", "73.43.-f", "75.10.Jm", "67.85.Hj")
_LAY = (
    "Many everyday decisions depend on measurements that are hard to make well. "
    "We looked at how the measurements in this field are usually taken, and we found "
    "simple ways to make them more reliable. These ideas could help other researchers "
    "and practitioners who rely on such data."
)
_STRENGTHS = (
    "The study drew on a large sample from several sites over a long period.",
    "Outcomes were defined before the analysis and checked by two reviewers.",
    "The design cannot rule out confounding by factors that were not recorded.",
    "Results may not carry over to settings with different resources.",
)


def _record_line(paper: Paper) -> str:
    """A physics letter's DOI and PACS line under the abstract (made up; never truth)."""
    codes = ", ".join(_PACS[(paper.seed + i) % len(_PACS)] for i in range(3))
    return f"DOI: 10.5555/PhysLett.{paper.seed % 90 + 10}.{paper.seed % 9000 + 1000}" + (
        f"&nbsp;&nbsp;&nbsp;&nbsp;PACS numbers: {codes}"
    )


def _keywords(paper: Paper, keywords: str, font: str, size: float) -> list[Flowable]:
    from reportlab_corpus.front import text_style  # (front imports this module)

    if not (keywords and paper.keywords):
        return []
    words = escape(", ".join(paper.keywords))
    return [Paragraph(f"<b>{escape(keywords)}</b> {words}", text_style(font, size))]


def _ruled_rows(
    paper: Paper, label: str, keywords: str, font: str, *, size: float, width: float
) -> list[Flowable]:
    """``margin-label``: label cells on the left, text cells on the right, ruled over and
    under."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    left = text_style(font, size, "left")
    right = text_style(font, size, "justify")
    rows = [[Paragraph(f"<b>{escape(label)}</b>", left),
             Paragraph(escape(paper.record.abstract_text), right)]]  # fmt: skip
    if keywords and paper.keywords:
        rows.append([Paragraph(f"<b>{escape(keywords)}</b>", left),
                     Paragraph(escape("; ".join(paper.keywords)), right)])  # fmt: skip
    table = Table(rows, colWidths=[width * 0.18, width * 0.82 - 6])
    table.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black),
                ("TOPPADDING", (0, 0), (-1, -1), 5),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
            ]
        )
    )
    return [table]


def head_flow62(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float, width: float
) -> list[Flowable]:
    """The head's abstract flowables for ``kind``, keywords included, in a frame
    ``width`` points wide."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    abstract = escape(paper.record.abstract_text)
    if kind == "margin-label":
        return _ruled_rows(paper, label, keywords, font, size=size, width=width)
    if kind == "pacs-inset":
        inset = width * 0.1
        block = text_style(font, size - 1, "justify", leftIndent=inset, rightIndent=inset)
        line = text_style(font, size - 2, "left", leftIndent=inset, spaceBefore=6)
        return [Paragraph(abstract, block), Paragraph(_record_line(paper), line)]
    body = text_style(font, size, "justify", spaceAfter=4)
    heading = text_style(font, size + 1, "left", spaceBefore=4)
    flow: list[Flowable] = [
        Paragraph(f"<b>{escape(label)}</b>", heading),
        Spacer(1, 3),
        Paragraph(abstract, body),
    ]
    if kind == "plain-summary":
        flow += [
            Paragraph("<b>Plain Language Summary</b>", heading),
            Spacer(1, 3),
            Paragraph(escape(_LAY), body),
        ]
        return flow + _keywords(paper, keywords, font, size)
    bullets = [Paragraph("<b>Strengths and limitations of this study</b>", body)]
    bullets += [Paragraph(f"\u25aa {escape(line)}", body) for line in _STRENGTHS]
    box = Table([[item] for item in bullets], colWidths=[width - 12])
    box.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.6, colors.black)]))
    return [*flow, *_keywords(paper, keywords, font, size), Spacer(1, 6), box]

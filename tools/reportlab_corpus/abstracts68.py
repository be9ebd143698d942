"""Abstract kinds the round-68 abstracts track holds out (abs68): the clutter of real
first pages where an abstract is cut, run on or unlabelled, never read paper by paper.

Each is a :class:`reportlab_corpus.styles.Style` ``abstract`` value:

* ``column-spill``: the abstract set in the body's two columns under its heading, the
  left column cut short over the first page's notes (correspondence, dates, licence,
  set under the left column only), the abstract going on at the right column's top,
  then keywords and the introduction (:data:`BODY68`; :func:`first_hold68`);
* ``page-spill``: one column, the abstract cut by the first page's notes and going on
  at the second page's top under its running head (:data:`BODY68`);
* ``italic-indent``: no heading; the abstract in italic, smaller, set in from both
  edges, then the introduction's first paragraph in roman at the whole measure with no
  heading (made up; never truth);
* ``bold-standfirst``: no heading; the abstract in bold one point larger, then the
  introduction's first paragraph, first line indented, with no heading (never truth);
* ``dropcap``: a heading over the abstract whose first letter is a dropped capital
  three lines tall, the rest of the text flowing round it;
* ``sidebar``: a shaded sidebar at the left holding the heading, the abstract in
  smaller type and the keywords; beside it an "Introduction" heading over the
  introduction's first paragraphs (never truth);
* ``copyright-end``: a heading over the abstract, then a "©" line and a licence
  sentence in the abstract's size and measure (never truth), then keywords.

:func:`head_flow68` gives the head's flowables, :func:`body_flow68` the body's opening
ones for :data:`BODY68`'s kinds, :func:`foot68` the first page's extra notes.
"""

from __future__ import annotations

from io import BytesIO
from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph
from reportlab.platypus.flowables import ImageAndFlowables

from reportlab_corpus.abstracts61 import _sentences
from reportlab_corpus.abstracts65 import _row, _shaded
from reportlab_corpus.style import Style

KINDS68 = (
    "column-spill",
    "page-spill",
    "italic-indent",
    "bold-standfirst",
    "dropcap",
    "sidebar",
    "copyright-end",
)
BODY68 = ("column-spill", "page-spill")
_LICENCE = (
    "This is an open access article under the terms of the Creative Commons Attribution "
    "License, which permits use, distribution and reproduction in any medium."
)


class _Capital(Flowable):  # type: ignore[misc]  # (ReportLab ships no types)
    """One letter drawn large, for a dropped capital."""

    def __init__(self, letter: str, font: str, size: float) -> None:
        super().__init__()
        self.letter, self.font, self.size = letter, font, size
        self.width, self.height = size * 0.8, size * 0.9

    def _restrictSize(self, _width: float, _height: float) -> tuple[float, float]:  # noqa: N802
        return self.width, self.height  # (ImageAndFlowables asks its picture this)

    def _unRestrictSize(self) -> None:  # noqa: N802
        return None

    def draw(self) -> None:
        self.canv.setFont(self.font, self.size)
        self.canv.drawString(0, self.size * 0.12, self.letter)


class _Dropped(ImageAndFlowables):  # type: ignore[misc]
    """Text flowing round a dropped capital, measurable outside a document (the
    front's height is measured before the build)."""

    def wrap(self, available: float, high: float) -> tuple[float, float]:
        if not hasattr(self, "canv"):
            self.canv = Canvas(BytesIO())
        return super().wrap(available, high)  # type: ignore[no-any-return]


def _intro(paper: Paper, count: int = 1) -> list[str]:
    others = [r.abstract_text for r in paper.others[:count]] or ["We begin with the setting."]
    return [" ".join(_sentences(t)[:3]) for t in others]


def _keyline(paper: Paper, keywords: str, style: object) -> list[Flowable]:
    if not (keywords and paper.keywords):
        return []
    return [Paragraph(f"<b>{escape(keywords)}</b> {escape(', '.join(paper.keywords))}", style)]


def head_flow68(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float, width: float
) -> list[Flowable]:
    """The head's abstract flowables for ``kind`` (none for :data:`BODY68`'s kinds), in
    a frame ``width`` points wide."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    if kind in BODY68:
        return []
    abstract = escape(paper.record.abstract_text)
    body = text_style(font, size, "justify", spaceAfter=4)
    heading = text_style(font, size + 1, "left", spaceBefore=4, spaceAfter=3)
    head = [Paragraph(f"<b>{escape(label)}</b>", heading)] if label else []
    intro = text_style(font, size, "justify", firstLineIndent=12, spaceAfter=3)
    if kind == "italic-indent":
        inset = text_style(font, size - 0.5, "justify", leftIndent=28, rightIndent=28,
                           spaceAfter=10)  # fmt: skip
        return [Paragraph(f"<i>{abstract}</i>", inset),
                *(Paragraph(escape(t), body) for t in _intro(paper))]  # fmt: skip
    if kind == "bold-standfirst":
        lead = text_style(font, size + 1, "justify", spaceAfter=8)
        return [Paragraph(f"<b>{abstract}</b>", lead),
                *(Paragraph(escape(t), intro) for t in _intro(paper))]  # fmt: skip
    if kind == "dropcap":
        text = paper.record.abstract_text
        rest = Paragraph(escape(text[1:]), body)
        cap = _Capital(text[0], font, size * 3.4)
        return [*head, _Dropped(cap, [rest], imageLeftPadding=0,
                                         imageRightPadding=3, imageSide="left"),
                *_keyline(paper, keywords, body)]  # fmt: skip
    if kind == "sidebar":
        small = text_style(font, size - 1.5, "left", spaceAfter=4)
        side = [Paragraph(f"<b>{escape(label)}</b>", heading), Paragraph(abstract, small),
                *_keyline(paper, keywords, small)]  # fmt: skip
        main = [Paragraph("<b>Introduction</b>", heading),
                *(Paragraph(escape(t), intro) for t in _intro(paper))]  # fmt: skip
        return [_row([_shaded(side, width * 0.46 - 10)], main, [width * 0.46, width * 0.54])]
    year = 2015 + paper.seed % 10
    notice = f"© {year} The Author(s). {_LICENCE}"
    return [*head, Paragraph(abstract, body), Paragraph(escape(notice), body),
            *_keyline(paper, keywords, body)]  # fmt: skip


def body_flow68(paper: Paper, label: str, keywords: str, font: str, size: float) -> list[Flowable]:
    """The body's opening flowables for :data:`BODY68`'s kinds: the heading, the
    abstract, the keywords."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    heading = text_style(font, size + 1, "left", spaceBefore=2, spaceAfter=3)
    body = text_style(font, size, "justify", spaceAfter=6)
    return [Paragraph(f"<b>{escape(label)}</b>", heading),
            Paragraph(escape(paper.record.abstract_text), body),
            *_keyline(paper, keywords, body)]  # fmt: skip


def first_hold68(paper: Paper, label: str, font: str, size: float, column: float) -> float:
    """How tall the first page's first column is for :data:`BODY68`'s kinds: the
    heading and about half the abstract (at least two of its lines), so the abstract is
    cut there."""
    flow = body_flow68(paper, label, "", font, size)
    tall = flow[1].wrap(column, 10000)[1]
    lines = max(4, round(tall / (size * 1.2)))
    return size * 1.2 * (lines // 2) + flow[0].wrap(column, 100)[1] + 6


def spill_cut68(
    paper: Paper,
    style: Style,
    face: tuple[str, float],
    place: tuple[float, float, float],
    foot: list[str],
) -> tuple[float, float]:
    """Where the first page's first column ends for :data:`BODY68`'s kinds, and the
    space set over the abstract there: ``face`` is the font and size, ``place`` the
    column's width, its top and the page's margin, ``foot`` the notes' markup. Over two
    columns the first ends under half the abstract (the notes under it, the second
    column taking the rest); over one, the notes sit at the page's foot and the abstract
    starts low enough to be cut by them. ``(0, 0)`` for other kinds."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    if style.abstract not in BODY68:
        return 0.0, 0.0
    (font, size), (column, roof, margin) = face, place
    hold = first_hold68(paper, style.label, font, size, column)
    if style.columns > 1:
        return roof - hold, 0.0
    notes = [Paragraph(line, text_style(font, size - 1.5)) for line in foot]
    cut = margin + 14 + sum(n.wrap(column, roof)[1] + size * 0.1 for n in notes)
    return cut, max(0.0, roof - cut - hold)


def foot68(paper: Paper, kind: str) -> list[str]:
    """The first page's extra notes (markup) for :data:`BODY68`'s kinds: a
    correspondence note, the dates and a licence line; none for the others."""
    if kind not in BODY68:
        return []
    person, year = paper.authors[0], 2016 + paper.seed % 9
    return [
        f"<i>Correspondence to:</i> {escape(person.name)}, {escape(person.email)}",
        f"Received {paper.seed % 27 + 1} March {year}; accepted {paper.seed % 19 + 2} July {year}",
        f"© {year} The Authors. {_LICENCE}",
    ]

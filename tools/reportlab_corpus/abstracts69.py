"""Abstract kinds the round-69 abstracts track held out (abs69; train since abs70):
shapes of real first pages no earlier round drew, never read paper by paper.

Each is a :class:`reportlab_corpus.style.Style` ``abstract`` value:

* ``highlights-first``: a bold "Highlights" head over three bulleted one-sentence
  points (made up; never truth), then the heading, the abstract and the keywords;
* ``rule-only``: no heading; a rule the frame's width over and under the abstract,
  then a numbered "1. Introduction" heading over the introduction's first paragraph
  (never truth);
* ``info-right``: a two-cell row, the heading and the abstract in a shaded wide left
  cell, a narrow right cell of article information (an "ARTICLE INFO" head, the
  history, the keywords one a line, a "Cite as" line; never truth);
* ``line-numbers``: a review copy's line numbers in the left margin beside the
  heading's, the abstract's and the keywords' lines (never truth);
* ``split-columns``: the heading over the abstract set in two balanced columns of its
  own (cut between sentences), then the keywords across both;
* ``margin-stamp``: a preprint's stamp (date, "not peer reviewed", an identifier)
  turned a quarter up in the left margin beside the heading and the abstract;
* ``dark-tab``: the heading in white bold on a black tab over the abstract, a thin rule
  under the abstract, then the keywords.

:func:`head_flow69` gives the head's abstract flowables (the keywords too: a style of
these kinds prints no other keyword line). :data:`HELD69` and :data:`TRAIN69` are the
held-out looks and train looks of the same kinds (other fonts, labels, columns).
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.lib.fonts import tt2ps
from reportlab.lib.utils import simpleSplit
from reportlab.platypus import Flowable, HRFlowable, Paragraph, Spacer, Table, TableStyle

from reportlab_corpus.abstracts61 import _sentences
from reportlab_corpus.abstracts63 import _halves
from reportlab_corpus.abstracts64 import _history
from reportlab_corpus.abstracts65 import _row, _shaded
from reportlab_corpus.style import Style

KINDS69 = (
    "highlights-first",
    "rule-only",
    "info-right",
    "line-numbers",
    "split-columns",
    "margin-stamp",
    "dark-tab",
)
_POINTS = (
    "Simple checks make routine field counts more reliable.",
    "Errors were halved across sites without new equipment.",
    "The checks take minutes and need no special training.",
)
_MONTHS = ("Jan", "Mar", "May", "Jul", "Sep", "Nov")


class _Numbered(Flowable):  # type: ignore[misc]  # (ReportLab ships no types)
    """Lines of text (the first in bold) with a review copy's line numbers beside them
    in the left margin."""

    def __init__(self, lines: list[str], font: str, size: float, first: int) -> None:
        super().__init__()
        self.lines, self.font, self.size, self.first = lines, font, size, first
        self.height = len(lines) * size * 1.25

    def wrap(self, available: float, _high: float) -> tuple[float, float]:
        self.width = available
        return available, self.height

    def draw(self) -> None:
        canvas, step = self.canv, self.size * 1.25
        for index, line in enumerate(self.lines):
            y = self.height - (index + 1) * step + self.size * 0.25
            canvas.setFillColor(colors.grey)
            canvas.setFont(self.font, self.size - 2)
            canvas.drawRightString(-14, y, str(self.first + index))
            canvas.setFillColor(colors.black)
            canvas.setFont(tt2ps(self.font, int(index == 0), 0), self.size)
            canvas.drawString(0, y, line)


class _Stamp(Flowable):  # type: ignore[misc]
    """A line of small grey text turned a quarter up in the left margin, taking no room
    in the frame."""

    def __init__(self, text: str, font: str, size: float) -> None:
        super().__init__()
        self.text, self.font, self.size = text, font, size
        self.width = self.height = 0

    def draw(self) -> None:
        canvas = self.canv
        canvas.saveState()
        canvas.setFillColor(colors.grey)
        canvas.setFont(self.font, self.size)
        canvas.translate(-26, -240)
        canvas.rotate(90)
        canvas.drawString(0, 0, self.text)
        canvas.restoreState()


def _keys(paper: Paper, keywords: str, style: object) -> list[Flowable]:
    if not (keywords and paper.keywords):
        return []
    return [Paragraph(f"<b>{escape(keywords)}</b> {escape(', '.join(paper.keywords))}", style)]


def _intro(paper: Paper) -> str:
    others = [r.abstract_text for r in paper.others[:1]] or ["We begin with the setting."]
    return " ".join(_sentences(others[0])[:3])


def _info(paper: Paper, keywords: str, font: str, size: float) -> list[Flowable]:
    from reportlab_corpus.front import text_style  # (front imports this module)

    small = text_style(font, size - 2, "left", spaceAfter=1)
    year = 2014 + paper.seed % 9
    cite = (f"Cite as: {escape(paper.authors[0].name.split()[-1])} et al. "
            f"J Appl Stud. {year};{paper.seed % 40 + 1}:{paper.seed % 500 + 100}.")  # fmt: skip
    flow = [Paragraph("<b>ARTICLE INFO</b>", small)]
    flow += [Paragraph(line, small) for line in _history(paper)]
    if keywords and paper.keywords:
        flow.append(Paragraph(f"<i>{escape(keywords.rstrip(':'))}:</i>", small))
        flow += [Paragraph(escape(word), small) for word in paper.keywords]
    return [*flow, Spacer(1, 4), Paragraph(cite, small)]


def head_flow69(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float, width: float
) -> list[Flowable]:
    """The head's abstract flowables for ``kind``, keywords included, in a frame
    ``width`` points wide."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    abstract = escape(paper.record.abstract_text)
    body = text_style(font, size, "justify", spaceAfter=4)
    heading = text_style(font, size + 1, "left", spaceBefore=4, spaceAfter=3)
    head = [Paragraph(f"<b>{escape(label)}</b>", heading)] if label else []
    keys = _keys(paper, keywords, body)
    if kind == "highlights-first":
        point = text_style(font, size - 0.5, "left", leftIndent=12, firstLineIndent=-8)
        return [Paragraph("<b>Highlights</b>", heading),
                *(Paragraph(f"\u2022 {p}", point) for p in _POINTS), Spacer(1, 6),
                *head, Paragraph(abstract, body), *keys]  # fmt: skip
    if kind == "rule-only":
        rule = HRFlowable(width="100%", thickness=0.8, color=colors.black, spaceAfter=6)
        intro = text_style(font, size, "justify", firstLineIndent=12)
        return [rule, Paragraph(abstract, body), *keys, HRFlowable(width="100%", thickness=0.8),
                Paragraph("<b>1. Introduction</b>", heading),
                Paragraph(escape(_intro(paper)), intro)]  # fmt: skip
    if kind == "info-right":
        left = _shaded([*head, Paragraph(abstract, body)], width * 0.68 - 12)
        return [_row([left], _info(paper, keywords, font, size), [width * 0.68, width * 0.32])]
    if kind == "line-numbers":
        lines = [label, *simpleSplit(paper.record.abstract_text, font, size, width)]
        if keywords and paper.keywords:
            lines += simpleSplit(f"{keywords} {', '.join(paper.keywords)}", font, size, width)
        return [_Numbered(lines, font, size, 1 + paper.seed % 30)]
    if kind == "split-columns":
        first, second = _halves(paper.record.abstract_text)
        cells = [[Paragraph(escape(first), body), Paragraph(escape(second), body)]]
        table = Table(cells, colWidths=[width / 2, width / 2])
        table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                   ("RIGHTPADDING", (0, 0), (0, -1), 10)]))  # fmt: skip
        return [*head, table, *keys]
    if kind == "margin-stamp":
        year = 2017 + paper.seed % 8
        posted = f"{paper.seed % 27 + 1} {_MONTHS[paper.seed % 6]} {year}"
        stamp = (f"Preprint posted {posted} \u00b7 not peer reviewed \u00b7 "
                 f"doi:10.5555/pre.{paper.seed % 9000 + 1000}")  # fmt: skip
        return [_Stamp(stamp, font, size + 2), *head, Paragraph(abstract, body), *keys]
    tab = Table([[Paragraph(f"<font color='white'><b>{escape(label)}</b></font>", heading)]],
                colWidths=[size * 9], hAlign="LEFT")  # fmt: skip
    tab.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), colors.black)]))
    return [tab, Spacer(1, 4), Paragraph(abstract, body),
            HRFlowable(width="100%", thickness=0.5, spaceAfter=4), *keys]  # fmt: skip


HELD69 = (  # abs69's held-out shapes, train since abs70 (names kept)
    Style("rl-held69-highlights-first", "liberation-sans", "left", "digits", "under",
          "highlights-first", "Abstract", "Keywords:", True, 2, named=True),
    Style("rl-held69-rule-only", "times", "centre", "letters", "footnote", "rule-only", "",
          "Keywords:", False, 1, named=True),
    Style("rl-held69-info-right", "dejavu-serif", "left", "digits", "under", "info-right",
          "Abstract", "Keywords", True, 2, named=True),
    Style("rl-held69-line-numbers", "liberation-serif", "centre", "digits", "under",
          "line-numbers", "Abstract", "Keywords:", False, 1, named=True),
    Style("rl-held69-split-columns", "helvetica", "centre", "letters", "table", "split-columns",
          "ABSTRACT", "KEYWORDS", True, 2, named=True),
    Style("rl-held69-margin-stamp", "dejavu-sans", "left", "digits", "footnote",
          "margin-stamp", "Abstract", "Key words:", False, 2, named=True),
    Style("rl-held69-dark-tab", "times", "left", "letters", "under", "dark-tab", "ABSTRACT",
          "Keywords:", True, 1, named=True),
)  # fmt: skip
TRAIN69 = (  # the same kinds in other looks, for train (the held-out looks stay out)
    Style("rl-train69-highlights-first", "dejavu-serif", "centre", "letters", "footnote",
          "highlights-first", "ABSTRACT", "Key words", False, 1, named=True),
    Style("rl-train69-rule-only", "helvetica", "left", "digits", "under", "rule-only", "",
          "", True, 2, named=True),
    Style("rl-train69-info-right", "liberation-sans", "centre", "letters", "footnote",
          "info-right", "Summary", "Key words", False, 1, named=True),
    Style("rl-train69-line-numbers", "dejavu-sans", "left", "letters", "table",
          "line-numbers", "ABSTRACT", "Keywords", True, 2, named=True),
    Style("rl-train69-split-columns", "times", "left", "digits", "under", "split-columns",
          "Abstract", "Keywords:", False, 1, named=True),
    Style("rl-train69-margin-stamp", "liberation-serif", "centre", "letters", "under",
          "margin-stamp", "ABSTRACT", "KEYWORDS", True, 1, named=True),
    Style("rl-train69-dark-tab", "dejavu-sans", "centre", "digits", "footnote", "dark-tab",
          "Summary", "Keywords", False, 2, named=True),
)  # fmt: skip

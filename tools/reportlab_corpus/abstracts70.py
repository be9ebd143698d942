"""Abstract kinds the round-70 abstracts track held out (abs70; train since abs71):
shapes of real first pages no earlier round drew, never read paper by paper.

Each is a :class:`reportlab_corpus.style.Style` ``abstract`` value:

* ``multi-paragraph``: the heading over the abstract set as two or three paragraphs,
  each but the first opening with an indent and no space between them (physics and
  humanities papers);
* ``epigraph-before``: an epigraph (an italic quotation indented from the left, then
  its author's line set right; never truth) between the byline and the heading;
* ``ruled-heading``: the heading centred between two rules on its own line, the
  abstract under it, then the keywords;
* ``editor-line``: a small line "Edited by <name>, <place>; received …; accepted …"
  (never truth) between the byline and the heading, as a journal's contributed
  papers print it;
* ``double-spaced``: an author's manuscript: the heading centred, the abstract
  double-spaced and ragged right;
* ``hyphenated``: the abstract justified by hand with words broken at line ends by a
  hyphen ("meas-" / "urement"; the truth has the whole word).

:func:`head_flow70` gives the head's abstract flowables (the keywords too: a style of
these kinds prints no other keyword line). :data:`HELD70` are the looks abs70 held out
(train since abs71), :data:`TRAIN70` train looks of the same kinds (other fonts,
labels, columns).
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, Spacer

from reportlab_corpus.abstracts61 import _sentences
from reportlab_corpus.style import Style

KINDS70 = (
    "multi-paragraph",
    "epigraph-before",
    "ruled-heading",
    "editor-line",
    "double-spaced",
    "hyphenated",
)
_EPIGRAPHS = (
    ("What we call the beginning is often the end.", "T. S. Eliot"),
    ("Nothing in life is to be feared, it is only to be understood.", "Marie Curie"),
    ("The map is not the territory.", "Alfred Korzybski"),
)
_EDITORS = ("Maria L. Ortega, University of Lisbon, Lisbon, Portugal",
            "Jonas Weber, Universität Heidelberg, Heidelberg, Germany",
            "Claire Dubois, Université de Lyon, Lyon, France")  # fmt: skip
_MONTHS = ("January", "March", "May", "July", "September", "November")


class _Ruled(Flowable):  # type: ignore[misc]  # (ReportLab ships no types)
    """A bold label centred on its line between two rules."""

    def __init__(self, label: str, font: str, size: float) -> None:
        super().__init__()
        self.label, self.font, self.size = label, font, size
        self.height = size * 1.6

    def wrap(self, available: float, _high: float) -> tuple[float, float]:
        self.width = available
        return available, self.height

    def draw(self) -> None:
        canvas, bold = self.canv, _bold(self.font)
        text = stringWidth(self.label, bold, self.size)
        middle, y = self.width / 2, self.size * 0.5
        canvas.setLineWidth(0.6)
        canvas.line(0, y + self.size * 0.3, middle - text / 2 - 6, y + self.size * 0.3)
        canvas.line(middle + text / 2 + 6, y + self.size * 0.3, self.width, y + self.size * 0.3)
        canvas.setFont(bold, self.size)
        canvas.drawCentredString(middle, y, self.label)


class _Broken(Flowable):  # type: ignore[misc]
    """Lines of text drawn as given, each but the last stretched to the frame's width
    by its word gaps (a justified paragraph whose breaks were made by hand)."""

    def __init__(self, lines: list[str], font: str, size: float) -> None:
        super().__init__()
        self.lines, self.font, self.size = lines, font, size
        self.height = len(lines) * size * 1.2

    def wrap(self, available: float, _high: float) -> tuple[float, float]:
        self.width = available
        return available, self.height

    def draw(self) -> None:
        canvas, step = self.canv, self.size * 1.2
        canvas.setFont(self.font, self.size)
        for index, line in enumerate(self.lines):
            y = self.height - (index + 1) * step + self.size * 0.25
            words = line.split()
            room = self.width - stringWidth(line, self.font, self.size)
            if index == len(self.lines) - 1 or len(words) < 2 or room < 0:
                canvas.drawString(0, y, line)
                continue
            gap = stringWidth(" ", self.font, self.size) + room / (len(words) - 1)
            x = 0.0
            for word in words:
                canvas.drawString(x, y, word)
                x += stringWidth(word, self.font, self.size) + gap


def _bold(font: str) -> str:
    from reportlab.lib.fonts import tt2ps

    return str(tt2ps(font, 1, 0))


def hyphenate(text: str, font: str, size: float, width: float) -> list[str]:
    """``text`` broken into lines ``width`` points wide, a long word at a line's end cut
    after its fourth letter or later with a hyphen where the first part fits."""
    lines: list[str] = []
    words = text.split()
    line: list[str] = []
    for word in words:
        trial = " ".join([*line, word])
        if stringWidth(trial, font, size) <= width or not line:
            line.append(word)
            continue
        cut = _cut(" ".join(line), word, font, size, width)
        if cut:
            lines.append(" ".join([*line, word[:cut] + "-"]))
            line = [word[cut:]]
        else:
            lines.append(" ".join(line))
            line = [word]
    return [*lines, " ".join(line)] if line else lines


def _cut(head: str, word: str, font: str, size: float, width: float) -> int:
    if len(word) < 8 or not word.isalpha():
        return 0
    for cut in range(len(word) - 4, 3, -1):
        if stringWidth(f"{head} {word[:cut]}-", font, size) <= width:
            return cut
    return 0


def _keys(paper: Paper, keywords: str, style: object) -> list[Flowable]:
    if not (keywords and paper.keywords):
        return []
    return [Paragraph(f"<b>{escape(keywords)}</b> {escape(', '.join(paper.keywords))}", style)]


def _paragraphs(text: str) -> list[str]:
    sentences = _sentences(text)
    if len(sentences) < 4:
        return [text]
    parts = 3 if len(sentences) >= 7 else 2
    step = -(-len(sentences) // parts)
    return [" ".join(sentences[i : i + step]) for i in range(0, len(sentences), step)]


def head_flow70(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float, width: float
) -> list[Flowable]:
    """The head's abstract flowables for ``kind``, keywords included, in a frame
    ``width`` points wide."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    text = paper.record.abstract_text
    body = text_style(font, size, "justify", spaceAfter=4)
    heading = text_style(font, size + 1, "left", spaceBefore=4, spaceAfter=3)
    head = [Paragraph(f"<b>{escape(label)}</b>", heading)] if label else []
    keys = _keys(paper, keywords, body)
    if kind == "multi-paragraph":
        indented = text_style(font, size, "justify", firstLineIndent=size * 1.5)
        paragraphs = _paragraphs(text)
        flow = [Paragraph(escape(paragraphs[0]), text_style(font, size, "justify"))]
        flow += [Paragraph(escape(p), indented) for p in paragraphs[1:]]
        return [*head, *flow, Spacer(1, 4), *keys]
    if kind == "epigraph-before":
        quote, author = _EPIGRAPHS[paper.seed % len(_EPIGRAPHS)]
        italic = text_style(font, size, "left", leftIndent=width * 0.45)
        by = text_style(font, size - 0.5, "right", spaceAfter=8)
        return [Paragraph(f"<i>{escape(quote)}</i>", italic),
                Paragraph(f"\u2014 {escape(author)}", by),
                *head, Paragraph(escape(text), body), *keys]  # fmt: skip
    if kind == "ruled-heading":
        return [_Ruled(label or "Abstract", font, size + 1), Spacer(1, 3),
                Paragraph(escape(text), body), *keys]  # fmt: skip
    if kind == "editor-line":
        year = 2016 + paper.seed % 8
        month = _MONTHS[paper.seed % 6]
        line = (f"Edited by {_EDITORS[paper.seed % 3]}; received {paper.seed % 27 + 1} "
                f"{month} {year}; accepted {paper.seed % 20 + 3} {_MONTHS[(paper.seed + 2) % 6]}"
                f" {year + 1}")  # fmt: skip
        small = text_style(font, size - 1.5, "left", spaceAfter=8)
        return [Paragraph(f"<i>{escape(line)}</i>", small), *head,
                Paragraph(escape(text), body), *keys]  # fmt: skip
    if kind == "double-spaced":
        centred = text_style(font, size + 1, "centre", spaceAfter=size)
        spaced = text_style(font, size + 1, "left", spaceAfter=size)
        spaced.leading = (size + 1) * 2.2
        return [Paragraph(f"<b>{escape(label or 'Abstract')}</b>", centred),
                Paragraph(escape(text), spaced), *keys]  # fmt: skip
    return [*head, _Broken(hyphenate(text, font, size, width), font, size), Spacer(1, 4), *keys]


HELD70 = (  # abs70's held-out shapes, train since abs71 (names kept)
    Style("rl-held70-multi-paragraph", "times", "centre", "digits", "under",
          "multi-paragraph", "Abstract", "Keywords:", True, 2, named=True),
    Style("rl-held70-epigraph-before", "liberation-serif", "left", "letters", "footnote",
          "epigraph-before", "Abstract", "Key words:", False, 1, named=True),
    Style("rl-held70-ruled-heading", "dejavu-sans", "centre", "digits", "table",
          "ruled-heading", "ABSTRACT", "KEYWORDS", True, 2, named=True),
    Style("rl-held70-editor-line", "helvetica", "left", "digits", "under", "editor-line",
          "Abstract", "Keywords", True, 1, named=True),
    Style("rl-held70-double-spaced", "times", "centre", "letters", "footnote",
          "double-spaced", "Abstract", "Keywords:", False, 1, named=True),
    Style("rl-held70-hyphenated", "dejavu-serif", "left", "digits", "under", "hyphenated",
          "Abstract", "Keywords:", True, 2, named=True),
)  # fmt: skip
TRAIN70 = (  # the same kinds in other looks, for train
    Style("rl-train70-multi-paragraph", "liberation-sans", "left", "letters", "footnote",
          "multi-paragraph", "ABSTRACT", "", False, 1, named=True),
    Style("rl-train70-epigraph-before", "times", "centre", "digits", "under",
          "epigraph-before", "Summary", "Keywords", True, 2, named=True),
    Style("rl-train70-ruled-heading", "liberation-serif", "left", "letters", "under",
          "ruled-heading", "Abstract", "Key words:", False, 1, named=True),
    Style("rl-train70-editor-line", "dejavu-serif", "centre", "letters", "table",
          "editor-line", "ABSTRACT", "Keywords:", False, 2, named=True),
    Style("rl-train70-double-spaced", "helvetica", "left", "digits", "under",
          "double-spaced", "ABSTRACT", "Key words", True, 1, named=True),
    Style("rl-train70-hyphenated", "times", "centre", "letters", "footnote", "hyphenated",
          "Summary", "Keywords", False, 1, named=True),
)  # fmt: skip

"""Abstract kinds the round-71 abstracts track held out (abs71; train since abs72):
everyday shapes of real first pages no earlier round drew, never read paper by paper.

Each is a :class:`reportlab_corpus.style.Style` ``abstract`` value:

* ``rule-label``: the abstract in a shaded box framed by a thin rule, its bold heading
  set into the frame's top rule at the left (the rule broken round it), then keywords;
* ``highlights-side``: a two-cell row, the heading and the abstract in the wide left
  cell, a narrow right cell parted by a rule holding a bold "Highlights" head over
  three bulleted points in smaller type (made up; never truth), then keywords across;
* ``bilingual-label``: the heading is another language's word with the English one
  after it ("Resumen / Abstract", "Zusammenfassung · Abstract", …), the abstract in
  English under it, the keyword label likewise in both;
* ``smaller-runon``: no heading: the abstract a point and a half smaller than the body
  right under the byline's places at the whole measure, then keywords in its size;
* ``left-bar``: a thick coloured bar down the left of the heading (in the bar's colour)
  and the abstract, set in from it, then keywords;
* ``before-byline``: the abstract with no heading between the title and the byline
  (a standfirst over the names; :func:`lead71`), the keywords after the places.

:func:`head_flow71` gives the head's abstract flowables after the places (the keywords
too: a style of these kinds prints no other keyword line), :func:`lead71` those over
the byline. :data:`HELD71` are the looks abs71 held out (train since abs72; the
names kept).

Measured once on the base (main ab7d3ed6, before any abs71 rule): ``build.py --split
heldout --styles <the six> --seed 7171 --count 18``, ``pdf_metadata.py --corpus DIR
--kinds``: title / author F1 / surname F1 / abstract F1 1.000 / 1.000 / 1.000 / 1.000,
each kind 1.000 (3 papers each).
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from reportlab.lib import colors
from reportlab.lib.fonts import tt2ps
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from reportlab_corpus.style import Style

KINDS71 = (
    "rule-label",
    "highlights-side",
    "bilingual-label",
    "smaller-runon",
    "left-bar",
    "before-byline",
)
_BOTH = (  # another language's heading and keyword label, the English after them
    ("Resumen / Abstract", "Palabras clave / Keywords:"),
    ("Zusammenfassung \u00b7 Abstract", "Schlüsselwörter \u00b7 Keywords:"),
    ("Résumé \u2013 Abstract", "Mots-clés \u2013 Keywords:"),
    ("Resumo | Abstract", "Palavras-chave | Keywords:"),
    ("Riassunto / Abstract", "Parole chiave / Keywords:"),
)
_POINTS = (
    "Counts were checked twice at every site.",
    "Simple tallies matched the survey within a tenth.",
    "The method needs no new equipment.",
)
_BAR = colors.HexColor("#1f5f8b")


class _RuleLabel(Flowable):  # type: ignore[misc]  # (ReportLab ships no types)
    """A shaded box framed by a thin rule, a bold label set into its top rule at the
    left (the rule broken round it), a paragraph inside."""

    def __init__(self, label: str, text: Paragraph, font: str, size: float) -> None:
        super().__init__()
        self.label, self.text, self.font, self.size = label, text, font, size
        self.pad = size * 0.9

    def wrap(self, available: float, high: float) -> tuple[float, float]:
        self.width = available
        _w, inner = self.text.wrap(available - 2 * self.pad, high)
        self.inner = inner
        self.height = inner + 2 * self.pad + self.size * 0.6
        return available, self.height

    def draw(self) -> None:
        canvas, bold = self.canv, str(tt2ps(self.font, 1, 0))
        top = self.height - self.size * 0.6
        canvas.saveState()
        canvas.setFillColor(colors.HexColor("#eeeeee"))
        canvas.rect(0, 0, self.width, top, stroke=0, fill=1)
        canvas.setStrokeColor(colors.black)
        canvas.setLineWidth(0.6)
        label = stringWidth(self.label, bold, self.size)
        start, end = self.pad, self.pad + label + 8
        canvas.line(0, 0, self.width, 0)
        canvas.line(0, 0, 0, top)
        canvas.line(self.width, 0, self.width, top)
        canvas.line(0, top, start, top)
        canvas.line(end, top, self.width, top)
        canvas.setFillColor(colors.black)
        canvas.setFont(bold, self.size)
        canvas.drawString(start + 4, top - self.size * 0.35, self.label)
        canvas.restoreState()
        self.text.drawOn(canvas, self.pad, top - self.pad - self.inner)


def _keys(paper: Paper, keywords: str, style: object) -> list[Flowable]:
    if not (keywords and paper.keywords):
        return []
    return [Paragraph(f"<b>{escape(keywords)}</b> {escape(', '.join(paper.keywords))}", style)]


def lead71(paper: Paper, kind: str, font: str, size: float) -> list[Flowable]:
    """What ``kind`` sets between the title and the byline (the abstract for
    ``before-byline``; nothing for the others)."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    if kind != "before-byline":
        return []
    lead = text_style(font, size + 0.5, "left", spaceAfter=10)
    return [Paragraph(escape(paper.record.abstract_text), lead)]


def head_flow71(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float, width: float
) -> list[Flowable]:
    """The head's abstract flowables for ``kind`` after the places, keywords included,
    in a frame ``width`` points wide."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    abstract = escape(paper.record.abstract_text)
    body = text_style(font, size, "justify", spaceAfter=4)
    heading = text_style(font, size + 1, "left", spaceBefore=4, spaceAfter=3)
    head = [Paragraph(f"<b>{escape(label)}</b>", heading)] if label else []
    keys = _keys(paper, keywords, body)
    if kind == "rule-label":
        inside = Paragraph(abstract, text_style(font, size, "justify"))
        return [_RuleLabel(label or "Abstract", inside, font, size + 1), Spacer(1, 6), *keys]
    if kind == "highlights-side":
        small = text_style(font, size - 1, "left", leftIndent=9, firstLineIndent=-7)
        side = [Paragraph("<b>Highlights</b>", heading)]
        side += [Paragraph(f"\u2022 {escape(p)}", small) for p in _POINTS]
        table = Table([[[*head, Paragraph(abstract, body)], side]],
                      colWidths=[width * 0.7, width * 0.3])  # fmt: skip
        table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("LEFTPADDING", (0, 0), (0, -1), 0),
                                   ("RIGHTPADDING", (0, 0), (0, -1), 10),
                                   ("LEFTPADDING", (1, 0), (1, -1), 10),
                                   ("LINEBEFORE", (1, 0), (1, -1), 0.5, colors.grey)]))  # fmt: skip
        return [table, Spacer(1, 4), *keys]
    if kind == "bilingual-label":
        both, words = _BOTH[paper.seed % len(_BOTH)]
        keys = _keys(paper, words, body) if keywords else []
        return [Paragraph(f"<b>{escape(both)}</b>", heading), Paragraph(abstract, body), *keys]
    if kind == "smaller-runon":
        small = text_style(font, size - 1.5, "justify", spaceAfter=3)
        return [Paragraph(abstract, small), *_keys(paper, keywords, small)]
    if kind == "left-bar":
        coloured = text_style(font, size + 1, "left", spaceAfter=3, textColor=_BAR)
        cell = [Paragraph(f"<b>{escape(label or 'Abstract')}</b>", coloured),
                Paragraph(abstract, body)]  # fmt: skip
        table = Table([[cell]], colWidths=[width])
        table.setStyle(TableStyle([("LINEBEFORE", (0, 0), (0, -1), 4, _BAR),
                                   ("LEFTPADDING", (0, 0), (-1, -1), 12),
                                   ("RIGHTPADDING", (0, 0), (-1, -1), 0)]))  # fmt: skip
        return [table, Spacer(1, 4), *keys]
    return keys  # before-byline: the abstract is over the byline (lead71)


HELD71 = (
    Style("rl-held71-rule-label", "liberation-sans", "left", "digits", "under", "rule-label",
          "Abstract", "Keywords:", True, 2, named=True),
    Style("rl-held71-highlights-side", "times", "centre", "letters", "footnote",
          "highlights-side", "Abstract", "Keywords", False, 2, named=True),
    Style("rl-held71-bilingual-label", "dejavu-serif", "left", "digits", "under",
          "bilingual-label", "", "Keywords:", True, 1, named=True),
    Style("rl-held71-smaller-runon", "liberation-serif", "centre", "letters", "under",
          "smaller-runon", "", "Key words:", False, 2, named=True),
    Style("rl-held71-left-bar", "helvetica", "left", "digits", "table", "left-bar",
          "ABSTRACT", "Keywords:", True, 1, named=True),
    Style("rl-held71-before-byline", "dejavu-sans", "left", "letters", "footnote",
          "before-byline", "", "Keywords", True, 2, named=True),
)  # fmt: skip

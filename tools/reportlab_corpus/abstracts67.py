"""Abstract kinds the round-67 abstracts track holds out (abs67): kinds no earlier
generator draws, set among the clutter of real first pages, never read paper by paper.

Each is a :class:`reportlab_corpus.styles.Style` ``abstract`` value:

* ``numbered-abstract``: the abstract as a numbered section ("1 Abstract"), then "2
  Introduction" over the introduction's first sentences (made up; never truth);
* ``math-inline``: an abstract holding an inline formula with Greek letters,
  subscripts and superscripts (:func:`printed67` puts it in the truth as printed, the
  lowered characters in line, each exponent after a ``^``: the reader's convention);
* ``trial-end``: the abstract, then its last paragraph a "Trial registration:" line
  with a registry number (truth), then keywords;
* ``summary-end``: a short communication: two unheaded paragraphs of text (made up;
  never truth) under the byline, then a bold "Summary" heading over the abstract;
* ``graphical-first``: a bold "Graphical abstract" heading over a grey picture and its
  smaller caption (never truth), then the abstract's heading and text;
* ``significance-above``: a full-width shaded "Significance" box (never truth) over the
  abstract's heading and text;
* ``info-box-dates``: one shaded box holding the heading, the abstract, the keywords
  and a line of dates ("Received …; Accepted …; Published online …");
* ``executive-bullets``: a report's "Executive summary": a first paragraph, the middle
  sentences as bullet points, a closing paragraph (the bullets are no truth).

:func:`head_flow67` gives the head's abstract flowables (the keywords too).
"""

from __future__ import annotations

from dataclasses import replace
from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from pdfgen.sources import Section
from reportlab.platypus import Flowable, Paragraph

from reportlab_corpus.abstracts61 import _sentences
from reportlab_corpus.abstracts65 import _Figure, _shaded

KINDS67 = (
    "numbered-abstract",
    "math-inline",
    "trial-end",
    "summary-end",
    "graphical-first",
    "significance-above",
    "info-box-dates",
    "executive-bullets",
)

_FORMULA = (
    "The fitted model y<sub>i</sub> = β<sub>0</sub> + β<sub>1</sub>x<sub>i</sub> + "
    "ε<sub>i</sub> gave R<super>2</super> = 0.87 with σ<super>2</super> = 1.4 at α = 0.05."
)
_SIGNIFICANCE = (
    "Records kept by hand are often wrong. This study shows how simple checks can "
    "find the errors before they reach decisions that matter to many people."
)
_MONTHS = ("March", "April", "May", "June", "July", "August")


def _plain(markup: str) -> str:
    """``markup`` as the reader's convention reads it: a subscript in line, an exponent
    after a ``^`` ("σ^2"; :mod:`tapyre_paper_search.pdf.exponents`)."""
    for tag, plain in (("<sub>", ""), ("</sub>", ""), ("<super>", "^"), ("</super>", "")):
        markup = markup.replace(tag, plain)
    return markup


def _registration(paper: Paper) -> str:
    return f"Trial registration: ClinicalTrials.gov NCT{paper.seed % 90000000 + 1000000:08d}."


def printed67(paper: Paper, kind: str) -> Paper:
    """``paper`` as ``kind`` prints it: ``math-inline`` sets the formula sentence after
    the abstract's first sentence, ``trial-end`` adds the registration line as its last
    paragraph; any other kind is ``paper``."""
    if kind not in {"math-inline", "trial-end"}:
        return paper
    sentences = _sentences(paper.record.abstract_text)
    if kind == "math-inline":
        text = " ".join([*sentences[:1], _plain(_FORMULA), *sentences[1:]])
        parts = (Section("", text),)
    else:
        parts = (Section("", " ".join(sentences)), Section("", _registration(paper)))
    return replace(paper, record=replace(paper.record, abstract=parts))


def _intro(paper: Paper) -> list[str]:
    others = [r.abstract_text for r in paper.others[:2]] or ["We begin with the setting."]
    return [" ".join(_sentences(t)[:2]) for t in others]


def head_flow67(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float, width: float
) -> list[Flowable]:
    """The head's abstract flowables for ``kind``, keywords included, in a frame
    ``width`` points wide."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    abstract = escape(paper.record.abstract_text)
    body = text_style(font, size, "justify", spaceAfter=4)
    small = text_style(font, size - 1.5, "left", spaceAfter=2)
    heading = text_style(font, size + 1, "left", spaceBefore=4, spaceAfter=3)
    words = escape(", ".join(paper.keywords)) if keywords and paper.keywords else ""
    keyline = [Paragraph(f"<b>{escape(keywords)}</b> {words}", body)] if words else []
    head = [Paragraph(f"<b>{escape(label)}</b>", heading)] if label else []
    if kind == "numbered-abstract":
        intro = [Paragraph(escape(t), body) for t in _intro(paper)[:1]]
        return [Paragraph(f"<b>1  {escape(label)}</b>", heading), Paragraph(abstract, body),
                *keyline, Paragraph("<b>2  Introduction</b>", heading), *intro]  # fmt: skip
    if kind == "math-inline":
        first, *rest = _sentences(escape(_plain_record(paper)))
        text = " ".join([first, _FORMULA, *rest])
        return [*head, Paragraph(text, body), *keyline]
    if kind == "trial-end":
        lines = [escape(part.text) for part in paper.record.abstract]
        return [*head, *(Paragraph(t, body) for t in lines), *keyline]
    if kind == "summary-end":
        opened = text_style(font, size, "justify", firstLineIndent=12, spaceAfter=2)
        flow: list[Flowable] = [Paragraph(escape(t), opened) for t in _intro(paper)]
        return [*flow, Paragraph(f"<b>{escape(label)}</b>", heading), Paragraph(abstract, body),
                *keyline]  # fmt: skip
    if kind == "graphical-first":
        caption = text_style(font, size - 1.5, "centre", spaceAfter=6)
        return [Paragraph("<b>Graphical abstract</b>", heading), _Figure(width * 0.6, 48),
                Paragraph("Schematic of the study design and its main outcome.", caption),
                *head, Paragraph(abstract, body), *keyline]  # fmt: skip
    if kind == "significance-above":
        box = _shaded([Paragraph("<b>Significance</b>", heading),
                       Paragraph(escape(_SIGNIFICANCE), small)], width - 6)  # fmt: skip
        return [box, *head, Paragraph(abstract, body), *keyline]
    if kind == "info-box-dates":
        year, month = 2015 + paper.seed % 10, _MONTHS[paper.seed % len(_MONTHS)]
        dates = (f"Received {paper.seed % 27 + 1} {month} {year}; Accepted "
                 f"{paper.seed % 19 + 2} {_MONTHS[(paper.seed + 2) % 6]} {year}; "
                 f"Published online {paper.seed % 9 + 20} November {year}")  # fmt: skip
        return [_shaded([*head, Paragraph(abstract, body), *keyline,
                         Paragraph(dates, small)], width - 6)]  # fmt: skip
    sentences = _sentences(paper.record.abstract_text)
    bullet = text_style(font, size, "left", leftIndent=16, bulletIndent=4, spaceAfter=2)
    flow = [*head, Paragraph(escape(sentences[0]), body)]
    flow += [Paragraph(escape(s), bullet, bulletText="\u2022") for s in sentences[1:-1]]
    closing = [Paragraph(escape(sentences[-1]), body)] if len(sentences) > 1 else []
    return flow + closing + keyline


def _plain_record(paper: Paper) -> str:
    """The abstract as the record had it (``math-inline``'s formula sentence taken out
    again, to be set with its markup)."""
    return paper.record.abstract_text.replace(_plain(_FORMULA) + " ", "").replace(
        " " + _plain(_FORMULA), ""
    )

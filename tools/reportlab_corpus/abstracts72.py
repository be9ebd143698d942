"""Abstract kinds the round-72 abstracts track holds out (abs72): everyday shapes of
real first pages no earlier round drew, weighted to what issue 25 names, never read
paper by paper.

Each is a :class:`reportlab_corpus.style.Style` ``abstract`` value:

* ``sub-headings``: a structured abstract under its heading whose parts' labels stand
  on lines of their own, in bold, each over its paragraph ("Background", "Methods",
  "Results", "Conclusions", or German, French or Spanish ones; printed, so truth:
  :func:`printed72`), then keywords;
* ``title-page``: page 1 a title page (title, byline, places and nothing else); page
  2 opens with the abstract, no heading, then keywords and the body (:func:`story72`);
* ``teaser``: a magazine's deck: one or two sentences in large italic grey between the
  title and the byline (the truth is the deck: :func:`printed72`), no heading;
* ``terms-runon``: a run-in "Abstract—" heading, the abstract, then straight under it
  in the same type, with no space, an "Index Terms—", "CCS Concepts:", "JEL
  Classification:" or "Keywords:" line or two (never truth);
* ``column-break``: the abstract opens the body's first column under a wide figure and
  its caption and runs over the column break into the second column's top, then
  keywords (:func:`story72`);
* ``beside-photo``: a two-cell row, a photo (a grey frame) with its caption under it
  at the left, the heading and the abstract at the right, then keywords across.

:func:`head_flow72` gives the head's abstract flowables after the places,
:func:`lead72` those over the byline, :func:`story72` those opening the body.
:data:`HELD72` are the held-out looks; :data:`TRAIN72` train looks of three of the
kinds in other fonts, labels and columns (added after the held-out figure was frozen).

Measured once on the base (main 81b2a41e, before any abs72 rule): ``build.py --split
heldout --styles <the six> --seed 7272 --count 18``, ``pdf_metadata.py --corpus DIR
--kinds``: title / author F1 / surname F1 / abstract F1 1.000 / 1.000 / 1.000 / 0.843;
abstract F1 by kind: beside-photo 0.989, column-break 0.604, sub-headings 0.798, teaser
0.667, terms-runon 1.000, title-page 1.000 (3 papers each).
"""

from __future__ import annotations

from dataclasses import replace
from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from pdfgen.sources import Section
from reportlab.lib import colors
from reportlab.platypus import Flowable, PageBreak, Paragraph, Spacer, Table, TableStyle

from reportlab_corpus.abstracts61 import _sentences
from reportlab_corpus.style import Style

KINDS72 = ("sub-headings", "title-page", "teaser", "terms-runon", "column-break", "beside-photo")
_PARTS = (
    ("Background", "Methods", "Results", "Conclusions"),
    ("Hintergrund", "Methoden", "Ergebnisse", "Schlussfolgerungen"),
    ("Contexte", "Méthodes", "Résultats", "Conclusions"),
    ("Antecedentes", "Métodos", "Resultados", "Conclusiones"),
)
_TERMS = (
    ("<i>Index Terms</i>\u2014", "measurement, field survey, sampling design, error bounds."),
    ("<b>CCS Concepts:</b> ", "\u2022 Information systems \u2192 Data management systems; "
     "\u2022 Computing methodologies \u2192 Machine learning."),
    ("<b>JEL Classification:</b> ", "C21, D83, O33."),
    ("<b>Categories and Subject Descriptors:</b> ", "H.3.3 [Information Search and "
     "Retrieval]: Retrieval models; I.2.6 [Learning]: Parameter learning."),
)  # fmt: skip
_GREY = colors.HexColor("#555555")


def printed72(paper: Paper, kind: str) -> Paper:
    """``paper`` as ``kind`` prints it: for ``sub-headings`` an unstructured abstract of
    two sentences or more is cut into labelled parts (up to four, a sentence at least
    to each, the last one's label last; the labels' language by the paper's seed); for
    ``teaser`` the abstract is its first two sentences (its first one where that is
    long); any other kind is ``paper`` itself."""
    sentences = _sentences(paper.record.abstract_text)
    if kind == "teaser" and len(sentences) > 1:
        keep = 1 if len(sentences[0].split()) > 30 else 2
        deck = (Section("", " ".join(sentences[:keep])),)
        return replace(paper, record=replace(paper.record, abstract=deck))
    if kind != "sub-headings" or paper.record.structured or len(sentences) < 2:
        return paper
    labels = _PARTS[paper.seed % len(_PARTS)]
    count = min(len(labels), len(sentences))
    names = [*labels[: count - 1], labels[-1]]
    share = len(sentences) // count
    parts = tuple(
        Section(name, " ".join(sentences[i * share : (i + 1) * share if i < count - 1 else None]))
        for i, name in enumerate(names)
    )
    return replace(paper, record=replace(paper.record, abstract=parts))


def _keys(paper: Paper, keywords: str, style: object) -> list[Flowable]:
    if not (keywords and paper.keywords):
        return []
    return [Paragraph(f"<b>{escape(keywords)}</b> {escape(', '.join(paper.keywords))}", style)]


class _Photo(Flowable):  # type: ignore[misc]  # (ReportLab ships no types)
    """A grey frame standing for a photo or a figure, ``share`` of the width and
    ``high`` points tall (``high`` 0: what the frame has left but ``keep`` points)."""

    def __init__(self, share: float, high: float, keep: float = 0.0) -> None:
        super().__init__()
        self.share, self.high, self.keep = share, high, keep

    def wrap(self, available: float, room: float) -> tuple[float, float]:
        self.width = available * self.share
        self.height = self.high or max(40.0, room - self.keep)
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        canvas.saveState()
        canvas.setFillColor(colors.HexColor("#bbbbbb"))
        canvas.rect(0, 0, self.width, self.height, stroke=0, fill=1)
        canvas.setFillColor(colors.HexColor("#888888"))
        canvas.circle(self.width / 2, self.height * 0.6, self.width / 6, stroke=0, fill=1)
        canvas.restoreState()


def lead72(paper: Paper, kind: str, font: str, size: float) -> list[Flowable]:
    """What ``kind`` sets between the title and the byline (the deck for ``teaser``;
    nothing for the others)."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    if kind != "teaser":
        return []
    deck = text_style(font, size + 4, "left", spaceAfter=12, textColor=_GREY)
    return [Paragraph(f"<i>{escape(paper.record.abstract_text)}</i>", deck)]


def head_flow72(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float, width: float
) -> list[Flowable]:
    """The head's abstract flowables for ``kind`` after the places, keywords included
    (none for ``title-page``, ``teaser`` and ``column-break``: :func:`lead72`,
    :func:`story72`), in a frame ``width`` points wide."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    abstract = escape(paper.record.abstract_text)
    body = text_style(font, size, "justify", spaceAfter=4)
    heading = text_style(font, size + 1, "left", spaceBefore=4, spaceAfter=3)
    head = [Paragraph(f"<b>{escape(label)}</b>", heading)] if label else []
    keys = _keys(paper, keywords, body)
    if kind == "sub-headings":
        sub = text_style(font, size, "left", spaceBefore=3, spaceAfter=1)
        flow = list(head)
        for part in paper.abstract:
            if part.label:
                flow.append(Paragraph(f"<b>{escape(part.label)}</b>", sub))
            flow.append(Paragraph(escape(part.text), body))
        return [*flow, *keys]
    if kind == "terms-runon":
        tight = text_style(font, size, "justify")
        term, words = _TERMS[paper.seed % len(_TERMS)]
        return [Paragraph(f"<b><i>{escape(label or 'Abstract')}</i>\u2014</b>{abstract}", tight),
                Paragraph(f"{term}{words}", tight), *_keys(paper, keywords, tight),
                Spacer(1, 4)]  # fmt: skip
    if kind == "beside-photo":
        caption = text_style(font, size - 1.5, "left", spaceBefore=3)
        note = f"Fig. 1. The study site in {2010 + paper.seed % 12} (photo: the authors)."
        table = Table([[[_Photo(1.0, size * 12), Paragraph(escape(note), caption)],
                        [*head, Paragraph(abstract, body)]]],
                      colWidths=[width * 0.32, width * 0.68])  # fmt: skip
        table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("LEFTPADDING", (0, 0), (0, -1), 0),
                                   ("RIGHTPADDING", (0, 0), (0, -1), 10),
                                   ("RIGHTPADDING", (1, 0), (1, -1), 0)]))  # fmt: skip
        return [table, Spacer(1, 4), *keys]
    return []


def story72(  # noqa: PLR0917 (the story's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float
) -> list[Flowable]:
    """What ``kind`` sets at the body's head, before its first section: the title
    page's break and the abstract for ``title-page``, the figure and the abstract
    breaking into the second column for ``column-break``; nothing for the others."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    abstract = escape(paper.record.abstract_text)
    body = text_style(font, size, "justify", spaceAfter=6)
    if kind == "title-page":
        return [PageBreak(), Paragraph(abstract, body), *_keys(paper, keywords, body),
                Spacer(1, 8)]  # fmt: skip
    if kind != "column-break":
        return []
    lines = max(3, len(paper.record.abstract_text) // 90)  # about half of it in column 1
    caption = text_style(font, size - 1.5, "left", spaceBefore=3, spaceAfter=8)
    head = text_style(font, size + 1, "left", spaceAfter=3)
    return [_Photo(1.0, 0.0, keep=size * 1.2 * lines + size * 5),
            Paragraph("Figure 1. An overview of the survey's sites and its two rounds.",
                      caption),
            Paragraph(f"<b>{escape(label or 'ABSTRACT')}</b>", head),
            Paragraph(abstract, body), *_keys(paper, keywords, body)]  # fmt: skip


HELD72 = (
    Style("rl-held72-sub-headings", "dejavu-serif", "left", "digits", "under",
          "sub-headings", "Abstract", "Keywords:", True, 2, heldout=True, named=True),
    Style("rl-held72-title-page", "times", "centre", "letters", "under", "title-page",
          "", "Keywords:", True, 1, heldout=True, named=True),
    Style("rl-held72-teaser", "helvetica", "left", "digits", "footnote", "teaser", "", "",
          False, 2, heldout=True, named=True),
    Style("rl-held72-terms-runon", "times", "centre", "digits", "under", "terms-runon",
          "Abstract", "Keywords:", True, 2, heldout=True, named=True),
    Style("rl-held72-column-break", "liberation-sans", "centre", "letters", "under",
          "column-break", "ABSTRACT", "KEYWORDS:", False, 2, heldout=True, named=True),
    Style("rl-held72-beside-photo", "liberation-serif", "left", "digits", "under",
          "beside-photo", "Abstract", "Keywords", True, 1, heldout=True, named=True),
)  # fmt: skip
TRAIN72 = (
    Style("rl-train72-sub-headings", "times", "centre", "letters", "footnote",
          "sub-headings", "ABSTRACT", "Key words:", False, 1, named=True),
    Style("rl-train72-teaser", "liberation-serif", "centre", "letters", "under", "teaser",
          "", "", True, 1, named=True),
    Style("rl-train72-column-break", "dejavu-serif", "left", "digits", "footnote",
          "column-break", "Abstract", "Keywords", True, 2, named=True),
)  # fmt: skip

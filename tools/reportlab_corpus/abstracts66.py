"""Abstract shapes the round-66 abstracts track holds out (abs66): kinds no earlier
generator draws, set among the clutter of real first pages, never read paper by paper.

Each is a :class:`reportlab_corpus.styles.Style` ``abstract`` value:

* ``contents-cover``: a report's cover: a bold "Contents" heading over a table of
  contents (numbered sections, dotted leaders, page numbers), then the abstract's heading
  and text on the cover's lower half;
* ``smallcaps-runin``: one paragraph whose first line is indented, the label run into it
  in faked small capitals with a stop and a dash ("ABSTRACT.—");
* ``rule-intro``: a heading over the abstract, then a drawn rule and the introduction's
  first sentences in the abstract's size (1.5 pt under the body's) with no heading (made
  up; never truth), no keywords;
* ``plain-language``: a heading over the abstract, then a bold "Plain Language Summary"
  over a lay paragraph (made up; never truth), then keywords;
* ``objectives``: a heading over the abstract's first sentence, then its next sentences
  one a line as numbered objectives "(1) …", "(2) …" with a hanging indent (the numbers
  are truth: :func:`printed66`);
* ``approval-form``: a thesis approval form: a ruled grid of labelled rows (candidate,
  thesis title, degree, "Abstract" beside the abstract, supervisor and date to sign);
* ``banner-correspondence``: a heading over the abstract and keywords; the page's foot
  holds a "Correspondence to" note and a licence line (:func:`foot66`);
* ``side-languages``: two columns of equal width in small print, "Abstract" over the abstract on the
  left, "Resumen" over a Spanish paragraph (made up; never truth) on the right.

:func:`head_flow66` gives the head's abstract flowables (the keywords too).
"""

from __future__ import annotations

from dataclasses import replace
from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from pdfgen.sources import Section
from reportlab.lib import colors
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle
from reportlab.platypus.flowables import HRFlowable

from reportlab_corpus.abstracts61 import _sentences

KINDS66 = (
    "contents-cover",
    "smallcaps-runin",
    "rule-intro",
    "plain-language",
    "objectives",
    "approval-form",
    "banner-correspondence",
    "side-languages",
)

_CONTENTS = ("Introduction", "Background", "Methods", "Results", "Discussion", "References")
_LAY = (
    "Plain Language Summary",
    "Many everyday decisions rely on numbers that are collected by hand. We looked at how "
    "often these numbers are wrong and found simple ways for people to check them.",
)
_SPANISH = (
    "Estudiamos las mediciones habituales de este campo y proponemos formas sencillas de "
    "hacerlas más fiables. Los resultados muestran una mejora clara de la precisión en "
    "varios sitios y durante un periodo largo."
)


def printed66(paper: Paper, kind: str) -> Paper:
    """``paper`` as ``kind`` prints it: for ``objectives`` an abstract of three sentences
    or more keeps its first sentence and numbers the next ones "(1)", "(2)", … (four at
    most; the numbers printed, so truth), the rest one closing paragraph; any other
    kind, or a shorter abstract, is ``paper``."""
    sentences = _sentences(paper.record.abstract_text)
    if kind != "objectives" or len(sentences) < 3:
        return paper
    parts = [Section("", sentences[0])]
    parts += [Section(f"({n})", s) for n, s in enumerate(sentences[1:5], start=1)]
    parts += [Section("", " ".join(sentences[5:]))] if sentences[5:] else []
    return replace(paper, record=replace(paper.record, abstract=tuple(parts)))


def foot66(paper: Paper, kind: str) -> list[str]:
    """The first page's extra foot lines (markup) ``kind`` prints: a correspondence note
    and a licence line for ``banner-correspondence``, none for the others."""
    if kind != "banner-correspondence":
        return []
    person = paper.authors[0]
    return [
        f"<i>Correspondence to:</i> {escape(person.name)}, {escape(person.email)}",
        f"© {2016 + paper.seed % 9} The Authors. This article is distributed under the terms "
        "of the Creative Commons Attribution 4.0 License.",
    ]


def _small_caps(label: str, size: float) -> str:
    """``label`` in faked small capitals: its first letter at ``size``, the rest smaller."""
    return f"{label[0]}<font size={size - 2:g}>{escape(label[1:].upper())}</font>"


def _ruled(rows: list[list[Flowable]], widths: list[float]) -> Table:
    table = Table(rows, colWidths=widths)
    table.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                               ("VALIGN", (0, 0), (-1, -1), "TOP")]))  # fmt: skip
    return table


def head_flow66(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float, width: float
) -> list[Flowable]:
    """The head's abstract flowables for ``kind``, keywords included, in a frame
    ``width`` points wide."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    abstract = escape(paper.record.abstract_text)
    body = text_style(font, size, "justify", spaceAfter=4)
    small = text_style(font, size - 1, "left", spaceAfter=2)
    heading = text_style(font, size + 1, "left", spaceBefore=4, spaceAfter=3)
    words = escape(", ".join(paper.keywords)) if keywords and paper.keywords else ""
    keyline = [Paragraph(f"<b>{escape(keywords)}</b> {words}", body)] if words else []
    head = [Paragraph(f"<b>{escape(label)}</b>", heading)] if label else []
    if kind == "contents-cover":
        leader = text_style(font, size, "left")
        rows = [[Paragraph(f"{n}  {t}", leader), Paragraph("." * 60, leader),
                 Paragraph(str(2 * n), text_style(font, size, "right"))]
                for n, t in enumerate(_CONTENTS, start=1)]  # fmt: skip
        toc = Table(rows, colWidths=[width * 0.35, width * 0.55, width * 0.1])
        return [Paragraph("<b>Contents</b>", heading), toc, Spacer(1, 40), *head,
                Paragraph(abstract, body), *keyline]  # fmt: skip
    if kind == "smallcaps-runin":
        opened = text_style(font, size, "justify", firstLineIndent=14, spaceAfter=4)
        return [Paragraph(f"{_small_caps(label, size)}.\u2014{abstract}", opened), *keyline]
    if kind == "rule-intro":
        intro = text_style(font, size - 1.5, "justify", firstLineIndent=12, spaceAfter=3)
        others = [r.abstract_text for r in paper.others[:1]] or ["We begin with the setting."]
        text = Paragraph(abstract, text_style(font, size - 1.5, "justify", spaceAfter=4))
        flow = [*head, text, HRFlowable(width="100%", thickness=0.6)]
        return flow + [Paragraph(escape(" ".join(_sentences(t)[:2])), intro) for t in others]
    if kind == "plain-language":
        return [*head, Paragraph(abstract, body), Paragraph(f"<b>{_LAY[0]}</b>", heading),
                Paragraph(escape(_LAY[1]), small), *keyline]  # fmt: skip
    if kind == "objectives":
        hanging = text_style(font, size, "left", leftIndent=18, firstLineIndent=-14)
        flow = [*head]
        for part in paper.record.abstract:
            text = escape(f"{part.label} {part.text}".strip())
            flow.append(Paragraph(text, hanging if part.label else body))
        return flow + keyline
    if kind == "approval-form":
        cell = text_style(font, size, "left")
        names = ", ".join(a.name for a in paper.authors)
        rows = [
            ["Candidate", escape(names)],
            ["Thesis title", escape(paper.title)],
            ["Degree", "Doctor of Philosophy"],
            [escape(label), abstract],
            ["Supervisor's signature", "______________________   Date: __________"],
        ]
        grid = [[Paragraph(f"<b>{a}</b>", cell), Paragraph(b, cell)] for a, b in rows]
        return [Paragraph("<b>THESIS APPROVAL FORM</b>", heading),
                _ruled(grid, [width * 0.25, width * 0.75 - 4]), *keyline]  # fmt: skip
    if kind == "banner-correspondence":
        return [*head, Paragraph(abstract, body), *keyline]
    print_ = text_style(font, size - 1.5, "justify")
    spanish = [Paragraph("<b>Resumen</b>", heading), Paragraph(escape(_SPANISH), print_)]
    row = Table([[[*head, Paragraph(abstract, print_)], spanish]],
                colWidths=[width / 2 - 3, width / 2 - 3])  # fmt: skip
    row.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
    return [row, *keyline]

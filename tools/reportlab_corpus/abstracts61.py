"""Abstract shapes the round-61 abstracts track holds out (abs61): real journals'
layouts no earlier generator draws, never read paper by paper.

Each is a :class:`reportlab_corpus.styles.Style` ``abstract`` value:

* ``acm-column``: no abstract in the full-width head; the body's first column opens
  with a bold "ABSTRACT" heading, the abstract, a "CCS CONCEPTS" heading over a line of
  bulleted concepts with arrows, then a "KEYWORDS" heading over the keywords (a
  proceedings' two-column first page);
* ``emerald-parts``: a structured abstract under a bold "Abstract", each part its own
  paragraph opening on a bold label and an en dash ("Purpose –", "Design/methodology/
  approach –", …, "Originality/value –"), then "Keywords" and a "Paper type" line;
* ``bold-summary``: a headingless summary paragraph set in bold, a point larger than
  the body, across the page over a two-column body;
* ``citation-after``: a centred "Abstract" heading, the abstract, then an open-access
  journal's small record lines: "Citation: …", "Editor: …", "Received: …; Accepted: …;
  Published: …" and "Copyright: © …".

:func:`printed` relabels a record for ``emerald-parts`` (the labels are printed, so
they are the truth's); :func:`head_flow` gives the head's abstract flowables and
:func:`column_flow` those that open the body's first column.
"""

from __future__ import annotations

import re
from dataclasses import replace
from xml.sax.saxutils import escape

from latex_corpus.paper import Paper
from pdfgen.sources import Section
from reportlab.platypus import Flowable, Paragraph, Spacer

KINDS61 = ("acm-column", "emerald-parts", "bold-summary", "citation-after")

_PARTS = (
    "Purpose",
    "Design/methodology/approach",
    "Findings",
    "Research limitations/implications",
    "Originality/value",
)
_CONCEPTS = (
    "• Information systems → Data management systems; • Computing methodologies → "
    "Machine learning; • Theory of computation → Design and analysis of algorithms."
)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text) if s.strip()]


def printed(paper: Paper, kind: str) -> Paper:
    """``paper`` as ``kind`` prints it: for ``emerald-parts`` an abstract of three
    sentences or more is cut into labelled parts (two sentences at least to a part, as
    many parts as that allows, in :data:`_PARTS`' order, the last part's label last);
    any other kind, or a shorter abstract, is ``paper`` itself."""
    sentences = _sentences(paper.record.abstract_text)
    if kind != "emerald-parts" or len(sentences) < 3:
        return paper
    count = max(2, min(len(_PARTS), len(sentences) // 2))
    labels = [*_PARTS[: count - 1], _PARTS[-1]]
    share = len(sentences) // count
    sections = tuple(
        Section(
            f"{label} –",
            " ".join(sentences[i * share : (i + 1) * share if i < count - 1 else None]),
        )
        for i, label in enumerate(labels)
    )
    return replace(paper, record=replace(paper.record, abstract=sections))


def _record_lines(paper: Paper) -> list[str]:
    """An open-access journal's record lines after the abstract (made up; never truth)."""
    surname = paper.authors[0].name.split()[-1]
    year = 2012 + paper.seed % 12
    return [
        f"<b>Citation:</b> {escape(surname)} et al. ({year}) {escape(paper.title)}. "
        f"Open Biol Lett {paper.seed % 20 + 1}({paper.seed % 12 + 1}): "
        f"e{paper.seed % 90000 + 10000}.",
        "<b>Editor:</b> Margaret Holloway, University of Otago, NEW ZEALAND",
        f"<b>Received:</b> March 3, {year}; <b>Accepted:</b> June 9, {year}; "
        f"<b>Published:</b> July 1, {year}",
        f"<b>Copyright:</b> © {year} {escape(surname)} et al. This is an open access article "
        "distributed under the terms of the Creative Commons Attribution License.",
    ]


def head_flow(  # noqa: PLR0917 (the front's draw: paper, style's kind, fonts, size)
    paper: Paper, kind: str, label: str, keywords: str, font: str, size: float
) -> list[Flowable]:
    """The head's abstract flowables for ``kind`` (none for ``acm-column``)."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    body = text_style(font, size, "justify", spaceAfter=4)
    small = text_style(font, size - 1.5, "left", spaceAfter=2)
    if kind == "acm-column":
        return []
    if kind == "bold-summary":
        bold = text_style(font, size + 1, "justify", spaceAfter=6)
        return [Paragraph(f"<b>{escape(paper.record.abstract_text)}</b>", bold)]
    align = "centre" if kind == "citation-after" else "left"
    flow: list[Flowable] = [
        Paragraph(f"<b>{escape(label)}</b>", text_style(font, size + 1, align)),
        Spacer(1, 3),
    ]
    if kind == "emerald-parts":
        for section in paper.abstract:
            text = f"<b>{escape(section.label)}</b> {escape(section.text)}".strip()
            flow.append(Paragraph(text, body))
        if keywords and paper.keywords:
            words = escape(", ".join(paper.keywords))
            flow.append(Paragraph(f"<b>{escape(keywords)}</b> {words}", body))
        flow.append(Paragraph("<b>Paper type</b> Research paper", body))
        return flow
    flow.append(Paragraph(escape(paper.record.abstract_text), body))
    flow += [Paragraph(line, small) for line in _record_lines(paper)]
    return flow


def column_flow(paper: Paper, keywords: str, font: str, size: float) -> list[Flowable]:
    """The flowables opening the body's first column for ``acm-column``."""
    from reportlab_corpus.front import text_style  # (front imports this module)

    head = text_style(font, size + 1, "left", spaceBefore=2, spaceAfter=3)
    body = text_style(font, size, "justify", spaceAfter=6)
    flow: list[Flowable] = [
        Paragraph("<b>ABSTRACT</b>", head),
        Paragraph(escape(paper.record.abstract_text), body),
        Paragraph("<b>CCS CONCEPTS</b>", head),
        Paragraph(escape(_CONCEPTS), body),
    ]
    if keywords and paper.keywords:
        flow.append(Paragraph(f"<b>{escape(keywords)}</b>", head))
        flow.append(Paragraph(escape(", ".join(paper.keywords)), body))
    return flow

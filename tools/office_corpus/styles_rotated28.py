"""Word-template-like styles, part thirty-four: front52's held-out styles, now train.

front52 wrote them for its held-out corpus and measured them once (office held out,
seed 52: 0.500 / 0.500 / 0.500 / 0.929 title / author F1 / surname F1 / abstract F1,
the same before and after its rules); front53 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped).  Each is modelled on a layout real papers
have:

* ``journalclub`` (front52): a journal club's handout on the paper: a bold club line
  and a "Date: … · Presenter: …" line naming another person over a rule, then the
  paper only as a Vancouver-style citation behind "Paper:" ("Lee A, Chen B, de Vries
  P. Title. Journal. 2021;12(3):45-67."), the abstract under a bold "Summary"
  heading, and numbered points for discussion;
* ``slideposter`` (front52): a poster exported from a slide tool to a landscape page:
  a coloured banner (a shaded table cell) holding the title in large white bold, the
  names with numbered affiliation marks and the marked affiliations, then three
  columns side by side (a borderless table): the abstract under "Abstract" in the
  first, other text under "Methods" and "Results" in the others.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.enum.section import WD_ORIENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import RGBColor
from docx.text.paragraph import Paragraph
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, paragraph, plain_table, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, affiliation_lines, author_runs
from office_corpus.styles import Style

_CLUBS = ("JOURNAL CLUB", "Methods Journal Club", "Reading Group")
_JOURNALS = ("Journal of Methods", "Annals of Measurement", "Int J Appl Res")
_POINTS = (
    "Is the design adequate for the question asked?",
    "How far do the results carry to other settings?",
    "What would a follow-up study need to change?",
)
_PARTICLES = {"de", "van", "von", "der", "den", "da", "di", "del", "la", "le", "dos"}


def _cited(name: str) -> str:
    """``name`` as Vancouver cites it: surname (with its particles), then initials."""
    parts = name.split()
    cut = len(parts) - 1
    while cut > 1 and parts[cut - 1].lower() in _PARTICLES:
        cut -= 1
    initials = "".join(p[0] for p in parts[:cut] if p[:1].isalpha())
    return f"{' '.join(parts[cut:])} {initials}".strip()


def _journalclub(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    club = [Run(rng.choice(_CLUBS), bold=True, size=size + 4)]
    paragraph(document, club, align="left", after=2)
    others = [r.authors[0] for r in paper.others if r.authors]
    presenter = others[0] if others else "Cy Diaz"
    when = f"Date: {rng.randint(1, 28)} May {rng.randint(2012, 2025)}"
    rule(paragraph(document, f"{when} \u00b7 Presenter: {presenter}", align="left", after=10))
    year = rng.randint(2012, 2025)
    venue = f"{rng.choice(_JOURNALS)}. {year};{rng.randint(1, 40)}({rng.randint(1, 12)})"
    pages = f"{rng.randint(10, 400)}-{rng.randint(401, 900)}"
    names = ", ".join(_cited(a.name) for a in paper.authors)
    cite = f" {names}. {paper.title}. {venue}:{pages}."
    paragraph(document, [Run("Paper:", bold=True), Run(cite)], align="left", after=10)
    paragraph(document, [Run("Summary", bold=True, size=size + 1)], align="left", after=4)
    abstract_paragraphs(document, paper, "", size=size)
    heading = [Run("Points for discussion", bold=True, size=size + 1)]
    paragraph(document, heading, align="left", before=6, after=4)
    for number, point in enumerate(_POINTS, 1):
        paragraph(document, f"{number}. {point}", align="left", after=2)


def _shade(cell_para: Paragraph, fill: str) -> None:
    """The table cell holding ``cell_para`` shaded in ``fill`` (hex RGB)."""
    cell = cell_para._p.getparent()
    props = cell.find(qn("w:tcPr"))
    if props is None:
        props = OxmlElement("w:tcPr")
        cell.insert(0, props)
    shading = OxmlElement("w:shd")
    for key, value in (("val", "clear"), ("color", "auto"), ("fill", fill)):
        shading.set(qn(f"w:{key}"), value)
    props.append(shading)


def _white(para: Paragraph) -> None:
    for run in para.runs:
        run.font.color.rgb = RGBColor(0xFF, 0xFF, 0xFF)


def _slideposter(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    section = document.sections[0]
    section.orientation = WD_ORIENT.LANDSCAPE
    section.page_width, section.page_height = section.page_height, section.page_width
    size = look.body_size
    fill = rng.choice(("1F4E79", "7B2C3A", "2E5E3B", "3C3C78"))
    table = plain_table(document, 1, 1)
    banner = cell_paragraphs(table, 0, 0)
    title = paragraph(
        banner, [Run(paper.title, bold=True, size=look.title_size + 8)], align="centre", after=6
    )
    _shade(title, fill)
    paragraph(banner, author_runs(paper, size=size + 3), align="centre")
    affiliation_lines(banner, paper, size=size)
    for para in table.cell(0, 0).paragraphs:
        _white(para)
    paragraph(document, "", after=4)
    grid = plain_table(document, 1, 3)
    heads = ("Abstract", "Methods", "Results")
    texts = [" ".join(s.text for s in r.abstract) for r in paper.others[:2]]
    for col, head in enumerate(heads):
        cell = cell_paragraphs(grid, 0, col)
        paragraph(cell, [Run(head, bold=True, size=size + 3)], align="left", after=4)
        if col == 0:
            abstract_paragraphs(cell, paper, "", size=size, align="left")
        else:
            words = texts[col - 1].split()[:80] if col - 1 < len(texts) else ["Results", "follow."]
            paragraph(cell, " ".join(words), size=size, align="left")


ROTATED28_STYLES: dict[str, Style] = {
    "journalclub": Style("journalclub", _journalclub, family="sans"),
    "slideposter": Style("slideposter", _slideposter, family="sans"),
}

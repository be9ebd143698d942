"""Word-template-like styles, part nine: rot26's held-out styles, measured once
and moved to train by rot29.

rot26 wrote these two for a held-out corpus and measured them once (logocover
1.000 / 0.983 / 0.983 / 1.000; bylineend authors 0.184: the byline "— by …"
closing the abstract); a style that has been looked at no longer measures
unseen papers, so rot29 made them train styles and wrote new held-out ones in
:mod:`office_corpus.styles_held`:

* ``logocover`` (rot26): a report's cover page: a bordered, shaded box holding
  the institution's initials in large bold type (where a logo would sit) with
  the institution's name beside it, a report number, a large centred title,
  "by" and one centred name a line (no marks), the affiliations in italic, a
  month and year at the foot; page 2 opens with a centred "Abstract" heading
  over the abstract and the keywords (no title repeated), and the body follows;
* ``bylineend`` (rot26): a newsletter's two-column page: a masthead line (the
  bulletin's name, volume and season) over a rule, a large flush-left title
  across the page, then two columns opening with the abstract (no heading,
  justified), which ends with a flush-right italic byline "— by A, B and C";
  the affiliations and the contact e-mail follow in small type, then the body.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.enum.text import WD_BREAK
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt
from lang_corpus.paper import BYLINE_LEAD
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, cell_paragraphs, continuous_section, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, emails, keyword_line
from office_corpus.styles import Style

_SERIES = ("Technical Report", "Research Report", "Discussion Paper", "Project Deliverable")
_MONTHS = ("January", "March", "July", "October", "December")
_BULLETINS = ("Research Bulletin", "Science Notes", "Lab Letter", "Field Notes")
_SEASONS = ("Spring", "Summer", "Autumn", "Winter")


def _initials(institution: str) -> str:
    """The capitals of an institution's name ("University of Tarnów" → "UT")."""
    return "".join(word[0] for word in institution.split() if word[:1].isupper())[:4] or "R"


def _logo_box(document: Document, institution: str, size: float) -> None:
    """A two-cell row: a bordered, shaded box of the initials, the name beside it."""
    table = document.add_table(rows=1, cols=2)
    box, name = table.cell(0, 0), table.cell(0, 1)
    box.width, name.width = Pt(80), Pt(300)
    props = box._tc.get_or_add_tcPr()
    shading = OxmlElement("w:shd")
    for key, value in (("val", "clear"), ("color", "auto"), ("fill", "D9E2F3")):
        shading.set(qn(f"w:{key}"), value)
    borders = OxmlElement("w:tcBorders")
    for edge in ("top", "left", "bottom", "right"):
        line = OxmlElement(f"w:{edge}")
        for key, value in (("val", "single"), ("sz", "12"), ("color", "1F3864")):
            line.set(qn(f"w:{key}"), value)
        borders.append(line)
    props.append(borders)
    props.append(shading)
    logo = [Run(_initials(institution), bold=True, size=size + 10)]
    paragraph(cell_paragraphs(table, 0, 0), logo, align="centre", before=8, after=8)
    paragraph(cell_paragraphs(table, 0, 1), [Run(institution, size=size)], align="left", before=14)


def _logocover(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    institution = paper.affiliations[0].institution
    _logo_box(document, institution, look.body_size)
    number = f"{rng.choice(_SERIES)} {rng.randint(2012, 2025)}-{rng.randint(1, 40):02d}"
    paragraph(document, [Run(number, size=look.body_size)], align="centre", before=60, after=30)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size + 4)], align="centre")
    paragraph(document, [Run("by", italic=True, size=look.body_size)], align="centre", before=20)
    for author in paper.authors:
        paragraph(document, [Run(author.name, size=look.body_size + 2)], align="centre", after=2)
    for place in paper.affiliations:
        line = [Run(place.line(), italic=True, size=look.body_size - 1)]
        paragraph(document, line, align="centre", before=4, after=0)
    date = f"{rng.choice(_MONTHS)} {rng.randint(2012, 2025)}"
    paragraph(document, [Run(date, size=look.body_size)], align="centre", before=80)
    paragraph(document, "", after=0).add_run().add_break(WD_BREAK.PAGE)
    heading = [Run("Abstract", bold=True, size=look.body_size + 1)]
    paragraph(document, heading, align="centre", after=8)
    abstract_paragraphs(document, paper, "", size=look.body_size, indent=24)
    keyword_line(document, paper, "Keywords:", size=look.body_size, indent=24)


def _bylineend(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    season = f"{rng.choice(_SEASONS)} {rng.randint(2012, 2025)}"
    issue = f"Vol. {rng.randint(2, 30)} \u00b7 No. {rng.randint(1, 4)} \u00b7 {season}"
    top = paragraph(
        document,
        [Run(rng.choice(_BULLETINS).upper(), bold=True, size=look.body_size), Run("\t" + issue)],
        align="left",
        after=10,
    )
    top.paragraph_format.tab_stops.add_tab_stop(Pt(440))
    rule(top)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size + 2)], align="left")
    continuous_section(document, 2)
    abstract_paragraphs(document, paper, "", size=look.body_size)
    # The lead and the last "and" are runs of their own: a paper in another language
    # prints its words ("— von A und B", lang_corpus.paper.translate_piece; front31).
    names = [a.name for a in paper.authors]
    byline = [Run(BYLINE_LEAD, italic=True), Run(", ".join(names[:-1]), italic=True)]
    byline += [Run(" and ", italic=True)] if len(names) > 1 else []
    byline.append(Run(names[-1], italic=True))
    paragraph(document, [run for run in byline if run.text], align="right", after=8)
    small = look.body_size - 2
    for place in paper.affiliations:
        paragraph(document, [Run(place.line(), size=small)], align="left", after=0)
    contact = f"Contact: {emails(paper, only_corresponding=True)}"
    paragraph(document, [Run(contact, size=small)], align="left", after=10)


ROTATED6_STYLES: dict[str, Style] = {
    "logocover": Style("logocover", _logocover, header=""),
    "bylineend": Style("bylineend", _bylineend, body_columns=2, family="sans"),
}

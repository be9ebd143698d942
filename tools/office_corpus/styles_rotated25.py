"""Word-template-like styles, part thirty-one: front49's held-out styles, now train.

front49 wrote them for its held-out corpus and measured them once (office held out,
seed 49: 0.500 / 0.024 / 0.024 / 0.799 title / author F1 / surname F1 / abstract F1);
front50 moved them here (``git mv`` of ``styles_held.py``, only the flag dropped).
Each is modelled on a layout real papers have:

* ``patentfront`` (front49): the front page of a patent application filed for the
  research: small numbered field codes in parentheses down the page ("(12) PATENT
  APPLICATION", "(10) Pub. No.: …", "(43) Pub. Date: …"), the title behind "(54)" in
  bold, the applicant behind "(71) Applicant:" (an institution), the names behind
  "(72) Inventors:" each followed by a city and a country code in parentheses
  ("Ann Lee, Springfield (US); Bo Chen, Lyon (FR)"), an application number, and the
  abstract under a centred "(57) ABSTRACT" heading;
* ``pressrelease`` (front49): a university's news release announcing the paper: a
  "NEWS RELEASE" banner, an embargo line, a "Media contact:" line naming a press
  officer (another person, no author), the paper's title as the headline in large
  bold, a dateline run in before the abstract ("OXFORD, 3 March 2021 —"), and then a
  line "The study, by Ann Lee and Bo Chen, appears in …" after it.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_CITIES = (("Springfield", "US"), ("Lyon", "FR"), ("Graz", "AT"), ("Leeds", "GB"), ("Pune", "IN"))
_MONTHS = ("Jan.", "Mar.", "May", "Jul.", "Sep.", "Nov.")
_DATELINES = ("OXFORD", "BOSTON", "ZURICH", "TORONTO", "MELBOURNE")
_VENUES = ("the journal", "this week's issue of the journal", "the proceedings")


def _patentfront(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    day = f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {rng.randint(2012, 2025)}"
    number = f"{rng.randint(2012, 2025)}/{rng.randint(1000000, 9999999):07d} A1"
    heads = ("(12) PATENT APPLICATION", f"(10) Pub. No.: {number}", f"(43) Pub. Date: {day}")
    for head in heads:
        paragraph(document, [Run(head, size=size)], align="left", after=1)
    rule(paragraph(document, "", after=6))
    paragraph(document, [Run("(54) ", size=size), Run(paper.title, bold=True, size=size + 2)])
    affs = [a.institution for a in paper.affiliations] or ["Institute of Technology"]
    paragraph(document, [Run("(71) Applicant: ", size=size), Run(affs[0], size=size)])
    places = [(a.name, *rng.choice(_CITIES)) for a in paper.authors]
    inventors = "; ".join(f"{name}, {city} ({code})" for name, city, code in places)
    paragraph(document, [Run("(72) Inventors: ", size=size), Run(inventors, size=size)])
    appl = f"(21) Appl. No.: {rng.randint(10, 19)}/{rng.randint(100, 999)},{rng.randint(100, 999)}"
    paragraph(document, [Run(appl, size=size)], align="left", after=8)
    paragraph(document, [Run("(57) ABSTRACT", bold=True, size=size)], align="centre", after=4)
    abstract_paragraphs(document, paper, "", size=size)


def _pressrelease(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("NEWS RELEASE", bold=True, size=size + 4)], align="left", after=2)
    embargo = f"Embargoed until {rng.randint(1, 28)} March {rng.randint(2012, 2025)}, 10:00 GMT"
    paragraph(document, [Run(embargo, italic=True, size=size - 1)], align="left", after=2)
    others = [r.authors[0] for r in paper.others if r.authors]
    contact = others[0] if others else "Press Office"
    runs = [Run("Media contact: ", bold=True, size=size - 1), Run(f"{contact}, press office")]
    rule(paragraph(document, runs, align="left", after=10))
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=8)
    lead = f"{rng.choice(_DATELINES)}, {rng.randint(1, 28)} March {rng.randint(2012, 2025)} \u2014"
    abstract_paragraphs(document, paper, lead, size=size)
    names = [a.name for a in paper.authors]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    study = f"The study, by {joined}, appears in {rng.choice(_VENUES)}."
    paragraph(document, [Run(study, size=size)], after=8)


ROTATED25_STYLES: dict[str, Style] = {
    "patentfront": Style("patentfront", _patentfront),
    "pressrelease": Style("pressrelease", _pressrelease),
}

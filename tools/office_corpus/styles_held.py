"""Word-template-like styles, part thirty-one: the held-out styles (front49).

Each round writes new styles here for a held-out corpus, measures them once, and
the next round moves them to train (:mod:`office_corpus.styles_rotated` …
:mod:`office_corpus.styles_rotated24`): front49 moved front48's ``scribenotes``
and ``resumefirst`` to train and wrote the two below (before any measuring).  Each is
written and converted only for a held-out corpus (``Style.heldout``), modelled on a
layout real papers have whose front matter differs in kind from every train style's:

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


HELD_STYLES: dict[str, Style] = {
    "patentfront": Style("patentfront", _patentfront, heldout=True),
    "pressrelease": Style("pressrelease", _pressrelease, heldout=True),
}

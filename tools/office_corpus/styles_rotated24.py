"""Word-template-like styles, part thirty: front48's held-out styles, now train.

front48 wrote them for its held-out corpus and measured them once (office held out,
seed 48: 0.500 / 0.670 / 0.670 / 0.949 title / author F1 / surname F1 / abstract F1,
``scribenotes`` title 0.000, authors 0.341; ``resumefirst`` 1.000); front49 moved them
here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out
styles (:mod:`office_corpus.styles_held`).  Each is modelled on a layout real papers
have:

* ``scribenotes`` (front48): a course's lecture notes written up by scribes: a boxed
  course line ("CS 7042: Topics in Methods · Spring 2021") over the title prefixed
  by the lecture's number ("Lecture 9: Title") in large bold, then one line holding
  "Lecturer: Cy Diaz" flush left (another person, not an author) and "Scribes: Ann
  Lee, Bo Chen" after a tab, a rule, and the abstract under a bold "Overview" run in;
* ``resumefirst`` (front48): a bilingual journal's article that sets its other
  language first: the title in bold, the names on one line, then a bold "Résumé"
  heading over a French summary paragraph and a "Mots-clés :" line, and only then a
  bold "Abstract" heading over the English abstract and a "Keywords:" line.
"""

from __future__ import annotations

import random

from docx.document import Document
from lang_corpus.sentences import MORE_FRENCH, for_split
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, keyword_line
from office_corpus.styles import Style

_COURSES = ("Topics in Methods", "Statistical Learning", "Field Ecology", "Signal Processing")
_TERMS = ("Spring", "Fall", "Winter")
_MOTS = ("modélisation", "mesure", "données", "méthode", "évaluation", "simulation")


def _scribenotes(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    course = f"{rng.choice(('CS', 'STAT', 'BIO', 'EE'))} {rng.randint(100, 799)}: "
    course += f"{rng.choice(_COURSES)} \u00b7 {rng.choice(_TERMS)} {rng.randint(2012, 2025)}"
    box = paragraph(document, [Run(course, size=size - 1)], align="left", after=8)
    for edge in ("top", "bottom"):
        rule(box, edge)
    title = f"Lecture {rng.randint(2, 24)}: {paper.title}"
    paragraph(document, [Run(title, bold=True, size=look.title_size)], align="left", after=8)
    others = [r.authors[0] for r in paper.others if r.authors]
    lecturer = others[0] if others else "Staff"
    label = "Scribes: " if len(paper.authors) > 1 else "Scribe: "
    names = ", ".join(a.name for a in paper.authors)
    runs = [Run("Lecturer: ", bold=True), Run(lecturer), Run("\t" + label, bold=True), Run(names)]
    rule(paragraph(document, runs, align="left", after=10))
    abstract_paragraphs(document, paper, "Overview.", size=size)


def _resumefirst(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=8)
    names = ", ".join(a.name for a in paper.authors)
    paragraph(document, [Run(names, size=size + 1)], align="left", after=12)
    pool = for_split(MORE_FRENCH, "heldout")
    french = " ".join(rng.sample(pool, min(4, len(pool))))
    paragraph(document, [Run("Résumé", bold=True)], align="left", after=3)
    paragraph(document, [Run(french, size=size)], after=3)
    words = ", ".join(rng.sample(_MOTS, 3))
    paragraph(document, [Run("Mots-clés : ", italic=True), Run(words)], align="left", after=10)
    paragraph(document, [Run("Abstract", bold=True)], align="left", after=3)
    abstract_paragraphs(document, paper, "", size=size)
    keyword_line(document, paper, "Keywords:")


ROTATED24_STYLES: dict[str, Style] = {
    "scribenotes": Style("scribenotes", _scribenotes),
    "resumefirst": Style("resumefirst", _resumefirst),
}

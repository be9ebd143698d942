"""Word-template-like styles, part thirty-two: front50's held-out styles, now train.

front50 wrote them for its held-out corpus and measured them once (office held out,
seed 50: 0.500 / 0.488 / 0.488 / 0.471 title / author F1 / surname F1 / abstract F1);
front51 moved them here (``git mv`` of ``styles_held.py``, only the flag dropped).
Each is modelled on a layout real papers have:

* ``reviewersheet`` (front50): a journal's referee report form on the paper: a
  "Manuscript ID:" line, the title behind a bold "Title of manuscript:" label, the
  names behind "Authors:", a "Reviewer:" line naming another person and a
  "Recommendation:" line, then the abstract under a bold "Summary of the submission"
  heading;
* ``interviewqa`` (front50): a magazine's question-and-answer feature on the paper:
  a small "Q&A" kicker, the title as the headline, a standfirst sentence naming the
  authors ("We spoke to Ann Lee and Bo Chen about their study."), then a bold
  "Q: What did you find?" and the abstract as the answer behind "A:".
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_VERDICTS = ("Minor revision", "Major revision", "Accept as is")
_QUESTIONS = ("What did you find?", "What is the study about?", "What did you set out to do?")


def _joined(paper: Paper) -> str:
    names = [a.name for a in paper.authors]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _reviewersheet(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    ident = f"Manuscript ID: MS-{rng.randint(2012, 2025)}-{rng.randint(100, 9999):04d}"
    paragraph(document, [Run(ident, size=size)], align="left", after=2)
    runs = [Run("Title of manuscript: ", bold=True, size=size), Run(paper.title, size=size)]
    paragraph(document, runs, align="left", after=2)
    names = ", ".join(a.name for a in paper.authors)
    paragraph(document, [Run("Authors: ", bold=True, size=size), Run(names, size=size)])
    others = [r.authors[0] for r in paper.others if r.authors]
    reviewer = others[0] if others else "Reviewer 2"
    paragraph(document, [Run("Reviewer: ", bold=True, size=size), Run(reviewer, size=size)])
    verdict = [Run("Recommendation: ", bold=True, size=size), Run(rng.choice(_VERDICTS))]
    rule(paragraph(document, verdict, align="left", after=8))
    paragraph(document, [Run("Summary of the submission", bold=True, size=size)], after=4)
    abstract_paragraphs(document, paper, "", size=size)


def _interviewqa(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("Q&A", bold=True, size=size - 1)], align="left", after=2)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left")
    stand = f"We spoke to {_joined(paper)} about their study."
    paragraph(document, [Run(stand, italic=True, size=size + 1)], align="left", after=8)
    question = f"Q: {rng.choice(_QUESTIONS)}"
    paragraph(document, [Run(question, bold=True, size=size)], align="left", after=2)
    abstract_paragraphs(document, paper, "A:", size=size)


ROTATED26_STYLES: dict[str, Style] = {
    "reviewersheet": Style("reviewersheet", _reviewersheet),
    "interviewqa": Style("interviewqa", _interviewqa),
}

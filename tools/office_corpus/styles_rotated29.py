"""Word-template-like styles, part thirty-five: front53's held-out styles, now train.

front53 wrote them for its held-out corpus and measured them once (office held out,
seed 53: 0.438 / 0.438 / 0.438 / 0.438 title / author F1 / surname F1 / abstract F1,
the same before and after its rules; labprotocol 0.875 on all four, preregistration
0.000); front54 moved them here (``git mv`` of ``styles_held.py``, only the flag
dropped).  Each is modelled on a document researchers file with their papers:

* ``labprotocol`` (front53): a lab protocol exported from a protocol repository: a
  small "PROTOCOL · Version N · date" line, the title in bold, the names with marks
  and the marked affiliations, then "DOI", "Protocol Citation:" (the names written
  out, the year, the title again and the repository), "License:" and "Protocol
  status:" lines, the abstract under a bold "ABSTRACT" in capitals, a "MATERIALS"
  list of reagents and numbered steps;
* ``preregistration`` (front53): a study preregistration filled in a form template:
  "Preregistration" in large bold, "Study Information", then numbered questions in
  bold ("1. Title", "2. Authors", "3. Description", "4. Hypotheses"), each with the
  template's grey italic instruction under it and the answer in body type under
  that: the title in the body's size, the names on one line, the abstract.
"""

from __future__ import annotations

import random

from docx.document import Document
from docx.shared import RGBColor
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs, affiliation_lines, author_runs
from office_corpus.styles import Style

_REAGENTS = (
    "Phosphate-buffered saline (PBS), pH 7.4",
    "Ethanol 70 % (v/v)",
    "Nuclease-free water",
    "Tris-HCl 1 M, pH 8.0",
    "Microcentrifuge tubes, 1.5 mL",
    "Bovine serum albumin (BSA)",
)
_STEPS = (
    "Prepare all buffers fresh and keep them on ice.",
    "Label the tubes and add 500 µL of buffer to each.",
    "Incubate for 10 min at room temperature.",
    "Centrifuge at 12,000 g for 5 min and discard the supernatant.",
)
_ASK = {
    "title": "Provide the working title of your study. It may be the same title that you"
    " submit for publication of your final manuscript, but it is not a requirement.",
    "authors": "List the names of everyone who contributed to this study, in order.",
    "description": "Please give a brief description of your study, including some"
    " background, the purpose of the study, or broad research questions.",
    "hypotheses": "List specific, concise, and testable hypotheses. Please state if the"
    " hypotheses are directional or non-directional.",
}
_GREY = RGBColor(0x70, 0x70, 0x70)


def _labprotocol(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    year = rng.randint(2015, 2025)
    when = f"{rng.choice(('Jan', 'Mar', 'Jun', 'Sep', 'Nov'))} {rng.randint(1, 28)}, {year}"
    head = f"PROTOCOL \u00b7 Version {rng.randint(1, 4)} \u00b7 {when}"
    paragraph(document, [Run(head, size=size - 1.5)], align="left", after=8)
    title = [Run(paper.title, bold=True, size=look.title_size + 2)]
    paragraph(document, title, align="left", after=8)
    paragraph(document, author_runs(paper, size=size + 1), align="left", after=4)
    affiliation_lines(document, paper, size=size - 1, align="left")
    doi = f"dx.doi.org/10.17504/protocols.io.{rng.randint(10**6, 10**7)}"
    names = ", ".join(a.name for a in paper.authors)
    cite = f"{names} {year}. {paper.title}. protocols repository {doi}"
    small = size - 1
    paragraph(document, [Run("DOI: ", bold=True, size=small), Run(doi, size=small)], before=8)
    lead = Run("Protocol Citation: ", bold=True, size=small)
    paragraph(document, [lead, Run(cite, size=small)], align="left")
    license_text = "This is an open access protocol distributed under the terms of CC BY 4.0"
    paragraph(document, [Run("License: ", bold=True, size=small), Run(license_text, size=small)])
    status = [Run("Protocol status: ", bold=True, size=small), Run("Working", size=small)]
    paragraph(document, status, align="left", after=10)
    paragraph(document, [Run("ABSTRACT", bold=True, size=size)], align="left", after=4)
    abstract_paragraphs(document, paper, "", size=size, align="left")
    heading = [Run("MATERIALS", bold=True, size=size)]
    paragraph(document, heading, align="left", before=8, after=4)
    for reagent in rng.sample(_REAGENTS, 4):
        paragraph(document, f"\u2022 {reagent}", size=size, align="left", after=1)
    paragraph(document, [Run("STEPS", bold=True, size=size)], align="left", before=8, after=4)
    for number, step in enumerate(_STEPS, 1):
        paragraph(document, f"{number}. {step}", size=size, align="left", after=2)


def _question(document: Document, number: int, label: str, key: str, size: float) -> None:
    """A numbered question in bold and the template's grey italic instruction."""
    para = paragraph(document, [Run(f"{number}. {label}", bold=True, size=size + 1)], before=8)
    para.paragraph_format.keep_with_next = True
    ask = paragraph(document, [Run(_ASK[key], italic=True, size=size - 1)], align="left")
    for run in ask.runs:
        run.font.color.rgb = _GREY


def _preregistration(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    big = [Run("Preregistration", bold=True, size=look.title_size + 4)]
    paragraph(document, big, align="left", after=4)
    kind = rng.choice(("OSF Preregistration template", "Standard preregistration form"))
    paragraph(document, [Run(kind, italic=True, size=size - 1)], align="left", after=10)
    paragraph(document, [Run("Study Information", bold=True, size=size + 3)], align="left")
    _question(document, 1, "Title", "title", size)
    paragraph(document, paper.title, size=size, align="left")
    _question(document, 2, "Authors", "authors", size)
    paragraph(document, ", ".join(a.name for a in paper.authors), size=size, align="left")
    _question(document, 3, "Description", "description", size)
    abstract_paragraphs(document, paper, "", size=size, align="left")
    _question(document, 4, "Hypotheses", "hypotheses", size)
    other = next((o for o in paper.others if o.abstract), None)
    words = " ".join(s.text for s in other.abstract).split()[:50] if other else []
    hypothesis = " ".join(words) or "We expect the effect to be larger in the first group."
    paragraph(document, f"H1: {hypothesis}", size=size, align="left")


ROTATED29_STYLES: dict[str, Style] = {
    "labprotocol": Style("labprotocol", _labprotocol, family="sans"),
    "preregistration": Style("preregistration", _preregistration),
}

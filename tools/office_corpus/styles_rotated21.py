"""Word-template-like styles, part twenty-seven: front45's held-out styles, now train.

front45 wrote them for its held-out corpus and measured them once (office held out,
seed 45: 1.000 / 1.000 / 1.000 / 0.998 title / author F1 / surname F1 / abstract F1,
``posterabstract`` abstract 0.996, ``germanlabels`` 1.000 on every field); front46
moved them here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote
new held-out styles (:mod:`office_corpus.styles_held`).  Each is modelled on a layout
real papers have:

* ``posterabstract`` (front45): an entry of a conference's book of abstracts: a small
  line naming the entry and its session ("P-23 | Poster session B"), the title in bold,
  the names on one line each with a numbered mark and a star on the presenting author,
  the numbered places run together on one italic line ("1 Place; 2 Place"), a small
  "* Presenting author" line, then the abstract as one paragraph with no heading;
* ``germanlabels`` (front45): an institute's working paper printed with German labels:
  "Arbeitspapier Nr. 12" over the title in bold, the names each on a line of their own
  with their place after a comma, then "Zusammenfassung" in bold on a line of its own
  over the abstract and "Schlagwörter:" before the keywords.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_SESSIONS = ("Poster session A", "Poster session B", "Oral session 3", "Short talks II")


def _places(paper: Paper) -> list[str]:
    return list(dict.fromkeys(p for k in range(len(paper.authors)) if (p := paper.first_place(k))))


def _posterabstract(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    entry = f"P-{rng.randint(1, 120)} | {rng.choice(_SESSIONS)}"
    paragraph(document, [Run(entry, size=size - 2)], align="left", after=6)
    paragraph(document, [Run(paper.title, bold=True, size=size + 2)], align="left", after=4)
    places = _places(paper)
    runs: list[Run] = []
    for k, author in enumerate(paper.authors):
        if k:
            runs.append(Run(", ", size=size))
        runs.append(Run(author.name, size=size))
        place = paper.first_place(k)
        mark = (str(places.index(place) + 1) if place else "") + ("*" if k == 0 else "")
        runs.append(Run(mark, superscript=True, size=size))
    paragraph(document, runs, align="left", after=2)
    if places:
        line = "; ".join(f"{n} {p}" for n, p in enumerate(places, 1))
        paragraph(document, [Run(line, italic=True, size=size - 1)], align="left", after=2)
    paragraph(document, [Run("* Presenting author", size=size - 2)], align="left", after=8)
    abstract_paragraphs(document, paper, "", size=size, joined=True)


def _germanlabels(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    series = f"Arbeitspapier Nr. {rng.randint(1, 40)}"
    paragraph(document, [Run(series, size=size - 1)], align="left", after=8)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left")
    for k, author in enumerate(paper.authors):
        place = paper.first_place(k)
        line = author.name + (f", {place}" if place else "")
        paragraph(document, [Run(line, size=size)], align="left", after=0)
    paragraph(document, [Run("Zusammenfassung", bold=True, size=size)], before=14, after=2)
    abstract_paragraphs(document, paper, "", size=size)
    if paper.keywords:
        runs = [Run("Schlagwörter: ", bold=True, size=size), Run(", ".join(paper.keywords))]
        paragraph(document, runs, size=size, align="left", before=4)


ROTATED21_STYLES: dict[str, Style] = {
    "posterabstract": Style("posterabstract", _posterabstract),
    "germanlabels": Style("germanlabels", _germanlabels),
}

"""Word-template-like styles, part three: the held-out styles.

Each round writes new styles here for a held-out corpus, measures them once, and
the next round moves them to train (:mod:`office_corpus.styles_rotated` …
:mod:`office_corpus.styles_rotated3`): rot22 moved rot21's ``gridboxes`` and
``standfirst`` to train and wrote the two below.  Each style here is written and
converted only for a held-out corpus (``Style.heldout``), and is modelled on a
layout real papers have whose front matter differs from every train style's:

* ``runon`` (rot22): a letters journal's paper: a flush-left title, the names
  with numbered marks, all affiliations in one run-on paragraph (each opened by
  its raised number, separated by semicolons, the corresponding author's e-mail
  at its end), a "Received … ; accepted …" line, then the abstract with no
  heading, set in bold as the first paragraph (structured labels stay bold,
  run in), and a two-column body;
* ``resume`` (rot22): a French-language journal's paper: a centred title, the
  names and affiliations, then a "Résumé" heading over a French summary and a
  "Mots-clés" line, and only then an "Abstract" heading over the English
  abstract and its "Keywords" line.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph
from office_corpus.look import Look
from office_corpus.pieces import (
    abstract_paragraphs,
    affiliation_lines,
    author_runs,
    keyword_line,
    mark,
)
from office_corpus.styles import Style

_MONTHS = ("January", "March", "May", "August", "October", "December")
_RESUME = (
    "Nous proposons une méthode nouvelle pour ce problème.",
    "Les résultats obtenus sur plusieurs jeux de données sont encourageants.",
    "Cette approche réduit nettement le coût du calcul.",
    "Nous discutons enfin les limites de l'étude et les travaux futurs.",
    "Une analyse détaillée montre l'intérêt de la démarche.",
)
_MOTS = ("modélisation", "analyse des données", "méthodes numériques", "évaluation")


def _runon(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left", after=8)
    paragraph(document, author_runs(paper, size=look.body_size + 1), align="left", after=4)
    size = look.body_size - 1.5
    runs: list[Run] = []
    many = len(paper.affiliations) > 1
    for i, place in enumerate(paper.affiliations):
        if i:
            runs.append(Run("; ", italic=True, size=size))
        if many:
            runs.append(Run(mark(i, False), superscript=True, size=size))
        runs.append(Run(place.line(), italic=True, size=size))
    author = next(a for a in paper.authors if a.corresponding)
    runs.append(Run(f". *E-mail: {author.email}", italic=True, size=size))
    paragraph(document, runs, align="left", after=4)
    year = rng.randint(2012, 2025)
    dates = f"Received {rng.randint(1, 28)} {rng.choice(_MONTHS)} {year}; "
    dates += f"accepted {rng.randint(1, 28)} {rng.choice(_MONTHS)} {year + 1}"
    paragraph(document, [Run(dates, size=size)], align="left", after=10)
    body: list[Run] = []
    for section in paper.abstract:
        for piece in (section.label, section.text):
            if piece:
                body.append(Run((" " if body else "") + piece, bold=True, size=look.body_size))
    paragraph(document, body, align="justify", after=10)


def _resume(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="centre")
    paragraph(document, author_runs(paper, size=look.body_size + 1), align="centre", after=4)
    affiliation_lines(document, paper, size=look.body_size - 1.5, italic=True)
    size = look.body_size - 0.5
    paragraph(document, [Run("Résumé", bold=True, size=size)], align="left", before=10)
    french = " ".join(rng.sample(_RESUME, 3))
    paragraph(document, [Run(french, size=size)], align="justify", after=4)
    mots = [Run("Mots-clés :", bold=True, size=size), Run(" " + ", ".join(_MOTS), size=size)]
    paragraph(document, mots, align="left", after=8)
    paragraph(document, [Run("Abstract", bold=True, size=size)], align="left", before=4)
    abstract_paragraphs(document, paper, "", size=size)
    keyword_line(document, paper, "Keywords:", size=size)


HELD_STYLES: dict[str, Style] = {
    "runon": Style("runon", _runon, body_columns=2, heldout=True),
    "resume": Style("resume", _resume, heldout=True),
}

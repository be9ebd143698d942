"""Word-template-like styles, part seven: rot22's held-out styles, measured once
and moved to train by rot23.

rot22 wrote these two for a held-out corpus and measured them once (runon
1.000 on every field; resume title and authors 1.000, abstract 0.000: the
English abstract after the French "Résumé" was never found); a style that has
been looked at no longer measures unseen papers, so rot23 made them train
styles and wrote new held-out ones in :mod:`office_corpus.styles_held`.
``resume``'s truth is the English abstract: a bilingual paper stores the
abstract in the language of its title (the lead's decision, rot23's session;
the reader's side is track lang23's):

* ``runon`` (rot22): a letters journal's paper: a flush-left title, the names
  with numbered marks, all affiliations in one run-on paragraph (each opened by
  its raised number, separated by semicolons, the corresponding author's e-mail
  at its end), a "Received … ; accepted …" line, then the abstract with no
  heading, set in bold as the first paragraph (structured labels stay bold,
  run in), and a two-column body;
* ``resume`` (rot22): a French-language journal's paper: a centred title, the
  names and affiliations, then a "Résumé" heading over a French summary and a
  "Mots-clés" line, and only then an "Abstract" heading over the English
  abstract and its "Keywords" line. A paper localized by ``--language`` prints
  no style résumé: its own second abstract stands there (lang33).
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
    french = " ".join(rng.sample(_RESUME, 3))
    # A paper the builder's ``--language`` localized prints its own second abstract
    # (lang_corpus) and its "Abstract" label is translated: the style's French
    # résumé would be a third abstract, a second "Résumé" over a French paper
    # (lang33). Drawn all the same, so the random stream stays the same.
    if paper.record.language == "en":
        paragraph(document, [Run("Résumé", bold=True, size=size)], align="left", before=10)
        paragraph(document, [Run(french, size=size)], align="justify", after=4)
        mots = [Run("Mots-clés :", bold=True, size=size), Run(" " + ", ".join(_MOTS), size=size)]
        paragraph(document, mots, align="left", after=8)
    paragraph(document, [Run("Abstract", bold=True, size=size)], align="left", before=4)
    abstract_paragraphs(document, paper, "", size=size)
    keyword_line(document, paper, "Keywords:", size=size)


ROTATED4_STYLES: dict[str, Style] = {
    "runon": Style("runon", _runon, body_columns=2),
    "resume": Style("resume", _resume),
}

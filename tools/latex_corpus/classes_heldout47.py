"""Classes added by ``latex47`` as held out, train classes since ``latex48``:
``inverted-names``, ``parallel-abstracts``, ``listed-abstract`` and
``places-letterhead``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 46's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` (``inverted-names`` also ``\\author``) for the record but
sets the front matter itself, with no ``\\maketitle``):

* ``inverted-names``: ``hgbarticle``: the title centred in bold, then the byline with
  every name given family name first ("\\textsc{Kowalczyk}, Zoë") in small
  capitals before a comma, the names parted by semicolons and marked with
  superscript numbers, the numbered places under them, then the abstract under
  a bold "Abstract".
* ``parallel-abstracts``: ``gztarticle``: a bilingual journal's head: the title flush
  left in large bold, the names and places in one line under it, then two
  columns side by side, the English abstract under "Abstract" on the left and a
  French "Résumé" (made-up text, never the truth) on the right.
* ``listed-abstract``: ``skbarticle``: the title in large type centred, the names
  and places, then "Summary" over the abstract given as a bulleted list, one of
  its sentences an item.
* ``places-letterhead``: ``semproc``: an institution's letterhead at the page's
  head: the places in small capitals, parted by middle dots, over a rule; under it
  the title in large bold and the names in one line with no place, then the
  abstract under a bold "Abstract".

Each differs in kind from every earlier template: names printed family name
first, an abstract beside its translation, an abstract set as a list, the places
printed over the title as a letterhead.

Held out from ``latex47`` (measured once then: 0.896 / 0.917 / 0.932 / 0.999, base
and branch the same) until ``latex48`` made them train classes; while held out they
were never built into a ``train`` corpus nor looked at while writing the extraction
rules.  Each was compiled on seed 1 only (2026-12-04, 4 papers, first pages seen as
images), never read by the extractor before the one measurement.
"""

from __future__ import annotations

import random
import re

from latex_corpus.classes import Template, abstract_text, and_list, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Author, Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_PARTICLES = frozenset((
    "al", "bin", "da", "das", "de", "del", "della", "der", "di", "do", "dos", "du", "el",
    "la", "le", "van", "von", "ten", "ter", "zu",
))  # fmt: skip
_SUFFIXES = frozenset(("Jr.", "Sr.", "II", "III", "IV"))
_RESUME = (
    "Cet article présente une étude détaillée du problème posé.",
    "Nous décrivons la méthode employée et les données recueillies.",
    "Les résultats obtenus confirment les hypothèses de départ.",
    "Nous discutons enfin les limites de ce travail et ses suites possibles.",
    "Une comparaison avec les travaux antérieurs est proposée.",
)


def inverted(full: str) -> tuple[str, str]:
    """A name's family part (with its particles and suffix) and its given part.

    "Pieter de Vries" -> ("de Vries", "Pieter"); "Neal J. Evans II" -> ("Evans II",
    "Neal J."); a single word is all family name.
    """
    words = full.split()
    suffix = [words.pop()] if len(words) > 2 and words[-1] in _SUFFIXES else []
    start = len(words) - 1
    for k in range(1, len(words) - 1):
        if words[k].lower() in _PARTICLES:
            start = k
            break
    return " ".join(words[start:] + suffix), " ".join(words[:start])


def _inverted_name(author: Author) -> str:
    family, given = inverted(author.name)
    printed = f"\\textsc{{{latex(family)}}}"
    return f"{printed}, {latex(given)}" if given else printed


def _marks(author: Author) -> str:
    return ",".join(str(i + 1) for i in author.affiliations)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text.strip()) if s]


def _inverted(paper: Paper, rng: random.Random) -> str:
    names = "; ".join(f"{_inverted_name(a)}\\textsuperscript{{{_marks(a)}}}" for a in paper.authors)
    places = "\\\\\n".join(
        f"\\textsuperscript{{{k + 1}}}{place(p)}" for k, p in enumerate(paper.affiliations)
    )
    declared = and_list([name(a) for a in paper.authors])
    return (
        f"\\title{{{latex(paper.title)}}}\n\\author{{{declared}}}\n"
        "\\begin{document}\n\\thispagestyle{empty}\n"
        f"\\begin{{center}}{{\\Large\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"{names}\\par\\medskip\n{{\\small\\itshape {places}\\par}}\\end{{center}}\\medskip\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _parallel(paper: Paper, rng: random.Random) -> str:
    places = "; ".join(dict.fromkeys(place(p) for p in paper.affiliations))
    resume = " ".join(rng.sample(_RESUME, 4))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\noindent{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"\\noindent {and_list([name(a) for a in paper.authors])}\\par\n"
        f"\\noindent{{\\small\\itshape {places}\\par}}\\bigskip\n"
        "\\noindent\\begin{minipage}[t]{0.48\\textwidth}\\small\n"
        f"\\textbf{{Abstract}}\\par\\smallskip\n{abstract_text(paper, rng)}\n"
        "\\end{minipage}\\hfill\\begin{minipage}[t]{0.48\\textwidth}\\small\n"
        f"\\textbf{{Résumé}}\\par\\smallskip\n\\textit{{{resume}}}\n"
        "\\end{minipage}\\par\\bigskip\n"
    )


def _listed(paper: Paper, rng: random.Random) -> str:
    parts = [s for section in paper.abstract for s in _sentences(section.text)]
    if paper.structured or len(parts) < 2:
        points = f"\\noindent {abstract_text(paper, rng)}\\par"
    else:
        items = "".join(f"\\item {latex(s)}\n" for s in parts)
        points = f"\\begin{{itemize}}\n{items}\\end{{itemize}}"
    places = "; ".join(dict.fromkeys(place(p) for p in paper.affiliations))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\begin{{center}}{{\\LARGE {latex(paper.title)}\\par}}\\medskip\n"
        f"{', '.join(name(a) for a in paper.authors)}\\par\n"
        f"{{\\small {places}\\par}}\\bigskip\n"
        "{\\large Summary}\\end{center}\n"
        f"{points}\\bigskip\n"
    )


def _letterhead(paper: Paper, rng: random.Random) -> str:
    places = " \\textperiodcentered\\ ".join(dict.fromkeys(place(p) for p in paper.affiliations))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\begin{{center}}{{\\footnotesize\\scshape {places}\\par}}\\end{{center}}\n"
        "\\vspace{-0.5em}\\noindent\\rule{\\textwidth}{0.8pt}\\par\\bigskip\n"
        f"\\noindent{{\\Large\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"\\noindent {and_list([name(a) for a in paper.authors])}\\par\\bigskip\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


HELDOUT47_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("inverted-names", "hgbarticle", "", _FONT, _inverted,
                 before_document=True),
        Template("parallel-abstracts", "gztarticle", "", _FONT, _parallel,
                 before_document=True),
        Template("listed-abstract", "skbarticle", "", _FONT, _listed,
                 before_document=True),
        Template("places-letterhead", "semproc", "", _FONT, _letterhead,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT47_TEMPLATES", "inverted"]

"""Classes added by ``latex48`` as held out, train classes since ``latex49``:
``degree-names``, ``form-fields``, ``abstract-columns`` and ``translated-title``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 47's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``degree-names``: ``emisa``: a clinical journal's head: the title flush left in
  large bold, then the byline with each name followed by its academic degrees
  after a comma ("Zoë Kowalczyk, MD, PhD") and a superscript number, the names
  parted by semicolons, the numbered places under them in small type, then the
  abstract under a bold "Abstract".  The truth is the names without degrees.
* ``form-fields``: ``journal``: a submission form: a ruled two-column table whose
  left column holds the labels ("Title", "Author(s)", "Affiliation(s)") in bold
  and whose right column holds the values, the title among them in plain type;
  the abstract follows under a bold "Abstract" row label set over the text.
* ``abstract-columns``: ``nwejmart``: the title centred in large type, the names and
  the places centred, then "Abstract" centred in small capitals over the abstract
  set in two balanced columns (``multicol``) across the page's width.
* ``translated-title``: ``nccproc``: a bilingual journal's head: the title centred in
  large bold, right under it a made-up title in another language (never the
  truth) in italics a size smaller, then the names, the places, and the abstract
  under "Abstract" in bold.

Each differs in kind from every earlier template: names followed by degrees, the
front matter as a labelled form, an abstract running in two columns under a
one-column head, a second title in another language under the title.

Held out from ``latex48`` (measured once then: 1.000 / 0.997 / 0.997 / 0.999, base
and branch the same) until ``latex49`` made them train classes; while held out they
were never built into a ``train`` corpus nor looked at while writing the extraction
rules.  Each was compiled on seed 1 only (2026-12-04, 4 papers, first pages seen as
images), never read by the extractor before the one measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, marks, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_COLUMNS = _FONT + "\\usepackage{multicol}\n"
_LINES = "\\\\\n"
_DEGREES = ("MD", "PhD", "MD, PhD", "MSc", "MPH", "MD, MPH", "BSc", "RN, PhD", "DPhil", "MA")
_FOREIGN = (
    "Étude des conditions et des effets observés",
    "Une approche nouvelle du problème posé",
    "Analyse et modélisation des données recueillies",
    "Contribution à l'étude des mécanismes en jeu",
    "Méthodes et résultats d'une enquête de terrain",
)


def degree(rng: random.Random) -> str:
    """One author's degrees as printed after the name."""
    return rng.choice(_DEGREES)


def _places(paper: Paper, joint: str) -> str:
    return joint.join(
        f"\\textsuperscript{{{k + 1}}}{place(p)}" for k, p in enumerate(paper.affiliations)
    )


def _degrees(paper: Paper, rng: random.Random) -> str:
    names = "; ".join(
        f"{name(a)}, {degree(rng)}\\textsuperscript{{{marks(a)}}}" for a in paper.authors
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\noindent{{\\LARGE\\bfseries\\raggedright {latex(paper.title)}\\par}}\\bigskip\n"
        f"\\noindent {names}\\par\\smallskip\n"
        f"\\noindent{{\\small {_places(paper, _LINES)}\\par}}\\bigskip\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _form(paper: Paper, rng: random.Random) -> str:
    authors = ", ".join(f"{name(a)}\\textsuperscript{{{marks(a)}}}" for a in paper.authors)
    rows = (
        ("Title", latex(paper.title)),
        ("Author(s)", authors),
        ("Affiliation(s)", _places(paper, "\\newline ")),
    )
    table = "\\\\ \\hline\n".join(f"\\textbf{{{label}}} & {value}" for label, value in rows)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        "\\noindent\\begin{tabular}{|p{0.2\\textwidth}|p{0.72\\textwidth}|}\\hline\n"
        f"{table}\\\\ \\hline\n\\end{{tabular}}\\par\\bigskip\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _columns(paper: Paper, rng: random.Random) -> str:
    names = ", ".join(f"{name(a)}\\textsuperscript{{{marks(a)}}}" for a in paper.authors)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\begin{{center}}{{\\LARGE {latex(paper.title)}\\par}}\\medskip\n"
        f"{names}\\par\\smallskip\n{{\\small {_places(paper, _LINES)}\\par}}\\medskip\n"
        "{\\scshape Abstract}\\end{center}\n"
        f"\\begin{{multicols}}{{2}}\\noindent {abstract_text(paper, rng)}\n\\end{{multicols}}\n"
        "\\bigskip\n"
    )


def _translated(paper: Paper, rng: random.Random) -> str:
    names = ", ".join(f"{name(a)}\\textsuperscript{{{marks(a)}}}" for a in paper.authors)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\begin{{center}}{{\\Large\\bfseries {latex(paper.title)}\\par}}\\smallskip\n"
        f"{{\\large\\itshape {rng.choice(_FOREIGN)}\\par}}\\bigskip\n"
        f"{names}\\par\\smallskip\n{{\\small {_places(paper, _LINES)}\\par}}\\end{{center}}\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


HELDOUT48_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("degree-names", "emisa", "", _FONT, _degrees,
                 before_document=True),
        Template("form-fields", "journal", "", _FONT, _form,
                 before_document=True),
        Template("abstract-columns", "nwejmart", "", _COLUMNS, _columns,
                 before_document=True),
        Template("translated-title", "nccproc", "", _FONT, _translated,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT48_TEMPLATES", "degree"]

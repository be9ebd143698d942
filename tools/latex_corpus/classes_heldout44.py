"""Classes added by ``latex44`` as held out, train classes since ``latex45``:
``abstract-first``, ``proposal-cover``, ``numbered-authors`` and ``corner-names``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 43's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``abstract-first``: ``boek3``: the abstract opens the page, in small type with
  no heading, framed by two rules; under it the title, then the names run together
  with "and" and their places in italics.
* ``proposal-cover``: ``refrep``: a research proposal's cover: "Research Proposal"
  and a call's reference, a table of "Principal investigator" and "Co-investigators"
  (the names, each over its place) beside a made-up "Programme officer" (no
  author), then "Project title" in small capitals over the title and "Project
  summary" over the abstract.
* ``numbered-authors``: ``tudscrartcl``: the title, then "Authors" over a numbered
  list, each item a name, a dash and its place, then the abstract under a bold
  "Overview".
* ``corner-names``: ``nih``: the names one a line set flush right in the
  page's top corner in small type with the month under them, a rule, then the
  title flush left in large type and the abstract run in after "Abstract." in
  bold.

Each differs in kind from every earlier template: an abstract set above the title,
a proposal's investigators beside an officer in a table, a numbered list of
authors, names alone in the top corner above the title.

Held out from ``latex44`` (measured once then: 0.729 / 0.934 / 0.934 / 0.646)
until ``latex45`` made them train classes; while held out they were never built
into a ``train`` corpus nor looked at while writing the extraction rules.  Each was
compiled on seed 1 only (2026-12-04, 4 papers, first pages seen as images), never
read by the extractor before the one measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_MONTHS = ("April 2017", "October 2019", "January 2022", "June 2024")
_OFFICERS = ("Dr. Helen Marsh", "Dr. Pavel Ostrowski", "Dr. Ines Carvalho")


def _place_of(paper: Paper, k: int) -> str:
    return place(paper.affiliations[paper.authors[k].affiliations[0]])


def _abstract_first(paper: Paper, rng: random.Random) -> str:
    places = "; ".join(dict.fromkeys(_place_of(paper, k) for k in range(len(paper.authors))))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        "\\noindent\\rule{\\textwidth}{0.4pt}\\par\\smallskip\n"
        f"{{\\small\\noindent {abstract_text(paper, rng)}\\par}}\\smallskip\n"
        "\\noindent\\rule{\\textwidth}{0.4pt}\\par\\vspace{1.5cm}\n"
        f"\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\vspace{{1em}}\n"
        f"{{\\large {and_list([name(a) for a in paper.authors])}\\par}}\\smallskip\n"
        f"{{\\itshape {places}\\par}}\\end{{center}}\\vspace{{1cm}}\n"
    )


def _proposal(paper: Paper, rng: random.Random) -> str:
    def cell(k: int) -> str:
        return f"{name(paper.authors[k])}\\newline{{\\small {_place_of(paper, k)}}}"

    others = "\\newline ".join(cell(k) for k in range(1, len(paper.authors))) or "---"
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        "\\noindent{\\Large\\sffamily Research Proposal}\\hfill"
        f"{{\\small Call ref.~RP-{rng.randint(2016, 2025)}-{rng.randint(10, 99)}}}\\par"
        "\\bigskip\n\\noindent\\begin{tabular}{@{}p{0.3\\textwidth}p{0.3\\textwidth}"
        "p{0.3\\textwidth}@{}}\n"
        "\\textbf{Principal investigator} & \\textbf{Co-investigators} & "
        "\\textbf{Programme officer}\\\\\n"
        f"{cell(0)} & {others} & {rng.choice(_OFFICERS)}\n\\end{{tabular}}\\par\\bigskip\n"
        "\\noindent{\\scshape Project title}\\par\\smallskip\n"
        f"\\noindent{{\\Large\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        "\\noindent{\\scshape Project summary}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _numbered(paper: Paper, rng: random.Random) -> str:
    items = "\n".join(
        f"\\item {name(a)} --- {_place_of(paper, k)}" for k, a in enumerate(paper.authors)
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\noindent{{\\huge {latex(paper.title)}\\par}}\\bigskip\n"
        "\\noindent{\\large Authors}\\par\n"
        f"\\begin{{enumerate}}\n{items}\n\\end{{enumerate}}\\medskip\n"
        "\\noindent{\\bfseries Overview}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _corner(paper: Paper, rng: random.Random) -> str:
    names = "\\\\\n".join(name(a) for a in paper.authors)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\begin{{flushright}}\\small {names}\\\\[0.5em]\n{rng.choice(_MONTHS)}"
        "\\end{flushright}\n"
        "\\noindent\\rule{\\textwidth}{0.8pt}\\par\\vspace{1cm}\n"
        f"\\noindent{{\\LARGE {latex(paper.title)}\\par}}\\vspace{{1cm}}\n"
        f"\\noindent\\textbf{{Abstract.}} {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


HELDOUT44_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("abstract-first", "boek3", "", _FONT, _abstract_first,
                 before_document=True),
        Template("proposal-cover", "refrep", "", _FONT, _proposal,
                 before_document=True),
        Template("numbered-authors", "tudscrartcl", "", _FONT, _numbered,
                 before_document=True),
        Template("corner-names", "nih", "", _FONT, _corner,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT44_TEMPLATES"]

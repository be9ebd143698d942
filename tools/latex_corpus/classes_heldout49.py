"""Classes added by ``latex49`` as held out, train classes since ``latex50``:
``figure-lead``, ``rule-split-title``, ``interleaved-places`` and ``prose-byline``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 48's held-out classes became
train classes and were read right on the base already, so these four set front
matter in harder layouts, of the sort that breaks a reader, each written by hand
in a document class no earlier template uses (each declares ``\\title`` for the
record but sets the front matter itself, with no ``\\maketitle``):

* ``figure-lead``: ``coursepaper``: a full-width figure opens the page: a framed plot
  (a curve of line segments, tick numbers, axis labels) with a caption "Figure 1."
  in small type under it, and only then the title in large bold, the names, the
  places in small type and the abstract under a bold "Abstract".
* ``rule-split-title``: ``icsv``: a series' kicker ("Working Paper Series"
  over "No. 12") in huge bold type, then the title's first words in large bold,
  a rule across the page, the title's rest in the same type under the rule, the
  names in one line, the places in small type, then the abstract under a bold
  "Summary".
* ``interleaved-places``: ``unigrazpub``: the title centred in large bold, then one
  centred paragraph running the names in small capitals, each followed by its
  numbered places in italics ("Zoë Kowalczyk ¹University of Oslo, Norway —
  Pieter de Vries ²…"), then the abstract under a bold run-in "Abstract."
* ``prose-byline``: ``europroc``: the title flush left in large bold sans-serif, no
  byline, then an italic lead paragraph that names the authors only in running
  text ("This paper was written by Zoë Kowalczyk and Pieter de Vries, at the …,
  for …"), then the abstract under a bold "Abstract".

Each differs in kind from every earlier template: a figure with its labels and
caption over the title, a title cut by a rule under a kicker larger than it,
places run into the byline after each name, names given only inside a sentence.

Held out from ``latex49`` (measured once then: 0.750 / 0.907 / 0.914 / 0.994, base
and branch the same; ``rule-split-title``'s title 0/12, ``interleaved-places``' author
F1 0.672, ``prose-byline``'s 0.957) until ``latex50`` made them train classes; while
held out they were never built into a ``train`` corpus nor looked at while writing the
extraction rules.  Each was compiled on seed 1 only (2026-12-04, 4 papers, first pages
seen as images), never read by the extractor before the one measurement.
"""

from __future__ import annotations

import itertools
import random

from latex_corpus.classes import Template, abstract_text, and_list, name, place, title_head
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_SERIES = (
    "Working Paper Series",
    "Technical Notes",
    "Discussion Papers",
    "Occasional Reports",
    "Research Briefs",
)
_PURPOSES = (
    "for the workshop on open data",
    "for the annual meeting of the society",
    "as part of a joint research programme",
    "for a special issue on methods",
)


def _abstract(paper: Paper, rng: random.Random, label: str = "Abstract") -> str:
    return (
        f"\\noindent\\textbf{{{label}}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _curve(rng: random.Random) -> str:
    """A framed plot drawn with ``picture``: a polyline, tick numbers and labels."""
    points = [(x, rng.randrange(4, 36)) for x in range(0, 101, 10)]
    lines = "".join(
        f"\\qbezier({a},{b})({(a + c) // 2},{(b + d) // 2})({c},{d})"
        for (a, b), (c, d) in itertools.pairwise(points)
    )
    ticks = "".join(
        f"\\put({x},-8){{\\makebox(0,0){{\\tiny {x // 10}}}}}" for x in range(0, 101, 20)
    )
    ticks += "".join(f"\\put(-6,{y}){{\\makebox(0,0){{\\tiny {y}}}}}" for y in (0, 20, 40))
    return (
        "\\setlength{\\unitlength}{0.0085\\textwidth}\n\\begin{picture}(100,40)\n"
        f"\\put(0,0){{\\framebox(100,40){{}}}}{lines}{ticks}"
        "\\put(50,-15){\\makebox(0,0){\\scriptsize Time (days)}}"
        "\\put(-13,20){\\makebox(0,0){\\scriptsize Rate}}\n\\end{picture}\n"
    )


def _figure(paper: Paper, rng: random.Random) -> str:
    names = ", ".join(name(a) for a in paper.authors)
    places = "\\\\\n".join(place(p) for p in paper.affiliations)
    return (
        f"{title_head(paper)}\\begin{{center}}\n{_curve(rng)}\\par\\vspace{{8ex}}\n"
        "{\\small \\textbf{Figure 1.} Observed rates over the study period, "
        "daily means.\\par}\\end{center}\\bigskip\n"
        f"\\noindent{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"\\noindent {names}\\par\\smallskip\n"
        f"\\noindent{{\\small {places}\\par}}\\bigskip\n{_abstract(paper, rng)}"
    )


def _split(paper: Paper, rng: random.Random) -> str:
    words = latex(paper.title).split(" ")
    cut = max(1, len(words) // 2)
    first, rest = " ".join(words[:cut]), " ".join(words[cut:])
    names = ", ".join(name(a) for a in paper.authors)
    places = "\\\\\n".join(place(p) for p in paper.affiliations)
    return (
        f"{title_head(paper)}\\noindent{{\\Huge\\bfseries {rng.choice(_SERIES)}\\par}}\n"
        f"\\noindent{{\\Huge\\bfseries No.~{rng.randrange(2, 40)}\\par}}\\bigskip\n"
        f"\\noindent{{\\Large\\bfseries {first}\\par}}\\smallskip\n"
        "\\noindent\\rule{\\textwidth}{1.5pt}\\par\\smallskip\n"
        f"\\noindent{{\\Large\\bfseries {rest}\\par}}\\bigskip\n"
        f"\\noindent {names}\\par\\smallskip\n"
        f"\\noindent{{\\small {places}\\par}}\\bigskip\n{_abstract(paper, rng, 'Summary')}"
    )


def _interleaved(paper: Paper, rng: random.Random) -> str:
    people = []
    for a in paper.authors:
        own = " ".join(
            f"\\textsuperscript{{{k + 1}}}\\textit{{{place(paper.affiliations[k])}}}"
            for k in a.affiliations
        )
        people.append(f"\\textsc{{{name(a)}}} {own}")
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\Large\\bfseries {latex(paper.title)}\\par}}"
        f"\\bigskip\n{' --- '.join(people)}\\par\\end{{center}}\\bigskip\n"
        f"\\noindent\\textbf{{Abstract.}} {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _prose(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    places = and_list([latex(p.line().split(",")[0]) for p in paper.affiliations])
    return (
        f"{title_head(paper)}\\noindent{{\\LARGE\\bfseries\\sffamily {latex(paper.title)}\\par}}"
        f"\\bigskip\n\\noindent{{\\itshape This paper was written by {names}, at the "
        f"{places}, {rng.choice(_PURPOSES)}; it is shared here as submitted.\\par}}"
        f"\\bigskip\n{_abstract(paper, rng)}"
    )


HELDOUT49_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("figure-lead", "coursepaper", "", _FONT, _figure,
                 before_document=True),
        Template("rule-split-title", "icsv", "", _FONT, _split,
                 before_document=True),
        Template("interleaved-places", "unigrazpub", "", _FONT, _interleaved,
                 before_document=True),
        Template("prose-byline", "europroc", "", _FONT, _prose,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT49_TEMPLATES"]

"""Classes added by ``latex38`` as held out, train classes since ``latex39``:
``split-title-page``, ``authors-after-abstract``, ``addresses-foot`` and
``left-column-byline``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 37's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``split-title-page``: ``suftesi``: a title page of its own (the title in huge
  type, the names one a line, the places and the month under them, nothing else),
  the abstract alone on page 2 under a centred bold "Abstract", the text from page 3.
* ``authors-after-abstract``: ``bookest``: the title centred in large bold, the
  abstract right under it in small type after a bold run-in "Abstract.", and only
  then the names (one line) and the places (in italics), before the first section.
* ``addresses-foot``: ``asmeconf``: the title in large bold, no byline under it, the
  abstract under a capitals "ABSTRACT"; the names only in an unmarked note at the
  foot of page 1, "Authors' addresses: Ann Lee, Place; Bo Chen, Place."
* ``left-column-byline``: ``jacow``: the title spanning both columns, and under it
  in the left column only the names, one a line, each over its place in italics,
  then the abstract under a bold "Abstract" heading in that column.

Each differs in kind from every earlier template: the front matter on two pages with
nothing but the title block on the first, the byline after the abstract, the names
only in an addresses note at the foot, the byline inside the first column under a
spanning title.

Held out from ``latex38`` (measured once then: 0.979 / 0.500 / 0.500 / 0.978)
until ``latex39`` made them train classes; while held out they were never built
into a ``train`` corpus nor looked at while writing the extraction rules.  Each
was compiled on a made-up paper only (2026-12-01), never read by the extractor
before the one measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_MONTHS = ("March 2019", "October 2020", "May 2022", "January 2023")


def _place_of(paper: Paper, index: int) -> str:
    return place(paper.affiliations[paper.authors[index].affiliations[0]])


def _places(paper: Paper) -> str:
    seen = dict.fromkeys(a.affiliations[0] for a in paper.authors)
    return "; ".join(place(paper.affiliations[i]) for i in seen)


def _split(paper: Paper, rng: random.Random) -> str:
    names = " \\\\[0.4em]\n".join(name(a) for a in paper.authors)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\thispagestyle{empty}\\begin{center}\\vspace*{3cm}\n"
        f"{{\\huge {latex(paper.title)}\\par}}\\vspace{{2.5cm}}\n"
        f"{{\\Large {names}\\par}}\\vspace{{1.5cm}}\n"
        f"{{\\normalsize {_places(paper)}\\par}}\\vfill\n"
        f"{{\\large {rng.choice(_MONTHS)}\\par}}\\end{{center}}\n\\clearpage\n"
        "\\begin{center}\\bfseries Abstract\\end{center}\n"
        f"{abstract_text(paper, rng)}\n\\clearpage\n"
    )


def _after(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\begin{{center}}{{\\Large\\bfseries {latex(paper.title)}\\par}}\\end{{center}}\n"
        "\\medskip\n{\\small\\noindent\\textbf{Abstract.} "
        f"{abstract_text(paper, rng)}\\par}}\\bigskip\n"
        f"\\noindent {names}\\par\n"
        f"\\noindent{{\\footnotesize\\itshape {_places(paper)}\\par}}\\bigskip\n"
    )


def _foot(paper: Paper, rng: random.Random) -> str:
    rows = "; ".join(f"{name(a)}, {_place_of(paper, i)}" for i, a in enumerate(paper.authors))
    label = rng.choice(("Authors' addresses", "Author addresses"))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\noindent{{\\Large\\bfseries {latex(paper.title)}\\par}}\\vspace{{2em}}\n"
        "\\noindent{\\small ABSTRACT}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\medskip\n"
        "{\\renewcommand{\\thefootnote}{}"
        f"\\footnotetext{{{label}: {rows}.}}}}\n"
    )


def _left(paper: Paper, rng: random.Random) -> str:
    people = "\\par\\smallskip\n".join(
        f"{name(a)}\\\\ {{\\footnotesize\\itshape {_place_of(paper, i)}}}"
        for i, a in enumerate(paper.authors)
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\twocolumn[\\begin{center}"
        f"{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\end{{center}}\\vspace{{1.5em}}]\n"
        f"\\noindent\\begin{{flushleft}}{people}\\end{{flushleft}}\n"
        "\\noindent\\textbf{Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


HELDOUT38_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("split-title-page", "suftesi", "", _FONT, _split,
                 before_document=True),
        Template("authors-after-abstract", "bookest", "", _FONT, _after,
                 before_document=True),
        Template("addresses-foot", "asmeconf", "", _FONT, _foot,
                 before_document=True),
        Template("left-column-byline", "jacow", "", _FONT, _left,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT38_TEMPLATES"]

"""Classes added by ``latex45`` as held out, train classes since ``latex46``:
``contents-front``, ``series-header``, ``session-abstract`` and ``dropcap-lead``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 44's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``contents-front``: ``turabian-researchpaper``: the title centred, the names
  run together with "and" over their places in italics and a date, then a bold
  "Contents" over a short table of contents (numbered section names, dotted
  leaders, page numbers), and only then a bold "Abstract" over the abstract.
* ``series-header``: ``ncc``: a header block of two columns at the page's top: on
  the left a working paper series' lines ("Working Paper Series", its number,
  "Category: Research", the month), on the right, flush right, each name over its
  place in small type; then the title centred in bold, "Abstract" flush left over
  the abstract, and a "Status of This Paper" paragraph after it.
* ``session-abstract``: ``abstbook``: a conference abstract book's entry: a ruled
  session banner (the session's number and theme, the presentation's code), the
  title flush left in bold, the names with the presenting author underlined, the
  places in small italics, then the abstract with no heading and run-in
  "Keywords:".
* ``dropcap-lead``: ``jourcl``: a magazine's opening: a large bold sans title
  flush left, the names in small capitals after "by" with the places in a line of
  small type, a thin rule, then the abstract in larger type as a lead paragraph
  opening with a drop capital three lines high (``lettrine``), no heading.

Each differs in kind from every earlier template: a table of contents between the
byline and the abstract, names stacked flush right beside a series' label column,
a presenting author underlined under a session banner, an abstract whose first
letter is a drop capital apart from its word.

Held out from ``latex45`` (measured once then: 0.729 / 0.688 / 0.688 / 0.948, base
and branch the same) until ``latex46`` made them train classes; while held out they
were never built into a ``train`` corpus nor looked at while writing the extraction
rules.  Each was compiled on seed 1 only (2026-12-04, 4 papers, first pages seen as
images), never read by the extractor before the one measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, keywords, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_MONTHS = ("March 2018", "November 2020", "February 2023", "July 2025")
_CONTENTS = ("Introduction", "Background", "Methods", "Results", "Discussion", "Conclusions")
_THEMES = ("Hydrology and climate", "Materials and devices", "Health and society",
           "Data and computation", "Ecology and evolution")  # fmt: skip
_KINDS = ("Oral presentation", "Poster", "Invited talk")


def _place_of(paper: Paper, k: int) -> str:
    return place(paper.affiliations[paper.authors[k].affiliations[0]])


def _places(paper: Paper) -> str:
    return "; ".join(dict.fromkeys(_place_of(paper, k) for k in range(len(paper.authors))))


def _contents(paper: Paper, rng: random.Random) -> str:
    count = rng.randint(4, 6)
    heads = [*_CONTENTS[: count - 1], _CONTENTS[-1]]
    pages = sorted(rng.sample(range(2, 19), count))
    lines = "\n".join(
        f"\\noindent {k + 1}\\quad {head}\\dotfill {page}\\par"
        for k, (head, page) in enumerate(zip(heads, pages, strict=True))
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\begin{{center}}{{\\Large\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"{and_list([name(a) for a in paper.authors])}\\par\n"
        f"{{\\small\\itshape {_places(paper)}\\par}}\\smallskip\n"
        f"{rng.choice(_MONTHS)}\\end{{center}}\\medskip\n"
        f"\\noindent{{\\bfseries Contents}}\\par\\smallskip\n{lines}\n\\bigskip\n"
        "\\noindent{\\bfseries Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _series(paper: Paper, rng: random.Random) -> str:
    left = (
        f"Working Paper Series\\\\No.~{rng.randint(2015, 2025)}-{rng.randint(1, 40):02d}"
        f"\\\\Category: Research\\\\{rng.choice(_MONTHS)}"
    )
    right = "\\\\\n".join(
        f"{name(a)}\\\\ {{\\small {_place_of(paper, k)}}}" for k, a in enumerate(paper.authors)
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\noindent\\begin{{minipage}}[t]{{0.4\\textwidth}}\\raggedright {left}"
        "\\end{minipage}\\hfill\n"
        "\\begin{minipage}[t]{0.55\\textwidth}\\raggedleft\n"
        f"{right}\\end{{minipage}}\\par\\vspace{{1.5cm}}\n"
        f"\\begin{{center}}{{\\Large\\bfseries {latex(paper.title)}\\par}}\\end{{center}}"
        "\\vspace{0.5cm}\n\\noindent{\\bfseries Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\medskip\n"
        "\\noindent{\\bfseries Status of This Paper}\\par\\smallskip\n"
        "\\noindent This paper is circulated for discussion and comment. It has not been "
        "peer reviewed, and its findings may change before publication.\\par\\bigskip\n"
    )


def _session(paper: Paper, rng: random.Random) -> str:
    names = [name(a) for a in paper.authors]
    names[0] = f"\\underline{{{names[0]}}}"
    kind = rng.choice(_KINDS)
    words = keywords(paper)
    tail = f"\\par\\smallskip\n\\noindent\\textit{{Keywords:}} {words}" if words else ""
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        "\\noindent\\rule{\\textwidth}{1pt}\\par\n"
        f"\\noindent{{\\sffamily Session {rng.randint(1, 9)}: {rng.choice(_THEMES)}}}"
        f"\\hfill{{\\sffamily {kind[0]}-{rng.randint(10, 99)}}}\\par\n"
        "\\noindent\\rule{\\textwidth}{1pt}\\par\\bigskip\n"
        f"\\noindent{{\\large\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"\\noindent {', '.join(names)}\\par\n"
        f"\\noindent{{\\small\\itshape {_places(paper)}\\par}}\\medskip\n"
        f"\\noindent {abstract_text(paper, rng)}{tail}\\par\\bigskip\n"
    )


def _dropcap(text: str) -> str:
    """The paragraph with its first letter a drop capital, the rest of its first word
    in small capitals beside it; a paragraph that opens with no plain letter unchanged."""
    head, _, rest = text.partition(" ")
    if not head.isalpha() or not head.isascii() or len(head) < 2:
        return text
    return f"\\lettrine[lines=3]{{{head[0]}}}{{{head[1:]}}} {rest}"


def _lead(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\noindent{{\\LARGE\\bfseries\\sffamily {latex(paper.title)}\\par}}\\bigskip\n"
        f"\\noindent by {{\\scshape {names}}}\\par\n"
        f"\\noindent{{\\footnotesize {_places(paper)}\\par}}\\medskip\n"
        "\\noindent\\rule{\\textwidth}{0.4pt}\\par\\medskip\n"
        f"{{\\large\\noindent {_dropcap(abstract_text(paper, rng))}\\par}}\\bigskip\n"
    )


_LETTRINE = _FONT + "\\usepackage{lettrine}\n"

HELDOUT45_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("contents-front", "turabian-researchpaper", "", _FONT, _contents,
                 before_document=True),
        Template("series-header", "ncc", "", _FONT, _series,
                 before_document=True),
        Template("session-abstract", "abstbook", "", _FONT, _session,
                 before_document=True),
        Template("dropcap-lead", "jourcl", "", _LETTRINE, _lead,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT45_TEMPLATES"]

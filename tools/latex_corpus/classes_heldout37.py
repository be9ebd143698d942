"""Classes added by ``latex37`` as held out, train classes since ``latex38``:
``logo-minipage``, ``author-columns``, ``quote-abstract`` and ``header-byline``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 36's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``logo-minipage``: ``extproc``: a framed box standing for an institution's logo
  in a narrow minipage, and beside it a minipage holding the title in large bold,
  flush left, the names under it and the first place in small type; the abstract
  under a bold run-in "Abstract." below a rule across the page.
* ``author-columns``: ``hitec``: the title centred, then the authors in a tabular
  of two columns, each cell a name over its place in small italics, rows of two;
  the abstract under a centred small-capitals "Summary".
* ``quote-abstract``: ``ltxdoc``: the title in large type centred, the names on
  one line under it and the places in a footnote-sized line; the abstract set in a
  ``quote`` environment with no heading, in small type, before the first section.
* ``header-byline``: ``extbook`` (one-sided): the names and the year set in the running head
  of the first page (``fancyhdr``, flush left, small), the title in large bold
  flush left at the head of the text, then the abstract under a bold "Abstract"
  heading; the places only in a line under the abstract.

Each differs in kind from every earlier template: a title block in a minipage beside
a logo, a byline as a grid of name cells with places under each, an abstract as an
indented quotation with no label, the byline in the page's header instead of under
the title.

Held out from ``latex37`` (measured once then: 0.979 / 0.750 / 0.750 / 1.000)
until ``latex38`` made them train classes; while held out they were never built
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
_YEARS = ("2017", "2019", "2020", "2022", "2023")


def _first_place(paper: Paper, index: int) -> str:
    return place(paper.affiliations[paper.authors[index].affiliations[0]])


def _logo(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    side = rng.choice(("2.6cm", "3cm"))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\noindent\\begin{{minipage}}[c]{{{side}}}\\centering"
        f"\\fbox{{\\rule{{0pt}}{{1.6cm}}\\rule{{1.6cm}}{{0pt}}}}\\end{{minipage}}\\hfill\n"
        "\\begin{minipage}[c]{0.72\\textwidth}\\raggedright\n"
        f"{{\\Large\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"{{\\normalsize {names}\\par}}\\smallskip\n"
        f"{{\\footnotesize {_first_place(paper, 0)}\\par}}\n\\end{{minipage}}\n\n"
        "\\medskip\\noindent\\rule{\\textwidth}{0.6pt}\\par\\medskip\n"
        f"\\noindent\\textbf{{Abstract.}} {abstract_text(paper, rng)}\n\\bigskip\n"
    )


def _cell(paper: Paper, index: int) -> str:
    return (
        f"\\begin{{tabular}}[t]{{@{{}}c@{{}}}}{name(paper.authors[index])}\\\\"
        f"\\footnotesize\\itshape {_first_place(paper, index)}\\end{{tabular}}"
    )


def _columns(paper: Paper, rng: random.Random) -> str:
    cells = [_cell(paper, i) for i in range(len(paper.authors))]
    if len(cells) % 2:
        cells.append("")
    rows = " \\\\[1.2em]\n".join(f"{cells[i]} & {cells[i + 1]}" for i in range(0, len(cells), 2))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\begin{{center}}{{\\LARGE {latex(paper.title)}\\par}}\\bigskip\n"
        "\\begin{tabular}{p{0.45\\textwidth}p{0.45\\textwidth}}\n"
        f"{rows}\n\\end{{tabular}}\\end{{center}}\n\\medskip\n"
        "\\begin{center}\\textsc{Summary}\\end{center}\n"
        f"{abstract_text(paper, rng)}\n\\bigskip\n"
    )


def _quote(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    seen = dict.fromkeys(a.affiliations[0] for a in paper.authors)
    places = "; ".join(place(paper.affiliations[i]) for i in seen)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\begin{{center}}{{\\Large {latex(paper.title)}\\par}}\\medskip\n"
        f"{{\\large {names}\\par}}\\smallskip\n"
        f"{{\\footnotesize {places}\\par}}\\end{{center}}\n\\bigskip\n"
        f"\\begin{{quote}}\\small\n{abstract_text(paper, rng)}\n\\end{{quote}}\n\\bigskip\n"
    )


def _header(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    seen = dict.fromkeys(a.affiliations[0] for a in paper.authors)
    places = "; ".join(place(paper.affiliations[i]) for i in seen)
    return (
        f"\\title{{{latex(paper.title)}}}\n"
        "\\fancypagestyle{front}{\\fancyhf{}"
        f"\\fancyhead[L]{{\\small {names} ({rng.choice(_YEARS)})}}"
        "\\fancyfoot[C]{\\thepage}\\renewcommand{\\headrulewidth}{0.4pt}}\n"
        "\\begin{document}\n\\thispagestyle{front}\n"
        f"\\noindent{{\\LARGE\\bfseries\\raggedright {latex(paper.title)}\\par}}\\vspace{{2em}}\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\medskip\n"
        f"\\noindent{{\\footnotesize {places}\\par}}\\bigskip\n"
    )


HELDOUT37_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("logo-minipage", "extproc", "10pt", _FONT, _logo,
                 before_document=True),
        Template("author-columns", "hitec", "", _FONT, _columns,
                 before_document=True),
        Template("quote-abstract", "ltxdoc", "", _FONT, _quote,
                 before_document=True),
        Template("header-byline", "extbook", "oneside,openany", _FONT + "\\usepackage{fancyhdr}\n",
                 _header, before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT37_TEMPLATES"]

"""Classes added by ``latex46`` as held out, train classes since ``latex47``:
``subtitle-rows``, ``bracket-labels``, ``spaced-title`` and ``dateline-lead``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 45's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``subtitle-rows``: ``tlc-article``: the title in two types: its head (up to and with
  its colon, or its first half where it has none) in large bold flush left, the
  rest under it in italics a size smaller, then a rule, the names in one line
  with their places in small type under them, and "Abstract" in small capitals
  run in.
* ``bracket-labels``: ``revtex4-1``: a journal's head in the style of many
  Chinese journals: a "CLC number / Document code / Article ID" line, the title
  centred in bold, the names and places centred, then the abstract run in after
  a bold "[Abstract]" and the keywords after "[Key words]".
* ``spaced-title``: ``fancyhandout``: a report's head: the title letter-spaced
  (``microtype``'s ``\\textls``) in large type centred, the names letter-spaced
  in small capitals under it, the places under them in small type, and
  "Summary" centred in small capitals over the abstract.
* ``dateline-lead``: ``iscram``: a news summary's head: a "Research News" kicker
  in small sans capitals, the title as a bold headline, the names and places in
  one italic line, then the abstract with a bold dateline ("OSLO, 12 March
  2024 --") run into its first line, no heading.

Each differs in kind from every earlier template: a title set in two types a
row apart, an abstract's label in square brackets under a classification line,
a title and names letter-spaced, a dateline run into the abstract.

Held out from ``latex46`` (measured once then: 0.604 / 0.888 / 0.888 / 0.977, base
and branch the same) until ``latex47`` made them train classes; while held out they
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
_SPACED = _FONT + "\\usepackage{microtype}\n"
_CITIES = ("OSLO", "LYON", "KYOTO", "TORONTO", "NAIROBI", "VALPARAÍSO")
_DAYS = ("12 March 2024", "3 June 2021", "28 October 2019", "9 January 2025")
_CLC = ("TP391", "Q945", "O241", "X171", "R541", "F224")


def _places(paper: Paper) -> str:
    seen = (paper.affiliations[a.affiliations[0]] for a in paper.authors)
    return "; ".join(dict.fromkeys(place(p) for p in seen))


def _names(paper: Paper) -> str:
    return and_list([name(a) for a in paper.authors])


def _split_title(title: str) -> tuple[str, str]:
    """The title's head (with its colon) and the rest; with no colon, its first half."""
    head, colon, rest = title.partition(": ")
    if colon and rest:
        return head + ":", rest
    words = title.split()
    cut = max(1, len(words) // 2)
    return " ".join(words[:cut]), " ".join(words[cut:])


def _subtitle(paper: Paper, rng: random.Random) -> str:
    head, rest = _split_title(paper.title)
    second = f"{{\\large\\itshape {latex(rest)}\\par}}" if rest else ""
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        "\\begin{flushleft}\n"
        f"{{\\LARGE\\bfseries {latex(head)}\\par}}\\smallskip\n{second}\n"
        "\\end{flushleft}\n\\noindent\\rule{\\textwidth}{0.6pt}\\par\\medskip\n"
        f"\\noindent {_names(paper)}\\par\n"
        f"\\noindent{{\\small {_places(paper)}\\par}}\\bigskip\n"
        f"\\noindent\\textsc{{Abstract}}\\quad {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _brackets(paper: Paper, rng: random.Random) -> str:
    words = keywords(paper, "; ")
    tail = f"\\par\\smallskip\n\\noindent\\textbf{{[Key words]}} {words}" if words else ""
    code = (
        f"CLC number: {rng.choice(_CLC)}\\qquad Document code: A\\qquad "
        f"Article ID: {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"
        f"({rng.randint(2015, 2025)}){rng.randint(1, 12):02d}-{rng.randint(1, 200):04d}-"
        f"{rng.randint(5, 12):02d}"
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\noindent{{\\footnotesize {code}\\par}}\\bigskip\n"
        f"\\begin{{center}}{{\\Large\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"{', '.join(name(a) for a in paper.authors)}\\par\n"
        f"{{\\small ({_places(paper)})\\par}}\\end{{center}}\\medskip\n"
        f"\\noindent\\textbf{{[Abstract]}} {abstract_text(paper, rng)}{tail}\\par\\bigskip\n"
    )


def _spaced(paper: Paper, rng: random.Random) -> str:
    names = ", ".join(name(a) for a in paper.authors)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\begin{{center}}{{\\Large\\textls[150]{{{latex(paper.title)}}}\\par}}\\bigskip\n"
        f"{{\\textls[150]{{\\scshape {names}}}\\par}}\\smallskip\n"
        f"{{\\small {_places(paper)}\\par}}\\bigskip\n"
        "{\\scshape Summary}\\end{center}\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _dateline(paper: Paper, rng: random.Random) -> str:
    line = f"{rng.choice(_CITIES)}, {rng.choice(_DAYS)} --"
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        "\\noindent{\\small\\sffamily\\scshape Research News}\\par\\medskip\n"
        f"\\noindent{{\\Large\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"\\noindent{{\\itshape {_names(paper)} ({_places(paper)})\\par}}\\bigskip\n"
        f"\\noindent\\textbf{{{latex(line)}}} {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


HELDOUT46_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("subtitle-rows", "tlc-article", "", _FONT, _subtitle,
                 before_document=True),
        Template("bracket-labels", "revtex4-1", "", _FONT, _brackets,
                 before_document=True),
        Template("spaced-title", "fancyhandout", "", _SPACED, _spaced,
                 before_document=True),
        Template("dateline-lead", "iscram", "", _FONT, _dateline,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT46_TEMPLATES"]

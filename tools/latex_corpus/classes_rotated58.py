"""Classes added by ``latex58`` as held out, train classes since ``latex59``:
``graphical-first``, ``margin-title``, ``permission-foot`` and ``report-cover``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  ``latex58`` first made round 56's held-out
classes train classes (``classes_rotated56.py``).  These four set front matter in a
layout real papers have and no train class has, meant to be harder than what the
reader reads now, written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``graphical-first``: ``cas-sc``: a journal preprint as its submission system builds
  it: page 1 "Graphical Abstract" over the title, the names and a framed diagram (three
  boxed words joined by arrows), page 2 "Highlights" over the title, the names again and
  four bulleted one-sentence highlights, and only on page 3 the paper: the title, the
  names with marks, the places and the abstract under "ABSTRACT" between rules.
* ``margin-title``: ``msu-thesis``: the title block in a narrow left column (the title
  in large bold over several rows, the names one a line, the places in small italics)
  beside a wide right column holding "Abstract" over the abstract and the keywords,
  both columns starting level.
* ``permission-foot``: ``mucproc`` (``twocolumn``): a conference paper: the title,
  names and places spanning both columns, then in the first column "ABSTRACT",
  the abstract, "KEYWORDS" and a "Reference Format:" paragraph repeating the names and
  the title, and at the foot of the first column a ruled permission and copyright block
  in small type (the conference, a DOI); the abstract runs on round it.
* ``report-cover``: ``ucalgmthesis``: a report series' cover: the series' label in
  34-point bold capitals (bigger than the title) and the report's number over a rule,
  then the title in large bold, "by", the names, the month and year, the places at the
  page's foot; the abstract alone on page 2 under a centred "Abstract".

Each differs in kind from every earlier template: a graphical abstract and highlights
pages repeating the title and names before the paper; a title block set beside the
abstract in a margin column; a permission block at the first column's foot with a
reference paragraph repeating the title; a series label bigger than the title over a
report's number on a cover.

Measured once on the base (fddfda78, seed 58, 32 papers, title exact / author F1 /
surname F1 / abstract F1): 0.500 / 0.955 / 0.955 / 0.748; ``graphical-first`` 0.000 /
0.875 / 0.875 / 0.000, ``report-cover`` title 0.000 and author 0.969, ``margin-title``
author 0.975, ``permission-foot`` abstract 0.991 (none 1.000 on every figure).  Once
after ``latex58``'s rules (80ee0326): 0.750 / 0.963 / 0.963 / 0.748, ``report-cover``
1.000 on every figure (a series' label over the report's number is a name over its
issue line), the other three the same.

``latex59`` built a train seed of the four (5901, 16 papers) before its rules: 0.750 /
0.979 / 0.979 / 0.748 on the base (1f574f5b), 1.000 / 0.979 / 0.979 / 0.998 after them
(``graphical-first`` 1.000 on every figure).

Held out from ``latex58`` (measured once each side, the figures above) until ``latex59``
made them train classes (this module was ``classes_heldout58.py``); while held out they
were never built into a ``train`` corpus nor looked at while writing the extraction
rules.  Each was compiled on seed 1 only (2026-12-06, 4 papers) and its pages seen as
images, never read by the extractor before the measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import (
    Template,
    abstract_text,
    and_list,
    keywords,
    name,
    place,
    superscript_names,
    superscript_places,
    title_head,
)
from latex_corpus.classes_rotated56 import topics
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
# cas-sc sets \bibsep at the document's start: natbib defines it
_CAS = _FONT + "\\usepackage[numbers]{natbib}\n"
# mucproc's running heads name the title and names its \\maketitle records
_MUC = _FONT + "\\makeatletter\\AtBeginDocument{\\gdef\\MUC@title{\\@title}\\gdef\\MUC@author{}}\n"
_MUC += "\\makeatother\n"
_HIGHLIGHTS = (
    "A new account of {k} is proposed and tested.",
    "Measurements of {j} are compared across several settings.",
    "The approach needs only simple and widely available tools.",
    "Results point to clear directions for larger studies.",
)
_SERIES = ("TECHNICAL REPORT", "WORKING PAPER", "RESEARCH REPORT")
_MONTHS = ("January", "March", "May", "June", "September", "November")


def _plain_names(paper: Paper) -> str:
    return and_list([name(a) for a in paper.authors])


def _graphical(paper: Paper, rng: random.Random) -> str:
    k, j = topics(paper)
    title, names = latex(paper.title), _plain_names(paper)
    boxes = " $\\longrightarrow$ ".join(
        f"\\fbox{{\\parbox{{0.22\\textwidth}}{{\\centering\\small {w}}}}}"
        for w in (k, rng.choice(("Model", "Analysis", "Method")), j)
    )
    points = "".join(f"\\item {s.format(k=k, j=j)}\n" for s in _HIGHLIGHTS)
    return (
        f"{title_head(paper)}\\noindent{{\\large\\bfseries Graphical Abstract}}\\par\\bigskip\n"
        f"\\noindent{{\\bfseries {title}}}\\par\\smallskip\n\\noindent {names}\\par\\bigskip\n"
        "\\noindent\\fbox{\\parbox{\\dimexpr\\textwidth-2\\fboxsep}{\\centering"
        f"\\vspace*{{2.5cm}}{boxes}\\par\\vspace*{{2.5cm}}}}}}\n\\newpage\n\\thispagestyle{{empty}}\n"
        "\\noindent{\\large\\bfseries Highlights}\\par\\bigskip\n"
        f"\\noindent{{\\bfseries {title}}}\\par\\smallskip\n\\noindent {names}\\par\\medskip\n"
        f"\\begin{{itemize}}\n{points}\\end{{itemize}}\n\\newpage\n\\thispagestyle{{empty}}\n"
        f"\\noindent{{\\LARGE\\bfseries {title}\\par}}\\bigskip\n"
        f"\\noindent {superscript_names(paper)}\\par\\smallskip\n"
        f"\\noindent{{\\small\\itshape {superscript_places(paper)}\\par}}\\medskip\n"
        "\\noindent\\rule{\\textwidth}{0.4pt}\\par\\smallskip\n"
        "\\noindent\\textbf{ABSTRACT}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\smallskip\n"
        "\\noindent\\rule{\\textwidth}{0.4pt}\\par\\bigskip\n"
    )


def _margin(paper: Paper, rng: random.Random) -> str:
    names = "\\\\ ".join(
        f"{name(a)}\\textsuperscript{{{','.join(str(i + 1) for i in a.affiliations)}}}"
        for a in paper.authors
    )
    words = keywords(paper, "; ")
    kw = f"\\par\\medskip\n\\noindent\\textbf{{Keywords:}} {words}" if words else ""
    return (
        f"{title_head(paper)}\\noindent\\begin{{minipage}}[t]{{0.31\\textwidth}}\\raggedright"
        f"{{\\Large\\bfseries {latex(paper.title)}\\par}}\\bigskip\n{{\\small {names}\\par}}"
        f"\\medskip\n{{\\footnotesize\\itshape {superscript_places(paper)}\\par}}"
        "\\end{minipage}\\hfill\n\\begin{minipage}[t]{0.63\\textwidth}"
        "\\noindent\\textbf{Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}{kw}\\end{{minipage}}\\par\\bigskip\n"
    )


def _permission(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2015, 2025)
    words = keywords(paper)
    kw = f"\\section*{{KEYWORDS}}\n{words}\\par\n" if words else ""
    conference = f"CONF '{year % 100:02d}, June {rng.randrange(2, 20)}--{rng.randrange(21, 28)}"
    return (
        f"{title_head(paper)}\\sloppy\n\\twocolumn[{{\\centering{{\\LARGE\\bfseries "
        f"{latex(paper.title)}\\par}}\\bigskip\n{superscript_names(paper)}\\par\\smallskip\n"
        f"{{\\small {superscript_places(paper)}\\par}}\\bigskip}}]\n"
        "\\begin{figure}[b]\\footnotesize\\noindent\\rule{0.4\\columnwidth}{0.4pt}\\par\n"
        "Permission to make digital or hard copies of all or part of this work for personal "
        "or classroom use is granted without fee provided that copies are not made or "
        "distributed for profit or commercial advantage and that copies bear this notice and "
        "the full citation on the first page. Copyrights for components of this work owned "
        "by others than the author(s) must be honored. Abstracting with credit is permitted."
        f"\\par\\smallskip\n\\noindent\\textit{{{conference}, {year}}}\\par\n"
        f"\\noindent \\copyright{{}} {year} Copyright held by the owner/author(s).\\par\n"
        f"\\noindent https://doi.org/10.{rng.randrange(1000, 9999)}/{rng.randrange(10**6, 10**7)}"
        "\\end{figure}\n"
        f"\\section*{{ABSTRACT}}\n{abstract_text(paper, rng)}\\par\n{kw}"
        f"\\paragraph{{Reference Format:}} {_plain_names(paper)}. {year}. "
        f"{latex(paper.title)}. In \\textit{{Proceedings of {conference}}}. "
        f"{rng.randrange(4, 12)} pages.\\par\n"
    )


def _cover(paper: Paper, rng: random.Random) -> str:
    number = f"No. {rng.randrange(2010, 2025)}-{rng.randrange(1, 60):03d}"
    places = "\\\\\n".join(place(p) for p in paper.affiliations)
    return (
        f"{title_head(paper)}\\noindent{{\\fontsize{{34}}{{40}}\\selectfont\\bfseries "
        f"{rng.choice(_SERIES)}\\par}}\\medskip\n\\noindent{{\\Large {number}}}\\par\n"
        "\\noindent\\rule{\\textwidth}{1.5pt}\\par\\vspace{2cm}\n"
        f"\\noindent{{\\Large\\bfseries {latex(paper.title)}\\par}}\\vspace{{1cm}}\n"
        f"\\noindent by\\par\\smallskip\n\\noindent {_plain_names(paper)}\\par\\vspace{{1cm}}\n"
        f"\\noindent {rng.choice(_MONTHS)} {rng.randrange(2010, 2025)}\\par\\vfill\n"
        f"\\noindent{{\\small {places}\\par}}\n\\newpage\n"
        "\\begin{center}\\textbf{Abstract}\\end{center}\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


ROTATED58_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("graphical-first", "cas-sc", "", _CAS, _graphical,
                 before_document=True),
        Template("margin-title", "msu-thesis", "", _FONT, _margin,
                 before_document=True),
        Template("permission-foot", "mucproc", "twocolumn", _MUC, _permission,
                 before_document=True),
        Template("report-cover", "ucalgmthesis", "", _FONT, _cover,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["ROTATED58_TEMPLATES"]

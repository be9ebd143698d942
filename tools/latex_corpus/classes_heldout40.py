"""Classes added by ``latex40`` as held out, train classes since ``latex41``:
``highlights-box``, ``cover-summary``, ``framed-title`` and ``by-smallcaps``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 39's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``highlights-box``: ``amsdtx``: the title in large bold, the names
  with numbered marks, the numbered places, then a framed box headed "Highlights"
  with three or four bulleted one-line points (the paper's keywords put into
  sentences), and only then the abstract under a bold "Abstract".
* ``cover-summary``: ``nddiss2e``: a technical report's cover page ("Technical
  Report" and a number at its head, the title in huge type, the names one a line,
  the places, the month and year at its foot, nothing else); on page 2 the abstract
  under a bold "Summary" heading, then the first section.
* ``framed-title``: ``rbt-mathnotes``: a proceedings paper whose title block (the title
  in large bold, the names, the places in italics) sits centred in a ruled frame
  (``\\fbox`` around a minipage), the abstract under it after an italic run-in
  "Abstract ---".
* ``by-smallcaps``: ``yathesis``: the title centred in bold, then one centred
  line "by Ann Lee and Bo Chen" with the names in small capitals, the places in
  italics under it, a "Graphical abstract" heading over a framed placeholder
  picture with a one-line caption, then the abstract under a bold "Abstract".

Each differs in kind from every earlier template: bulleted key points in a frame
between the places and the abstract, a cover page of a report with a "Summary" on
the next page, a title block drawn inside a frame, a byline run in after "by" in
small capitals with a graphical abstract over the abstract.

Held out from ``latex40`` (measured once then: 0.979 / 1.000 / 1.000 / 0.999)
until ``latex41`` made them train classes; while held out they were never built
into a ``train`` corpus nor looked at while writing the extraction rules.  Each
was compiled on a made-up paper only (2026-12-02), never read by the extractor
before the one measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_BREAK = "\\\\ "  # a line break between places
_MONTHS = ("March 2019", "June 2021", "October 2022", "January 2024")
_POINTS = (
    "We study {}.",
    "The results bear on {}.",
    "A new account of {} is given.",
    "Open questions on {} are listed.",
)


def _places(paper: Paper, sep: str = "; ") -> str:
    seen = dict.fromkeys(a.affiliations[0] for a in paper.authors)
    return sep.join(place(paper.affiliations[i]) for i in seen)


def _highlights(paper: Paper, rng: random.Random) -> str:
    people = ", ".join(
        f"{name(a)}\\textsuperscript{{{a.affiliations[0] + 1}}}" for a in paper.authors
    )
    seen = dict.fromkeys(a.affiliations[0] for a in paper.authors)
    places = "\\\\\n".join(
        f"\\textsuperscript{{{i + 1}}}{place(paper.affiliations[i])}" for i in seen
    )
    topics = [latex(k) for k in paper.keywords] or ["the question", "the data"]
    points = "".join(
        f"\\item {_POINTS[i % len(_POINTS)].format(topics[i % len(topics)])}\n"
        for i in range(rng.choice((3, 4)))
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\noindent{{\\Large\\bfseries {latex(paper.title)}\\par}}\\vspace{{1em}}\n"
        f"\\noindent{{\\large {people}}}\\par\\smallskip\n"
        f"\\noindent{{\\small {places}}}\\par\\bigskip\n"
        "\\noindent\\fbox{\\begin{minipage}{0.95\\textwidth}\\textbf{Highlights}\n"
        f"\\begin{{itemize}}\\small\n{points}\\end{{itemize}}\\end{{minipage}}}}\\par\\bigskip\n"
        "\\noindent\\textbf{Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _cover(paper: Paper, rng: random.Random) -> str:
    names = "\\\\[0.4em]\n".join(name(a) for a in paper.authors)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\thispagestyle{empty}\\begin{flushleft}\n"
        f"{{\\large Technical Report No.~{rng.randint(2, 96)}/{rng.randint(10, 24)}\\par}}"
        "\\vspace{3cm}\n"
        f"{{\\huge {latex(paper.title)}\\par}}\\vspace{{2cm}}\n"
        f"{{\\Large {names}\\par}}\\vspace{{1cm}}\n"
        f"{{\\large {_places(paper, _BREAK)}\\par}}\\vfill\n"
        f"{{\\large {rng.choice(_MONTHS)}\\par}}\\end{{flushleft}}\n\\clearpage\n"
        "\\noindent{\\large\\bfseries Summary}\\par\\medskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _framed(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\noindent\\fbox{\\begin{minipage}{0.96\\textwidth}\\centering\\vspace{0.6em}\n"
        f"{{\\Large\\bfseries {latex(paper.title)}\\par}}\\vspace{{0.8em}}\n"
        f"{{\\large {names}\\par}}\\smallskip\n"
        f"{{\\small\\itshape {_places(paper, _BREAK)}\\par}}\\vspace{{0.6em}}\n"
        "\\end{minipage}}\\par\\bigskip\n"
        f"\\noindent\\textit{{Abstract}} --- {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _by_smallcaps(paper: Paper, rng: random.Random) -> str:
    names = and_list([f"\\textsc{{{name(a)}}}" for a in paper.authors])
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\begin{{center}}{{\\large\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"by {names}\\par\\smallskip\n"
        f"{{\\small\\itshape {_places(paper, _BREAK)}\\par}}\\end{{center}}\\medskip\n"
        "\\noindent\\textbf{Graphical abstract}\\par\\smallskip\n"
        "\\begin{center}\\fbox{\\rule{0pt}{2.5cm}\\rule{6cm}{0pt}}\\\\[0.3em]"
        "{\\small Overview of the approach.}\\end{center}\\medskip\n"
        "\\noindent\\textbf{Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


HELDOUT40_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("highlights-box", "amsdtx", "", _FONT, _highlights,
                 before_document=True),
        Template("cover-summary", "nddiss2e", "", _FONT, _cover,
                 before_document=True),
        Template("framed-title", "rbt-mathnotes", "", _FONT, _framed,
                 before_document=True),
        Template("by-smallcaps", "yathesis", "", _FONT, _by_smallcaps,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT40_TEMPLATES"]

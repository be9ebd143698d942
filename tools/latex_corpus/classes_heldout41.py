"""Classes added by ``latex41`` as held out, train classes since ``latex42``:
``doktor-title``, ``beside-abstract``, ``executive-summary`` and ``footnoted-block``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 40's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``doktor-title``: ``uwthesis``: a German dissertation's title page: the title in
  large bold, "Dissertation / zur Erlangung des Doktorgrades / der
  Naturwissenschaften (Dr. rer. nat.)", "vorgelegt von" over the names one a line,
  "aus" and the first place, the year; page 2 holds the abstract under a bold
  "Abstract", the text from page 3.
* ``beside-abstract``: ``ltxguide``: a poster-like title block: the title across the
  page in large bold, then two columns side by side, the names one a line with the
  places in small italics under them on the left, the abstract under a bold
  "Abstract" on the right (two minipages).
* ``executive-summary``: ``ebsthesis``: a report: a "Report" kicker in capitals, the
  title in large bold, "Prepared by" with the names in a comma list, the places, the
  month and year, a rule, then the abstract under a bold "Executive Summary".
* ``footnoted-block``: ``ut-thesis``: the title centred, the names centred with
  symbol marks, each place a footnote at the page's foot (``\\footnotetext``), then
  the abstract set in a small, indented block (``quote``) with no heading.

Each differs in kind from every earlier template: a German degree statement and
"vorgelegt von" byline, an abstract beside the byline, a report's "Executive
Summary" under a "Prepared by" byline, an abstract that is only a small indented
block under names whose places are footnotes.

Held out from ``latex41`` (measured once then: 0.938 / 0.824 / 0.824 / 0.997)
until ``latex42`` made them train classes; while held out they were never built
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
_MONTHS = ("April 2018", "July 2020", "November 2022", "February 2025")
_SYMBOLS = ("*", "\\dagger", "\\ddagger", "\\S", "\\P", "\\|")


def _firsts(paper: Paper) -> list[int]:
    """The first place of each author, each once, in the byline's order."""
    return list(dict.fromkeys(a.affiliations[0] for a in paper.authors))


def _doktor(paper: Paper, rng: random.Random) -> str:
    names = "\\\\[0.3em]\n".join(name(a) for a in paper.authors)
    first = place(paper.affiliations[paper.authors[0].affiliations[0]])
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\thispagestyle{empty}\\begin{center}\n"
        f"{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\vspace{{2.5cm}}\n"
        "{\\large Dissertation\\\\[0.3em] zur Erlangung des Doktorgrades\\\\ "
        "der Naturwissenschaften (Dr.~rer.~nat.)\\par}\\vspace{2cm}\n"
        f"vorgelegt von\\\\[0.5em]{{\\large {names}\\par}}\\medskip\n"
        f"aus {first}\\par\\vfill\n"
        f"{rng.randint(2015, 2025)}\\end{{center}}\n\\clearpage\n"
        "\\noindent{\\large\\bfseries Abstract}\\par\\medskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\clearpage\n"
    )


def _beside(paper: Paper, rng: random.Random) -> str:
    names = "\\\\\n".join(name(a) for a in paper.authors)
    places = "\\\\\n".join(place(paper.affiliations[i]) for i in _firsts(paper))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\noindent{{\\Large\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        "\\noindent\\begin{minipage}[t]{0.34\\textwidth}\\raggedright\n"
        f"{names}\\par\\medskip{{\\small\\itshape {places}\\par}}\n"
        "\\end{minipage}\\hfill\\begin{minipage}[t]{0.62\\textwidth}\n"
        f"\\textbf{{Abstract}}\\par\\smallskip {abstract_text(paper, rng)}\\par\n"
        "\\end{minipage}\\par\\bigskip\n"
    )


def _executive(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    places = "\\\\\n".join(place(paper.affiliations[i]) for i in _firsts(paper))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\noindent{\\small REPORT}\\par\\medskip\n"
        f"\\noindent{{\\Large\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"\\noindent Prepared by {names}\\par\\smallskip\n"
        f"\\noindent{{\\small {places}\\par}}\\smallskip\n"
        f"\\noindent{{\\small {rng.choice(_MONTHS)}}}\\par\\medskip\\hrule\\bigskip\n"
        "\\noindent{\\large\\bfseries Executive Summary}\\par\\medskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _footnoted(paper: Paper, rng: random.Random) -> str:
    firsts = _firsts(paper)
    mark = {i: _SYMBOLS[n % len(_SYMBOLS)] for n, i in enumerate(firsts)}
    names = and_list([f"{name(a)}$^{{{mark[a.affiliations[0]]}}}$" for a in paper.authors])
    notes = "".join(
        f"\\renewcommand{{\\thefootnote}}{{${mark[i]}$}}"
        f"\\footnotetext{{{place(paper.affiliations[i])}}}\n"
        for i in firsts
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\begin{{center}}{{\\Large {latex(paper.title)}\\par}}\\bigskip\n"
        f"{{\\large {names}\\par}}\\end{{center}}\n{notes}"
        "\\renewcommand{\\thefootnote}{\\arabic{footnote}}\n"
        f"\\begin{{quote}}\\small {abstract_text(paper, rng)}\\end{{quote}}\\bigskip\n"
    )


HELDOUT41_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("doktor-title", "uwthesis", "", _FONT, _doktor,
                 before_document=True),
        Template("beside-abstract", "ltxguide", "", _FONT, _beside,
                 before_document=True),
        Template("executive-summary", "ebsthesis", "", _FONT, _executive,
                 before_document=True),
        Template("footnoted-block", "ut-thesis", "", _FONT, _footnoted,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT41_TEMPLATES"]

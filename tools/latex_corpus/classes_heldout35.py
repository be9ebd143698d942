"""Classes added by ``latex35`` as held out, train classes since ``latex36``:
``epigraph``, ``deck-byline``, ``footnote-authors`` and ``column-kicker``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 34's held-out classes became
train classes and got rules (names over their places above the title, rows of
"Name, Place" signing the abstract, an abstract in a column beside the title), so
these four set front matter in other layouts the reader has no rule for, each
written by hand in a document class no earlier template uses (each declares
``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``epigraph``: ``book`` (``oneside,openany``): a centred title and byline, the
  places under it, then an epigraph: two italic lines of a quotation set flush
  right with its attribution under them ("--- Marie Curie"), and only then the
  abstract under a centred small-capitals "Summary".
* ``deck-byline``: ``proc`` (two columns): a magazine's head across both columns:
  a small letter-spaced kicker, the title in large bold sans-serif, a deck (the
  abstract, no heading) in larger italic type, then "By Ann Lee, Bo Chen and
  Cy Roe" in small bold capitals, the places on the line under it.
* ``footnote-authors``: ``amsbook``: the title in bold capitals, then the
  abstract under "Abstract." run in; no byline on the page but an unmarked
  footnote at its foot: "The authors are Ann Lee (Place), Bo Chen (Place) and
  Cy Roe (Place)."
* ``column-kicker``: ``scrbook``: a journal column's name ("Field Notes") set
  larger than the title over a rule at the head of the page, the title under it
  in bold, the names in one line, the places in small type, then the abstract
  under a bold "Abstract" heading.

Each differs in kind from every earlier template: a quotation and its attribution
between the byline and the abstract, a deck and a "By" byline under the title of a
two-column head, names only in a sentence at the foot of the page, a column name
set larger than the title.

Held out from ``latex35`` (measured once then: 1.000 / 0.687 / 0.687 / 0.999)
until ``latex36`` made them train classes; while held out they were never built
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
_QUOTES = (
    ("Nothing in life is to be feared, it is only to be understood.", "Marie Curie"),
    ("The important thing is not to stop questioning.", "Albert Einstein"),
    ("Science knows no country, because knowledge belongs to humanity.", "Louis Pasteur"),
    ("In questions of science, the authority of a thousand is not worth the humble "
     "reasoning of a single individual.", "Galileo Galilei"),
    ("Research is to see what everybody else has seen, and to think what nobody "
     "else has thought.", "Albert Szent-Gyorgyi"),
)  # fmt: skip
_KICKERS = ("RESEARCH FEATURE", "IN DEPTH", "ANALYSIS", "INVESTIGATION")
_COLUMNS = ("Field Notes", "Horizons", "Frontiers", "Insights", "Crossroads")


def _places(paper: Paper) -> list[str]:
    """Every affiliation the authors name first, in byline order, each once."""
    seen = dict.fromkeys(a.affiliations[0] for a in paper.authors)
    return [place(paper.affiliations[i]) for i in seen]


def _first_place(paper: Paper, k: int) -> str:
    return place(paper.affiliations[paper.authors[k].affiliations[0]])


def _epigraph(paper: Paper, rng: random.Random) -> str:
    quote, who = rng.choice(_QUOTES)
    names = and_list([name(a) for a in paper.authors])
    places = " \\\\\n".join(_places(paper))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{plain}}\n"
        "\\begin{center}\n"
        f"{{\\huge {latex(paper.title)}\\par}}\\vspace{{1.5em}}\n"
        f"{{\\large {names}\\par}}\\smallskip\n{{\\small {places}\\par}}\n"
        "\\end{center}\n\\vspace{1.5em}\n"
        "\\begin{flushright}\\begin{minipage}{0.55\\textwidth}\\raggedleft\\itshape\n"
        f"{quote}\\\\[0.3em]\n\\upshape --- {who}\n\\end{{minipage}}\\end{{flushright}}\n"
        "\\vspace{1em}\n\\begin{center}\\textsc{Summary}\\end{center}\n"
        f"\\begin{{quote}}\n{abstract_text(paper, rng)}\n\\end{{quote}}\n\\bigskip\n"
    )


def _deck(paper: Paper, rng: random.Random) -> str:
    kicker = rng.choice(_KICKERS)
    names = and_list([name(a) for a in paper.authors]).replace(", and ", " and ")
    places = "; ".join(_places(paper))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\twocolumn[{\\raggedright\n"
        f"{{\\footnotesize\\sffamily\\textls{{{kicker}}}\\par}}\\vspace{{0.8em}}\n"
        f"{{\\LARGE\\sffamily\\bfseries {latex(paper.title)}\\par}}\\vspace{{1em}}\n"
        f"{{\\large\\itshape {abstract_text(paper, rng)}\\par}}\\vspace{{1em}}\n"
        f"{{\\small\\bfseries\\scshape By {names}\\par}}\n"
        f"{{\\footnotesize {places}\\par}}\\vspace{{2em}}}}]\n"
    )


def _footnote(paper: Paper, rng: random.Random) -> str:
    who = and_list(
        [f"{name(a)} ({_first_place(paper, k)})" for k, a in enumerate(paper.authors)]
    ).replace(", and ", " and ")
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{plain}}\n"
        "\\begin{center}\n"
        f"{{\\large\\bfseries\\MakeUppercase{{{latex(paper.title)}}}\\par}}\n"
        "\\end{center}\n\\vspace{1.5em}\n"
        "{\\renewcommand{\\thefootnote}{}\\footnotetext{The authors are "
        f"{who}.}}}}\n"
        f"\\noindent{{\\small\\textbf{{Abstract.}} {abstract_text(paper, rng)}\\par}}\n"
        "\\bigskip\n"
    )


def _column(paper: Paper, rng: random.Random) -> str:
    column = rng.choice(_COLUMNS)
    names = ", ".join(name(a) for a in paper.authors)
    places = " \\\\\n".join(_places(paper))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{plain}}\n"
        f"\\noindent{{\\fontsize{{30}}{{34}}\\selectfont\\sffamily {column}\\par}}\n"
        "\\vspace{0.3em}\\noindent\\rule{\\textwidth}{1.2pt}\\vspace{1.5em}\n\n"
        f"\\noindent{{\\Large\\bfseries\\raggedright {latex(paper.title)}\\par}}\n"
        f"\\vspace{{1em}}\\noindent{{\\normalsize {names}\\par}}\n"
        f"\\noindent{{\\footnotesize {places}\\par}}\\vspace{{1.5em}}\n\n"
        "\\noindent\\textbf{Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\n\\bigskip\n"
    )


HELDOUT35_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("epigraph", "book", "oneside,openany", _FONT, _epigraph,
                 before_document=True),
        Template("deck-byline", "proc", "", _FONT + "\\usepackage{microtype}\n", _deck,
                 before_document=True),
        Template("footnote-authors", "amsbook", "", _FONT, _footnote,
                 before_document=True),
        Template("column-kicker", "scrbook", "", _FONT, _column,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT35_TEMPLATES"]

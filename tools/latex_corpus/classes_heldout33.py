"""Classes added by ``latex33`` as held out, train classes since ``latex34``:
``koma-subject``, ``memoir-ruled``, ``artikel3-mail`` and ``elbioimp``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter with its class's own macros, and the truth is what the class prints.

* ``koma-subject``: KOMA-Script's ``scrartcl`` (option ``abstract=true``): the
  paper's type as KOMA's ``\\subject`` over the title, the names side by side in
  KOMA's rows, the date, then the affiliations as KOMA's ``\\publishers`` block
  under the date (names, date, then places: the order is KOMA's), the abstract under
  its own centred heading, then a bold "Keywords" line.
* ``memoir-ruled``: ``memoir`` (option ``article``) with its titling hooks: a bold
  sans-serif title flush left over a full-width rule, the names flush left with
  each one's affiliation in small italics on the line under it, no date, and the
  abstract run in after a bold "Abstract" (``\\abstractrunin``).
* ``artikel3-mail``: the Dutch ``artikel3`` class: a title flush left, each author
  stacked as three lines (name, affiliation, e-mail in typewriter type), the date,
  then an abstract under a heading.
* ``elbioimp``: the Journal of Electrical Bioimpedance's class: a large title flush
  left, the names with affiliations as foot notes (``\\affiliation``), a
  full-width rule, then two columns, the abstract in the first under a small bold
  "Abstract" and its keywords, closed by a rule.

Each differs in kind from every earlier template: a type line from the class's own
title macro with the places after the date (KOMA), a ruled sans title over a byline
of name and place pairs with a run-in abstract (memoir), name/place/e-mail stacks
(artikel3), a two-column body whose first column opens with the abstract between
rules under a flush-left title (elbioimp).

Held out from ``latex33`` (measured once then: 1.000 ×4) until ``latex34`` made
them train classes; while held out they were never built into a ``train`` corpus
nor looked at while writing the extraction rules.  Each was compiled on a made-up paper only
(2026-12-01), never read by the extractor before the one measurement.  Tried and
dropped: ``beilstein`` (``tgheros.sty`` missing), ``iwhdp`` (``scrpage2.sty``
missing), ``idcc`` and ``hitec`` (their title blocks break on ``\\and``), ``nwejm``
(refuses authors' articles), ``mucproc`` (the GI's proceedings, as ``lni``).
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, keywords, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_MONTHS = ("January", "March", "May", "July", "October", "December")
_TYPES = ("Research Article", "Original Paper", "Technical Report", "Research Note")
_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_MEMOIR = (
    _FONT + "\\pretitle{\\begin{flushleft}\\LARGE\\sffamily\\bfseries}\n"
    "\\posttitle{\\par\\end{flushleft}\\vskip 0.3em\\hrule\\vskip 0.8em}\n"
    "\\preauthor{\\begin{flushleft}\\large}\n\\postauthor{\\end{flushleft}}\n"
    "\\predate{}\n\\postdate{}\n\\date{}\n"
    "\\abstractrunin\n\\renewcommand{\\abstractnamefont}{\\normalfont\\bfseries}\n"
)
_AND = " \\and "


def _first_place(paper: Paper, k: int) -> str:
    return place(paper.affiliations[paper.authors[k].affiliations[0]])


def _places(paper: Paper) -> list[str]:
    """Every affiliation the authors name first, in byline order, each once."""
    seen = dict.fromkeys(a.affiliations[0] for a in paper.authors)
    return [place(paper.affiliations[i]) for i in seen]


def _date(rng: random.Random) -> str:
    return f"{rng.choice(_MONTHS)} {rng.randint(2009, 2025)}"


def _koma(paper: Paper, rng: random.Random) -> str:
    words = keywords(paper) or "measurement"
    places = " \\\\ ".join(_places(paper))
    return (
        f"\\subject{{{rng.choice(_TYPES)}}}\n"
        f"\\title{{{latex(paper.title)}}}\n"
        f"\\author{{{_AND.join(name(a) for a in paper.authors)}}}\n"
        f"\\date{{{_date(rng)}}}\n"
        f"\\publishers{{\\small {places}}}\n"
        "\\begin{document}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
        f"\\noindent\\textbf{{Keywords}} {words}\n"
    )


def _memoir(paper: Paper, rng: random.Random) -> str:
    rows = [
        f"{name(a)}\\\\\n{{\\small\\itshape {_first_place(paper, k)}}}"
        for k, a in enumerate(paper.authors)
    ]
    byline = "\\\\[0.6ex]\n".join(rows)
    return (
        f"\\title{{{latex(paper.title)}}}\n"
        f"\\author{{{byline}}}\n"
        "\\begin{document}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


def _artikel3(paper: Paper, rng: random.Random) -> str:
    stacks = [
        f"{name(a)}\\\\\n{{\\small {_first_place(paper, k)}}}\\\\\n"
        f"{{\\small\\texttt{{{latex(a.email)}}}}}"
        for k, a in enumerate(paper.authors)
    ]
    return (
        f"\\title{{{latex(paper.title)}}}\n"
        f"\\author{{{_AND.join(stacks)}}}\n"
        f"\\date{{{_date(rng)}}}\n"
        "\\begin{document}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


def _elbioimp(paper: Paper, rng: random.Random) -> str:
    names = [
        f"{name(a)}\\affiliation{{{_first_place(paper, k)}}}" for k, a in enumerate(paper.authors)
    ]
    words = keywords(paper) or "bioimpedance"
    return (
        f"\\title{{{latex(paper.title)}}}\n"
        f"\\author{{{and_list(names)}}}\n"
        f"\\keywords{{{words}}}\n"
        "\\begin{document}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


HELDOUT33_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("koma-subject", "scrartcl", "abstract=true", _FONT, _koma,
                 before_document=True),
        Template("memoir-ruled", "memoir", "article,oneside", _MEMOIR, _memoir,
                 before_document=True),
        Template("artikel3-mail", "artikel3", "", _FONT, _artikel3,
                 before_document=True),
        Template("elbioimp", "elbioimp", "", _FONT, _elbioimp,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT33_TEMPLATES"]

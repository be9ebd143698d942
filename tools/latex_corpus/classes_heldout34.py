"""Classes added by ``latex34`` as held out, train classes since ``latex35``:
``banner-box``, ``names-first``, ``signed-abstract`` and ``margin-abstract``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 33's held-out classes read
1.000 on the reader they were measured against, so these four set front matter
in layouts the reader has no rule for, each written by hand in a document class
no earlier template uses (each declares ``\\title`` for the record, as authors do,
but sets the front matter itself, with no ``\\maketitle``):

* ``banner-box``: ``extarticle`` (12 pt): the title, the names and the places in
  white sans-serif type inside a full-width dark-blue box (``\\colorbox``), the
  abstract under it run in after a bold "Abstract." and an italic keyword line.
* ``names-first``: ``report`` (``notitlepage``): the names in small capitals
  centred above the title, the places under the names, then the large bold
  title, then ``report``'s own centred "Abstract" heading over the abstract.
* ``signed-abstract``: ``octavo``: a large title flush left over a rule, the
  abstract under a bold "Summary" heading, and only then the byline: each author
  on a line of their own, flush right in italics, "Name, Place".
* ``margin-abstract``: ``scrreprt``: two columns side by side at the top of the
  page: a narrow left one (three tenths of the measure) holding a bold "Abstract"
  and the abstract in small type, a wide right one holding the title and the
  names, each over its place in small type.

Each differs in kind from every earlier template: a title block in a coloured
banner with the byline inside it, names before the title, the byline under the
abstract, an abstract beside the title block.

Held out from ``latex34`` (measured once then: 0.875 / 0.443 / 0.443 / 0.864)
until ``latex35`` made them train classes; while held out they were never built
into a ``train`` corpus nor looked at while writing the extraction rules.  Each
was compiled on a made-up paper only (2026-12-01), never read by the extractor
before the one measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, keywords, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_BANNER = _FONT + "\\usepackage{xcolor}\n\\definecolor{band}{RGB}{22,58,104}\n"


def _first_place(paper: Paper, k: int) -> str:
    return place(paper.affiliations[paper.authors[k].affiliations[0]])


def _places(paper: Paper) -> list[str]:
    """Every affiliation the authors name first, in byline order, each once."""
    seen = dict.fromkeys(a.affiliations[0] for a in paper.authors)
    return [place(paper.affiliations[i]) for i in seen]


def _banner(paper: Paper, rng: random.Random) -> str:
    words = keywords(paper) or "measurement"
    places = "; ".join(_places(paper))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\noindent\\colorbox{band}{\\parbox{\\dimexpr\\textwidth-2\\fboxsep\\relax}{"
        "\\vspace{1.2em}\\color{white}\\raggedright\n"
        f"{{\\sffamily\\bfseries\\LARGE {latex(paper.title)}\\par}}\\vspace{{1em}}\n"
        f"{{\\sffamily\\large {and_list([name(a) for a in paper.authors])}\\par}}"
        "\\vspace{0.4em}\n"
        f"{{\\sffamily\\small {places}\\par}}\\vspace{{1.2em}}}}}}\n\n"
        "\\vspace{1.5em}\n"
        f"\\noindent\\textbf{{Abstract.}} {abstract_text(paper, rng)}\n\n"
        f"\\medskip\\noindent\\textit{{Keywords:}} {words}\n\\bigskip\n"
    )


def _names_first(paper: Paper, rng: random.Random) -> str:
    names = ", ".join(name(a) for a in paper.authors)
    places = " \\\\\n".join(_places(paper))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\begin{{center}}\n"
        f"{{\\large\\scshape {names}\\par}}\\medskip\n"
        f"{{\\small {places}\\par}}\\vspace{{2em}}\n"
        f"{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\n"
        "\\end{center}\n\\vspace{1em}\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


def _signed(paper: Paper, rng: random.Random) -> str:
    rows = " \\\\\n".join(
        f"\\textit{{{name(a)}, {_first_place(paper, k)}}}" for k, a in enumerate(paper.authors)
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\noindent{{\\LARGE\\bfseries\\raggedright {latex(paper.title)}\\par}}\n"
        "\\vspace{0.5em}\\noindent\\rule{\\textwidth}{0.6pt}\\vspace{1em}\n\n"
        "\\noindent\\textbf{Summary}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\n\n"
        f"\\medskip\\begin{{flushright}}\n{rows}\n\\end{{flushright}}\n\\bigskip\n"
    )


def _margin(paper: Paper, rng: random.Random) -> str:
    rows = "\\\\[0.5em]\n".join(
        f"{name(a)}\\\\\n{{\\footnotesize {_first_place(paper, k)}}}"
        for k, a in enumerate(paper.authors)
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\noindent\\begin{minipage}[t]{0.3\\textwidth}\\small\\raggedright\n"
        f"\\textbf{{Abstract}}\\par\\smallskip\n{abstract_text(paper, rng)}\n"
        "\\end{minipage}\\hfill\n"
        "\\begin{minipage}[t]{0.64\\textwidth}\\raggedright\n"
        f"{{\\Large\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"{rows}\n\\end{{minipage}}\n\\bigskip\n"
    )


HELDOUT34_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("banner-box", "extarticle", "12pt", _BANNER, _banner,
                 before_document=True),
        Template("names-first", "report", "notitlepage", _FONT, _names_first,
                 before_document=True),
        Template("signed-abstract", "octavo", "", _FONT, _signed,
                 before_document=True),
        Template("margin-abstract", "scrreprt", "", _FONT, _margin,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT34_TEMPLATES"]

"""Classes added by ``latex36`` as held out, train classes since ``latex37``:
``thesis-supervisor``, ``margin-heads``, ``runin-title`` and ``author-table``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 35's held-out classes became
train classes and got rules (an epigraph's attribution is no author, names given
only in a footnote sentence), so these four set front matter in other layouts the
reader has no rule for, each written by hand in a document class no earlier
template uses (each declares ``\\title`` for the record but sets the front matter
itself, with no ``\\maketitle``):

* ``thesis-supervisor``: ``extreport`` (12pt): a report's title page: "A report
  submitted in partial fulfilment of the requirements for the degree of …", the
  title in large bold, "by" and the names one a line, then "Supervised by" over a
  professor's name and place (not an author), and the month and year; the
  abstract under a centred bold "Abstract" at the head of page 2.
* ``margin-heads``: ``refart`` (a wide left margin): the title flush left in bold,
  the names and places under it, then the abstract with its label "Abstract" and
  the keywords' label "Keywords" set in the left margin, level with the first line
  of their text.
* ``runin-title``: ``artikel1``: an abstract book's entry: the title in bold run
  into the byline in italics in one paragraph ("**Title** --- *Ann Lee, Bo Chen
  and Cy Roe*"), the places in small type under it, then the abstract as a plain
  paragraph with no heading.
* ``author-table``: ``artikel2``: the title centred, then the authors as a ruled
  table with a header row ("Author", "Affiliation", "ORCID"), one author a row,
  then the abstract under a bold "Abstract" heading.

Each differs in kind from every earlier template: a title page naming a supervisor
who is no author with the abstract on the next page, headings in the margin beside
their text, a title run into its byline, the byline as a table with a header row.

Held out from ``latex36`` (measured once then: 0.771 / 0.926 / 0.935 / 1.000)
until ``latex37`` made them train classes; while held out they were never built
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
_DEGREES = (
    "Master of Science", "Doctor of Philosophy", "Bachelor of Engineering",
    "Master of Public Health",
)  # fmt: skip
_SUPERVISORS = (
    "Prof. Helga Brandstetter", "Prof. Dr. Rui Figueiredo", "Dr. Miriam Okonkwo",
    "Prof. Tomasz Wierzbicki", "Assoc. Prof. Li Wenjun",
)  # fmt: skip
_DATES = ("March 2019", "September 2021", "June 2018", "December 2022")


def _places(paper: Paper) -> list[str]:
    """Every affiliation the authors name first, in byline order, each once."""
    seen = dict.fromkeys(a.affiliations[0] for a in paper.authors)
    return [place(paper.affiliations[i]) for i in seen]


def _thesis(paper: Paper, rng: random.Random) -> str:
    names = " \\\\\n".join(name(a) for a in paper.authors)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\begin{titlepage}\\centering\n"
        "{\\large A report submitted in partial fulfilment of the requirements\\\\\n"
        f"for the degree of {rng.choice(_DEGREES)}\\par}}\\vspace{{3em}}\n"
        f"{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\vspace{{3em}}\n"
        f"{{\\large by\\par}}\\vspace{{1em}}\n{{\\Large {names}\\par}}\\vspace{{4em}}\n"
        f"{{\\large Supervised by\\par}}\\vspace{{0.5em}}\n"
        f"{{\\large {rng.choice(_SUPERVISORS)}\\par}}\n"
        f"{{\\normalsize {_places(paper)[0]}\\par}}\\vfill\n"
        f"{{\\large {rng.choice(_DATES)}\\par}}\n\\end{{titlepage}}\n"
        "\\begin{center}\\bfseries\\large Abstract\\end{center}\n"
        f"{abstract_text(paper, rng)}\n\\clearpage\n"
    )


def _margin_label(label: str, text: str) -> str:
    return (
        f"\\noindent\\llap{{\\parbox[t]{{3.2cm}}{{\\raggedright\\bfseries {label}}}"
        f"\\hspace{{0.6cm}}}}{text}\\par\n"
    )


def _margin(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    places = " \\\\\n".join(_places(paper))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\noindent{{\\LARGE\\bfseries\\raggedright {latex(paper.title)}\\par}}\n"
        f"\\vspace{{1.2em}}\\noindent{{\\large {names}\\par}}\\smallskip\n"
        f"\\noindent{{\\small {places}\\par}}\\vspace{{2em}}\n"
        + _margin_label("Abstract", abstract_text(paper, rng).replace("\n\n", " "))
        + "\\medskip\n"
        + _margin_label("Keywords", keywords(paper))
        + "\\bigskip\n"
    )


def _runin(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors]).replace(", and ", " and ")
    places = "; ".join(_places(paper))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\noindent{{\\large\\textbf{{{latex(paper.title)}}} --- \\textit{{{names}}}\\par}}\n"
        f"\\noindent{{\\small {places}\\par}}\\vspace{{1.2em}}\n"
        f"\\noindent {abstract_text(paper, rng)}\n\\bigskip\n"
    )


def _table(paper: Paper, rng: random.Random) -> str:
    rows = " \\\\\n".join(
        f"{name(a)} & {place(paper.affiliations[a.affiliations[0]])} & {latex(a.orcid)}"
        for a in paper.authors
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\end{{center}}\n"
        "\\vspace{1em}\n\\begin{center}\\small\n"
        "\\begin{tabular}{@{}p{0.22\\textwidth}p{0.5\\textwidth}l@{}}\n\\toprule\n"
        "\\textbf{Author} & \\textbf{Affiliation} & \\textbf{ORCID} \\\\\n\\midrule\n"
        f"{rows} \\\\\n\\bottomrule\n\\end{{tabular}}\n\\end{{center}}\n\\vspace{{1em}}\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\n\\bigskip\n"
    )


HELDOUT36_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("thesis-supervisor", "extreport", "12pt", _FONT, _thesis,
                 before_document=True),
        Template("margin-heads", "refart", "", _FONT, _margin,
                 before_document=True),
        Template("runin-title", "artikel1", "", _FONT, _runin,
                 before_document=True),
        Template("author-table", "artikel2", "", _FONT + "\\usepackage{booktabs}\n", _table,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT36_TEMPLATES"]

"""Classes added by ``latex68`` as held out, train classes since ``latex69``:
``thesis-declaration``, ``foot-abstract``, ``grid-authors`` and ``quote-symbols``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  These four set front matter in a layout
real papers have and no earlier template has, written by hand (each declares
``\\title`` for the record but sets the front matter itself, with no ``\\maketitle``),
in a document class no earlier template uses (``york-thesis``, ``csassignments``,
``pressrelease``, ``articoletteracdp``: each loads ``report`` or ``article`` and adds little):

* ``thesis-declaration``: ``york-thesis``: a thesis: a title page (the title in large
  bold, "A thesis submitted in partial fulfilment of the requirements for the degree
  of Doctor of Philosophy", "by" and each name on its own line, the places in small
  italics, a year at the foot), a "Declaration" page (a first-person paragraph, a
  "Signed:" line with the first name and a date), an "Acknowledgements" page
  thanking a supervisor by name, and the abstract on the fourth page under a centred
  small-capitals "Abstract", the keywords after it.
* ``foot-abstract``: ``csassignments``: a mathematics paper's head: the title centred
  in bold capitals, the names centred in small capitals, the places in small italics,
  the body's first section right under them, and the abstract in a float at the foot
  of the first page in footnote type, run in after a small-capitals "Abstract.", with
  a subject classification line and key words under it.
* ``grid-authors``: ``pressrelease``: a two-column conference paper: the title spanning
  in large bold, the authors in a spanning grid of three cells a row (name, place in
  small type, e-mail in typewriter type, each cell centred), the abstract opening the
  first column under a bold capitals "ABSTRACT", bold capitals "KEYWORDS" after.
* ``quote-symbols``: ``articoletteracdp``: a paper whose names are set in small capitals, each with
  a symbol mark (\\*, dagger, double dagger, section, ...) per place, the places as
  unnumbered notes at the foot opening with their symbol; the abstract set in a
  small-type ``quote`` with no heading at all, the first section right after it.

Each differs in kind from every earlier template: an abstract on the fourth page
after a declaration and acknowledgements; an abstract floated to the first page's
foot under the body's opening; a byline as a grid of cells two rows deep; an abstract
with no label whatever, only its indentation and type size.

Measured once on the base (c0602381, ``--split heldout --seed 68 --fonts``): see
``docs/pdf-log.md``, round 68.

Held out from ``latex68`` until ``latex69`` made them train classes (this module was
``classes_heldout68.py``; latex68's held-out set, seed 68, is train material since
latex69); while held out they were never built into a ``train`` corpus nor looked at
while writing the extraction rules.
"""

from __future__ import annotations

import random

from latex_corpus.classes import (
    LMODERN,
    Template,
    abstract_text,
    and_list,
    keywords,
    name,
    place,
    title_head,
)
from latex_corpus.escape import latex
from latex_corpus.paper import Author, Paper

_FONT = LMODERN
_SYMBOLS = ("\\ast", "\\dagger", "\\ddagger", "\\S", "\\P", "\\|")
_SUPERVISORS = ("Prof. Marta Ellison", "Dr. Hugo Lindqvist", "Prof. Ravi Menon")
_KEYWORDS = "\\textbf{Keywords:}"
_MSC = ("Primary 35K55; Secondary 46E35", "Primary 05C15; Secondary 68R10", "Primary 60G50")


def _keywords(paper: Paper, label: str) -> str:
    words = keywords(paper)
    return f"\\par\\medskip\n\\noindent{label} {words}" if words else ""


def _thesis_declaration(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2015, 2025)
    first = name(paper.authors[0])
    people = "\\\\[6pt]\n".join(name(a) for a in paper.authors)
    places = "\\\\\n".join(place(p) for p in paper.affiliations)
    return (
        f"{title_head(paper)}\\begin{{center}}\\vspace*{{2cm}}\n"
        f"{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\vspace{{1.5cm}}\n"
        "{\\large A thesis submitted in partial fulfilment of the requirements for the "
        "degree of Doctor of Philosophy\\par}\\vspace{1cm}\nby\\par\\medskip\n"
        f"{{\\large {people}\\par}}\\vspace{{1cm}}\n{{\\small\\itshape {places}\\par}}\\vfill\n"
        f"{{\\large {year}\\par}}\n\\end{{center}}\n\\newpage\n\\thispagestyle{{empty}}\n"
        "\\begin{center}{\\Large\\bfseries Declaration\\par}\\end{center}\\bigskip\n"
        "\\noindent I hereby declare that this thesis is my own work, that it has not been "
        "submitted for any other degree, and that all sources are acknowledged.\\par"
        f"\\vspace{{1cm}}\n\\noindent Signed: {first}\\par\\noindent Date: {year}\\par\n"
        "\\newpage\n\\thispagestyle{empty}\n"
        "\\begin{center}{\\Large\\bfseries Acknowledgements\\par}\\end{center}\\bigskip\n"
        f"\\noindent I thank my supervisor, {rng.choice(_SUPERVISORS)}, for her guidance, "
        "and my colleagues for many discussions.\\par\\newpage\n\\thispagestyle{empty}\n"
        "\\begin{center}{\\Large\\scshape Abstract\\par}\\end{center}\\bigskip\n"
        f"\\noindent {abstract_text(paper, rng)}{_keywords(paper, _KEYWORDS)}"
        "\\par\\newpage\n"
    )


def _foot_abstract(paper: Paper, rng: random.Random) -> str:
    names = and_list([f"\\textsc{{{name(a)}}}" for a in paper.authors])
    places = "\\\\\n".join(place(p) for p in paper.affiliations)
    words = keywords(paper)
    key = f"\\par\\noindent\\textit{{Key words and phrases.}} {words}." if words else ""
    foot = (
        "\\begin{figure}[!b]\\footnotesize\\hrule\\medskip\n"
        f"\\noindent\\textsc{{Abstract.}} {abstract_text(paper, rng)}\\par\\smallskip\n"
        "\\noindent\\textit{2020 Mathematics Subject Classification.} "
        f"{rng.choice(_MSC)}.{key}\\par\\end{{figure}}\n"
    )
    return (
        f"{title_head(paper)}\\begin{{center}}"
        f"{{\\large\\bfseries\\MakeUppercase{{{latex(paper.title)}}}\\par}}\\bigskip\n"
        f"{names}\\par\\medskip\n{{\\small\\itshape {places}\\par}}\\end{{center}}\n"
        f"{foot}\\bigskip\n"
    )


def _cell(paper: Paper, k: int) -> str:
    a = paper.authors[k]
    where = place(paper.affiliations[a.affiliations[0]]) if a.affiliations else ""
    mail = f"\\newline \\texttt{{{latex(a.email)}}}" if a.email else ""
    return f"{name(a)}\\newline {{\\small {where}}}{mail}"


def _grid(paper: Paper) -> str:
    """The authors in rows of three centred cells, a row a ``tabular`` line."""
    count = len(paper.authors)
    rows = [
        " & ".join(_cell(paper, k) for k in range(start, min(start + 3, count)))
        for start in range(0, count, 3)
    ]
    column = ">{\\centering\\arraybackslash}p{0.3\\textwidth}"
    return f"\\begin{{tabular}}{{{column * 3}}}\n" + "\\\\[10pt]\n".join(rows) + "\n\\end{tabular}"


def _grid_authors(paper: Paper, rng: random.Random) -> str:
    words = keywords(paper)
    key = (
        f"\\par\\medskip\n\\noindent{{\\bfseries KEYWORDS}}\\par\\noindent {words}" if words else ""
    )
    return (
        f"{title_head(paper)}\\twocolumn[{{\\centering"
        f"{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\bigskip\n{_grid(paper)}\\par"
        "\\bigskip\\bigskip}]\n\\thispagestyle{empty}\n"
        "\\noindent{\\bfseries ABSTRACT}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}{key}\\par\\bigskip\n"
    )


def _symbol(k: int) -> str:
    """The ``k``-th place's mark: the six symbols, then the same doubled."""
    mark = _SYMBOLS[k % len(_SYMBOLS)]
    return f"${mark}{mark if k >= len(_SYMBOLS) else ''}$"


def _marks(author: Author) -> str:
    return ",".join(_symbol(k) for k in author.affiliations)


def _quote_symbols(paper: Paper, rng: random.Random) -> str:
    names = and_list(
        [f"\\textsc{{{name(a)}}}\\textsuperscript{{{_marks(a)}}}" for a in paper.authors]
    )
    notes = "".join(
        f"\\footnotetext{{\\textsuperscript{{{_symbol(k)}}}{place(p)}}}"
        for k, p in enumerate(paper.affiliations)
    )
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\Large\\bfseries {latex(paper.title)}\\par}}"
        f"\\bigskip\n{names}\\par\\end{{center}}\n"
        f"{{\\renewcommand{{\\thefootnote}}{{}}{notes}}}\n"
        f"\\begin{{quote}}\\small {abstract_text(paper, rng)}\\end{{quote}}\n"
    )


_ARRAY = _FONT + "\\usepackage{array}\n"

ROTATED68_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("thesis-declaration", "york-thesis", "", _FONT, _thesis_declaration,
                 before_document=True),
        Template("foot-abstract", "csassignments", "", _FONT, _foot_abstract,
                 before_document=True),
        Template("grid-authors", "pressrelease", "twocolumn", _ARRAY, _grid_authors,
                 before_document=True),
        Template("quote-symbols", "articoletteracdp", "", _FONT, _quote_symbols,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["ROTATED68_TEMPLATES"]

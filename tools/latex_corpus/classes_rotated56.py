"""Classes added by ``latex56`` as held out, train classes since ``latex58``:
``masthead-journal``, ``editor-summary``, ``significance-beside`` and ``table-byline``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  ``latex56`` first made round 54's held-out
classes train classes (``classes_rotated54.py``).  These four set front matter in a
layout real papers have and no train class has, meant to be harder than what the
reader reads now, written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``masthead-journal``: ``scrreport``: a journal's first page under a full-width
  coloured masthead: the journal's name in white 30-point bold capitals, bigger than
  the title, the volume, issue, pages and ISSN under it in the band; then the
  article's type in small capitals, the title in bold a size over the body, the names
  with numbered marks, the numbered places in small type and the abstract between
  rules under a bold "Abstract".
* ``editor-summary``: ``phfextendedabstract``: the title centred in large bold, the
  names and places, then a shaded box headed "Editor's summary" with a made-up
  paragraph on the paper's topic signed by an editor ("Lindqvist, Editor"; never the
  abstract), and only under it "Abstract" over the abstract.
* ``significance-beside``: ``stex``: the title, names and places centred, then two
  boxes side by side: a narrow shaded "Significance" statement (made up) on the left
  and the abstract under a bold "Abstract" on the right, level with it.
* ``table-byline``: ``tufte-book``: the title flush left in large bold over the full
  width, then a borderless two-column table: each row's left cell the names whose
  first place it is (one a line, bold), its right cell that place in small italics,
  then "Abstract" over the abstract.

Each differs in kind from every earlier template: a journal's name set bigger than
the title in a coloured band over it; an editor's signed paragraph before the
abstract; a statement set beside the abstract; names and places as table cells side
by side.

Three classes written first read 1.000 on every figure on the base (seed 56, 8 papers
each) and were replaced before any rule, never built into a train corpus:
``resumen-after`` (``stex``: the English abstract then a Spanish "Resumen." and
"Palabras clave:", run-in labels), ``dissertation-abstract`` (``tufte-book``: a
dissertation's title page, then "ABSTRACT OF THE DISSERTATION" repeating the title,
"by", the names, the degree and the chair over the abstract) and ``shaded-keywords``
(``stex``, two columns: the abstract with no heading in a shaded box spanning both
columns, "Key words:" inside it).

Measured once on the base (seed 56, 32 papers, title exact / author F1 / surname F1 /
abstract F1): 0.750 / 0.946 / 0.946 / 1.000; ``masthead-journal`` 0.000 / 0.958 /
0.958 / 1.000, ``editor-summary`` author 0.838, ``table-byline`` author 0.986,
``significance-beside`` abstract 0.999.

Held out from ``latex56`` (``latex56`` measured them once each side: the same figures;
``latex57`` did not build them) until ``latex58`` made them train classes (this module was
``classes_heldout56.py``); while held out they were never built into a ``train`` corpus
nor looked at while writing the extraction rules.  Each was compiled on seed 1 only
(2026-12-05, 1 or 4 papers) and its pages seen as images, never read by the extractor
before the measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import (
    Template,
    abstract_text,
    name,
    place,
    superscript_names,
    superscript_places,
    title_head,
)
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
# tufte-book sets its own faces and loads natbib author-year
_TUFTE = "\\usepackage[T1]{fontenc}\n\\setcitestyle{numbers}\n"
# phfextendedabstract heads sections with hyperref's \\texorpdfstring
_PHF = "\\usepackage{xcolor}\n\\providecommand{\\texorpdfstring}[2]{#1}\n"
_JOURNALS = (
    "Journal of Applied Inquiry",
    "Field Methods Review",
    "Annals of Modern Science",
)
_TYPES = ("Original Article", "Research Paper", "Full Length Article")
_SUMMARY = (
    "Much of what is known about {k} comes from small studies.",
    "Here the authors bring together a broad set of observations on {k} and {j}.",
    "Their analysis points to a simple account that earlier work had missed,",
    "and it offers readers in neighbouring fields a clear starting point.",
)
_SIGNIFICANCE = (
    "Questions about {k} reach well beyond a single field.",
    "We show how {j} can be measured and compared across settings with simple tools.",
    "The approach gives others a common way to test their own ideas",
    "and to plan larger studies on the same problem.",
)
_CHAIRS = ("Professor Helen Carter", "Professor Miguel Soto", "Professor Anne Lindqvist")


def topics(paper: Paper) -> tuple[str, str]:
    """The first and last keyword (LaTeX), or stand-ins where the record has none."""
    words = [latex(k) for k in paper.keywords] or ["these data", "their methods"]
    return words[0], words[-1]


def _masthead(paper: Paper, rng: random.Random) -> str:
    journal = rng.choice(_JOURNALS)
    volume, issue, first = rng.randrange(3, 40), rng.randrange(1, 12), rng.randrange(10, 900)
    return (
        f"{title_head(paper)}\\noindent\\colorbox{{teal}}{{\\parbox{{\\dimexpr\\textwidth-"
        "2\\fboxsep}{\\color{white}\\raggedright\\vspace*{6pt}"
        "{\\fontsize{30}{34}\\selectfont\\bfseries "
        f"\\MakeUppercase{{{journal}}}\\par}}\\vspace{{4pt}}{{\\small Volume {volume}, Issue "
        f"{issue}, pp. {first}--{first + rng.randrange(8, 20)}\\hfill "
        f"ISSN {rng.randrange(1000, 9999)}-{rng.randrange(1000, 9999)}\\par}}\\vspace*{{4pt}}}}}}"
        f"\\par\\bigskip\n\\noindent{{\\small\\scshape {rng.choice(_TYPES)}\\par}}\\medskip\n"
        f"\\noindent{{\\large\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"\\noindent {superscript_names(paper)}\\par\\smallskip\n"
        f"\\noindent{{\\footnotesize {superscript_places(paper)}\\par}}\\medskip\n"
        "\\noindent\\rule{\\textwidth}{0.4pt}\\par\\smallskip\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\medskip\n"
        "\\noindent\\rule{\\textwidth}{0.4pt}\\par\\bigskip\n"
    )


def _editor(paper: Paper, rng: random.Random) -> str:
    k, j = topics(paper)
    summary = " ".join(s.format(k=k, j=j) for s in _SUMMARY)
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}"
        f"\\bigskip\n{superscript_names(paper)}\\par\\smallskip\n"
        f"{{\\small {superscript_places(paper)}\\par}}\\end{{center}}\\medskip\n"
        "\\noindent\\colorbox{black!8}{\\parbox{\\dimexpr\\textwidth-2\\fboxsep}{"
        f"\\textbf{{Editor's summary}}\\par\\smallskip\n{summary}\\par\\smallskip\n"
        f"\\hfill\\textit{{{rng.choice(_CHAIRS).split(' ', 1)[1]}, Editor}}}}}}\\par\\bigskip\n"
        "\\noindent\\textbf{Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _byline_table(paper: Paper) -> str:
    """The names grouped by their first place: a borderless two-column table, each row's
    left cell the names (one a line, bold), its right cell the place in small italics."""
    rows = []
    for k, affiliation in enumerate(paper.affiliations):
        names = [
            f"\\textbf{{{name(a)}}}"
            for a in paper.authors
            if (a.affiliations[0] if a.affiliations else 0) == k
        ]
        if names:
            left = "\\begin{tabular}[t]{@{}l@{}}" + "\\\\ ".join(names) + "\\end{tabular}"
            cell = f"\\parbox[t]{{0.55\\textwidth}}{{\\small\\itshape {place(affiliation)}}}"
            rows.append(f"{left} & {cell}\\\\[6pt]\n")
    return "\\begin{tabular}{@{}l@{\\hspace{2em}}l@{}}\n" + "".join(rows) + "\\end{tabular}"


def _table_byline(paper: Paper, rng: random.Random) -> str:
    return (
        f"{title_head(paper)}\\begin{{fullwidth}}\\noindent{{\\LARGE\\bfseries "
        f"{latex(paper.title)}\\par}}\\bigskip\n\\noindent{_byline_table(paper)}\\par"
        "\\bigskip\n\\noindent\\textbf{Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\end{{fullwidth}}\\bigskip\n"
    )


def _significance(paper: Paper, rng: random.Random) -> str:
    k, j = topics(paper)
    statement = " ".join(s.format(k=k, j=j) for s in _SIGNIFICANCE)
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}"
        f"\\bigskip\n{superscript_names(paper)}\\par\\smallskip\n"
        f"{{\\small\\itshape {superscript_places(paper)}\\par}}\\end{{center}}\\medskip\n"
        "\\noindent\\colorbox{black!10}{\\begin{minipage}[t]{0.36\\textwidth}\\small"
        f"\\textbf{{Significance}}\\par\\smallskip\n{statement}\\end{{minipage}}}}\\hfill\n"
        "\\begin{minipage}[t]{0.58\\textwidth}\\textbf{Abstract}\\par\\smallskip\n"
        f"{abstract_text(paper, rng)}\\end{{minipage}}\\par\\bigskip\n"
    )


ROTATED56_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("masthead-journal", "scrreport", "", _FONT + "\\usepackage{xcolor}\n",
                 _masthead, before_document=True),
        Template("editor-summary", "phfextendedabstract", "", _FONT + _PHF, _editor,
                 before_document=True),
        Template("significance-beside", "stex", "", _FONT + "\\usepackage{xcolor}\n",
                 _significance, before_document=True),
        Template("table-byline", "tufte-book", "", _TUFTE, _table_byline,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["ROTATED56_TEMPLATES", "topics"]

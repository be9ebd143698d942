"""Classes added by ``latex63`` as held out, train classes since ``latex66``:
``nomenclature-after``, ``findings-box-after``, ``edited-by-line`` and ``access-row``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  These four set front matter in a layout
real papers have and no earlier template has, written by hand (each declares
``\\title`` for the record but sets the front matter itself, with no ``\\maketitle``),
in a document class no earlier template uses (``limap``, ``gammas``, ``pocoec``,
``apecon``):

* ``nomenclature-after``: ``limap``: an engineering conference paper: the title
  centred in large bold, the names with numbered marks, the places in small
  italics, a bold centred "ABSTRACT" over the abstract, then a bold "NOMENCLATURE"
  heading over a two-column list of made-up symbols and their meanings (never the
  truth) before the body.
* ``findings-box-after``: ``gammas``: a clinical journal's head: the title flush left
  in large bold, the names, the places, the abstract under a bold "Abstract", then a
  framed box "What is already known on this topic" / "What this study adds" of
  made-up bulleted sentences (never the truth) right under it.
* ``edited-by-line``: ``pocoec``: the title centred in bold, the names and places
  centred, then a small line naming the handling editor ("Edited by …, received …;
  accepted …": a person who is not an author) and the abstract in bold type with no
  heading over it.
* ``access-row``: ``apecon``: a chemistry journal's head: a "Cite This:" line with the
  journal, year and pages and "Read Online" flush right over a rule, the title in
  large bold sans-serif flush left, the names, a ruled row of three link labels
  ("ACCESS", "Metrics & More", "Article Recommendations"), then the abstract run in
  after a bold "ABSTRACT:"; the places are set as unnumbered notes at the page's foot.

Each differs in kind from every earlier template: a symbol list right under the
abstract; a findings box right under the abstract; an editor's name between the
byline and the abstract over a headingless bold abstract; a row of link labels
between the byline and the abstract under a citation line.

Measured once on the base (1a10c145, ``--split heldout --seed 63 --fonts``, 16
papers): see ``docs/pdf-log.md``, round 63.

Held out from ``latex63`` until ``latex66`` made them train classes (this module was
``classes_heldout63.py``; latex65's held-out set, seed 65, holds one of each and is
train material since latex66); while held out they were never built into a ``train``
corpus nor looked at while writing the extraction rules.  While held out, each was
compiled on seed 1 only (2026-12-06, 4 papers) to see
it compiles, never read by the extractor before the measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import (
    LMODERN,
    Template,
    abstract_text,
    and_list,
    name,
    place,
    superscript_names,
    superscript_places,
    title_head,
)
from latex_corpus.classes_rotated61 import keywords_line
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = LMODERN
# pocoec and apecon load natbib for author-year citations: the bibliography is numbered
_NUMBERS = _FONT + "\\setcitestyle{numbers}\n"
_SYMBOLS = (
    ("$c_p$", "specific heat at constant pressure, J/(kg\\,K)"),
    ("$D$", "diameter of the duct, m"),
    ("$h$", "heat transfer coefficient, W/(m$^2$\\,K)"),
    ("$k$", "thermal conductivity, W/(m\\,K)"),
    ("$\\dot m$", "mass flow rate, kg/s"),
    ("$Re$", "Reynolds number"),
    ("$T$", "temperature, K"),
    ("$\\mu$", "dynamic viscosity, Pa\\,s"),
)
_KNOWN = (
    "Earlier studies of the problem were small and short.",
    "Methods in common use differ widely between settings.",
    "Few data exist on outcomes beyond the first year.",
)
_ADDS = (
    "This study gives estimates from a large sample.",
    "The findings hold across the groups examined.",
    "The results can inform the design of future work.",
)
_EDITORS = ("Maren Lindqvist", "Tomasz Oberg", "Priya Raman", "Hector Villanueva", "Ines Carvalho")
_EDITOR_PLACES = ("University of Lowfield", "Institute of Northbay", "Eastmoor College")
_MONTHS = ("January", "March", "April", "June", "August", "October", "December")
_JOURNALS = ("J. Appl. Mol. Stud.", "Chem. Mater. Lett.", "Phys. Chem. Res.", "Anal. Sci. Rep.")


def _date(rng: random.Random) -> str:
    return f"{rng.randrange(1, 28)} {rng.choice(_MONTHS)} {rng.randrange(2016, 2025)}"


def _nomenclature(paper: Paper, rng: random.Random) -> str:
    rows = "".join(f"{s} & = & {d} \\\\\n" for s, d in sorted(rng.sample(_SYMBOLS, 5)))
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}"
        f"\\medskip\n{superscript_names(paper)}\\par\\smallskip\n"
        f"{{\\small\\itshape {superscript_places(paper)}\\par}}\\bigskip\n"
        "{\\bfseries ABSTRACT}\\end{center}\n"
        f"\\noindent {abstract_text(paper, rng)}{keywords_line(paper, 'Keywords:')}"
        "\\par\\bigskip\n\\noindent{\\bfseries NOMENCLATURE}\\par\\smallskip\n"
        f"\\noindent\\begin{{tabular}}{{@{{}}l@{{\\ }}c@{{\\ }}l@{{}}}}\n{rows}\\end{{tabular}}"
        "\\par\\bigskip\n"
    )


def _findings(paper: Paper, rng: random.Random) -> str:
    known = "".join(f"\\item {s}\n" for s in rng.sample(_KNOWN, 2))
    adds = "".join(f"\\item {s}\n" for s in rng.sample(_ADDS, 2))
    return (
        f"{title_head(paper)}\\noindent{{\\LARGE\\bfseries\\raggedright {latex(paper.title)}"
        f"\\par}}\\medskip\n\\noindent {superscript_names(paper)}\\par\\smallskip\n"
        f"{{\\small\\noindent {superscript_places(paper)}\\par}}\\bigskip\n"
        "\\noindent{\\large\\bfseries Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\medskip\n"
        "\\noindent\\fbox{\\parbox{\\dimexpr\\textwidth-2\\fboxsep-2\\fboxrule}{\\small"
        "\\textbf{What is already known on this topic}\n"
        f"\\begin{{itemize}}\n{known}\\end{{itemize}}\n"
        "\\textbf{What this study adds}\n"
        f"\\begin{{itemize}}\n{adds}\\end{{itemize}}}}}}\\par\\bigskip\n"
    )


def _edited_by(paper: Paper, rng: random.Random) -> str:
    editor = f"{rng.choice(_EDITORS)}, {rng.choice(_EDITOR_PLACES)}"
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\Large\\bfseries {latex(paper.title)}\\par}}"
        f"\\medskip\n{superscript_names(paper)}\\par\\smallskip\n"
        f"{{\\small {superscript_places(paper)}\\par}}\\medskip\n"
        f"{{\\footnotesize Edited by {editor}; received {_date(rng)}; accepted "
        f"{_date(rng)}\\par}}\\end{{center}}\\medskip\n"
        f"{{\\bfseries\\noindent {abstract_text(paper, rng)}\\par}}\\bigskip\n"
    )


def _access_row(paper: Paper, rng: random.Random) -> str:
    cite = (
        f"\\textit{{{rng.choice(_JOURNALS)}}} {rng.randrange(2016, 2025)}, "
        f"{rng.randrange(5, 60)}, {rng.randrange(100, 900)}--{rng.randrange(901, 999)}"
    )
    places = "; ".join(place(p) for p in paper.affiliations)
    row = "\\hfill ".join(["\\textbf{ACCESS}", "Metrics \\& More", "Article Recommendations"])
    return (
        f"{title_head(paper)}\\noindent{{\\small\\sffamily\\textbf{{Cite This:}} {cite}"
        "\\hfill Read Online}\\par\\smallskip\\hrule\\bigskip\n"
        f"\\noindent{{\\LARGE\\sffamily\\bfseries\\raggedright {latex(paper.title)}\\par}}"
        f"\\medskip\n\\noindent {and_list([name(a) for a in paper.authors])}\\par\\medskip\n"
        f"\\hrule\\smallskip\\noindent{{\\small\\sffamily {row}}}\\par\\smallskip\\hrule"
        "\\bigskip\n"
        f"\\noindent\\textbf{{ABSTRACT:}} {abstract_text(paper, rng)}\\par\\bigskip\n"
        f"{{\\renewcommand{{\\thefootnote}}{{}}\\footnotetext{{{places}}}}}\n"
    )


ROTATED63_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("nomenclature-after", "limap", "", _FONT, _nomenclature,
                 before_document=True),
        Template("findings-box-after", "gammas", "", _FONT, _findings,
                 before_document=True),
        Template("edited-by-line", "pocoec", "", _NUMBERS, _edited_by,
                 before_document=True),
        Template("access-row", "apecon", "", _NUMBERS, _access_row,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["ROTATED63_TEMPLATES"]

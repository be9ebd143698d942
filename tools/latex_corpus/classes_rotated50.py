"""Classes added by ``latex51`` as held out, train classes since ``latex52``:
``poster-banner``, ``hyphen-sidebar``, ``rotated-band`` and ``grouped-email``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  ``latex50`` made round 49's held-out
classes train classes and wrote none, so these four are the first held out since;
each sets front matter in a layout real papers, posters and reports have and no
train class has, written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``poster-banner``: ``sciposter`` (an A0 page, type scaled to it): a conference
  poster: a banner across the page's top with the title in the poster's huge bold
  type, the names with superscript numbers and the numbered places under it, a
  rule, then three columns of boxed blocks, the first headed "Abstract" over the
  abstract, the others "Methods" and "Contact" with short made-up text.
* ``hyphen-sidebar``: ``ltxdockit``: two columns side by side at the page's top: a
  narrow left one (under a third of the measure) holding the title in large bold
  type, justified and hyphenated (long words broken with a hyphen at a line's end),
  the names one a line and the places in small type; a wide right one holding the
  abstract under a bold "Abstract".
* ``rotated-band``: ``nlctdoc``: a report's first page with a grey band down the
  left edge carrying the series' name and a version stamp in bold type turned a
  quarter ("Research Report 17 — version 2 — March 2024", read bottom to top);
  on the page itself the title in large bold flush left, the names in one line,
  the places in small italics, then the abstract under a bold "Abstract".
* ``grouped-email``: ``sr-vorl``: a computing paper's head: the title centred in
  large bold, the names in one centred row, each with a symbol mark (``*`` for
  equal contribution, a dagger for the corresponding author), the first place and
  under it the authors' e-mail addresses grouped in braces in typewriter type
  ("{zoe.kowalczyk, p.devries}@…"), the marks' notes in a small line, then
  "Abstract" centred in bold over the abstract.

Each differs in kind from every earlier template: a poster page many times a
paper's size with its type scaled up and its text in boxed columns, a title broken
by hyphens inside words, type turned a quarter on the first page, e-mail addresses
sharing one domain in a brace group under the byline.

Held out from ``latex51`` (measured once then, title exact / author F1 / surname F1 /
abstract F1: 0.896 / 0.873 / 0.881 / 0.957, ``hyphen-sidebar`` alone 0.583 / 0.491 /
0.525 / 0.831, base and branch the same) until ``latex52`` made them train classes
(this module was ``classes_heldout50.py``); while held out they were never built
into a ``train`` corpus nor looked at while writing the extraction rules.  Each was
compiled on seed 1 only (2026-12-05, 4 papers, pages seen as images), never read by
the extractor before the one measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import (
    Template,
    abstract_text,
    and_list,
    marks,
    name,
    place,
    superscript_places,
    title_head,
)
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_BAND = _FONT + "\\usepackage{graphicx}\n\\usepackage{xcolor}\n\\usepackage{eso-pic}\n"
_SERIES = ("Research Report", "Technical Report", "Working Paper", "Project Note")
_MONTHS = ("January", "March", "May", "June", "September", "November")


def _marked(paper: Paper) -> str:
    return ", ".join(f"{name(a)}\\textsuperscript{{{marks(a)}}}" for a in paper.authors)


def _poster(paper: Paper, rng: random.Random) -> str:
    block = "\\fbox{\\parbox{0.29\\textwidth}{\\textbf{%s}\\par\\medskip %s}}"
    methods = "We describe the data, the measurements and the analysis in the paper."
    contact = latex(paper.authors[0].email)
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\VeryHuge\\bfseries {latex(paper.title)}\\par}}"
        f"\\bigskip\n{{\\Large {_marked(paper)}\\par}}\\medskip\n"
        f"{{\\large {superscript_places(paper)}\\par}}\\end{{center}}\n"
        "\\noindent\\rule{\\textwidth}{2pt}\\par\\bigskip\n\\noindent"
        + block % ("Abstract", abstract_text(paper, rng))
        + "\\hfill"
        + block % ("Methods", methods)
        + "\\hfill"
        + block % ("Contact", f"\\texttt{{{contact}}}")
        + "\\par\\bigskip\n"
    )


def _sidebar(paper: Paper, rng: random.Random) -> str:
    names = "\\\\\n".join(name(a) for a in paper.authors)
    places = "\\\\\n".join(place(p) for p in paper.affiliations)
    return (
        f"{title_head(paper)}\\noindent\\begin{{minipage}}[t]{{0.3\\textwidth}}\n"
        "\\hyphenpenalty=0\\exhyphenpenalty=0\\emergencystretch=1em\n"
        f"{{\\LARGE\\bfseries \\hspace{{0pt}}{latex(paper.title)}\\par}}\\bigskip\n"
        f"\\raggedright {names}\\par\\medskip\n{{\\small {places}\\par}}\n"
        "\\end{minipage}\\hfill\\begin{minipage}[t]{0.64\\textwidth}\n"
        f"\\textbf{{Abstract}}\\par\\smallskip\n{abstract_text(paper, rng)}\\par\n"
        "\\end{minipage}\\par\\bigskip\n"
    )


def _band(paper: Paper, rng: random.Random) -> str:
    stamp = (
        f"{rng.choice(_SERIES)} {rng.randrange(2, 60)} --- version {rng.randrange(2, 5)}"
        f" --- {rng.choice(_MONTHS)} {rng.randrange(2015, 2025)}"
    )
    names = ", ".join(name(a) for a in paper.authors)
    places = "\\\\\n".join(place(p) for p in paper.affiliations)
    return (
        "\\AddToShipoutPictureBG*{\\AtPageLowerLeft{\\color{black!15}"
        "\\rule{1.6cm}{\\paperheight}}\\put(35,200){\\rotatebox{90}"
        f"{{\\Large\\bfseries {stamp}}}}}}}\n{title_head(paper)}"
        f"\\noindent{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"\\noindent {names}\\par\\smallskip\n\\noindent{{\\small\\itshape {places}\\par}}"
        f"\\bigskip\n\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _grouped(paper: Paper, rng: random.Random) -> str:
    people = []
    for k, a in enumerate(paper.authors):
        mark = "*" if k < 2 and len(paper.authors) > 2 else ""
        mark += "$^\\dagger$" if a.corresponding else ""
        people.append(f"{name(a)}{mark}")
    domain = paper.authors[0].email.split("@")[-1]
    locals_ = ", ".join(a.email.split("@")[0] for a in paper.authors)
    notes = "\\quad ".join(
        n
        for n, on in (
            ("*Equal contribution.", len(paper.authors) > 2),
            ("$^\\dagger$Corresponding author.", any(a.corresponding for a in paper.authors)),
        )
        if on
    )
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}"
        f"\\bigskip\n{and_list(people)}\\par\\smallskip\n"
        f"{place(paper.affiliations[0])}\\par\n"
        f"\\texttt{{\\{{{latex(locals_)}\\}}@{latex(domain)}}}\\par\\smallskip\n"
        f"{{\\footnotesize {notes}\\par}}\\bigskip\n"
        f"\\textbf{{Abstract}}\\par\\end{{center}}\n{abstract_text(paper, rng)}\\par\\bigskip\n"
    )


ROTATED50_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("poster-banner", "sciposter", "", _FONT, _poster,
                 before_document=True),
        Template("hyphen-sidebar", "ltxdockit", "", _FONT, _sidebar,
                 before_document=True),
        Template("rotated-band", "nlctdoc", "", _BAND, _band,
                 before_document=True),
        Template("grouped-email", "sr-vorl", "", _FONT, _grouped,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["ROTATED50_TEMPLATES"]

"""Classes added by ``latex52`` as held out, train classes since ``latex53``:
``draft-watermark``, ``cite-as-box``, ``article-info`` and ``lay-summary``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  ``latex52`` first made round 51's held-out
classes train classes (``classes_rotated50.py``); these four are new, each setting
front matter in a layout real preprints, journal papers and reports have and no
train class has, written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``draft-watermark``: ``ltxguidex``: a preprint under review: a huge pale grey word
  ("PREPRINT", "DRAFT", "UNDER REVIEW", "NOT FOR CITATION") turned 45 degrees across
  the middle of the first page behind the text, in type far larger than the title;
  on the page the title centred in large bold, the names in one centred row, the
  places in small italics, then "Abstract" centred in bold over the abstract.
* ``cite-as-box``: ``akktecdoc``: an accepted manuscript: a framed box at the
  page's top in small type, "Please cite this article as:" followed by the citation
  (the names as initials and surnames, the title, a made-up journal, volume, year
  and pages); under it the title in large type, the names with numbered marks, the
  numbered places, then the abstract under a bold "Abstract".
* ``article-info``: ``idcc``: a journal's first page: the title flush left in large
  bold, the names with numbered marks and the numbered places in small italics, a
  rule, then two columns side by side: a narrow left one headed "Article info" in
  small capitals holding the article's history (received, revised, accepted dates
  under an italic "Article history:") and the keywords one a line under an italic
  "Keywords:", a wide right one headed "Abstract" in small capitals holding the
  abstract; a rule under both.
* ``lay-summary``: ``papertex``: the title centred in large bold, the
  names and numbered places centred, then a bold "Lay Summary" over a short
  plain-language paragraph (made-up sentences about the paper's keywords), and only
  then the abstract under a bold "Abstract".

Each differs in kind from every earlier template: a word larger than the title
turned across the page behind it, the title and names printed twice (once inside a
citation, names as initials), a column of dates and keywords one a line beside the
abstract, a second summary paragraph before the abstract.

Held out from ``latex52`` (measured once then, seed 52, 48 papers, title exact /
author F1 / surname F1 / abstract F1: 1.000 / 1.000 / 1.000 / 0.999, base and branch
the same: easy for the reader, they measured nothing) until ``latex53`` made them
train classes (this module was ``classes_heldout51.py``); while held out they were
never built into a ``train`` corpus nor looked at while writing the extraction rules.
Each was compiled on seed 1 only (2026-12-05, 4 papers), never read by the extractor
before the one measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import (
    Template,
    abstract_text,
    marks,
    name,
    numbered_places,
    place,
    title_head,
)
from latex_corpus.escape import latex
from latex_corpus.paper import Author, Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_MARK = _FONT + "\\usepackage{graphicx}\n\\usepackage{xcolor}\n\\usepackage{eso-pic}\n"
_WORDS = ("PREPRINT", "DRAFT", "UNDER REVIEW", "NOT FOR CITATION")
_JOURNALS = (
    "Journal of Applied Studies",
    "Annals of Research Letters",
    "Review of Modern Inquiry",
    "Transactions on Field Methods",
)
_MONTHS = ("January", "March", "May", "June", "September", "November")
_LAY = (
    "This work is about {k}.",
    "We explain in plain words what we did and why it matters for {k}.",
    "People who are not experts may care about {k} because it touches daily life.",
    "Our results could help others who study {k} in the future.",
)


def _marked(paper: Paper) -> str:
    return ", ".join(f"{name(a)}\\textsuperscript{{{marks(a)}}}" for a in paper.authors)


def _initials(author: Author) -> str:
    parts = author.name.split()
    return latex(" ".join([f"{parts[0][0]}.", *parts[1:]]))


def _date(rng: random.Random, year: int) -> str:
    return f"{rng.randrange(1, 29)} {rng.choice(_MONTHS)} {year}"


def _watermark(paper: Paper, rng: random.Random) -> str:
    names = ", ".join(name(a) for a in paper.authors)
    places = "\\\\\n".join(place(p) for p in paper.affiliations)
    return (
        "\\AddToShipoutPictureBG*{\\AtPageCenter{\\makebox(0,0){\\rotatebox{45}"
        f"{{\\color{{black!12}}\\fontsize{{90}}{{90}}\\selectfont\\bfseries "
        f"{rng.choice(_WORDS)}}}}}}}}}\n{title_head(paper)}"
        f"\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"{names}\\par\\smallskip\n{{\\small\\itshape {places}\\par}}\\bigskip\n"
        f"\\textbf{{Abstract}}\\par\\end{{center}}\n{abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _cite_as(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2015, 2025)
    first = rng.randrange(1, 400)
    cite = (
        f"{', '.join(_initials(a) for a in paper.authors)}, {latex(paper.title)}, "
        f"{rng.choice(_JOURNALS)} {rng.randrange(3, 90)} ({year}) {first}--{first + 17}."
    )
    return (
        f"{title_head(paper)}\\noindent\\fbox{{\\parbox{{0.96\\textwidth}}{{\\footnotesize "
        f"Please cite this article as: {cite}}}}}\\par\\vspace{{2em}}\n"
        f"\\begin{{center}}{{\\Large {latex(paper.title)}\\par}}\\bigskip\n"
        f"{_marked(paper)}\\par\\smallskip\n{{\\small {numbered_places(paper)}\\par}}"
        "\\end{center}\n\\bigskip\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _article_info(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2015, 2025)
    history = "\\\\\n".join(
        f"{what} {_date(rng, year)}" for what in ("Received", "Revised", "Accepted")
    )
    words = "\\\\\n".join(latex(k) for k in paper.keywords)
    return (
        f"{title_head(paper)}\\noindent{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"\\noindent {_marked(paper)}\\par\\smallskip\n"
        f"\\noindent{{\\small\\itshape {numbered_places(paper)}\\par}}\\medskip\n"
        "\\noindent\\rule{\\textwidth}{0.4pt}\\par\\smallskip\n"
        "\\noindent\\begin{minipage}[t]{0.28\\textwidth}\\raggedright\\small\n"
        "\\textsc{Article info}\\par\\smallskip\n"
        f"\\textit{{Article history:}}\\\\\n{history}\\par\\medskip\n"
        f"\\textit{{Keywords:}}\\\\\n{words}\\par\n"
        "\\end{minipage}\\hfill\\begin{minipage}[t]{0.68\\textwidth}\n"
        f"\\textsc{{Abstract}}\\par\\smallskip\n{abstract_text(paper, rng)}\\par\n"
        "\\end{minipage}\\par\\smallskip\n\\noindent\\rule{\\textwidth}{0.4pt}\\par\\bigskip\n"
    )


def _lay(paper: Paper, rng: random.Random) -> str:
    topics = [latex(k) for k in paper.keywords] or ["this question"]
    lay = " ".join(s.format(k=rng.choice(topics)) for s in _LAY)
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}"
        f"\\bigskip\n{_marked(paper)}\\par\\smallskip\n"
        f"{{\\small {numbered_places(paper)}\\par}}\\end{{center}}\\bigskip\n"
        f"\\noindent\\textbf{{Lay Summary}}\\par\\smallskip\n\\noindent {lay}\\par\\medskip\n"
        f"\\noindent\\textbf{{Abstract}}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


ROTATED51_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("draft-watermark", "ltxguidex", "", _MARK, _watermark,
                 before_document=True),
        Template("cite-as-box", "akktecdoc", "", _FONT, _cite_as,
                 before_document=True),
        Template("article-info", "idcc", "", _FONT, _article_info,
                 before_document=True),
        Template("lay-summary", "papertex", "", _FONT, _lay,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["ROTATED51_TEMPLATES"]

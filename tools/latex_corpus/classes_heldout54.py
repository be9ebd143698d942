"""Classes added by ``latex54`` as held out: ``sidebar-banner``, ``proceedings-tail``,
``consortium-byline`` and ``manuscript-titlepage``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  ``latex54`` first made round 53's held-out
classes train classes (``classes_rotated53.py``).  These four set front matter in a
layout real papers have and no train class has, meant to be harder than what the
reader reads now, written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``sidebar-banner``: ``tudscrbook``: an open-access journal's first page: a wide
  grey banner with the article's type ("Research Article", "Original Research",
  "Brief Research Report") in white capitals and the journal's name flush right, a
  DOI strip in small type under it, then two columns side by side: a narrow left
  sidebar in small sans-serif ("OPEN ACCESS", "Edited by" and "Reviewed by" with
  names that are not the authors', "*Correspondence:" with the corresponding
  author's e-mail, "Received", "Accepted", "Published" dates and a "Citation:"
  repeating the names as surname and initials and the title) beside a wide right one
  with the title in large bold, the names with numbered marks, the numbered places
  and the abstract under a bold "Abstract".
* ``proceedings-tail``: ``cours``: a page from a proceedings volume where the
  paper starts mid-page: the page opens with the end of the previous paper (a
  numbered "Conclusions" section of another record's sentences and a "References"
  list of three or four numbered entries, other records' names and titles), a rule,
  and only then the paper: the title centred in large bold, the names, the places in
  small italics and "Abstract" over the abstract.
* ``consortium-byline``: ``revtex4``: a study group's paper: the title centred in
  large bold, then one centred byline of the names each with numbered marks and an
  ORCID-like asterisk or dagger, run on with "for the ... Consortium" (or "Study
  Group", "Collaboration"; made-up, not an author of the record) and a footnote saying
  where the group's members are listed; the numbered places in small type, then
  "Summary" over the abstract.
* ``manuscript-titlepage``: ``ijdc-v9``: a submitted manuscript's title page, double
  spaced with a number beside every line: labelled fields flush left ("Title:" with
  the title in bold, "Running title:" with a short form of it, "Authors:" with the
  names and numbered marks, "Affiliations:" with the numbered places,
  "Corresponding author:", "Word count:", "Figures and tables:") and the abstract
  only on page 2 under "ABSTRACT".

Each differs in kind from every earlier template: the front matter beside a
sidebar of dates, editors and a citation repeating the title under a banner;
another paper's conclusions and references above the title; a group's name run on
with the names; labelled fields with a short title where the title is.

Held out from ``latex54`` on: never built into a ``train`` corpus nor looked at while
writing the extraction rules.  Each was compiled on seed 1 only (2026-12-05, 4 papers)
and its pages seen as images, never read by the extractor before the measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, marks, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Author, Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_KINDS = ("Research Article", "Original Research", "Brief Research Report")
_JOURNALS = (
    "Frontiers of Applied Science",
    "Open Journal of Field Studies",
    "Reports in Modern Inquiry",
)
_MONTHS = ("January", "March", "May", "June", "September", "November")
_EDITORS = (
    "Helena Marsh, University of Leeds, United Kingdom",
    "Tomás Ibarra, University of Chile, Chile",
    "Yuki Sato, Kyoto University, Japan",
    "Priya Raman, Indian Institute of Science, India",
    "Dmitri Volkov, Uppsala University, Sweden",
)
_GROUPS = (
    "the NORTHWIND Consortium",
    "the Coastal Soils Study Group",
    "the OPAL Collaboration",
    "the Urban Health Network Investigators",
)
_CONFERENCES = (
    "Workshop on Applied Methods",
    "Symposium on Field Research",
    "Conference on Data and Models",
)


def _head(paper: Paper) -> str:
    return f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"


def _marked(paper: Paper) -> str:
    return and_list([f"{name(a)}\\textsuperscript{{{marks(a)}}}" for a in paper.authors])


def _numbered(paper: Paper) -> str:
    return "\\\\\n".join(
        f"\\textsuperscript{{{k + 1}}}{place(p)}" for k, p in enumerate(paper.affiliations)
    )


def _cited(author: Author) -> str:
    """The name as "de Vries P", the way a citation line prints it: the surname with
    the lower-case particles before it, then the initials."""
    parts = author.name.split()
    cut = len(parts) - 1
    while cut > 1 and parts[cut - 1][:1].islower():
        cut -= 1
    initials = "".join(p[0] for p in parts[:cut] if p[:1].isupper())
    return latex(f"{' '.join(parts[cut:])} {initials}".strip())


def _date(rng: random.Random, year: int) -> str:
    return f"{rng.randrange(1, 29)} {rng.choice(_MONTHS)} {year}"


def _sidebar(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2016, 2025)
    journal = rng.choice(_JOURNALS)
    volume, number = rng.randrange(3, 16), rng.randrange(100000, 999999)
    editor, *reviewers = rng.sample(_EDITORS, 3)
    mail = next((a for a in paper.authors if a.corresponding), paper.authors[0])
    cited = ", ".join(_cited(a) for a in paper.authors[:3])
    cited += " et al." if len(paper.authors) > 3 else ""
    side = (
        "{\\sffamily\\scriptsize\\raggedright\\textbf{OPEN ACCESS}\\par\\medskip\n"
        f"\\textbf{{Edited by:}}\\\\ {latex(editor)}\\par\\medskip\n"
        f"\\textbf{{Reviewed by:}}\\\\ {latex(reviewers[0])}\\\\ {latex(reviewers[1])}\\par"
        "\\medskip\n"
        f"\\textbf{{*Correspondence:}}\\\\ {latex(mail.email)}\\par\\medskip\n"
        f"\\textbf{{Received:}} {_date(rng, year)}\\\\ \\textbf{{Accepted:}} "
        f"{_date(rng, year)}\\\\ \\textbf{{Published:}} {_date(rng, year)}\\par\\medskip\n"
        f"\\textbf{{Citation:}}\\\\ {cited} ({year}) {latex(paper.title)}. "
        f"\\textit{{{journal}}} {volume}:{number}.\\par}}"
    )
    return (
        f"{_head(paper)}\\noindent\\colorbox{{gray}}{{\\parbox{{\\dimexpr\\textwidth-2\\fboxsep}}"
        f"{{\\color{{white}}\\sffamily\\bfseries\\large "
        f"\\MakeUppercase{{{rng.choice(_KINDS)}}}\\hfill {journal}}}}}\\par\n"
        f"\\noindent{{\\sffamily\\scriptsize doi: 10.{rng.randrange(3000, 9999)}/"
        f"fas.{year}.{number}\\hfill Volume {volume}, Article {number}\\par}}\\bigskip\n"
        f"\\noindent\\begin{{minipage}}[t]{{0.27\\textwidth}}\n{side}\n\\end{{minipage}}\\hfill\n"
        "\\begin{minipage}[t]{0.69\\textwidth}\n"
        f"{{\\LARGE\\bfseries\\raggedright {latex(paper.title)}\\par}}\\bigskip\n"
        f"{{\\raggedright {_marked(paper)}\\par}}\\smallskip\n"
        f"{{\\small {_numbered(paper)}\\par}}\\bigskip\n"
        f"\\textbf{{Abstract}}\\par\\smallskip\n{abstract_text(paper, rng)}\\par\n"
        "\\end{minipage}\\par\\bigskip\n"
    )


def _tail(paper: Paper, rng: random.Random) -> str:
    others = list(paper.others)
    last = others[0].abstract[-1].text if others and others[0].abstract else ""
    sentences = [s for s in last.split(". ") if s][-3:]
    ending = latex(". ".join(sentences).rstrip(".") + ".") if sentences else "We conclude."
    entries = []
    for k, other in enumerate(others[1:5] or others[:1]):
        names = ", ".join(other.authors[:2]) or "A. Author"
        year = rng.randrange(2005, 2022)
        entries.append(f"[{k + 1}] {latex(names)}. {latex(other.title)}. {year}.\\par\n")
    return (
        f"{_head(paper)}\\noindent{{\\small\\itshape Proceedings of the "
        f"{rng.choice(_CONFERENCES)}, {rng.randrange(2012, 2025)}\\hfill "
        f"{rng.randrange(20, 200)}\\par}}\\medskip\n"
        f"\\noindent{{\\bfseries {rng.randrange(4, 7)} Conclusions}}\\par\\smallskip\n"
        f"\\noindent {ending}\\par\\medskip\n"
        "\\noindent{\\bfseries References}\\par\\smallskip\n"
        f"{{\\footnotesize\\noindent {''.join(entries)}}}\\medskip\n"
        "\\noindent\\rule{\\textwidth}{0.6pt}\\par\\vspace{2em}\n"
        f"\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"{and_list([name(a) for a in paper.authors])}\\par\\smallskip\n"
        f"{{\\small\\itshape {_numbered(paper)}\\par}}\\bigskip\n"
        f"\\textbf{{Abstract}}\\par\\end{{center}}\n{abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _consortium(paper: Paper, rng: random.Random) -> str:
    signs = ("*", "\\dag")
    names = [
        f"{name(a)}\\textsuperscript{{{marks(a)}{',' + rng.choice(signs) if k % 2 else ''}}}"
        for k, a in enumerate(paper.authors)
    ]
    group = rng.choice(_GROUPS)
    return (
        f"{_head(paper)}\\begin{{center}}{{\\LARGE\\bfseries {latex(paper.title)}\\par}}"
        f"\\bigskip\n{', '.join(names)}, for {group}\\footnote{{The members of {group} "
        "are listed in the Supplementary Material.}\\par\\smallskip\n"
        f"{{\\small {_numbered(paper)}\\par}}\\bigskip\n"
        "\\textbf{Summary}\\par\\end{center}\n"
        f"{abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _manuscript(paper: Paper, rng: random.Random) -> str:
    words = paper.title.split()
    short = " ".join(words[: min(len(words), rng.randrange(3, 6))])
    mail = next((a for a in paper.authors if a.corresponding), paper.authors[0])
    return (
        "\\usepackage{lineno}\n\\linespread{1.8}\n"
        f"{_head(paper)}\\linenumbers\n\\noindent\\textbf{{Title:}} "
        f"\\textbf{{{latex(paper.title)}}}\\par\\medskip\n"
        f"\\noindent\\textbf{{Running title:}} {latex(short)}\\par\\medskip\n"
        f"\\noindent\\textbf{{Authors:}} {_marked(paper)}\\par\\medskip\n"
        f"\\noindent\\textbf{{Affiliations:}}\\\\ {_numbered(paper)}\\par\\medskip\n"
        f"\\noindent\\textbf{{Corresponding author:}} {name(mail)}, "
        f"{latex(mail.email)}\\par\\medskip\n"
        f"\\noindent\\textbf{{Word count:}} abstract {rng.randrange(180, 300)}, main text "
        f"{rng.randrange(3000, 6000)}\\par\\medskip\n"
        f"\\noindent\\textbf{{Figures and tables:}} {rng.randrange(2, 7)} figures, "
        f"{rng.randrange(1, 4)} tables\\par\n"
        "\\newpage\n\\noindent\\textbf{ABSTRACT}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


HELDOUT54_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("sidebar-banner", "tudscrbook", "", _FONT + "\\usepackage{xcolor}\n",
                 _sidebar, heldout=True, before_document=True),
        Template("proceedings-tail", "cours", "", _FONT, _tail,
                 heldout=True, before_document=True),
        Template("consortium-byline", "revtex4", "", _FONT, _consortium,
                 heldout=True, before_document=True),
        Template("manuscript-titlepage", "ijdc-v9", "", _FONT, _manuscript,
                 heldout=True, before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT54_TEMPLATES"]

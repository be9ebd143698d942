"""Classes added by ``latex39`` as held out, train classes since ``latex40``:
``thesis-degree``, ``running-title``, ``orcid-equal`` and ``bold-letter``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 38's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``thesis-degree``: ``ucthesis``: a thesis's title page, the title in large
  type centred, "by" on a line of its own, the names, then a degree
  statement ("A dissertation submitted in partial satisfaction of the requirements
  for the degree of Doctor of Philosophy in …"), the place and the year; the
  abstract alone on page 2 under a centred "Abstract of the Dissertation" and the
  title repeated, the text from page 3.
* ``running-title``: ``jrurstud``: a "Running title: …" line at the head of page 1 (the
  title's first words), the title in large bold, the names with numbered marks,
  the numbered places, a "*Corresponding author: Name, e-mail" block, then the
  abstract under a bold "Abstract" heading.
* ``orcid-equal``: ``rapport3``: the title in large bold, the names each followed by a
  small round ORCID mark, the first two with a dagger, a footnote "†These authors
  contributed equally to this work.", the places under the names, the abstract
  under a capitals "ABSTRACT".
* ``bold-letter``: ``rapport1`` (two columns): a letter: a small-capitals kicker
  "Letter", the title in bold across both columns with the names and places under
  it, then in the first column the abstract set in bold as the text's first
  paragraph, with no heading, the text going on in roman.

Each differs in kind from every earlier template: a degree statement between the
byline and the place after "by", a running-title line over the title and a
corresponding-author block between the places and the abstract, icons and a
dagger mark after each name with an equal-contribution footnote, an abstract that
is only the bold first paragraph of a letter.

Held out from ``latex39`` (measured once then: 0.979 / 1.000 / 1.000 / 0.725)
until ``latex40`` made them train classes; while held out they were never built
into a ``train`` corpus nor looked at while writing the extraction rules.  Each
was compiled on a made-up paper only (2026-12-02), never read by the extractor
before the one measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_YEARS = ("2018", "2020", "2021", "2023")
_FIELDS = ("Physics", "Molecular Biology", "Computer Science", "Economics")
_DAGGER = "$^{\\dagger}$"
_ORCID = (
    "\\newcommand{\\orcidmark}{\\,\\raisebox{0.2ex}{\\tikz\\fill[green!50!black] "
    "(0,0) circle (0.45ex);}}\n"
)


def _places(paper: Paper) -> str:
    seen = dict.fromkeys(a.affiliations[0] for a in paper.authors)
    return "; ".join(place(paper.affiliations[i]) for i in seen)


def _thesis(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\thispagestyle{empty}\\begin{center}\\vspace*{2cm}\n"
        f"{{\\LARGE {latex(paper.title)}\\par}}\\vspace{{2cm}}\n"
        "{\\large by\\par}\\vspace{0.8cm}\n"
        f"{{\\Large {names}\\par}}\\vspace{{2cm}}\n"
        "A dissertation submitted in partial satisfaction of the\\\\ requirements for the "
        f"degree of\\\\ Doctor of Philosophy\\\\ in\\\\ {rng.choice(_FIELDS)}\\par\\vfill\n"
        f"{_places(paper)}\\\\[0.5em] {rng.choice(_YEARS)}\\par\\end{{center}}\n\\clearpage\n"
        "\\begin{center}{\\large Abstract of the Dissertation}\\\\[0.6em]"
        f"{latex(paper.title)}\\end{{center}}\n"
        f"{abstract_text(paper, rng)}\n\\clearpage\n"
    )


def _running(paper: Paper, rng: random.Random) -> str:
    people = ", ".join(
        f"{name(a)}\\textsuperscript{{{a.affiliations[0] + 1}{'*' if i == 0 else ''}}}"
        for i, a in enumerate(paper.authors)
    )
    seen = dict.fromkeys(a.affiliations[0] for a in paper.authors)
    places = "\\\\\n".join(
        f"\\textsuperscript{{{i + 1}}}{place(paper.affiliations[i])}" for i in seen
    )
    short = " ".join(latex(paper.title).split()[:4])
    first = paper.authors[0]
    mail = f"{first.name.split()[-1].lower()}@example.org"
    mail = "".join(c for c in mail if c.isascii() and (c.isalnum() or c in "@.")) or "a@b.org"
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\noindent{{\\small Running title: {short}}}\\par\\vspace{{1.5em}}\n"
        f"\\noindent{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\vspace{{1em}}\n"
        f"\\noindent{{\\large {people}}}\\par\\smallskip\n"
        f"\\noindent{{\\small {places}}}\\par\\medskip\n"
        f"\\noindent{{\\small *Corresponding author: {name(first)}, \\texttt{{{mail}}}}}"
        "\\par\\bigskip\n"
        "\\noindent\\textbf{Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _orcid(paper: Paper, rng: random.Random) -> str:
    equal = len(paper.authors) > 1
    marked = [
        f"{name(a)}{_DAGGER if i < 2 and equal else ''}\\orcidmark"
        for i, a in enumerate(paper.authors)
    ]
    note = (
        "{\\renewcommand{\\thefootnote}{}\\footnotetext{$^{\\dagger}$These authors "
        "contributed equally to this work.}}\n"
        if equal
        else ""
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        f"\\noindent{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\vspace{{1em}}\n"
        f"\\noindent{{\\large {and_list(marked)}}}\\par\\smallskip\n"
        f"\\noindent{{\\small\\itshape {_places(paper)}}}\\par\\bigskip\n{note}"
        "\\noindent{\\bfseries ABSTRACT}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _letter(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\twocolumn[\\begin{flushleft}{\\small\\scshape Letter}\\par\\smallskip\n"
        f"{{\\Large\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"{{\\normalsize {names}\\par}}\\smallskip\n"
        f"{{\\footnotesize\\itshape {_places(paper)}\\par}}\\end{{flushleft}}\\vspace{{1em}}]\n"
        f"\\noindent{{\\bfseries {abstract_text(paper, rng)}\\par}}\\medskip\n"
    )


HELDOUT39_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("thesis-degree", "ucthesis", "", _FONT, _thesis,
                 before_document=True),
        Template("running-title", "jrurstud", "", _FONT + "\\setcitestyle{numbers}\n", _running,
                 before_document=True),
        Template("orcid-equal", "rapport3", "", _FONT + "\\usepackage{tikz}\n" + _ORCID, _orcid,
                 before_document=True),
        Template("bold-letter", "rapport1", "twocolumn", _FONT, _letter,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT39_TEMPLATES"]

"""Classes added by ``latex43`` as held out, train classes since ``latex44``:
``jel-cover``, ``gutachter-page``, ``chapter-foot`` and ``memo-report``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 42's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``jel-cover``: ``pittetd``: an economics working paper's cover: the series and
  its number in a ruled head, the title, the names each with a starred note, the
  month, then the abstract under a centred "Abstract", and under it "JEL
  classification:" with codes and "Keywords:" run in; the notes give the places.
* ``gutachter-page``: ``tudscrreprt``: a German dissertation's title page: the
  title, "Dissertation zur Erlangung des akademischen Grades Doktor-Ingenieur
  (Dr.-Ing.)", "vorgelegt von" over the names one a line, "Gutachter:" over two
  made-up professors (no authors), "Tag der Verteidigung" and a date; page 2 holds
  the abstract under "Kurzfassung" set in English.
* ``chapter-foot``: ``ucbthesis``: a book chapter's opening page: a large chapter
  number, the title under a rule, the abstract in a small framed box with no
  heading, and the names only at the page's foot, under a rule, as "Name (place)"
  a line in small type.
* ``memo-report``: ``thesis-ekf``: a memorandum report: "MEMORANDUM REPORT" and a
  report number in a head line, a table of "TO:", "FROM:" (the names, comma
  separated), "DATE:", "SUBJECT:" (the title in bold), a rule, then "Summary" in
  small capitals over the abstract and "Distribution:" with made-up names at the foot.

Each differs in kind from every earlier template: a working paper's JEL codes under
the abstract, a German dissertation's examiners under its candidates, a chapter
whose names stand only at the page's foot, a memorandum's header table naming the
authors in its "FROM:" row with a distribution list of others.

Held out from ``latex43`` (measured once then: 0.875 / 0.979 / 0.979 / 0.994)
until ``latex44`` made them train classes; while held out they were never built
into a ``train`` corpus nor looked at while writing the extraction rules.  Each was
compiled on seed 1 only (2026-12-03, 4 papers, first pages seen as images), never
read by the extractor before the one measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, keywords, name, place
from latex_corpus.classes_heldout41 import _firsts
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_SERIES = ("Discussion Paper Series", "Working Paper", "Economics Working Papers")
_MONTHS = ("May 2016", "September 2018", "December 2020", "March 2023")
_JEL = ("C21, D12, H31", "E52, F41", "J24, J31, O15", "C63, G12")
_EXAMINERS = ("Prof. Dr.-Ing. Heike Brandt", "Prof. Dr. Jörg Lindemann", "Prof. Dr. Ulla Sommer")
_OTHERS = ("Karen Whitfield", "Dmitri Anand", "Louise Okafor", "Tobias Renner")


def _jel(paper: Paper, rng: random.Random) -> str:
    places = [place(paper.affiliations[a.affiliations[0]]) for a in paper.authors]
    names = "\\\\[0.4em]\n".join(
        f"{name(a)}\\,$^{{{'*' * (k + 1)}}}$" for k, a in enumerate(paper.authors)
    )
    notes = "\\par ".join(f"$^{{{'*' * (k + 1)}}}$ {p}" for k, p in enumerate(places))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        "\\noindent\\rule{\\textwidth}{0.6pt}\\par\n"
        f"\\noindent{{\\small\\sffamily {rng.choice(_SERIES)}}}\\hfill"
        f"{{\\small\\sffamily No.~{rng.randint(1, 40)}/{rng.randint(2015, 2024)}}}\\par\n"
        "\\noindent\\rule{\\textwidth}{0.6pt}\\par\\vspace{2cm}\n"
        f"\\begin{{center}}{{\\LARGE {latex(paper.title)}\\par}}\\vspace{{1.2cm}}\n"
        f"{{\\large {names}\\par}}\\vspace{{0.8cm}}\n"
        f"{rng.choice(_MONTHS)}\\par\\vspace{{1cm}}\n"
        "{\\bfseries Abstract}\\end{center}\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\medskip\n"
        f"\\noindent\\textit{{JEL classification:}} {rng.choice(_JEL)}\\par\n"
        f"\\noindent\\textit{{Keywords:}} {keywords(paper)}\\par\\vfill\n"
        f"{{\\footnotesize\\noindent {notes}\\par}}\\clearpage\n"
    )


def _gutachter(paper: Paper, rng: random.Random) -> str:
    names = "\\\\[0.3em]\n".join(name(a) for a in paper.authors)
    first, second = rng.sample(_EXAMINERS, 2)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\begin{titlepage}\\centering\n"
        f"{{\\Large\\bfseries {latex(paper.title)}\\par}}\\vspace{{2cm}}\n"
        "Dissertation\\\\ zur Erlangung des akademischen Grades\\\\ "
        "Doktor-Ingenieur (Dr.-Ing.)\\par\\vspace{1.5cm}\n"
        f"vorgelegt von\\par\\medskip{{\\large {names}\\par}}\\vspace{{3cm}}\n"
        "\\begin{tabular}{ll}\n"
        f"Gutachter: & {first}\\\\\n & {second}\\\\[1em]\n"
        f"Tag der Verteidigung: & {rng.randint(1, 28)}.~{rng.randint(1, 12)}.~"
        f"{rng.randint(2016, 2025)}\n\\end{{tabular}}\\vfill\n"
        "\\end{titlepage}\n"
        "\\noindent{\\Large\\bfseries Kurzfassung}\\par\\bigskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\clearpage\n"
    )


def _chapter_foot(paper: Paper, rng: random.Random) -> str:
    rows = "\\\\\n".join(
        f"{name(a)} ({place(paper.affiliations[a.affiliations[0]])})" for a in paper.authors
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\noindent{{\\fontsize{{48}}{{52}}\\selectfont {rng.randint(2, 19)}}}\\par"
        "\\vspace{0.5em}\\hrule\\vspace{1em}\n"
        f"\\noindent{{\\Huge {latex(paper.title)}\\par}}\\vspace{{2em}}\n"
        "\\noindent\\fbox{\\parbox{0.95\\textwidth}{\\small "
        f"{abstract_text(paper, rng)}}}}}\\par\\vfill\n"
        f"\\noindent\\rule{{0.4\\textwidth}}{{0.4pt}}\\par{{\\footnotesize\\noindent {rows}\\par}}"
        "\\clearpage\n"
    )


def _memo(paper: Paper, rng: random.Random) -> str:
    names = ", ".join(name(a) for a in paper.authors)
    places = "; ".join(place(paper.affiliations[i]) for i in _firsts(paper))
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        "\\noindent{\\Large\\bfseries MEMORANDUM REPORT}\\hfill"
        f"{{\\small MR-{rng.randint(100, 999)}}}\\par\\bigskip\n"
        "\\noindent\\begin{tabular}{@{}lp{0.75\\textwidth}@{}}\n"
        "\\textbf{TO:} & Division Heads and Programme Leads\\\\[0.4em]\n"
        f"\\textbf{{FROM:}} & {names}\\\\\n & {{\\small {places}}}\\\\[0.4em]\n"
        f"\\textbf{{DATE:}} & {rng.choice(_MONTHS)}\\\\[0.4em]\n"
        f"\\textbf{{SUBJECT:}} & \\textbf{{{latex(paper.title)}}}\n\\end{{tabular}}\\par"
        "\\medskip\\hrule\\bigskip\n"
        "\\noindent{\\scshape Summary}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
        f"\\noindent{{\\small Distribution: {and_list(rng.sample(_OTHERS, 2))}}}\\par\\bigskip\n"
    )


HELDOUT43_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("jel-cover", "pittetd", "", _FONT, _jel,
                 before_document=True),
        Template("gutachter-page", "tudscrreprt", "", _FONT, _gutachter,
                 before_document=True),
        Template("chapter-foot", "ucbthesis", "", _FONT, _chapter_foot,
                 before_document=True),
        Template("memo-report", "thesis-ekf", "", _FONT, _memo,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT43_TEMPLATES"]

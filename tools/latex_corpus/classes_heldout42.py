"""Classes added by ``latex42`` as held out, train classes since ``latex43``:
``report-docpage``, ``festschrift-chapter``, ``tesi-frontispiece`` and
``lecture-synopsis``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Round 41's held-out classes became
train classes, so these four set front matter in other layouts the reader has no
rule for, each written by hand in a document class no earlier template uses (each
declares ``\\title`` for the record but sets the front matter itself, with no
``\\maketitle``):

* ``report-docpage``: ``estcpmm``: a technical report's "Report Documentation
  Page" form as page 1: numbered fields in tiny capitals ("1. REPORT DATE",
  "4. TITLE AND SUBTITLE", "5. AUTHOR(S)", "6. PERFORMING ORGANIZATION NAME(S) AND
  ADDRESS(ES)") in a ruled table, the title in bold, the names in a comma list,
  the places; then "7. ABSTRACT" over the abstract and "8. SUBJECT TERMS" with the
  keywords under a rule.
* ``festschrift-chapter``: ``uothesis``: a chapter of a collected volume: a
  "Chapter N" kicker, the names in small capitals above the title, the title in
  huge type, a dedication line in italics naming the person honoured, the abstract
  in small italics with no heading, the places in an unmarked footnote.
* ``tesi-frontispiece``: ``sapthesis``: an Italian master's thesis frontispiece: the
  department in small capitals, "Corso di Laurea Magistrale in …", "Tesi di
  Laurea", the title, then "Relatore:" and "Correlatore:" (made-up names, no
  authors) on the left and "Candidato:" / "Candidati:" over the names on the right,
  the academic year at the foot; page 2 holds the abstract under "Sommario".
* ``lecture-synopsis``: ``muthesis``: lecture notes: a framed head with the
  course and the term, "Lecture N" over the title, "Lecturers:" and the names run
  in, the places in small type, then the abstract under a bold "Synopsis".

Each differs in kind from every earlier template: a report's form with numbered
fields, names above the title with a dedication under it, an Italian thesis's
supervisors beside the candidates, a lecture's framed head with a run-in
"Lecturers:" label and a "Synopsis".

Held out from ``latex42`` (measured once then: 0.729 / 0.492 / 0.492 / 0.977)
until ``latex43`` made them train classes; while held out they were never built
into a ``train`` corpus nor looked at while writing the extraction rules.  Each
was compiled on a made-up paper only (2026-12-02), never read by the extractor
before the one measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, keywords, name, place
from latex_corpus.classes_heldout41 import _firsts
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"
_MONTHS = ("March 2017", "June 2019", "October 2021", "January 2024")
_TUTORS = ("Giulia Marchetti", "Paolo Ferrante", "Renata Colombo", "Sergio Valli")
_HONOURED = ("Helga Sørlie", "Tomás Ibarra", "Miriam Achterberg", "Kofi Mensah")
_COURSES = ("Fisica", "Biologia Molecolare", "Ingegneria Informatica", "Scienze Statistiche")
_TERMS = ("Spring 2022", "Fall 2023", "Winter 2024", "Summer 2021")
_FIELD = "{\\scriptsize\\sffamily %s}\\par\\smallskip\n"
_WIDE = "\\multicolumn{2}{|p{0.95\\textwidth}|}{%s}\\\\\\hline\n"


def _places(paper: Paper, sep: str) -> str:
    return sep.join(place(paper.affiliations[i]) for i in _firsts(paper))


def _report(paper: Paper, rng: random.Random) -> str:
    names = ", ".join(name(a) for a in paper.authors)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        "\\begin{center}{\\large\\bfseries REPORT DOCUMENTATION PAGE}\\end{center}\n"
        "\\noindent\\begin{tabular}{|p{0.45\\textwidth}|p{0.45\\textwidth}|}\\hline\n"
        f"{_FIELD % '1. REPORT DATE'}{rng.choice(_MONTHS)} & "
        f"{_FIELD % '2. REPORT TYPE'}Technical Report\\\\\\hline\n"
        + _WIDE % (_FIELD % "4. TITLE AND SUBTITLE" + f"\\bfseries {latex(paper.title)}")
        + _WIDE % (_FIELD % "5. AUTHOR(S)" + names)
        + _WIDE
        % (
            _FIELD % "6. PERFORMING ORGANIZATION NAME(S) AND ADDRESS(ES)"
            + _places(paper, "\\newline ")
        )
        + "\\end{tabular}\\par\\bigskip\n"
        + "\\noindent"
        + _FIELD % "7. ABSTRACT"
        + f"\\noindent {abstract_text(paper, rng)}\\par\\medskip\\hrule\\smallskip\n"
        + "\\noindent"
        + _FIELD % "8. SUBJECT TERMS"
        + f"\\noindent {keywords(paper)}\\par\\clearpage\n"
    )


def _chapter(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"
        f"\\noindent{{\\large Chapter {rng.randint(2, 14)}}}\\par\\vspace{{2em}}\n"
        f"\\noindent{{\\large\\scshape {names}}}\\par\\vspace{{1.5em}}\n"
        f"\\noindent{{\\huge {latex(paper.title)}\\par}}\\vspace{{1em}}\n"
        f"\\noindent{{\\itshape Dedicated to {rng.choice(_HONOURED)} on the occasion of "
        "her seventieth birthday}\\par\\vspace{2em}\n"
        "{\\renewcommand{\\thefootnote}{}\\footnotetext{"
        f"{_places(paper, '; ')}}}}}\n"
        f"{{\\small\\itshape\\noindent {abstract_text(paper, rng)}\\par}}\\vspace{{2em}}\n"
    )


def _tesi(paper: Paper, rng: random.Random) -> str:
    names = "\\\\\n".join(name(a) for a in paper.authors)
    label = "Candidato:" if len(paper.authors) == 1 else "Candidati:"
    first, second = rng.sample(_TUTORS, 2)
    year = rng.randint(2016, 2024)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\begin{titlepage}\\centering\n"
        f"{{\\large\\scshape Dipartimento di {rng.choice(_COURSES)}\\par}}\\vspace{{0.8cm}}\n"
        f"{{Corso di Laurea Magistrale in {rng.choice(_COURSES)}\\par}}\\vspace{{2cm}}\n"
        "{\\large Tesi di Laurea\\par}\\vspace{1cm}\n"
        f"{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\vspace{{3cm}}\n"
        "\\begin{minipage}[t]{0.45\\textwidth}\\raggedright\n"
        f"\\textbf{{Relatore:}}\\\\ Prof.~{first}\\\\[1em]\n"
        f"\\textbf{{Correlatore:}}\\\\ Dott.~{second}\n"
        "\\end{minipage}\\hfill\\begin{minipage}[t]{0.45\\textwidth}\\raggedleft\n"
        f"\\textbf{{{label}}}\\\\\n{names}\n\\end{{minipage}}\\vfill\n"
        f"{{\\large Anno Accademico {year}--{year + 1}\\par}}\n\\end{{titlepage}}\n"
        "\\section*{Sommario}\n"
        f"{abstract_text(paper, rng)}\\par\\clearpage\n"
    )


def _lecture(paper: Paper, rng: random.Random) -> str:
    names = and_list([name(a) for a in paper.authors])
    label = "Lecturer:" if len(paper.authors) == 1 else "Lecturers:"
    return (
        f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n"
        "\\noindent\\fbox{\\parbox{0.97\\textwidth}{\\vspace{0.4em}\n"
        f"\\textbf{{Course {rng.randint(101, 499)}: Lecture Notes}}\\hfill {rng.choice(_TERMS)}"
        "\\par\\vspace{1em}\\centering\n"
        f"{{\\large Lecture {rng.randint(2, 24)}}}\\par\\smallskip\n"
        f"{{\\Large\\bfseries {latex(paper.title)}\\par}}\\vspace{{1em}}\n"
        f"\\textit{{{label}}} {names}\\par\\smallskip\n"
        f"{{\\small {_places(paper, '; ')}\\par}}\\vspace{{0.4em}}}}}}\\par\\bigskip\n"
        "\\noindent\\textbf{Synopsis}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


HELDOUT42_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("report-docpage", "estcpmm", "", _FONT, _report,
                 before_document=True),
        Template("festschrift-chapter", "uothesis", "", _FONT, _chapter,
                 before_document=True),
        Template("tesi-frontispiece", "sapthesis", "", _FONT, _tesi,
                 before_document=True),
        Template("lecture-synopsis", "muthesis", "", _FONT, _lecture,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT42_TEMPLATES"]

"""Classes added by ``latex66`` as held out, train classes since ``latex67``:
``citation-sidebar``, ``structured-runin``, ``discussion-banner`` and
``ams-inline-abstract``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  These four set front matter in a layout
real papers have and no earlier template has, written by hand (each declares
``\\title`` for the record but sets the front matter itself, with no ``\\maketitle``),
in a document class no earlier template uses (``geradwp``, ``ConcProg``, ``milog``,
``cesenaexam``: each loads ``article`` and adds little; only their page geometry shows):

* ``citation-sidebar``: ``geradwp``: an open-access journal's head: a small "Article"
  label, the title in large bold, the names with numbered marks and the places, then
  a row of two blocks: a narrow left one in small type with a "Citation:" line that
  prints the names (surname and initials) and the title again with a made-up journal,
  year and pages, the dates ("Received:", "Accepted:", "Published:") and a copyright
  line; the wide right one with the abstract run in after a bold "Abstract:" and the
  keywords.
* ``structured-runin``: ``ConcProg``: a journal's head flush left: the title in large
  bold, the names with numbered marks, the places, a corresponding author's line, then
  a bold "Abstract" heading over the abstract set indented on both sides; a
  structured one has its parts each a paragraph opening with the bold label and no
  colon; the keywords after a bold "Keywords:".
* ``discussion-banner``: ``milog``: a discussion preprint: a small sans banner (the
  journal's short name with "Discuss.", a made-up DOI, "Preprint. Discussion started:"
  and a date, a licence line flush right) over a rule, the title in large bold sans
  flush left, the names, the places, a "Correspondence:" line with a name and mail,
  the abstract run in after a bold "Abstract." with the page's lines numbered every
  fifth in the margin (``lineno``).
* ``ams-inline-abstract``: ``cesenaexam``: a mathematics paper's head: the title centred in
  bold, the names centred in small capitals, then the abstract in small type inside
  the title block, indented on both sides, run in after a small-capitals "Abstract.";
  the places, a date line and a subject classification line are unnumbered notes at
  the page's foot.

Each differs in kind from every earlier template: a citation block that repeats the
title and names beside the abstract; a structured abstract's labels without colons in
an indented block; a discussion preprint's banner with numbered lines; the abstract
inside the title block with the places at the page's foot.

Measured once on the base (fd145eb6, ``--split heldout --seed 66 --fonts``): see
``docs/pdf-log.md``, round 66.

Held out from ``latex66`` until ``latex67`` made them train classes (this module was
``classes_heldout66.py``; latex66's held-out set, seed 66, is train material since
latex67); while held out they were never built into a ``train`` corpus nor looked at
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
    superscript_names,
    superscript_places,
    title_head,
)
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = LMODERN
_MONTHS = ("January", "March", "April", "June", "August", "October", "December")
_JOURNALS = ("Appl. Sci. Rep.", "Environ. Stud.", "Life Res.", "Mater. Lett. Open")
_DISCUSS = ("Earth Surf. Dyn. Discuss.", "Ocean Sci. Discuss.", "Atmos. Meas. Discuss.")
_SUBJECTS = ("35J60, 35B40", "11M06", "05C15, 05C35", "60J10; 60F05", "46B20")


def _date(rng: random.Random, year: int | None = None) -> str:
    year = rng.randrange(2016, 2025) if year is None else year
    return f"{rng.randrange(1, 28)} {rng.choice(_MONTHS)} {year}"


def _cited_name(author_name: str) -> str:
    """ "Surname, I.J." as a citation line prints a name."""
    parts = author_name.split()
    if len(parts) < 2:
        return author_name
    return f"{parts[-1]}, " + "".join(f"{p[0]}." for p in parts[:-1])


def _keywords(paper: Paper, label: str) -> str:
    words = keywords(paper, "; ")
    return f"\\par\\smallskip\n\\noindent\\textbf{{{label}}} {words}" if words else ""


def _citation_sidebar(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2018, 2025)
    cited = "; ".join(latex(_cited_name(a.name)) for a in paper.authors)
    citation = (
        f"\\textbf{{Citation:}} {cited} {latex(paper.title)}. \\textit{{{rng.choice(_JOURNALS)}}}"
        f" \\textbf{{{year}}}, \\textit{{{rng.randrange(3, 40)}}}, {rng.randrange(100, 9999)}."
    )
    dates = "\\\\\n".join(
        f"{label}: {_date(rng)}" for label in ("Received", "Accepted", "Published")
    )
    left = (
        f"\\footnotesize\\raggedright {citation}\\par\\medskip\n{dates}\\par\\medskip\n"
        f"\\textbf{{Copyright:}} \\copyright\\ {year} by the authors. Licensed under an "
        "open access licence.\\par"
    )
    right = (
        f"\\noindent\\textbf{{Abstract:}} {abstract_text(paper, rng)}"
        f"{_keywords(paper, 'Keywords:')}"
    )
    return (
        f"{title_head(paper)}\\noindent{{\\small\\itshape Article}}\\par\\medskip\n"
        f"\\noindent{{\\LARGE\\bfseries\\raggedright {latex(paper.title)}\\par}}\\medskip\n"
        f"\\noindent {superscript_names(paper)}\\par\\smallskip\n"
        f"{{\\small\\noindent {superscript_places(paper)}\\par}}\\bigskip\n"
        f"\\noindent\\begin{{minipage}}[t]{{0.27\\textwidth}}{left}\\end{{minipage}}\\hfill\n"
        f"\\begin{{minipage}}[t]{{0.69\\textwidth}}{right}\\end{{minipage}}\\par\\bigskip\n"
    )


def _structured_abstract(paper: Paper, rng: random.Random) -> str:
    if not paper.structured:
        return latex(paper.abstract[0].text)
    return "\\par\\smallskip\n".join(
        (f"\\textbf{{{latex(s.label)}}} " if s.label else "") + latex(s.text)
        for s in paper.abstract
    )


def _structured_runin(paper: Paper, rng: random.Random) -> str:
    mails = [a for a in paper.authors if a.corresponding and a.email]
    corresponding = (
        f"{{\\small\\noindent *Corresponding author. E-mail: {latex(mails[0].email)}\\par}}"
        "\\bigskip\n"
        if mails
        else "\\bigskip\n"
    )
    return (
        f"{title_head(paper)}\\noindent{{\\LARGE\\bfseries\\raggedright {latex(paper.title)}"
        f"\\par}}\\medskip\n\\noindent {superscript_names(paper)}\\par\\smallskip\n"
        f"{{\\small\\noindent {superscript_places(paper)}\\par}}\\smallskip\n{corresponding}"
        "{\\leftskip=2em\\rightskip=2em\\noindent{\\bfseries Abstract}\\par\\smallskip\n"
        f"\\noindent {_structured_abstract(paper, rng)}{_keywords(paper, 'Keywords:')}"
        "\\par}\\bigskip\n"
    )


def _discussion_banner(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2018, 2025)
    mails = [a for a in paper.authors if a.email]
    writer = mails[0] if mails else paper.authors[0]
    mail = f" ({latex(writer.email)})" if writer.email else ""
    return (
        f"{title_head(paper)}\\linenumbers\\modulolinenumbers[5]\n"
        f"\\noindent{{\\footnotesize\\sffamily {rng.choice(_DISCUSS)}, "
        f"https://doi.org/10.0000/dp-{year}-{rng.randrange(10, 999)}\\hfill "
        f"\\copyright\\ Author(s) {year}. CC BY 4.0 License.\\\\\n"
        f"Preprint. Discussion started: {_date(rng, year)}\\par}}\\smallskip\\hrule\\bigskip\n"
        f"\\noindent{{\\LARGE\\sffamily\\bfseries\\raggedright {latex(paper.title)}\\par}}"
        f"\\medskip\n\\noindent {superscript_names(paper)}\\par\\smallskip\n"
        f"{{\\small\\noindent {superscript_places(paper)}\\par}}\\medskip\n"
        f"\\noindent{{\\small Correspondence: {name(writer)}{mail}}}\\par\\bigskip\n"
        f"\\noindent\\textbf{{Abstract.}} {abstract_text(paper, rng)}\\par\\bigskip\n"
    )


def _ams_inline(paper: Paper, rng: random.Random) -> str:
    places = "; ".join(place(p) for p in paper.affiliations)
    names = and_list([f"\\textsc{{{name(a)}}}" for a in paper.authors])
    notes = (
        f"\\footnotetext{{\\textit{{Date}}: {_date(rng)}.}}"
        f"\\footnotetext{{2020 \\textit{{Mathematics Subject Classification.}} "
        f"{rng.choice(_SUBJECTS)}.}}\\footnotetext{{{places}.}}"
    )
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\large\\bfseries {latex(paper.title)}\\par}}"
        f"\\medskip\n{names}\\par\\end{{center}}\n"
        "{\\small\\leftskip=3em\\rightskip=3em\\noindent\\textsc{Abstract.} "
        f"{abstract_text(paper, rng)}\\par}}\\bigskip\n"
        f"{{\\renewcommand{{\\thefootnote}}{{}}{notes}}}\n"
    )


ROTATED66_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("citation-sidebar", "geradwp", "", _FONT, _citation_sidebar,
                 before_document=True),
        Template("structured-runin", "ConcProg", "", _FONT, _structured_runin,
                 before_document=True),
        Template("discussion-banner", "milog", "", _FONT + "\\usepackage{lineno}\n",
                 _discussion_banner, before_document=True),
        Template("ams-inline-abstract", "cesenaexam", "", _FONT, _ams_inline,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["ROTATED66_TEMPLATES"]

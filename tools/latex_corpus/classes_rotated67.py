"""Classes added by ``latex67`` as held out, train classes since ``latex68``:
``dedication-report``, ``received-first-column``, ``pullout-box`` and
``orcid-institutes``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  These four set front matter in a layout
real papers have and no earlier template has, written by hand (each declares
``\\title`` for the record but sets the front matter itself, with no ``\\maketitle``),
in a document class no earlier template uses (``cassete``, ``brandeis-problemset``,
``fiche``, ``exesheet``: each loads ``article`` and adds little):

* ``dedication-report``: ``cassete``: a technical report's title page (a small
  capitals "Technical Report" line with a number, the title in huge bold, each name
  on its own line over its places in small italics, a date at the foot), a second
  page holding only a dedication in italics (no name), and the abstract on the third
  page under a large bold "Abstract" flush left, the keywords after it; the body
  opens on the next page.
* ``received-first-column``: ``brandeis-problemset``: a two-column journal paper:
  the title and the names (no marks, no places) span the columns; the first column's
  foot holds unnumbered notes, "Manuscript received …; revised …; accepted …", a
  "(Corresponding author: NAME.)" and "NAME and NAME are with PLACE (e-mail: …)."
  sentences; the abstract opens the first column in bold after an italic
  "Abstract---", the index terms after it.
* ``pullout-box``: ``fiche``: a two-column magazine paper: the title flush left in
  large bold sans, the names with marks, the places, then a shaded box spanning both
  columns with a small-capitals "Abstract" label over the abstract set in two
  columns inside the box, and the keywords under it in the box; the body in two
  columns under the box.
* ``orcid-institutes``: ``exesheet``: a proceedings paper: the title centred in bold,
  the names with numbered marks and an ORCID in brackets after each mark, the
  institutes numbered and centred, each over one line of its authors' e-mails grouped
  in braces ("{ann.lee,bo.chen}@host"), the abstract indented on both sides in small
  type after a bold "Abstract.", keywords separated by centred dots.

Each differs in kind from every earlier template: an abstract two pages after a title
page; a bold abstract over notes naming every author again at the first column's
foot; an abstract in two columns inside a spanning box; ORCIDs in brackets inside
the byline with e-mails grouped in braces under each institute.

Measured once on the base (4a83aa8f, ``--split heldout --seed 67 --fonts``): see
``docs/pdf-log.md``, round 67.

Held out from ``latex67`` until ``latex68`` made them train classes (this module was
``classes_heldout67.py``; latex67's held-out set, seed 67, is train material since
latex68); while held out they were never built into a ``train`` corpus nor looked at
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
    marks,
    name,
    place,
    superscript_names,
    superscript_places,
    title_head,
)
from latex_corpus.escape import latex
from latex_corpus.paper import Author, Paper

_FONT = LMODERN
_BOX = _FONT + "\\usepackage{xcolor}\n\\usepackage{multicol}\n"
_DOT = " $\\cdot$ "
_MONTHS = ("January", "March", "April", "June", "August", "October", "December")
_DEDICATIONS = (
    "To our families, for their patience.",
    "Dedicated to the memory of a dear colleague and teacher.",
    "For everyone who asked when it would be finished.",
)


def _date(rng: random.Random, year: int) -> str:
    return f"{rng.choice(_MONTHS)} {rng.randrange(1, 28)}, {year}"


def _keywords(paper: Paper, label: str, sep: str = ", ") -> str:
    words = keywords(paper, sep)
    return f"\\par\\smallskip\n\\noindent\\textbf{{{label}}} {words}" if words else ""


def _dedication_report(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2015, 2025)
    people = "\\bigskip\n".join(
        f"{{\\large {name(a)}\\par}}{{\\small\\itshape "
        + "\\\\ ".join(place(paper.affiliations[i]) for i in a.affiliations)
        + "\\par}"
        for a in paper.authors
    )
    return (
        f"{title_head(paper)}\\begin{{center}}\n{{\\scshape Technical Report "
        f"TR-{year}-{rng.randrange(1, 40):02d}\\par}}\\vspace*{{3cm}}\n"
        f"{{\\huge\\bfseries {latex(paper.title)}\\par}}\\vspace{{2cm}}\n{people}\n\\vfill\n"
        f"{{\\large {_date(rng, year)}\\par}}\n\\end{{center}}\n\\newpage\n"
        "\\thispagestyle{empty}\\null\\vfill\n\\begin{center}\\itshape "
        f"{rng.choice(_DEDICATIONS)}\\end{{center}}\n\\vfill\\newpage\n"
        "\\noindent{\\Large\\bfseries Abstract\\par}\\bigskip\n"
        f"\\noindent {abstract_text(paper, rng)}{_keywords(paper, 'Keywords:')}\\par\\newpage\n"
    )


def _with_places(paper: Paper) -> str:
    """ "A and B are with PLACE (e-mail: a; b)." for each place's authors, in order."""
    sentences = []
    for k, affiliation in enumerate(paper.affiliations):
        group: list[Author] = [a for a in paper.authors if a.affiliations[:1] == (k,)]
        if not group:
            continue
        verb = "is" if len(group) == 1 else "are"
        mails = "; ".join(latex(a.email) for a in group if a.email)
        mail = f" (e-mail: {mails})" if mails else ""
        sentences.append(
            f"{and_list([name(a) for a in group])} {verb} with {place(affiliation)}{mail}."
        )
    return " ".join(sentences)


def _index_terms(paper: Paper) -> str:
    words = keywords(paper)
    return f"\\noindent{{\\bfseries\\textit{{Index Terms}}---{words}.\\par}}" if words else ""


def _received_first_column(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2016, 2025)
    writer = next((a for a in paper.authors if a.corresponding), paper.authors[0])
    received = (
        f"Manuscript received {_date(rng, year)}; revised {_date(rng, year)}; accepted "
        f"{_date(rng, year + 1)}. (Corresponding author: {name(writer)}.)"
    )
    return (
        f"{title_head(paper)}\\twocolumn[{{\\centering{{\\huge {latex(paper.title)}\\par}}"
        f"\\bigskip\n{{\\large {and_list([name(a) for a in paper.authors])}\\par}}"
        "\\bigskip\\bigskip}]\n\\thispagestyle{empty}\n"
        f"{{\\renewcommand{{\\thefootnote}}{{}}\\footnotetext{{{received}}}"
        f"\\footnotetext{{{_with_places(paper)}}}}}\n"
        f"\\noindent{{\\bfseries\\textit{{Abstract}}---{abstract_text(paper, rng)}\\par}}"
        f"\\medskip\n{_index_terms(paper)}\\bigskip\n"
    )


def _pullout_box(paper: Paper, rng: random.Random) -> str:
    box = (
        "\\colorbox{black!8}{\\parbox{\\dimexpr\\textwidth-2\\fboxsep\\relax}{\\small"
        "\\noindent{\\scshape\\bfseries Abstract}\\par\\smallskip\n"
        f"\\begin{{multicols}}{{2}}\\noindent {abstract_text(paper, rng)}\\end{{multicols}}"
        f"{_keywords(paper, 'Keywords:', '; ')}\\par}}}}"
    )
    return (
        f"{title_head(paper)}\\twocolumn[{{\\raggedright"
        f"{{\\LARGE\\sffamily\\bfseries {latex(paper.title)}\\par}}\\medskip\n"
        f"{superscript_names(paper)}\\par\\smallskip\n"
        f"{{\\small {superscript_places(paper)}\\par}}\\medskip\n{box}\\par\\bigskip}}]\n"
        "\\thispagestyle{empty}\n"
    )


def _orcid(author: Author) -> str:
    return f"\\,[{latex(author.orcid)}]" if author.orcid else ""


def _grouped_mails(paper: Paper, k: int) -> str:
    """The e-mails (LaTeX) of the authors first placed at ``k``, grouped in braces by host."""
    hosts: dict[str, list[str]] = {}
    for a in paper.authors:
        if a.affiliations[:1] == (k,) and "@" in a.email:
            local, host = a.email.split("@", 1)
            hosts.setdefault(host, []).append(local)
    return ", ".join(
        latex("{" + ",".join(locals_) + "}" if len(locals_) > 1 else locals_[0]) + latex(f"@{host}")
        for host, locals_ in hosts.items()
    )


def _orcid_institutes(paper: Paper, rng: random.Random) -> str:
    names = and_list(
        [f"{name(a)}\\textsuperscript{{{marks(a)}{_orcid(a)}}}" for a in paper.authors]
    )
    institutes = "\\\\[4pt]\n".join(
        f"\\textsuperscript{{{k + 1}}} {place(p)}"
        + (f"\\\\\n\\texttt{{{m}}}" if (m := _grouped_mails(paper, k)) else "")
        for k, p in enumerate(paper.affiliations)
    )
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\Large\\bfseries {latex(paper.title)}\\par}}"
        f"\\bigskip\n{names}\\par\\medskip\n{{\\small {institutes}\\par}}\\end{{center}}\n"
        "{\\small\\leftskip=2.5em\\rightskip=2.5em\\noindent\\textbf{Abstract.} "
        f"{abstract_text(paper, rng)}"
        f"{_keywords(paper, 'Keywords:', _DOT)}\\par}}\\bigskip\n"
    )


ROTATED67_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("dedication-report", "cassete", "", _FONT, _dedication_report,
                 before_document=True),
        Template("received-first-column", "brandeis-problemset", "", _FONT,
                 _received_first_column, before_document=True),
        Template("pullout-box", "fiche", "", _BOX, _pullout_box,
                 before_document=True),
        Template("orcid-institutes", "exesheet", "", _FONT, _orcid_institutes,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["ROTATED67_TEMPLATES"]

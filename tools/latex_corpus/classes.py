"""Document-class templates: article, IEEEtran, acmart and llncs front matter.

A :class:`Template` writes a whole ``.tex`` file for a :class:`~latex_corpus.paper.Paper`
with its class's own macros for the title, the authors (affiliations,
footnote marks, e-mails, ORCIDs, the corresponding author), the abstract
(structured ones with their section labels) and keywords / index terms / CCS
concepts.  :data:`TEMPLATES` here, ``SCIENCE_TEMPLATES`` in
:mod:`latex_corpus.classes_sci` and their union ``ALL`` in
:mod:`latex_corpus.templates` list the templates by name; ``heldout`` ones are
never built into a ``train`` corpus.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from pdfgen.people import Affiliation

from latex_corpus.body import bibliography, body
from latex_corpus.escape import latex
from latex_corpus.paper import Author, Paper

LMODERN = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n\\usepackage{lmodern}\n"
AND = " \\and "
TIMES = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n\\usepackage{mathptmx}\n"


@dataclass(frozen=True)
class Template:
    """One document class with its options, and how it prints the front matter."""

    name: str
    documentclass: str
    options: str
    preamble: str
    front: Callable[[Paper, random.Random], str]
    heldout: bool = False
    before_document: bool = False  # the front matter opens \begin{document} itself
    end: str = ""

    def source(self, paper: Paper, back: str | None = None, packages: str = "") -> str:
        """The whole LaTeX file of ``paper`` in this class.

        ``back`` replaces the ``thebibliography`` list (``\\bibliography`` commands for
        BibTeX); ``packages`` go at the end of the preamble."""
        rng = random.Random(f"{self.name}:{paper.seed}")
        front = self.front(paper, rng)
        head = f"\\documentclass[{self.options}]{{{self.documentclass}}}\n{self.preamble}"
        begin = "" if self.before_document else "\\begin{document}\n"
        back = bibliography(paper) if back is None else back
        return f"{head}{packages}{begin}{front}\n{body(paper)}\n{back}{self.end}\\end{{document}}\n"


# -- shared pieces ---------------------------------------------------------------------


def name(author: Author) -> str:
    return latex(author.name)


def place(affiliation: Affiliation) -> str:
    return latex(affiliation.line())


def marks(author: Author) -> str:
    return ",".join(str(i + 1) for i in author.affiliations)


def marked_names(paper: Paper, note: str) -> list[str]:
    """Each author's name with its affiliation numbers as a superscript; the
    corresponding author's e-mail follows in the ``note`` macro (``thanks`` or
    ``footnote``)."""
    names = []
    for a in paper.authors:
        mail = f"\\{note}{{E-mail: {latex(a.email)}}}" if a.corresponding else ""
        names.append(f"{name(a)}$^{{{marks(a)}}}${mail}")
    return names


def numbered_places(paper: Paper) -> str:
    """The affiliations one a line, each after its superscript number."""
    return "\\\\\n".join(f"$^{{{i + 1}}}${place(p)}" for i, p in enumerate(paper.affiliations))


def title_head(paper: Paper) -> str:
    """The title's macro and the document's start, the first page with no running head
    (the opening of a class whose front matter is drawn by hand)."""
    return f"\\title{{{latex(paper.title)}}}\n\\begin{{document}}\n\\thispagestyle{{empty}}\n"


def superscript_names(paper: Paper) -> str:
    """The byline: each name with its affiliation numbers as a text superscript."""
    return and_list([f"{name(a)}\\textsuperscript{{{marks(a)}}}" for a in paper.authors])


def superscript_places(paper: Paper) -> str:
    """The affiliations one a line, each after its number as a text superscript."""
    return "\\\\\n".join(
        f"\\textsuperscript{{{k + 1}}}{place(p)}" for k, p in enumerate(paper.affiliations)
    )


def abstract_text(paper: Paper, rng: random.Random) -> str:
    """The abstract's LaTeX: one paragraph, or labelled parts for a structured one."""
    if not paper.structured:
        return latex(paper.abstract[0].text)
    inline = rng.random() < 0.5
    parts = []
    for section in paper.abstract:
        label = f"\\textbf{{{latex(section.label)}:}} " if section.label else ""
        parts.append(label + latex(section.text))
    return " ".join(parts) if inline else "\n\n\\noindent ".join(parts)


def and_list(items: list[str]) -> str:
    """ "A", "A and B", "A, B, and C" as printed in a byline."""
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


def keywords(paper: Paper, sep: str = ", ") -> str:
    return sep.join(latex(k) for k in paper.keywords)


def city_of(affiliation: Affiliation) -> str:
    address = affiliation.address.split(",")[-1].strip()
    return " ".join(w for w in address.split() if not w.isdigit())


# -- article ---------------------------------------------------------------------------


def _thanks(author: Author) -> str:
    if not author.corresponding:
        return ""
    return f"\\thanks{{Corresponding author: {latex(author.email)}}}"


def _article(paper: Paper, rng: random.Random) -> str:
    if rng.random() < 0.5:
        authors = "\n".join(f"\\author[{marks(a)}]{{{name(a)}{_thanks(a)}}}" for a in paper.authors)
        affils = "\n".join(
            f"\\affil[{i + 1}]{{{place(p)}}}" for i, p in enumerate(paper.affiliations)
        )
        byline = f"{authors}\n{affils}\n"
    else:
        blocks = [
            f"{name(a)}\\\\ {place(paper.affiliations[a.affiliations[0]])}\\\\ "
            f"\\texttt{{{latex(a.email)}}}"
            for a in paper.authors
        ]
        byline = "\\author{" + " \\and ".join(blocks) + "}\n"
    after = ""
    if rng.random() < 0.6:
        after = f"\n\\noindent\\textbf{{Keywords:}} {keywords(paper)}\n"
    return (
        f"\\title{{{latex(paper.title)}}}\n{byline}\\date{{}}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n{after}"
    )


# -- IEEEtran --------------------------------------------------------------------------


def _ieee_journal(paper: Paper, rng: random.Random) -> str:
    names = []
    for a in paper.authors:
        grade = rng.choice(["", "", "Member", "Senior Member", "Fellow"])
        names.append(name(a) + (f",~\\IEEEmembership{{{grade},~IEEE}}" if grade else ""))
    notes = " ".join(
        f"{name(a)} is with the {place(paper.affiliations[a.affiliations[0]])} "
        f"(e-mail: {latex(a.email)})."
        for a in paper.authors
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\author{{{and_list(names)}%\n"
        f"\\thanks{{{notes}}}%\n\\thanks{{Manuscript received April 19, 2021; "
        "revised August 16, 2021.}}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
        f"\\begin{{IEEEkeywords}}\n{keywords(paper)}\n\\end{{IEEEkeywords}}\n"
    )


def _ieee_conference(paper: Paper, rng: random.Random) -> str:
    blocks = []
    for a in paper.authors:
        p = paper.affiliations[a.affiliations[0]]
        lines = [f"\\textit{{{latex(p.department)}}}", f"\\textit{{{latex(p.institution)}}}"]
        lines.append(latex(", ".join(x for x in (city_of(p), p.country) if x)))
        lines.append(latex(a.email))
        block = " \\\\ ".join(lines)
        blocks.append(f"\\IEEEauthorblockN{{{name(a)}}}\n\\IEEEauthorblockA{{{block}}}")
    return (
        f"\\title{{{latex(paper.title)}}}\n\\author{{{AND.join(blocks)}}}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
        f"\\begin{{IEEEkeywords}}\n{keywords(paper)}\n\\end{{IEEEkeywords}}\n"
    )


# -- acmart ----------------------------------------------------------------------------

_CCS = (
    "Computing methodologies~Machine learning", "Information systems~Information retrieval",
    "Applied computing~Life and medical sciences", "Theory of computation~Design and analysis "
    "of algorithms", "Human-centered computing~Empirical studies in HCI",
)  # fmt: skip


def acm(paper: Paper, rng: random.Random) -> str:
    """acmart's front matter (every format: sigconf, acmsmall, acmtog, sigplan)."""
    authors = []
    for a in paper.authors:
        parts = [f"\\author{{{name(a)}}}"]
        if rng.random() < 0.5:
            parts.append(f"\\orcid{{{a.orcid}}}")
        for index in a.affiliations:
            p = paper.affiliations[index]
            city = f"\\city{{{latex(city_of(p))}}}" if city_of(p) else ""
            parts.append(
                f"\\affiliation{{\\department{{{latex(p.department)}}}"
                f"\\institution{{{latex(p.institution)}}}{city}\\country{{{latex(p.country)}}}}}"
            )
        parts.append(f"\\email{{{latex(a.email)}}}")
        authors.append("\n".join(parts))
    ccs = "\n".join(f"\\ccsdesc[{rng.choice([300, 500])}]{{{c}}}" for c in rng.sample(_CCS, 2))
    return (
        f"\\title{{{latex(paper.title)}}}\n" + "\n".join(authors) + "\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
        f"{ccs}\n\\keywords{{{keywords(paper)}}}\n\\maketitle\n"
    )


# -- llncs -----------------------------------------------------------------------------


def _llncs(paper: Paper, rng: random.Random) -> str:
    orcid = rng.random() < 0.6
    authors = " \\and ".join(
        f"{name(a)}\\inst{{{marks(a)}}}" + (f"\\orcidID{{{a.orcid}}}" if orcid else "")
        for a in paper.authors
    )
    institutes = " \\and ".join(
        place(p)
        + "\\\\ "
        + ", ".join(f"\\email{{{latex(a.email)}}}" for a in paper.authors if a.affiliations[0] == i)
        for i, p in enumerate(paper.affiliations)
    )
    return (
        f"\\title{{{latex(paper.title)}}}\n\\author{{{authors}}}\n"
        f"\\authorrunning{{{name(paper.authors[0])} et al.}}\n"
        f"\\institute{{{institutes}}}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\n"
        f"\\keywords{{{keywords(paper, AND)}}}\n\\end{{abstract}}\n"
    )


TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("article", "article", "11pt", LMODERN + "\\usepackage{authblk}\n", _article),
        Template(
            "article-twocolumn",
            "article",
            "twocolumn,10pt",
            LMODERN + "\\usepackage{authblk}\n",
            _article,
        ),
        Template("ieeetran-journal", "IEEEtran", "journal", TIMES, _ieee_journal),
        Template("ieeetran-conference", "IEEEtran", "conference", TIMES, _ieee_conference),
        Template("acmart-sigconf", "acmart", "sigconf", LMODERN, acm),
        Template("acmart-acmsmall", "acmart", "acmsmall", LMODERN, acm),
        Template("llncs", "llncs", "", LMODERN, _llncs),
    )
}

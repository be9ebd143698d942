"""Journal document-class templates: aastex631, cas-dc, jmlr, apa7 and IEEEconf.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter with its class's own macros (``\\author`` with ``\\affiliation`` and
``\\correspondingauthor`` in AASTeX; ``\\author[..]``, ``\\cormark``, ``\\ead``,
highlights and ``\\sep`` keywords in Elsevier's CAS; ``\\Name``/``\\Email``/``\\addr``
blocks and ``\\editor`` in JMLR; ``\\authorsnames`` and ``\\authorsaffiliations`` in
APA 7; author tabulars with the ``affiliation`` environment in IEEEconf).

aastex631 and jmlr load ``epsf``, ``ulem`` and ``algorithm2e``; until
texlive-plain-generic and texlive-science were installed (2026-11-29) the corpus
wrote empty stand-ins for them, which printed the same front pages.
"""

from __future__ import annotations

import random

from latex_corpus.classes import (
    LMODERN,
    TIMES,
    Template,
    abstract_text,
    city_of,
    keywords,
    marks,
    name,
    place,
)
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

# Latin Modern: T1 Computer Modern would come out as bitmap fonts (cm-super is not
# installed). natbib in author-year mode refuses the numbered ``thebibliography`` every
# template shares.
NUMBERED = LMODERN + "\\setcitestyle{numbers}\n"
_WORKSHOPS = ("Conference on Learning Theory", "Workshop on Data Mining", "Symposium on Inference")


# -- AASTeX ----------------------------------------------------------------------------


def _aastex(paper: Paper, rng: random.Random) -> str:
    lines = [f"\\title{{{latex(paper.title)}}}"]
    corresponding = next(a for a in paper.authors if a.corresponding)
    lines.append(f"\\correspondingauthor{{{name(corresponding)}}}")
    lines.append(f"\\email{{{latex(corresponding.email)}}}")
    for a in paper.authors:
        orcid = f"[{a.orcid}]" if rng.random() < 0.5 else ""
        lines.append(f"\\author{orcid}{{{name(a)}}}")
        lines.extend(f"\\affiliation{{{place(paper.affiliations[i])}}}" for i in a.affiliations)
    return (
        "\n".join(lines) + f"\n\\begin{{abstract}}\n{abstract_text(paper, rng)}\n"
        f"\\end{{abstract}}\n\\keywords{{{keywords(paper, ' --- ')}}}\n"
    )


# -- Elsevier CAS ----------------------------------------------------------------------


def _cas(paper: Paper, rng: random.Random) -> str:
    short = latex(paper.authors[0].name.split()[-1]) + (" et~al." if len(paper.authors) > 1 else "")
    lines = [
        f"\\shorttitle{{{latex(paper.title[:50])}}}",
        f"\\shortauthors{{{short}}}",
        f"\\title [mode = title]{{{latex(paper.title)}}}",
    ]
    for a in paper.authors:
        labels = ",".join(str(i + 1) for i in a.affiliations)
        orcid = f"[orcid={a.orcid}]" if rng.random() < 0.4 else ""
        lines.append(f"\\author[{labels}]{{{name(a)}}}{orcid}")
        if a.corresponding:
            lines.append("\\cormark[1]")
        if a.corresponding or rng.random() < 0.3:
            lines.append(f"\\ead{{{latex(a.email)}}}")
    for i, p in enumerate(paper.affiliations):
        parts = [f"organization={{{latex(p.department)}, {latex(p.institution)}}}"]
        if city_of(p):
            parts.append(f"city={{{latex(city_of(p))}}}")
        parts.append(f"country={{{latex(p.country)}}}")
        lines.append(f"\\affiliation[{i + 1}]{{{','.join(parts)}}}")
    lines.append("\\cortext[1]{Corresponding author}")
    highlights = ""
    if rng.random() < 0.4:
        items = "\n".join(f"\\item A finding about {latex(k)}." for k in paper.keywords[:3])
        items = items or "\\item A finding."
        highlights = f"\\begin{{highlights}}\n{items}\n\\end{{highlights}}\n"
    terms = keywords(paper, " \\sep ")
    return (
        "\n".join(lines) + f"\n\\begin{{abstract}}\n{abstract_text(paper, rng)}\n"
        f"\\end{{abstract}}\n{highlights}"
        f"\\begin{{keywords}}\n{terms}\n\\end{{keywords}}\n\\maketitle\n"
    )


# Without the STIX and Charis fonts the class falls back on Computer Modern in T1, which
# only cm-super (not installed) has as outlines: Latin Modern is that face in outline.
_CAS_PREAMBLE = "\\usepackage{lmodern}\n\\usepackage[numbers]{natbib}\n"


# -- JMLR / PMLR -----------------------------------------------------------------------


def _jmlr(paper: Paper, rng: random.Random) -> str:
    blocks = []
    for a in paper.authors:
        tag = "\\nametag{\\thanks{Corresponding author}}" if a.corresponding else ""
        where = place(paper.affiliations[a.affiliations[0]])
        blocks.append(f"\\Name{{{name(a)}}}{tag} \\Email{{{latex(a.email)}}}\\\\\n\\addr {where}")
    workshop = _WORKSHOPS[paper.seed % len(_WORKSHOPS)]
    return (
        f"\\jmlrvolume{{{rng.randint(1, 250)}}}\n\\jmlryear{{2024}}\n"
        f"\\jmlrworkshop{{{workshop}}}\n\\editor{{Editor Name}}\n"
        f"\\title{{{latex(paper.title)}}}\n\\author{{" + "\n\\AND\n".join(blocks) + "}\n"
        "\\begin{document}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
        f"\\begin{{keywords}}\n{keywords(paper)}\n\\end{{keywords}}\n"
    )


# -- APA 7 -----------------------------------------------------------------------------


def _apa7(paper: Paper, rng: random.Random) -> str:
    links = ",".join("{" + marks(a) + "}" for a in paper.authors)
    names = ", ".join(name(a) for a in paper.authors)
    places = ",".join("{" + place(p) + "}" for p in paper.affiliations)
    corresponding = next(a for a in paper.authors if a.corresponding)
    single = len(paper.affiliations) == 1
    return (
        f"\\title{{{latex(paper.title)}}}\n\\shorttitle{{{latex(paper.title[:40])}}}\n"
        f"\\authorsnames{'' if single else f'[{links}]'}{{{names}}}\n"
        f"\\authorsaffiliations{{{places}}}\n"
        f"\\leftheader{{{latex(paper.authors[0].name.split()[-1])}}}\n"
        f"\\abstract{{{abstract_text(paper, rng)}}}\n\\keywords{{{keywords(paper)}}}\n"
        "\\authornote{Correspondence concerning this article should be addressed to "
        f"{name(corresponding)}, Email: {latex(corresponding.email)}}}\n"
        "\\begin{document}\n\\maketitle\n"
    )


# -- IEEEconf --------------------------------------------------------------------------


def _ieeeconf(paper: Paper, rng: random.Random) -> str:
    blocks = []
    for a in paper.authors:
        p = paper.affiliations[a.affiliations[0]]
        where = latex(", ".join(x for x in (city_of(p), p.country) if x))
        blocks.append(
            f"{name(a)}\\\\\n\\begin{{affiliation}}{latex(p.department)}\\\\"
            f"{latex(p.institution)}\\\\{where}\\end{{affiliation}}\\\\\n"
            f"\\email{{{latex(a.email)}}}"
        )
    terms = ""
    if rng.random() < 0.5:
        # A paragraph of its own: run on after \end{abstract} it would end the abstract's.
        terms = f"\n\\noindent\\textbf{{\\textit{{Keywords---}}}} {keywords(paper)}\n"
    return (
        f"\\title{{{latex(paper.title)}}}\n\\author{{" + "\n\\and\n".join(blocks) + "}\n"
        f"\\maketitle\n\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
        f"{terms}"
    )


JOURNAL_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("aastex-twocolumn", "aastex631", "twocolumn", NUMBERED, _aastex),
        Template("aastex-preprint", "aastex631", "preprint", NUMBERED, _aastex),
        Template("cas-dc", "cas-dc", "a4paper,fleqn", _CAS_PREAMBLE, _cas),
        Template("jmlr-pmlr", "jmlr", "pmlr", NUMBERED, _jmlr, before_document=True),
        Template("apa7-jou", "apa7", "jou", "\\usepackage[american]{babel}\n", _apa7,
                 before_document=True),
        Template("apa7-man", "apa7", "man", "\\usepackage[american]{babel}\n", _apa7,
                 before_document=True),
        Template("ieeeconf", "IEEEconf", "letterpaper", TIMES, _ieeeconf),
    )
}  # fmt: skip

__all__ = ["JOURNAL_TEMPLATES", "NUMBERED"]

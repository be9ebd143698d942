"""Document-class templates of the sciences: elsarticle, REVTeX, amsart, mnras, nature, achemso.

Same contract as :mod:`latex_corpus.classes`.  ``mnras`` and ``nature`` were
held out until 2026-11-29, when they were rotated into train after being
measured held-out; ``achemso`` followed the same day (``latex18``), after being
measured held-out with font draws by ``latex15`` (its titles 0.750).
"""

from __future__ import annotations

import random

from latex_corpus.classes import (
    LMODERN,
    TIMES,
    Template,
    abstract_text,
    keywords,
    marked_names,
    marks,
    name,
    numbered_places,
    place,
)
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

SEP = " \\sep "
_JOURNALS = ("Journal of Applied Studies", "Computational Materials Letters", "Data Review")


# -- elsarticle ------------------------------------------------------------------------


def _elsarticle(paper: Paper, rng: random.Random) -> str:
    lines = []
    for a in paper.authors:
        labels = ",".join(chr(ord("a") + i) for i in a.affiliations)
        corref = "\\corref{cor1}" if a.corresponding else ""
        lines.append(f"\\author[{labels}]{{{name(a)}{corref}}}")
        if a.corresponding or rng.random() < 0.3:
            lines.append(f"\\ead{{{latex(a.email)}}}")
    lines.append("\\cortext[cor1]{Corresponding author}")
    for i, p in enumerate(paper.affiliations):
        lines.append(f"\\affiliation[{chr(ord('a') + i)}]{{{place(p)}}}")
    return (
        f"\\begin{{frontmatter}}\n\\title{{{latex(paper.title)}}}\n" + "\n".join(lines) + "\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
        f"\\begin{{keyword}}\n{keywords(paper, SEP)}\n\\end{{keyword}}\n"
        "\\end{frontmatter}\n"
    )


def _elsarticle_template(name: str, options: str) -> Template:
    journal = f"\\journal{{{_JOURNALS[len(name) % len(_JOURNALS)]}}}\n"
    return Template(name, "elsarticle", options, LMODERN + journal, _elsarticle)


# -- REVTeX ----------------------------------------------------------------------------


def _revtex(paper: Paper, rng: random.Random) -> str:
    lines = []
    for a in paper.authors:
        lines.append(f"\\author{{{name(a)}}}")
        if a.corresponding or rng.random() < 0.2:
            lines.append(f"\\email{{{latex(a.email)}}}")
        lines.extend(f"\\affiliation{{{place(paper.affiliations[i])}}}" for i in a.affiliations)
    return (
        f"\\title{{{latex(paper.title)}}}\n" + "\n".join(lines) + "\n\\date{\\today}\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n\\maketitle\n"
    )


# -- amsart ----------------------------------------------------------------------------


def _amsart(paper: Paper, rng: random.Random) -> str:
    lines = []
    for a in paper.authors:
        lines.append(f"\\author{{{name(a)}}}")
        lines.append(f"\\address{{{place(paper.affiliations[a.affiliations[0]])}}}")
        lines.append(f"\\email{{{latex(a.email)}}}")
    return (
        f"\\title{{{latex(paper.title)}}}\n" + "\n".join(lines) + "\n"
        f"\\keywords{{{keywords(paper)}}}\n\\subjclass[2020]{{62H30, 68T05}}\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n\\maketitle\n"
    )


# -- classes measured held-out, then rotated into train ------------------------------


# A line of mnras's byline holds about this many letters of names: its author block is
# a tabular, which never wraps, so a longer byline ran off the page (names41).
_MNRAS_LINE = 80


def _mnras_byline(paper: Paper, names: list[str]) -> str:
    """``names`` as a list ("A, B, and C") broken by ``\\newauthor`` where the next name
    would carry a line past :data:`_MNRAS_LINE` letters, as authors of a long byline
    break it by hand (the class's own command)."""
    if len(names) <= 2:
        seps = [" and "] * (len(names) - 1)
    else:
        seps = [", "] * (len(names) - 2) + [", and "]
    out, used = names[0], len(paper.authors[0].name) + 2
    for item, sep, author in zip(names[1:], seps, paper.authors[1:], strict=True):
        size = len(author.name) + 2
        if used + size > _MNRAS_LINE:
            out += sep.rstrip() + "\n\\newauthor "
            used = 0
        else:
            out += sep
        out += item
        used += size
    return out


def _mnras(paper: Paper, rng: random.Random) -> str:
    names = marked_names(paper, "thanks")
    places = numbered_places(paper)
    short = latex(paper.authors[0].name.split()[-1]) + (" et al." if len(names) > 1 else "")
    return (
        f"\\title[{latex(paper.title[:40])}]{{{latex(paper.title)}}}\n"
        f"\\author[{short}]{{{_mnras_byline(paper, names)}\n\\\\\n{places}\n}}\n"
        "\\date{Accepted XXX. Received YYY; in original form ZZZ}\n\\pubyear{2024}\n"
        "\\begin{document}\n\\label{firstpage}\n"
        "\\pagerange{\\pageref{firstpage}--\\pageref{lastpage}}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
        f"\\begin{{keywords}}\n{keywords(paper, ' -- ')}\n\\end{{keywords}}\n"
    )


def _nature(paper: Paper, rng: random.Random) -> str:
    names = [f"{name(a)}$^{{{marks(a)}}}$" for a in paper.authors]
    byline = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " \\& " + names[-1]
    items = "\n".join(f"\\item {place(p)}" for p in paper.affiliations)
    return (
        f"\\title{{{latex(paper.title)}}}\n\\author{{{byline}}}\n\\begin{{document}}\n"
        f"\\maketitle\n\\begin{{affiliations}}\n{items}\n\\end{{affiliations}}\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


def _achemso(paper: Paper, rng: random.Random) -> str:
    lines = []
    for a in paper.authors:
        lines.append(f"\\author{{{name(a)}}}")
        lines.extend(f"\\affiliation{{{place(paper.affiliations[i])}}}" for i in a.affiliations)
        if a.corresponding:
            lines.append(f"\\email{{{latex(a.email)}}}")
    return (
        "\n".join(lines) + f"\n\\title{{{latex(paper.title)}}}\n"
        f"\\keywords{{{keywords(paper)}}}\n\\begin{{document}}\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


SCIENCE_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        _elsarticle_template("elsarticle-preprint", "preprint,12pt"),
        _elsarticle_template("elsarticle-3p", "3p"),
        _elsarticle_template("elsarticle-5p", "5p"),
        Template("revtex-aps", "revtex4-2", "aps,prl,reprint,superscriptaddress", LMODERN, _revtex),
        Template("revtex-aip", "revtex4-2", "aip,jap,reprint", LMODERN, _revtex),
        Template("amsart", "amsart", "", LMODERN, _amsart),
        Template(
            "mnras", "mnras", "fleqn", TIMES, _mnras, before_document=True,
            end="\\label{lastpage}\n",
        ),
        Template("nature", "nature", "", TIMES, _nature, before_document=True),
        Template(
            "achemso", "achemso", "journal=jacsat,manuscript=article", LMODERN, _achemso,
            before_document=True,
        ),
    )
}  # fmt: skip

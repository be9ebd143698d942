"""Classes added by ``latex29`` as held out, train classes since ``latex32``:
``worlddev``, ``articleingud``, ``ieeetran-transmag`` and ``revtex-collab``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter with its class's own macros, and the truth is what the class prints.

* ``worlddev``: the ``economic`` bundle's manuscript class for World Development
  (``worlddev.cls`` on KOMA-Script's ``scrartcl``, option ``author``): a centred
  bold title, the byline in capitals, an italic affiliation line and a date under
  it, the abstract in a narrower small-type block run in after a bold
  "Summary. —", "Key words —" and "JEL classification —" lines closing that block.
* ``articleingud``: the journal Ingeniería y Universidad's class
  (``articleingud.cls``): flush left and ragged right, a bold line naming the
  paper's type ("Research article") over a large bold title, a slanted second
  title, the byline in bold slanted type with superscript labels, the labelled
  affiliations and the corresponding author's e-mail in footnote size under it, a
  centred date, the abstract under a centred bold "Abstract" in small type, the
  journal's line at the page's foot.
* ``ieeetran-transmag``: ``IEEEtran`` in ``journal,transmag`` mode (IEEE
  Transactions on Magnetics): a centred title over the names with superscript
  marks and the affiliations each on its own line in small type under them, the
  abstract and index terms one full-width block over the two columns, the
  corresponding author's note at the foot.
* ``revtex-collab``: ``revtex4-2`` in ``aps,prd,preprint,groupedaddress`` mode, a
  collaboration's preprint: the report number at the top right, the names over
  their shared affiliation, "(The … Collaboration)" and "(Dated: …)" under the
  byline, the abstract alone on the second page under "Abstract".

Held out from ``latex29`` (measured once then) until ``latex32`` made them train
classes; while held out they were never built into a ``train`` corpus nor looked
at.  Each compiled here within minutes of trying (2026-11-30), checked on a
made-up paper only.  Tried and dropped: ``cascadilla`` (it sets natbib's
author-year mode when the document begins, which the shared numbered
``thebibliography`` refuses).
"""

from __future__ import annotations

import random

from latex_corpus import classes
from latex_corpus.classes import LMODERN, TIMES, Template, abstract_text, keywords, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_MONTHS = ("January", "March", "April", "June", "September", "November")
_TYPES = ("Research article", "Review article", "Original research", "Technical note")
# the class loads Latin Modern and natbib author-year itself
_NUMBERS = "\\setcitestyle{numbers}\n"
_WORLDDEV = "\\usepackage[T1]{fontenc}\n" + _NUMBERS
_JEL = ("C21", "D24", "O13", "Q12", "R11", "I15", "J24")


def _places(paper: Paper) -> list[int]:
    """The affiliations the authors name first, in byline order, each once."""
    return list(dict.fromkeys(a.affiliations[0] for a in paper.authors))


def _worlddev(paper: Paper, rng: random.Random) -> str:
    places = "; ".join(place(paper.affiliations[i]) for i in _places(paper))
    words = f"\\keywords{{{keywords(paper)}}}\n" if paper.keywords else "\\keywords{development}\n"
    jel = ", ".join(rng.sample(_JEL, 2))
    return (
        f"\\title{{{latex(paper.title)}}}\n"
        f"\\author{{{classes.and_list([name(a) for a in paper.authors])}}}\n"
        f"\\affiliation{{{places}}}\n"
        f"\\date{{{rng.choice(_MONTHS)} {rng.randint(2008, 2024)}}}\n"
        f"{words}\\jelclass{{{jel}}}\n"
        "\\begin{document}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


def _articleingud(paper: Paper, rng: random.Random) -> str:
    order = _places(paper)
    names = []
    for a in paper.authors:
        label = str(order.index(a.affiliations[0]) + 1)
        where = place(paper.affiliations[a.affiliations[0]])
        mail = f"[Corresponding author: {latex(a.email)}]" if a.corresponding else ""
        names.append(f"{name(a)}\\thanks{mail}{{{label}}}{{{where}}}")
    year = rng.randint(2010, 2024)
    byline = " \\and ".join(names)
    return (
        f"\\title{{{latex(paper.title)}}}{{}}{{{rng.choice(_TYPES)}}}\n"
        f"\\author{{{byline}}}\n"
        f"\\date{{Received {rng.randint(1, 28)} {rng.choice(_MONTHS)} {year}; "
        f"accepted {rng.randint(1, 28)} {rng.choice(_MONTHS)} {year + 1}}}\n"
        f"\\INGUDsetciteinfo{{Ing. Univ. Vol. {rng.randint(12, 28)}, "
        f"No. {rng.randint(1, 2)}, {year + 1}}}\n"
        "\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


def _transmag(paper: Paper, rng: random.Random) -> str:
    order = _places(paper)
    names = ", ".join(
        f"{name(a)}\\IEEEauthorrefmark{{{order.index(a.affiliations[0]) + 1}}}"
        for a in paper.authors
    )
    blocks = "\n".join(
        f"\\IEEEauthorblockA{{\\IEEEauthorrefmark{{{k + 1}}}{place(paper.affiliations[i])}}}"
        for k, i in enumerate(order)
    )
    first = next((a for a in paper.authors if a.corresponding), paper.authors[0])
    note = f"\\thanks{{Corresponding author: {name(first)} (email: {latex(first.email)}).}}"
    terms = keywords(paper) or "magnetic materials"
    return (
        f"\\title{{{latex(paper.title)}}}\n"
        f"\\author{{\\IEEEauthorblockN{{{names}}}\n{blocks}\n{note}}}\n"
        "\\IEEEtitleabstractindextext{%\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
        f"\\begin{{IEEEkeywords}}\n{terms}\n\\end{{IEEEkeywords}}}}\n"
        "\\maketitle\n"
    )


def _revtex_collab(paper: Paper, rng: random.Random) -> str:
    lines = []
    for a in paper.authors:
        lines.append(f"\\author{{{name(a)}}}")
        if a.corresponding:
            lines.append(f"\\email{{{latex(a.email)}}}")
        lines.append(f"\\affiliation{{{place(paper.affiliations[a.affiliations[0]])}}}")
    group = "".join(rng.choice("ABCDEFGHKLMNPRSTUVWXZ") for _ in range(rng.randint(3, 5)))
    number = f"{group}-{rng.randint(2008, 2024)}-{rng.randint(1, 299):03d}"
    return (
        f"\\preprint{{{number}}}\n\\title{{{latex(paper.title)}}}\n" + "\n".join(lines) + "\n"
        f"\\collaboration{{The {group} Collaboration}}\n\\noaffiliation\n"
        f"\\date{{{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {rng.randint(2008, 2024)}}}\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n\\maketitle\n"
    )


HELDOUT29_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("worlddev", "worlddev", "author,date,noendfloat,noendnotes", _WORLDDEV, _worlddev,
                 before_document=True),
        Template("articleingud", "articleingud", "", LMODERN, _articleingud),
        Template("ieeetran-transmag", "IEEEtran", "journal,transmag", TIMES, _transmag),
        Template("revtex-collab", "revtex4-2", "aps,prd,preprint,groupedaddress", LMODERN,
                 _revtex_collab),
    )
}  # fmt: skip

__all__ = ["HELDOUT29_TEMPLATES"]

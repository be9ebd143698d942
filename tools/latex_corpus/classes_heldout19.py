"""Classes added by ``latex19`` as held out: ``pracjourn``, ``ltugboat`` and ``sugconf``;
``ltugboat`` is a train class since ``latex20``, ``pracjourn`` and ``sugconf`` since
``latex21``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter with its class's own macros, and the truth is what the class prints.

* ``pracjourn``: The PracTeX Journal (``pracjourn.cls``): a flush-left title
  block in Palatino, the byline one ``\\author`` line, then the class's
  labelled information blocks (``\\email``, ``\\address``: "Email", "Address") and the abstract
  given in the preamble with ``\\abstract{...}`` under an "Abstract" label.
* ``ltugboat``: TUGboat, the TeX Users Group's journal (``ltugboat.cls``, two
  columns): one ``\\author`` per name, each with its ``\\address`` and
  ``\\netaddress`` (printed in the signature block at the article's end, not
  under the title), the abstract under an "Abstract" section heading.  Set as
  the journal publishes it (since ``latex20``): the ``final`` option, a drawn
  volume, issue, year and first page, so the running head reads "TUGboat,
  Volume 42 (2021), No. 2" with the page number and the first column's foot
  the article's DOI (the class's default draft mode put "draft: DATE" and a
  "?" page number in the head, which no published article has), and
  ``\\emergencystretch`` so that no overfull line runs into the gutter (the
  journal's editors mend those; the drawn text in its narrow columns left
  many).
* ``sugconf``: SAS Users Group conference proceedings (``sugconf.cls``): a
  paper number above a bold centred title and byline, the text in one wide
  column with unindented paragraphs, the abstract an "ABSTRACT" section.

All three were held out: never built into a ``train`` corpus and never looked
at while writing the extraction rules (each compiled here within minutes of
trying, 2026-11-30). ``latex19`` measured them once; ``ltugboat`` lost every
title there, and ``latex20`` (2026-11-30) made it a train class so that its
failures could be looked at.  ``pracjourn`` and ``sugconf`` stayed held out
then; ``latex21`` (2026-11-30) made them train classes too (measured held out once:
sugconf 1.000 on every field, pracjourn authors 0.979) and held out new classes
instead (:mod:`latex_corpus.classes_heldout21`).
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
)
from latex_corpus.escape import latex
from latex_corpus.paper import Paper


def _pracjourn(paper: Paper, rng: random.Random) -> str:
    writer = next(a for a in paper.authors if a.corresponding)
    text = abstract_text(paper, rng).replace("\n\n", " \\par ")  # a macro argument
    year = rng.choice((2019, 2020, 2021))
    issue = (
        f"\\TPJissue{{{year}}}{{{rng.randint(1, 2)}}}\n"
        f"\\TPJrevision{{{year}}}{{{rng.randint(1, 12):02d}}}{{{rng.randint(1, 28):02d}}}\n"
    )
    return (
        issue + f"\\title{{{latex(paper.title)}}}\n"
        f"\\author{{{and_list([name(a) for a in paper.authors])}}}\n"
        f"\\email{{{latex(writer.email)}}}\n"
        f"\\address{{{place(paper.affiliations[writer.affiliations[0]])}}}\n"
        f"\\abstract{{{text}}}\n"
        "\\begin{document}\n\\maketitle\n"
    )


def _ltugboat(paper: Paper, rng: random.Random) -> str:
    volume = rng.randint(38, 45)
    issue = (  # the published form: volume, issue and year in the head, a real page
        f"\\vol {volume}, {rng.randint(1, 3)}.\n\\issyear {volume + 1979}.\n"
        f"\\setcounter{{page}}{{{rng.randint(3, 380)}}}\n\\PrelimDraftfalse\n"
        "\\setlength{\\emergencystretch}{3em}\n"  # an edited issue has no line in the gutter
    )
    lines = [issue + f"\\title{{{latex(paper.title)}}}"]
    for a in paper.authors:
        lines.append(f"\\author{{{name(a)}}}")
        lines.append(f"\\address{{{place(paper.affiliations[a.affiliations[0]])}}}")
        lines.append(f"\\netaddress{{{latex(a.email)}}}")
    return (
        "\n".join(lines) + "\n\\begin{document}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


def _sugconf(paper: Paper, rng: random.Random) -> str:
    words = f"\\sugconfkeywords{{{keywords(paper)}}}\n" if paper.keywords else ""
    return (
        f"\\sugconfpapernumber{{Paper {rng.randint(100, 999)}-{rng.randint(19, 24)}}}\n"
        + words
        + f"\\title{{{latex(paper.title)}}}\n"
        f"\\author{{{and_list([name(a) for a in paper.authors])}}}\n"
        "\\begin{document}\n\\maketitle\n"
        f"\\section*{{Abstract}}\n{abstract_text(paper, rng)}\n"
    )


_UTF8 = "\\inputencoding{utf8}\n"  # sugconf loads inputenc with ansinew itself

HELDOUT19_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("pracjourn", "pracjourn", "", "", _pracjourn,
                 before_document=True),
        Template("ltugboat", "ltugboat", "final", LMODERN, _ltugboat,
                 before_document=True),
        Template("sugconf", "sugconf", "", _UTF8, _sugconf,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT19_TEMPLATES"]

"""Classes added by ``latex32`` as held out, train classes since ``latex33``:
``lni``, ``regstud``, ``itaxpf`` and ``ecca``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter with its class's own macros, and the truth is what the class prints.

* ``lni``: the German Informatics Society's Lecture Notes in Informatics
  (``lni.cls``, option ``english``): the series' line at the top, a bold title
  flush left, the names with superscript numbers in one row, the affiliations and
  e-mail as numbered foot notes, the abstract run in after a bold "Abstract:" in
  small type, then a run-in "Keywords:" line with semicolons.
* ``regstud``: the ``economic`` bundle's manuscript class for Regional Studies
  (options ``author,date``): a bold centred title, the byline in letter-spaced
  capitals, the affiliations in one italic paragraph, a date, and the abstract
  with no heading at all, closed by plain "Key words:" and "JEL classification:"
  lines, double-spaced.
* ``itaxpf``: the same bundle's class for International Tax and Public Finance
  (option ``titlepage``): a title page with the names joined by "and", the italic
  affiliations, the corresponding author's postal address and e-mail in a
  centred block, then the abstract run in after a bold "Abstract" with no
  punctuation, and bold run-in "Key words" and "JEL classification" lines.
* ``ecca``: the same bundle's class for Economica: a title in plain type, "By"
  and the names in small capitals, the italic affiliations and a date, the
  abstract with no heading in small type in a narrower unbreakable block (a long
  one goes whole to the next page), closed by "Key words:" and "JEL
  classification:".

``regstud``, ``itaxpf`` and ``ecca`` come from the ``economic`` bundle, as
``worlddev`` does (train since ``latex32``); their front matter differs from it and
from each other in kind: a letter-spaced byline over a headingless abstract, a
title page with a postal address block and a run-in label with no stop, a "By"
byline in small capitals over a headingless boxed abstract.

Held out from ``latex32`` (measured once then) until ``latex33`` made them train
classes; while held out they were never built into a ``train`` corpus nor looked
at while writing the extraction rules.  Each was tried on a made-up paper only
(2026-11-30), the typeset first page looked at, never what the reader made of it.
Tried and dropped (they do not compile here with pdfLaTeX): ``jacow``
(``tgtermes.sty`` missing), ``quantumarticle`` (a LaTeX hooks error), ``einfart``
(babel languages and fontspec), ``njf``, ``erae``, ``agecon``, ``ajae`` (a
titlesec error), ``gzt``, ``matapli``.  ``mnras``, ``achemso``, ``elsarticle`` and
``ejpecp`` are train classes already (:mod:`latex_corpus.classes_sci` and others).
TeX Live here has no ``aa``, ``imsart``, ``jss``, ``copernicus``, ``lipics``, ``svjour3``,
``sn-jnl``, ``iopart``, ``pnas-new`` or ``bmcart``.
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, and_list, keywords, name, place
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_MONTHS = ("January", "March", "April", "June", "September", "November")
_AND = " \\and "
_JEL = ("C21", "D24", "H21", "H25", "R11", "R12", "J24")
_NUMBERS = "\\setcitestyle{numbers}\n"
_ECON = "\\usepackage[T1]{fontenc}\n" + _NUMBERS
_FONT = "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n"


def _places(paper: Paper) -> list[int]:
    """The affiliations the authors name first, in byline order, each once."""
    return list(dict.fromkeys(a.affiliations[0] for a in paper.authors))


def _lni(paper: Paper, rng: random.Random) -> str:
    names = []
    for a in paper.authors:
        mail = f" \\email{{{latex(a.email)}}}" if a.corresponding else ""
        where = place(paper.affiliations[a.affiliations[0]])
        names.append(f"{name(a)}\\footnote{{{where}{mail}}}")
    short = _AND.join(name(a) for a in paper.authors)
    words = keywords(paper, _AND) or "data"
    return (
        f"\\title{{{latex(paper.title)}}}\n"
        f"\\author[{short}]{{{_AND.join(names)}}}\n"
        "\\begin{document}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
        f"\\begin{{keywords}}\n{words}\n\\end{{keywords}}\n"
    )


def _economics(paper: Paper, rng: random.Random, *, address: bool) -> str:
    """The economics bundle's manuscript classes: names joined by "and", the
    affiliations in one italic line, key words and JEL codes closing the abstract;
    ``address``: the corresponding author's postal address and e-mail under them."""
    places = "; ".join(place(paper.affiliations[i]) for i in _places(paper))
    first = next((a for a in paper.authors if a.corresponding), paper.authors[0])
    where = place(paper.affiliations[first.affiliations[0]])
    post = f"\\address{{{name(first)}, {where}, e-mail: {latex(first.email)}}}\n"
    words = keywords(paper) or "regional growth"
    jel = ", ".join(rng.sample(_JEL, 2))
    return (
        f"\\title{{{latex(paper.title)}}}\n"
        f"\\author{{{and_list([name(a) for a in paper.authors])}}}\n"
        f"\\affiliation{{{places}}}\n"
        + (post if address else "")
        + f"\\date{{{rng.choice(_MONTHS)} {rng.randint(2008, 2024)}}}\n"
        f"\\keywords{{{words}}}\n\\jelclass{{{jel}}}\n"
        "\\begin{document}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


def _regstud(paper: Paper, rng: random.Random) -> str:
    return _economics(paper, rng, address=False)


def _itaxpf(paper: Paper, rng: random.Random) -> str:
    return _economics(paper, rng, address=True)


def _ecca(paper: Paper, rng: random.Random) -> str:
    return _economics(paper, rng, address=False)


HELDOUT32_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("lni", "lni", "english", _FONT, _lni, before_document=True),
        Template("regstud", "regstud", "author,date,noendfloat", _ECON, _regstud,
                 before_document=True),
        Template("ecca", "ecca", "", _ECON, _ecca, before_document=True),
        Template("itaxpf", "itaxpf", "titlepage,noendfloat", _ECON, _itaxpf,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT32_TEMPLATES"]

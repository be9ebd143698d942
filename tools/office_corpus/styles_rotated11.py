"""Word-template-like styles, part fourteen: front35's held-out styles, train from front36.

front35 wrote these two for a held-out corpus and measured them once (office held
out, closing22: ``inverted`` 1.000, ``numbered`` authors 0.863); front36 moved them
here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out
ones in :mod:`office_corpus.styles_held`:

* ``inverted`` (front35): a French or Spanish school's paper: the title in bold,
  centred, then one line of names each printed surname first in
  capitals, a comma and the given names ("LEE, Ann ; CHEN, Bo"), joined by " ; ", the
  institutions in italics on the next line joined by " – ", then "Abstract" run in
  bold with a full stop before the text; a one-column body;
* ``numbered`` (front35): a technical note's front page: the title in large bold left,
  then a bold "Contributors" paragraph over a numbered list, each item "1. Ann Lee
  (Institute of X)", then the abstract under a bold "Scope" heading; a one-column body.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style

_PARTICLES = ("van", "von", "de", "der", "da", "di", "del", "la", "le", "du", "Di", "De", "Van")


def _inverted_name(name: str) -> str:
    """ "Ann Lee" → "LEE, Ann"; "Paolo Di Vecchia" → "DI VECCHIA, Paolo"."""
    words = name.split()
    if len(words) < 2:
        return name.upper()
    k = len(words) - 1
    while k > 1 and words[k - 1] in _PARTICLES:
        k -= 1
    return f"{' '.join(words[k:]).upper()}, {' '.join(words[:k])}"


def _inverted(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    title = [Run(paper.title, bold=True, size=look.title_size - 2)]
    paragraph(document, title, align="centre", before=16, after=12)
    names = " ; ".join(_inverted_name(a.name) for a in paper.authors)
    paragraph(document, [Run(names, size=size)], align="centre", after=3)
    places = " \u2013 ".join(dict.fromkeys(p.line().split(",")[0] for p in paper.affiliations))
    if places:
        paragraph(document, [Run(places, italic=True, size=size - 1)], align="centre", after=14)
    abstract_paragraphs(document, paper, "Abstract.", size=size - 0.5)
    paragraph(document, "", after=10)


def _numbered(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left")
    paragraph(document, "", after=6)
    paragraph(document, [Run("Contributors", bold=True, size=size)], align="left", after=3)
    for k, author in enumerate(paper.authors):
        place = paper.first_place(k)
        text = f"{k + 1}. {author.name}" + (f" ({place})" if place else "")
        paragraph(document, [Run(text, size=size)], align="left", indent=14, after=1)
    paragraph(document, [Run("Scope", bold=True, size=size)], align="left", before=10, after=3)
    abstract_paragraphs(document, paper, "", size=size)
    paragraph(document, "", after=10)


ROTATED11_STYLES: dict[str, Style] = {
    "inverted": Style("inverted", _inverted),
    "numbered": Style("numbered", _numbered, family="sans"),
}

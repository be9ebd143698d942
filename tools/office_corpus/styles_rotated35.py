"""Word-template-like styles, part forty-one: front61's held-out styles, now train.

front61 wrote them for its held-out corpus and measured them once (office held out,
seed 6101, 12 PDFs: 1.000 / 0.667 / 0.667 / 0.667 title / author F1 / surname F1 /
abstract F1, the same at base and after front61's rules; bookreview 1.000 / 0.000 /
0.000 / 0.000, honourvolume and translatednote 1.000 on all four); front62 moved them
here (``git mv`` of ``styles_held.py``, only the flag dropped).  A book review's
authors are its reviewers (the "Reviewed by" line), never the reviewed book's writers:
the truth names the reviewers.  Each is modelled on a document researchers
file with their papers:

* ``bookreview``: a journal's book review: "BOOK REVIEW" over the review's title, an
  italic line naming the book under review and its own authors (other people) with its
  press, year and pages, the review's text (the abstract), and the reviewers last,
  flush right ("Reviewed by Ann Lee, Bo Chen and Cy Diaz") over their place; its
  abstract none (front66's convention, ``no_abstract``, as a book review's in indexes
  and the reader's ``cues.NO_ABSTRACT``), though the review's text is printed;
* ``translatednote``: a translated article: the title, the authors on one line, an
  italic "Translated from the German by Dana Price" and an "Originally published as"
  line citing the original, then "Abstract" over the abstract;
* ``honourvolume``: a chapter of a volume in honour of a scholar: a running line
  "Essays in honour of Evan Moss", the title, an italic dedication naming the honoured
  scholar ("For Evan Moss, on his seventieth birthday"), each author on a line of their
  own with the place in italics under it, then "Summary" over the abstract.
"""

from __future__ import annotations

import random

from docx.document import Document
from latex_corpus.paper import Paper

from office_corpus.docx_parts import Run, paragraph, rule
from office_corpus.look import Look
from office_corpus.pieces import abstract_paragraphs
from office_corpus.styles import Style
from office_corpus.styles_rotated34 import _joined, _strangers  # front60's helpers, shared

_PRESSES = ("Oxford: Clarendon Press", "Cambridge, MA: MIT Press", "London: Routledge")
_LANGUAGES = ("German", "French", "Spanish", "Italian", "Dutch")
_ORDINALS = ("sixtieth", "sixty-fifth", "seventieth", "seventy-fifth", "eightieth")
_VENUES = ("Zeitschrift für Methoden", "Revue des études", "Revista de Ciencias")


def _other_title(paper: Paper) -> str:
    """Another record's title (the book under review, the original article)."""
    titles = [r.title for r in paper.others if r.title and r.title != paper.title]
    return titles[0] if titles else "Methods and Measures"


def _bookreview(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run("BOOK REVIEW", bold=True, size=size - 1)], align="left", after=6)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=8)  # fmt: skip
    writers = _joined(_strangers(paper, rng.randint(1, 2)))
    book = (
        f"{_other_title(paper)}, by {writers}. {rng.choice(_PRESSES)}, "
        f"{rng.randint(2008, 2023)}. {rng.randint(180, 520)} pp. "
        f"ISBN 978-{rng.randint(0, 9)}-{rng.randint(100, 999)}-{rng.randint(10000, 99999)}-"
        f"{rng.randint(0, 9)}."
    )
    rule(paragraph(document, [Run(book, italic=True, size=size)], align="left", after=10))
    abstract_paragraphs(document, paper, "", size=size)
    names = _joined([a.name for a in paper.authors])
    paragraph(document, [Run(f"Reviewed by {names}", bold=True, size=size)], align="right",
              before=8, after=0)  # fmt: skip
    place = paper.first_place(0)
    if place:
        paragraph(document, [Run(place, italic=True, size=size - 1)], align="right")


def _translatednote(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="centre",
              after=8)  # fmt: skip
    names = _joined([a.name for a in paper.authors])
    paragraph(document, [Run(names, size=size + 1)], align="centre", after=4)
    (translator,) = _strangers(paper, 1)
    line = f"Translated from the {rng.choice(_LANGUAGES)} by {translator}"
    paragraph(document, [Run(line, italic=True, size=size - 1)], align="centre", after=2)
    original = (
        f"Originally published as “{_other_title(paper)}”, {rng.choice(_VENUES)} "
        f"{rng.randint(10, 80)} ({rng.randint(1995, 2015)}): {rng.randint(1, 300)}–"
        f"{rng.randint(301, 600)}."
    )
    paragraph(document, [Run(original, size=size - 2)], align="centre", after=12)
    paragraph(document, [Run("Abstract", bold=True, size=size + 1)], align="left", after=3)
    abstract_paragraphs(document, paper, "", size=size)


def _honourvolume(document: Document, paper: Paper, look: Look, rng: random.Random) -> None:
    size = look.body_size
    (honoured,) = _strangers(paper, 1)
    running = paragraph(document, [Run(f"Essays in honour of {honoured}", italic=True,
                                       size=size - 2)], align="centre", after=14)  # fmt: skip
    rule(running)
    paragraph(document, [Run(paper.title, bold=True, size=look.title_size)], align="left",
              after=6)  # fmt: skip
    line = f"For {honoured}, on the occasion of the {rng.choice(_ORDINALS)} birthday"
    paragraph(document, [Run(line, italic=True, size=size - 1)], align="left", after=10)
    for index, author in enumerate(paper.authors):
        paragraph(document, [Run(author.name, bold=True, size=size)], align="left", after=0)
        place = paper.first_place(index)
        if place:
            paragraph(document, [Run(place, italic=True, size=size - 1)], align="left", after=4)
    paragraph(document, [Run("Summary", bold=True, size=size + 1)], before=10, after=3)
    abstract_paragraphs(document, paper, "", size=size)


ROTATED35_STYLES: dict[str, Style] = {
    "bookreview": Style("bookreview", _bookreview, no_abstract=True),
    "translatednote": Style("translatednote", _translatednote),
    "honourvolume": Style("honourvolume", _honourvolume, family="sans"),
}

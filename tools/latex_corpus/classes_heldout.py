"""Held-out classes added by ``latex18``: ``lni`` and ``ijdc``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter with its class's own macros, and the truth is what the class prints.

* ``lni``: the Gesellschaft für Informatik's Lecture Notes in Informatics
  (proceedings; ``lni.cls``, English mode): ``\\author[short]{…}`` with each
  author's affiliation and e-mail in a footnote (``\\footnote`` becomes
  ``\\thanks`` in the title), names joined by ``\\and``, a run-in
  "Abstract:" and the ``keywords`` environment with ``\\and`` between words;
  the class sets its own Times-like faces.
* ``ijdc``: the International Journal of Digital Curation (``ijdc-v14.cls``,
  ``dccpaper-base.sty``): ``\\author`` runs closed by ``\\affil`` (one centred
  block a run), ``\\correspondence`` at the first page's foot, the abstract on
  the title page alone; Baskerville text under the journal's sans head.

Both are held out: never built into a ``train`` corpus and never looked at while
writing the extraction rules (they compiled here at the first try, 2026-11-29).
"""

from __future__ import annotations

import random

from latex_corpus.classes import Template, abstract_text, name, place
from latex_corpus.classes_more import _runs
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_UTF8 = "\\usepackage[utf8]{inputenc}\n"
_BOOKS = ("Informatik 2024", "Datenbanksysteme für Business und Web", "Software Engineering")


def _lni(paper: Paper, rng: random.Random) -> str:
    names = []
    for a in paper.authors:
        mail = f" \\email{{{latex(a.email)}}}" if a.corresponding or rng.random() < 0.5 else ""
        note = f"{place(paper.affiliations[a.affiliations[0]])}{mail}"
        names.append(f"{name(a)}\\footnote{{{note}}}")
    short = " \\and ".join(name(a) for a in paper.authors)
    words = " \\and ".join(latex(k) for k in paper.keywords)
    keywords = f"\\begin{{keywords}}\n{words}\n\\end{{keywords}}\n" if words else ""
    return (
        f"\\title{{{latex(paper.title)}}}\n\\author[{short}]{{" + "\n\\and ".join(names) + "}\n"
        f"\\startpage{{{rng.randint(1, 400)}}}\n\\editor{{Editor Name}}\n"
        f"\\booktitle{{{_BOOKS[len(paper.key) % len(_BOOKS)]}}}\n\\yearofpublication{{2024}}\n"
        f"\\maketitle\n\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
        + keywords
    )


def _ijdc(paper: Paper, rng: random.Random) -> str:
    lines = [f"\\title{{{latex(paper.title)}}}"]
    for index, people in _runs(paper):
        lines.extend(f"\\author{{{name(a)}}}" for a in people)
        lines.append(f"\\affil{{{place(paper.affiliations[index])}}}")
    writer = next(a for a in paper.authors if a.corresponding)
    where = place(paper.affiliations[writer.affiliations[0]])
    return (
        "\n".join(lines) + "\n"
        f"\\correspondence{{{name(writer)}, {where}. Email: \\email{{{latex(writer.email)}}}}}\n"
        f"\\submitted{{{rng.randint(1, 28)} March 2024}}\n"
        f"\\accepted{{{rng.randint(1, 28)} August 2024}}\n"
        "\\volume{19}\n\\issue{1}\n"
        "\\begin{document}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


HELDOUT_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("lni", "lni", "english", _UTF8, _lni, heldout=True),
        Template("ijdc", "ijdc-v14", "article", _UTF8, _ijdc, heldout=True,
                 before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT_TEMPLATES"]

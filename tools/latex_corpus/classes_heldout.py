"""Classes added by ``latex18`` as held out, train classes since ``latex19``:
``asaetr`` and ``ijdc``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter with its class's own macros, and the truth is what the class prints.

* ``asaetr``: Transactions of the ASAE (American Society of Agricultural
  Engineers; ``asaetr.cls``): the title in small capitals, names joined by
  ``\\and`` each with its ``\\thanks`` affiliation and a membership grade on its
  own lines under the name (``\\member``: "Member / ASAE"), the abstract under an
  "Abstract" section heading with ``\\keywords`` at its end.
* ``ijdc``: the International Journal of Digital Curation (``ijdc-v14.cls``,
  ``dccpaper-base.sty``): ``\\author`` runs closed by ``\\affil`` (one centred
  block a run), ``\\correspondence`` at the first page's foot, the abstract on
  the title page alone; Baskerville text under the journal's sans head.

Both were held out in ``latex18`` (compiled here within minutes of trying,
2026-11-29) and measured once there; ``latex19`` (2026-11-30) made them train
classes, so that their failures could be looked at, and held out new classes
instead (:mod:`latex_corpus.classes_heldout19`).  ``lni`` (GI Lecture Notes in
Informatics) was tried and dropped: the class loads babel with ``ngerman``, whose
language file is not installed.
"""

from __future__ import annotations

import random

from latex_corpus.classes import LMODERN, Template, abstract_text, keywords, name, place
from latex_corpus.classes_more import author_runs
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_UTF8 = "\\usepackage[utf8]{inputenc}\n"
_GRADES = ("\\member", "\\associate", "\\student", "\\fellow", "")


def _asaetr(paper: Paper, rng: random.Random) -> str:
    names = []
    for a in paper.authors:
        grade = rng.choice(_GRADES)
        mail = f", {latex(a.email)}" if a.corresponding else ""
        note = f"{place(paper.affiliations[a.affiliations[0]])}{mail}"
        names.append(f"{name(a)}\\thanks{{{note}.}} {grade}")
    words = f" \\keywords{{{keywords(paper)}}}" if paper.keywords else ""
    return (
        f"\\title{{{latex(paper.title)}}}\n\\author{{" + "\n\\and\n".join(names) + "}\n"
        "\\begin{document}\n\\maketitle\n"
        f"\\begin{{abstract}}\n{abstract_text(paper, rng)}{words}\n\\end{{abstract}}\n"
    )


def _ijdc(paper: Paper, rng: random.Random) -> str:
    lines = [f"\\title{{{latex(paper.title)}}}"]
    for index, people in author_runs(paper):
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
        Template("asaetr", "asaetr", "", LMODERN, _asaetr, before_document=True),
        Template("ijdc", "ijdc-v14", "article", _UTF8, _ijdc, before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT_TEMPLATES"]

"""Classes added by ``latex70`` as held out: ``teaser-figure``, ``framed-dates``,
``wrapped-thanks`` and ``corresponding-foot``.

Same contract as :mod:`latex_corpus.classes`: each template writes the front
matter, and the truth is what it prints.  Where latex69's four were rare layouts
(slides, a thesis in two languages), these four are layouts common in real LaTeX
papers that no earlier template sets this way, written by hand (each declares
``\\title`` for the record but sets the front matter itself, with no ``\\maketitle``),
in a document class no earlier template uses (``simplecv``, ``mycv``,
``exam``, ``contracard``: each loads ``article`` and adds little):

* ``teaser-figure``: ``simplecv``: a two-column conference paper whose spanning head
  holds the title, the names with numbered marks, the numbered places in small type,
  then a teaser figure (a framed drawing the page's width and a two-line caption
  "Figure 1: ...") between the byline and the abstract; the abstract opens the first
  column in small type under a small bold centred "Abstract" (set by hand).
* ``framed-dates``: ``mycv``: a journal article: the title, the names with
  numbered marks, a long list of numbered places in footnote type, then a framed box
  (``framed``) holding a "Received …; Accepted …; Published …" line, a bold
  "Abstract" label over the abstract, and a "Keywords:" row; the body after the box.
* ``wrapped-thanks``: ``exam``: the standard article head set by hand: the title with a
  star footnote mark ("Preprint. Under review." at the foot), the names in one centred
  paragraph that wraps ("A, B, C, and D"), each name with a numbered footnote mark
  whose note at the foot names the place; the abstract in the standard ``abstract``.
* ``corresponding-foot``: ``contracard``: an arXiv-style review copy: line numbers in the
  margin (``lineno``) and a grey "DRAFT" watermark across the page
  (``draftwatermark``), the title, the names with numbered marks and a star on the
  corresponding author, no places under the names: the first page's foot holds an
  unmarked note "* Corresponding author: e-mail" and the numbered places; the
  abstract under a bold run-in "Abstract." label.

Each differs from every earlier template: a figure and its caption between the
byline and the abstract; an abstract boxed with its submission dates; a byline as a
wrapped paragraph of footnote-marked names; places only at the foot of a
line-numbered, watermarked review copy.

Measured once on the base (64869831, ``--split heldout --seed 70 --fonts``): see
``docs/pdf-log.md``, round 70.

Held out: never built into a ``train`` corpus nor looked at while writing the
extraction rules.  Each was compiled on seed 1 only to see it compiles, never read
by the extractor before the measurement.
"""

from __future__ import annotations

import random

from latex_corpus.classes import (
    LMODERN,
    Template,
    abstract_text,
    and_list,
    keywords,
    marks,
    name,
    place,
    superscript_names,
    superscript_places,
    title_head,
)
from latex_corpus.escape import latex
from latex_corpus.paper import Paper

_FONT = LMODERN
_MONTHS = ("January", "March", "May", "July", "September", "November")
_CAPTIONS = (
    "Overview of the proposed approach. Given the input observations (left), the method "
    "builds an intermediate representation (middle) and produces the final estimate (right).",
    "Example results on three representative cases. Our estimates (bottom row) closely "
    "follow the reference measurements (top row) across all conditions.",
)


def _date(rng: random.Random, year: int) -> str:
    return f"{rng.randrange(1, 29)} {rng.choice(_MONTHS)} {year}"


def _places_of(paper: Paper, indices: tuple[int, ...]) -> str:
    return "; ".join(place(paper.affiliations[i]) for i in indices)


def _keywords(paper: Paper, label: str) -> str:
    words = keywords(paper)
    return f"\\par\\smallskip\n\\noindent\\textbf{{{label}}} {words}" if words else ""


def _teaser_figure(paper: Paper, rng: random.Random) -> str:
    return (
        f"{title_head(paper)}\\twocolumn[{{\\begin{{center}}\n"
        f"{{\\LARGE\\bfseries {latex(paper.title)}\\par}}\\bigskip\n"
        f"{{\\large {superscript_names(paper)}\\par}}\\medskip\n"
        f"{{\\small {superscript_places(paper)}\\par}}\\bigskip\n"
        "\\fbox{\\parbox[c][3.2cm][c]{0.9\\textwidth}{\\centering\\rule{0.25\\textwidth}{2.4cm}"
        "\\hfill\\rule{0.25\\textwidth}{2.4cm}\\hfill\\rule{0.25\\textwidth}{2.4cm}}}\\par\\smallskip\n"
        "\\parbox{0.9\\textwidth}{\\small\\textbf{Figure 1:} "
        f"{rng.choice(_CAPTIONS)}}}\n\\end{{center}}\\bigskip}}]\n"
        "{\\centering\\small\\bfseries Abstract\\par}\\smallskip\n"
        f"{{\\small\\noindent {abstract_text(paper, rng)}\\par}}\\medskip\n"
    )


def _framed_dates(paper: Paper, rng: random.Random) -> str:
    year = rng.randrange(2016, 2025)
    dates = (
        f"Received {_date(rng, year)}; Accepted {_date(rng, year + 1)}; "
        f"Published online {_date(rng, year + 1)}"
    )
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\Large\\bfseries {latex(paper.title)}\\par}}"
        f"\\medskip\n{superscript_names(paper)}\\par\\medskip\n"
        f"{{\\footnotesize\\itshape {superscript_places(paper)}\\par}}\\end{{center}}\n"
        f"\\begin{{framed}}\n{{\\footnotesize\\noindent {dates}\\par}}\\medskip\n"
        "\\noindent\\textbf{Abstract}\\par\\smallskip\n"
        f"\\noindent {abstract_text(paper, rng)}{_keywords(paper, 'Keywords:')}\n"
        "\\end{framed}\n"
    )


def _wrapped_thanks(paper: Paper, rng: random.Random) -> str:
    names = and_list([f"{name(a)}\\footnotemark[{k + 1}]" for k, a in enumerate(paper.authors)])
    notes = "".join(
        f"\\footnotetext[{k + 1}]{{{_places_of(paper, a.affiliations)}}}"
        for k, a in enumerate(paper.authors)
    )
    return (
        f"{title_head(paper)}\\begin{{center}}{{\\LARGE {latex(paper.title)}"
        "\\textsuperscript{$\\ast$}\\par}\\vspace{1.5em}\n"
        f"{{\\large {names}\\par}}\\vspace{{1em}}\n{{\\large \\today\\par}}\\end{{center}}\n"
        "{\\renewcommand{\\thefootnote}{$\\ast$}\\footnotetext{Preprint. Under review.}}\n"
        f"{notes}\\setcounter{{footnote}}{{{len(paper.authors)}}}\n"
        "\\begin{abstract}\n"
        f"{abstract_text(paper, rng)}\n\\end{{abstract}}\n"
    )


def _corresponding_foot(paper: Paper, rng: random.Random) -> str:
    names = and_list(
        [
            f"{name(a)}\\textsuperscript{{{marks(a)}{',*' if a.corresponding else ''}}}"
            for a in paper.authors
        ]
    )
    mails = [latex(a.email) for a in paper.authors if a.corresponding and a.email]
    mail = f"\\textsuperscript{{*}}Corresponding author: {mails[0]}\\\\\n" if mails else ""
    return (
        f"{title_head(paper)}\\linenumbers\n\\begin{{center}}"
        f"{{\\Large\\bfseries {latex(paper.title)}\\par}}\\bigskip\n{names}\\par\\end{{center}}\n"
        "{\\renewcommand{\\thefootnote}{}\\footnotetext{"
        f"{mail}{superscript_places(paper)}}}}}\n"
        f"\\noindent\\textbf{{Abstract.}} {abstract_text(paper, rng)}"
        f"{_keywords(paper, 'Keywords:')}\\par\\medskip\n"
    )


_FRAMED = _FONT + "\\usepackage{framed}\n"
_REVIEW = (
    _FONT + "\\usepackage{lineno}\n\\usepackage{draftwatermark}\n"
    "\\SetWatermarkText{DRAFT}\n\\SetWatermarkScale{4}\n\\SetWatermarkLightness{0.9}\n"
)

HELDOUT70_TEMPLATES: dict[str, Template] = {
    t.name: t
    for t in (
        Template("teaser-figure", "simplecv", "", _FONT, _teaser_figure,
                 heldout=True, before_document=True),
        Template("framed-dates", "mycv", "", _FRAMED, _framed_dates,
                 heldout=True, before_document=True),
        Template("wrapped-thanks", "exam", "", _FONT, _wrapped_thanks,
                 heldout=True, before_document=True),
        Template("corresponding-foot", "contracard", "", _REVIEW, _corresponding_foot,
                 heldout=True, before_document=True),
    )
}  # fmt: skip

__all__ = ["HELDOUT70_TEMPLATES"]

"""HTML paper styles: front38's held-out styles, now train.

front38 wrote them for its held-out corpus and measured them once (``authorcard``
authors 0.760, ``smallcapsline`` 1.000); front39 moved them here, the held-out flag
dropped, and wrote new held-out styles (:mod:`html_corpus.styles_held`):

* ``authorcard`` (front38): a blog post: the title, a date line, the summary as the
  lead paragraphs with no heading, and at the end of the first screen a bordered
  "About the author" card whose lines are each person's name in bold on its own
  line and a short note under it that does not open with the name ("Researcher at
  Institute of X.");
* ``smallcapsline`` (front38): a bulletin's article page: a kicker line in capitals,
  the title, a thin rule, and under it the names in small capitals joined by
  " · ", the places in grey under them, then "Summary" over the text.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_MONTHS = ("February", "April", "July", "August", "October", "December")
_KICKERS = ("Research article", "Original research", "Feature", "Brief report")


def _authorcard(paper: Paper, look: Look, rng: random.Random) -> str:
    day = f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {rng.randint(2015, 2025)}"
    notes = [f"Researcher at {paper.first_place(k)}." for k in range(len(paper.authors))]
    notes = [n if n != "Researcher at ." else "Independent researcher." for n in notes]
    cards = "".join(
        f'<div class="n">{esc(a.name)}</div><div class="b">{esc(note)}</div>'
        for a, note in zip(paper.authors, notes, strict=True)
    )
    head = "About the authors" if len(paper.authors) > 1 else "About the author"
    return (
        f'<h1>{esc(paper.title)}</h1><div class="d">{esc(day)}</div>'
        f"{abstract_html(paper)}"
        f'<div class="card"><div class="h">{head}</div>{cards}</div>'
    )


def _authorcard_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px;margin:0 0 .2em}}.d{{color:#777;font-size:.85em}}"
        ".card{border:1px solid #bbb;padding:.6em 1em;margin-top:1.2em}"
        ".h{text-transform:uppercase;font-size:.8em;letter-spacing:.05em;margin-bottom:.4em}"
        ".n{font-weight:bold;margin-top:.3em}.b{font-size:.9em;color:#444}"
    )


def _smallcapsline(paper: Paper, look: Look, rng: random.Random) -> str:
    names = " \u00b7 ".join(esc(a.name) for a in paper.authors)
    places = " \u00b7 ".join(esc(p.line().split(",")[0]) for p in paper.affiliations)
    return (
        f'<div class="k">{esc(rng.choice(_KICKERS)).upper()}</div>'
        f"<h1>{esc(paper.title)}</h1><hr>"
        f'<div class="names">{names}</div>'
        + (f'<div class="pl">{places}</div>' if places else "")
        + f"<h2>Summary</h2>{abstract_html(paper)}"
    )


def _smallcapsline_css(look: Look) -> str:
    return (
        ".k{font-size:.8em;color:#a33;letter-spacing:.08em}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0}}hr{{border:0;border-top:1px solid #999}}"
        ".names{font-variant:small-caps;font-size:1.05em}.pl{color:#777;font-size:.85em}"
        "h2{font-size:1.1em}"
    )


ROTATED14_STYLES: dict[str, Style] = {
    "authorcard": Style("authorcard", _authorcard, _authorcard_css),
    "smallcapsline": Style("smallcapsline", _smallcapsline, _smallcapsline_css, family="sans"),
}

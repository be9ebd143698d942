"""HTML paper styles, part twenty-one: front45's held-out styles, now train.

front45 wrote them for its held-out corpus and measured them once (browser held out,
seed 45: 1.000 / 0.772 / 0.772 / 0.991 title / author F1 / surname F1 / abstract F1;
``authorolist`` 1.000 on every field, ``datelinelede`` authors 0.544, abstract 0.982);
front46 moved them here (``git mv`` of ``styles_held.py``, only the flag dropped) and
wrote new held-out styles (:mod:`html_corpus.styles_held`), each modelled on a page
real papers are printed from:

* ``authorolist`` (front45): a lab's report page: the title, then "Authors" as a small
  heading over a numbered list, one item per author ("Ann Lee — Place"), then
  "Summary" in a shaded box over the abstract;
* ``datelinelede`` (front45): a news-like research brief: the title, a grey line
  "Research brief · 12 May 2021", the abstract's first paragraph opened by a dateline
  in bold capitals ("BERLIN — "), and the names only after the abstract in an italic
  line ("Ann Lee and Bo Chen wrote this brief.").
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_CITIES = ("BERLIN", "GENEVA", "TORONTO", "MELBOURNE", "LYON")
_MONTHS = ("January", "March", "May", "June", "October", "November")


def _authorolist(paper: Paper, look: Look, rng: random.Random) -> str:
    items = "".join(
        f"<li>{esc(a.name)}"
        + (f" \u2014 {esc(place)}" if (place := paper.first_place(k)) else "")
        + "</li>"
        for k, a in enumerate(paper.authors)
    )
    return (
        f'<h1>{esc(paper.title)}</h1><h3>Authors</h3><ol class="people">{items}</ol>'
        f'<div class="summary"><h2>Summary</h2>{abstract_html(paper)}</div>'
    )


def _authorolist_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px}}h3{{font-size:.95em;margin:.6em 0 .2em}}"
        ".people{margin:0 0 1em 1.2em}.summary{background:#eef1f4;padding:.4em 1em}"
        "h2{font-size:1.1em}"
    )


def _datelinelede(paper: Paper, look: Look, rng: random.Random) -> str:
    date = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2012, 2025)}"
    names = [esc(a.name) for a in paper.authors]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    body = abstract_html(paper)
    lede = f"<strong>{rng.choice(_CITIES)} \u2014</strong> "
    body = body.replace("<p>", "<p>" + lede, 1)
    return (
        f'<h1>{esc(paper.title)}</h1><p class="meta">Research brief \u00b7 {date}</p>'
        f'{body}<p class="who">{joined} wrote this brief.</p>'
    )


def _datelinelede_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px;margin-bottom:.2em}}.meta{{color:#666}}"
        ".who{font-style:italic;margin-top:1.2em}"
    )


ROTATED21_STYLES: dict[str, Style] = {
    "authorolist": Style("authorolist", _authorolist, _authorolist_css),
    "datelinelede": Style("datelinelede", _datelinelede, _datelinelede_css),
}

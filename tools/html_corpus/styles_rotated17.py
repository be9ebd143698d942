"""HTML paper styles, front41's held-out ones, now train.

front41 wrote them for its held-out corpus and measured them once (``togglechips``
1.000 x4, ``shadedsummary`` authors 0.000, abstract 0.885); front42 moved them here
(``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out styles
(:mod:`html_corpus.styles_held`).  Each is modelled on a page real papers are printed
from:

* ``togglechips`` (front41): a preprint server's landing page: the title, then the
  names as rounded, linked chips side by side (each with a small initials disc), a
  line of links ("PDF · Cite · Share"), then an open ``<details>`` toggle whose
  summary reads "Abstract" (Chromium prints its disclosure triangle) over the text;
* ``shadedsummary`` (front41): a ministry's report: a cover with the ministry's line,
  the series number and the title, a page break, then "Prepared by" over the names
  with their places on the cover's back, and under it a two-column grid: "Summary"
  and the abstract in a shaded left column, the report's contents in the right one.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_BODIES = ("Ministry of the Environment", "Department of Health", "Ministry of Education")
_CONTENTS = ("Summary", "1 Background", "2 Methods", "3 Findings", "4 Recommendations")


def _togglechips(paper: Paper, look: Look, rng: random.Random) -> str:
    chips = "".join(
        f'<a class="chip" href="#"><span class="ini">{esc(a.name[:1])}</span>{esc(a.name)}</a>'
        for a in paper.authors
    )
    return (
        f'<div class="srv">Preprint \u00b7 version {rng.randint(1, 4)}</div>'
        f'<h1>{esc(paper.title)}</h1><div class="chips">{chips}</div>'
        '<div class="lk">PDF \u00b7 Cite \u00b7 Share</div>'
        f"<details open><summary>Abstract</summary>{abstract_html(paper)}</details>"
    )


def _togglechips_css(look: Look) -> str:
    return (
        ".srv{color:#777;font-size:.8em}"
        f"h1{{font-size:{look.title_px}px;margin:.3em 0 .5em}}"
        ".chip{display:inline-block;border:1px solid #9ab;border-radius:1em;padding:.1em .6em;"
        "margin:0 .4em .4em 0;color:#124;text-decoration:none;font-size:.9em}"
        ".ini{display:inline-block;background:#cde;border-radius:50%;width:1.3em;"
        "text-align:center;margin-right:.3em;font-size:.8em}"
        ".lk{color:#36a;font-size:.85em;margin:.3em 0 .8em}"
        "summary{font-weight:bold;font-size:1.1em;margin-bottom:.3em}"
    )


def _shadedsummary(paper: Paper, look: Look, rng: random.Random) -> str:
    names = "".join(
        f'<div class="pb">{esc(a.name)}, {esc(paper.first_place(k))}</div>'
        if paper.first_place(k)
        else f'<div class="pb">{esc(a.name)}</div>'
        for k, a in enumerate(paper.authors)
    )
    contents = "".join(f"<li>{esc(c)}</li>" for c in _CONTENTS)
    return (
        f'<div class="cover"><div class="mn">{esc(rng.choice(_BODIES))}</div>'
        f'<div class="sr">Report {rng.randint(1, 30)}/{rng.randint(2015, 2025)}</div>'
        f"<h1>{esc(paper.title)}</h1></div>"
        f'<div class="back"><div class="pl">Prepared by</div>{names}</div>'
        f'<div class="grid"><div class="sum"><h2>Summary</h2>{abstract_html(paper)}</div>'
        f'<div class="toc"><h3>Contents</h3><ul>{contents}</ul></div></div>'
    )


def _shadedsummary_css(look: Look) -> str:
    return (
        ".cover{height:60vh;padding-top:20vh}.mn{font-size:1.1em;letter-spacing:.05em}"
        f".sr{{color:#555;margin:.4em 0 2em}}h1{{font-size:{look.title_px + 4}px}}"
        ".back{break-before:page;margin-bottom:1.2em;font-size:.9em}.pl{font-weight:bold}"
        ".grid{display:grid;grid-template-columns:62% 34%;gap:4%}"
        ".sum{background:#e6ecf0;padding:.5em .8em}.sum h2{margin:0 0 .3em;font-size:1.2em}"
        ".toc{font-size:.85em}.toc ul{padding-left:1em}"
    )


ROTATED17_STYLES: dict[str, Style] = {
    "togglechips": Style("togglechips", _togglechips, _togglechips_css, family="sans"),
    "shadedsummary": Style("shadedsummary", _shadedsummary, _shadedsummary_css),
}

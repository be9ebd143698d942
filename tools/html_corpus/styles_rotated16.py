"""HTML paper styles, front40's held-out styles, now train.

front40 wrote them for its held-out corpus and measured them once (``metafirst``
abstract 0.954, ``boxedhandout`` abstract 0.886); front41 moved them here (``git mv``
of ``styles_held.py``, only the flag dropped) and wrote new held-out styles
(:mod:`html_corpus.styles_held`).  Each is modelled on a page real papers are printed
from:

* ``metafirst`` (front40): a blog-hosted research article: a line of tags
  ("#ecology · #methods"), then the date and a reading time ("12 May 2021 · 6 min
  read") above the title, the names as one line of links joined by commas under it,
  then the abstract with no heading;
* ``boxedhandout`` (front40): a two-column handout: the title and the names with
  their marks across the page, the numbered places under them, then the body's two
  columns, the first opening with a bordered box headed "At a glance" that holds the
  abstract.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, author_list, esc
from html_corpus.styles import Style

_TAGS = ("#research", "#methods", "#data", "#openscience", "#fieldwork", "#theory")
_MONTHS = ("Jan", "Apr", "May", "Aug", "Oct", "Dec")


def _metafirst(paper: Paper, look: Look, rng: random.Random) -> str:
    tags = " \u00b7 ".join(rng.sample(_TAGS, 2))
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2015, 2025)}"
    names = ", ".join(f'<a href="#">{esc(a.name)}</a>' for a in paper.authors)
    return (
        f'<div class="tg">{esc(tags)}</div>'
        f'<div class="mt">{esc(day)} \u00b7 {rng.randint(3, 15)} min read</div>'
        f'<h1>{esc(paper.title)}</h1><div class="nm">{names}</div>{abstract_html(paper)}'
    )


def _metafirst_css(look: Look) -> str:
    return (
        ".tg{color:#1a6;font-size:.8em}.mt{color:#888;font-size:.8em;margin:.2em 0}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .4em}}"
        ".nm a{color:#235;text-decoration:none}.nm{margin-bottom:1em}"
    )


def _boxedhandout(paper: Paper, look: Look, rng: random.Random) -> str:
    return (
        f'<div class="hd"><h1>{esc(paper.title)}</h1><div class="au">{author_list(paper)}</div>'
        f'{affiliation_list(paper)}</div><div class="box"><h3>At a glance</h3>'
        f"{abstract_html(paper)}</div>"
    )


def _boxedhandout_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px;margin:.2em 0}}.hd{{column-span:all}}"
        ".au{margin:.3em 0}.affiliation{font-size:.85em}"
        ".box{border:1.5px solid #333;padding:.4em .6em;margin:.8em 0}.box h3{margin:0 0 .3em}"
    )


ROTATED16_STYLES: dict[str, Style] = {
    "metafirst": Style("metafirst", _metafirst, _metafirst_css, family="sans"),
    "boxedhandout": Style("boxedhandout", _boxedhandout, _boxedhandout_css, columns=2),
}

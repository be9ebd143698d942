"""HTML paper styles, front42's held-out ones, now train.

front42 wrote them for its held-out corpus and measured them once (``contribfold``
authors 0.678, abstract 0.982; ``posterband`` authors 0.833); front43 moved them here
(``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out styles
(:mod:`html_corpus.styles_held`).  Each is modelled on a page real papers are printed
from:

* ``contribfold`` (front42): a journal's web article: the title, a line "Published
  12 May 2021 · Open access", "Abstract" over the text, then an open ``<details>``
  whose summary reads "Contributors (3)" over a list, each item the name in bold and
  its role and place after a comma ("Ann Lee, Conceptualization, Place");
* ``posterband`` (front42): a conference's poster abstract: a coloured banner with the
  conference's name and the title in large white type, "Abstract" over the text in a
  bordered box, and under the box a dark band holding the names joined by
  " · " with their places under them in smaller type.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_ROLES = ("Conceptualization", "Methodology", "Formal analysis", "Writing – review & editing")
_MEETINGS = ("Annual Meeting", "Spring Symposium", "International Congress")


def _contribfold(paper: Paper, look: Look, rng: random.Random) -> str:
    items = "".join(
        f"<li><b>{esc(a.name)}</b>, {esc(rng.choice(_ROLES))}"
        + (f", {esc(paper.first_place(k))}" if paper.first_place(k) else "")
        + "</li>"
        for k, a in enumerate(paper.authors)
    )
    return (
        f"<h1>{esc(paper.title)}</h1>"
        f'<div class="pub">Published {rng.randint(1, 28)} May {rng.randint(2015, 2025)}'
        " \u00b7 Open access</div>"
        f"<h2>Abstract</h2>{abstract_html(paper)}"
        f"<details open><summary>Contributors ({len(paper.authors)})</summary>"
        f"<ul>{items}</ul></details>"
    )


def _contribfold_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .3em}}"
        ".pub{color:#666;font-size:.85em;margin-bottom:1em}h2{font-size:1.15em}"
        "details{border-top:1px solid #ccc;margin-top:1em;padding-top:.4em;font-size:.9em}"
        "summary{font-weight:bold}ul{list-style:none;padding-left:.5em}"
    )


def _posterband(paper: Paper, look: Look, rng: random.Random) -> str:
    names = " \u00b7 ".join(esc(a.name) for a in paper.authors)
    places = " \u00b7 ".join(
        dict.fromkeys(
            esc(paper.first_place(k)) for k in range(len(paper.authors)) if paper.first_place(k)
        )
    )
    return (
        f'<div class="ban"><div class="mt">{rng.randint(2015, 2025)} {esc(rng.choice(_MEETINGS))}'
        f"</div><h1>{esc(paper.title)}</h1></div>"
        f'<div class="box"><h2>Abstract</h2>{abstract_html(paper)}</div>'
        f'<div class="foot"><div class="nm">{names}</div><div class="pl">{places}</div></div>'
    )


def _posterband_css(look: Look) -> str:
    return (
        ".ban{background:#1d4e89;color:#fff;padding:1em 1.2em}.mt{font-size:.85em}"
        f".ban h1{{font-size:{look.title_px + 6}px;margin:.3em 0}}"
        ".box{border:2px solid #1d4e89;padding:.6em 1em;margin:1.2em 0}"
        ".box h2{margin:0 0 .3em;font-size:1.2em}"
        ".foot{background:#222;color:#eee;padding:.6em 1em;margin-top:1.5em}"
        ".nm{font-weight:bold}.pl{font-size:.8em;color:#ccc}"
    )


ROTATED18_STYLES: dict[str, Style] = {
    "contribfold": Style("contribfold", _contribfold, _contribfold_css),
    "posterband": Style("posterband", _posterband, _posterband_css, family="sans"),
}

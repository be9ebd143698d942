"""HTML paper styles: rot22's held-out styles, measured once and moved to train by rot23.

rot22 wrote these two for a held-out corpus and measured them once (postercol
abstract 0.999, tworows 1.000 on every field); a style that has been looked at
no longer measures unseen papers, so rot23 made them train styles and wrote new
held-out ones in :mod:`html_corpus.styles_held`:

* ``postercol`` (rot22): a poster-like first page: the title in white on a dark
  band across the page with the names under it, then two columns side by side:
  a wide one with the affiliations, the corresponding author's e-mail and a
  bulleted "Highlights" list (short claims, not the abstract), and a narrow one
  at the right holding the abstract in a coloured box under a capitals
  "Abstract" label, the keywords under the box;
* ``tworows`` (rot22): a two-column preprint whose title block spans both
  columns: a preprint notice above the title, then the authors in a grid of
  two rows (each name with its institution and e-mail under it), a dated
  "Preprint" line; the abstract opens the left column under a bold heading.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, author_list, esc, keyword_line
from html_corpus.styles import Style

_HIGHLIGHTS = (
    "A simple procedure replaces a costly manual step.",
    "Results hold across every setting we tried.",
    "The data and the code are openly available.",
    "The method needs no tuning by hand.",
    "Errors fall by a wide margin against the usual baseline.",
)
_NOTICES = (
    "This is a preprint; it has not been peer reviewed.",
    "Preprint submitted for review. Comments welcome.",
)
_MONTHS = ("January", "April", "July", "October")


def _postercol(paper: Paper, look: Look, rng: random.Random) -> str:
    author = next(a for a in paper.authors if a.corresponding)
    points = "".join(f"<li>{esc(h)}</li>" for h in rng.sample(_HIGHLIGHTS, 3))
    return (
        f'<div class="band"><h1>{esc(paper.title)}</h1>'
        f'<p class="aus">{author_list(paper)}</p></div>'
        f'<div class="row"><div class="wide">{affiliation_list(paper)}'
        f'<p class="mail">Contact: {esc(author.email)}</p>'
        f"<h3>Highlights</h3><ul>{points}</ul></div>"
        f'<div class="side"><div class="box"><div class="lab">ABSTRACT</div>'
        f"{abstract_html(paper)}</div>{keyword_line(paper)}</div></div>"
    )


def _postercol_css(look: Look) -> str:
    return (
        ".band{background:#1d3557;color:#fff;padding:.8em 1em;margin-bottom:1em}"
        f".band h1{{font-size:{look.title_px + 2}px;margin:0 0 .4em}}.aus{{margin:0}}"
        ".row{display:flex;gap:1.5em;align-items:flex-start;margin-bottom:1em}"
        ".wide{flex:3}.side{flex:2;font-size:.85em}"
        ".affiliation{font-size:.85em}.mail{font-size:.85em}"
        ".box{background:#fdf0d5;border-left:4px solid #c1121f;padding:.3em .8em}"
        ".lab{font-weight:bold;letter-spacing:.1em;margin:.3em 0}"
    )


def _tworows(paper: Paper, look: Look, rng: random.Random) -> str:
    per_row = -(-len(paper.authors) // 2)
    cells = "".join(
        f'<div class="who"><span class="author">{esc(a.name)}</span>'
        f'<div class="inst">{esc(paper.affiliations[a.affiliations[0]].institution)}</div>'
        f'<div class="inst">{esc(a.email)}</div></div>'
        for a in paper.authors
    )
    date = f"Preprint · {rng.choice(_MONTHS)} {rng.randint(2015, 2025)}"
    return (
        f'<div class="top"><div class="notice">{esc(rng.choice(_NOTICES))}</div>'
        f"<h1>{esc(paper.title)}</h1>"
        f'<div class="grid" style="grid-template-columns:repeat({per_row},1fr)">{cells}</div>'
        f'<div class="date">{esc(date)}</div></div>'
        f'<h2 class="ab">Abstract</h2>{abstract_html(paper)}{keyword_line(paper)}'
    )


def _tworows_css(look: Look) -> str:
    return (
        ".top{column-span:all;text-align:center;margin-bottom:1.2em}"
        ".notice{font-size:.75em;color:#555;border:1px solid #aaa;padding:.2em;margin-bottom:1em}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .8em}}"
        ".grid{display:grid;gap:.6em 1em;margin:0 0 .8em}"
        ".who{font-size:.95em}.inst{font-size:.75em}"
        ".date{font-size:.8em;font-style:italic}.ab{font-size:1em;margin:.2em 0}"
    )


ROTATED4_STYLES: dict[str, Style] = {
    "postercol": Style("postercol", _postercol, _postercol_css, family="sans"),
    "tworows": Style("tworows", _tworows, _tworows_css, columns=2),
}

"""HTML paper styles: rot29's held-out styles, measured once and moved to train by front32.

rot29 wrote these two for a held-out corpus and measured them once (closing17:
``repository`` abstract 0.083, its abstract under "Description"); front32 moved
them here, to train (a git mv, only the held-out flag dropped), as rot29 moved
rot26's to :mod:`html_corpus.styles_rotated6`:

* ``repository`` (rot29): an open repository's record page as the browser prints
  it: the site's name over a rule, a resource-type line ("Journal article ·
  Open"), the title, then a two-column grid of metadata rows, each a grey label
  cell and its value ("Creators" with one name a line and the institution in
  parentheses after it, "Published", "Identifier", "Keywords", "Licence"), and
  only then the abstract under a "Description" heading (not "Abstract");
* ``graphical`` (rot29): a journal article page with a graphical abstract: the
  title, the names with numbered marks, the affiliations, then a "Graphical
  abstract" heading over a drawn figure (three boxes with short labels joined by
  arrows) and its one-line caption, and only then the "Abstract" heading over
  the abstract and the keywords.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, author_list, esc, keyword_line
from html_corpus.styles import Style

_SITES = ("Open Research Archive", "University Repository", "Research Data Commons")
_MONTHS = ("February", "April", "June", "September", "December")
_STAGES = (
    ("Data collection", "Model fitting", "Validation"),
    ("Samples", "Measurement", "Analysis"),
    ("Input", "Method", "Outcome"),
)


def _repository(paper: Paper, look: Look, rng: random.Random) -> str:
    creators = "".join(
        f"<div>{esc(a.name)} ({esc(paper.affiliations[a.affiliations[0]].institution)})</div>"
        for a in paper.authors
    )
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2014, 2025)}"
    rows = [
        ("Creators", creators),
        ("Published", esc(day)),
        ("Identifier", f"10.{rng.randint(4000, 9999)}/record.{rng.randint(10000, 99999)}"),
    ]
    if paper.keywords:
        rows.append(("Keywords", esc("; ".join(paper.keywords))))
    rows.append(("Licence", "Creative Commons Attribution 4.0 International"))
    grid = "".join(f'<div class="k">{k}</div><div class="v">{v}</div>' for k, v in rows)
    return (
        f'<div class="site">{esc(rng.choice(_SITES))}</div>'
        '<div class="type">Journal article \u00b7 Open</div>'
        f'<h1>{esc(paper.title)}</h1><div class="meta">{grid}</div>'
        f"<h2>Description</h2>{abstract_html(paper)}"
    )


def _repository_css(look: Look) -> str:
    return (
        ".site{font-weight:bold;font-size:1.1em;border-bottom:2px solid #246;"
        "padding-bottom:.3em;margin-bottom:.8em}"
        ".type{font-size:.8em;color:#555;text-transform:uppercase;letter-spacing:.05em}"
        f"h1{{font-size:{look.title_px}px;margin:.3em 0 .6em}}"
        ".meta{display:grid;grid-template-columns:9em 1fr;font-size:.9em;margin-bottom:1em}"
        ".meta .k{background:#eee;font-weight:bold;padding:.25em .5em;border-bottom:1px solid #fff}"
        ".meta .v{padding:.25em .5em;border-bottom:1px solid #ddd}"
        "h2{font-size:1.2em}"
    )


def _graphical(paper: Paper, look: Look, rng: random.Random) -> str:
    stages = rng.choice(_STAGES)
    boxes = "".join(
        f'<rect x="{10 + 170 * i}" y="20" width="130" height="50" fill="#dde8f3" '
        f'stroke="#246"/><text x="{75 + 170 * i}" y="50" text-anchor="middle" '
        f'font-size="14">{esc(s)}</text>'
        for i, s in enumerate(stages)
    )
    arrows = "".join(
        f'<line x1="{140 + 170 * i}" y1="45" x2="{172 + 170 * i}" y2="45" stroke="#246" '
        f'stroke-width="2"/><path d="M{172 + 170 * i},40 L{180 + 170 * i},45 '
        f'L{172 + 170 * i},50 z" fill="#246"/>'
        for i in range(len(stages) - 1)
    )
    figure = f'<svg width="480" height="90" viewBox="0 0 480 90">{boxes}{arrows}</svg>'
    caption = f"From {stages[0].lower()} to {stages[-1].lower()}: an overview of the study."
    return (
        f'<h1>{esc(paper.title)}</h1><p class="aus">{author_list(paper)}</p>'
        f'<div class="places">{affiliation_list(paper)}</div>'
        f'<h2>Graphical abstract</h2><figure class="ga">{figure}'
        f"<figcaption>{esc(caption)}</figcaption></figure>"
        f"<h2>Abstract</h2>{abstract_html(paper)}{keyword_line(paper)}"
    )


def _graphical_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .5em}}"
        ".places{font-size:.85em;margin-bottom:1em}"
        "h2{font-size:1.15em;margin:.8em 0 .4em}"
        ".ga{border:1px solid #bbb;margin:0 0 1em;padding:.5em;text-align:center}"
        ".ga figcaption{font-size:.8em;font-style:italic}"
    )


ROTATED7_STYLES: dict[str, Style] = {
    "repository": Style("repository", _repository, _repository_css, family="sans"),
    "graphical": Style("graphical", _graphical, _graphical_css),
}

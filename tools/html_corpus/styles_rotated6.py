"""HTML paper styles: rot26's held-out styles, measured once and moved to train by rot29.

rot26 wrote these two for a held-out corpus and measured them once (metricsbar
1.000 / 1.000 / 1.000 / 0.999; smallcaps title 0.167, authors 0.000: title and
names in small capitals, the title's first letter larger); a style that has been
looked at no longer measures unseen papers, so rot29 made them train styles and
wrote new held-out ones in :mod:`html_corpus.styles_held`:

* ``metricsbar`` (rot26): a publisher's article page as the browser prints it: a
  breadcrumb trail ("Home › Journals › … › Volume 12"), an article-type line
  ("Research Article | Open Access | Published: 3 May 2021"), the title, the
  names with numbered marks, then a bar of boxed counters ("Cite this article",
  "1234 Accesses", "12 Citations", "Metrics details") between the byline and an
  "Abstract" heading; the affiliations follow the keywords under an
  "Affiliations" heading;
* ``smallcaps`` (rot26): a mathematics preprint: the title centred in small
  capitals with its first letter twice as large, the names in small capitals on
  one line ("A, B and C", no marks), the affiliations in italic, a "Preprint,
  compiled …" line, then a centred small-capitals "Abstract" label over the
  abstract set narrower than the text and in smaller type, and the keywords as
  an italic run-in "Key words and phrases."
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import (
    abstract_html,
    affiliation_list,
    author_list,
    corresponding_note,
    esc,
    keyword_line,
)
from html_corpus.styles import Style

_JOURNALS = ("Journal of Applied Methods", "Reports in Data Science", "Measurement Letters")
_MONTHS = ("January", "March", "May", "August", "November")


def _metricsbar(paper: Paper, look: Look, rng: random.Random) -> str:
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2014, 2025)}"
    counters = (
        "Cite this article",
        f"{rng.randint(150, 9000)} Accesses",
        f"{rng.randint(1, 90)} Citations",
        "Metrics details",
    )
    bar = "".join(f"<span>{esc(c)}</span>" for c in counters)
    return (
        f'<nav class="crumbs">Home \u203a Journals \u203a {esc(rng.choice(_JOURNALS))} '
        f"\u203a Volume {rng.randint(3, 40)}</nav>"
        f'<div class="kind">Research Article | Open Access | Published: {day}</div>'
        f'<h1>{esc(paper.title)}</h1><p class="aus">{author_list(paper)}</p>'
        f'<div class="bar">{bar}</div><h2>Abstract</h2>{abstract_html(paper)}'
        f"{keyword_line(paper)}<h3>Affiliations</h3>{affiliation_list(paper)}"
        f"{corresponding_note(paper)}"
    )


def _metricsbar_css(look: Look) -> str:
    return (
        ".crumbs{font-size:.75em;color:#555;margin-bottom:.8em}"
        ".kind{font-size:.8em;color:#333;margin-bottom:.4em}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .5em}}"
        ".bar{display:flex;gap:.5em;margin:.8em 0;font-size:.8em}"
        ".bar span{border:1px solid #999;padding:.2em .6em}"
        "h2{font-size:1.2em}h3{font-size:1em}.affiliation,.note{font-size:.85em}"
    )


def _smallcaps(paper: Paper, look: Look, rng: random.Random) -> str:
    names = [esc(a.name) for a in paper.authors]
    by = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    compiled = f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {rng.randint(2014, 2025)}"
    keywords = (
        f'<p class="kw"><em>Key words and phrases.</em> {esc(", ".join(paper.keywords))}.</p>'
        if paper.keywords
        else ""
    )
    return (
        f'<h1 class="sc">{esc(paper.title)}</h1><p class="names">{by}</p>'
        f'<div class="places">{affiliation_list(paper)}</div>'
        f'<p class="compiled">Preprint, compiled {compiled}</p>'
        f'<div class="abs"><div class="label">Abstract</div>{abstract_html(paper)}'
        f"{keywords}</div>"
    )


def _smallcaps_css(look: Look) -> str:
    return (
        f"h1.sc{{font-variant:small-caps;font-weight:normal;text-align:center;"
        f"font-size:{look.title_px}px;margin:.4em 0}}"
        "h1.sc::first-letter{font-size:2em}"
        ".names{font-variant:small-caps;text-align:center;font-size:1.1em;margin:.3em 0}"
        ".places{font-style:italic;text-align:center;font-size:.85em}"
        ".compiled{text-align:center;font-size:.8em;margin:.6em 0 1.2em}"
        ".abs{margin:0 3em;font-size:.9em}"
        ".abs .label{font-variant:small-caps;font-weight:bold;text-align:center}"
    )


ROTATED6_STYLES: dict[str, Style] = {
    "metricsbar": Style("metricsbar", _metricsbar, _metricsbar_css, family="sans"),
    "smallcaps": Style("smallcaps", _smallcaps, _smallcaps_css),
}

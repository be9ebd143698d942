"""HTML paper styles: rot21's held-out styles, measured once and moved to train by rot22.

rot21 wrote these two for a held-out corpus and measured them once (both 1.000 on
every field); a style that has been looked at no longer measures unseen papers,
so rot22 made them train styles and wrote new held-out ones in
:mod:`html_corpus.styles_held`:

* ``reportcover`` (rot21): a technical report's title page: the organisation's
  name in spaced capitals, a report number and month, a thick rule, a large
  title, "Prepared by" and one line per author with the institution under it in
  smaller type, and a distribution statement at the foot; the abstract begins
  page 2 under a centred "Abstract" heading, with keywords after it;
* ``banner`` (rot21): a journal page under a large coloured banner that holds the
  journal's name in white type larger than the title, then an italic teaser
  sentence before the byline, names with a star for the corresponding author and
  ORCID-like icons, the affiliations in small type, and the abstract in a shaded
  box with a bold "Abstract" heading and bold run-in labels when structured.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, author_list, esc, keyword_line
from html_corpus.styles import Style

_ORGS = ("Centre for Applied Systems", "Northgate Research Laboratory", "Institute of Field Data")
_MONTHS = ("March", "June", "September", "December")
_BANNERS = ("Open Journal of Applied Science", "Frontiers of Method", "Quarterly Data Review")
_ICON = (
    '<svg class="oi" width="10" height="10" viewBox="0 0 10 10">'
    '<circle cx="5" cy="5" r="5" fill="#a6ce39"/>'
    '<text x="5" y="7.3" font-size="6" text-anchor="middle" fill="#fff">iD</text></svg>'
)


def _reportcover(paper: Paper, look: Look, rng: random.Random) -> str:
    number = f"Technical Report {rng.choice(('TR', 'RR', 'CS'))}-{rng.randint(2010, 2024)}-"
    number += f"{rng.randint(1, 40):02d} · {rng.choice(_MONTHS)} {rng.randint(2010, 2024)}"
    people = "".join(
        f'<p class="who">{esc(a.name)}</p>'
        f'<p class="inst">{esc(paper.affiliations[a.affiliations[0]].institution)}</p>'
        for a in paper.authors
    )
    note = "Approved for public release; distribution is unlimited."
    return (
        f'<section class="cover"><div class="org">{esc(rng.choice(_ORGS))}</div>'
        f'<div class="num">{esc(number)}</div><hr><h1>{esc(paper.title)}</h1>'
        f'<p class="by">Prepared by</p>{people}<p class="dist">{esc(note)}</p></section>'
        f'<h2 class="abh">Abstract</h2>{abstract_html(paper)}{keyword_line(paper)}'
    )


def _reportcover_css(look: Look) -> str:
    return (
        ".cover{break-after:page;page-break-after:always}"
        ".org{text-transform:uppercase;letter-spacing:.25em;font-size:.9em}"
        ".num{font-size:.85em;color:#444;margin:.3em 0 .6em}"
        "hr{border:0;border-top:4px solid #222;margin:0 0 3em}"
        f"h1{{font-size:{look.title_px + 4}px;margin:0 0 2.5em;line-height:1.2}}"
        ".by{font-style:italic;font-size:.85em;margin:0 0 .5em}"
        ".who{margin:.6em 0 0;font-size:1.1em}.inst{margin:0;font-size:.8em;color:#333}"
        ".dist{margin-top:8em;font-size:.75em}.abh{text-align:center}"
    )


def _banner(paper: Paper, look: Look, rng: random.Random) -> str:
    marks = author_list(paper)
    icons = [_ICON if rng.random() < 0.6 else "" for _ in paper.authors]
    people = marks.split("</span>")
    byline = (
        "".join(
            part + "</span>" + (icons[i] if i < len(icons) else "")
            for i, part in enumerate(people[:-1])
        )
        + people[-1]
    )
    teaser = paper.abstract[0].text.split(". ")[0].rstrip(".") + "."
    return (
        f'<div class="banner">{esc(rng.choice(_BANNERS))}</div>'
        f'<h1>{esc(paper.title)}</h1><p class="teaser">{esc(teaser)}</p>'
        f'<p class="aus">{byline}</p>{affiliation_list(paper)}'
        f'<div class="box"><h2>Abstract</h2>{abstract_html(paper)}</div>{keyword_line(paper)}'
    )


def _banner_css(look: Look) -> str:
    return (
        f".banner{{background:#8b1e3f;color:#fff;font-size:{look.title_px + 10}px;"
        "font-weight:bold;padding:.35em .5em;margin-bottom:.6em}"
        f"h1{{font-size:{look.title_px}px;margin:.3em 0 .4em}}"
        ".teaser{font-style:italic;font-size:1.15em;color:#333;margin:0 0 .8em}"
        ".oi{margin-left:2px;vertical-align:-1px}.affiliation{font-size:.78em}"
        ".box{background:#eef1f4;padding:.4em 1em;margin:1em 0}.box h2{font-size:1em}"
    )


ROTATED3_STYLES: dict[str, Style] = {
    "reportcover": Style("reportcover", _reportcover, _reportcover_css),
    "banner": Style("banner", _banner, _banner_css, family="sans"),
}

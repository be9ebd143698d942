"""HTML paper styles: front39's held-out styles, now train.

front39 wrote them for its held-out corpus and measured them once (``shadedbanner``
abstract 0.996, ``captionbyline`` 0.944); front40 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped) and wrote new held-out styles
(:mod:`html_corpus.styles_held`).  Each is modelled on a page real papers are
printed from:

* ``shadedbanner`` (front39): a conference's extended abstract: a shaded banner
  holding the conference line in small capitals, the title and the names joined by
  commas with marks; the places numbered under the banner, then "Extended abstract"
  over the text;
* ``captionbyline`` (front39): a press-style article: a kicker, the title, a grey
  picture box with a caption under it ("Field work at the site. Photo: Institute"),
  then the byline "By Ann Lee and Bo Chen" in small bold type, a date, and the lead
  paragraphs with no heading.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, author_list, esc
from html_corpus.styles import Style

_MEETINGS = ("Annual Meeting", "Spring Conference", "International Workshop", "Symposium")
_KICKERS = ("Science", "Research news", "Insight", "From the lab")
_MONTHS = ("March", "May", "June", "September", "November")


def _shadedbanner(paper: Paper, look: Look, rng: random.Random) -> str:
    meeting = f"{rng.choice(_MEETINGS)} {rng.randint(2015, 2025)}"
    return (
        f'<div class="ban"><div class="m">{esc(meeting)}</div>'
        f"<h1>{esc(paper.title)}</h1>{author_list(paper)}</div>"
        f"{affiliation_list(paper)}<h2>Extended abstract</h2>{abstract_html(paper)}"
    )


def _shadedbanner_css(look: Look) -> str:
    return (
        ".ban{background:#dfe7ef;padding:.8em 1em;margin-bottom:.6em}"
        ".m{font-variant:small-caps;color:#345}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0}}h2{{font-size:1.05em}}"
    )


def _captionbyline(paper: Paper, look: Look, rng: random.Random) -> str:
    names = [a.name for a in paper.authors]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    place = paper.affiliations[0].line().split(",")[0] if paper.affiliations else "the institute"
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2015, 2025)}"
    return (
        f'<div class="k">{esc(rng.choice(_KICKERS))}</div><h1>{esc(paper.title)}</h1>'
        f'<div class="pic"></div><div class="cap">Field work for the study. Photo: {esc(place)}'
        f'</div><div class="by">By {esc(joined)}</div><div class="d">{esc(day)}</div>'
        f"{abstract_html(paper)}"
    )


def _captionbyline_css(look: Look) -> str:
    return (
        ".k{color:#b22;font-weight:bold;font-size:.85em}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .5em}}"
        ".pic{height:150px;background:#ccc}.cap{font-size:.8em;color:#555;margin:.3em 0 .8em}"
        ".by{font-weight:bold;font-size:.9em}.d{font-size:.8em;color:#777;margin-bottom:.6em}"
    )


ROTATED15_STYLES: dict[str, Style] = {
    "shadedbanner": Style("shadedbanner", _shadedbanner, _shadedbanner_css, family="sans"),
    "captionbyline": Style("captionbyline", _captionbyline, _captionbyline_css),
}

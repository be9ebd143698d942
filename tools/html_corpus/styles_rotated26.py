"""HTML paper styles, part twenty-six: front50's held-out styles, now train.

front50 wrote them for its held-out corpus and measured them once (browser held out,
seed 50: 0.250 / 0.000 / 0.000 / 0.360 title / author F1 / surname F1 / abstract F1);
front51 moved them here (``git mv`` of ``styles_held.py``, only the flag dropped).
Each is modelled on a page real papers are printed from:

* ``profilepubs`` (front50): a researcher's profile page: the researcher's name as
  the page's large heading (a person, not the title), a line of their position and a
  "Publications" tab row, then one expanded publication entry: the paper's title as
  a link, its names in grey, and the abstract under a small "Abstract" toggle;
* ``linkcard`` (front50): a social post sharing the paper: the poster's display name
  and handle (another person), the post's own sentence ("New paper out! Thread
  below"), then a bordered link preview card holding the site's name in small caps,
  the title in bold, the abstract as the card's description, and the names last in a
  "by Ann Lee, Bo Chen" footer.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_POSITIONS = ("Professor of Methods", "Research Fellow", "Senior Lecturer")
_POSTS = ("New paper out! Thread below.", "Our new study is out today.", "Happy to share this one.")
_CARD_SITES = ("journal article", "preprint server", "conference proceedings")


def _other(paper: Paper) -> str:
    others = [r.authors[0] for r in paper.others if r.authors]
    return others[0] if others else "Cy Diaz"


def _profilepubs(paper: Paper, look: Look, rng: random.Random) -> str:
    names = ", ".join(esc(a.name) for a in paper.authors)
    return (
        f'<h1 class="who">{esc(_other(paper))}</h1>'
        f'<p class="pos">{esc(rng.choice(_POSITIONS))}</p>'
        '<p class="tabs">Overview | <b>Publications</b> | Teaching</p>'
        f'<div class="pub"><a href="#">{esc(paper.title)}</a>'
        f'<p class="names">{names}</p>{abstract_html(paper, "Abstract", label_tag="b")}</div>'
    )


def _profilepubs_css(look: Look) -> str:
    return (
        f".who{{font-size:{look.title_px + 6}px}}.pos{{color:#555}}.tabs{{font-size:.85em}}"
        ".pub a{font-size:1.05em;color:#1a4d8f}.names{color:#777;font-size:.9em}"
    )


def _linkcard(paper: Paper, look: Look, rng: random.Random) -> str:
    who = _other(paper)
    handle = "@" + who.lower().replace(" ", "_")
    names = ", ".join(esc(a.name) for a in paper.authors)
    return (
        f'<p class="poster"><b>{esc(who)}</b> <span class="handle">{esc(handle)}</span></p>'
        f"<p>{esc(rng.choice(_POSTS))}</p>"
        f'<div class="card"><p class="site">{esc(rng.choice(_CARD_SITES))}</p>'
        f'<p class="ctitle">{esc(paper.title)}</p>{abstract_html(paper)}'
        f'<p class="by">by {names}</p></div>'
    )


def _linkcard_css(look: Look) -> str:
    return (
        ".handle{color:#777}.card{border:1px solid #ccc;border-radius:8px;padding:.6em}"
        ".site{font-variant:small-caps;color:#777;font-size:.85em}"
        ".ctitle{font-weight:bold;font-size:1.1em}.by{color:#555;font-size:.9em}"
    )


ROTATED26_STYLES: dict[str, Style] = {
    "profilepubs": Style("profilepubs", _profilepubs, _profilepubs_css),
    "linkcard": Style("linkcard", _linkcard, _linkcard_css),
}

"""HTML paper styles: author cards, an "About the authors" box (front34's held-out
styles, train from front35).

front34 wrote these two for a held-out corpus and measured them once (browser held
out, closing21: ``authorcards`` abstract 0.000, ``aboutauthors`` authors 0.000);
front35 moved them here (``git mv`` of ``styles_held.py``, only the flag dropped) and
wrote new held-out ones in :mod:`html_corpus.styles_held`:

* ``authorcards`` (front34): an article page whose authors are cards in a row under
  the title, each a round badge with the name's initials ("AL"), the name in bold
  and the institution in grey under it; the abstract under an "Overview" heading;
* ``aboutauthors`` (front34): a research blog's post: a category and date line over
  the title, a "by" line naming nobody but the team ("By the editorial team"),
  the abstract as the lead paragraphs with no heading, then a shaded "About the
  authors" box of sentences, one an author ("Ann Lee is a Professor at …").
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_MONTHS = ("January", "March", "May", "June", "September", "November")
_TOPICS = ("Methods", "Research news", "Explainers", "Data stories", "Field notes")
_ROLES = ("a researcher", "a Professor", "a doctoral student", "a Senior Lecturer")


def _initials(name: str) -> str:
    words = [w for w in name.replace("-", " ").split() if w[:1].isalpha()]
    return (words[0][0] + words[-1][0]).upper() if len(words) > 1 else name[:2].upper()


def _authorcards(paper: Paper, look: Look, rng: random.Random) -> str:
    cards = "".join(
        f'<div class="card"><span class="badge">{esc(_initials(a.name))}</span>'
        f'<div><b>{esc(a.name)}</b><div class="inst">{esc(paper.first_place(k))}</div></div></div>'
        for k, a in enumerate(paper.authors)
    )
    return (
        f'<h1>{esc(paper.title)}</h1><div class="cards">{cards}</div>'
        f"<h3>Overview</h3>{abstract_html(paper)}"
    )


def _authorcards_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px;margin:.3em 0 .6em}}"
        ".cards{display:flex;flex-wrap:wrap;gap:14px;margin:0 0 1em}"
        ".card{display:flex;align-items:center;gap:6px;width:30%}"
        ".badge{display:inline-block;width:30px;height:30px;border-radius:15px;"
        "background:#2a5d8a;color:#fff;font-size:.75em;text-align:center;line-height:30px}"
        ".inst{font-size:.8em;color:#777}"
    )


def _aboutauthors(paper: Paper, look: Look, rng: random.Random) -> str:
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2012, 2025)}"
    head = f"{esc(rng.choice(_TOPICS))} \u00b7 {esc(day)}"
    bios = " ".join(
        f"{esc(a.name)} is {rng.choice(_ROLES)}"
        + (f" at {esc(paper.first_place(k))}." if paper.first_place(k) else ".")
        for k, a in enumerate(paper.authors)
    )
    return (
        f'<div class="cat">{head}</div><h1>{esc(paper.title)}</h1>'
        f'<div class="by">By the editorial team</div>{abstract_html(paper)}'
        f'<div class="about"><b>About the authors</b><p>{bios}</p></div>'
    )


def _aboutauthors_css(look: Look) -> str:
    return (
        ".cat{font-size:.8em;color:#a33;text-transform:uppercase}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .4em}}"
        ".by{font-size:.85em;color:#666;margin-bottom:1em}"
        ".about{background:#f1f1f1;padding:.6em 1em;margin:1em 0;font-size:.9em}"
    )


ROTATED10_STYLES: dict[str, Style] = {
    "authorcards": Style("authorcards", _authorcards, _authorcards_css),
    "aboutauthors": Style("aboutauthors", _aboutauthors, _aboutauthors_css, family="sans"),
}

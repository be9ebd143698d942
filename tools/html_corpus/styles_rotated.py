"""HTML paper styles rotated into train from the held-out set (issue 25, html19, rot19).

``blog`` (a long-form post: "By A, B and C" after a circled initial, a date and
reading time, the abstract as a shaded "Summary" box) and ``cards`` (author cards
in a flex row, the abstract in a bordered box, a two-column body) were held out
by ``html18`` and measured once there; having been
looked at, they are train styles from ``html19`` on.  ``sidebox`` (the title,
bold names and affiliations in a left column, the abstract in a shaded box beside
them) was held out by ``html19`` and measured once there; ``rot19`` moved it here.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, esc
from html_corpus.styles import Style


def _blog(paper: Paper, look: Look, rng: random.Random) -> str:
    names = [esc(a.name) for a in paper.authors]
    by = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    minutes = rng.randint(8, 25)
    month = rng.choice(("Jan", "Feb", "Sep", "Nov"))
    return (
        f'<h1>{esc(paper.title)}</h1><div class="by"><span class="dot">'
        f"{esc(paper.authors[0].name[0])}</span> By {by}</div>"
        f'<div class="when">{month} {rng.randint(1, 28)}, {rng.randint(2018, 2024)} · '
        f'{minutes} min read</div><blockquote class="tldr"><p class="lead">Summary</p>'
        f"{abstract_html(paper)}</blockquote>"
    )


def _blog_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px + 6}px;line-height:1.15;margin-bottom:.4em}}"
        ".by{font-size:.95em}.dot{display:inline-block;width:1.8em;height:1.8em;"
        "border-radius:50%;background:#ddd;text-align:center;line-height:1.8em}"
        ".when{color:#777;font-size:.85em;margin-bottom:1.5em}"
        ".tldr{background:#f4f4f4;border-left:4px solid #888;margin:0 0 1.5em;padding:.5em 1em}"
        ".lead{font-weight:bold;text-transform:uppercase;font-size:.8em}"
    )


def _cards(paper: Paper, look: Look, rng: random.Random) -> str:
    cards = "".join(
        f'<div class="card"><b>{esc(a.name)}</b><br>'
        f"{esc(paper.affiliations[a.affiliations[0]].institution)}<br>"
        f'<span class="mail">{esc(a.email)}</span></div>'
        for a in paper.authors
    )
    return (
        f'<div class="head"><h1>{esc(paper.title)}</h1><div class="cards">{cards}</div>'
        f'<div class="box"><h4>Abstract</h4>{abstract_html(paper)}</div></div>'
    )


def _cards_css(look: Look) -> str:
    return (
        f".head{{column-span:all}}h1{{font-size:{look.title_px}px;text-align:center}}"
        ".cards{display:flex;flex-wrap:wrap;justify-content:center;gap:.8em;font-size:.85em}"
        ".card{border:1px solid #ccc;border-radius:6px;padding:.4em .8em;text-align:center}"
        ".mail{font-family:monospace;font-size:.9em}"
        ".box{border:1px solid #999;padding:.3em 1em;margin:1em 0}.box h4{margin:.3em 0}"
    )


def _sidebox(paper: Paper, look: Look, rng: random.Random) -> str:
    people = "".join(f'<p class="nm">{esc(a.name)}</p>' for a in paper.authors)
    return (
        f'<div class="top"><div class="left"><h1>{esc(paper.title)}</h1>{people}'
        f"{affiliation_list(paper)}</div>"
        f'<div class="box"><h3>Abstract</h3>{abstract_html(paper)}</div></div>'
    )


def _sidebox_css(look: Look) -> str:
    return (
        ".top{display:flex;gap:1.2em;align-items:flex-start;margin-bottom:1.5em}"
        ".left{flex:0 0 38%}.box{flex:1;background:#eef2f6;padding:.4em .9em;font-size:.92em}"
        f"h1{{font-size:{look.title_px}px;line-height:1.15;margin:0 0 .6em}}"
        ".nm{margin:.15em 0;font-weight:bold}.affiliation{font-size:.78em;margin-top:.3em}"
        ".box h3{margin:.3em 0;font-size:1em}"
    )


ROTATED_STYLES: dict[str, Style] = {
    "blog": Style("blog", _blog, _blog_css, family="sans", site="Medium"),
    "cards": Style("cards", _cards, _cards_css, family="sans", columns=2),
    "sidebox": Style("sidebox", _sidebox, _sidebox_css, family="sans"),
}

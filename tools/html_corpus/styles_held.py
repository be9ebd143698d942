"""Held-out HTML paper styles: an OJS-like galley, a long-form blog paper, author cards.

Printed only for a held-out corpus (``heldout=True``; the registry refuses them
for train), never looked at while rules are made.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc, keyword_line
from html_corpus.styles import Style


def _galley(paper: Paper, look: Look, rng: random.Random) -> str:
    people = "".join(
        f'<div class="person">{esc(a.name)}<br><em>'
        f"{esc(paper.affiliations[a.affiliations[0]].line(3))}</em></div>"
        for a in paper.authors
    )
    return (
        f'<div class="journal">{esc(rng.choice(("Revista de Métodos", "Open Studies Review")))}'
        f", Vol. {rng.randint(1, 30)}, No. {rng.randint(1, 4)} ({rng.randint(2010, 2024)})</div>"
        f'<h2 class="title">{esc(paper.title)}</h2>{people}'
        f"<h3>Abstract</h3>{abstract_html(paper)}{keyword_line(paper, 'Keywords:', '; ')}"
    )


def _galley_css(look: Look) -> str:
    return (
        ".journal{font-size:.8em;font-style:italic;margin-bottom:2em}"
        f".title{{font-size:{look.title_px - 2}px;margin-bottom:1em}}"
        ".person{margin:.4em 0}.person em{font-size:.85em}h3{margin-top:1.5em}"
    )


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


HELD_STYLES: dict[str, Style] = {
    "galley": Style("galley", _galley, _galley_css, heldout=True),
    "blog": Style("blog", _blog, _blog_css, family="sans", site="Medium", heldout=True),
    "cards": Style("cards", _cards, _cards_css, family="sans", columns=2, heldout=True),
}

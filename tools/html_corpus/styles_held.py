"""Held-out HTML paper styles: an OJS-like galley, a masthead print view, ORCID bylines.

Printed only for a held-out corpus (``heldout=True``; the registry refuses them
for train), never looked at while rules are made.  ``sidebox`` (html19) was measured once
and moved to train by rot19 (:mod:`html_corpus.styles_rotated`).
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


def _masthead(paper: Paper, look: Look, rng: random.Random) -> str:
    rows = "".join(
        f"<tr><td>{esc(a.name)}</td>"
        f"<td>{esc(paper.affiliations[a.affiliations[0]].line(2))}</td></tr>"
        for a in paper.authors
    )
    year = rng.randint(2011, 2024)
    journal = rng.choice(("THE QUARTERLY OF FIELD SCIENCE", "NORDIC REVIEW OF METHODS"))
    return (
        f'<div class="mast"><span class="jn">{esc(journal)}</span>'
        f'<span class="pv">Print view · Article {rng.randint(100, 999)} · {year}</span></div>'
        f'<p class="type">Original research</p><h1>{esc(paper.title)}</h1>'
        f'<table class="who"><tr><th>Author</th><th>Affiliation</th></tr>{rows}</table>'
        f"<h2>Abstract</h2>{abstract_html(paper)}{keyword_line(paper, 'Index terms:')}"
    )


def _masthead_css(look: Look) -> str:
    return (
        ".mast{background:#1d3557;color:#fff;padding:.6em 1em;display:flex;"
        "justify-content:space-between;align-items:baseline}"
        f".jn{{font-size:{look.title_px * 0.8:.0f}px;font-weight:bold;letter-spacing:.05em}}"
        ".pv{font-size:.75em}.type{font-size:.8em;color:#555;margin-top:1.2em}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .6em}}"
        "table.who{margin:0 0 1em;width:100%;font-size:.85em}table.who th{text-align:left}"
    )


_ORCID_ICON = (
    '<svg class="orcid" width="11" height="11" viewBox="0 0 11 11">'
    '<circle cx="5.5" cy="5.5" r="5.5" fill="#a6ce39"/>'
    '<rect x="3" y="4.5" width="1.2" height="4" fill="#fff"/>'
    '<circle cx="3.6" cy="3" r=".7" fill="#fff"/>'
    '<path d="M5.2 4.5h1.6a2 2 0 0 1 0 4H5.2z" fill="#fff"/></svg>'
)


def _orcid(paper: Paper, look: Look, rng: random.Random) -> str:
    people = []
    for author in paper.authors:
        sup = ",".join(f'<a href="#aff{i + 1}">{i + 1}</a>' for i in author.affiliations)
        icon = f'<a href="#orcid">{_ORCID_ICON}</a>' if rng.random() < 0.7 else ""
        people.append(f'<span class="au">{esc(author.name)}<sup>{sup}</sup>{icon}</span>')
    places = "".join(
        f'<p class="aff" id="aff{i + 1}"><sup>{i + 1}</sup> {esc(p.line())}</p>'
        for i, p in enumerate(paper.affiliations)
    )
    return (
        f'<h1>{esc(paper.title)}</h1><p class="aus">{", ".join(people)}</p>{places}'
        f'<section class="abstract"><h2>Abstract</h2>{abstract_html(paper)}</section>'
    )


def _orcid_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px;margin:.3em 0 .5em}}"
        "a{color:#0645ad;text-decoration:none}.orcid{margin-left:2px;vertical-align:-1px}"
        ".aus{font-size:1.05em}.aff{font-size:.8em;margin:.1em 0}.abstract{margin-top:1.2em}"
    )


HELD_STYLES: dict[str, Style] = {
    "galley": Style("galley", _galley, _galley_css, heldout=True),
    "masthead": Style("masthead", _masthead, _masthead_css, site="Q. Field Sci.", heldout=True),
    "orcid": Style("orcid", _orcid, _orcid_css, family="sans", heldout=True),
}

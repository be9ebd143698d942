"""HTML paper styles rotated into train from the held-out set (issue 25, html19, rot19, rot20).

``blog`` (a long-form post: "By A, B and C" after a circled initial, a date and
reading time, the abstract as a shaded "Summary" box) and ``cards`` (author cards
in a flex row, the abstract in a bordered box, a two-column body) were held out
by ``html18`` and measured once there; having been
looked at, they are train styles from ``html19`` on.  ``sidebox`` (the title,
bold names and affiliations in a left column, the abstract in a shaded box beside
them) was held out by ``html19`` and measured once there; ``rot19`` moved it here.
``galley`` (an OJS-like galley: the journal and volume in italics, a plain title,
one block a person with the affiliation in italics; held out by html18),
``masthead`` (a coloured masthead bar with the journal and "Print view", an
"Original research" label, an Author/Affiliation table) and ``orcid`` (a comma
byline with linked numbered marks and ORCID-like icons, numbered affiliations;
both held out by html19) were measured once by html19; ``rot20`` moved them here.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, esc, keyword_line
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


ROTATED_STYLES: dict[str, Style] = {
    "blog": Style("blog", _blog, _blog_css, family="sans", site="Medium"),
    "cards": Style("cards", _cards, _cards_css, family="sans", columns=2),
    "sidebox": Style("sidebox", _sidebox, _sidebox_css, family="sans"),
    "galley": Style("galley", _galley, _galley_css),
    "masthead": Style("masthead", _masthead, _masthead_css, site="Q. Field Sci."),
    "orcid": Style("orcid", _orcid, _orcid_css, family="sans"),
}

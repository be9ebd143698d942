"""HTML paper styles, part two: pandoc-, two-column-journal-, bioRxiv- and Quarto-like."""

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


def _pandoc(paper: Paper, look: Look, rng: random.Random) -> str:
    people = "".join(f'<p class="author">{esc(a.name)}</p>' for a in paper.authors)
    day = f"{rng.randint(1, 28)} {rng.choice(('May', 'June', 'July'))} {rng.randint(2015, 2024)}"
    return (
        f'<header id="title-block-header"><h1 class="title">{esc(paper.title)}</h1>{people}'
        f'<p class="date">{day}</p><div class="abstract"><div class="abstract-title">Abstract'
        f"</div>{abstract_html(paper)}</div></header>"
    )


def _pandoc_css(look: Look) -> str:
    return (
        "body{max-width:40em;margin:0 auto}header{text-align:center;margin-bottom:2em}"
        f"h1.title{{font-size:{look.title_px}px;margin:.3em 0}}p.author,p.date{{margin:.2em}}"
        ".abstract{text-align:left;margin:1em 2em}"
        ".abstract-title{text-align:center;font-weight:bold;margin-bottom:.5em}"
    )


def _twocol(paper: Paper, look: Look, rng: random.Random) -> str:
    return (
        f'<div class="head"><h1>{esc(paper.title)}</h1><p class="authors">'
        f"{author_list(paper, letters=True)}</p>{affiliation_list(paper, letters=True)}"
        f"{corresponding_note(paper, '* Corresponding author. E-mail: ')}</div>"
        f'<h2 class="abs">Abstract</h2>{abstract_html(paper)}{keyword_line(paper)}'
    )


def _twocol_css(look: Look) -> str:
    return (
        ".head{column-span:all;text-align:center;margin-bottom:1em}"
        f"h1{{font-size:{look.title_px}px}}.affiliation,.note{{font-size:.8em;font-style:italic}}"
        ".abs{font-size:1em;margin:.2em 0}"
    )


def _biorxiv(paper: Paper, look: Look, rng: random.Random) -> str:
    places = "".join(
        f"<li><sup>{i + 1}</sup>{esc(p.line())}</li>" for i, p in enumerate(paper.affiliations)
    )
    doi = f"10.1101/{rng.randint(2018, 2024)}.{rng.randint(1, 12):02d}.{rng.randint(10, 28)}"
    return (
        f'<div class="top">bioRxiv preprint doi: https://doi.org/{doi}.'
        f"{rng.randint(100000, 999999)}"
        "; this version posted online. The copyright holder for this preprint is the author.</div>"
        f'<h1>{esc(paper.title)}</h1><p class="authors">{author_list(paper, last_and=False)}</p>'
        f'<ol class="affs">{places}</ol>'
        f"{corresponding_note(paper, '*Corresponding author: ')}"
        f"<h2>Abstract</h2>{abstract_html(paper)}"
    )


def _biorxiv_css(look: Look) -> str:
    return (
        ".top{font-size:8px;color:#555;border-bottom:1px solid #999;margin-bottom:1.5em}"
        f"h1{{font-size:{look.title_px}px;font-weight:normal;margin:.2em 0}}"
        ".affs{list-style:none;padding:0;font-size:.85em}.note{font-size:.85em}"
    )


def _quarto(paper: Paper, look: Look, rng: random.Random) -> str:
    rows = "".join(
        f'<p class="name">{esc(a.name)}</p>'
        f'<p class="aff">{esc(paper.affiliations[a.affiliations[0]].institution)}</p>'
        for a in paper.authors
    )
    month = rng.choice(("March", "April", "October"))
    day = f"{month} {rng.randint(1, 28)}, {rng.randint(2019, 2024)}"
    return (
        f'<header><h1 class="title">{esc(paper.title)}</h1>'
        '<div class="meta"><div class="label">Authors</div><div class="label">Affiliations</div>'
        f'{rows}</div><div class="meta1"><div class="label">Published</div><p>{day}</p></div>'
        f'<div class="abstract"><div class="label">Abstract</div>{abstract_html(paper)}</div>'
        f"{keyword_line(paper, 'Keywords')}</header>"
    )


def _quarto_css(look: Look) -> str:
    return (
        f"h1.title{{font-size:{look.title_px}px;font-weight:500;margin-bottom:.8em}}"
        ".meta{display:grid;grid-template-columns:1fr 1fr;column-gap:1em}"
        ".meta p,.meta1 p{margin:.1em 0}.meta1{margin:.6em 0}"
        ".label{text-transform:uppercase;font-size:.7em;opacity:.7;margin-bottom:.3em}"
        ".abstract{margin-top:1em}"
    )


MORE_STYLES: dict[str, Style] = {
    "pandoc": Style("pandoc", _pandoc, _pandoc_css),
    "twocol": Style("twocol", _twocol, _twocol_css, columns=2, site="Ann. Meas."),
    "biorxiv": Style("biorxiv", _biorxiv, _biorxiv_css, family="sans", site="bioRxiv"),
    "quarto": Style("quarto", _quarto, _quarto_css, family="sans"),
}

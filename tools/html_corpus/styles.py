"""HTML paper styles, part one: LaTeXML-, Distill-, journal-print- and Google-Docs-like.

A :class:`Style` writes a paper's front matter as HTML and the CSS that sets it
(the page, the body and the furniture are :mod:`html_corpus.document`'s);
``heldout`` styles are printed only for a held-out corpus and never looked at
while rules are made.  None copies a real site's markup or CSS: each keeps the
conventions a reader meets in browser prints of that kind (author blocks
side by side, a byline grid, a metadata sidebar, a flat word-processor export).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import (
    abstract_html,
    affiliation_list,
    author_list,
    corresponding_note,
    esc,
    keyword_line,
    marks_of,
)

Front = Callable[[Paper, Look, random.Random], str]
Css = Callable[[Look], str]


@dataclass(frozen=True)
class Style:
    """One kind of HTML paper: its front matter, its CSS, its body's columns."""

    name: str
    front: Front
    css: Css
    family: str = "serif"  # the body's family: serif or sans
    columns: int = 1  # CSS columns of the body (``column-count``)
    site: str = ""  # a site's name some pages put in their <title>
    heldout: bool = False
    no_abstract: bool = False  # a notice indexes give no abstract (front66): the truth has none


def _latexml(paper: Paper, look: Look, rng: random.Random) -> str:
    blocks = []
    for author in paper.authors:
        place = paper.affiliations[author.affiliations[0]]
        blocks.append(
            f'<span class="ltx_creator"><span class="ltx_personname">{esc(author.name)}</span>'
            f'<span class="ltx_role_affiliation">{esc(place.institution)}</span>'
            f'<span class="ltx_role_email">{esc(author.email)}</span></span>'
        )
    return (
        f'<h1 class="ltx_title">{esc(paper.title)}</h1>'
        f'<div class="ltx_authors">{"".join(blocks)}</div>'
        f'<div class="ltx_abstract"><h6>Abstract</h6>{abstract_html(paper)}</div>'
        + keyword_line(paper, "Keywords:")
    )


def _latexml_css(look: Look) -> str:
    return (
        f".ltx_title{{text-align:center;font-size:{look.title_px}px;font-weight:bold}}"
        ".ltx_authors{text-align:center;margin:1em 0}"
        ".ltx_creator{display:inline-block;margin:0 1.5em .6em;vertical-align:top}"
        ".ltx_creator span{display:block}"
        ".ltx_role_affiliation,.ltx_role_email{font-size:.85em}"
        ".ltx_abstract{margin:0 3em}.ltx_abstract h6{text-align:center;font-size:1em;margin:.5em}"
    )


def _distill(paper: Paper, look: Look, rng: random.Random) -> str:
    rows = "".join(
        f'<div class="who">{esc(a.name)}</div>'
        f'<div class="where">{esc(paper.affiliations[a.affiliations[0]].institution)}</div>'
        for a in paper.authors
    )
    year = rng.randint(2017, 2024)
    return (
        f"<h1>{esc(paper.title)}</h1>"
        '<div class="byline"><div class="head">Authors</div><div class="head">Affiliations</div>'
        f"{rows}</div>"
        '<div class="byline"><div class="head">Published</div><div class="head">DOI</div>'
        f"<div>{year}</div><div>10.{rng.randint(1000, 9999)}/d.{year}.{rng.randint(1, 99)}</div>"
        f'</div><h2 class="abs">Abstract</h2>{abstract_html(paper)}'
    )


def _distill_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px + 8}px;font-weight:bold;line-height:1.1;margin:.2em 0 .6em}}"
        ".byline{display:grid;grid-template-columns:1fr 1fr;column-gap:2em;"
        "border-top:1px solid #ccc;padding:.5em 0;font-size:.9em}"
        ".byline .head{text-transform:uppercase;font-size:.7em;color:#666;margin-bottom:.3em}"
        ".abs{font-size:1.1em;margin-top:1em}"
    )


def _printarticle(paper: Paper, look: Look, rng: random.Random) -> str:
    year = rng.randint(2012, 2024)
    side = (
        '<aside class="meta"><dl>'
        f"<dt>Received</dt><dd>{rng.randint(1, 28)} March {year}</dd>"
        f"<dt>Accepted</dt><dd>{rng.randint(1, 28)} June {year}</dd>"
        f"<dt>DOI</dt><dd>10.{rng.randint(1000, 9999)}/jar.{year}.{rng.randint(100, 999)}</dd>"
        f"<dt>Keywords</dt><dd>{esc('; '.join(paper.keywords)) or '—'}</dd>"
        "</dl></aside>"
    )
    main = (
        f'<p class="kind">Research Article</p><h1>{esc(paper.title)}</h1>'
        f'<p class="authors">{author_list(paper)}</p>{affiliation_list(paper)}'
        f"{corresponding_note(paper)}<h2>Abstract</h2>{abstract_html(paper)}"
    )
    journal = rng.choice(("Journal of Applied Research", "Annals of Measurement", "Data Letters"))
    return (
        f'<div class="banner">{esc(journal)} · Vol. {rng.randint(1, 60)} · {year}</div>'
        f'<div class="page">{side}<div class="main">{main}</div></div>'
    )


def _printarticle_css(look: Look) -> str:
    return (
        ".banner{border-bottom:2px solid #246;font-size:.8em;padding-bottom:.3em;color:#246}"
        ".page{display:flex;gap:1.5em;margin-bottom:1em}.meta{flex:0 0 24%;font-size:.75em}"
        ".meta dt{font-weight:bold;margin-top:.6em}.meta dd{margin:0}.main{flex:1}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .4em}}.kind{{color:#a00;font-size:.8em}}"
        ".affiliation,.note{font-size:.8em}.authors{font-size:1.05em;margin:.3em 0}"
    )


def _gdocs(paper: Paper, look: Look, rng: random.Random) -> str:
    people = ", ".join(
        f"{esc(a.name)}<sup>{marks_of(a, paper, star=False) or ''}</sup>" for a in paper.authors
    )
    places = "".join(
        f'<p class="c3"><sup>{i + 1}</sup>{esc(p.line())}</p>'
        for i, p in enumerate(paper.affiliations)
    )
    return (
        f'<p class="title c1"><span>{esc(paper.title)}</span></p>'
        f'<p class="c2"><span>{people}</span></p>{places}'
        f'<p class="c4"><span>Abstract</span></p>{abstract_html(paper)}'
        + keyword_line(paper, "Keywords:")
    )


def _gdocs_css(look: Look) -> str:
    return (
        f".title{{font-size:{look.title_px}px;padding-bottom:3pt;margin:0}}"
        ".c2{margin:6pt 0 0}.c3{font-size:.8em;margin:0}"
        ".c4{font-weight:700;font-size:1.1em;margin:12pt 0 4pt}p{margin:0 0 6pt}"
    )


STYLES: dict[str, Style] = {
    "latexml": Style("latexml", _latexml, _latexml_css, site="arXiv"),
    "distill": Style("distill", _distill, _distill_css, family="sans", site="Distill"),
    "printarticle": Style(
        "printarticle", _printarticle, _printarticle_css, site="Journal of Applied Research"
    ),
    "gdocs": Style("gdocs", _gdocs, _gdocs_css, family="sans"),
}

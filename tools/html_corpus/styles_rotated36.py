"""HTML paper styles, part thirty-six: front62's held-out styles, now train.

front62 wrote them for its held-out corpus and measured them once (browser held out,
seed 6201, 12 PDFs: 1.000 / 1.000 / 1.000 / 0.999 title / author F1 / surname F1 /
abstract F1, the same at base and after front62's rules; datadescriptor 0.998
abstract, magazinefeature and preprintcover 1.000 on all four); front63 moved them here
(``git mv`` of ``styles_held.py``, only the flag dropped).  Each is modelled on a page
real papers are printed from:

* ``preprintcover``: a preprint server's cover page: a banner ("This is a preprint; it
  has not been peer reviewed by a journal"), "Version 2 · Posted 3 May 2021", the
  title, the names parted by middle dots, a "Corresponding author:" line with the first
  name and address, a DOI line, then "Abstract" over the abstract;
* ``datadescriptor``: a dataset descriptor: "Data Descriptor | Open access", the
  title, the names with numbered places, a small table of the data's facts
  ("Measurement(s)", "Technology type(s)", "Sample characteristic"), then "Background
  & Summary" over the abstract;
* ``magazinefeature``: a magazine's feature: a kicker ("FEATURE"), the headline, the
  standfirst (the abstract, large, in italics, no heading), and a credit line naming
  the writers and an illustrator ("Story by Ann Lee and Bo Chen | Illustration by Dana
  Price").
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style
from html_corpus.styles_rotated35 import _joined  # front61's helper, shared

_MONTHS = ("January", "March", "May", "July", "September", "November")
_ARTISTS = ("Dana Price", "Evan Moss", "Fay Hart", "Gus Lind")
_FACTS = (
    ("Measurement(s)", "gene expression profiling"),
    ("Technology type(s)", "RNA sequencing"),
    ("Sample characteristic", "Homo sapiens"),
)


def _preprintcover(paper: Paper, look: Look, rng: random.Random) -> str:
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2016, 2024)}"
    names = " \u00b7 ".join(esc(a.name) for a in paper.authors)
    first = paper.authors[0]
    doi = f"10.{rng.randint(20000, 29999)}/rs.{rng.randint(1, 9)}.rs-{rng.randint(100000, 999999)}"
    return (
        '<p class="banner">This is a preprint; it has not been peer reviewed by a journal.</p>'
        f'<p class="posted">Version {rng.randint(1, 3)} \u00b7 Posted {day}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="names">{names}</p>'
        f'<p class="corr">Corresponding author: {esc(first.name)} ({esc(first.email)})</p>'
        f'<p class="doi">DOI: https://doi.org/{doi}</p>'
        f"<h2>Abstract</h2>{abstract_html(paper)}"
    )


def _preprintcover_css(look: Look) -> str:
    return (
        ".banner{background:#fde8c8;padding:4px;font-size:.85em}.posted{color:#666}"
        f".title{{font-size:{look.title_px:.0f}px}}.corr,.doi{{font-size:.85em;color:#444}}"
        "h2{font-size:1.1em}"
    )


def _datadescriptor(paper: Paper, look: Look, rng: random.Random) -> str:
    names = []
    for author in paper.authors:
        marks = ",".join(str(n + 1) for n in author.affiliations)
        names.append(f"{esc(author.name)}<sup>{marks}</sup>" if marks else esc(author.name))
    places = "".join(
        f"<li><sup>{n}</sup> {esc(place.line())}</li>"
        for n, place in enumerate(paper.affiliations, 1)
    )
    facts = "".join(f"<tr><th>{esc(k)}</th><td>{esc(v)}</td></tr>" for k, v in _FACTS)
    return (
        '<p class="kind">Data Descriptor | Open access</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="names">{", ".join(names)}</p><ul class="places">{places}</ul>'
        f'<table class="facts">{facts}</table>'
        f"<h2>Background &amp; Summary</h2>{abstract_html(paper)}"
    )


def _datadescriptor_css(look: Look) -> str:
    return (
        ".kind{color:#069;font-size:.85em}"
        f".title{{font-size:{look.title_px:.0f}px}}.places{{list-style:none;font-size:.8em}}"
        ".facts th{text-align:left;padding-right:12px}.facts{font-size:.85em}h2{font-size:1.1em}"
    )


def _magazinefeature(paper: Paper, look: Look, rng: random.Random) -> str:
    artist = rng.choice([w for w in _ARTISTS if w not in {a.name for a in paper.authors}])
    names = esc(_joined([a.name for a in paper.authors]))
    return (
        '<p class="kicker">FEATURE</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<div class="standfirst">{abstract_html(paper)}</div>'
        f'<p class="credit">Story by {names} | Illustration by {esc(artist)}</p>'
    )


def _magazinefeature_css(look: Look) -> str:
    return (
        ".kicker{color:#c00;letter-spacing:.1em;font-size:.8em}"
        f".title{{font-size:{look.title_px * 1.2:.0f}px}}"
        ".standfirst{font-size:1.25em;font-style:italic}.credit{font-size:.85em;color:#555}"
    )


ROTATED36_STYLES: dict[str, Style] = {
    "preprintcover": Style("preprintcover", _preprintcover, _preprintcover_css),
    "datadescriptor": Style("datadescriptor", _datadescriptor, _datadescriptor_css, family="sans"),
    "magazinefeature": Style("magazinefeature", _magazinefeature, _magazinefeature_css),
}

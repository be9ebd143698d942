"""HTML paper styles, part twenty-two: front46's held-out styles, now train.

front46 wrote them for its held-out corpus and measured them once (browser held out,
seed 46: 1.000 / 1.000 / 1.000 / 1.000 title / author F1 / surname F1 / abstract F1,
both styles read right on the base); front47 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped) and wrote new, harder held-out styles
(:mod:`html_corpus.styles_held`), each modelled on a page real papers are printed from:

* ``readmebadges`` (front46): a research software's README as a code host renders
  it: the title as the first heading over a rule, a row of badges (small two-part
  boxes, "build | passing", "DOI | 10.5281/zenodo.1234567", "license | MIT"), a line
  "Authors: Ann Lee (@alee), Bo Chen (@bchen)" with each person's handle after the
  name, then "About" as a smaller heading over the abstract;
* ``slidedeck`` (front46): a talk's slides printed from a browser, one slide a page:
  the title slide holds, centred on a dark ground, the title, the names joined by
  " · ", the first place and an event line ("Invited talk · Workshop 2021"); the
  next slide is headed "Abstract" over the abstract; the body follows on later pages.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_EVENTS = ("Invited talk", "Keynote", "Seminar talk", "Contributed talk")
_MEETINGS = ("Workshop", "Annual Meeting", "Summer School", "Colloquium")
_LICENSES = ("MIT", "BSD-3-Clause", "Apache-2.0", "GPL-3.0")


def _handle(name: str) -> str:
    parts = [p for p in name.replace("-", " ").split() if p.isalpha()]
    if not parts:
        return "@user"
    return "@" + (parts[0][0] + parts[-1]).lower()


def _badge(left: str, right: str, colour: str) -> str:
    return (
        f'<span class="badge"><span class="bl">{esc(left)}</span>'
        f'<span class="br" style="background:{colour}">{esc(right)}</span></span>'
    )


def _readmebadges(paper: Paper, look: Look, rng: random.Random) -> str:
    doi = f"10.5281/zenodo.{rng.randint(1000000, 9999999)}"
    badges = (
        _badge("build", "passing", "#4c1")
        + _badge("DOI", doi, "#007ec6")
        + _badge("license", rng.choice(_LICENSES), "#e05d44")
    )
    people = ", ".join(f"{esc(a.name)} ({esc(_handle(a.name))})" for a in paper.authors)
    return (
        f'<h1 class="readme">{esc(paper.title)}</h1><p class="badges">{badges}</p>'
        f"<p><strong>Authors:</strong> {people}</p>"
        f'<h3 class="about">About</h3>{abstract_html(paper)}'
    )


def _readmebadges_css(look: Look) -> str:
    return (
        f"h1.readme{{font-size:{look.title_px}px;border-bottom:1px solid #ccc;"
        "padding-bottom:.2em}.badge{display:inline-block;margin-right:.4em;"
        "font:11px sans-serif}.bl{background:#555;color:#fff;padding:1px 4px}"
        ".br{color:#fff;padding:1px 4px}h3.about{font-size:1.1em;margin:1em 0 .3em}"
    )


def _slidedeck(paper: Paper, look: Look, rng: random.Random) -> str:
    names = " \u00b7 ".join(esc(a.name) for a in paper.authors)
    place = paper.first_place(0)
    event = f"{rng.choice(_EVENTS)} \u00b7 {rng.choice(_MEETINGS)} {rng.randint(2012, 2025)}"
    return (
        f'<section class="slide title"><h1>{esc(paper.title)}</h1>'
        f'<p class="names">{names}</p>'
        + (f'<p class="place">{esc(place)}</p>' if place else "")
        + f'<p class="event">{esc(event)}</p></section>'
        f'<section class="slide"><h2>Abstract</h2>{abstract_html(paper)}</section>'
    )


def _slidedeck_css(look: Look) -> str:
    return (
        ".slide{break-after:page;page-break-after:always;min-height:60vh;padding:1.5em}"
        ".slide.title{background:#1f2a44;color:#fff;text-align:center;padding-top:25vh}"
        f".slide.title h1{{font-size:{look.title_px + 6}px;text-align:center}}"
        ".names{font-size:1.2em}.place,.event{font-size:.95em;color:#cfd6e6}"
        ".slide h2{font-size:1.6em}"
    )


ROTATED22_STYLES: dict[str, Style] = {
    "readmebadges": Style("readmebadges", _readmebadges, _readmebadges_css),
    "slidedeck": Style("slidedeck", _slidedeck, _slidedeck_css),
}

"""HTML paper styles, part twenty-four: front48's held-out styles, now train.

front48 wrote them for its held-out corpus and measured them once (browser held out,
seed 48: 0.500 / 0.950 / 0.950 / 1.000 title / author F1 / surname F1 / abstract F1,
``confprogram`` title 0.000, authors 0.901; ``langswitch`` 1.000); front49 moved them
here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out
styles (:mod:`html_corpus.styles_held`).  Each is modelled on a page real papers are
printed from:

* ``confprogram`` (front48): a conference programme's session page: the meeting's
  name and dates as a banner, a session heading ("Session 4B · Remote sensing ·
  Room 2 · 14:00–15:40"), then the session's talks as rows of a time column and a
  talk column: the talk before this one (another paper's title and first author),
  this talk (the title in bold, the names with the presenter underlined, the
  abstract in an open "Abstract" disclosure), and the talk after it;
* ``langswitch`` (front48): a bilingual journal's article page: a language switch
  ("Deutsch | English") over the title, the names on one line, then the two
  abstracts side by side in two columns, the German "Zusammenfassung" on the left
  and the English "Abstract" on the right, then "Schlagwörter / Keywords".
"""

from __future__ import annotations

import random

from lang_corpus.sentences import MORE_GERMAN, for_split
from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc, keyword_line
from html_corpus.styles import Style

_MEETINGS = ("Annual Meeting on Methods", "Spring Symposium", "Workshop on Data and Models")
_TOPICS = ("Remote sensing", "Inference", "Imaging", "Ecology", "Networks")


def _talk(time: str, title: str, names: str, extra: str = "") -> str:
    return (
        f'<tr><td class="time">{time}</td><td><p class="talk">{esc(title)}</p>'
        f'<p class="who">{names}</p>{extra}</td></tr>'
    )


def _confprogram(paper: Paper, look: Look, rng: random.Random) -> str:
    year = rng.randint(2012, 2025)
    hour = rng.randint(9, 16)
    start = rng.choice((0, 10, 20))
    others = [r for r in paper.others if r.authors and r.title][:2]
    names = [esc(a.name) for a in paper.authors]
    names[0] = f"<u>{names[0]}</u>"
    rows = []
    if others:
        rows.append(_talk(f"{hour}:{start:02d}", others[0].title, esc(others[0].authors[0])))
    details = f"<details open><summary>Abstract</summary>{abstract_html(paper)}</details>"
    rows.append(_talk(f"{hour}:{start + 20:02d}", paper.title, ", ".join(names), details))
    if len(others) > 1:
        rows.append(_talk(f"{hour}:{start + 40:02d}", others[1].title, esc(others[1].authors[0])))
    session = f"Session {rng.randint(1, 9)}{rng.choice('ABC')} \u00b7 {rng.choice(_TOPICS)}"
    session += f" \u00b7 Room {rng.randint(1, 6)} \u00b7 {hour}:{start:02d}\u2013{hour + 1}:40"
    return (
        f'<div class="meeting">{esc(rng.choice(_MEETINGS))} {year} \u00b7 '
        f"{rng.randint(2, 24)}\u2013{rng.randint(25, 28)} June {year}</div>"
        f'<h2 class="session">{session}</h2><table class="prog">{"".join(rows)}</table>'
    )


def _confprogram_css(look: Look) -> str:
    return (
        f".meeting{{background:#234;color:#fff;padding:.6em;font-size:{look.title_px}px}}"
        ".session{font-size:1.1em;border-bottom:1px solid #999}"
        ".prog td{vertical-align:top;padding:.4em}.time{width:12%;color:#555}"
        ".talk{font-weight:bold;margin:0}.who{margin:.1em 0;font-size:.9em}"
        "summary{font-style:italic}"
    )


def _langswitch(paper: Paper, look: Look, rng: random.Random) -> str:
    pool = for_split(MORE_GERMAN, "heldout")
    german = " ".join(esc(s) for s in rng.sample(pool, min(4, len(pool))))
    names = ", ".join(esc(a.name) for a in paper.authors)
    return (
        '<p class="switch">Deutsch | <strong>English</strong></p>'
        f'<h1>{esc(paper.title)}</h1><p class="names">{names}</p>'
        f'<div class="two"><div><h3>Zusammenfassung</h3><p>{german}</p></div>'
        f"<div><h3>Abstract</h3>{abstract_html(paper)}</div></div>"
        f"{keyword_line(paper, 'Schlagwörter / Keywords:')}"
    )


def _langswitch_css(look: Look) -> str:
    return (
        ".switch{text-align:right;font-size:.85em;color:#555}"
        f"h1{{font-size:{look.title_px}px}}.names{{font-size:1.05em}}"
        ".two{display:flex;gap:1.5em}.two>div{width:48%}h3{font-size:1em;margin:.3em 0}"
    )


ROTATED24_STYLES: dict[str, Style] = {
    "confprogram": Style("confprogram", _confprogram, _confprogram_css),
    "langswitch": Style("langswitch", _langswitch, _langswitch_css),
}

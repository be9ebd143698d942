"""HTML paper styles, part thirty-three: front58's held-out styles, now train.

front58 wrote them for its held-out corpus and measured them once (browser held out,
seed 5801, 16 PDFs: 1.000 / 0.607 / 0.607 / 0.991 title / author F1 / surname F1 /
abstract F1, the same at base and after front58's and front59's rounds;
abstractsession 1.000 / 1.000 / 1.000 / 1.000, collectionobject 1.000 / 1.000 / 1.000
/ 0.971, lmsreading 1.000 / 0.000 / 0.000 / 0.993, podcastnotes 1.000 / 0.429 / 0.429
/ 1.000); front60 moved them here (``git mv`` of ``styles_held.py``, only the flag
dropped).  Each is modelled on a page real papers are printed from:

* ``abstractsession``: a conference's online abstract book: a breadcrumb ("Programme
  › Session 4B › Poster 17"), the title, the names with the presenting author starred
  and a legend "* presenting author", the places in small type, the abstract with no
  heading, then "Topic:" and "Keywords:";
* ``podcastnotes``: a podcast episode's show notes: "Episode 42" over the title, a
  player bar, "Guests: Ann Lee, Bo Chen and Cy Diaz", "In this episode" over the
  abstract, then timestamps;
* ``collectionobject``: a museum's online collection record: "Collection online" bar,
  the title, an object number, a "Description" heading over the abstract, then a field
  list where "Contributors" names the authors parted by semicolons;
* ``lmsreading``: a course site's reading page: "Course · Week 4 · Readings", the
  title, a citation line in Vancouver form ("Lee A, Chen B, Diaz C. Title. 2020."),
  "Why we read this" over the abstract, and a "Mark as done" button.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_TOPICS = ("Ecology", "Epidemiology", "Statistics", "Computer science", "Economics")
_MONTHS = ("January", "March", "May", "July", "September", "November")


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _vancouver(name: str) -> str:
    parts = name.split()
    return parts[-1] + " " + "".join(p[0] for p in parts[:-1]) if len(parts) > 1 else name


def _abstractsession(paper: Paper, look: Look, rng: random.Random) -> str:
    names = [esc(a.name) + ("*" if i == 0 else "") for i, a in enumerate(paper.authors)]
    places = sorted({paper.first_place(i) for i in range(len(paper.authors))} - {""})
    topic = rng.choice(_TOPICS)
    keywords = ", ".join(paper.keywords[:4]) if paper.keywords else topic.lower()
    return (
        f'<p class="crumb">Programme \u203a Session {rng.randint(1, 9)}{rng.choice("ABC")}'
        f" \u203a Poster {rng.randint(1, 60)}</p>"
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="names">{", ".join(names)}</p>'
        f'<p class="places">{esc("; ".join(places))}<br>* presenting author</p>'
        f"{abstract_html(paper)}"
        f'<p class="small"><b>Topic:</b> {esc(topic)}<br><b>Keywords:</b> {esc(keywords)}</p>'
    )


def _abstractsession_css(look: Look) -> str:
    return (
        ".crumb{color:#666;font-size:.85em}"
        f".title{{font-size:{look.title_px * 0.85:.0f}px}}"
        ".names{font-weight:bold}.places,.small{font-size:.85em;color:#444}"
    )


def _podcastnotes(paper: Paper, look: Look, rng: random.Random) -> str:
    names = _joined([a.name for a in paper.authors])
    minutes = rng.randint(20, 70)
    stamps = "".join(
        f"<li>{m:02d}:{rng.randint(0, 59):02d} {t}</li>"
        for m, t in ((2, "Introductions"), (11, "The question"), (minutes - 5, "What next"))
    )
    return (
        f'<p class="show">Research Talk Podcast \u00b7 Episode {rng.randint(10, 200)}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="player">\u25b6 Play \u00a0 00:00 / {minutes}:00 \u00a0 Subscribe</p>'
        f'<p class="guests">Guests: {esc(names)}</p>'
        "<h2>In this episode</h2>"
        f"{abstract_html(paper)}"
        f"<h2>Timestamps</h2><ul>{stamps}</ul>"
    )


def _podcastnotes_css(look: Look) -> str:
    return (
        ".show{color:#a33;font-weight:bold;font-size:.9em}"
        f".title{{font-size:{look.title_px}px}}"
        ".player{background:#eee;padding:.3em;font-size:.9em}.guests{font-style:italic}"
        "h2{font-size:1.1em}"
    )


def _collectionobject(paper: Paper, look: Look, rng: random.Random) -> str:
    number = f"{rng.randint(1950, 2020)}.{rng.randint(1, 400)}.{rng.randint(1, 30)}"
    fields = [
        ("Object number", number),
        ("Contributors", "; ".join(a.name for a in paper.authors)),
        ("Date", f"{rng.choice(_MONTHS)} {rng.randint(1990, 2024)}"),
        ("Department", rng.choice(_TOPICS)),
    ]
    rows = "".join(f"<dt>{esc(k)}</dt><dd>{esc(v)}</dd>" for k, v in fields)
    return (
        '<p class="bar">Collection online \u00b7 Search \u00b7 Visit \u00b7 Shop</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="num">Object number {number}</p>'
        "<h2>Description</h2>"
        f"{abstract_html(paper)}"
        f'<h2>Object details</h2><dl class="fields">{rows}</dl>'
    )


def _collectionobject_css(look: Look) -> str:
    return (
        ".bar{border-bottom:1px solid #000;font-size:.85em}"
        f".title{{font-size:{look.title_px}px;font-weight:normal}}"
        ".num{color:#666;font-size:.85em}h2{font-size:1em;text-transform:uppercase}"
        ".fields dt{font-weight:bold;float:left;width:9em}.fields dd{margin-left:10em}"
    )


def _lmsreading(paper: Paper, look: Look, rng: random.Random) -> str:
    cite = ", ".join(_vancouver(a.name) for a in paper.authors)
    year = rng.randint(2010, 2024)
    return (
        f'<p class="bar">Course \u00b7 Week {rng.randint(1, 12)} \u00b7 Readings</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="cite">{esc(cite)}. {esc(paper.title)}. {year}.</p>'
        "<h2>Why we read this</h2>"
        f"{abstract_html(paper)}"
        '<p class="button">\u2713 Mark as done</p>'
    )


def _lmsreading_css(look: Look) -> str:
    return (
        ".bar{background:#234;color:#fff;padding:.3em;font-size:.85em}"
        f".title{{font-size:{look.title_px * 0.9:.0f}px}}.cite{{color:#444;font-size:.9em}}"
        "h2{font-size:1.05em}.button{border:1px solid #999;width:9em;text-align:center}"
    )


ROTATED33_STYLES: dict[str, Style] = {
    "abstractsession": Style("abstractsession", _abstractsession, _abstractsession_css),
    "podcastnotes": Style("podcastnotes", _podcastnotes, _podcastnotes_css, family="sans"),
    "collectionobject": Style("collectionobject", _collectionobject, _collectionobject_css),
    "lmsreading": Style("lmsreading", _lmsreading, _lmsreading_css, family="sans"),
}

"""HTML paper styles, part thirty-nine: front64's held-out styles, now train.

front64 wrote them for its held-out corpus and measured them once (browser held out,
seed 6401, 12 PDFs: 1.000 / 0.981 / 0.981 / 0.667 title / author F1 / surname F1 /
abstract F1, the same at base and after front64's rules; reviewofbook 1.000 / 0.942 /
0.942 / 0.000, earlyview and talkpage 1.000 on all four); front65 moved them here
(``git mv`` of ``styles_held.py``, only the flag dropped).  Each is modelled on a page
real papers are printed from; the truth's convention is said with each:

* ``earlyview``: a journal's "Early View" article page: a bar "EARLY VIEW \u00b7
  Research Article \u00b7 Open Access", the title, the names as links separated by
  commas with a chip "+ 12 more" and a "Show all authors" control after them (the
  hidden names are never printed), "First published: date", then "Abstract".  Its
  authors are the names it prints;
* ``reviewofbook``: a book review's page whose reviewed book comes first: "Book
  review", the review's title, the book's record in italics ("Book Title by Dana Price
  and Evan Moss. Publisher, 2020. 312 pp. ISBN ...", other people), "Reviewed by A
  and B" naming the reviewers with their places, then the review's opening (the
  abstract) with no heading.  Its authors are the reviewers; its abstract none
  (front66's convention, ``no_abstract``: indexes give a book review none, and the
  reader's ``cues.NO_ABSTRACT`` reads none under a "Book review" label);
* ``talkpage``: a conference programme's page for one talk: "Session 4B \u00b7 Room
  201 \u00b7 10:30\u201310:50", the title, "Speaker:" naming the first author with the
  place, "Co-authors:" naming the others (the line left out for one author), "Session
  chair:" naming another person, then "Abstract".  Its authors are the speaker and
  the co-authors, never the chair.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style
from html_corpus.styles_rotated35 import _joined  # front61's helper, shared

_MONTHS = ("February", "April", "June", "August", "October", "December")
_OTHERS = ("Dana Price", "Evan Moss", "Fay Hart", "Gus Lind", "Hal Berg", "Ida Lund")
_BOOKS = ("The Shape of Evidence", "Cities after Data", "A Short History of Measurement")
_PRESSES = ("Northfield University Press", "Harbor Books", "Academic House")


def _others(paper: Paper) -> list[str]:
    taken = {a.name for a in paper.authors}
    return [m for m in _OTHERS if m not in taken]


def _earlyview(paper: Paper, look: Look, rng: random.Random) -> str:
    links = ", ".join(f'<a href="#">{esc(a.name)}</a>' for a in paper.authors)
    more = f'<span class="chip">+ {rng.randint(3, 40)} more</span>'
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2016, 2024)}"
    return (
        '<p class="bar">EARLY VIEW \u00b7 Research Article \u00b7 Open Access</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="names">{links} {more} <span class="show">Show all authors</span></p>'
        f'<p class="dates">First published: {day}</p>'
        f"<h2>Abstract</h2>{abstract_html(paper)}"
    )


def _earlyview_css(look: Look) -> str:
    return (
        ".bar{font-size:.8em;letter-spacing:.06em;color:#fff;background:#345;padding:4px}"
        f".title{{font-size:{look.title_px:.0f}px}}.names a{{color:#036}}"
        ".chip{border:1px solid #999;border-radius:8px;padding:0 5px;font-size:.85em}"
        ".show{color:#036;font-size:.85em;margin-left:8px}.dates{font-size:.85em;color:#555}"
        "h2{font-size:1.1em}"
    )


def _reviewofbook(paper: Paper, look: Look, rng: random.Random) -> str:
    writers = esc(_joined(rng.sample(_others(paper), 2)))
    book = (
        f"<i>{esc(rng.choice(_BOOKS))}</i> by {writers}. {esc(rng.choice(_PRESSES))}, "
        f"{rng.randint(2012, 2024)}. {rng.randint(120, 480)} pp. "
        f"ISBN 978-{rng.randint(0, 9)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}-"
        f"{rng.randint(0, 9)}"
    )
    reviewers = []
    for index, author in enumerate(paper.authors):
        place = paper.first_place(index)
        reviewers.append(f"{esc(author.name)} ({esc(place)})" if place else esc(author.name))
    return (
        '<p class="kind">Book review</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="book">{book}</p>'
        f'<p class="by">Reviewed by {_joined(reviewers)}</p>'
        f"{abstract_html(paper)}"
    )


def _reviewofbook_css(look: Look) -> str:
    return (
        ".kind{text-transform:uppercase;font-size:.8em;color:#933}"
        f".title{{font-size:{look.title_px:.0f}px}}"
        ".book{border-left:3px solid #ccc;padding-left:8px;font-size:.9em}.by{font-size:.9em}"
    )


def _talkpage(paper: Paper, look: Look, rng: random.Random) -> str:
    start = rng.randint(8, 16)
    slot = f"{start}:00\u2013{start}:20"
    head = f"Session {rng.randint(1, 9)}{rng.choice('ABCD')} \u00b7 Room {rng.randint(100, 420)}"
    speaker = esc(paper.authors[0].name)
    place = paper.first_place(0)
    rows = [f"<p><b>Speaker:</b> {speaker}" + (f", {esc(place)}" if place else "") + "</p>"]
    if len(paper.authors) > 1:
        rest = esc(_joined([a.name for a in paper.authors[1:]]))
        rows.append(f"<p><b>Co-authors:</b> {rest}</p>")
    rows.append(f"<p><b>Session chair:</b> {esc(rng.choice(_others(paper)))}</p>")
    return (
        f'<p class="slot">{esc(head)} \u00b7 {slot}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<div class="people">{"".join(rows)}</div>'
        f"<h2>Abstract</h2>{abstract_html(paper)}"
    )


def _talkpage_css(look: Look) -> str:
    return (
        ".slot{font-size:.85em;color:#555}"
        f".title{{font-size:{look.title_px:.0f}px}}.people p{{margin:2px 0}}h2{{font-size:1.1em}}"
    )


ROTATED38_STYLES: dict[str, Style] = {
    "earlyview": Style("earlyview", _earlyview, _earlyview_css, family="sans"),
    "reviewofbook": Style("reviewofbook", _reviewofbook, _reviewofbook_css, no_abstract=True),
    "talkpage": Style("talkpage", _talkpage, _talkpage_css, family="sans"),
}

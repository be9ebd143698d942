"""HTML paper styles, part forty-two: front66's held-out styles, now train.

front66 wrote them for its held-out corpus and measured them once at the base and once
at its last rule (browser held out, seed 6601, 16 PDFs: 1.000 / 0.875 / 0.875 / 0.976
title / author F1 / surname F1 / abstract F1, both times; opedbio 1.000 / 0.500 / 0.500
/ 1.000, eventlisting 1.000 / 1.000 / 1.000 / 0.902, factcheck and patentrecord 1.000 on
all four); front67 moved them here (``git mv`` of ``styles_held.py``, only the flag
dropped).  Each is modelled on a page real
papers are printed from; the truth's convention is said with each:

* ``factcheck``: a science fact-check page: a verdict bar "FACT CHECK \u00b7 Claim
  rated: Misleading", the title, "Written by A and B" over "Reviewed by C, PhD \u00b7
  Edited by D" (other people), the date, then the check's text (the abstract) under
  "Our verdict".  Its authors are the "Written by" names;
* ``patentrecord``: a patent search site's record: the publication number in small
  type, the title, a definition list "Inventor" (one name a row), "Current Assignee"
  (the first place), "Examiner" (another person), "Priority date", then "Abstract".  Its
  authors are the inventors, never the examiner;
* ``eventlisting``: a department's event page for a talk: "Seminars \u203a Upcoming",
  the talk's title, "Speakers: A (place) and B (place)" in one line, "Host: C"
  (another person), the date and room, then "Abstract".  Its authors are the speakers;
* ``opedbio``: an opinion page: "Opinion \u00b7 Guest essay", the title, a standfirst of
  one sentence, the essay (the abstract) with no heading, then an italic closing note
  with one sentence an author ("A is a professor of X at Y.").  Its authors are the
  names opening those sentences, in their order.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style
from html_corpus.styles_rotated35 import _joined  # front61's helper, shared

_MONTHS = ("January", "March", "May", "July", "September", "November")
_OTHERS = ("Dana Price", "Evan Moss", "Fay Hart", "Gus Lind", "Hal Berg", "Ida Lund")
_VERDICTS = ("Misleading", "Missing context", "Mostly accurate", "Unsupported")
_POSTS = ("a professor of public health", "a research fellow in economics",
          "a senior lecturer in ecology", "an associate professor of physics")  # fmt: skip


def _others(paper: Paper, count: int, rng: random.Random) -> list[str]:
    taken = {a.name for a in paper.authors}
    return rng.sample([m for m in _OTHERS if m not in taken], count)


def _day(rng: random.Random) -> str:
    return f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2016, 2024)}"


def _place(paper: Paper, index: int) -> str:
    return paper.first_place(index) or "an independent institute"


def _factcheck(paper: Paper, look: Look, rng: random.Random) -> str:
    reviewer, editor = _others(paper, 2, rng)
    names = esc(_joined([a.name for a in paper.authors]))
    return (
        f'<p class="verdict">FACT CHECK \u00b7 Claim rated: {rng.choice(_VERDICTS)}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="by">Written by {names}</p>'
        f'<p class="credit">Reviewed by {esc(reviewer)}, PhD \u00b7 Edited by {esc(editor)}</p>'
        f'<p class="date">{_day(rng)}</p>'
        f"<h2>Our verdict</h2>{abstract_html(paper)}"
    )


def _factcheck_css(look: Look) -> str:
    return (
        ".verdict{background:#fde;padding:4px;font-weight:bold;font-size:.85em}"
        f".title{{font-size:{look.title_px:.0f}px}}.by{{font-weight:bold;font-size:.9em}}"
        ".credit,.date{font-size:.8em;color:#555}h2{font-size:1.1em}"
    )


def _patentrecord(paper: Paper, look: Look, rng: random.Random) -> str:
    examiner = _others(paper, 1, rng)[0]
    rows = [f"<dt>Inventor</dt><dd>{esc(a.name)}</dd>" for a in paper.authors]
    rows += [
        f"<dt>Current Assignee</dt><dd>{esc(_place(paper, 0))}</dd>",
        f"<dt>Examiner</dt><dd>{esc(examiner)}</dd>",
        f"<dt>Priority date</dt><dd>{_day(rng)}</dd>",
    ]
    number = f"US{rng.randint(10, 11)}{rng.randint(100000, 999999)}B{rng.randint(1, 2)}"
    return (
        f'<p class="number">{number}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<dl class="meta">{"".join(rows)}</dl>'
        f"<h2>Abstract</h2>{abstract_html(paper)}"
    )


def _patentrecord_css(look: Look) -> str:
    return (
        ".number{font-size:.8em;color:#666}"
        f".title{{font-size:{look.title_px:.0f}px}}"
        ".meta{display:grid;grid-template-columns:10em auto;font-size:.85em}"
        ".meta dt{color:#555}.meta dd{margin:0}h2{font-size:1.1em}"
    )


def _eventlisting(paper: Paper, look: Look, rng: random.Random) -> str:
    host = _others(paper, 1, rng)[0]
    speakers = _joined([f"{a.name} ({_place(paper, i)})" for i, a in enumerate(paper.authors)])
    label = "Speaker" if len(paper.authors) == 1 else "Speakers"
    return (
        '<p class="crumb">Seminars \u203a Upcoming</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="who"><b>{label}:</b> {esc(speakers)}</p>'
        f'<p class="who"><b>Host:</b> {esc(host)}</p>'
        f'<p class="when">{_day(rng)}, 16:00 \u00b7 Room {rng.randint(100, 499)}</p>'
        f"<h2>Abstract</h2>{abstract_html(paper)}"
    )


def _eventlisting_css(look: Look) -> str:
    return (
        ".crumb{font-size:.8em;color:#036}"
        f".title{{font-size:{look.title_px:.0f}px}}.who{{margin:2px 0}}"
        ".when{font-size:.85em;color:#555}h2{font-size:1.1em}"
    )


def _opedbio(paper: Paper, look: Look, rng: random.Random) -> str:
    notes = []
    for index, author in enumerate(paper.authors):
        post = _POSTS[(index + rng.randint(0, 3)) % len(_POSTS)]
        notes.append(f"{esc(author.name)} is {post} at {esc(_place(paper, index))}.")
    return (
        '<p class="kind">Opinion \u00b7 Guest essay</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        '<p class="stand">The evidence points one way; the policy debate has yet to follow.</p>'
        f"{abstract_html(paper)}"
        f'<p class="bio">{" ".join(notes)}</p>'
    )


def _opedbio_css(look: Look) -> str:
    return (
        ".kind{font-size:.8em;text-transform:uppercase;color:#a00}"
        f".title{{font-size:{look.title_px:.0f}px}}.stand{{font-size:1.1em;color:#444}}"
        ".bio{font-style:italic;font-size:.85em;border-top:1px solid #ccc}"
    )


ROTATED40_STYLES: dict[str, Style] = {
    "factcheck": Style("factcheck", _factcheck, _factcheck_css, family="sans"),
    "patentrecord": Style("patentrecord", _patentrecord, _patentrecord_css),
    "eventlisting": Style("eventlisting", _eventlisting, _eventlisting_css, family="sans"),
    "opedbio": Style("opedbio", _opedbio, _opedbio_css),
}

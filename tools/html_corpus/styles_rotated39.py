"""HTML paper styles, part forty-one: front65's held-out styles, now train.

front65 wrote them for its held-out corpus and measured them once at the base and once
at its last rule (browser held out, seed 6501, 20 PDFs: 1.000 / 0.833 / 0.833 / 0.939
title / author F1 / surname F1 / abstract F1, both times; newsrelease 1.000 / 0.167 /
0.167 / 0.693, the other four 1.000 on all four); front66 moved them here (``git mv``
of ``styles_held.py``, only the flag dropped).
Each is modelled on a page real papers are printed from;
the truth's convention is said with each:

* ``newsletterissue``: a society newsletter's web issue: a bar "Issue 42 \u00b7
  Spring 2022 \u00b7 Research highlights", the title, "By A and B" in small type,
  "Illustration by C \u00b7 Edited by D" under it (other people), then the article's
  opening (the abstract) with no heading.  Its authors are the "By" line's names;
* ``translationpage``: a translated article's page: "Translation", the title, the
  writers with their marks, "Translated from the German by C" (another person), the
  places, then "Abstract".  Its authors are the writers, never the translator;
* ``versionhistory``: a preprint's page with its versions: the title, the names as
  links, a box "Version 3 of 3 \u00b7 posted date" listing the earlier versions
  ("Version 2 \u00b7 date \u00b7 revised after comments by C"), "Endorsed by: D",
  then "Abstract".  Its authors are the names under the title, never the endorser
  nor the commenter;
* ``newsrelease``: a university's news release about a paper: "NEWS RELEASE ·
  date · Embargoed until 14:00 GMT", the headline (the paper's title), "Media
  contact: C, press officer, email" (another person), the release's text (the
  abstract) with no heading, then "The paper, published in a journal, is by A, B and
  C." Its authors are the names of that closing sentence, never the press officer;
* ``groupedbyplace``: a consortium's page that groups the people under their places:
  the title, then each place as a small heading with its people in a line under it
  ("University of X" / "A, B"), an author in several places listed under the first
  only, the order of the names kept (a place heads each run of names that share it),
  then "Abstract".  Its authors are the names in the order printed.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, author_list, esc
from html_corpus.styles import Style
from html_corpus.styles_rotated35 import _joined  # front61's helper, shared

_MONTHS = ("January", "March", "May", "July", "September", "November")
_OTHERS = ("Dana Price", "Evan Moss", "Fay Hart", "Gus Lind", "Hal Berg", "Ida Lund")
_LANGUAGES = ("German", "French", "Spanish", "Italian", "Dutch")
_SEASONS = ("Spring", "Summer", "Autumn", "Winter")


def _others(paper: Paper, count: int, rng: random.Random) -> list[str]:
    taken = {a.name for a in paper.authors}
    return rng.sample([m for m in _OTHERS if m not in taken], count)


def _day(rng: random.Random) -> str:
    return f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2016, 2024)}"


def _newsletterissue(paper: Paper, look: Look, rng: random.Random) -> str:
    names = esc(_joined([a.name for a in paper.authors]))
    artist, editor = _others(paper, 2, rng)
    bar = (f"Issue {rng.randint(5, 90)} \u00b7 {rng.choice(_SEASONS)} "
           f"{rng.randint(2016, 2024)} \u00b7 Research highlights")  # fmt: skip
    return (
        f'<p class="bar">{esc(bar)}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="by">By {names}</p>'
        f'<p class="credit">Illustration by {esc(artist)} \u00b7 Edited by {esc(editor)}</p>'
        f'<div class="lede">{abstract_html(paper)}</div>'
    )


def _newsletterissue_css(look: Look) -> str:
    return (
        ".bar{font-size:.8em;border-bottom:2px solid #c60;color:#c60}"
        f".title{{font-size:{look.title_px:.0f}px}}.by{{font-size:.85em;font-weight:bold}}"
        ".credit{font-size:.75em;color:#666}.lede p:first-child{font-size:1.05em}"
    )


def _translationpage(paper: Paper, look: Look, rng: random.Random) -> str:
    translator = _others(paper, 1, rng)[0]
    note = f"Translated from the {rng.choice(_LANGUAGES)} by {translator}"
    return (
        '<p class="kind">Translation</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="authors">{author_list(paper)}</p>'
        f'<p class="translator">{esc(note)}</p>'
        f'<div class="places">{affiliation_list(paper)}</div>'
        f"<h2>Abstract</h2>{abstract_html(paper)}"
    )


def _translationpage_css(look: Look) -> str:
    return (
        ".kind{font-variant:small-caps;color:#555}"
        f".title{{font-size:{look.title_px:.0f}px}}.translator{{font-style:italic;font-size:.9em}}"
        ".places{font-size:.8em;color:#444}h2{font-size:1.1em}"
    )


def _versionhistory(paper: Paper, look: Look, rng: random.Random) -> str:
    links = ", ".join(f'<a href="#">{esc(a.name)}</a>' for a in paper.authors)
    commenter, endorser = _others(paper, 2, rng)
    rows = [
        f"<li><b>Version 3 of 3</b> \u00b7 posted {_day(rng)}</li>",
        f"<li>Version 2 \u00b7 {_day(rng)} \u00b7 revised after comments by {esc(commenter)}</li>",
        f"<li>Version 1 \u00b7 {_day(rng)}</li>",
    ]
    return (
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="names">{links}</p>'
        f'<ul class="versions">{"".join(rows)}</ul>'
        f'<p class="endorse">Endorsed by: {esc(endorser)}</p>'
        f"<h2>Abstract</h2>{abstract_html(paper)}"
    )


def _versionhistory_css(look: Look) -> str:
    return (
        f".title{{font-size:{look.title_px:.0f}px}}.names a{{color:#036}}"
        ".versions{border:1px solid #ccc;font-size:.8em;padding:4px 20px;list-style:none}"
        ".endorse{font-size:.85em;color:#555}h2{font-size:1.1em}"
    )


def _newsrelease(paper: Paper, look: Look, rng: random.Random) -> str:
    officer = _others(paper, 1, rng)[0]
    mail = officer.split()[-1].lower() + "@press.example.org"
    names = esc(_joined([a.name for a in paper.authors]))
    return (
        f'<p class="bar">NEWS RELEASE · {_day(rng)} · Embargoed until 14:00 GMT</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="contact">Media contact: {esc(officer)}, press officer, {esc(mail)}</p>'
        f"{abstract_html(paper)}"
        f"<p>The paper, published in a peer-reviewed journal, is by {names}.</p>"
    )


def _newsrelease_css(look: Look) -> str:
    return (
        ".bar{font-size:.8em;font-weight:bold;color:#036}"
        f".title{{font-size:{look.title_px:.0f}px}}.contact{{font-size:.8em;color:#555}}"
    )


def _groupedbyplace(paper: Paper, look: Look, rng: random.Random) -> str:
    groups: list[tuple[int, list[str]]] = []
    for author in paper.authors:
        first = author.affiliations[0] if author.affiliations else 0
        if not groups or groups[-1][0] != first:
            groups.append((first, []))
        groups[-1][1].append(esc(author.name))
    rows = []
    for index, people in groups:
        place = paper.affiliations[index].line(2) if paper.affiliations else ""
        rows.append(f'<p class="place">{esc(place)}</p><p class="people">'
                    f'{", ".join(people)}</p>')  # fmt: skip
    return (
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<div class="groups">{"".join(rows)}</div>'
        f"<h2>Abstract</h2>{abstract_html(paper)}"
    )


def _groupedbyplace_css(look: Look) -> str:
    return (
        f".title{{font-size:{look.title_px:.0f}px}}.place{{font-size:.8em;color:#555;"
        "margin:6px 0 0}.people{margin:0}h2{font-size:1.1em}"
    )


ROTATED39_STYLES: dict[str, Style] = {
    "newsletterissue": Style(
        "newsletterissue", _newsletterissue, _newsletterissue_css, family="sans"
    ),
    "translationpage": Style("translationpage", _translationpage, _translationpage_css),
    "newsrelease": Style("newsrelease", _newsrelease, _newsrelease_css, family="sans"),
    "groupedbyplace": Style("groupedbyplace", _groupedbyplace, _groupedbyplace_css),
    "versionhistory": Style("versionhistory", _versionhistory, _versionhistory_css, family="sans"),
}

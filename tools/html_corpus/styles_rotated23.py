"""HTML paper styles, front47's held-out styles, now train.

front47 wrote them for its held-out corpus and measured them once (browser held out,
seed 47: 0.500 / 0.500 / 0.500 / 0.980 title / author F1 / surname F1 / abstract F1,
``mailarchive`` title and authors 0.000, ``labsitenav`` 1.000); front48 moved them
here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out
styles (:mod:`html_corpus.styles_held`).  Each is modelled on a page real papers are
printed from:

* ``mailarchive`` (front47): a mailing list archive's message announcing a preprint,
  printed from the browser: the list's name as the page's large heading, a grey
  header box of "From: Ann Lee <alee@…>", "Date: …", "Subject: [preprint] Title"
  rows, then the message: "Dear colleagues," a sentence announcing the preprint,
  the title again in quotes on a line of its own, "Abstract:" run in before the
  abstract, and a sign-off ("Best wishes,") over all the names on one line;
* ``labsitenav`` (front47): a lab website's publication page: the lab's name as a
  large site heading, a left navigation column (Home, People with the lab members'
  names, Publications), a breadcrumb ("Home › Publications › 2021"), the title as
  a smaller heading, the names and "Working paper, 2021" on a grey line, then
  "Abstract" as a small heading over the abstract.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_LISTS = ("ecology-l", "neuro-announce", "compstat-list", "plant-sci digest")
_MONTHS = ("Jan", "Mar", "May", "Jun", "Sep", "Nov")
_LABS = ("Lab", "Group", "Research Group")


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _address(name: str) -> str:
    parts = [p for p in name.replace("-", " ").split() if p.isalpha()] or ["someone"]
    return (parts[0][0] + parts[-1]).lower() + "@example.org"


def _mailarchive(paper: Paper, look: Look, rng: random.Random) -> str:
    first = paper.authors[0].name
    date = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2012, 2025)}"
    rows = (
        f"<tr><th>From:</th><td>{esc(first)} &lt;{esc(_address(first))}&gt;</td></tr>"
        f"<tr><th>Date:</th><td>{date}</td></tr>"
        f"<tr><th>Subject:</th><td>[preprint] {esc(paper.title)}</td></tr>"
    )
    names = _joined([esc(a.name) for a in paper.authors])
    return (
        f'<h1 class="list">{esc(rng.choice(_LISTS))} archive</h1>'
        f'<table class="mailhead">{rows}</table>'
        "<p>Dear colleagues,</p><p>we are happy to share our new preprint:</p>"
        f'<p class="quoted">\u201c{esc(paper.title)}\u201d</p>'
        f"{abstract_html(paper, 'Abstract:', label_tag='span')}"
        f"<p>Best wishes,<br>{names}</p>"
    )


def _mailarchive_css(look: Look) -> str:
    return (
        f"h1.list{{font-size:{look.title_px + 4}px;color:#333}}"
        ".mailhead{background:#eee;font-size:.9em;margin-bottom:1em}"
        ".mailhead th{text-align:right;padding-right:.6em}.quoted{margin-left:2em}"
    )


def _labsitenav(paper: Paper, look: Look, rng: random.Random) -> str:
    surname = paper.authors[0].name.split()[-1]
    members = [paper.authors[0].name]
    members += [r.authors[0] for r in paper.others if r.authors][:4]
    people = "".join(f"<li>{esc(m)}</li>" for m in members)
    year = rng.randint(2012, 2025)
    names = ", ".join(esc(a.name) for a in paper.authors)
    return (
        f'<h1 class="site">{esc(surname)} {rng.choice(_LABS)}</h1>'
        '<div class="wrap"><nav><ul><li>Home</li><li>People<ul>'
        f"{people}</ul></li><li>Publications</li><li>Contact</li></ul></nav>"
        f'<main><p class="crumbs">Home \u203a Publications \u203a {year}</p>'
        f'<h2 class="pub">{esc(paper.title)}</h2>'
        f'<p class="meta">{names} \u00b7 Working paper, {year}</p>'
        f"<h4>Abstract</h4>{abstract_html(paper)}</main></div>"
    )


def _labsitenav_css(look: Look) -> str:
    return (
        f"h1.site{{font-size:{look.title_px + 8}px;border-bottom:3px solid #345}}"
        ".wrap{display:flex;gap:1.5em}nav{width:22%;font-size:.85em;color:#345}"
        "main{width:74%}.crumbs{font-size:.8em;color:#777}"
        f"h2.pub{{font-size:{max(look.title_px - 4, 16)}px}}.meta{{color:#666}}"
        "h4{margin:.8em 0 .2em}"
    )


ROTATED23_STYLES: dict[str, Style] = {
    "mailarchive": Style("mailarchive", _mailarchive, _mailarchive_css),
    "labsitenav": Style("labsitenav", _labsitenav, _labsitenav_css),
}

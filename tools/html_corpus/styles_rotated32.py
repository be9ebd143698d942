"""HTML paper styles, part thirty-two: front57's held-out styles, now train.

front57 wrote them for its held-out corpus and measured them once (browser held out,
seed 5701, 16 PDFs: 0.875 / 0.385 / 0.393 / 0.984 title / author F1 / surname F1 /
abstract F1, the same before and after its rules; awardrecord 1.000 / 0.363 / 0.395 /
0.961, listmessage 0.500 / 0.250 / 0.250 / 0.981, tldrpost 1.000 / 0.000 / 0.000 /
0.993, wikipage 1.000 / 0.929 / 0.929 / 1.000); front58 moved them here (``git mv``
of ``styles_held.py``, only the flag dropped).  Each is modelled on a page real papers are printed
from:

* ``wikipage``: an encyclopedia's article about the paper: "From the free
  encyclopedia", the title as the heading over a rule, the abstract as the lead
  paragraph with no label, an infobox floated right ("Authors" one a line,
  "Published", "Field", "DOI"), and a "Contents" box;
* ``tldrpost``: a research group's blog post: a site bar with menu words, the title,
  "Posted on <date> by Ann Lee, with Bo Chen and Cy Diaz · 6 min read", a bold
  "TL;DR:" run in before the abstract, then tags and a share bar;
* ``awardrecord``: a funder's award database page: tabs ("Description · Details ·
  Results · History"), the title, a field table ("Project Number", "Contact PI /
  Project Leader" the first name surname first in capitals, "Other PIs" the others
  the same way parted by semicolons, "Awardee Organization"), "Abstract Text" over
  the abstract and "Public Health Relevance" over another paragraph;
* ``listmessage``: a mailing list archive's message announcing the paper: a thread bar,
  "[ANN] New paper: Title" as the heading, "From:" the first author with an e-mail,
  "Date:", "To:" the list, then "Dear colleagues, we are pleased to share our paper
  “Title” by Ann Lee, Bo Chen and Cy Diaz." and "Abstract:" over the abstract.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc, surname_first
from html_corpus.styles import Style

_MONTHS = ("January", "March", "May", "July", "September", "November")
_FIELDS = ("Ecology", "Epidemiology", "Statistics", "Computer science", "Economics")
_TAGS = ("research", "new paper", "methods", "open science")
_INSTITUTES = ("University of Research", "Institute of Applied Science", "Medical Centre")


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _row(label: str, value: str) -> str:
    return f"<tr><th>{esc(label)}</th><td>{value}</td></tr>"


def _wikipage(paper: Paper, look: Look, rng: random.Random) -> str:
    year = rng.randint(2010, 2024)
    authors = "<br>".join(esc(a.name) for a in paper.authors)
    rows = [
        _row("Authors", authors),
        _row("Published", str(year)),
        _row("Field", rng.choice(_FIELDS)),
        _row("DOI", f"10.{rng.randint(1000, 9999)}/x{rng.randint(10000, 99999)}"),
    ]
    contents = "".join(
        f"<li>{n} {t}</li>" for n, t in enumerate(("Background", "Findings", "Reception"), 1)
    )
    return (
        f'<h1 class="title">{esc(paper.title)}</h1>'
        '<p class="from">From the free encyclopedia</p>'
        f'<table class="infobox"><caption>{esc(paper.title)}</caption>{"".join(rows)}</table>'
        f"{abstract_html(paper)}"
        f'<div class="toc"><b>Contents</b><ol>{contents}</ol></div>'
    )


def _wikipage_css(look: Look) -> str:
    return (
        f".title{{font-size:{look.title_px}px;font-weight:normal;border-bottom:1px solid #aaa}}"
        ".from{color:#555;font-size:.85em;margin-top:0}"
        ".infobox{float:right;width:16em;margin:0 0 .8em 1em;border:1px solid #aaa;"
        "background:#f8f9fa;font-size:.85em}.infobox caption{font-weight:bold}"
        ".infobox th{text-align:left;vertical-align:top;padding-right:.5em}"
        ".toc{display:inline-block;border:1px solid #aaa;background:#f8f9fa;padding:.3em .8em}"
    )


def _tldrpost(paper: Paper, look: Look, rng: random.Random) -> str:
    when = f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {rng.randint(2015, 2024)}"
    lead, *others = [a.name for a in paper.authors]
    byline = esc(lead) + (f", with {esc(_joined(others))}" if others else "")
    paragraphs = abstract_html(paper)
    paragraphs = paragraphs.replace("<p>", "<p><b>TL;DR:</b> ", 1)
    tags = " ".join(f'<span class="tag">#{t}</span>' for t in rng.sample(_TAGS, 3))
    return (
        '<p class="bar"><b>The Lab Notebook</b> \u00a0 Home \u00b7 Research \u00b7 People'
        " \u00b7 Blog \u00b7 Contact</p>"
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="meta">Posted on {when} by {byline} \u00b7 {rng.randint(3, 12)} min read</p>'
        f"{paragraphs}"
        f'<p class="tags">{tags}</p><p class="share">Share: Email \u00b7 Print \u00b7 Link</p>'
    )


def _tldrpost_css(look: Look) -> str:
    return (
        ".bar{border-bottom:1px solid #ccc;font-size:.9em;color:#333}"
        f".title{{font-size:{look.title_px}px}}.meta{{color:#666;font-size:.9em}}"
        ".tag{background:#eee;padding:0 .3em;margin-right:.3em;font-size:.85em}"
        ".share{color:#777;font-size:.85em}"
    )


def _capital(name: str) -> str:
    return surname_first(name).upper()


def _awardrecord(paper: Paper, look: Look, rng: random.Random) -> str:
    lead, *others = [a.name for a in paper.authors]
    place = paper.first_place(0) or rng.choice(_INSTITUTES)
    rows = [
        _row(
            "Project Number",
            f"{rng.randint(1, 9)}R01{rng.choice('ABCDEFG')}{rng.randint(100000, 999999)}",
        ),
        _row("Contact PI / Project Leader", esc(_capital(lead))),
    ]
    if others:
        rows.append(_row("Other PIs", esc("; ".join(_capital(n) for n in others))))
    rows += [
        _row("Awardee Organization", esc(place.upper())),
        _row("Fiscal Year", str(rng.randint(2012, 2024))),
    ]
    return (
        '<p class="tabs"><b>Description</b> \u00b7 Details \u00b7 Results \u00b7 History</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<table class="meta">{"".join(rows)}</table>'
        '<h2 class="lab">Abstract Text</h2>'
        f"{abstract_html(paper)}"
        '<h2 class="lab">Public Health Relevance</h2>'
        "<p>The findings will inform how services plan, measure and report their work.</p>"
    )


def _awardrecord_css(look: Look) -> str:
    return (
        ".tabs{border-bottom:2px solid #246;color:#246;font-size:.9em}"
        f".title{{font-size:{look.title_px}px;color:#123}}"
        ".meta th{text-align:left;width:15em;color:#444;font-weight:normal}"
        ".lab{font-size:1.05em;color:#246}"
    )


def _listmessage(paper: Paper, look: Look, rng: random.Random) -> str:
    names = [a.name for a in paper.authors]
    mail = paper.authors[0].email or f"{names[0].split()[-1].lower()}@example.org"
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)[:3]} {rng.randint(2015, 2024)}"
    when = f"{day} 09:{rng.randint(10, 59)}"
    return (
        '<p class="bar">Message view \u00b7 Date \u00b7 Thread \u00b7 Author \u00b7'
        " Previous \u00b7 Next</p>"
        f'<h1 class="title">[ANN] New paper: {esc(paper.title)}</h1>'
        f'<p class="head">From: {esc(names[0])} &lt;{esc(mail)}&gt;<br>Date: {when}<br>'
        "To: research-methods list</p>"
        "<p>Dear colleagues,</p>"
        f"<p>we are pleased to share our paper \u201c{esc(paper.title)}\u201d by"
        f" {esc(_joined(names))}.</p>"
        "<p>Abstract:</p>"
        f"{abstract_html(paper)}"
        "<p>Comments are very welcome.</p>"
    )


def _listmessage_css(look: Look) -> str:
    return (
        ".bar{color:#555;font-size:.85em;border-bottom:1px solid #999}"
        f".title{{font-size:{look.title_px * 0.8:.0f}px}}"
        ".head{font-family:monospace;font-size:.9em;color:#333}"
    )


ROTATED32_STYLES: dict[str, Style] = {
    "wikipage": Style("wikipage", _wikipage, _wikipage_css),
    "tldrpost": Style("tldrpost", _tldrpost, _tldrpost_css, family="sans"),
    "awardrecord": Style("awardrecord", _awardrecord, _awardrecord_css, family="sans"),
    "listmessage": Style("listmessage", _listmessage, _listmessage_css),
}

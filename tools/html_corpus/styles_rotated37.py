"""HTML paper styles, part thirty-eight: front63's held-out styles, now train.

front63 wrote them for its held-out corpus and measured them once (browser held out,
seed 6301, 12 PDFs: 1.000 / 0.946 / 0.946 / 1.000 title / author F1 / surname F1 /
abstract F1, the same at base and after front63's rules; ministerforeword 1.000 /
0.837 / 0.837 / 1.000, softwarepaper and thesislanding 1.000 on all four); front64
moved them here (``git mv`` of ``styles_held.py``, only the flag dropped).  A white
paper's authors are the names after "Prepared by", never the minister who signs its
foreword: the truth names the preparers.  Each is modelled on a page real papers are
printed from:

* ``softwarepaper``: a software journal's paper: a left sidebar of the record's facts
  (DOI, "Software" links, "Editor:" and "Reviewers:" naming other people, the reviewers
  by their handles, dates, a licence), the title, the names with numbered places, then
  "Summary" over the abstract;
* ``thesislanding``: a university repository's thesis page: a breadcrumb, the title,
  a field table ("Type", "Author(s)" naming the candidates, "Supervisors" and "Examiner"
  naming other people, "Awarded", "Department"), then "Abstract" over the abstract;
* ``ministerforeword``: a government white paper's opening page: "WHITE PAPER" and the
  department, the title, a "Foreword" signed by a minister (another person, with a
  post), "Prepared by A, B and C" naming the authors, then "Executive summary" over the
  abstract.
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
_MINISTERS = ("Dana Price", "Evan Moss", "Fay Hart", "Gus Lind")
_DEPARTMENTS = ("Department for Science and Innovation", "Ministry of Health", "Treasury")
_POSTS = ("Minister for Science", "Secretary of State for Health", "Minister of Finance")


def _day(rng: random.Random) -> str:
    return f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2016, 2024)}"


def _softwarepaper(paper: Paper, look: Look, rng: random.Random) -> str:
    taken = {a.name for a in paper.authors}
    editor, *reviewers = [m for m in _OTHERS if m not in taken][:3]
    handles = ", ".join("@" + r.split()[0].lower() + r.split()[-1].lower() for r in reviewers)
    names = []
    for author in paper.authors:
        marks = ",".join(str(n + 1) for n in author.affiliations)
        names.append(f"{esc(author.name)}<sup>{marks}</sup>" if marks else esc(author.name))
    places = "".join(
        f"<p><sup>{n}</sup> {esc(place.line())}</p>"
        for n, place in enumerate(paper.affiliations, 1)
    )
    side = (
        f"<p><b>DOI:</b> 10.21105/sw.{rng.randint(1000, 9999)}</p>"
        f"<p><b>Software</b><br>Review \u00b7 Repository \u00b7 Archive</p>"
        f"<p><b>Editor:</b> {esc(editor)}</p><p><b>Reviewers:</b><br>{esc(handles)}</p>"
        f"<p><b>Submitted:</b> {_day(rng)}<br><b>Published:</b> {_day(rng)}</p>"
        "<p><b>License</b><br>Authors of papers retain copyright (CC BY 4.0).</p>"
    )
    return (
        f'<div class="side">{side}</div>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="names">{", ".join(names)}</p><div class="places">{places}</div>'
        f"<h2>Summary</h2>{abstract_html(paper)}"
    )


def _softwarepaper_css(look: Look) -> str:
    return (
        ".side{float:left;width:26%;margin-right:16px;font-size:.75em;color:#444}"
        f".title{{font-size:{look.title_px:.0f}px}}.places{{font-size:.8em}}h2{{font-size:1.1em}}"
    )


def _thesislanding(paper: Paper, look: Look, rng: random.Random) -> str:
    taken = {a.name for a in paper.authors}
    others = [m for m in _OTHERS if m not in taken]
    rows = (
        ("Type", "Thesis (Doctoral)"),
        (
            "Authors" if len(paper.authors) > 1 else "Author",
            "; ".join(a.name for a in paper.authors),
        ),
        ("Supervisors", "; ".join(others[:2])),
        ("Examiner", others[2]),
        ("Awarded", str(rng.randint(2012, 2024))),
        ("Department", paper.first_place(0) or "Graduate School"),
    )
    table = "".join(f"<tr><th>{esc(k)}</th><td>{esc(v)}</td></tr>" for k, v in rows)
    return (
        '<p class="crumbs">Home \u203a Theses \u203a Doctoral</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<table class="fields">{table}</table>'
        f"<h2>Abstract</h2>{abstract_html(paper)}"
    )


def _thesislanding_css(look: Look) -> str:
    return (
        ".crumbs{font-size:.8em;color:#666}"
        f".title{{font-size:{look.title_px:.0f}px}}.fields{{margin:0;font-size:.9em}}"
        ".fields td,.fields th{border:none;text-align:left;vertical-align:top}h2{font-size:1.1em}"
    )


def _ministerforeword(paper: Paper, look: Look, rng: random.Random) -> str:
    taken = {a.name for a in paper.authors}
    minister = rng.choice([m for m in _MINISTERS if m not in taken])
    names = esc(_joined([a.name for a in paper.authors]))
    return (
        f'<p class="kind">WHITE PAPER \u00b7 {esc(rng.choice(_DEPARTMENTS))}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        "<h3>Foreword</h3><p>This paper sets out the evidence behind our plans and the "
        "questions we will ask as we carry them out. I am grateful to everyone who gave "
        "their time to it.</p>"
        f'<p class="sign">{esc(minister)}<br>{esc(rng.choice(_POSTS))}</p>'
        f'<p class="prepared">Prepared by {names}</p>'
        f"<h2>Executive summary</h2>{abstract_html(paper)}"
    )


def _ministerforeword_css(look: Look) -> str:
    return (
        ".kind{letter-spacing:.08em;font-size:.85em;color:#036}"
        f".title{{font-size:{look.title_px:.0f}px}}h3{{font-size:1em}}"
        ".sign{font-style:italic}.prepared{font-size:.9em}h2{font-size:1.1em}"
    )


ROTATED37_STYLES: dict[str, Style] = {
    "softwarepaper": Style("softwarepaper", _softwarepaper, _softwarepaper_css, family="sans"),
    "thesislanding": Style("thesislanding", _thesislanding, _thesislanding_css),
    "ministerforeword": Style("ministerforeword", _ministerforeword, _ministerforeword_css),
}

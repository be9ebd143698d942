"""HTML paper styles: labels stacked over their values, a conference contribution's
page (front33's held-out styles, train from front34).

front33 wrote these two for a held-out corpus and measured them once (browser held
out, closing20: ``stackedmeta`` 1.000, ``contribution`` authors 0.144); front34
moved them here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote
new held-out ones in :mod:`html_corpus.styles_held`:

* ``stackedmeta`` (front33): an article page whose data are a definition list, each
  label in small grey letter-spaced capitals on its own line above its value
  ("AUTHORS" over the names joined by commas, "AFFILIATIONS" over them one a line,
  "PUBLISHED", "DOI"), the title over them, and the abstract under an "ABSTRACT"
  label set the same way;
* ``contribution`` (front33): a conference's contribution page as a timetable
  site prints it: a breadcrumb ("Conference › Timetable › Session"), the title,
  rows of run-in labels in bold ("Primary author:" the first name with its
  institution in parentheses, "Co-authors:" the others so, "Presenter:" the first
  name again, "Track:", "Time:"), then "Description" in bold over the abstract.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_MONTHS = ("Jan", "Mar", "May", "Jun", "Sep", "Nov")
_MEETINGS = ("Annual Meeting", "Spring Workshop", "International Conference", "Symposium")
_TRACKS = ("Methods", "Applications", "Theory", "Instrumentation", "Data")


def _stackedmeta(paper: Paper, look: Look, rng: random.Random) -> str:
    names = ", ".join(esc(a.name) for a in paper.authors)
    places = "<br>".join(esc(p.line()) for p in paper.affiliations)
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2012, 2025)}"
    doi = f"10.{rng.randint(4000, 9999)}/art.{rng.randint(10000, 99999)}"
    rows = [("Authors", names), ("Affiliations", places), ("Published", esc(day)), ("DOI", doi)]
    meta = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows)
    return (
        f"<h1>{esc(paper.title)}</h1><dl>{meta}</dl>"
        f'<div class="lab">Abstract</div>{abstract_html(paper)}'
    )


def _stackedmeta_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px;margin:.3em 0 .8em}}"
        "dl{margin:0 0 1em}"
        "dt,.lab{font-size:.72em;color:#777;text-transform:uppercase;letter-spacing:.12em;"
        "margin-top:.6em}"
        "dd{margin:.1em 0 0 0}"
    )


def _inst(paper: Paper, index: int) -> str:
    author = paper.authors[index]
    if not author.affiliations:
        return esc(author.name)
    place = paper.affiliations[author.affiliations[0]].line().split(",")[0]
    return f"{esc(author.name)} ({esc(place)})"


def _contribution(paper: Paper, look: Look, rng: random.Random) -> str:
    meeting = f"{rng.choice(_MEETINGS)} {rng.randint(2012, 2025)}"
    crumbs = f"{esc(meeting)} › Timetable › Session {rng.randint(1, 12)}"
    rows = [("Primary author:", _inst(paper, 0))]
    if len(paper.authors) > 1:
        others = ", ".join(_inst(paper, k) for k in range(1, len(paper.authors)))
        rows.append(("Co-authors:", others))
    rows.append(("Presenter:", esc(paper.authors[0].name)))
    rows.append(("Track:", esc(rng.choice(_TRACKS))))
    hour = f"{rng.randint(9, 17)}:{rng.choice(('00', '20', '40'))}"
    rows.append(("Time:", f"{hour}, Room {rng.randint(1, 9)}"))
    meta = "".join(f'<div class="row"><b>{k}</b> {v}</div>' for k, v in rows)
    return (
        f'<div class="crumbs">{crumbs}</div><h2 class="t">{esc(paper.title)}</h2>{meta}'
        f'<div class="desc"><b>Description</b></div>{abstract_html(paper)}'
    )


def _contribution_css(look: Look) -> str:
    return (
        ".crumbs{font-size:.78em;color:#555;margin-bottom:.8em}"
        f".t{{font-size:{look.title_px * 0.8:.1f}px;margin:.2em 0 .7em}}"
        ".row{font-size:.9em;margin:.15em 0}"
        ".desc{margin:1em 0 .3em}"
    )


ROTATED9_STYLES: dict[str, Style] = {
    "stackedmeta": Style("stackedmeta", _stackedmeta, _stackedmeta_css),
    "contribution": Style("contribution", _contribution, _contribution_css, family="sans"),
}

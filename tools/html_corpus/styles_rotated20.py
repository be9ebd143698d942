"""HTML paper styles: front44's held-out styles, now train.

front44 wrote them for its held-out corpus and measured them once (``authortable``
1.000 on every field, ``tuftemargin`` abstract 0.946); front45 moved them here (``git
mv`` of ``styles_held.py``, only the flag dropped) and wrote new held-out styles
(:mod:`html_corpus.styles_held`), each modelled on a page real papers are printed from:

* ``authortable`` (front44): a project's report page: a small line naming the
  report's kind and number over the title, then a ruled table with a shaded header
  row ("Name", "Institution", "Role") and one row per author (the first "Lead
  author", the others "Contributor"), then "Abstract" over the text;
* ``tuftemargin`` (front44): a handout in the style of a book with wide margins: the
  title in large light type, a subtitle in italic ("A working paper"), the names on
  one line in italic each with a numbered side note, the abstract as the opening
  paragraphs with no heading in a narrow main column, and the notes ("1 Place") in
  small type in the wide right margin beside the first paragraph.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_KINDS = ("Project report", "Technical report", "Study report")
_SUBTITLES = ("A working paper", "Notes from a study", "A short report")


def _authortable(paper: Paper, look: Look, rng: random.Random) -> str:
    rows = "".join(
        f"<tr><td>{esc(a.name)}</td><td>{esc(paper.first_place(k))}</td>"
        f"<td>{'Lead author' if k == 0 else 'Contributor'}</td></tr>"
        for k, a in enumerate(paper.authors)
    )
    kind = f"{rng.choice(_KINDS)} No. {rng.randint(1, 60)}"
    return (
        f'<div class="kind">{esc(kind)}</div><h1>{esc(paper.title)}</h1>'
        "<table><thead><tr><th>Name</th><th>Institution</th><th>Role</th></tr></thead>"
        f"<tbody>{rows}</tbody></table><h2>Abstract</h2>{abstract_html(paper)}"
    )


def _authortable_css(look: Look) -> str:
    return (
        ".kind{color:#555;font-size:.85em}"
        f"h1{{font-size:{look.title_px}px;margin:.3em 0 .8em}}"
        "table{border-collapse:collapse;width:100%;font-size:.9em;margin-bottom:1em}"
        "th,td{border:1px solid #999;padding:.25em .5em;text-align:left}"
        "th{background:#e4e8ee}h2{font-size:1.15em}"
    )


def _tuftemargin(paper: Paper, look: Look, rng: random.Random) -> str:
    places = list(
        dict.fromkeys(p for k in range(len(paper.authors)) if (p := paper.first_place(k)))
    )
    names = ", ".join(
        esc(a.name)
        + (f"<sup>{places.index(paper.first_place(k)) + 1}</sup>" if paper.first_place(k) else "")
        for k, a in enumerate(paper.authors)
    )
    notes = "".join(f"<div><sup>{n}</sup> {esc(p)}</div>" for n, p in enumerate(places, 1))
    return (
        f'<h1>{esc(paper.title)}</h1><p class="sub">{esc(rng.choice(_SUBTITLES))}</p>'
        f'<p class="names">{names}</p>'
        f'<div class="main"><aside class="side">{notes}</aside>{abstract_html(paper)}</div>'
    )


def _tuftemargin_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px + 6}px;font-weight:400;margin:.2em 0 .1em}}"
        ".sub{font-style:italic;font-size:1.2em;margin:0 0 .8em}.names{font-style:italic}"
        ".main{width:62%;position:relative}"
        ".side{float:right;clear:right;margin-right:-58%;width:50%;font-size:.75em;color:#333}"
    )


ROTATED20_STYLES: dict[str, Style] = {
    "authortable": Style("authortable", _authortable, _authortable_css),
    "tuftemargin": Style("tuftemargin", _tuftemargin, _tuftemargin_css),
}

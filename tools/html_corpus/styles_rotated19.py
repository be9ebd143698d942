"""HTML paper styles, front43's held-out ones, now train.

front43 wrote them for its held-out corpus and measured them once (both 1.000 on every
field); front44 moved them here (``git mv`` of ``styles_held.py``, only the flag
dropped) and wrote new held-out styles (:mod:`html_corpus.styles_held`).  Each is
modelled on a page real papers are printed from:

* ``orcidchips`` (front43): a publisher's article page: "Research Article" over the
  title, then the names inline, separated by commas, each followed by its
  affiliation number in superscript and a small green "iD" disc (the ORCID link, its
  text printed), the numbered places in small grey type under them, then "Abstract"
  over the text set off by a coloured left rule;
* ``dropcapfeature`` (front43): a magazine-style feature: a kicker "FEATURE · Topic"
  in small spaced capitals, the title in very large type, a line "Words by Ann Lee
  and Bo Chen" in grey, then the abstract as the opening paragraphs with no heading,
  its first letter a three-line drop cap floated left.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import esc
from html_corpus.styles import Style

_TOPICS = ("Ecology", "Health", "Technology", "Society", "Physics")


def _orcidchips(paper: Paper, look: Look, rng: random.Random) -> str:
    places = list(
        dict.fromkeys(p for k in range(len(paper.authors)) if (p := paper.first_place(k)))
    )
    names = ", ".join(
        f'<span class="au">{esc(a.name)}'
        + (f"<sup>{places.index(paper.first_place(k)) + 1}</sup>" if paper.first_place(k) else "")
        + '<a class="oid" href="#">iD</a></span>'
        for k, a in enumerate(paper.authors)
    )
    aff = "".join(f"<div><sup>{n}</sup> {esc(p)}</div>" for n, p in enumerate(places, 1))
    body = "".join(
        "<p>" + (f"<strong>{esc(s.label)}</strong> " if s.label else "") + f"{esc(s.text)}</p>"
        for s in paper.abstract
    )
    return (
        '<div class="kind">Research Article</div>'
        f'<h1>{esc(paper.title)}</h1><div class="aus">{names}</div><div class="aff">{aff}</div>'
        f'<section class="abs"><h2>Abstract</h2>{body}</section>'
    )


def _orcidchips_css(look: Look) -> str:
    return (
        ".kind{color:#a33;font-size:.85em;text-transform:uppercase;letter-spacing:.06em}"
        f"h1{{font-size:{look.title_px}px;margin:.3em 0 .5em}}.aus{{font-size:1.05em}}"
        ".oid{display:inline-block;background:#a6ce39;color:#fff;border-radius:50%;"
        "font-size:.6em;width:1.5em;height:1.5em;line-height:1.5em;text-align:center;"
        "margin-left:.2em;text-decoration:none;vertical-align:middle}"
        ".aff{color:#666;font-size:.8em;margin:.4em 0 1em}"
        ".abs{border-left:4px solid #2a6f97;padding-left:.8em}.abs h2{font-size:1.15em}"
    )


def _dropcapfeature(paper: Paper, look: Look, rng: random.Random) -> str:
    names = [esc(a.name) for a in paper.authors]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    paras = []
    for number, section in enumerate(paper.abstract):
        head = f"<strong>{esc(section.label)}</strong> " if section.label else ""
        text = esc(section.text)
        if number == 0 and not head and text:
            text = f'<span class="dc">{text[0]}</span>{text[1:]}'
        paras.append(f"<p>{head}{text}</p>")
    return (
        f'<div class="kick">Feature \u00b7 {esc(rng.choice(_TOPICS))}</div>'
        f'<h1>{esc(paper.title)}</h1><div class="by">Words by {joined}</div>'
        f'<div class="lede">{"".join(paras)}</div>'
    )


def _dropcapfeature_css(look: Look) -> str:
    return (
        ".kick{font-size:.75em;text-transform:uppercase;letter-spacing:.2em;color:#b5402a}"
        f"h1{{font-size:{look.title_px + 10}px;line-height:1.1;margin:.3em 0 .4em}}"
        ".by{color:#777;font-size:.9em;margin-bottom:1.2em}"
        ".dc{float:left;font-size:3.6em;line-height:.85;padding:.05em .08em 0 0;color:#b5402a}"
    )


ROTATED19_STYLES: dict[str, Style] = {
    "orcidchips": Style("orcidchips", _orcidchips, _orcidchips_css, family="sans"),
    "dropcapfeature": Style("dropcapfeature", _dropcapfeature, _dropcapfeature_css),
}

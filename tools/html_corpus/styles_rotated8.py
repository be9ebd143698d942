"""HTML paper styles: a citation box over the title, a wiki's infobox (front32's
held-out styles, train from front33).

front32 wrote these two for a held-out corpus and measured them once (browser held
out, closing19: ``citebox`` 1.000 ×4, ``infobox`` authors 0.900); front33 moved
them here (``git mv`` of ``styles_held.py``, only the flag dropped) and wrote new
held-out ones in :mod:`html_corpus.styles_held`:

* ``citebox`` (front32): a journal's article page that prints how to cite the
  article in a grey box above the title ("Cite this article: Doe J, Lee A (2021)
  Title. Journal 3: e12. https://doi.org/…", the names surname first with
  initials), then the title, the names with numbered marks, the affiliations and
  the "Abstract" heading over the abstract;
* ``infobox`` (front32): a wiki-like page: the title over a rule, a tag line
  ("From the Research Wiki"), a box floated right holding the article's data in
  rows ("Authors" with one name a line, "Field", "Published"), and the abstract
  as the lead paragraphs beside it with no heading.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, author_list, esc, keyword_line
from html_corpus.styles import Style

_JOURNALS = ("Journal of Open Results", "Open Science Letters", "Research Communications")
_WIKIS = ("Research Wiki", "Open Methods Wiki", "Science Commons Wiki")
_FIELDS = ("Physics", "Biology", "Mathematics", "Computer science", "Medicine")


def _cited(name: str) -> str:
    """ "Jane Q. Doe" → "Doe JQ" (the surname, then the initials)."""
    words = name.replace("-", " ").split()
    if len(words) < 2:
        return name
    return f"{words[-1]} {''.join(w[0] for w in words[:-1])}"


def _citebox(paper: Paper, look: Look, rng: random.Random) -> str:
    names = ", ".join(_cited(a.name) for a in paper.authors)
    year = rng.randint(2012, 2025)
    where = f"{rng.choice(_JOURNALS)} {rng.randint(1, 30)}: e{rng.randint(10, 999)}"
    doi = f"https://doi.org/10.{rng.randint(4000, 9999)}/jor.{rng.randint(10000, 99999)}"
    cite = f"{names} ({year}) {paper.title}. {where}. {doi}"
    return (
        f'<div class="cite"><strong>Cite this article:</strong> {esc(cite)}</div>'
        f'<h1>{esc(paper.title)}</h1><p class="aus">{author_list(paper)}</p>'
        f'<div class="places">{affiliation_list(paper)}</div>'
        f"<h2>Abstract</h2>{abstract_html(paper)}{keyword_line(paper)}"
    )


def _citebox_css(look: Look) -> str:
    return (
        ".cite{background:#eee;border:1px solid #ccc;padding:.5em .7em;font-size:.8em;"
        "margin-bottom:1.2em}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .5em}}"
        ".places{font-size:.85em;margin-bottom:1em}"
        "h2{font-size:1.15em;margin:.8em 0 .4em}"
    )


def _infobox(paper: Paper, look: Look, rng: random.Random) -> str:
    names = "<br>".join(esc(a.name) for a in paper.authors)
    day = f"{rng.randint(1, 28)}.{rng.randint(1, 12)}.{rng.randint(2012, 2025)}"
    rows = [("Authors", names), ("Field", esc(rng.choice(_FIELDS))), ("Published", esc(day))]
    table = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in rows)
    return (
        f"<h1>{esc(paper.title)}</h1>"
        f'<div class="tag">From the {esc(rng.choice(_WIKIS))}</div>'
        f'<table class="info">{table}</table>'
        f"{abstract_html(paper)}"
        '<div style="clear:both"></div>'
    )


def _infobox_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px;font-weight:normal;border-bottom:1px solid #aaa;"
        "margin:.2em 0 .2em}"
        ".tag{font-size:.8em;color:#555;margin-bottom:1em}"
        ".info{float:right;width:16em;margin:0 0 1em 1.2em;border:1px solid #aaa;"
        "background:#f8f9fa;font-size:.8em;border-collapse:collapse}"
        ".info th{text-align:left;vertical-align:top;padding:.3em .5em}"
        ".info td{padding:.3em .5em}"
    )


ROTATED8_STYLES: dict[str, Style] = {
    "citebox": Style("citebox", _citebox, _citebox_css),
    "infobox": Style("infobox", _infobox, _infobox_css, family="sans"),
}

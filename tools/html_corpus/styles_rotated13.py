"""HTML paper styles held out from tuning (front37).

Printed only for a held-out corpus (``heldout=True``; the registry refuses them for
train); front37 moved front36's ``notebook`` and ``onthispage`` to train
(:mod:`html_corpus.styles_rotated12`) and wrote these two, each modelled on a page
real papers are printed from whose front matter differs in kind from every train
style's:

* ``citeas`` (front37): a repository's record page: the title, a line "Published
  3 May 2021 · Version 2", the abstract under an "Abstract" heading, and the people
  named only in a grey "Cite as" box under it, in a reference's form: "Lee, A.,
  Chen, B. & Wang, C. (2021). Title. Version 2." (surname, then initials);
* ``deflist`` (front37): a project page whose facts stand in a definition list
  beside the title's block: "Authors" over one name each line (each its own
  ``<dd>``), "Affiliations" over the places, "Published" over a date, the terms in
  bold small capitals; the abstract follows under a "Summary" heading.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_MONTHS = ("January", "March", "May", "June", "September", "November")


def _initials(name: str) -> str:
    """ "Ann B. Lee" → "Lee, A. B."."""
    words = name.split()
    if len(words) < 2:
        return name
    given = " ".join(f"{w[0]}." for w in words[:-1] if w[:1].isalpha())
    return f"{words[-1]}, {given}"


def _citeas(paper: Paper, look: Look, rng: random.Random) -> str:
    year = rng.randint(2014, 2025)
    version = rng.randint(1, 4)
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {year}"
    cited = [_initials(a.name) for a in paper.authors]
    people = cited[0] if len(cited) == 1 else ", ".join(cited[:-1]) + " & " + cited[-1]
    cite = f"{esc(people)} ({year}). {esc(paper.title)}. Version {version}."
    return (
        f"<h1>{esc(paper.title)}</h1>"
        f'<div class="meta">Published {esc(day)} \u00b7 Version {version}</div>'
        f"<h2>Abstract</h2>{abstract_html(paper)}"
        f'<div class="cite"><div class="ch">Cite as</div><div>{cite}</div></div>'
    )


def _citeas_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px;margin:0 0 .3em}}h2{{font-size:1.15em}}"
        ".meta{font-size:.85em;color:#666;margin-bottom:.8em}"
        ".cite{background:#eee;border:1px solid #ccc;padding:.5em .8em;margin:1em 0;"
        "font-size:.9em}.ch{font-weight:bold;margin-bottom:.3em}"
    )


def _deflist(paper: Paper, look: Look, rng: random.Random) -> str:
    names = "".join(f"<dd>{esc(a.name)}</dd>" for a in paper.authors)
    places = "".join(f"<dd>{esc(p.line().split(',')[0])}</dd>" for p in paper.affiliations)
    day = f"{rng.choice(_MONTHS)} {rng.randint(1, 28)}, {rng.randint(2014, 2025)}"
    facts = f"<dt>Authors</dt>{names}"
    if places:
        facts += f"<dt>Affiliations</dt>{places}"
    facts += f"<dt>Published</dt><dd>{esc(day)}</dd>"
    return (
        f'<div class="top"><h1>{esc(paper.title)}</h1><dl>{facts}</dl></div>'
        f"<h2>Summary</h2>{abstract_html(paper)}"
    )


def _deflist_css(look: Look) -> str:
    return (
        ".top{display:flex;gap:24px;align-items:flex-start}"
        f"h1{{flex:1;font-size:{look.title_px}px;margin:0}}"
        "dl{width:190px;flex:none;font-size:.85em;margin:0}"
        "dt{font-weight:bold;font-variant:small-caps;margin-top:.4em}dd{margin:0}"
        "h2{font-size:1.15em}"
    )


ROTATED13_STYLES: dict[str, Style] = {
    "citeas": Style("citeas", _citeas, _citeas_css),
    "deflist": Style("deflist", _deflist, _deflist_css, family="sans"),
}

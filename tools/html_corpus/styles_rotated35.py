"""HTML paper styles, part thirty-five: front61's held-out styles, now train.

front61 wrote them for its held-out corpus and measured them once (browser held out,
seed 6101, 12 PDFs: 1.000 / 0.902 / 0.902 / 0.992 title / author F1 / surname F1 /
abstract F1, the same at base and after front61's rules; authorsdisclosure 1.000 /
0.972 / 0.972 / 0.995, etalheader 1.000 / 0.750 / 0.750 / 0.981, newsexplainer 1.000
/ 0.983 / 0.983 / 1.000); front62 moved them here (``git mv`` of ``styles_held.py``,
only the flag dropped).  Each is modelled on a page real papers are printed from:

* ``newsexplainer``: a university's news story about a paper: "News › Research", the
  paper's title as the headline, a writer's byline ("By Dana Price, Communications
  Office · 3 May 2021", not an author), the summary (the abstract), and a closing
  paragraph naming the authors in a sentence ("The study, by Ann Lee, Bo Chen and Cy
  Diaz, appears in Journal X.");
* ``authorsdisclosure``: a repository's item page: a breadcrumb, the title, an
  "Authors (3)" heading over a bulleted list of names each followed by a "Show
  affiliation" link, a "▾ Abstract" disclosure over the abstract, and collapsed
  "▸ Cite this" and "▸ Files" rows;
* ``etalheader``: a preprint's page that prints only "Ann Lee et al." under the title,
  then the abstract under "Abstract", and an "Authors and affiliations" section giving
  every name in bold over its place.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_JOURNALS = ("Journal of Applied Studies", "Research Letters", "Annals of Method")
_MONTHS = ("January", "March", "May", "July", "September", "November")
_WRITERS = ("Dana Price", "Evan Moss", "Fay Hart", "Gus Lind")


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _newsexplainer(paper: Paper, look: Look, rng: random.Random) -> str:
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2014, 2024)}"
    writer = rng.choice([w for w in _WRITERS if w not in {a.name for a in paper.authors}])
    names = esc(_joined([a.name for a in paper.authors]))
    return (
        '<p class="crumb">News \u203a Research</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="by">By {esc(writer)}, Communications Office \u00b7 {day}</p>'
        f"{abstract_html(paper)}"
        f"<p>The study, by {names}, appears in {esc(rng.choice(_JOURNALS))}.</p>"
        '<p class="share">Share this story</p>'
    )


def _newsexplainer_css(look: Look) -> str:
    return (
        ".crumb{color:#666;font-size:.85em;text-transform:uppercase}"
        f".title{{font-size:{look.title_px:.0f}px}}.by{{color:#555;font-size:.9em}}"
        ".share{color:#06c;font-size:.85em}"
    )


def _authorsdisclosure(paper: Paper, look: Look, rng: random.Random) -> str:
    items = "".join(
        f'<li>{esc(a.name)} <span class="link">Show affiliation</span></li>' for a in paper.authors
    )
    return (
        f'<p class="crumb">Home \u203a Publications \u203a {rng.randint(2012, 2024)}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<h3>Authors ({len(paper.authors)})</h3><ul class="people">{items}</ul>'
        f"<h3>\u25be Abstract</h3>{abstract_html(paper)}"
        '<p class="fold">\u25b8 Cite this</p><p class="fold">\u25b8 Files</p>'
    )


def _authorsdisclosure_css(look: Look) -> str:
    return (
        ".crumb{color:#666;font-size:.85em}"
        f".title{{font-size:{look.title_px * 0.9:.0f}px}}"
        "h3{font-size:1em}.link{color:#06c;font-size:.8em}.fold{border-top:1px solid #ccc}"
    )


def _etalheader(paper: Paper, look: Look, rng: random.Random) -> str:
    head = esc(paper.authors[0].name) + (" et al." if len(paper.authors) > 1 else "")
    people = []
    for index, author in enumerate(paper.authors):
        place = paper.first_place(index)
        under = f'<br><span class="place">{esc(place)}</span>' if place else ""
        people.append(f"<p><b>{esc(author.name)}</b>{under}</p>")
    return (
        f'<p class="server">Preprint \u00b7 posted {rng.randint(1, 28)} '
        f"{rng.choice(_MONTHS)} {rng.randint(2016, 2024)}</p>"
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="etal">{head}</p>'
        f"<h2>Abstract</h2>{abstract_html(paper)}"
        f"<h2>Authors and affiliations</h2>{''.join(people)}"
    )


def _etalheader_css(look: Look) -> str:
    return (
        ".server{color:#a00;font-size:.85em}"
        f".title{{font-size:{look.title_px:.0f}px}}.etal{{font-size:1.05em}}"
        ".place{font-style:italic;color:#555}h2{font-size:1.1em}"
    )


ROTATED35_STYLES: dict[str, Style] = {
    "newsexplainer": Style("newsexplainer", _newsexplainer, _newsexplainer_css),
    "authorsdisclosure": Style(
        "authorsdisclosure",
        _authorsdisclosure,
        _authorsdisclosure_css,
        family="sans",
    ),
    "etalheader": Style("etalheader", _etalheader, _etalheader_css, family="sans"),
}

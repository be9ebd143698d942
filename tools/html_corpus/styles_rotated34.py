"""HTML paper styles, part thirty-four: front60's held-out styles, now train.

front60 wrote them for its held-out corpus and measured them once (browser held out,
seed 6001, 16 PDFs: 1.000 / 0.656 / 0.656 / 0.747 title / author F1 / surname F1 /
abstract F1, the same at base and after front60's rules; avatarrow 1.000 / 1.000 /
1.000 / 0.999, contributionpage 1.000 / 0.667 / 0.667 / 0.988, docsfooter 1.000 /
0.500 / 0.500 / 0.000, overlaynames 1.000 / 0.456 / 0.456 / 1.000); front61 moved
them here (``git mv`` of ``styles_held.py``, only the flag dropped).  Each is modelled
on a page real papers are printed from:

* ``contributionpage``: a conference system's contribution page: a breadcrumb, the
  title, a date and room line, "Description" over the abstract, then "Primary
  author" over the first name and "Co-authors" over the others, each name with its
  place in brackets, and "Presenter" repeating the first name;
* ``overlaynames``: a publisher's article page printed from a browser: the journal's
  name and volume, the title, "Author links open overlay panel" before the names
  (each with superscript letters, the corresponding one with an envelope), "Show
  more", a tool row ("Add to library · Share · Cite"), a DOI link, "Highlights"
  bullets, then "Abstract";
* ``avatarrow``: a collaborative notes site's page: a top bar, the title, a
  "Contributors" row where each name follows a round badge of its initials ("AL Ann
  Lee"), "Last edited … ago", a "Summary" heading over the abstract, and a comments
  count;
* ``docsfooter``: a documentation site's page: a breadcrumb with an "Edit this page"
  link, the title, an "Overview" heading over the abstract, "Previous" / "Next"
  buttons, and a footer naming the writers only in a copyright line ("© Copyright
  2021, Ann Lee, Bo Chen and Cy Diaz. Revision 3f2a1c9.").
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_JOURNALS = ("Journal of Applied Studies", "Research Letters", "Annals of Method")
_DOT = " \u00b7 "
_MONTHS = ("January", "March", "May", "July", "September", "November")


def _joined(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _placed(paper: Paper, index: int) -> str:
    place = paper.first_place(index)
    name = esc(paper.authors[index].name)
    return f"{name} ({esc(place)})" if place else name


def _contributionpage(paper: Paper, look: Look, rng: random.Random) -> str:
    day = f"{rng.randint(1, 28)} {rng.choice(_MONTHS)} {rng.randint(2014, 2024)}"
    hour = rng.randint(9, 17)
    others = "".join(f"<li>{_placed(paper, i)}</li>" for i in range(1, len(paper.authors)))
    co = f'<h3>Co-authors</h3><ul class="people">{others}</ul>' if others else ""
    return (
        f'<p class="crumb">Timetable \u203a Parallel session {rng.randint(1, 12)}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="when">{day}, {hour}:00\u2013{hour}:20 \u00b7 Room {rng.randint(1, 30)}</p>'
        f"<h3>Description</h3>{abstract_html(paper)}"
        f'<h3>Primary author</h3><ul class="people"><li>{_placed(paper, 0)}</li></ul>'
        f"{co}"
        f'<h3>Presenter</h3><ul class="people"><li>{esc(paper.authors[0].name)}</li></ul>'
    )


def _contributionpage_css(look: Look) -> str:
    return (
        ".crumb{color:#666;font-size:.85em}"
        f".title{{font-size:{look.title_px * 0.9:.0f}px}}.when{{color:#555}}"
        "h3{font-size:1em;border-bottom:1px solid #ccc}.people{list-style:none;padding:0}"
    )


def _overlaynames(paper: Paper, look: Look, rng: random.Random) -> str:
    letters = "abcdefgh"
    names = []
    for author in paper.authors:
        marks = ",".join(letters[a % len(letters)] for a in author.affiliations) or "a"
        mail = " \u2709" if author.corresponding else ""
        names.append(f'<span class="name">{esc(author.name)}<sup>{marks}</sup>{mail}</span>')
    volume = f"Volume {rng.randint(3, 90)}, {rng.randint(2012, 2024)}, {rng.randint(100, 999)}"
    doi = f"https://doi.org/10.{rng.randint(1000, 9999)}/j.x.{rng.randint(10000, 99999)}"
    kinds = paper.keywords[:3] or ("the method", "the data", "the results")
    lights = "".join(f"<li>We report new findings on {esc(k)}.</li>" for k in kinds)
    return (
        f'<p class="journal">{esc(rng.choice(_JOURNALS))}</p><p class="vol">{volume}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        '<p class="links">Author links open overlay panel '
        f"{' '.join(names)}</p>"
        '<p class="more">Show more</p>'
        '<p class="tools">Add to library \u00b7 Share \u00b7 Cite</p>'
        f'<p class="doi">{doi}</p><p class="tools">Get rights and content</p>'
        f"<h2>Highlights</h2><ul>{lights}</ul>"
        f"<h2>Abstract</h2>{abstract_html(paper)}"
    )


def _overlaynames_css(look: Look) -> str:
    return (
        ".journal{font-weight:bold;color:#e9711c}.vol{color:#555;font-size:.85em}"
        f".title{{font-size:{look.title_px * 0.9:.0f}px;font-weight:normal}}"
        ".links .name{margin-right:.6em}.more,.tools{color:#0c7dbb;font-size:.85em}"
        ".doi{font-size:.85em}h2{font-size:1.1em}"
    )


def _avatarrow(paper: Paper, look: Look, rng: random.Random) -> str:
    people = []
    for author in paper.authors:
        badge = "".join(p[0] for p in author.name.split()[:1] + author.name.split()[-1:])
        people.append(f'<span class="badge">{esc(badge.upper())}</span> {esc(author.name)}')
    return (
        '<p class="bar">Notes \u00b7 Shared with team \u00b7 Publish</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="people"><b>Contributors</b> {_DOT.join(people)}</p>'
        f'<p class="edited">Last edited {rng.randint(2, 20)} days ago</p>'
        f"<h2>Summary</h2>{abstract_html(paper)}"
        f'<p class="comments">\U0001f4ac {rng.randint(1, 9)} comments</p>'
    )


def _avatarrow_css(look: Look) -> str:
    return (
        ".bar{background:#333;color:#fff;padding:.3em;font-size:.85em}"
        f".title{{font-size:{look.title_px}px}}"
        ".badge{display:inline-block;border-radius:50%;background:#48c;color:#fff;"
        "font-size:.75em;padding:.3em}.edited,.comments{color:#777;font-size:.85em}"
        "h2{font-size:1.1em}"
    )


def _docsfooter(paper: Paper, look: Look, rng: random.Random) -> str:
    names = _joined([a.name for a in paper.authors])
    year = rng.randint(2012, 2024)
    revision = "".join(rng.choice("0123456789abcdef") for _ in range(7))
    return (
        '<p class="crumb">Docs \u00bb Guides \u00bb Methods '
        '<span class="edit">Edit this page</span></p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f"<h2>Overview</h2>{abstract_html(paper)}"
        '<p class="nav">\u00ab Previous \u00a0\u00a0 Next \u00bb</p>'
        f'<p class="foot">\u00a9 Copyright {year}, {esc(names)}. Revision {revision}.</p>'
    )


def _docsfooter_css(look: Look) -> str:
    return (
        ".crumb{font-size:.85em;color:#555}.edit{float:right}"
        f".title{{font-size:{look.title_px * 0.9:.0f}px}}h2{{font-size:1.15em}}"
        ".nav{border:1px solid #ccc;padding:.3em}"
        ".foot{border-top:1px solid #ccc;color:#666;font-size:.85em}"
    )


ROTATED34_STYLES: dict[str, Style] = {
    "contributionpage": Style(
        "contributionpage",
        _contributionpage,
        _contributionpage_css,
    ),
    "overlaynames": Style("overlaynames", _overlaynames, _overlaynames_css),
    "avatarrow": Style("avatarrow", _avatarrow, _avatarrow_css, family="sans"),
    "docsfooter": Style("docsfooter", _docsfooter, _docsfooter_css, family="sans"),
}

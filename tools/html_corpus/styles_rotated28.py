"""HTML paper styles, part twenty-eight: front52's held-out styles, now train.

front52 wrote them for its held-out corpus and measured them once (browser held out,
seed 52: 0.688 / 0.553 / 0.553 / 1.000 title / author F1 / surname F1 / abstract F1,
the same before and after its rules); front53 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped).  Each is modelled on a page real papers
are printed from:

* ``refmanager`` (front52): a reference manager's web library showing the paper's
  item: a path line of collections, a table of the collection's items (title,
  creator "Lee et al.", year; the paper's row among other papers', shaded), then the
  item pane: "Item Type  Journal Article", "Title" and the title, one "Author" row
  per name written surname first ("Lee, Ann"), "Abstract" and the abstract, then
  "Publication", "Volume", "Date", "DOI" rows, every label in a grey column;
* ``cookiearticle`` (front52): a journal's article page printed with its consent
  dialog open: a box "We value your privacy" with a paragraph on cookies and its
  buttons above the site's navigation and a breadcrumb line, then "Open Access ·
  Article", the title, the names with marks, a "Published: … · Cite this article ·
  1,234 Accesses" line, a "Download PDF" button and the abstract under "Abstract".
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, author_list, esc, surname_first
from html_corpus.styles import Style

_COLLECTIONS = ("My Library", "Thesis reading", "Methods papers", "To read")
_VENUES = ("Journal of Methods", "Annals of Measurement", "Applied Research Letters")
_CONSENT = (
    "We and our partners use cookies and similar technologies to store and access"
    " information on your device, to measure how the site is used and to improve it."
    " You can accept all cookies, reject those that are not necessary, or choose which"
    " ones we may set. You can change your choice at any time under Cookie settings."
)


def _row(label: str, value: str) -> str:
    return f"<tr><th>{esc(label)}</th><td>{value}</td></tr>"


def _refmanager(paper: Paper, look: Look, rng: random.Random) -> str:
    year = rng.randint(2012, 2025)
    first = paper.authors[0].name.split()[-1]
    creator = first + (" et al." if len(paper.authors) > 1 else "")
    items = [(o.title[:1].upper() + o.title[1:], rng.randint(2000, 2025)) for o in paper.others[:3]]
    rows = []
    for number, (title, when) in enumerate(items):
        if number == 1:
            rows.append(
                f'<tr class="on"><td>{esc(paper.title)}</td><td>{esc(creator)}</td>'
                f"<td>{year}</td></tr>"
            )
        rows.append(f"<tr><td>{esc(title)}</td><td>Unknown</td><td>{when}</td></tr>")
    pane = [_row("Item Type", "Journal Article"), _row("Title", esc(paper.title))]
    pane += [_row("Author", esc(surname_first(a.name))) for a in paper.authors]
    pane.append(_row("Abstract", abstract_html(paper)))
    pane += [
        _row("Publication", esc(rng.choice(_VENUES))),
        _row("Volume", str(rng.randint(1, 40))),
        _row("Date", f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"),
        _row("DOI", f"10.{rng.randint(1000, 9999)}/jm.{year}.{rng.randint(100, 999)}"),
    ]
    path = " \u203a ".join(rng.sample(_COLLECTIONS, 2))
    return (
        f'<p class="path">{esc(path)}</p>'
        '<table class="items"><tr><th>Title</th><th>Creator</th><th>Year</th></tr>'
        + "".join(rows)
        + '</table><p class="tabs"><b>Info</b> \u00b7 Notes \u00b7 Tags \u00b7 Related</p>'
        f'<table class="pane">{"".join(pane)}</table>'
    )


def _refmanager_css(look: Look) -> str:
    return (
        ".path{color:#555;font-size:.85em}.items{width:100%;border-collapse:collapse;"
        "font-size:.85em}.items td,.items th{border-bottom:1px solid #ddd;text-align:left}"
        ".on{background:#cfe0fa}.tabs{border-bottom:2px solid #999}"
        ".pane th{color:#777;font-weight:normal;text-align:right;vertical-align:top;"
        "width:7em;padding-right:.6em}"
    )


def _cookiearticle(paper: Paper, look: Look, rng: random.Random) -> str:
    year = rng.randint(2012, 2025)
    venue = rng.choice(_VENUES)
    return (
        '<div class="consent"><p class="ask">We value your privacy</p>'
        f"<p>{esc(_CONSENT)}</p>"
        '<p><span class="btn">Accept all cookies</span> <span class="btn">Reject optional'
        '</span> <span class="btn">Manage preferences</span></p></div>'
        '<p class="nav">Journals \u00b7 Books \u00b7 Topics \u00b7 About \u00b7 Sign in'
        " \u00b7 Cart</p>"
        f'<p class="crumbs">Home \u203a {esc(venue)} \u203a Volume {rng.randint(1, 40)}, '
        f"Issue {rng.randint(1, 12)}</p>"
        '<p class="kind">Open Access \u00b7 Article</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="names">{author_list(paper)}</p>'
        f'<p class="meta">Published: {rng.randint(1, 28)} May {year} \u00b7 Cite this article'
        f" \u00b7 {rng.randint(1, 9)},{rng.randint(100, 999)} Accesses</p>"
        '<p><span class="btn">Download PDF</span></p>'
        f'<h2 class="abs">Abstract</h2>{abstract_html(paper)}'
    )


def _cookiearticle_css(look: Look) -> str:
    return (
        ".consent{border:2px solid #333;padding:.5em;background:#f6f6f6}"
        ".ask{font-weight:bold;font-size:1.15em}"
        ".btn{border:1px solid #036;border-radius:3px;padding:1px 8px;color:#036}"
        ".nav{background:#036;color:#fff;padding:.3em}.crumbs,.meta{color:#666;"
        f"font-size:.85em}}.kind{{font-size:.85em;font-weight:bold}}"
        f".title{{font-size:{look.title_px}px}}.abs{{font-size:1.2em}}"
    )


ROTATED28_STYLES: dict[str, Style] = {
    "refmanager": Style("refmanager", _refmanager, _refmanager_css, family="sans"),
    "cookiearticle": Style(
        "cookiearticle", _cookiearticle, _cookiearticle_css, site="Journal Site"
    ),
}

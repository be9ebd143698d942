"""HTML paper styles, part twenty-nine: front53's held-out styles, now train.

front53 wrote them for its held-out corpus and measured them once (browser held out,
seed 53: 1.000 / 0.562 / 0.583 / 0.937 title / author F1 / surname F1 / abstract F1,
the same before and after its rules; chapterpage 1.000 on all four, repositoryrecord
1.000 / 0.125 / 0.167 / 0.874); front54 moved them here (``git mv`` of
``styles_held.py``, only the flag dropped).  Each is modelled on a page real papers
are printed from:

* ``chapterpage`` (front53): a publisher's page of one chapter of an edited book: a
  breadcrumb line, a box for the book (its title in bold, "Edited by" its two editors,
  the book series), then "Chapter", the chapter's title, its names with marks and
  the affiliations, a "First Online: … · pp 45–67 · Cite this chapter" line and the
  abstract under "Abstract";
* ``repositoryrecord`` (front53): an institutional repository's full item record:
  a path line, the title as the page's heading, "Show simple item record", then the
  record's Dublin Core rows in a three-column table ("DC Field", "Value",
  "Language") in the field names' order: ``dc.contributor.author`` rows surname
  first ("Lee, Ann"), dates, ``dc.description.abstract``, a citation, a handle, the
  keywords as ``dc.subject`` rows, ``dc.title`` and ``dc.type``; the files of the
  item under it.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, author_list, esc, surname_first
from html_corpus.styles import Style

_BOOKS = (
    "Advances in Field Methods",
    "Handbook of Applied Measurement",
    "Frontiers of Data Practice",
    "Methods in Environmental Research",
)
_SERIES = ("Lecture Notes in Methods", "Studies in Applied Research", "Methods Library")
_UNITS = ("Faculty of Science", "School of Medicine", "Department of Biology")


def _editors(paper: Paper) -> list[str]:
    names = [r.authors[0] for r in paper.others if r.authors][:2]
    return names if len(names) == 2 else ["Cy Diaz", "Eva Moretti"]


def _chapterpage(paper: Paper, look: Look, rng: random.Random) -> str:
    book = rng.choice(_BOOKS)
    editors = _editors(paper)
    year = rng.randint(2012, 2025)
    start = rng.randint(10, 400)
    return (
        f'<p class="crumbs">Home \u203a {esc(book)} \u203a Chapter</p>'
        f'<div class="book"><p class="bt">{esc(book)}</p>'
        f"<p>Edited by {esc(editors[0])} and {esc(editors[1])}</p>"
        f"<p>Part of the book series: {esc(rng.choice(_SERIES))} "
        f"(volume {rng.randint(2, 90)})</p></div>"
        f'<p class="kind">Chapter</p><h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="names">{author_list(paper)}</p>{affiliation_list(paper)}'
        f'<p class="meta">First Online: {rng.randint(1, 28)} May {year} \u00b7 pp '
        f"{start}\u2013{start + rng.randint(12, 30)} \u00b7 Cite this chapter</p>"
        f'<h2 class="abs">Abstract</h2>{abstract_html(paper)}'
    )


def _chapterpage_css(look: Look) -> str:
    return (
        ".crumbs,.meta{color:#666;font-size:.85em}.book{border:1px solid #bbb;"
        "padding:.4em .8em;background:#fafafa}.bt{font-weight:bold;font-size:1.25em}"
        ".kind{font-size:.85em;text-transform:uppercase;letter-spacing:.05em}"
        f".title{{font-size:{look.title_px}px}}.affiliation{{font-size:.9em;color:#444}}"
        ".abs{font-size:1.2em}"
    )


def _initialled(name: str) -> str:
    """``name`` as a citation writes it: "Lee, A." ("de Vries, P.")."""
    surname, _, given = surname_first(name).partition(", ")
    return f"{surname}, {given[:1]}." if given else surname


def _dc(field: str, value: str, language: str = "") -> str:
    return f'<tr><td class="f">{field}</td><td>{value}</td><td>{language}</td></tr>'


def _repositoryrecord(paper: Paper, look: Look, rng: random.Random) -> str:
    year = rng.randint(2012, 2025)
    stamp = f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T10:{rng.randint(10, 59)}:07Z"
    handle = f"hdl.handle.net/{rng.randint(1000, 9999)}/{rng.randint(10000, 99999)}"
    cited = ", ".join(_initialled(a.name) for a in paper.authors)
    rows = [_dc("dc.contributor.author", esc(surname_first(a.name))) for a in paper.authors]
    rows += [
        _dc("dc.date.accessioned", stamp),
        _dc("dc.date.available", stamp),
        _dc("dc.date.issued", str(year)),
        _dc("dc.description.abstract", abstract_html(paper), "en"),
        _dc("dc.identifier.citation", f"{esc(cited)} ({year}). {esc(paper.title)}.", "en"),
        _dc("dc.identifier.uri", handle),
        _dc("dc.language.iso", "en", "en"),
    ]
    rows += [_dc("dc.subject", esc(k), "en") for k in paper.keywords]
    rows += [_dc("dc.title", esc(paper.title), "en"), _dc("dc.type", "Article", "en")]
    unit = rng.choice(_UNITS)
    name = f"{paper.authors[0].name.split()[-1]}_{year}.pdf"
    return (
        f'<p class="path">Repository home \u203a {esc(unit)} \u203a Articles \u203a View Item</p>'
        f'<h2 class="head">{esc(paper.title)}</h2>'
        '<p class="link">Show simple item record</p>'
        '<table class="dc"><tr><th>DC Field</th><th>Value</th><th>Language</th></tr>'
        + "".join(rows)
        + '</table><p class="files"><b>Files in this item</b></p>'
        f'<p class="files">Name: {esc(name)} \u00b7 Size: {rng.randint(1, 9)}.{rng.randint(0, 9)}'
        "Mb \u00b7 Format: PDF \u00b7 View/Open</p>"
    )


def _repositoryrecord_css(look: Look) -> str:
    return (
        ".path,.link{color:#555;font-size:.85em}.head{font-size:1.3em}"
        ".dc{border-collapse:collapse;width:100%;font-size:.9em}.dc td,.dc th{border:1px"
        " solid #ccc;vertical-align:top;text-align:left;padding:2px 4px}"
        ".f{color:#555;white-space:nowrap}.files{font-size:.9em}"
    )


ROTATED29_STYLES: dict[str, Style] = {
    "chapterpage": Style("chapterpage", _chapterpage, _chapterpage_css),
    "repositoryrecord": Style(
        "repositoryrecord", _repositoryrecord, _repositoryrecord_css, family="sans"
    ),
}

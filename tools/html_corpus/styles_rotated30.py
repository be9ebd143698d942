"""HTML paper styles, part thirty: front54's held-out styles, now train.

front54 wrote them for its held-out corpus and measured them once (browser held out,
seed 54: 1.000 / 0.500 / 0.500 / 0.883 title / author F1 / surname F1 / abstract F1,
the same before and after its rules; indexabstract read right, datasetlanding's
buttons and box label were read as its names, author F1 0.000); front55 moved them
here (``git mv`` of ``styles_held.py``, only the flag dropped).  Each is modelled on
a page real papers are printed from:

* ``indexabstract`` (front54): a bibliographic index's abstract page: a search box
  line, the source as the index cites it first ("J Methods. 2021 May;12(3):45-67.
  doi: …"), the title, the names with numbered marks, a collapsed "Affiliations ·
  Expand" line, "PMID: … · DOI: …" identifiers, the abstract under "Abstract", the
  keywords and a copyright line, then "Similar articles" listing other papers, each
  with its title and its names initialled ("Chen B, Diaz C");
* ``datasetlanding`` (front54): a data repository's dataset page: a breadcrumb of
  collections, the dataset's title as the heading, a shaded "Data Citation" box (the
  names surname first parted by semicolons, the year, the title in quotes, a DOI and
  a version) with a "Cite Dataset" button, a tab line, then a metadata table:
  "Description" with the abstract, "Subject", "Keyword", "Depositor" (another
  person), "Deposit Date".
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, author_list, esc, keyword_line, surname_first
from html_corpus.styles import Style

_SOURCES = ("J Methods", "Ann Meas", "Appl Res Lett", "Int J Field Stud")
_MONTHS = ("Jan", "Mar", "May", "Jul", "Sep", "Nov")
_COLLECTIONS = ("Root", "Faculty of Science", "Social Data Lab", "Field Studies")
_SUBJECTS = ("Earth and Environmental Sciences", "Social Sciences", "Medicine, Health")


def _cited(name: str) -> str:
    """``name`` as an index cites it: surname, then initials without stops."""
    surname, _, given = surname_first(name).partition(", ")
    return f"{surname} {''.join(p[0] for p in given.split())}".strip()


def _similar(paper: Paper, rng: random.Random) -> str:
    items = []
    for other in paper.others[:3]:
        names = ", ".join(_cited(n) for n in other.authors[:3]) or "Anonymous"
        source = f"{rng.choice(_SOURCES)}. {rng.randint(2005, 2024)}."
        items.append(
            f'<li><span class="st">{esc(other.title)}</span><br>'
            f'<span class="sn">{esc(names)}</span> {esc(source)}</li>'
        )
    return f'<h3>Similar articles</h3><ul class="similar">{"".join(items)}</ul>'


def _indexabstract(paper: Paper, look: Look, rng: random.Random) -> str:
    year = rng.randint(2012, 2025)
    volume = (
        f"{rng.randint(1, 40)}({rng.randint(1, 12)}):{rng.randint(10, 400)}-{rng.randint(401, 900)}"
    )
    doi = f"10.{rng.randint(1000, 9999)}/jm.{year}.{rng.randint(1000, 9999)}"
    source = f"{rng.choice(_SOURCES)}. {year} {rng.choice(_MONTHS)};{volume}. doi: {doi}."
    ident = rng.randint(20000000, 39999999)
    return (
        '<p class="search">Search <span class="box">&nbsp;</span> Advanced</p>'
        f'<p class="src">{esc(source)}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="names">{author_list(paper, star=False, last_and=False)}</p>'
        '<p class="aff">Affiliations \u00b7 <span class="x">Expand</span></p>'
        f'<p class="ids">PMID: {ident} \u00b7 DOI: {esc(doi)}</p>'
        f'<h2 class="abs">Abstract</h2>{abstract_html(paper)}'
        + keyword_line(paper, "Keywords:", "; ")
        + f'<p class="cr">Copyright \u00a9 {year} The Authors.</p>'
        + _similar(paper, rng)
    )


def _indexabstract_css(look: Look) -> str:
    return (
        ".search{color:#555;font-size:.85em;border-bottom:1px solid #ccc}"
        ".box{display:inline-block;width:12em;border:1px solid #999}"
        ".src,.ids,.cr{color:#555;font-size:.85em}.aff{font-size:.9em}"
        ".x{color:#06c}"
        f".title{{font-size:{look.title_px}px}}.abs{{font-size:1.15em}}"
        ".st{color:#06c}.sn,.similar{font-size:.9em}"
    )


def _row(label: str, value: str) -> str:
    return f"<tr><th>{esc(label)}</th><td>{value}</td></tr>"


def _datasetlanding(paper: Paper, look: Look, rng: random.Random) -> str:
    year = rng.randint(2012, 2025)
    names = "; ".join(surname_first(a.name) for a in paper.authors)
    code = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(6))
    doi = f"https://doi.org/10.{rng.randint(1000, 9999)}/DVN/{code}"
    cite = f'{names}, {year}, "{paper.title}", {doi}, Data Repository, V{rng.randint(1, 4)}'
    others = [r.authors[0] for r in paper.others if r.authors]
    depositor = surname_first(others[0]) if others else "Diaz, Cy"
    path = " \u203a ".join(rng.sample(_COLLECTIONS, 3))
    rows = [
        _row("Description", abstract_html(paper)),
        _row("Subject", esc(rng.choice(_SUBJECTS))),
        _row("Keyword", esc(", ".join(paper.keywords) or "data")),
        _row("Depositor", esc(depositor)),
        _row("Deposit Date", f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"),
    ]
    return (
        f'<p class="path">{esc(path)}</p>'
        f'<h1 class="title">{esc(paper.title)}</h1>'
        f'<p class="ver">Version {rng.randint(1, 4)}.0 \u00b7 Published</p>'
        f'<div class="cite"><p class="lab">Data Citation</p><p>{esc(cite)}</p>'
        '<p><span class="btn">Cite Dataset</span> <span class="btn">Access Dataset</span>'
        "</p></div>"
        '<p class="tabs"><b>Files</b> \u00b7 Metadata \u00b7 Terms \u00b7 Versions</p>'
        f'<table class="meta">{"".join(rows)}</table>'
    )


def _datasetlanding_css(look: Look) -> str:
    return (
        ".path,.ver{color:#555;font-size:.85em}"
        f".title{{font-size:{look.title_px}px}}"
        ".cite{background:#eef3f8;border:1px solid #c8d6e5;padding:.4em .8em}"
        ".lab{font-weight:bold}.btn{border:1px solid #337;border-radius:3px;padding:1px 8px}"
        ".tabs{border-bottom:2px solid #999}.meta th{text-align:left;vertical-align:top;"
        "width:9em;color:#333;padding-right:.6em}"
    )


ROTATED30_STYLES: dict[str, Style] = {
    "indexabstract": Style("indexabstract", _indexabstract, _indexabstract_css, family="sans"),
    "datasetlanding": Style("datasetlanding", _datasetlanding, _datasetlanding_css, family="sans"),
}

"""HTML paper styles rotated into train by rot21: rot20's held-out styles.

rot20 wrote these two for a held-out corpus and measured them once (chapteropen
abstract 0.983, spanjournal 1.000 ×4); having been looked at, they are train
styles from rot21 on, and :mod:`html_corpus.styles_held` holds new ones:

* ``chapteropen``: an edited book's chapter as a web reader prints it: the
  book's title and editors in small capitals on top, the chapter number very
  large and light above the title, the authors one a line in italics with the
  institution after a dash in smaller type, then an indented abstract with a
  run-in italic "Abstract" and keywords;
* ``spanjournal``: a journal's two-column article page: a grey band with
  the journal's name, volume, pages and year, a DOI line under it, the title and
  an author line with letter marks and a lettered affiliation list, all across
  both columns, then a full-width rule and the abstract, under a letter-spaced
  "ABSTRACT" heading, also across both columns, before the body's two columns.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, affiliation_list, author_list, esc, keyword_line
from html_corpus.styles import Style

_BOOKS = ("Handbook of Field Methods", "Perspectives on Applied Modelling", "Data in Practice")
_EDITORS = ("M. Okafor and L. Brandt", "S. Ivanova", "P. Lindqvist and H. Sato")
_JOURNALS = ("Journal of Integrative Studies", "Annals of Quantitative Research")


def _chapteropen(paper: Paper, look: Look, rng: random.Random) -> str:
    people = "".join(
        f'<p class="who"><em>{esc(a.name)}</em> <span class="inst">— '
        f"{esc(paper.affiliations[a.affiliations[0]].institution)}</span></p>"
        for a in paper.authors
    )
    book = f"{rng.choice(_BOOKS)} · edited by {rng.choice(_EDITORS)}"
    return (
        f'<div class="book">{esc(book)}</div><div class="num">{rng.randint(2, 19)}</div>'
        f'<h1>{esc(paper.title)}</h1>{people}<div class="abs">'
        f"{abstract_html(paper, 'Abstract', label_tag='em')}"
        f"{keyword_line(paper, 'Keywords', ' · ')}</div>"
    )


def _chapteropen_css(look: Look) -> str:
    return (
        ".book{font-variant:small-caps;font-size:.8em;color:#666;border-bottom:1px solid #bbb}"
        ".num{font-size:80px;color:#9aa;font-weight:300;line-height:1;margin:.4em 0 .1em}"
        f"h1{{font-size:{look.title_px}px;margin:.1em 0 .8em;font-weight:normal}}"
        ".who{margin:.1em 0}.inst{font-size:.8em}"
        ".abs{margin:1.5em 2em;font-size:.9em}"
    )


def _spanjournal(paper: Paper, look: Look, rng: random.Random) -> str:
    year = rng.randint(2012, 2025)
    first = rng.randint(1, 900)
    journal, volume, last = rng.choice(_JOURNALS), rng.randint(3, 60), first + rng.randint(8, 30)
    band = f"{journal} {volume} ({year}) {first}–{last}"
    doi = f"https://doi.org/10.{rng.randint(1000, 9999)}/jis.{year}.{rng.randint(10000, 99999)}"
    return (
        f'<div class="top"><div class="band">{esc(band)}</div><div class="doi">{esc(doi)}</div>'
        f'<h1>{esc(paper.title)}</h1><p class="aus">{author_list(paper, letters=True)}</p>'
        f"{affiliation_list(paper, letters=True)}<hr>"
        f'<h2 class="ab">Abstract</h2>{abstract_html(paper)}{keyword_line(paper)}<hr></div>'
    )


def _spanjournal_css(look: Look) -> str:
    return (
        ".top{column-span:all;margin-bottom:1em}"
        ".band{background:#d9dde3;padding:.3em .6em;font-size:.8em}"
        ".doi{font-size:.75em;color:#036;margin:.2em 0 1em}"
        f"h1{{font-size:{look.title_px}px;margin:.2em 0 .5em}}"
        ".aus{font-size:1.05em}.affiliation{font-size:.78em;font-style:italic}"
        "hr{border:0;border-top:1px solid #333;margin:.8em 0}"
        ".ab{font-size:.85em;text-transform:uppercase;letter-spacing:.35em;margin:.3em 0}"
    )


ROTATED2_STYLES: dict[str, Style] = {
    "chapteropen": Style("chapteropen", _chapteropen, _chapteropen_css),
    "spanjournal": Style("spanjournal", _spanjournal, _spanjournal_css, family="sans", columns=2),
}

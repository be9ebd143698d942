"""HTML paper styles, part twenty-five: front49's held-out styles, now train.

front49 wrote them for its held-out corpus and measured them once (browser held out,
seed 49: 0.500 / 0.562 / 0.562 / 1.000 title / author F1 / surname F1 / abstract F1);
front50 moved them here (``git mv`` of ``styles_held.py``, only the flag dropped).
Each is modelled on a page real papers are printed from:

* ``bibtexpage`` (front49): a library catalogue's record page that gives the paper
  only as its citation export: the site's name as a banner, a small "Export
  citation" tab row (BibTeX | RIS | EndNote), a monospaced BibTeX entry whose
  ``title = {…}`` and ``author = {Ann Lee and Bo Chen}`` fields are the only place the
  title and the names stand, then the abstract under a small "Abstract" heading;
* ``reviewforum`` (front49): an open-review forum page for a submission: the title
  as a link-coloured heading, the names on one line, a decision badge ("Accept
  (Poster)"), labelled fields "Keywords:", "TL;DR:" (a one-sentence summary that is
  not the abstract) and "Abstract:", then the first review's header ("Official Review
  of Submission 1234 by Reviewer x3Fq") with its rating and its opening words.
"""

from __future__ import annotations

import random

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import abstract_html, esc
from html_corpus.styles import Style

_SITES = ("University Library Catalogue", "Research Output Repository", "Publications Database")
_DECISIONS = ("Accept (Poster)", "Accept (Oral)", "Accept (Spotlight)")
_TLDRS = (
    "A simple method that works well in practice.",
    "We study the problem carefully and report what we find.",
    "New measurements and a model that explains them.",
)
_REVIEWS = (
    "The paper is clearly written and the experiments are convincing.",
    "This submission addresses a relevant question, but the evaluation is limited.",
)


def _bibtexpage(paper: Paper, look: Look, rng: random.Random) -> str:
    first = paper.authors[0].name.split()[-1].lower()
    year = rng.randint(2012, 2025)
    names = " and ".join(a.name for a in paper.authors)
    entry = (
        f"@article{{{first}{year},\n  title = {{{paper.title}}},\n  author = {{{names}}},\n"
        f"  year = {{{year}}},\n  volume = {{{rng.randint(1, 60)}}},\n"
        f"  pages = {{{rng.randint(1, 300)}--{rng.randint(301, 600)}}}\n}}"
    )
    return (
        f'<div class="site">{esc(rng.choice(_SITES))}</div>'
        '<p class="tabs"><b>BibTeX</b> | RIS | EndNote</p>'
        f'<pre class="bib">{esc(entry)}</pre><h4>Abstract</h4>{abstract_html(paper)}'
    )


def _bibtexpage_css(look: Look) -> str:
    return (
        f".site{{font-size:{look.title_px}px;font-weight:bold;border-bottom:2px solid #444}}"
        ".tabs{font-size:.85em;color:#555}.bib{background:#f4f4f4;padding:.6em;font-size:.9em}"
        "h4{margin:.6em 0 .2em}"
    )


def _reviewforum(paper: Paper, look: Look, rng: random.Random) -> str:
    names = ", ".join(esc(a.name) for a in paper.authors)
    words = ", ".join(esc(k) for k in paper.keywords) or "methods"
    review = f"Official Review of Submission {rng.randint(100, 9999)} by Reviewer "
    review += "".join(rng.choice("abcdefghjkmnpqrstuvwxyz0123456789") for _ in range(4))
    return (
        f'<h2 class="title">{esc(paper.title)}</h2><p class="names">{names}</p>'
        f'<p><span class="badge">{esc(rng.choice(_DECISIONS))}</span></p>'
        f"<p><b>Keywords:</b> {words}</p><p><b>TL;DR:</b> {esc(rng.choice(_TLDRS))}</p>"
        f"{abstract_html(paper, 'Abstract:', label_tag='b')}<hr>"
        f'<p class="rev"><b>{esc(review)}</b></p>'
        f"<p>Rating: {rng.randint(3, 8)} / 10 \u00b7 Confidence: {rng.randint(2, 5)}</p>"
        f"<p>{esc(rng.choice(_REVIEWS))}</p>"
    )


def _reviewforum_css(look: Look) -> str:
    return (
        f".title{{color:#8c1b13;font-size:{look.title_px}px}}.names{{color:#555}}"
        ".badge{background:#dfd;border:1px solid #8b8;padding:.1em .4em;font-size:.85em}"
        ".rev{margin-top:1.2em}"
    )


ROTATED25_STYLES: dict[str, Style] = {
    "bibtexpage": Style("bibtexpage", _bibtexpage, _bibtexpage_css),
    "reviewforum": Style("reviewforum", _reviewforum, _reviewforum_css),
}

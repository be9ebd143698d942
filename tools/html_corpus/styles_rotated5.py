"""HTML paper styles: rot23's held-out styles, measured once and moved to train by rot26.

rot23 wrote these two for a held-out corpus and measured them once (pullquote
authors 0.631, abstract 0.907; endnoteaff 1.000 on title and authors, abstract
0.999); a style that has been looked at no longer measures unseen papers, so
rot26 made them train styles and wrote new held-out ones in
:mod:`html_corpus.styles_held`:

* ``pullquote`` (rot23): a magazine feature: a small capitals department line,
  a large title, then a pull quote between two thick rules (a sentence of the
  article's body in large italic type with quotation marks), only then the
  byline ("Words by" and the names) and the affiliations in small type; the
  abstract follows with no heading, as a lead paragraph in larger type whose
  first letter is a drop capital three lines deep;
* ``endnoteaff`` (rot23): a journal article whose names carry numbered marks but
  whose affiliations are set as endnotes: the title, the names, a bold
  "Abstract" run in before the abstract, the keywords, then page 2 opens with an
  "Author information" heading over the numbered affiliations and the
  corresponding author's e-mail, before the body.
"""

from __future__ import annotations

import random
import re

from latex_corpus.paper import Paper

from html_corpus.look import Look
from html_corpus.parts import (
    abstract_html,
    affiliation_list,
    author_list,
    corresponding_note,
    esc,
    keyword_line,
)
from html_corpus.styles import Style

_DEPARTMENTS = ("Feature", "Perspective", "In Focus", "Long Read")


def _quote(paper: Paper) -> str:
    """A sentence of the body (another record's abstract, never the paper's own):
    the first of 8 to 30 words, else the body's first sentence."""
    sentences = [
        sentence.rstrip(".")
        for record in paper.others
        for sentence in re.split(r"(?<=\.) ", record.abstract_text)
        if sentence.strip()
    ]
    fitting = [s for s in sentences if 8 <= len(s.split()) <= 30]
    return (fitting or sentences or ["The method needs no tuning by hand"])[0]


def _pullquote(paper: Paper, look: Look, rng: random.Random) -> str:
    return (
        f'<div class="dept">{esc(rng.choice(_DEPARTMENTS))}</div>'
        f"<h1>{esc(paper.title)}</h1>"
        f'<blockquote class="pull">\u201c{esc(_quote(paper))}.\u201d</blockquote>'
        f'<p class="byline">Words by {author_list(paper)}</p>'
        f"{affiliation_list(paper)}{corresponding_note(paper)}"
        f'<div class="lead">{abstract_html(paper)}</div>{keyword_line(paper)}'
    )


def _pullquote_css(look: Look) -> str:
    return (
        ".dept{text-transform:uppercase;letter-spacing:.2em;font-size:.8em;color:#b00}"
        f"h1{{font-size:{look.title_px + 4}px;margin:.3em 0 .6em}}"
        ".pull{font-style:italic;font-size:1.5em;border-top:4px solid #222;"
        "border-bottom:4px solid #222;margin:.6em 0;padding:.4em 0}"
        ".byline{font-size:.9em}.affiliation,.note{font-size:.75em}"
        ".lead{font-size:1.15em;margin-top:1em}"
        ".lead p:first-child::first-letter{float:left;font-size:3.4em;line-height:.85;"
        "padding-right:.08em;font-weight:bold}"
    )


def _endnoteaff(paper: Paper, look: Look, rng: random.Random) -> str:
    return (
        f"<h1>{esc(paper.title)}</h1>"
        f'<p class="aus">{author_list(paper)}</p>'
        f"{abstract_html(paper, 'Abstract')}{keyword_line(paper)}"
        f'<section class="ends"><h2>Author information</h2>'
        f"{affiliation_list(paper)}{corresponding_note(paper, '* Corresponding author: ')}"
        "</section>"
    )


def _endnoteaff_css(look: Look) -> str:
    return (
        f"h1{{font-size:{look.title_px}px;margin:0 0 .5em}}.aus{{font-size:1.05em}}"
        ".ends{break-before:page;page-break-before:always;font-size:.85em}"
        ".ends h2{font-size:1.1em}.affiliation{margin:.2em 0}"
    )


ROTATED5_STYLES: dict[str, Style] = {
    "pullquote": Style("pullquote", _pullquote, _pullquote_css),
    "endnoteaff": Style("endnoteaff", _endnoteaff, _endnoteaff_css, family="sans"),
}

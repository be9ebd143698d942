"""A whole HTML page of one paper in one style, and the paper's truth.

``write_html(paper, style, path)`` draws the paper's look, writes the page's CSS
(``@page`` size and margins, the body's font, size, spacing and alignment, the
style's own rules, CSS columns for a two-column body) and its ``<title>`` (as
browsers print it into the PDF's metadata: the paper's title, the title and a
site's name, the site's name alone, or none, when Chromium takes the file's
name), lets the style write the front matter and adds the body.  Every URL is
local; no web font is asked for.  ``truth_of`` gives what the PDF prints.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from latex_corpus.paper import Paper
from office_corpus.batch import paper_truth
from pdfgen.corpus import Truth

from html_corpus.body import body_html
from html_corpus.look import Look, draw_look
from html_corpus.parts import esc
from html_corpus.styles import Style


@dataclass(frozen=True)
class Page:
    """What was drawn for one page: its look and how its ``<title>`` was written."""

    look: Look
    title_tag: str  # "title", "title+site", "site" or "none"


def _title_tag(paper: Paper, style: Style, rng: random.Random) -> tuple[str, str]:
    kinds = ["title", "title", "none"] + (["title+site", "site"] if style.site else [])
    kind = rng.choice(kinds)
    text = {
        "title": paper.title,
        "title+site": f"{paper.title} | {style.site}",
        "site": style.site,
        "none": "",
    }[kind]
    return kind, (f"<title>{esc(text)}</title>" if text else "")


def _base_css(style: Style, look: Look, rng: random.Random) -> str:
    size = "A4" if look.a4 else "letter"
    align = rng.choice(("left", "justify"))
    columns = (
        f"article{{column-count:{style.columns};column-gap:{rng.choice((1.5, 2, 2.5))}em}}"
        if style.columns > 1
        else ""
    )
    return (
        f"@page{{size:{size};margin:{look.margin_mm}mm}}"
        f"body{{font-family:{look.family(style.family)};font-size:{look.body_px}px;"
        f"line-height:{look.line_height};text-align:{align};margin:0}}"
        f"h1,h2,h3,h4{{font-family:{look.family(rng.choice(('serif', 'sans')))};"
        "text-align:left;hyphens:manual}"
        "h2{font-size:1.25em;margin:1em 0 .4em}sup{line-height:0}"
        "table{border-collapse:collapse;margin:1em auto;font-size:.9em}"
        "td,th{border:1px solid #999;padding:2px 6px}.refs{font-size:.9em}"
        f"{columns}"
    )


def write_html(paper: Paper, style: Style, path: Path) -> Page:
    """Write ``paper`` in ``style`` to ``path``; returns what was drawn for it."""
    rng = random.Random(f"{style.name}:{paper.seed}")
    look = draw_look(rng)
    kind, title = _title_tag(paper, style, rng)
    css = _base_css(style, look, rng) + style.css(look)
    front = style.front(paper, look, rng)
    page = (
        f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">{title}'
        f"<style>{css}</style></head><body><article>{front}"
        f"{body_html(paper.others, paper.seed)}</article></body></html>\n"
    )
    path.write_text(page, encoding="utf-8")
    return Page(look, kind)


def truth_of(paper: Paper, style: Style, name: str, split: str, page: Page) -> Truth:
    """What ``paper`` printed in ``style`` says, in pdfgen's truth format."""
    font = page.look.serif if style.family == "serif" else page.look.sans
    return paper_truth(
        paper,
        name,
        split,
        style.name,
        engine="html",
        heldout=style.heldout,
        no_abstract=style.no_abstract,
        columns=style.columns,
        layout={"font": font, "size_px": page.look.body_px, "title_tag": page.title_tag},
    )

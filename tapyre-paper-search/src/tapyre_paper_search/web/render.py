"""Pages from the Jinja2 templates shipped in this package.

Every template is rendered with autoescaping on: titles, abstracts, authors
and passages are text from papers and metadata dumps that anyone may have
written, so they reach the page only escaped.  The one filter that builds
markup, :func:`marked`, escapes each piece of the text on its own and adds
``<mark>`` around matched words itself, so no text ever travels as markup;
:func:`passage` builds the HTML tables of a passage's Markdown tables from
such pieces, a cell at a time.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from markupsafe import Markup, escape

if TYPE_CHECKING:
    from jinja2 import Environment

    from tapyre_paper_search.search.highlight import Highlighter

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE / "templates"
STATIC = HERE / "static"


def marked(text: str, marks: Highlighter | None) -> Markup:
    """``text`` escaped, its words that match the query in ``<mark>``."""
    if marks is None:
        return Markup(escape(text))
    return Markup("").join(
        Markup("<mark>{}</mark>").format(piece) if hit else escape(piece)
        for piece, hit in marks.segments(text)
    )


_TABLE_ROW = re.compile(r"^\|.*\|$")
_TABLE_RULE = re.compile(r"^\|(?:\s*:?-{3,}:?\s*\|)+$")
_CELL_BORDER = re.compile(r"(?<!\\)\|")


def passage(text: str, marks: Highlighter | None) -> Markup:
    """A passage's text for the page: its Markdown tables (as the PDF reader
    keeps them) as HTML tables, the rest as :func:`marked` text; every cell is
    marked and escaped on its own."""
    lines = text.split("\n")
    out: list[Markup] = []
    prose: list[str] = []
    i = 0
    while i < len(lines):
        end = _table_end(lines, i)
        if end == i:
            prose.append(lines[i])
            i += 1
            continue
        out += _prose(prose, marks)
        prose = []
        out.append(_table(lines[i:end], marks))
        i = end
    out += _prose(prose, marks)
    return Markup("").join(out)


def _prose(lines: list[str], marks: Highlighter | None) -> list[Markup]:
    """The lines between tables as one marked span (none for no lines)."""
    if not lines:
        return []
    return [Markup('<span class="prose">{}</span>').format(marked("\n".join(lines), marks))]


def _table_end(lines: list[str], start: int) -> int:
    """Where a Markdown table starting at ``start`` ends (``start``: none there)."""
    if start + 1 >= len(lines) or not _TABLE_ROW.match(lines[start].strip()):
        return start
    if not _TABLE_RULE.match(lines[start + 1].strip()):
        return start
    end = start + 2
    while end < len(lines) and _TABLE_ROW.match(lines[end].strip()):
        end += 1
    return end


def _cells(row: str) -> list[str]:
    return [cell.strip().replace("\\|", "|") for cell in _CELL_BORDER.split(row.strip()[1:-1])]


def _table(rows: list[str], marks: Highlighter | None) -> Markup:
    header, body = _cells(rows[0]), [_cells(row) for row in rows[2:]]
    head = Markup("").join(
        Markup('<th scope="col">{}</th>').format(marked(c, marks)) for c in header
    )
    lines = [Markup("<tr>{}</tr>").format(head)]
    for row in body:
        cells = Markup("").join(Markup("<td>{}</td>").format(marked(c, marks)) for c in row)
        lines.append(Markup("<tr>{}</tr>").format(cells))
    return Markup('<table class="md-table">{}</table>').format(Markup("").join(lines))


def authors_line(authors: tuple[str, ...] | list[str], limit: int = 4) -> str:
    """The first ``limit`` authors, "et al." after them."""
    shown = ", ".join(authors[:limit])
    return f"{shown} et al." if len(authors) > limit else shown


@lru_cache(maxsize=1)
def environment() -> Environment:
    """The templates' environment (built once)."""
    from jinja2 import Environment, FileSystemLoader, StrictUndefined

    env = Environment(
        loader=FileSystemLoader(TEMPLATES),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["marked"] = marked
    env.filters["passage"] = passage
    env.filters["authors"] = authors_line
    return env


def render(name: str, **context: Any) -> str:
    """The page ``name`` with ``context``."""
    return environment().get_template(name).render(**context)

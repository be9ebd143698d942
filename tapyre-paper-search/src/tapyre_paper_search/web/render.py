"""Pages from the Jinja2 templates shipped in this package.

Every template is rendered with autoescaping on: titles, abstracts, authors
and passages are text from papers and metadata dumps that anyone may have
written, so they reach the page only escaped.  The one filter that builds
markup, :func:`marked`, escapes each piece of the text on its own and adds
``<mark>`` around matched words itself, so no text ever travels as markup.
"""

from __future__ import annotations

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
    env.filters["authors"] = authors_line
    return env


def render(name: str, **context: Any) -> str:
    """The page ``name`` with ``context``."""
    return environment().get_template(name).render(**context)

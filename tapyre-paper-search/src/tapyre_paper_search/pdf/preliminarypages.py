"""An abstract behind short pages after a title page: a dedication, a notice (pure).

A report or a thesis may follow its title page with pages that hold a few lines only
(a dedication alone in the middle of a page, an epigraph, a copyright or a short
statement, a page left empty) before the page the abstract heads (latex67's
``dedication-report``: its abstract under a bold "Abstract" at page 3's top, behind a
page holding only "To our families, for their patience.").
:func:`~tapyre_paper_search.pdf.frontpages.pushed_abstract` reads the page right after
the title page only; :func:`behind_short_pages` goes on past it while the page read
found no abstract and is short: at most :data:`SHORT_LINES` lines, none opening the
body (a section heading, a keyword line: :func:`~.bodystart.starts_body`), over at
most :data:`MAX_SHORT_PAGES` such pages, and reads the next page as that one was read
(a heading in its top part, carried on over its foot).  A page of body text, of a
table of contents or of a long foreword ends the walk: no abstract is looked for past
it.  The caller asks only where the title page holds no abstract and no body.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tapyre_paper_search.pdf.abstract import Abstract
from tapyre_paper_search.pdf.bodystart import starts_body
from tapyre_paper_search.pdf.frontpages import pushed_abstract
from tapyre_paper_search.pdf.lines import PageLines

SHORT_LINES = 12
"""A page of at most this many lines may be walked past (a dedication, a notice)."""
MAX_SHORT_PAGES = 3
"""At most this many short pages are walked past."""

Read = Callable[[Sequence[PageLines], int, str], Abstract | None]
"""Reads an abstract at the top of ``pages[index]`` (``pages``, ``index``, ``title``)."""


def behind_short_pages(
    pages: Sequence[PageLines], index: int, title: str, read: Read = pushed_abstract
) -> tuple[int, Abstract | None]:
    """The abstract ``read`` finds on ``pages[index]``, else on the first page after a
    run of short pages that starts there (see the module), with the index of the page
    it was read on (``index`` where none was found)."""
    found = read(pages, index, title)
    at = index
    while (
        found is None
        and at - index < MAX_SHORT_PAGES
        and at + 1 < len(pages)
        and is_short_page(pages[at])
    ):
        at += 1
        found = read(pages, at, title)
    return (at, found) if found is not None else (index, None)


def is_short_page(page: PageLines) -> bool:
    """Whether ``page`` holds at most :data:`SHORT_LINES` lines, none of them opening
    the body (an empty page is short)."""
    return len(page.lines) <= SHORT_LINES and not any(starts_body(line) for line in page.lines)

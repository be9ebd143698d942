"""A served collection for the browser tests: the 200 sample papers plus one whose
title and abstract carry markup, behind the real API + web page on loopback."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path
from typing import Any

from api_server import running
from search_helpers import app_over, build_collection, sample_papers
from tapyre_paper_search.api import create_app
from tapyre_paper_search.records import Chunk, PaperMetadata
from tapyre_paper_search.records.references import Reference
from web_browser import Watch

DIPHOTON = "0704.0001"
HOSTILE = "web:hostile"
HOSTILE_TITLE = (
    'Quokka <script>window.__pwned = "script"</script> '
    '<img src="x" onerror="window.__pwned = \'onerror\'"> markup'
)
HOSTILE_ABSTRACT = (
    "Quokka populations on islands <b onmouseover=\"window.__pwned='b'\">bold</b> and "
    "<iframe src=\"javascript:window.__pwned='iframe'\"></iframe> an iframe."
)


def hostile_paper() -> PaperMetadata:
    return PaperMetadata(
        HOSTILE,
        title=HOSTILE_TITLE,
        abstract=HOSTILE_ABSTRACT,
        authors=("<script>alert(1)</script> Mallory",),
        categories=("q-bio.PE",),
        published=date(2020, 1, 2),
    )


HOSTILE_REFERENCE = 'Eve. <img src="x" onerror="window.__pwned = \'reference\'"> Tricks. 2021.'


def hostile_references() -> tuple[Reference, ...]:
    """The hostile paper's references list: the diphoton paper (linked by its arXiv
    id) and an entry whose text carries markup."""
    return (
        Reference(
            "C. Balazs et al. Calculation of prompt diphoton production. arXiv:0704.0001",
            authors=("C. Balazs",),
            title="Calculation of prompt diphoton production cross sections",
            year=2007,
            arxiv_id=DIPHOTON,
            number=1,
        ),
        Reference(HOSTILE_REFERENCE, authors=("Eve",), title="Tricks", year=2021, number=2),
    )


TABLE = "web:table"
TABLE_PASSAGE = (
    "Surface temperatures under street trees were lower in every city.\n"
    "Table 1: Cooling by city\n"
    "| City | Cooling (°C) |\n"
    "|---|---|\n"
    "| Leipzig | 2.1 |\n"
    '| <img src="x" onerror="window.__pwned = \'table\'"> Graz \\| Linz | 1.4 |\n'
    "Shade mattered more than species."
)


def table_paper() -> tuple[PaperMetadata, Chunk]:
    """A paper whose passage holds a table as the PDF reader keeps it (Markdown
    rows), one cell carrying markup and an escaped ``|``."""
    meta = PaperMetadata(
        TABLE,
        title="Street tree cooling by city",
        abstract="Street trees cool cities.",
        published=date(2021, 6, 1),
    )
    return meta, Chunk(TABLE, 0, TABLE_PASSAGE, 3, 3, 0, len(TABLE_PASSAGE), 0)


def collection(path: Path, shared_data: Path) -> Any:
    table, passage = table_paper()
    papers = [*sample_papers(shared_data), hostile_paper(), table]
    return build_collection(
        path,
        papers,
        references={HOSTILE: hostile_references()},
        chunks={TABLE: [passage]},
    )


@contextmanager
def site(built: Any, chat_model: object = None, **kwargs: Any) -> Iterator[str]:
    """The API and web page over ``built`` on loopback; yields the base URL."""
    with running(create_app(app_over(built, chat_model), **kwargs)) as url:
        yield url


@contextmanager
def watched_page(browser: Any, **options: Any) -> Iterator[tuple[Any, Watch]]:
    """A fresh page and what it requested; fails if anything left loopback."""
    context = browser.new_context(**options)
    watch = Watch()
    page = watch.attach(context.new_page())
    page.set_default_timeout(30_000)
    try:
        yield page, watch
    finally:
        context.close()
    assert watch.escaped == [], f"requests left 127.0.0.1: {watch.escaped}"


def screenshot(page: Any, name: str) -> None:
    """Save a screenshot as ``docs/web/NAME.png`` when ``TAPYRE_WEB_SCREENSHOTS`` names
    the folder (how the README's pictures are made)."""
    folder = os.environ.get("TAPYRE_WEB_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=True)

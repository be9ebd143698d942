"""Exporting stored papers: choosing them (ids or their unique prefixes, a search's
results, or every paper) and writing them in a format of :mod:`.export`.

The faces (``tapyre papers export``; the API and the web page alike) only parse
what to export and print the text; this module reads the metadata store.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from tapyre_paper_search.errors import SearchError

if TYPE_CHECKING:
    from tapyre_paper_search.contracts import PaperRecords
    from tapyre_paper_search.records import PaperMetadata

_PAGE = 500


def papers_by_ids(store: PaperRecords, ids: Sequence[str]) -> list[PaperMetadata]:
    """The stored papers ``ids`` name (whole ids or unique prefixes), in that order.

    :raises PaperNotFoundError: an id names no stored paper.
    :raises SearchError: a prefix names several.
    """
    from tapyre_paper_search.paper_ids import resolve_in_store

    resolved = resolve_in_store(store, ids)
    records = store.get_papers(resolved, with_chunks=False)
    return [records[paper_id].metadata for paper_id in resolved if paper_id in records]


def papers_in_order(store: PaperRecords, paper_ids: Iterable[str]) -> list[PaperMetadata]:
    """The stored papers among ``paper_ids`` (a search's, in rank order)."""
    wanted = list(dict.fromkeys(paper_ids))
    records = store.get_papers(wanted, with_chunks=False)
    return [records[paper_id].metadata for paper_id in wanted if paper_id in records]


def every_paper(store: PaperRecords) -> Iterator[PaperMetadata]:
    """Every stored paper, in id order, read a page at a time."""
    after: str | None = None
    while True:
        page = [entry.paper_id for entry in store.paper_inventory(after=after, limit=_PAGE)]
        records = store.get_papers(page, with_chunks=False)
        yield from (records[p].metadata for p in page if p in records)
        if len(page) < _PAGE:
            return
        after = page[-1]


def export_papers(papers: Iterable[PaperMetadata], fmt: str) -> tuple[str, int]:
    """``papers`` written in ``fmt`` (``bibtex``, ``ris``, ``csl-json``), and how many.

    :raises SearchError: an unknown format.
    """
    from tapyre_paper_search.library.export import FORMATS, export_references
    from tapyre_paper_search.library.reference import reference_from_metadata

    if fmt not in FORMATS:
        raise SearchError(
            f"unknown export format {fmt!r}", hint=f"Use one of {', '.join(FORMATS)}."
        )
    references = [reference_from_metadata(paper) for paper in papers]
    return export_references(references, fmt), len(references)

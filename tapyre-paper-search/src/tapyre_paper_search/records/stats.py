"""What ``tapyre papers stats`` reports about a metadata store."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

from tapyre_paper_search.records._json import JsonRecord

__all__ = ["StoreStats"]


@dataclass(frozen=True)
class StoreStats(JsonRecord):
    """Counts and sizes of a metadata store: its papers, and its ingest log's runs
    and failures.  ``database_bytes`` is ``None`` where the store cannot tell."""

    papers: int
    chunks: int
    authors: int
    failures: int
    runs: int
    pages: int
    chars: int
    tokens: int
    first_published: date | None
    last_published: date | None
    categories: list[tuple[str, int]] = field(default_factory=list)
    years: list[tuple[int, int]] = field(default_factory=list)
    database_bytes: int | None = None

"""What ``tapyre papers stats`` reports about a metadata store."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

__all__ = ["StoreStats"]


@dataclass(frozen=True)
class StoreStats:
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

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: dates as ISO strings, pairs as lists."""
        return {
            "papers": self.papers,
            "chunks": self.chunks,
            "authors": self.authors,
            "failures": self.failures,
            "runs": self.runs,
            "pages": self.pages,
            "chars": self.chars,
            "tokens": self.tokens,
            "first_published": _iso(self.first_published),
            "last_published": _iso(self.last_published),
            "categories": [[name, count] for name, count in self.categories],
            "years": [[year, count] for year, count in self.years],
            "database_bytes": self.database_bytes,
        }


def _iso(value: date | None) -> str | None:
    return value.isoformat() if value is not None else None

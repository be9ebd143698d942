"""The ingest log's records: one ingestion run, and an item a run could not ingest."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from tapyre import to_jsonable

from tapyre_paper_search.records._json import JsonRecord

__all__ = ["RUN_STATUSES", "FailureRecord", "RunRecord", "run_stats"]

RUN_STATUSES = ("running", "finished", "failed", "interrupted")
"""What :attr:`RunRecord.status` says."""


@dataclass(frozen=True)
class RunRecord(JsonRecord):
    """One ingestion run (``status``: one of :data:`RUN_STATUSES`)."""

    id: int
    source: str
    status: str
    started_at: datetime
    finished_at: datetime | None
    stats: dict[str, Any]


@dataclass(frozen=True)
class FailureRecord(JsonRecord):
    """A paper or source item that could not be ingested."""

    id: int
    run_id: int | None
    paper_id: str | None
    content_hash: str | None
    locator: str
    reason: str
    message: str
    created_at: datetime


def run_stats(stats: Mapping[str, Any]) -> dict[str, Any]:
    """A run's statistics as they are stored: JSON values only (dates as ISO strings,
    paths as text, tuples and sets as lists, records as objects)."""
    data: dict[str, Any] = to_jsonable(dict(stats))
    return data

"""Ingestion: overlapping stages from a data provider to the stores.

See :mod:`.ingest` for the stages and the crash-safety rules, :mod:`.extract`
for the worker processes, :mod:`.journal` for the in-flight journal.
"""

from tapyre_paper_search.pipeline.extract import resolve_workers
from tapyre_paper_search.pipeline.ingest import IngestOptions, IngestPipeline
from tapyre_paper_search.pipeline.progress import (
    LogProgress,
    NoProgress,
    Progress,
    RichProgress,
    choose_progress,
    notes_from_log,
)
from tapyre_paper_search.pipeline.summary import IngestCounters, IngestSummary

__all__ = [
    "IngestCounters",
    "IngestOptions",
    "IngestPipeline",
    "IngestSummary",
    "LogProgress",
    "NoProgress",
    "Progress",
    "RichProgress",
    "choose_progress",
    "notes_from_log",
    "resolve_workers",
]

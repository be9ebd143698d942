"""Ingestion: overlapping stages from a data provider to the stores.

See :mod:`.ingest` for the stages and the crash-safety rules, :mod:`.items`
for the work items and the feed that decides them, :mod:`.extract` for the
worker processes, :mod:`.work` for what is done to a paper (and to a stored
paper re-embedded by ``papers check --repair``), :mod:`.writer` for the batch
writer, :mod:`.journal` for the in-flight journal, :mod:`.recovery` for what
follows an unclean end and :mod:`.consistency` for ``papers check``.
"""

from tapyre_paper_search.pipeline.extract import PdfReading, resolve_workers
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
    "PdfReading",
    "Progress",
    "RichProgress",
    "choose_progress",
    "notes_from_log",
    "resolve_workers",
]

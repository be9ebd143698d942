"""Tapyre Paper Search: ingestion, storage, search and cited answers over scientific papers.

The public API is what ``__all__`` names (a test pins it):

* the contracts a plugin implements: :class:`PaperProvider`, :class:`VectorStore`,
  :class:`MetadataStore` (:mod:`tapyre_paper_search.contracts`), and the records a
  provider yields: :class:`SourcePaper` (with its :class:`PaperMetadata`) or
  :class:`SourceFailure` (:mod:`tapyre_paper_search.records`);
* :class:`PaperSearchApp` (:mod:`tapyre_paper_search.app`): the application
  layer every face uses — search, answers, the catalog, statistics,
  ingestion runs and jobs — over the stores and models a host's
  configuration names (``PaperSearchApp.of(host)``);
* :class:`IngestPipeline` and :class:`IngestOptions` (ingestion),
  :class:`SearchService`, :class:`SearchOptions` and :class:`SearchFilters`
  (search);
* :class:`PaperSearchSettings` (the ``[papers]`` table);
* the errors, rooted in :class:`PaperSearchError` (a :class:`tapyre.TapyreError`).

Importing the package stays cheap (the plugin module is imported by ``tapyre
--help``): the app, the pipeline and the service load on first access.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.contracts import MetadataStore, PaperProvider, VectorStore
from tapyre_paper_search.errors import (
    CollectionMismatchError,
    EmbedderError,
    ExtractionError,
    PaperNotFoundError,
    PaperSearchError,
    SearchError,
    ServerError,
    SourceError,
    StoreError,
)
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.records import PaperMetadata, SourceFailure, SourcePaper
from tapyre_paper_search.settings import PaperSearchSettings

if TYPE_CHECKING:
    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.pipeline import IngestOptions, IngestPipeline
    from tapyre_paper_search.search import SearchOptions
    from tapyre_paper_search.search.service import SearchService

__all__ = [
    "CollectionMismatchError",
    "EmbedderError",
    "ExtractionError",
    "IngestOptions",
    "IngestPipeline",
    "MetadataStore",
    "PaperMetadata",
    "PaperNotFoundError",
    "PaperProvider",
    "PaperSearchApp",
    "PaperSearchError",
    "PaperSearchSettings",
    "SearchError",
    "SearchFilters",
    "SearchOptions",
    "SearchService",
    "ServerError",
    "SourceError",
    "SourceFailure",
    "SourcePaper",
    "StoreError",
    "VectorStore",
]

_LAZY = {
    "IngestOptions": "tapyre_paper_search.pipeline",
    "IngestPipeline": "tapyre_paper_search.pipeline",
    "PaperSearchApp": "tapyre_paper_search.app",
    "SearchOptions": "tapyre_paper_search.search",
    "SearchService": "tapyre_paper_search.search.service",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'tapyre_paper_search' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))

"""Errors of the graph index (rooted in :class:`~tapyre_paper_search.errors.PaperSearchError`)."""

from __future__ import annotations

from tapyre_paper_search.errors import PaperSearchError, SearchError, StoreError

EXTRA_HINT = "pip install 'tapyre-paper-search[graph]'"
BUILD_COMMAND = "tapyre papers graph build"


class GraphError(PaperSearchError):
    """Base class of the graph index's errors."""


class GraphUnavailableError(GraphError, SearchError):
    """The graph extra (spaCy, its English pipeline, SciPy) is not installed, or the
    configured extractor cannot be loaded."""


class GraphNotBuiltError(GraphError, SearchError):
    """The collection has no graph index (ingested before it existed, or with the graph
    turned off): ``tapyre papers graph build`` builds it."""


class GraphMismatchError(GraphError, StoreError):
    """The graph was built by another entity extractor or dense embedder than the
    configured ones; it must be rebuilt (``tapyre papers graph build --rebuild``)."""


class GraphStoreError(GraphError, StoreError):
    """The graph's SQL tables or its index snapshot cannot be read or written."""

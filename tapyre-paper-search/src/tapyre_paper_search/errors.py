"""Errors of tapyre-paper-search, rooted in the core's :class:`tapyre.TapyreError`."""

from __future__ import annotations

from tapyre import TapyreError


class PaperSearchError(TapyreError):
    """Base class of every error this package raises on purpose."""


class SourceError(PaperSearchError):
    """An ingestion source (folder, ``arxiv:FROM..TO``, metadata file) is invalid."""


class ExtractionError(PaperSearchError):
    """A PDF could not be read (corrupt, encrypted, empty, image-only, not a PDF).

    ``reason`` is a short machine-friendly code such as ``"encrypted"``;
    the message says what happened and names the file.
    """

    def __init__(self, message: str, *, reason: str, hint: str | None = None) -> None:
        super().__init__(message, hint=hint)
        self.reason = reason


class StoreError(PaperSearchError):
    """The metadata or vector store cannot be opened or used."""


class StoreInUseError(StoreError):
    """Another process (or another object of this one) holds the embedded store: it is
    busy, not damaged."""


class CollectionMismatchError(StoreError):
    """The vector collection was built by another embedder or dimension."""


class EmbedderError(PaperSearchError):
    """An embedder could not be loaded or used (missing extra, model not found)."""


class SearchError(PaperSearchError):
    """A search or answer request is invalid."""


class PaperNotFoundError(SearchError):
    """A request named a paper that is not in the collection."""


class ServerError(PaperSearchError):
    """``papers serve`` cannot start (port in use, collection served already), or a
    running server cannot be reached or refused a request."""


class ForbiddenSourceError(SourceError):
    """A client asked the server to read a path it may not: outside ``[papers]
    ingest_roots`` (the API answers 403; nothing was read)."""


class QueueFullError(ServerError):
    """The server's ingestion queue is full (``[papers] max_queued_jobs``): the API answers
    429 with ``Retry-After``."""

    def __init__(self, message: str, *, hint: str | None = None, retry_after_s: int = 30) -> None:
        super().__init__(message, hint=hint)
        self.retry_after_s = retry_after_s


class JobNotFoundError(PaperSearchError):
    """No ingestion job has that id (never submitted, or forgotten long ago)."""


class UploadError(PaperSearchError):
    """An upload the web page refuses (too many files, one too large, not a PDF, not
    saved); ``status`` is the HTTP status that says so."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status

"""What a data provider yields: a paper to ingest, or why an item could not be one.

Pure data, cheap to pickle (items cross into extraction worker processes).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from tapyre_paper_search.records._json import JsonRecord
from tapyre_paper_search.records.papers import PaperMetadata

__all__ = ["REASON_PATTERN", "SOURCE_FAILURE_REASONS", "SourceFailure", "SourcePaper"]


@dataclass(frozen=True)
class SourcePaper(JsonRecord):
    """One item a data provider yields for ingestion.

    ``pdf_path`` is a local PDF to extract (``None`` for abstract-only records).
    ``content_hash`` identifies the content (sha256 of the PDF bytes, or of the
    record's text) so an unchanged paper is skipped on a re-run and a changed
    one re-ingested.  ``locator`` names where it came from, for messages
    (a file path, a URL, ``file.jsonl:line``).
    """

    metadata: PaperMetadata
    content_hash: str
    locator: str
    pdf_path: Path | None = None


SOURCE_FAILURE_REASONS: dict[str, str] = {
    "empty": "the item has no content (a 0-byte file, a record without title and abstract)",
    "unreadable": "the item cannot be read (permissions, encoding, an I/O error)",
    "bad-record": "a record is malformed (not JSON, not an object, no usable id)",
    "too-large": "the item is larger than the provider's limit",
    "network": "a download failed on the network (after the provider's retries)",
    "bad-response": "a server answered with something that is not the item",
    "http-NNN": "a server answered with HTTP status NNN (e.g. http-404)",
}
"""The reasons the built-in providers give, with what they mean.

A provider may use others: a reason is a short code of lower-case letters,
digits, ``-`` and ``_`` (at most 64 characters, see :data:`REASON_PATTERN`),
shown by ``tapyre papers failures`` and stored with the failure."""

REASON_PATTERN = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")
"""What :attr:`SourceFailure.reason` must match (in full)."""


@dataclass(frozen=True)
class SourceFailure(JsonRecord):
    """A provider could not produce a paper (download failed, bad record…).

    ``locator`` names the item (as :attr:`SourcePaper.locator` would);
    ``reason`` is a short code (:data:`SOURCE_FAILURE_REASONS`: ``empty``,
    ``unreadable``, ``bad-record``, ``http-404``…; it must match
    :data:`REASON_PATTERN`); ``message`` is one line for the user naming the
    item and what went wrong; ``paper_id`` is the paper's id when known.
    The consumer records the failure once: the same ``(paper_id, locator)``
    failing on a later run is counted as skipped.

    :raises SourceError: ``reason`` is not such a code (a provider's bug,
        reported when it builds the record rather than garbled in the store).
    """

    locator: str
    reason: str
    message: str
    paper_id: str | None = None

    def __post_init__(self) -> None:
        if not REASON_PATTERN.fullmatch(self.reason):
            from tapyre_paper_search.errors import SourceError

            raise SourceError(
                f"invalid failure reason {self.reason!r} for {self.locator}",
                hint="A reason is a short code of lower-case letters, digits, - and _ "
                "(at most 64 characters), such as 'unreadable' or 'http-404'.",
            )

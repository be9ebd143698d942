"""A paper as stored: its metadata, its chunks, and what a store says about it.

Pure data: no I/O, no heavy imports.  Everything here must pickle cheaply,
because PDF extraction runs in worker processes and the Ray executor ships
these records between machines.  ``to_dict`` gives each record as JSON-ready
data (dates as ISO strings, tuples as lists), the one JSON form every face
(CLI ``--json``, REST, MCP) prints.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from tapyre_paper_search.records._json import JsonRecord
from tapyre_paper_search.records.extraction import PageSource
from tapyre_paper_search.records.references import Reference

__all__ = ["Chunk", "PaperInventory", "PaperMetadata", "PaperRecord", "PaperState"]


@dataclass(frozen=True)
class PaperMetadata(JsonRecord):
    """What is known about a paper before (or without) reading its PDF.

    ``paper_id`` is the stable identity used everywhere: the arXiv id without
    version (``2401.12345``, ``hep-th/9901001``) when there is one, otherwise
    ``"<source>:<id>"`` for records of a dump (``scifact:4983``) or
    ``"sha256:<first 24 hex digits>"`` of a PDF's bytes.
    """

    paper_id: str
    title: str = ""
    abstract: str = ""
    authors: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    published: date | None = None
    updated: date | None = None
    version: str | None = None
    doi: str | None = None
    journal_ref: str | None = None
    source: str = ""
    other_title: str = ""
    """A second title candidate the record keeps: the PDF's metadata title when
    it disagreed with the title on the first page (which won)."""
    abstract_inferred: bool = False
    """True when the abstract was read from a PDF without an "Abstract" heading
    (the first substantial paragraph after title and authors)."""
    reference: str = ""
    """The reference library's entry the paper came from, as JSON
    (:class:`tapyre_paper_search.library.reference.Reference`): its type, venue,
    pages, names as split, citation key…, for export; empty for other sources."""

    @property
    def year(self) -> int | None:
        return self.published.year if self.published else None

    def to_dict(self) -> dict[str, Any]:
        """The JSON form, with ``reference`` as an object (``null`` when empty)."""
        data = super().to_dict()
        data["reference"] = json.loads(self.reference) if self.reference else None
        return data


@dataclass(frozen=True)
class Chunk(JsonRecord):
    """A passage of a paper, the unit of chunk-level search.

    ``char_start``/``char_end`` are offsets into the paper's full text (pages
    joined by ``"\\n\\n"``); ``page_start``/``page_end`` are 1-based pages.
    """

    paper_id: str
    index: int
    text: str
    page_start: int
    page_end: int
    char_start: int
    char_end: int
    token_count: int
    language: str = ""
    """ISO 639-1 code of the chunk's language (``en``, ``de``; see
    :mod:`tapyre_paper_search.language`); ``""`` where it was not detected."""


@dataclass
class PaperRecord(JsonRecord):
    """A paper as stored: metadata, where it came from and its chunks.

    ``page_notes``: the pages whose text did not simply come from the PDF's text
    layer (read by OCR, or not at all), each with why; stored and read back with
    the paper.  ``references``: the paper's references list as extraction parsed
    it; a store that is also
    :class:`~tapyre_paper_search.contracts.PaperReferences` keeps it with the
    paper and gives it back, linked to the collection, from
    :meth:`~tapyre_paper_search.contracts.PaperReferences.references` (reading
    a paper leaves it empty: most readers do not need it).
    """

    metadata: PaperMetadata
    content_hash: str
    locator: str
    page_count: int = 0
    chunks: list[Chunk] = field(default_factory=list)
    page_notes: tuple[PageSource, ...] = ()
    references: tuple[Reference, ...] = ()


@dataclass(frozen=True)
class PaperState(JsonRecord):
    """What the store holds about a stored paper, for deciding whether to ingest it again.

    ``done``: its rows are complete (always true for the built-in store: they
    are written in one transaction).  ``current``: done and with the content
    hash that :meth:`~tapyre_paper_search.contracts.PaperRecords.paper_state`
    was asked about.
    """

    paper_id: str
    content_hash: str
    chunker_version: str
    done: bool = True
    current: bool = False


@dataclass(frozen=True)
class PaperInventory(JsonRecord):
    """What a stored paper's vectors must be, for ``tapyre papers check``.

    ``chunk_indexes`` are the indexes of the chunk rows the store holds (sorted):
    the paper owns its paper point and one chunk point per index, made by
    ``chunker_version`` (see :mod:`tapyre_paper_search.store.ids`).
    """

    paper_id: str
    chunker_version: str
    chunk_indexes: tuple[int, ...]
    done: bool = True

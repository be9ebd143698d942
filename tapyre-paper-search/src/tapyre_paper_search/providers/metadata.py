"""The ``arxiv-metadata`` provider: abstract-level papers from JSON-lines dumps.

Sources: a ``.jsonl``, ``.jsonl.gz``, ``.ndjson`` or ``.json``/``.json.gz``
file with one JSON object a line (gzip is recognised by its magic bytes).
The file is streamed line by line, in constant memory, whatever its size.

Two record shapes are read, told apart per record by their keys:

* **arXiv metadata snapshot** (``id``, ``title``, ``abstract``, ``authors``,
  ``authors_parsed``, ``categories``, ``versions``, ``update_date``, ``doi``,
  ``journal-ref``…): the paper id is the arXiv id; ``published`` is the date of
  v1, ``updated`` the ``update_date``; ``version`` the latest.
* **plain records** ``{"id", "title", "abstract"}`` (also ``_id`` and ``text``
  as in BEIR corpora; an abstract given as a list of sentences is joined): the
  paper id is ``"<source_name>:<id>"``.

Titles and abstracts are normalised (hard-wrapped lines unwrapped).  A line
that is not JSON, or a record without id or without any text, is yielded as a
:class:`SourceFailure` with ``locator`` ``file:line``.  ``content_hash`` is the
SHA-256 of the record's text fields, so a changed record is re-ingested.

Options (``[data_providers.arxiv-metadata]``)
---------------------------------------------
``categories``   keep records with any of these categories; ``cs`` matches ``cs.CL``
``date_from``    keep records published on or after this date (``YYYY-MM-DD``)
``date_to``      … on or before this date; records without a date are dropped
                 when a date filter is set
``source_name``  prefix of plain records' ids (default: the file's name, or its
                 folder's for generic names like ``corpus.jsonl``, without a
                 ``-dev``/``-test``/``-train`` suffix: ``scifact-dev/corpus.jsonl``
                 → ``scifact``)
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import re
import unicodedata
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import date
from email.utils import parsedate_to_datetime
from pathlib import Path
from typing import IO, Any

from tapyre.settings import read_str, read_strings, setting_error

from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.pdf.normalize import normalize_inline
from tapyre_paper_search.providers.arxiv_ids import normalize_arxiv_id
from tapyre_paper_search.providers.base import ProviderItem
from tapyre_paper_search.records import PaperMetadata, SourceFailure, SourcePaper

_SUFFIXES = (".jsonl", ".jsonl.gz", ".ndjson", ".ndjson.gz", ".json", ".json.gz")
_GENERIC_STEMS = frozenset({"corpus", "records", "papers", "data", "metadata", "docs", "documents"})
_SPLIT_SUFFIX = re.compile(r"[-_](?:dev|test|train|val|validation)$", re.IGNORECASE)
_SNAPSHOT_KEYS = frozenset({"versions", "authors_parsed", "update_date", "submitter"})
_LATEX_ACCENT = re.compile(r"\\([`'^\"~=.uvHckr])\{?([A-Za-z])\}?")
_LATEX_ACCENTS = {
    "`": "\u0300", "'": "\u0301", "^": "\u0302", '"': "\u0308", "~": "\u0303",
    "=": "\u0304", ".": "\u0307", "u": "\u0306", "v": "\u030c", "H": "\u030b",
    "c": "\u0327", "k": "\u0328", "r": "\u030a",
}  # fmt: skip


@dataclass(frozen=True)
class RecordFilter:
    """Which records to keep: any of ``categories`` (prefixes) and a date range."""

    categories: tuple[str, ...] = ()
    date_from: date | None = None
    date_to: date | None = None

    def keeps(self, metadata: PaperMetadata) -> bool:
        if self.categories and not any(
            category == wanted or category.startswith(wanted + ".")
            for category in metadata.categories
            for wanted in self.categories
        ):
            return False
        if self.date_from or self.date_to:
            when = metadata.published
            if when is None:
                return False
            if self.date_from and when < self.date_from:
                return False
            if self.date_to and when > self.date_to:
                return False
        return True


class MetadataFileProvider:
    """Records of an arXiv metadata snapshot or plain JSON lines (see the module docstring)."""

    name = "arxiv-metadata"

    def __init__(
        self, *, record_filter: RecordFilter | None = None, source_name: str | None = None
    ) -> None:
        self.record_filter = record_filter or RecordFilter()
        self.source_name = source_name

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any] | None) -> MetadataFileProvider:
        s, t = settings or {}, "data_providers.arxiv-metadata"
        record_filter = RecordFilter(
            categories=read_strings(s, "categories", table=t) or (),
            date_from=_read_day(s, "date_from", t),
            date_to=_read_day(s, "date_to", t),
        )
        return cls(record_filter=record_filter, source_name=read_str(s, "source_name", table=t))

    def handles(self, source: str) -> bool:
        lowered = source.lower()
        return lowered.endswith(_SUFFIXES) and Path(source).expanduser().is_file()

    def mark_done(self, paper_id: str) -> None:
        """Nothing to do: unchanged records are skipped by their content hash."""

    def count(self, source: str) -> int | None:
        """Lines of an uncompressed file without filters (a progress bar's total), else None.

        Counting newlines in binary blocks reads a few GB a second; a gzip file
        or a filter would make the figure slow or wrong.
        """
        path = Path(source).expanduser()
        if self.record_filter != RecordFilter() or not path.is_file():
            return None
        with path.open("rb") as handle:
            if handle.read(2) == b"\x1f\x8b":
                return None
            handle.seek(0)
            lines = 0
            last = b"\n"
            while block := handle.read(1 << 20):
                lines += block.count(b"\n")
                last = block[-1:]
        return lines + (last != b"\n")

    def iter_papers(self, source: str) -> Iterator[ProviderItem]:
        path = Path(source).expanduser()
        if not path.is_file():
            raise SourceError(f"the metadata file {path} does not exist")
        prefix = self.source_name or default_source_name(path)
        with _open_text(path) as lines:
            for number, line in enumerate(lines, start=1):
                if not line.strip():
                    continue
                item = self._record(line, f"{path}:{number}", prefix)
                if isinstance(item, SourceFailure) or self.record_filter.keeps(item.metadata):
                    yield item

    def _record(self, line: str, locator: str, prefix: str) -> ProviderItem:
        try:
            record = json.loads(line)
        except ValueError as exc:
            return SourceFailure(locator, "bad-record", f"{locator}: not JSON ({exc})")
        if not isinstance(record, dict):
            return SourceFailure(locator, "bad-record", f"{locator}: not a JSON object")
        if _SNAPSHOT_KEYS & record.keys():
            metadata = snapshot_metadata(record)
        else:
            metadata = plain_metadata(record, prefix)
        if metadata is None:
            return SourceFailure(locator, "bad-record", f"{locator}: no usable id")
        if not (metadata.title or metadata.abstract):
            return SourceFailure(
                locator, "empty", f"{locator}: no title and no abstract", paper_id=metadata.paper_id
            )
        return SourcePaper(metadata, record_hash(metadata), locator)


def default_source_name(path: Path) -> str:
    """``scifact-dev/corpus.jsonl`` → ``scifact``; ``nfcorpus.jsonl.gz`` → ``nfcorpus``."""
    stem = path.name
    for suffix in sorted(_SUFFIXES, key=len, reverse=True):
        if stem.lower().endswith(suffix):
            stem = stem[: -len(suffix)]
            break
    if stem.lower() in _GENERIC_STEMS and path.parent.name:
        stem = path.resolve().parent.name
    name = _SPLIT_SUFFIX.sub("", stem) or stem
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", name).strip("-") or "records"


def snapshot_metadata(record: Mapping[str, Any]) -> PaperMetadata | None:
    """Metadata of one arXiv snapshot record; ``None`` without a valid id."""
    paper_id = normalize_arxiv_id(str(record.get("id", "")))
    if paper_id is None:
        return None
    versions = [v for v in record.get("versions") or () if isinstance(v, dict)]
    published = _rfc2822_date(versions[0].get("created", "")) if versions else None
    updated = _iso_date(str(record.get("update_date") or ""))
    return PaperMetadata(
        paper_id=paper_id,
        title=normalize_inline(_text(record.get("title")), dashes="printed"),
        abstract=_abstract(record.get("abstract")),
        authors=_snapshot_authors(record),
        categories=tuple(str(record.get("categories") or "").split()),
        published=published or updated,
        updated=updated,
        version=str(versions[-1].get("version")) if versions else None,
        doi=_text(record.get("doi")).split()[0] if _text(record.get("doi")) else None,
        journal_ref=normalize_inline(_text(record.get("journal-ref"))) or None,
        source="arxiv-metadata",
    )


def plain_metadata(record: Mapping[str, Any], prefix: str) -> PaperMetadata | None:
    """Metadata of a plain ``{"id","title","abstract"}`` record; ``None`` without an id."""
    raw_id = record.get("id", record.get("_id"))
    if raw_id is None or str(raw_id).strip() == "":
        return None
    abstract = record.get("abstract", record.get("text"))
    return PaperMetadata(
        paper_id=f"{prefix}:{str(raw_id).strip()}",
        title=normalize_inline(_text(record.get("title")), dashes="printed"),
        abstract=_abstract(abstract),
        source=prefix,
    )


def record_hash(metadata: PaperMetadata) -> str:
    """SHA-256 of the fields a record contributes, to detect changed records."""
    fields = [
        metadata.title,
        metadata.abstract,
        "\x1e".join(metadata.authors),
        " ".join(metadata.categories),
        metadata.version or "",
        metadata.published.isoformat() if metadata.published else "",
    ]
    return hashlib.sha256("\x1f".join(fields).encode("utf-8")).hexdigest()


def _open_text(path: Path) -> IO[str]:
    with path.open("rb") as probe:
        magic = probe.read(2)
    if magic == b"\x1f\x8b":
        return io.TextIOWrapper(gzip.open(path, "rb"), encoding="utf-8", errors="replace")
    return path.open(encoding="utf-8", errors="replace")


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, list):
        return " ".join(str(v) for v in value)
    return str(value)


def _abstract(value: Any) -> str:
    return normalize_inline(_text(value))


def _snapshot_authors(record: Mapping[str, Any]) -> tuple[str, ...]:
    parsed = record.get("authors_parsed")
    names: list[str] = []
    if isinstance(parsed, list):
        for entry in parsed:
            if isinstance(entry, list) and entry:
                last, first = str(entry[0]), str(entry[1]) if len(entry) > 1 else ""
                suffix = str(entry[2]) if len(entry) > 2 else ""
                names.append(" ".join(p for p in (first, last, suffix) if p.strip()))
    else:
        raw = _text(record.get("authors"))
        names = [p for p in re.split(r",\s*|\s+and\s+", raw) if p.strip()]
    return tuple(normalize_inline(_latex_accents(n)) for n in names if n.strip())


def _latex_accents(text: str) -> str:
    """``Bal\\'azs`` → ``Balázs`` (authors in the snapshot are written in TeX)."""
    if "\\" not in text:
        return text
    return (
        _LATEX_ACCENT.sub(
            lambda m: unicodedata.normalize("NFC", m.group(2) + _LATEX_ACCENTS[m.group(1)]), text
        )
        .replace("{", "")
        .replace("}", "")
    )


def _rfc2822_date(value: str) -> date | None:
    try:
        return parsedate_to_datetime(value).date()
    except (TypeError, ValueError, IndexError):
        return None


def _iso_date(value: str) -> date | None:
    try:
        return date.fromisoformat(value[:10])
    except ValueError:
        return None


def _read_day(settings: Mapping[str, Any], key: str, table: str) -> date | None:
    """A date setting: a TOML date or ``YYYY-MM-DD`` text (``None`` when unset)."""
    value = settings.get(key)
    if isinstance(value, date):
        return value
    text = read_str(settings, key, table=table)
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise setting_error(table, key, f"must be a date YYYY-MM-DD, got {text!r}") from None

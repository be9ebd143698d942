"""The ``arxiv`` provider: walk arXiv ids, take metadata from the API, download PDFs.

Sources: ``arxiv:2401.00001..2401.00500`` (an inclusive range of new-style
ids) or ``arxiv:2401.00001,hep-th/9901001`` (a list).

Walking a range
---------------
Ids are visited in order, ``batch_size`` at a time: one metadata request per
batch tells which exist (title, authors, abstract, categories, dates and the
latest version come from it, never from the PDF); then each existing paper's
PDF is downloaded into the cache folder and yielded.  Ids the API does not
know and PDFs answering 404 are skipped.  When ``month_end_gap`` ids in a row
do not exist, the month is over and the walk goes on at ``YYMM+1.00001``
(``2412`` → ``2501``) while that is still inside the range.

All requests (metadata and PDFs) share the process's rate limit
(``rate_limit_s``, 3 s by default) and retry policy, see
:mod:`~tapyre_paper_search.providers.arxiv_http`.  A metadata batch that
cannot be fetched after all retries stops the walk with a ``SourceError``
(the API is down: nothing after it can be known); a PDF that cannot be fetched
is yielded as a :class:`SourceFailure` and the walk goes on.

Resuming
--------
The position is saved in ``state_path`` (JSON, written to a temporary file,
flushed and moved into place with ``os.replace``) after every paper: the id
up to which every paper is *finished*, plus the finished ids after it.  A skipped id is
finished at once; a yielded paper (or failure) only when the consumer calls
:meth:`ArxivProvider.mark_done` after storing it durably.  A run that stops
anywhere, even between download and store, resumes at the first unfinished
paper, and cached PDFs are not downloaded again.  With ``wait_for_done =
false`` a paper counts as finished as soon as the next one is asked for (for
consumers without the handshake).  A completed source yields nothing again;
delete its entry (or the file) to walk it anew.  One iteration per provider
object at a time.

Options (``[data_providers.arxiv]``)
------------------------------------
``cache_dir``          downloads and state (default: the user cache, ``…/tapyre/papers/arxiv``)
``state_path``         position file (default ``<cache_dir>/arxiv-state.json``)
``rate_limit_s``       seconds between requests, process-wide (3.0)
``api_url``            metadata API (``https://export.arxiv.org/api/query``)
``pdf_url``            PDF URL template, ``{id}`` is the versioned id (``https://arxiv.org/pdf/{id}``)
``batch_size``         ids per metadata request (100)
``month_end_gap``      missing ids in a row that end a month (100)
``timeout_s``          connect/read/write timeout (30) ``request_timeout_s``: whole answer (120)
``max_retries``        retries per request (5); ``backoff_s``: first back-off, doubling (5.0)
``max_pdf_mb``         larger PDFs are failures (100)
``download_pdfs``      false: metadata only, abstract-level papers (true)
``keep_pdfs``          false: delete a PDF once its paper is done (true)
``wait_for_done``      see Resuming (true)
``user_agent``         sent with every request
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre.settings import read_bool, read_float, read_int, read_str

from tapyre_paper_search._fs import write_atomically
from tapyre_paper_search.errors import SourceError
from tapyre_paper_search.providers.arxiv_api import DEFAULT_API_URL, ArxivMetadataClient
from tapyre_paper_search.providers.arxiv_http import (
    DEFAULT_INTERVAL_S,
    DEFAULT_USER_AGENT,
    ArxivRequestError,
    Fetched,
    PoliteClient,
    RetryPolicy,
    arxiv_rate_limiter,
)
from tapyre_paper_search.providers.arxiv_ids import ArxivId, ArxivSelection, parse_arxiv_source
from tapyre_paper_search.providers.base import ProviderItem
from tapyre_paper_search.providers.metadata import record_hash
from tapyre_paper_search.records import PaperMetadata, SourceFailure, SourcePaper

if TYPE_CHECKING:
    import httpx

DEFAULT_PDF_URL = "https://arxiv.org/pdf/{id}"
_STATE_VERSION = 1


def default_cache_dir() -> Path:
    """The user's cache folder for this package (downloads, provider state)."""
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("tapyre")) / "papers"


@dataclass(frozen=True)
class ArxivConfig:
    """The provider's options; see the module docstring."""

    cache_dir: Path
    state_path: Path
    rate_limit_s: float = DEFAULT_INTERVAL_S
    api_url: str = DEFAULT_API_URL
    pdf_url: str = DEFAULT_PDF_URL
    batch_size: int = 100
    month_end_gap: int = 100
    timeout_s: float = 30.0
    request_timeout_s: float = 120.0
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    """The settings ``max_retries`` (retries per request) and ``backoff_s`` (the first
    back-off, doubling), as the HTTP client takes them."""
    max_pdf_bytes: int = 100 * 1024 * 1024
    download_pdfs: bool = True
    keep_pdfs: bool = True
    wait_for_done: bool = True
    user_agent: str = DEFAULT_USER_AGENT

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any] | None) -> ArxivConfig:
        s, t = settings or {}, "data_providers.arxiv"
        cache = read_str(s, "cache_dir", table=t)
        cache_dir = Path(cache).expanduser() if cache else default_cache_dir() / "arxiv"
        state = read_str(s, "state_path", table=t)
        return cls(
            cache_dir=cache_dir,
            state_path=Path(state).expanduser() if state else cache_dir / "arxiv-state.json",
            rate_limit_s=read_float(
                s, "rate_limit_s", table=t, minimum=0, default=DEFAULT_INTERVAL_S
            ),
            api_url=read_str(s, "api_url", table=t, default=DEFAULT_API_URL),
            pdf_url=read_str(s, "pdf_url", table=t, default=DEFAULT_PDF_URL),
            batch_size=read_int(s, "batch_size", table=t, minimum=1, default=100),
            month_end_gap=read_int(s, "month_end_gap", table=t, minimum=1, default=100),
            timeout_s=read_float(s, "timeout_s", table=t, minimum=0.001, default=30.0),
            request_timeout_s=read_float(
                s, "request_timeout_s", table=t, minimum=0.001, default=120.0
            ),
            retry=RetryPolicy(
                max_retries=read_int(
                    s, "max_retries", table=t, minimum=0, default=RetryPolicy.max_retries
                ),
                backoff_s=read_float(
                    s, "backoff_s", table=t, minimum=0, default=RetryPolicy.backoff_s
                ),
            ),
            max_pdf_bytes=int(
                read_float(s, "max_pdf_mb", table=t, minimum=0.001, default=100.0) * 1024 * 1024
            ),
            download_pdfs=read_bool(s, "download_pdfs", table=t, default=True),
            keep_pdfs=read_bool(s, "keep_pdfs", table=t, default=True),
            wait_for_done=read_bool(s, "wait_for_done", table=t, default=True),
            user_agent=read_str(s, "user_agent", table=t, default=DEFAULT_USER_AGENT),
        )


class ArxivProvider:
    """Papers from arXiv by id range or list; resumable (see the module docstring)."""

    name = "arxiv"

    def __init__(
        self,
        config: ArxivConfig | None = None,
        *,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] | None = None,
    ) -> None:
        self.config = config or ArxivConfig.from_settings({})
        self._transport = transport
        self._sleep = sleep
        self._lock = threading.Lock()
        self._progress: _Progress | None = None
        self._pdf_paths: dict[str, Path] = {}

    @classmethod
    def from_settings(cls, settings: Mapping[str, Any] | None) -> ArxivProvider:
        return cls(ArxivConfig.from_settings(settings))

    def handles(self, source: str) -> bool:
        return source.strip().lower().startswith("arxiv:")

    def count(self, source: str) -> int | None:
        """The number of ids of a list source (an upper bound); ``None`` for a range."""
        selection = parse_arxiv_source(source.strip())
        return None if selection.is_range else len(selection.ids)

    # -- iteration -----------------------------------------------------------

    def iter_papers(self, source: str) -> Iterator[ProviderItem]:
        selection = parse_arxiv_source(source.strip())
        key = _state_key(selection)
        progress = _Progress(self.config.state_path, key)
        with self._lock:
            self._progress = progress
        if progress.complete:
            return
        client = self._client()
        try:
            metadata = ArxivMetadataClient(client, api_url=self.config.api_url)
            ids = self._walk(selection, progress, metadata)
            yield from self._papers(ids, progress, client)
            progress.finish_walk()
        finally:
            client.close()

    def mark_done(self, paper_id: str) -> None:
        """``paper_id`` is stored durably: advance and save the position."""
        with self._lock:
            progress = self._progress
            path = self._pdf_paths.pop(paper_id, None)
        if progress is not None:
            progress.finish(paper_id)
        if path is not None and not self.config.keep_pdfs:
            path.unlink(missing_ok=True)

    def _client(self) -> PoliteClient:
        c = self.config
        return PoliteClient(
            limiter=arxiv_rate_limiter(c.rate_limit_s),
            retry=c.retry,
            timeout_s=c.timeout_s,
            request_timeout_s=c.request_timeout_s,
            user_agent=c.user_agent,
            transport=self._transport,
            **({"sleep": self._sleep} if self._sleep else {}),
        )

    def _walk(
        self, selection: ArxivSelection, progress: _Progress, metadata: ArxivMetadataClient
    ) -> Iterator[tuple[str, PaperMetadata | None]]:
        """``(id, metadata or None if it does not exist)`` in walk order, after the position.

        Ids finished in an earlier run are passed over (but kept in order).
        """
        for batch in self._batches(selection, progress):
            todo = [i for i in batch if not progress.finished_before(i)]
            found = metadata.fetch(todo) if todo else {}
            for arxiv_id in batch:
                if progress.finished_before(arxiv_id):
                    progress.reach(arxiv_id, finished=True)
                    continue
                meta = found.get(arxiv_id)
                progress.missing_run = 0 if meta else progress.missing_run + 1
                yield arxiv_id, meta

    def _batches(self, selection: ArxivSelection, progress: _Progress) -> Iterator[list[str]]:
        size = self.config.batch_size
        after = progress.done_through
        if not selection.is_range:
            ids = list(selection.ids)
            start = ids.index(after) + 1 if after in ids else 0
            for i in range(start, len(ids), size):
                yield ids[i : i + size]
            return
        assert selection.first is not None and selection.last is not None
        current: ArxivId | None = selection.first
        if after is not None:
            done = ArxivId.parse(after)
            current = max(selection.first, done.next() or done.first_of_next_month())
        while current is not None and current <= selection.last:
            batch: list[ArxivId] = []
            cursor: ArxivId | None = current
            while (
                cursor is not None
                and cursor <= selection.last
                and cursor.yymm == current.yymm
                and len(batch) < size
            ):
                batch.append(cursor)
                cursor = cursor.next()
            yield [str(i) for i in batch]
            if progress.missing_run >= self.config.month_end_gap or cursor is None:
                # The month is over (or its last possible number was reached).
                progress.missing_run = 0
                following = current.first_of_next_month()
                current = following if following <= selection.last else None
            else:
                current = cursor

    def _papers(
        self,
        ids: Iterator[tuple[str, PaperMetadata | None]],
        progress: _Progress,
        client: PoliteClient,
    ) -> Iterator[ProviderItem]:
        for arxiv_id, meta in ids:
            item = self._paper(arxiv_id, meta, client) if meta is not None else None
            if item is None:  # no such paper, or its PDF is gone (404): nothing to store
                progress.reach(arxiv_id, finished=True)
                continue
            progress.reach(arxiv_id, finished=False)
            if isinstance(item, SourcePaper) and item.pdf_path is not None:
                with self._lock:
                    self._pdf_paths[arxiv_id] = item.pdf_path
            yield item
            if not self.config.wait_for_done:
                self.mark_done(arxiv_id)

    def _paper(
        self, arxiv_id: str, meta: PaperMetadata, client: PoliteClient
    ) -> ProviderItem | None:
        versioned = arxiv_id + (meta.version or "")
        url = self.config.pdf_url.format(id=versioned)
        if not self.config.download_pdfs:
            return SourcePaper(meta, record_hash(meta), url.replace("/pdf/", "/abs/"))
        target = self.config.cache_dir / "pdf" / _cache_name(versioned)
        if _looks_like_pdf_file(target):  # downloaded by an earlier run
            body = target.read_bytes()
        else:
            try:
                fetched = client.get(url, accept=_is_pdf, max_bytes=self.config.max_pdf_bytes)
            except ArxivRequestError as exc:
                return SourceFailure(url, exc.reason, str(exc), paper_id=arxiv_id)
            if fetched is None:
                return None
            body = fetched.body
            write_atomically(target, body)
        return SourcePaper(meta, hashlib.sha256(body).hexdigest(), url, pdf_path=target)


# -- position ---------------------------------------------------------------


class _Progress:
    """The resumable position of one source, saved after every change.

    ``done_through`` is the last id up to which everything is finished;
    ``done_ahead`` lists finished ids after it.  Ids enter ``_reached`` in walk
    order; finished ones at its head move ``done_through`` on.
    """

    def __init__(self, path: Path, key: str) -> None:
        self.path = path
        self.key = key
        self._lock = threading.Lock()
        self._reached: deque[list[Any]] = deque()  # [id, finished], in walk order
        self._pending: dict[str, list[Any]] = {}
        state = _load_state(path).get(key, {})
        self.done_through: str | None = state.get("done_through")
        self._ahead: frozenset[str] = frozenset(state.get("done_ahead", ()))
        self.complete: bool = bool(state.get("complete", False))
        self._walking = True
        self.missing_run = 0

    def finished_before(self, arxiv_id: str) -> bool:
        """Whether an earlier run finished ``arxiv_id`` (it is after ``done_through``)."""
        return arxiv_id in self._ahead

    def reach(self, arxiv_id: str, *, finished: bool) -> None:
        """The walk got to ``arxiv_id``: finished (skipped) or pending until :meth:`finish`."""
        with self._lock:
            entry = [arxiv_id, finished]
            self._reached.append(entry)
            if not finished:
                self._pending[arxiv_id] = entry
            self._save_locked()

    def finish(self, arxiv_id: str) -> None:
        with self._lock:
            entry = self._pending.pop(arxiv_id, None)
            if entry is None:
                return
            entry[1] = True
            self._save_locked()

    def finish_walk(self) -> None:
        """The walk is over: the source is complete once nothing is pending."""
        with self._lock:
            self._walking = False
            self._save_locked()

    def _save_locked(self) -> None:
        while self._reached and self._reached[0][1]:
            self.done_through = self._reached.popleft()[0]
        self.complete = not self._walking and not self._reached
        state = _load_state(self.path)
        state[self.key] = {
            "done_through": self.done_through,
            "done_ahead": [e[0] for e in self._reached if e[1]],
            "complete": self.complete,
        }
        _write_state(self.path, state)


def _state_key(selection: ArxivSelection) -> str:
    if selection.is_range:
        return f"arxiv:{selection.first}..{selection.last}"
    return "arxiv:" + ",".join(selection.ids)


def _load_state(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as exc:
        raise SourceError(
            f"cannot read the arXiv position file {path}: {exc}",
            hint="Delete it to start the walk from the beginning.",
        ) from exc
    if not isinstance(data, dict) or data.get("version") != _STATE_VERSION:
        return {}
    sources = data.get("sources", {})
    return sources if isinstance(sources, dict) else {}


def _write_state(path: Path, sources: dict[str, Any]) -> None:
    body = json.dumps({"version": _STATE_VERSION, "sources": sources}, indent=1, sort_keys=True)
    write_atomically(path, body.encode("utf-8"))


def _cache_name(versioned_id: str) -> str:
    """``2401.00001v2`` → ``2401/2401.00001v2.pdf``; ``hep-th/9901001v1`` → ``hep-th/…``."""
    separator = "/" if "/" in versioned_id else "."
    folder = versioned_id.split(separator, maxsplit=1)[0]
    return f"{folder}/{versioned_id.replace('/', '_')}.pdf"


def _is_pdf(fetched: Fetched) -> bool:
    return b"%PDF-" in fetched.body[:1024]


def _looks_like_pdf_file(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return b"%PDF-" in handle.read(1024)
    except OSError:
        return False


def fetch_metadata(
    ids: Sequence[str], settings: Mapping[str, Any] | None = None
) -> dict[str, PaperMetadata]:
    """Metadata of arXiv ``ids`` (no version) in batched, rate-limited requests.

    For callers that only need metadata, e.g. "papers like 2401.00001" in search.
    """
    provider = ArxivProvider.from_settings(settings)
    client = provider._client()
    try:
        api = ArxivMetadataClient(client, api_url=provider.config.api_url)
        found: dict[str, PaperMetadata] = {}
        size = provider.config.batch_size
        for i in range(0, len(ids), size):
            found.update(api.fetch(list(ids[i : i + size])))
        return found
    finally:
        client.close()

"""What the ingestion and collection commands share: settings, stores, embedders.

Built from the host of the current ``tapyre`` invocation (its configuration and
its component registries), so plugins' providers, stores and embedders are
used by name like the built-in ones.  Everything heavy is opened on first use
and closed by :meth:`Runtime.close`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre_paper_search import parts
from tapyre_paper_search.errors import PaperNotFoundError, SourceError

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, Host, SparseEmbedder

    from tapyre_paper_search.contracts import MetadataStore, VectorStore
    from tapyre_paper_search.pipeline import IngestOptions, IngestPipeline, Progress
    from tapyre_paper_search.records import PaperRecord
    from tapyre_paper_search.settings import PaperSearchSettings


class Runtime:
    """Settings, stores and embedders of one command run."""

    def __init__(self, host: Host, settings: PaperSearchSettings | None = None) -> None:
        from tapyre_paper_search.settings import PaperSearchSettings

        self.host = host
        self.settings = settings or PaperSearchSettings.from_config(host.config)
        self._metadata: MetadataStore | None = None
        self._vectors: VectorStore | None = None

    @classmethod
    def from_click(cls) -> Runtime:
        """The runtime of the running click command (its host is the CLI's)."""
        import click
        from tapyre.cli import get_host

        ctx = click.get_current_context()
        runtime = cls(get_host(ctx))
        ctx.call_on_close(runtime.flush)
        return runtime

    # -- stores and embedders ------------------------------------------------------

    @property
    def metadata(self) -> MetadataStore:
        """The host's metadata store (built on first use; the host owns it)."""
        if self._metadata is None:
            self._metadata = parts.metadata_store(self.host, self.settings)
        return self._metadata

    @property
    def vectors(self) -> VectorStore:
        """The host's vector store (built on first use; the host owns it)."""
        if self._vectors is None:
            self._vectors = parts.vector_store(self.host, self.settings)
        return self._vectors

    def embedders(self) -> tuple[DenseEmbedder, SparseEmbedder | None]:
        return parts.embedders(self.host, self.settings)

    def flush(self) -> None:
        """Make the command's writes durable.  The stores stay open: they are the
        host's, shared with its other commands and tools."""
        if self._vectors is not None:
            self._vectors.flush()

    @property
    def journal_path(self) -> Path:
        """The local lock of one pair of stores (``+ ".lock"``), next to the data; the
        journal itself is in the metadata store (see pipeline.journal)."""
        where = f"{self.metadata.url}|{self.vectors.location}|{self.vectors.collection}"
        key = hashlib.sha256(where.encode()).hexdigest()[:12]
        return self.settings.data_dir / f"ingest-{key}.journal"

    # -- ingestion -------------------------------------------------------------------

    def providers(self) -> list[Any]:
        """Every registered data provider of kind ``papers``, built."""
        return [
            self.host.build("data_providers", name)
            for name, component in self.host.data_providers.items()
            if component.kind == "papers"
        ]

    def resolve_sources(
        self, sources: Sequence[str], provider_name: str | None = None
    ) -> list[tuple[Any, str]]:
        """Pair each source with the provider that reads it (``--provider`` or the first
        that recognises it); all are checked before anything is ingested."""
        from tapyre_paper_search.providers import missing_path_error, provider_for

        if provider_name is not None:
            provider = self.host.build("data_providers", provider_name)
            for source in sources:
                if not provider.handles(source):
                    raise missing_path_error(source) or SourceError(
                        f"the data provider {provider_name!r} cannot read {source!r}"
                    )
            return [(provider, source) for source in sources]
        providers = self.providers()
        return [(provider_for(source, providers), source) for source in sources]

    def ingest_options(
        self,
        *,
        workers: int | str | None = None,
        force: bool = False,
        retry_failed: bool = False,
        limit: int | None = None,
        max_pages: int | None = None,
    ) -> IngestOptions:
        """Options from ``[papers]`` with the command line's on top."""
        from tapyre_paper_search.pipeline import IngestOptions, resolve_workers

        s = self.settings
        return IngestOptions(
            workers=resolve_workers(s.workers if workers is None else workers),
            max_pages=max_pages,
            max_tokens=s.chunk_max_tokens,
            overlap_tokens=s.chunk_overlap_tokens,
            embed_batch=s.embed_batch_size,
            force=force,
            retry_failed=retry_failed,
            limit=limit,
            payload_text_chars=s.payload_text_chars,
            extract_memory_mb=s.extract_memory_mb,
        )

    def pipeline(
        self,
        options: IngestOptions,
        progress: Progress,
        *,
        executor: str | None = None,
        ray_address: str | None = None,
    ) -> IngestPipeline:
        """The ingestion pipeline over the host's stores and embedders.  ``executor``
        (``local`` or ``ray``) and ``ray_address`` default to the ``[papers]`` settings."""
        from tapyre_paper_search.pipeline import IngestPipeline

        remote = self._executor(executor or self.settings.executor, ray_address)

        # Loading the embedders takes seconds: refuse held stores before that.
        self.check_stores_free()
        dense, sparse = self.embedders()
        spec = self.settings.collection_spec(
            dense.name, dense.dimension, sparse.name if sparse is not None else None
        )
        from tapyre_paper_search.graph.opening import open_feed

        return IngestPipeline(
            metadata=self.metadata,
            vectors=self.vectors,
            dense=dense,
            sparse=sparse,
            journal_path=self.journal_path,
            collection_spec=spec,
            options=options,
            progress=progress,
            executor=remote,
            graph=open_feed(self.host, self.settings, metadata=self.metadata, dense=dense),
        )

    def _executor(self, name: str, address: str | None) -> Any:
        """``None`` for the local executor; a connected-on-start Ray executor for ``ray``
        (refused with a one-line error naming the extra when Ray is not installed)."""
        if name != "ray":
            return None
        from tapyre_paper_search.distributed import EmbedderFactory, RayExecutor, require_ray

        require_ray()
        config = self.host.config
        tables = {key: config.section(key) for key in ("core", "embedders")}
        factory = EmbedderFactory(
            tables, self.settings.dense_embedder, self.settings.sparse_embedder
        )
        return RayExecutor(address or self.settings.ray_address, embedders=factory)

    def check_stores_free(self) -> None:
        """Raise :class:`~tapyre_paper_search.errors.StoreError` now if another process
        holds the stores: another ingestion (the journal's lock, or its writer lease for
        shared stores), or any process that has the embedded vector store open (which
        stays open, and locked, for this run).
        """
        from tapyre_paper_search.pipeline.journal import IngestJournal, stores_are_shared

        shared = stores_are_shared(self.metadata, self.vectors)
        probe = IngestJournal(self.metadata, self.journal_path, shared=shared)
        probe.acquire()  # raises when another ingestion runs; the run takes it again
        probe.close()
        if self.vectors.exists():
            self.vectors.count()  # opening takes the embedded store's lock

    # -- the collection -----------------------------------------------------------

    def collection_stats(self) -> dict[str, Any]:
        stats = self.metadata.stats()
        data: dict[str, Any] = {
            "papers": stats.papers,
            "chunks": stats.chunks,
            "pages": stats.pages,
            "tokens": stats.tokens,
            "authors": stats.authors,
            "published": _range(stats.first_published, stats.last_published),
            "failures": stats.failures,
            "runs": stats.runs,
            "database": self.metadata.url,
            "database_size": _size(stats.database_bytes),
            "vectors": None,
            "vector_store": self.vectors.location,
            "vector_store_size": None,
            "dense_embedder": self.settings.dense_embedder,
            "sparse_embedder": self.settings.sparse_embedder,
        }
        if self.vectors.exists():
            info = self.vectors.info()
            data["vectors"] = info.get("points")
            data["vector_store_size"] = _size(info.get("disk_bytes"))
            spec = self.vectors.recorded_spec()
            if spec is not None:
                data["dense_embedder"] = spec.dense_embedder
                data["sparse_embedder"] = spec.sparse_embedder
        if stats.years:
            data["years"] = ", ".join(f"{year}: {n}" for year, n in stats.years)
        if stats.categories:
            data["top_categories"] = ", ".join(f"{c} ({n})" for c, n in stats.categories[:10])
        runs = self.metadata.runs(limit=1)
        if runs:
            last = runs[0]
            status = self.run_status(last.status)
            data["last_run"] = f"{last.started_at:%Y-%m-%d %H:%M} UTC, {status}: {last.source}"
            data["last_run_status"] = status
        return data

    def run_status(self, recorded: str) -> str:
        """A run's status as it is now: a run recorded ``running`` whose process is gone
        (killed, the machine lost power) is ``interrupted``.

        Such a run never wrote its end.  It held the ingestion lock while it ran,
        and the OS released that lock when the process died, so a free lock tells
        a dead run from a live one; on shared stores a run on another machine holds
        the writer lease instead, and keeps its heartbeat fresh while it lives.
        """
        if recorded != "running" or self.ingestion_running():
            return recorded
        return "interrupted"

    def ingestion_running(self) -> bool:
        """Whether an ingestion writes these stores now, on this machine or, for
        shared stores, any other."""
        from tapyre_paper_search.pipeline.journal import ingestion_running

        return ingestion_running(self.metadata, self.vectors, self.journal_path)

    def get_paper(self, paper_id: str) -> PaperRecord:
        """A stored paper by id or unique id prefix (:mod:`tapyre_paper_search.paper_ids`)."""
        from tapyre_paper_search.paper_ids import resolve_in_store

        [paper_id] = resolve_in_store(self.metadata, [paper_id])
        record = self.metadata.get_paper(paper_id)
        if record is None:
            raise PaperNotFoundError(
                f"no stored paper with id {paper_id!r}",
                hint="See `tapyre papers stats`; ids look like 2401.12345 or sha256:…",
            )
        return record

    def delete_papers(self, paper_ids: Sequence[str]) -> list[str]:
        """Delete papers from both stores; returns those that were stored."""
        from tapyre_paper_search.graph.opening import forget_deleted
        from tapyre_paper_search.pipeline.maintenance import delete_papers

        deleted = delete_papers(paper_ids, self.metadata, self.vectors, self.journal_path)
        forget_deleted(self.metadata)  # their graph went with them; so do its orphans
        return deleted

    def failures(self, limit: int) -> list[dict[str, Any]]:
        """Current failures: the latest per file or record, leaving out papers stored since."""
        latest: dict[str, Any] = {}
        for failure in self.metadata.failures():
            latest[failure.locator] = failure
        stored = self.metadata.paper_states(
            [f.paper_id for f in latest.values() if f.paper_id is not None]
        )
        rows = [
            {
                "locator": f.locator,
                "reason": f.reason,
                "message": f.message,
                "paper_id": f.paper_id,
                "when": f.created_at.isoformat(timespec="seconds"),
                "run_id": f.run_id,
            }
            for f in latest.values()
            if not (f.paper_id in stored and stored[f.paper_id].done)
        ]
        return rows[-limit:]


def paper_dict(record: PaperRecord, *, chunks: bool) -> dict[str, Any]:
    """A stored paper as JSON-ready data."""
    meta = record.metadata
    data: dict[str, Any] = {
        **asdict(meta),
        "year": meta.year,
        "content_hash": record.content_hash,
        "locator": record.locator,
        "page_count": record.page_count,
        "chunk_count": len(record.chunks),
    }
    for key in ("published", "updated"):
        if data[key] is not None:
            data[key] = data[key].isoformat()
    data["authors"] = list(meta.authors)
    data["categories"] = list(meta.categories)
    if chunks:
        data["chunks"] = [asdict(c) for c in record.chunks]
    return data


def _range(first: Any, last: Any) -> str | None:
    if first is None:
        return None
    return f"{first} … {last}" if last and last != first else str(first)


def _size(count: int | None) -> str | None:
    if count is None:
        return None
    size = float(count)
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if size < 1024 or unit == "TB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return None  # pragma: no cover

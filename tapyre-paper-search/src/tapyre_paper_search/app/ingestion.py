"""Ingestion as the application runs it: a request, its sources checked, a pipeline, a run.

:class:`IngestRequest` carries the options of ``tapyre papers ingest`` (and of
``POST /ingest``); :class:`Ingestion` turns one into a run of
:class:`~tapyre_paper_search.pipeline.IngestPipeline` over the app's stores and
embedders.  Every source is paired with its data provider before anything is
opened, and the stores are checked to be free (no other ingestion, no other
process holding the embedded vector store) before a model is loaded, so a bad
source or a busy collection fails in a moment with one line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.errors import PaperSearchError, SourceError

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, SparseEmbedder

    from tapyre_paper_search.app.components import Components
    from tapyre_paper_search.contracts import PaperProvider
    from tapyre_paper_search.pipeline import IngestOptions, IngestPipeline, Progress
    from tapyre_paper_search.pipeline.summary import IngestSummary
    from tapyre_paper_search.pipeline.vocabulary import VocabularyFeed

EXECUTORS = ("local", "ray")

CancelHook = Callable[[Callable[[], None]], None]
"""Given to a run: it registers the function that stops the run (from another thread)."""


@dataclass(frozen=True)
class IngestRequest:
    """What to ingest and how: the options of ``tapyre papers ingest``.

    ``workers``: PDF extraction processes (``"auto"``: CPUs − 1; ``None``: ``[papers]
    workers``); ``executor``: ``local`` or ``ray`` (``None``: ``[papers] executor``),
    with ``ray_address`` (``None``: ``[papers] ray_address``).

    :raises PaperSearchError: no sources, ``workers`` negative or not a number,
        an unknown ``executor``, ``limit`` or ``max_pages`` below 1.
    """

    sources: tuple[str, ...]
    provider: str | None = None
    workers: int | str | None = None
    force: bool = False
    retry_failed: bool = False
    limit: int | None = None
    max_pages: int | None = None
    executor: str | None = None
    ray_address: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "sources", tuple(self.sources))
        if not self.sources:
            raise PaperSearchError("nothing to ingest: give at least one source")
        workers = self.workers
        if workers not in (None, "auto") and (
            isinstance(workers, bool) or not isinstance(workers, int) or workers < 0
        ):
            raise PaperSearchError(
                f"workers must be a number of 0 or more, or 'auto', not {workers!r}"
            )
        if self.executor is not None and self.executor not in EXECUTORS:
            raise PaperSearchError(
                f"unknown executor {self.executor!r}: use one of {', '.join(EXECUTORS)}"
            )
        for name in ("limit", "max_pages"):
            value = getattr(self, name)
            if value is not None and value < 1:
                raise PaperSearchError(f"{name} must be 1 or more, not {value!r}")

    def to_dict(self) -> dict[str, Any]:
        """The request as ``POST /ingest`` takes it (every field, by its name:
        :class:`~tapyre_paper_search.api.schemas.IngestBody` has the same ones)."""
        return {**asdict(self), "sources": list(self.sources)}


class Ingestion:
    """Runs :class:`IngestRequest` s over an app's :class:`Components`."""

    def __init__(self, components: Components) -> None:
        self.components = components

    def providers(self) -> list[PaperProvider]:
        """Every registered data provider of kind ``papers``, built."""
        host = self.components.host
        return [
            host.build("data_providers", name)
            for name, component in host.data_providers.items()
            if component.kind == "papers"
        ]

    def resolve_sources(
        self, sources: Sequence[str], provider_name: str | None = None
    ) -> list[tuple[PaperProvider, str]]:
        """Pair each source with the provider that reads it (``provider_name`` or the
        first that recognises it); all are checked before anything is ingested.

        :raises SourceError: a source no provider reads (a path that does not exist
            is named as such).
        :raises tapyre.ComponentNotFoundError: no provider of that name.
        """
        from tapyre_paper_search.providers import missing_path_error, provider_for

        if provider_name is not None:
            provider = self.components.host.build("data_providers", provider_name)
            for source in sources:
                if not provider.handles(source):
                    raise missing_path_error(source) or SourceError(
                        f"the data provider {provider_name!r} cannot read {source!r}"
                    )
            return [(provider, source) for source in sources]
        providers = self.providers()
        return [(provider_for(source, providers), source) for source in sources]

    def validate(self, request: IngestRequest) -> None:
        """Refuse now what a run would refuse at its start: unknown sources and
        providers, malformed arXiv selections (counting a source parses it).

        :raises SourceError: as :meth:`resolve_sources`, an unknown provider included.
        """
        from tapyre import ComponentNotFoundError, TapyreError

        from tapyre_paper_search.contracts import CountingProvider

        try:
            pairs = self.resolve_sources(request.sources, request.provider)
        except ComponentNotFoundError as exc:  # a bad request, not a broken installation
            raise SourceError(str(exc)) from exc
        for provider, source in pairs:
            try:
                if isinstance(provider, CountingProvider):
                    provider.count(source)
            except TapyreError:
                raise
            except Exception:  # the run reports anything else, with context
                pass

    def options(self, request: IngestRequest) -> IngestOptions:
        """The pipeline's options: ``[papers]`` with the request's on top."""
        from tapyre_paper_search.pipeline import IngestOptions, PdfReading, resolve_workers

        s = self.components.settings
        return IngestOptions(
            workers=resolve_workers(s.workers if request.workers is None else request.workers),
            max_pages=request.max_pages,
            max_tokens=s.chunk_max_tokens,
            overlap_tokens=s.chunk_overlap_tokens,
            embed_batch=s.embed_batch_size,
            embed_workers=s.embed_workers,
            force=request.force,
            retry_failed=request.retry_failed,
            limit=request.limit,
            payload_text_chars=s.payload_text_chars,
            extract_memory_mb=s.extract_memory_mb,
            pdf=PdfReading(s.pdf_tables, s.ocr, s.ocr_languages, s.ocr_dpi),
        )

    def pipeline(self, request: IngestRequest, progress: Progress) -> IngestPipeline:
        """The pipeline of ``request`` over the app's stores and embedders.

        :raises StoreError: another process holds the stores (checked before the
            embedders load, which takes seconds).
        """
        from tapyre_paper_search.graph.opening import open_feed
        from tapyre_paper_search.pipeline import IngestPipeline

        parts = self.components
        remote = self._executor(request.executor or parts.settings.executor, request.ray_address)
        self.check_stores_free()
        dense, sparse = parts.embedders()
        spec = parts.settings.collection_spec(
            dense.name, dense.dimension, sparse.name if sparse is not None else None
        )
        return IngestPipeline(
            metadata=parts.metadata,
            vectors=parts.vectors,
            dense=dense,
            sparse=sparse,
            journal_path=parts.journal_path,
            collection_spec=spec,
            options=self.options(request),
            progress=progress,
            executor=remote,
            graph=open_feed(parts.host, parts.settings, metadata=parts.metadata, dense=dense),
            vocabulary=self._vocabulary(dense, sparse),
        )

    def _vocabulary(
        self, dense: DenseEmbedder, sparse: SparseEmbedder | None
    ) -> VocabularyFeed | None:
        """The term bridge's word encoding during the run, when the bridge is on."""
        from tapyre_paper_search.pipeline.vocabulary import VocabularyFeed
        from tapyre_paper_search.search.word_vectors import WordVectors

        parts = self.components
        term_ids = parts.bridge_term_ids(sparse)
        if term_ids is None:
            return None
        store = WordVectors(parts.term_vectors_path(dense), int(dense.dimension))
        return VocabularyFeed(dense, term_ids, store)

    def run(
        self, request: IngestRequest, progress: Progress, on_cancel: CancelHook | None = None
    ) -> IngestSummary:
        """Ingest ``request`` to its end (or a cancel: ``interrupted=True``).

        The providers' warnings (the arXiv provider's retries) become ``progress``
        notes while it runs; the stores are flushed at the end.
        """
        from tapyre_paper_search.pipeline import notes_from_log

        pairs = self.resolve_sources(request.sources, request.provider)
        pipeline = self.pipeline(request, progress)
        if on_cancel is not None:
            on_cancel(pipeline.cancel)
        try:
            with notes_from_log(progress):
                return pipeline.run(pairs)
        finally:
            self.components.flush()

    def check_stores_free(self) -> None:
        """Raise :class:`~tapyre_paper_search.errors.StoreError` now if another process
        holds the stores: another ingestion (the journal's lock, or its writer lease for
        shared stores), or any process that has the embedded vector store open (which
        stays open, and locked, for this one from now on).
        """
        from tapyre_paper_search.pipeline.journal import IngestJournal, stores_are_shared

        parts = self.components
        shared = stores_are_shared(parts.metadata, parts.vectors)
        probe = IngestJournal(parts.metadata, parts.journal_path, shared=shared)
        probe.acquire()  # raises when another ingestion runs; the run takes it again
        probe.close()
        if parts.vectors.exists():
            parts.vectors.count()  # opening takes the embedded store's lock

    def _executor(self, name: str, address: str | None) -> Any:
        """``None`` for the local executor; a connected-on-start Ray executor for ``ray``
        (refused with a one-line error naming the extra when Ray is not installed)."""
        if name != "ray":
            return None
        from tapyre_paper_search.distributed import EmbedderFactory, RayExecutor, require_ray

        require_ray()
        settings = self.components.settings
        config = self.components.host.config
        tables = {key: config.section(key) for key in ("core", "embedders")}
        factory = EmbedderFactory(tables, settings.dense_embedder, settings.sparse_embedder)
        return RayExecutor(address or settings.ray_address, embedders=factory)

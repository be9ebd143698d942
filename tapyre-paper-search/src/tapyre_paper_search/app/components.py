"""What a :class:`~tapyre_paper_search.app.PaperSearchApp` is built of, opened on first use.

:class:`Components` holds the settings, the metadata and vector stores, the
dense and sparse embedders, the chat model and the search services of one
app.  Each is built the first time it is needed, once, from any thread: through
the host's component registries (:mod:`tapyre_paper_search.parts`, so a
plugin's store or embedder is used like a built-in one), or taken as given
(an application or a test that built its own stores).  Nothing is opened by
constructing it, so ``tapyre papers --help``, a server that has not had a
request yet and a lexical search (which never loads the dense model) stay fast.

Two search services at most: one with the dense embedder, and, for lexical
searches made before anything loaded the dense model, one without it.  A
failed build is not remembered: the next call tries again (a server started
before the first ingestion searches once the collection exists).
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, TypedDict, Unpack

from tapyre_paper_search import parts
from tapyre_paper_search.errors import StoreError

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
    from tapyre import DenseEmbedder, Host, SparseEmbedder

    from tapyre_paper_search.contracts import MetadataStore, VectorStore
    from tapyre_paper_search.search.service import SearchService
    from tapyre_paper_search.search.term_bridge import TermBridge
    from tapyre_paper_search.settings import PaperSearchSettings


class _Unset:
    def __repr__(self) -> str:
        return "UNSET"


UNSET: Final = _Unset()
"""A part not given: build it through the host."""

logger = logging.getLogger(__name__)


class GivenParts(TypedDict, total=False):
    """The parts an app may be given instead of building them through the host:
    :class:`~tapyre_paper_search.app.PaperSearchApp` and :class:`Components` take
    them as keywords.  A key left out (or given as :data:`UNSET`) is built on
    first use; ``sparse=None`` means no sparse embedder and ``chat_model=None``
    no model.  Given parts are the caller's and are never closed here."""

    vectors: VectorStore
    metadata: MetadataStore
    dense: DenseEmbedder
    sparse: SparseEmbedder | None
    chat_model: BaseChatModel | None


_PART_NAMES: Final = GivenParts.__optional_keys__


class Components:
    """The parts of one app (see the module docs).

    Parts built through the host are the host's (shared with anything else that
    builds them from it); :meth:`close` closes those it built.  Given parts are
    the caller's and are never closed here.
    """

    def __init__(
        self,
        host: Host,
        settings: PaperSearchSettings,
        **given: Unpack[GivenParts],
    ) -> None:
        unknown = given.keys() - _PART_NAMES
        if unknown:
            raise TypeError(f"unknown parts {sorted(unknown)}; parts: {sorted(_PART_NAMES)}")
        self.host = host
        self.settings = settings
        self._parts: dict[str, Any] = {
            k: v for k, v in given.items() if k != "chat_model" and v is not UNSET
        }
        self._given = frozenset(self._parts)
        self._chat_model: BaseChatModel | _Unset | None = given.get("chat_model", UNSET)
        self._services: dict[bool, SearchService] = {}
        self._lock = threading.RLock()

    def _part(self, name: str, build: Callable[[Host, PaperSearchSettings], Any]) -> Any:
        """The part ``name``: given, or built through the host on first use.  The host
        builds each component once, from any thread, so a race here only stores the
        same object twice."""
        if name not in self._parts:
            self._parts.setdefault(name, build(self.host, self.settings))
        return self._parts[name]

    # -- stores ----------------------------------------------------------------------

    @property
    def metadata(self) -> MetadataStore:
        """The metadata store (``[papers] metadata_store``), built on first use."""
        store: MetadataStore = self._part("metadata", parts.metadata_store)
        return store

    @property
    def vectors(self) -> VectorStore:
        """The vector store (``[papers] vector_store``), built on first use (building
        opens nothing: the embedded store takes its folder's lock on first access)."""
        store: VectorStore = self._part("vectors", parts.vector_store)
        return store

    @property
    def journal_path(self) -> Path:
        """The local lock of this pair of stores (``+ ".lock"``), in the data folder; the
        journal itself is in the metadata store (see pipeline.journal)."""
        where = f"{self.metadata.url}|{self.vectors.location}|{self.vectors.collection}"
        key = hashlib.sha256(where.encode()).hexdigest()[:12]
        return self.settings.data_dir / f"ingest-{key}.journal"

    # -- embedders and the model -----------------------------------------------------

    def embedders(self) -> tuple[DenseEmbedder, SparseEmbedder | None]:
        """The dense and sparse embedders (the dense one loads its model when first used)."""
        dense: DenseEmbedder = self._part("dense", lambda h, s: parts.embedders(h, s)[0])
        return dense, self.sparse_embedder()

    def sparse_embedder(self) -> SparseEmbedder | None:
        """The sparse embedder alone (``None``: a dense-only configuration)."""
        sparse: SparseEmbedder | None = self._part("sparse", parts.sparse_embedder)
        return sparse

    @property
    def dense_loaded(self) -> bool:
        """Whether the dense embedder was built already (a lexical search then uses it too)."""
        return "dense" in self._parts

    def require_llm(self, llm: str | None = None) -> None:
        """Fail now, before any store is opened, when answers or the LLM steps could not
        get a model: no LLM configured, or ``llm`` (``--llm``) naming an unknown one.

        :raises tapyre.LLMNotConfiguredError: as the host's :meth:`~tapyre.Host.llm`.
        """
        if llm is not None or isinstance(self._chat_model, _Unset):
            self.host.llm(llm)

    def llm_available(self, llm: str | None = None) -> bool:
        """Whether a model would answer: ``llm`` named (an unknown name fails when used),
        a model given, or one the host's configuration chooses."""
        from tapyre import LLMNotConfiguredError

        if llm is not None:
            return True
        if not isinstance(self._chat_model, _Unset):
            return self._chat_model is not None
        try:
            self.host.llm()
        except LLMNotConfiguredError:
            return False
        return True

    def installed_llms(self) -> list[str]:
        """The installed LLM providers a user may set up (never the built-in test one)."""
        from tapyre._loading import BUILTIN_PLUGIN

        host = self.host
        return sorted(
            name
            for name in host.llm_providers
            if host.owner("llm_providers", name) != BUILTIN_PLUGIN
        )

    def chat_model_source(self, llm: str | None = None) -> Any:
        """What a search service asks for its model: the LLM named ``llm``; else the
        given model, or the host's choice at the time of the first LLM step
        (``tapyre ask --llm`` reaching the tools included)."""
        if llm is None and not isinstance(self._chat_model, _Unset):
            return self._chat_model
        host = self.host

        def chat_model() -> BaseChatModel:
            return host.chat_model(llm)

        return chat_model

    # -- search services -------------------------------------------------------------

    def service(self, *, dense: bool = True, llm: str | None = None) -> SearchService:
        """The search service; ``dense=False`` leaves the dense embedder unbuilt (its
        model is seconds of start-up a BM25 query never uses) unless it is loaded
        already.  ``llm`` names the LLM of its answers and LLM steps (a service of
        its own over the same stores and embedders; ``None``: the app's).

        :raises StoreError: there is no collection yet (ingest first).
        :raises CollectionMismatchError: the configured embedders are not those the
            collection was built with.
        """
        with_dense = dense or self.dense_loaded
        found = self._services.get(with_dense) or (
            self._services.get(True) if not with_dense else None
        )
        if found is None:
            with self._lock:
                if with_dense not in self._services:
                    self._services[with_dense] = self._build_service(with_dense)
                found = self._services[with_dense]
        if llm is None:
            return found
        from tapyre_paper_search.search.service import SearchService

        return SearchService(
            vectors=found.vectors,
            metadata=self._metadata_source,
            dense=found.dense,
            sparse=found.sparse,
            chat_model=self.chat_model_source(llm),
            owns_stores=False,
            graph=found.graph.retriever,  # the same graph index, loaded once
            term_bridge=found.term_bridge,  # the same vocabulary, read once
        )

    def _build_service(self, with_dense: bool) -> SearchService:
        from tapyre_paper_search.search.service import SearchService

        vectors = self.vectors
        if "vectors" not in self._given:
            self._check_collection(vectors, with_dense)
        dense = self.embedders()[0] if with_dense else None
        sparse = self.sparse_embedder()
        return SearchService(
            vectors=vectors,
            metadata=self._metadata_source,  # built when an answer first reads it
            dense=dense,
            sparse=sparse,
            chat_model=self.chat_model_source(),
            owns_stores=False,
            graph=None if dense is None else self._graph_source(vectors, dense),
            term_bridge=self.term_bridge(dense, sparse),
        )

    def term_bridge(
        self, dense: DenseEmbedder | None, sparse: SparseEmbedder | None
    ) -> TermBridge | None:
        """The translated lexical side (``[papers] cross_language_terms``), or ``None``."""
        from tapyre_paper_search.search.term_bridge import TermBridge, stored_passages

        term_ids = self.bridge_term_ids(sparse)
        if dense is None or term_ids is None:
            return None
        count = self.settings.cross_language_terms or 0
        if self.settings.dense_embedder != "multilingual":
            logger.warning(
                "[papers] cross_language_terms = %d: its similarity floor was measured "
                "with the multilingual dense embedder, not %r; unless that model is "
                "multilingual too, set cross_language_terms = 0",
                count,
                self.settings.dense_embedder,
            )
        return TermBridge(
            dense,
            term_ids,
            lambda: stored_passages(self.metadata),
            neighbours=count,
            cache=self.term_vectors_path(dense),
        )

    def bridge_term_ids(
        self, sparse: SparseEmbedder | None
    ) -> Callable[[str, str], list[int]] | None:
        """The sparse embedder's word analysis when the term bridge is on (``[papers]
        cross_language_terms`` > 0 and a sparse embedder with ``term_ids``: bm25), else
        ``None``: what the bridge and the ingestion's word encoding both need."""
        if not self.settings.cross_language_terms:
            return None
        term_ids: Callable[[str, str], list[int]] | None = getattr(sparse, "term_ids", None)
        return term_ids

    def term_vectors_path(self, dense: DenseEmbedder) -> Path:
        """The file of the collection words' vectors by ``dense`` (bridge and ingestion)."""
        from tapyre_paper_search.search.word_vectors import cache_path

        return cache_path(self.settings.data_dir, dense.name)

    def _metadata_source(self) -> MetadataStore:
        return self.metadata

    def _graph_source(self, vectors: VectorStore, dense: DenseEmbedder) -> Callable[[], Any]:
        """What builds the graph retriever of a service when a graph search first needs it."""

        def graph() -> Any:
            from tapyre_paper_search.graph.opening import open_retriever

            return open_retriever(
                self.host,
                self.settings,
                vectors=vectors,
                metadata=self.metadata,
                dense=dense,
                sparse=self.sparse_embedder(),
            )

        return graph

    def _check_collection(self, vectors: VectorStore, with_dense: bool) -> None:
        """The collection exists and was built by the configured embedders (opening it)."""
        if not vectors.exists():
            raise StoreError(
                f"there is no paper collection at {vectors.location} yet",
                hint="Ingest papers first: tapyre papers ingest SOURCE (or tapyre papers demo).",
            )
        sparse = self.sparse_embedder()
        if with_dense:
            dense = self.embedders()[0]
            dense_name, dense_dim = dense.name, dense.dimension
        else:
            recorded = vectors.recorded_spec()
            # The collection's own dense embedder, so that only the sparse one is checked.
            dense_name = recorded.dense_embedder if recorded else self.settings.dense_embedder
            dense_dim = recorded.dense_dim if recorded else 0
        vectors.ensure_collection(
            self.settings.collection_spec(dense_name, dense_dim, sparse.name if sparse else None)
        )

    @contextmanager
    def ingestion_lock(self) -> Iterator[None]:
        """Hold the ingestion lock (the journal's) meanwhile: no ingestion, build or
        other maintenance writes to the stores.

        :raises StoreError: an ingestion runs.
        """
        from tapyre_paper_search.pipeline.journal import IngestJournal, stores_are_shared

        journal = IngestJournal(
            self.metadata,
            self.journal_path,
            shared=stores_are_shared(self.metadata, self.vectors),
        )
        journal.acquire()
        try:
            yield
        finally:
            journal.close()

    # -- lifecycle -------------------------------------------------------------------

    def flush(self) -> None:
        """Make the writes so far durable; everything stays open."""
        if "vectors" in self._parts:
            self.vectors.flush()

    def close(self) -> None:
        """Close the stores built here (flushing them); given ones stay open."""
        with self._lock:
            for service in self._services.values():
                if service.term_bridge is not None:  # its refresh reads the stores
                    service.term_bridge.close()
            self._services.clear()
            for name in ("vectors", "metadata"):
                if name in self._parts and name not in self._given:
                    self._parts.pop(name).close()

"""Building the graph's parts through the host, and saying plainly when they cannot be.

* :func:`graph_installed` / :func:`require_graph`: whether the ``graph`` extra
  (spaCy and SciPy) is installed; without it ``--mode graph`` fails with one
  line naming the extra.
* :func:`extractor`: the ``[papers.graph] entity_extractor`` component.
* :func:`graph_store`: the graph tables in the metadata store's database.
* :func:`open_builder`: the builder of the graph (``None`` when the graph is
  turned off or the extra is missing), and :func:`open_feed`, what ingestion
  hands its committed batches to.
* :func:`open_retriever`: graph search over the collection.
"""

from __future__ import annotations

import hashlib
import importlib.util
from pathlib import Path
from typing import TYPE_CHECKING

from tapyre_paper_search.graph.errors import EXTRA_HINT, GraphUnavailableError
from tapyre_paper_search.graph.extractors import KIND, EntityExtractor
from tapyre_paper_search.graph.settings import GraphSettings

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, Host, SparseEmbedder

    from tapyre_paper_search.contracts import MetadataStore, VectorStore
    from tapyre_paper_search.graph.builder import GraphBuilder
    from tapyre_paper_search.graph.feed import GraphFeed
    from tapyre_paper_search.graph.retriever import GraphRetriever
    from tapyre_paper_search.graph.store import GraphStore
    from tapyre_paper_search.settings import PaperSearchSettings

REQUIRED_MODULES = ("spacy", "scipy")
DEFAULT = GraphSettings().entity_extractor


def graph_installed() -> bool:
    """Whether the ``graph`` extra's libraries can be imported (nothing is imported)."""
    return all(_findable(name) for name in REQUIRED_MODULES)


def graph_available(host: Host, graph: GraphSettings) -> bool:
    """Whether the graph can be built here: the extra is installed and the host has the
    extractor (a host set up in code may lack this package's graph plugin; a
    configured extractor that is missing is an error, raised when it is built)."""
    if not graph_installed():
        return False
    return graph.entity_extractor in host.embedders or graph.entity_extractor != DEFAULT


def require_graph(what: str = "--mode graph") -> None:
    """Raise :class:`GraphUnavailableError` (one line naming the extra) when the
    ``graph`` extra is not installed."""
    missing = [name for name in REQUIRED_MODULES if not _findable(name)]
    if missing:
        raise GraphUnavailableError(
            f"{what} needs the graph extra ({', '.join(missing)} not installed): {EXTRA_HINT}"
        )


def _findable(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def extractor(host: Host, graph: GraphSettings) -> EntityExtractor:
    """The configured entity extractor, built through the host.

    :raises GraphUnavailableError: the component is not an entity extractor.
    """
    if graph.entity_extractor not in host.embedders:
        # a host set up in code may lack this package's graph plugin: graph search is
        # then unavailable here (a request error), not a broken server
        fitting = sorted(n for n, c in host.embedders.items() if c.kind == KIND)
        raise GraphUnavailableError(
            f"[papers.graph] entity_extractor: no entity extractor named "
            f"{graph.entity_extractor!r} on this host",
            hint=f"Choose one of: {', '.join(fitting) or 'none installed'}.",
        )
    built = host.build("embedders", graph.entity_extractor)
    if not isinstance(built, EntityExtractor):
        fitting = sorted(n for n, c in host.embedders.items() if c.kind == KIND)
        raise GraphUnavailableError(
            f"[papers.graph] entity_extractor: {graph.entity_extractor!r} built a "
            f"{type(built).__name__}, which is not an entity extractor",
            hint=f"Choose one of: {', '.join(fitting) or 'none installed'}.",
        )
    return built


def graph_store(metadata: MetadataStore) -> GraphStore:
    """The graph tables in the metadata store's database.

    :raises GraphUnavailableError: the metadata store is not an SQL database.
    """
    from tapyre_paper_search.graph.store import GraphStore

    engine = getattr(metadata, "engine", None)
    if engine is None:
        raise GraphUnavailableError(
            f"the graph index lives in an SQL metadata store; {type(metadata).__name__} "
            "has no SQL database"
        )
    return GraphStore(engine)


def forget_deleted(metadata: MetadataStore) -> int:
    """After papers were deleted (their graph rows went with them, by the foreign key):
    remove the entities nothing mentions any more.  Nothing to do (0) when the
    database has no graph."""
    import sqlalchemy as sa

    engine = getattr(metadata, "engine", None)
    if engine is None or not sa.inspect(engine).has_table("graph_entities"):
        return 0
    return graph_store(metadata).remove_unused_entities()


def snapshot_path(settings: PaperSearchSettings, store: GraphStore) -> Path:
    """Where the index snapshot of this database is kept: ``<data_dir>/graph/``."""
    digest = hashlib.sha256(store.url.encode()).hexdigest()[:12]
    return settings.data_dir / "graph" / f"index-{digest}"


def open_builder(
    host: Host,
    settings: PaperSearchSettings,
    *,
    metadata: MetadataStore,
    dense: DenseEmbedder,
) -> GraphBuilder | None:
    """The builder ingestion runs after each batch; ``None`` when ``[papers.graph]
    enabled`` is false or the graph extra is not installed."""
    graph = GraphSettings.of(settings)
    if not graph.enabled or not graph_available(host, graph):
        return None
    from tapyre_paper_search.graph.builder import GraphBuilder

    return GraphBuilder(graph_store(metadata), extractor(host, graph), dense)


def open_feed(
    host: Host,
    settings: PaperSearchSettings,
    *,
    metadata: MetadataStore,
    dense: DenseEmbedder,
) -> GraphFeed | None:
    """What an ingestion builds the graph with as it goes; ``None`` when ``[papers.graph]
    enabled`` is false or the graph extra is not installed (ingestion without a graph)."""
    builder = open_builder(host, settings, metadata=metadata, dense=dense)
    if builder is None:
        return None
    from tapyre_paper_search.graph.feed import GraphFeed

    graph = GraphSettings.of(settings)
    snapshot = snapshot_path(settings, builder.store) if graph.snapshot else None
    return GraphFeed(builder, metadata, batch_papers=graph.batch_papers, snapshot=snapshot)


def open_retriever(
    host: Host,
    settings: PaperSearchSettings,
    *,
    vectors: VectorStore,
    metadata: MetadataStore,
    dense: DenseEmbedder,
    sparse: SparseEmbedder | None,
) -> GraphRetriever:
    """Graph search over the collection of these stores.

    :raises GraphUnavailableError: the graph extra is not installed.
    """
    require_graph()
    from tapyre_paper_search.graph.retriever import GraphRetriever

    graph = GraphSettings.of(settings)
    store = graph_store(metadata)
    return GraphRetriever(
        store=store,
        extractor=extractor(host, graph),
        dense=dense,
        sparse=sparse,
        vectors=vectors,
        metadata=metadata,
        params=graph.params,
        link_threshold=graph.link_threshold,
        candidates=graph.candidates,
        snapshot=snapshot_path(settings, store) if graph.snapshot else None,
    )

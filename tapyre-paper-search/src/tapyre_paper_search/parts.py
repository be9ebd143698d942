"""Building paper search's parts through the host: the one way to get a store.

The CLI, the REST API, the agent tools and :func:`~tapyre_paper_search.open_service`
all call these, so the stores and embedders named by ``[papers]`` are built
once per :class:`tapyre.Host` from the components plugins registered (the
built-in ones and any a plugin adds), each with its own settings table.

Stores built here belong to the host and stay open while it lives (the tools
and the commands of one host share them); callers flush, never close them.
An application done with a host releases them with :func:`close_stores` (the
embedded vector store holds its folder for one store object at a time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tapyre_paper_search.contracts import MetadataStore, VectorStore
from tapyre_paper_search.errors import StoreError

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, Host, SparseEmbedder

    from tapyre_paper_search.settings import PaperSearchSettings


def vector_store(host: Host, settings: PaperSearchSettings) -> VectorStore:
    """The ``[papers] vector_store`` component, built with ``[vector_stores.NAME]``.

    :raises StoreError: the component does not build a :class:`VectorStore`.
    """
    store = _build(host, settings, "vector_stores", settings.vector_store)
    if not isinstance(store, VectorStore):
        raise _not_a(store, VectorStore, host, "vector_stores", settings.vector_store)
    return store


def metadata_store(host: Host, settings: PaperSearchSettings) -> MetadataStore:
    """The ``[papers] metadata_store`` component, built with ``[metadata_stores.NAME]``.

    :raises StoreError: the component does not build a :class:`MetadataStore`.
    """
    store = _build(host, settings, "metadata_stores", settings.metadata_store)
    if not isinstance(store, MetadataStore):
        raise _not_a(store, MetadataStore, host, "metadata_stores", settings.metadata_store)
    return store


def close_stores(host: Host, settings: PaperSearchSettings) -> None:
    """Close the host's stores (flushing them); the host must not use them afterwards."""
    vector_store(host, settings).close()
    metadata_store(host, settings).close()


def embedders(
    host: Host, settings: PaperSearchSettings
) -> tuple[DenseEmbedder, SparseEmbedder | None]:
    """The ``[papers] dense_embedder`` and ``sparse_embedder`` (``None``: dense only)."""
    return host.build("embedders", settings.dense_embedder), sparse_embedder(host, settings)


def sparse_embedder(host: Host, settings: PaperSearchSettings) -> SparseEmbedder | None:
    """The ``[papers] sparse_embedder`` (``None``: dense only), without the dense one."""
    name = settings.sparse_embedder
    return host.build("embedders", name) if name else None


def _build(host: Host, settings: PaperSearchSettings, category: str, name: str) -> object:
    built: object = host.build(category, name, defaults=settings.store_defaults(category, name))
    return built


def _not_a(store: object, contract: type[Any], host: Host, category: str, name: str) -> StoreError:
    members = (a for a in vars(contract) if not a.startswith("_"))
    missing = sorted(a for a in members if not hasattr(store, a))
    kind = category[:-1].replace("_", " ")
    return StoreError(
        f"the {kind} {name!r} (plugin {host.owner(category, name)!r}) built a "
        f"{type(store).__name__}, which is not a tapyre_paper_search.contracts."
        f"{contract.__name__} (missing: {', '.join(missing) or '?'})"
    )

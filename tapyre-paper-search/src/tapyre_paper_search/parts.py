"""Building paper search's parts through the host: the one way to get a store.

The application layer (:class:`~tapyre_paper_search.app.PaperSearchApp`, which
every face uses) calls these, so the stores and embedders named by
``[papers]`` are built once per :class:`tapyre.Host` from the components
plugins registered (the built-in ones and any a plugin adds), each with its
own settings table.

Stores built here belong to the host and stay open while it lives (the tools
and the commands of one host share them).  An application done with a host
releases them with :meth:`PaperSearchApp.close
<tapyre_paper_search.app.PaperSearchApp.close>` (or :func:`close_stores`):
the embedded vector store holds its folder for one store object at a time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from tapyre_paper_search.contracts import MetadataStore, VectorStore
from tapyre_paper_search.errors import EmbedderError, StoreError

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, Host, SparseEmbedder

    from tapyre_paper_search.settings import PaperSearchSettings


def vector_store(host: Host, settings: PaperSearchSettings) -> VectorStore:
    """The ``[papers] vector_store`` component, built with ``[vector_stores.NAME]``.

    :raises StoreError: the component does not build a :class:`VectorStore`.
    """
    store = _store(host, settings, "vector_stores", settings.vector_store, VectorStore)
    return cast("VectorStore", store)


def metadata_store(host: Host, settings: PaperSearchSettings) -> MetadataStore:
    """The ``[papers] metadata_store`` component, built with ``[metadata_stores.NAME]``.

    :raises StoreError: the component does not build a :class:`MetadataStore`.
    """
    store = _store(host, settings, "metadata_stores", settings.metadata_store, MetadataStore)
    return cast("MetadataStore", store)


def close_stores(host: Host, settings: PaperSearchSettings) -> None:
    """Close the host's stores (flushing them); the host must not use them afterwards."""
    vector_store(host, settings).close()
    metadata_store(host, settings).close()


def embedders(
    host: Host, settings: PaperSearchSettings
) -> tuple[DenseEmbedder, SparseEmbedder | None]:
    """The ``[papers] dense_embedder`` and ``sparse_embedder`` (``None``: dense only).

    :raises EmbedderError: a component built something that is not a
        :class:`tapyre.DenseEmbedder` (or :class:`tapyre.SparseEmbedder`): a
        plugin that did not subclass it, or a setting naming the other kind.
    """
    from tapyre import DenseEmbedder

    dense = host.build(
        "embedders",
        settings.dense_embedder,
        defaults=embedder_defaults(host, settings.dense_embedder),
    )
    if not isinstance(dense, DenseEmbedder):
        raise _not_an_embedder(dense, DenseEmbedder, host, "dense", settings.dense_embedder)
    return dense, sparse_embedder(host, settings)


def sparse_embedder(host: Host, settings: PaperSearchSettings) -> SparseEmbedder | None:
    """The ``[papers] sparse_embedder`` (``None``: dense only), without the dense one.

    :raises EmbedderError: the component built something that is not a
        :class:`tapyre.SparseEmbedder`.
    """
    from tapyre import SparseEmbedder

    name = settings.sparse_embedder
    if not name:
        return None
    sparse = host.build("embedders", name)
    if not isinstance(sparse, SparseEmbedder):
        raise _not_an_embedder(sparse, SparseEmbedder, host, "sparse", name)
    return sparse


def embedder_defaults(host: Host, name: str) -> dict[str, Any]:
    """What the embedder ``name`` gets besides its table: the API key stored with
    ``tapyre keys set embedders.NAME``, for an embedder that declares ``api_key``
    (a key in its own table wins)."""
    component = host.embedders.get(name)
    schema = getattr(component, "settings", None)
    if schema is None or schema.get("api_key") is None:
        return {}
    from tapyre._keys import KeyStore  # the core's key file (no public accessor yet)
    from tapyre._paths import keys_path

    key = KeyStore(keys_path(host.config)).get(f"embedders.{name}")
    return {"api_key": key} if key else {}


def _store(
    host: Host, settings: PaperSearchSettings, category: str, name: str, contract: type[Any]
) -> object:
    """The store ``name`` of ``category`` with its settings table, built once per host.

    :raises StoreError: it is not a ``contract`` (a runtime-checkable protocol).
    """
    store: object = host.build(category, name, defaults=settings.store_defaults(category, name))
    if not isinstance(store, contract):
        raise _not_a(store, contract, host, category, name)
    return store


def _not_a(store: object, contract: type[Any], host: Host, category: str, name: str) -> StoreError:
    # A contract may combine parts (MetadataStore: records, log, journal): every part's
    # members count.
    members = {a for part in contract.__mro__[:-1] for a in vars(part) if not a.startswith("_")}
    missing = sorted(a for a in members if not hasattr(store, a))
    kind = category[:-1].replace("_", " ")
    return StoreError(
        f"the {kind} {name!r} (plugin {host.owner(category, name)!r}) built a "
        f"{type(store).__name__}, which is not a tapyre_paper_search.contracts."
        f"{contract.__name__} (missing: {', '.join(missing) or '?'})"
    )


def _not_an_embedder(
    built: object, base: type[Any], host: Host, kind: str, name: str
) -> EmbedderError:
    # Caught here, before ingestion or search calls a method it lacks deep inside.
    fitting = sorted(n for n, c in host.embedders.items() if c.kind == kind and n != name)
    owner = host.owner("embedders", name)
    return EmbedderError(
        f"[papers] {kind}_embedder: the embedder {name!r} (plugin {owner!r}) "
        f"built a {type(built).__name__}, which is not a tapyre.{base.__name__}",
        hint=f"Its class must subclass tapyre.{base.__name__}; or set [papers] {kind}_embedder "
        f"to one of: {', '.join(fitting) or 'none installed'}.",
    )

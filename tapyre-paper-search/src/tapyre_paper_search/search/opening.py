"""Opening the search service from the Tapyre configuration.

Reads ``[papers]`` (:class:`~tapyre_paper_search.settings.PaperSearchSettings`),
opens the stores, builds the embedders the collection was built with through
the host's registry, and takes the chat model from the host lazily: it is
created only when an LLM step or an answer needs it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tapyre_paper_search.errors import StoreError

if TYPE_CHECKING:
    from tapyre import Host
    from tapyre._config import Config

    from tapyre_paper_search.search.service import SearchService
    from tapyre_paper_search.settings import PaperSearchSettings


def open_service(
    *,
    host: Host | None = None,
    config: Config | None = None,
    settings: PaperSearchSettings | None = None,
    llm: str | None = None,
    require_llm: bool = False,
) -> SearchService:
    """The search service over the configured collection.

    :param host: the plugin host (embedders and LLM providers come from it);
        ``None`` builds one on ``config`` (``None``: the user's configuration).
    :param llm: the LLM provider for answers and the LLM steps (``None``: the
        configured one).  With ``require_llm`` a missing or unknown provider
        fails now, before the stores are opened, instead of on first use.
    :raises StoreError: there is no collection yet (ingest first).
    :raises CollectionMismatchError: the configured embedders are not those
        the collection was built with.
    """
    from tapyre_paper_search.search.service import SearchService
    from tapyre_paper_search.settings import PaperSearchSettings

    if host is None:
        from tapyre import Host

        host = Host(config)
    if require_llm:
        host.select_llm(llm)
    settings = settings or PaperSearchSettings.from_config(host.config)
    vectors = settings.open_vector_store()
    if not vectors.exists():
        raise StoreError(
            f"there is no paper collection at {vectors.location} yet",
            hint="Ingest papers first: tapyre papers ingest SOURCE (or tapyre papers demo).",
        )
    dense = host.build("embedders", settings.dense_embedder)
    sparse = host.build("embedders", settings.sparse_embedder) if settings.sparse_embedder else None
    # Opening checks the collection was built by these embedders (CollectionMismatchError).
    vectors.ensure_collection(
        settings.collection_spec(dense.name, dense.dimension, sparse.name if sparse else None)
    )
    chosen = host

    def chat_model() -> Any:
        return chosen.chat_model(llm)

    return SearchService(
        vectors=vectors,
        metadata=settings.open_metadata_store(),
        dense=dense,
        sparse=sparse,
        chat_model=chat_model,
    )

"""Opening the search service from a host: the stores, the embedders, the chat model.

Reads ``[papers]`` (:class:`~tapyre_paper_search.settings.PaperSearchSettings`),
builds the stores and the embedders through the host
(:mod:`tapyre_paper_search.parts`), and takes the chat model from the host
lazily: it is created only when an LLM step or an answer needs it, and it is
the model the host's user picked (``tapyre ask --llm NAME`` reaches the tools).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tapyre_paper_search.errors import SearchError, StoreError

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel
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
    dense: bool = True,
) -> SearchService:
    """The search service over the configured collection.

    :param host: the plugin host (stores, embedders and LLM providers come from
        it; its stores stay open when the service closes); ``None`` builds one on
        ``config`` (``None``: the user's configuration), whose stores the service
        then owns and closes.
    :param llm: the LLM for answers and the LLM steps (``None``: the host's
        choice, see :meth:`tapyre.Host.llm`).  With ``require_llm`` a
        missing or unknown provider fails now, before the stores are opened,
        instead of on first use.
    :param dense: ``False`` leaves the dense embedder unbuilt, for lexical search
        only: building it loads its model (torch, seconds), which a BM25 query
        never uses.  The collection is then checked against the sparse embedder
        alone, and dense and hybrid searches fall back to lexical with a note.
    :raises StoreError: there is no collection yet (ingest first).
    :raises CollectionMismatchError: the configured embedders are not those
        the collection was built with.
    """
    from tapyre_paper_search import parts
    from tapyre_paper_search.search.service import SearchService
    from tapyre_paper_search.settings import PaperSearchSettings

    own_host = host is None
    if host is None:
        from tapyre import Host

        host = Host(config)
    if require_llm:
        host.llm(llm)
    settings = settings or PaperSearchSettings.from_config(host.config)
    vectors = parts.vector_store(host, settings)
    if not vectors.exists():
        raise StoreError(
            f"there is no paper collection at {vectors.location} yet",
            hint="Ingest papers first: tapyre papers ingest SOURCE (or tapyre papers demo).",
        )
    if dense:
        dense_embedder, sparse = parts.embedders(host, settings)
        dense_name, dense_dim = dense_embedder.name, dense_embedder.dimension
    else:
        dense_embedder, sparse = None, parts.sparse_embedder(host, settings)
        recorded = vectors.recorded_spec()
        # The collection's own dense embedder, so that only the sparse one is checked.
        dense_name = recorded.dense_embedder if recorded else settings.dense_embedder
        dense_dim = recorded.dense_dim if recorded else 0
    # Opening checks the collection was built by these embedders (CollectionMismatchError).
    vectors.ensure_collection(
        settings.collection_spec(dense_name, dense_dim, sparse.name if sparse else None)
    )
    chosen = host
    metadata = parts.metadata_store(host, settings)

    def chat_model() -> BaseChatModel:
        return chosen.chat_model(llm)

    def graph() -> Any:
        from tapyre_paper_search.graph.opening import open_retriever

        if dense_embedder is None:
            raise SearchError("graph search needs the dense embedder: open the service with it")
        return open_retriever(
            chosen,
            settings,
            vectors=vectors,
            metadata=metadata,
            dense=dense_embedder,
            sparse=sparse,
        )

    return SearchService(
        vectors=vectors,
        metadata=metadata,
        dense=dense_embedder,
        sparse=sparse,
        chat_model=chat_model,
        owns_stores=own_host,  # a caller's host keeps its stores; a private one's go with it
        graph=graph,
    )

"""Opening the search service from a host: the stores, the embedders, the chat model.

Reads ``[papers]`` (:class:`~tapyre_paper_search.settings.PaperSearchSettings`),
builds the stores and the embedders through the host
(:mod:`tapyre_paper_search.parts`), and takes the chat model from the host
lazily: it is created only when an LLM step or an answer needs it, and it is
the model the host's user picked (``tapyre ask --llm NAME`` reaches the tools).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tapyre_paper_search.errors import StoreError

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
) -> SearchService:
    """The search service over the configured collection.

    :param host: the plugin host (stores, embedders and LLM providers come from
        it; its stores stay open when the service closes); ``None`` builds one on
        ``config`` (``None``: the user's configuration), whose stores the service
        then owns and closes.
    :param llm: the LLM for answers and the LLM steps (``None``: the host's
        choice, see :meth:`tapyre.Host.choose_llm`).  With ``require_llm`` a
        missing or unknown provider fails now, before the stores are opened,
        instead of on first use.
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
        host.select_llm(llm)
    settings = settings or PaperSearchSettings.from_config(host.config)
    vectors = parts.vector_store(host, settings)
    if not vectors.exists():
        raise StoreError(
            f"there is no paper collection at {vectors.location} yet",
            hint="Ingest papers first: tapyre papers ingest SOURCE (or tapyre papers demo).",
        )
    dense, sparse = parts.embedders(host, settings)
    # Opening checks the collection was built by these embedders (CollectionMismatchError).
    vectors.ensure_collection(
        settings.collection_spec(dense.name, dense.dimension, sparse.name if sparse else None)
    )
    chosen = host

    def chat_model() -> BaseChatModel:
        return chosen.chat_model(llm)

    return SearchService(
        vectors=vectors,
        metadata=parts.metadata_store(host, settings),
        dense=dense,
        sparse=sparse,
        chat_model=chat_model,
        owns_stores=own_host,  # a caller's host keeps its stores; a private one's go with it
    )

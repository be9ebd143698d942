"""A search reads what it shows, and no more (issue 27): the candidates carry only
their paper and language, the payloads of the passages returned are read in one
call for those alone, and the metadata store is not opened by a search (an
answer's whole passages open it when first needed).  Real embedded Qdrant and
SQLite stores of the 200 sample arXiv records."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from tapyre.testing import ScriptedChatModel
from tapyre_paper_search.search import SearchOptions
from tapyre_paper_search.search.retrieval import CANDIDATE_FIELDS
from tapyre_paper_search.search.service import SearchService

DIPHOTON = "0704.0001"


class CountingStore:
    """The collection's vector store, noting what each query and read asked for."""

    def __init__(self, store: Any) -> None:
        self._store = store
        self.selectors: list[Any] = []
        self.read: list[list[str]] = []
        self.kinds: list[str | None] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self._store, name)

    def query_batch(self, queries: Sequence[Any]) -> Any:
        self.selectors += [q.payload_selector for q in queries]
        return self._store.query_batch(queries)

    def retrieve(
        self, ids: Sequence[str], *, with_vectors: bool = False, kind: str | None = None
    ) -> Any:
        self.read.append(list(ids))
        self.kinds.append(kind)
        return self._store.retrieve(ids, with_vectors=with_vectors, kind=kind)


@pytest.mark.parametrize("mode", ["dense", "lexical", "hybrid"])
def test_payloads_are_read_for_the_returned_passages_only(collection: tuple, mode: str) -> None:
    store, metadata, dense, sparse = collection
    counting = CountingStore(store)
    service = SearchService(vectors=counting, metadata=metadata, dense=dense, sparse=sparse)  # type: ignore[arg-type]

    response = service.search(
        "prompt diphoton production cross sections Tevatron LHC",
        SearchOptions(k=3, mode=mode),  # type: ignore[arg-type]
    )

    wanted = sorted(["kind", *CANDIDATE_FIELDS])
    assert counting.selectors and all(sorted(s) == wanted for s in counting.selectors)
    shown = [(p.paper_id, x.chunk_index) for p in response.papers for x in p.passages]
    assert len(counting.read) == 1 and len(counting.read[0]) == len(shown)
    assert counting.kinds == ["chunk"]  # the passage collection only
    # ...and the results show what the candidates lacked: titles, years, pages, snippets.
    top = response.papers[0]
    assert top.paper_id == DIPHOTON and top.title.startswith("Calculation of prompt diphoton")
    assert top.year == 2007 and top.authors
    assert all(x.text and x.page_start for x in top.passages)


def test_similar_reads_the_payloads_of_its_results_only(collection: tuple) -> None:
    store, metadata, dense, sparse = collection
    counting = CountingStore(store)
    service = SearchService(vectors=counting, metadata=metadata, dense=dense, sparse=sparse)  # type: ignore[arg-type]

    response = service.similar(DIPHOTON, SearchOptions(k=4))

    assert [sorted(s) for s in counting.selectors] == [sorted(["kind", *CANDIDATE_FIELDS])]
    shown = sum(len(p.passages) for p in response.papers)
    assert [len(ids) for ids in counting.read] == [1, shown]  # its own vector, then theirs
    assert counting.kinds == ["paper", "chunk"]  # each from its own collection only
    assert all(p.title for p in response.papers) and DIPHOTON not in {
        p.paper_id for p in response.papers
    }


def test_a_search_does_not_build_the_metadata_store_and_an_answer_does(
    collection: tuple,
) -> None:
    store, metadata, dense, sparse = collection
    built: list[int] = []

    def metadata_store() -> Any:
        built.append(1)
        return metadata

    service = SearchService(
        vectors=store,
        metadata=metadata_store,
        dense=dense,
        sparse=sparse,
        chat_model=ScriptedChatModel(replies=["Diphotons [1]."]),
        owns_stores=False,
    )
    assert service.search("diphoton", SearchOptions(k=2)).papers
    assert built == []

    answer = service.ask("What is computed for diphotons?", SearchOptions(k=2))
    assert "".join(answer).startswith("Diphotons [1].") and built == [1]
    shown = answer.response.papers[0].passages[0]
    stored = metadata.get_chunks([(shown.paper_id, shown.chunk_index)])
    # the source lists its paper's passages by position, the response by score: the
    # shown passage's own chunk is compared (a paper may bring two)
    source = answer.sources[0]
    assert source.paper_id == shown.paper_id
    whole = next(p for p in source.passages if p.chunk_index == shown.chunk_index)
    assert whole.text == next(iter(stored.values())).text

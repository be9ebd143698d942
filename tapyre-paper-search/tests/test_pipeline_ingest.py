"""The ingestion pipeline on real stores (SQLite, Qdrant Edge) and real PDFs.

Embeddings come from the deterministic hash embedder and BM25, so what is
checked is the pipeline: what gets stored, skipped, replaced and cleaned.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from pipeline_helpers import (
    PAPERS,
    folder_provider,
    make_pipeline,
    opened_stores,
    require,
    run_pipeline,
    snapshot,
)
from shared_data import SHARED_DATA
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.pipeline.journal import IngestJournal
from tapyre_paper_search.pipeline.maintenance import delete_papers
from tapyre_paper_search.records import PaperMetadata, SourceFailure, SourcePaper
from tapyre_paper_search.records.vectors import VectorQuery
from tapyre_paper_search.samples import sample_papers, write_pdf, write_samples


def _ingest(data_dir: Path, *sources: Path | str, provider: Any = None, **options: Any) -> Any:
    provider = provider or folder_provider()
    return run_pipeline(
        make_pipeline(data_dir, **options), [(provider, str(source)) for source in sources]
    )


@pytest.fixture
def samples(tmp_path: Path) -> Path:
    write_samples(tmp_path / "pdfs")
    return tmp_path / "pdfs"


@pytest.fixture
def ingested(tmp_path: Path, samples: Path) -> Path:
    """A data folder with the six sample papers ingested."""
    _ingest(tmp_path / "data", samples)
    return tmp_path / "data"


def test_a_folder_is_stored_then_skipped_when_unchanged(tmp_path: Path, samples: Path) -> None:
    first = _ingest(tmp_path / "data", samples)
    assert (first.stored, first.skipped, first.failed) == (6, 0, 0)
    assert first.pages == 12 and first.chunks >= 6
    state = snapshot(tmp_path / "data")
    # One paper point and one point per chunk, nothing else.
    assert state["vector_count"] == len(state["points"]) == state["sql_chunks"] + 6
    titles = {p["title"] for p in state["papers"].values()}
    assert "Street Trees and Surface Temperature in Dense Urban Neighbourhoods" in titles

    second = _ingest(tmp_path / "data", samples)
    assert (second.stored, second.skipped, second.failed) == (0, 6, 0)
    assert snapshot(tmp_path / "data") == state


def test_metadata_comes_from_the_pdf_when_the_provider_has_none(ingested: Path) -> None:
    with opened_stores(ingested) as (metadata, vectors):
        records = [metadata.get_paper(pid) for pid in metadata.paper_ids()]
        coral = next(r for r in records if r.metadata.title.startswith("Thermal Tolerance"))
        assert coral.metadata.authors == ("Aroha Tane", "Lucia Ferreira", "Daniel Osei")
        assert coral.metadata.year == 2019
        assert coral.metadata.abstract.startswith("Marine heatwaves cause coral bleaching")
        hits = vectors.query(
            VectorQuery(sparse=_bm25_query("coral bleaching heatwave"), kind="chunk", limit=3)
        )
        assert hits[0].paper_id == coral.metadata.paper_id
        assert hits[0].payload["year"] == 2019


def _bm25_query(text: str) -> Any:
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder

    return Bm25Embedder().embed_queries([text])[0]


@pytest.mark.parametrize("workers", [0, 2])
def test_the_result_does_not_depend_on_the_number_of_workers(tmp_path: Path, workers: int) -> None:
    source = require(PAPERS)
    _ingest(tmp_path / "one", source, workers=1)
    _ingest(tmp_path / "other", source, workers=workers, embed_batch=5)
    assert snapshot(tmp_path / "other") == snapshot(tmp_path / "one")


def test_a_changed_paper_replaces_its_chunks_and_its_stale_vectors(tmp_path: Path) -> None:
    long, short = sample_papers()[2], sample_papers()[5]
    folder = tmp_path / "pdfs"
    folder.mkdir()
    target = folder / "2101.00001.pdf"  # an arXiv id: the id survives a content change
    write_pdf(long, target)
    _ingest(tmp_path / "data", folder, max_tokens=60, overlap_tokens=10)
    before = snapshot(tmp_path / "data")["papers"]["2101.00001"]

    shortened = dataclasses.replace(short, sections=short.sections[:1])
    write_pdf(shortened, target)
    summary = _ingest(tmp_path / "data", folder, max_tokens=60, overlap_tokens=10)
    assert summary.stored == 1
    state = snapshot(tmp_path / "data")
    after = state["papers"]["2101.00001"]
    assert after["hash"] != before["hash"]
    assert len(after["chunks"]) < len(before["chunks"])
    # The stale chunk points of the longer version are gone.
    assert len(after["points"]) == len(after["chunks"]) + 1
    assert state["vector_count"] == len(after["points"])


def test_a_different_chunking_reingests_with_new_chunk_ids(tmp_path: Path, samples: Path) -> None:
    _ingest(tmp_path / "data", samples, max_tokens=200)
    before = snapshot(tmp_path / "data")
    summary = _ingest(tmp_path / "data", samples, max_tokens=80, overlap_tokens=10)
    assert summary.stored == 6
    after = snapshot(tmp_path / "data")
    assert after["sql_chunks"] > before["sql_chunks"]
    # The chunk points of the old chunking are gone; paper points keep their ids.
    assert after["vector_count"] == len(after["points"]) == after["sql_chunks"] + 6
    assert len(set(before["points"]) & set(after["points"])) == 6


def test_abstract_only_records_become_one_chunk_each(tmp_path: Path) -> None:
    from tapyre_paper_search.providers import make_arxiv_metadata

    source = SHARED_DATA / "arxiv-metadata-sample.jsonl"
    if not source.exists():
        pytest.skip(f"{source} is absent")
    summary = _ingest(tmp_path / "data", source, provider=make_arxiv_metadata({}))
    assert summary.stored + summary.failed == 200
    assert summary.stored >= 190
    state = snapshot(tmp_path / "data")
    diphoton = state["papers"]["0704.0001"]
    assert diphoton["pages"] == 0
    assert diphoton["title"].startswith("Calculation of prompt diphoton production")
    assert state["vector_count"] == state["sql_chunks"] + state["sql_papers"]


class _ListProvider:
    """A provider over a fixed list that records what the pipeline marks done."""

    name = "list"

    def __init__(self, items: list[SourcePaper | SourceFailure]) -> None:
        self.items = items
        self.done: list[str] = []

    def handles(self, source: str) -> bool:
        return True

    def iter_papers(self, source: str) -> Any:
        yield from self.items

    def mark_done(self, paper_id: str) -> None:
        self.done.append(paper_id)


def _record(paper_id: str, text: str) -> SourcePaper:
    meta = PaperMetadata(paper_id=paper_id, title=f"Paper {paper_id}", abstract=text)
    return SourcePaper(meta, content_hash=f"h-{paper_id}-{len(text)}", locator=f"list:{paper_id}")


def test_the_provider_hears_of_every_settled_paper_in_order(tmp_path: Path) -> None:
    items: list[SourcePaper | SourceFailure] = [
        _record("a", "alpha beta gamma"),
        SourceFailure("list:b", "download-failed", "b: HTTP 500", paper_id="b"),
        _record("c", "gamma delta"),
        _record("a", "alpha beta gamma"),  # the same paper twice: stored once
        SourceFailure("list:x", "bad-record", "line 5: not JSON"),  # no id: nothing to mark
    ]
    provider = _ListProvider(items)
    summary = _ingest(tmp_path / "data", "list", provider=provider)
    assert (summary.stored, summary.failed, summary.skipped) == (2, 2, 1)
    assert provider.done == ["a", "b", "c", "a"]
    assert snapshot(tmp_path / "data")["failures"] == [
        ("list:b", "download-failed"),
        ("list:x", "bad-record"),
    ]


def test_known_failures_are_not_retried_unless_asked(tmp_path: Path) -> None:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    (folder / "notes.pdf").write_text("not a PDF at all")
    first = _ingest(tmp_path / "data", folder)
    assert first.failed == 1
    again = _ingest(tmp_path / "data", folder)
    assert (again.failed, again.known_failures) == (0, 1)
    retried = _ingest(tmp_path / "data", folder, retry_failed=True)
    assert retried.failed == 1
    assert [f[1] for f in snapshot(tmp_path / "data")["failures"]] == ["not-a-pdf", "not-a-pdf"]


def _sql_forgets_in_flight(metadata: Any, data: Path, run: int | str, paper_id: str) -> None:
    """What a crash leaves behind: SQL no longer has ``paper_id`` while the journal
    of ``data`` still holds it in flight for ``run``."""
    metadata.delete_paper(paper_id)
    journal = IngestJournal(metadata, data / "ingest.journal")
    journal.open()
    journal.begin(run, [paper_id])
    journal.close()


def test_reconcile_removes_vectors_that_sql_does_not_account_for(
    ingested: Path, samples: Path
) -> None:
    data = ingested
    expected = snapshot(data)
    victim = next(iter(expected["papers"]))
    # A crash between the vector upsert and the SQL commit of a re-ingestion:
    # simulate it with SQL forgetting the paper after its vectors were written.
    with opened_stores(data) as (metadata, _):
        _sql_forgets_in_flight(metadata, data, 7, victim)

    summary = _ingest(data, samples)
    assert summary.reconciled_points == len(expected["papers"][victim]["points"])
    assert summary.stored == 1  # the paper comes back
    assert snapshot(data) == expected


def test_a_second_ingestion_on_the_same_stores_is_refused(tmp_path: Path) -> None:
    with opened_stores(tmp_path / "data") as (metadata, _):
        journal = IngestJournal(metadata, tmp_path / "data" / "ingest.journal")
        journal.open()
        try:
            with pytest.raises(StoreError, match="another ingestion is running"):
                IngestJournal(metadata, tmp_path / "data" / "ingest.journal").open()
        finally:
            journal.close()


def test_delete_removes_rows_and_vectors_and_survives_a_crash(
    ingested: Path, samples: Path
) -> None:
    data = ingested
    state = snapshot(data)
    first, second = list(state["papers"])[:2]
    with opened_stores(data) as (metadata, vectors):
        assert delete_papers([first, "nope"], metadata, vectors, data / "ingest.journal") == [first]
        # A crash after the SQL delete and before the vectors: SQL forgets,
        # the journal remembers, the next ingestion reconciles.
        _sql_forgets_in_flight(metadata, data, "delete-crashed", second)
    after = snapshot(data)
    assert first not in after["papers"]
    assert after["vector_count"] > after["sql_chunks"] + after["sql_papers"]  # orphans of second
    summary = _ingest(data, samples)
    assert summary.reconciled_points > 0
    assert snapshot(data) == state  # both came back, nothing else


def test_the_summary_reads_well_and_serialises(tmp_path: Path, samples: Path) -> None:
    summary = _ingest(tmp_path / "data", samples)
    text = summary.format()
    assert "6 papers stored, 0 skipped (unchanged), 0 failed" in text
    assert "pages/s" in text and "chunks/s" in text
    data = json.loads(json.dumps(summary.as_dict()))
    assert data["stored"] == 6 and data["pages_per_s"] > 0


def test_samples_are_deterministic(tmp_path: Path) -> None:
    one = write_samples(tmp_path / "one")
    two = write_samples(tmp_path / "two")
    assert [p.read_bytes() for p in one] == [p.read_bytes() for p in two]
    shutil.rmtree(tmp_path / "two")


def test_an_error_outside_the_stages_records_the_run_as_failed(
    tmp_path: Path, samples: Path
) -> None:
    """Building the index (or connecting to Ray) fails after the stages: the run
    must end ``failed`` with the cause raised, never stay ``running``."""
    pipeline = make_pipeline(tmp_path / "data")

    def broken_optimize() -> None:
        raise StoreError("the index cannot be built (test)")

    pipeline.vectors.optimize = broken_optimize
    try:
        with pytest.raises(StoreError, match="cannot be built"):
            pipeline.run([(folder_provider(), str(samples))])
        runs = pipeline.metadata.runs(1)
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()
    assert [run.status for run in runs] == ["failed"]
    # Everything before the failure is kept: the next run finds it stored.
    summary = _ingest(tmp_path / "data", samples)
    assert summary.stored == 0 and summary.skipped == len(sample_papers())


class _CountingEmbedder:
    """The hash embedder, recording what it encodes and the worker processes asked for."""

    def __init__(self) -> None:
        from pipeline_helpers import HashEmbedder

        self.inner = HashEmbedder()
        self.papers_as_passages = True  # its paper vectors may be its first chunk's
        self.paper_calls: list[Any] = []
        self.workers: list[int] = []
        self.inside = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def embed_papers(self, pairs: Any) -> Any:
        self.paper_calls.append(list(pairs))
        return self.inner.embed_papers(pairs)

    def embed_passages(self, texts: Any) -> Any:
        assert self.inside, "encoded outside encoding_workers"
        return self.inner.embed_passages(texts)

    def encoding_workers(self, count: int) -> Any:
        import contextlib

        @contextlib.contextmanager
        def block() -> Any:
            self.workers.append(count)
            self.inside = True
            try:
                yield count
            finally:
                self.inside = False

        return block()


@pytest.mark.parametrize("embed_workers", [None, 3])
def test_ingestion_encodes_in_the_embedders_workers_and_each_abstract_once(
    tmp_path: Path, embed_workers: int | None
) -> None:
    import numpy as np
    from tapyre_paper_search.embedders.encoder_pool import available_cpus
    from tapyre_paper_search.store.ids import paper_point_id

    dense = _CountingEmbedder()
    pipeline = make_pipeline(tmp_path / "data", embed_workers=embed_workers)
    pipeline.dense = dense
    long_text = " ".join(f"sentence {i} about trees and cities." for i in range(80))
    items: list[SourcePaper | SourceFailure] = [
        _record("p1", "Short abstract about street trees."),
        _record("p2", long_text),  # several chunks
    ]
    try:
        summary = pipeline.run([(_ListProvider(items), "list")])
        assert summary.stored == 2
        assert dense.workers == [available_cpus() if embed_workers is None else embed_workers]
        # abstract-only: each paper vector is its first chunk's, no second encode
        assert dense.paper_calls == []
        stored = {
            p.id: p.dense
            for p in pipeline.vectors.retrieve(
                [paper_point_id("p1"), paper_point_id("p2")], with_vectors=True
            )
        }
        short = dense.inner.embed_passages(["Paper p1\n\nShort abstract about street trees."])
        np.testing.assert_allclose(stored[paper_point_id("p1")], short[0], atol=1e-6)
        record = pipeline.metadata.get_paper("p2")
        assert record is not None and len(record.chunks) > 1  # the abstract took several
        first_text = record.chunks[0].text
        first = dense.inner.embed_passages([first_text])
        np.testing.assert_allclose(stored[paper_point_id("p2")], first[0], atol=1e-6)
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()


def test_an_embedder_that_does_not_declare_papers_as_passages_embeds_each_paper(
    tmp_path: Path,
) -> None:
    dense = _CountingEmbedder()
    dense.papers_as_passages = False  # a plugin's own paper vectors (e.g. SPECTER2-style)
    pipeline = make_pipeline(tmp_path / "data", embed_workers=1)
    pipeline.dense = dense
    items: list[SourcePaper | SourceFailure] = [
        _record("p1", "Short abstract about street trees."),
        _record("p2", "Another abstract, about cool roofs."),
    ]
    try:
        assert pipeline.run([(_ListProvider(items), "list")]).stored == 2
        encoded = [pair for call in dense.paper_calls for pair in call]
        assert sorted(title for title, _ in encoded) == ["Paper p1", "Paper p2"]
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()

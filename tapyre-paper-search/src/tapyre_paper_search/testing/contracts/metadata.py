"""The conformance suite of :class:`~tapyre_paper_search.contracts.MetadataStore`'s
paper records, ingest log and statistics."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from tapyre_paper_search.contracts import MetadataStore
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.records import Chunk, PageSource, PaperState
from tapyre_paper_search.testing.contracts.samples import stored_paper

__all__ = ["MetadataStoreContract", "MetadataStoreFixtures"]


class MetadataStoreFixtures:
    """The one fixture the metadata store suites share: ``make_metadata_store``, a
    function that opens the store under test, empty at the start of each test; every
    call within one test opens a new store object on the same data (as another
    process, or another machine, would)."""

    @pytest.fixture
    def make_metadata_store(self) -> Callable[[], MetadataStore]:
        pytest.fail(
            f"{type(self).__name__} must define the fixture make_metadata_store "
            "(a function opening the metadata store under test)"
        )

    @pytest.fixture
    def metadata_store(
        self, make_metadata_store: Callable[[], MetadataStore]
    ) -> Iterator[MetadataStore]:
        store = make_metadata_store()
        yield store
        store.close()


class MetadataStoreContract(MetadataStoreFixtures):
    """What every metadata store does with papers, runs and failures, as pytest tests.

    Subclass it (with :class:`~.JournalContract` for a store ingestion writes to, and
    :class:`~.WriterLeaseContract` for one that offers leases) and define the
    fixture ``make_metadata_store``::

        class TestMyStore(MetadataStoreContract, JournalContract):
            @pytest.fixture
            def make_metadata_store(self, tmp_path):
                return lambda: MyStore(tmp_path / "papers.db")
    """

    def test_it_is_a_metadata_store(self, metadata_store: MetadataStore) -> None:
        assert isinstance(metadata_store, MetadataStore)
        assert isinstance(metadata_store.url, str) and metadata_store.url
        assert isinstance(metadata_store.shared, bool)

    # -- paper records ------------------------------------------------------------

    def test_a_saved_paper_comes_back_whole(self, metadata_store: MetadataStore) -> None:
        notes = (PageSource(2, "ocr", "no-text-layer"), PageSource(9, "none", "no-text-layer"))
        record = stored_paper(
            other_title="Proceedings of NIPS 2017", abstract_inferred=True, page_notes=notes
        )
        run = metadata_store.start_run("arxiv:2401.00001..2401.00010")
        metadata_store.save_papers([record], run, chunker_version="tok-384-64/v1")
        assert metadata_store.get_paper("2401.00001") == record
        without = metadata_store.get_paper("2401.00001", with_chunks=False)
        assert without is not None and without.chunks == []
        assert without.metadata == record.metadata
        state = metadata_store.paper_state("2401.00001", "sha256:aaa")
        assert state == PaperState("2401.00001", "sha256:aaa", "tok-384-64/v1", True, True)
        other = metadata_store.paper_state("2401.00001", "sha256:bbb")
        assert other is not None and not other.current
        assert metadata_store.paper_state("2401.00001") == replace(state, current=False)

    def test_an_unknown_paper_is_none(self, metadata_store: MetadataStore) -> None:
        assert metadata_store.get_paper("nope") is None
        assert metadata_store.paper_state("nope", "sha256:aaa") is None
        assert metadata_store.get_papers(["nope"]) == {}
        assert metadata_store.paper_inventory(["nope"]) == []

    def test_saving_again_replaces_every_row_of_the_paper(
        self, metadata_store: MetadataStore
    ) -> None:
        notes = (PageSource(1, "ocr", "garbage-text-layer"),)
        metadata_store.save_papers(
            [stored_paper(chunks=5, authors=("A", "B", "C"), page_notes=notes)]
        )
        newer = stored_paper(chunks=2, authors=("Z",), categories=("math.CO",), content_hash="h2")
        metadata_store.save_papers([newer])
        got = metadata_store.get_paper("2401.00001")
        assert got == newer
        stats = metadata_store.stats()
        assert (stats.papers, stats.chunks, stats.authors) == (1, 2, 1)

    def test_a_batch_is_saved_whole(self, metadata_store: MetadataStore) -> None:
        metadata_store.save_papers([stored_paper("p0", chunks=4, content_hash="old")])
        records = [stored_paper(f"p{i}", chunks=i + 1, authors=(f"Author {i}",)) for i in range(30)]
        metadata_store.save_papers(records, None, chunker_version="v2")
        got = metadata_store.get_papers([f"p{i}" for i in range(30)], with_chunks=True)
        assert list(got.values()) == records  # p0 replaced
        states = metadata_store.paper_states(f"p{i}" for i in range(30))
        assert {s.chunker_version for s in states.values()} == {"v2"}
        assert all(s.done for s in states.values())
        stats = metadata_store.stats()
        assert (stats.papers, stats.chunks) == (30, sum(range(1, 31)))

    def test_a_failing_batch_changes_nothing(self, metadata_store: MetadataStore) -> None:
        old = stored_paper("p1", chunks=2, content_hash="old")
        metadata_store.save_papers([old])
        good = stored_paper("p1", chunks=3, content_hash="new")
        broken = stored_paper("p2", chunks=2)
        broken.chunks.append(broken.chunks[0])  # two chunks with one index
        with pytest.raises(StoreError):
            metadata_store.save_papers([good, broken])
        assert metadata_store.get_paper("p1") == old
        assert metadata_store.get_paper("p2") is None

        def killed() -> None:
            raise RuntimeError("killed before the commit")

        with pytest.raises(RuntimeError, match="killed"):
            metadata_store.save_papers([good], before_commit=killed)
        assert metadata_store.get_paper("p1") == old

    def test_a_batch_with_a_paper_twice_is_refused(self, metadata_store: MetadataStore) -> None:
        with pytest.raises(StoreError, match="twice"):
            metadata_store.save_papers([stored_paper("p1"), stored_paper("p1")])
        assert metadata_store.stats().papers == 0

    def test_a_chunk_of_another_paper_is_refused(self, metadata_store: MetadataStore) -> None:
        record = stored_paper()
        record.chunks.append(Chunk("other", 9, "x", 1, 1, 0, 1, 1))
        with pytest.raises(StoreError, match="belongs to 'other'"):
            metadata_store.save_papers([record])
        assert metadata_store.get_paper("2401.00001") is None

    def test_ids_are_case_sensitive_and_text_is_unicode_safe(
        self, metadata_store: MetadataStore
    ) -> None:
        metadata_store.save_papers([stored_paper("sha256:ABC", title="Grüße 🚀 – ∫")])
        metadata_store.save_papers([stored_paper("sha256:abc")])
        assert len(metadata_store.get_papers(["sha256:ABC", "sha256:abc"])) == 2
        got = metadata_store.get_paper("sha256:ABC")
        assert got is not None and got.metadata.title == "Grüße 🚀 – ∫"
        assert metadata_store.get_paper("SHA256:abc") is None

    def test_long_chunk_text_is_kept_whole(self, metadata_store: MetadataStore) -> None:
        record = stored_paper(chunks=1)
        text = "ω" * 70_000  # beyond MySQL's TEXT (64 KiB)
        record.chunks[0] = Chunk(record.metadata.paper_id, 0, text, 1, 1, 0, len(text), 9000)
        metadata_store.save_papers([record])
        found = metadata_store.get_chunks([(record.metadata.paper_id, 0)])
        assert found[(record.metadata.paper_id, 0)].text == text

    def test_papers_and_chunks_in_bulk(self, metadata_store: MetadataStore) -> None:
        metadata_store.save_papers([stored_paper(f"p{i}", chunks=i % 3 + 1) for i in range(7)])
        papers = metadata_store.get_papers(["p3", "missing", "p1"])
        assert list(papers) == ["p3", "p1"]
        assert all(p.chunks == [] for p in papers.values())
        assert len(metadata_store.get_papers(["p2"], with_chunks=True)["p2"].chunks) == 3
        found = metadata_store.get_chunks([("p2", 2), ("p2", 0), ("p1", 1), ("p1", 7), ("zz", 0)])
        assert set(found) == {("p2", 2), ("p2", 0), ("p1", 1)}
        assert found[("p2", 2)].text.startswith("passage 2 of p2")
        assert metadata_store.get_chunks([]) == {}

    def test_the_inventory_pages_through_papers_with_their_chunk_indexes(
        self, metadata_store: MetadataStore
    ) -> None:
        ids = [f"id{i:03d}" for i in range(12)]
        for n, pid in enumerate(reversed(ids)):
            metadata_store.save_papers(
                [stored_paper(pid, chunks=n % 4)], chunker_version=f"v{n % 2}"
            )
        pages, after = [], None
        while page := metadata_store.paper_inventory(after=after, limit=5):
            pages.append(page)
            after = page[-1].paper_id
        assert [len(p) for p in pages] == [5, 5, 2]
        listed = [i for page in pages for i in page]
        assert [i.paper_id for i in listed] == ids
        first = listed[0]  # id000 was saved last: n = 11
        assert (first.chunk_indexes, first.chunker_version, first.done) == ((0, 1, 2), "v1", True)
        some = metadata_store.paper_inventory(["id003", "absent", "id000"])
        assert sorted(i.paper_id for i in some) == ["id000", "id003"]
        with pytest.raises(StoreError, match="limit"):
            metadata_store.paper_inventory(limit=0)

    def test_states_in_bulk(self, metadata_store: MetadataStore) -> None:
        metadata_store.save_papers([stored_paper("a", content_hash="ha")], chunker_version="v1")
        metadata_store.save_papers([stored_paper("b", content_hash="hb")], chunker_version="v1")
        states = metadata_store.paper_states(["a", "b", "c"])
        assert sorted(states) == ["a", "b"]
        assert states["b"] == PaperState("b", "hb", "v1", True, False)

    def test_delete_paper(self, metadata_store: MetadataStore) -> None:
        metadata_store.save_papers([stored_paper()])
        assert metadata_store.delete_paper("2401.00001")
        assert not metadata_store.delete_paper("2401.00001")
        assert metadata_store.get_paper("2401.00001") is None
        assert metadata_store.stats().chunks == 0

    def test_writers_in_many_threads(self, metadata_store: MetadataStore) -> None:
        errors: list[BaseException] = []

        def work(n: int) -> None:
            try:
                for i in range(10):
                    metadata_store.save_papers([stored_paper(f"t{n}-{i}", chunks=2)])
                    shared = stored_paper("shared", chunks=n + 1, content_hash=f"h{n}")
                    metadata_store.save_papers([shared])
            except BaseException as exc:  # reported below
                errors.append(exc)

        threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert errors == []
        assert metadata_store.stats().papers == 41
        shared = metadata_store.get_paper("shared")
        assert shared is not None and len(shared.chunks) == int(shared.content_hash[1:]) + 1

    # -- the ingest log -------------------------------------------------------------

    def test_runs_record_their_sources_status_and_statistics(
        self, metadata_store: MetadataStore
    ) -> None:
        run = metadata_store.start_run("folder:/papers")
        other = metadata_store.start_run(["jsonl:meta.jsonl", "arxiv:2401.00001..2401.00002"])
        [latest, first] = metadata_store.runs()
        assert (latest.id, first.id) == (other, run)
        assert latest.source == "jsonl:meta.jsonl; arxiv:2401.00001..2401.00002"
        assert (first.status, first.finished_at) == ("running", None)
        stats: dict[str, Any] = {"papers": 3, "first": date(2020, 1, 1), "paths": (Path("/a"),)}
        metadata_store.finish_run(run, stats)
        metadata_store.finish_run(other, None, status="interrupted")
        [latest, first] = metadata_store.runs()
        assert first.status == "finished" and first.finished_at is not None
        assert first.stats == {"papers": 3, "first": "2020-01-01", "paths": ["/a"]}
        assert latest.status == "interrupted"
        assert [r.id for r in metadata_store.runs(limit=1)] == [other]

    def test_failures_are_kept_per_run_oldest_first(self, metadata_store: MetadataStore) -> None:
        run = metadata_store.start_run("folder:/papers")
        other = metadata_store.start_run("jsonl:meta.jsonl")
        metadata_store.record_failure(
            run, "/p/x.pdf", "encrypted", "x.pdf is encrypted", paper_id="x", content_hash="h1"
        )
        metadata_store.record_failure(other, "meta.jsonl:3", "bad-record", "no id")
        metadata_store.record_failure(None, "/p/y.pdf", "empty", "y.pdf has no pages")
        everything = metadata_store.failures()
        assert [(f.locator, f.paper_id, f.content_hash) for f in everything] == [
            ("/p/x.pdf", "x", "h1"),
            ("meta.jsonl:3", None, None),
            ("/p/y.pdf", None, None),
        ]
        assert [f.reason for f in metadata_store.failures(other)] == ["bad-record"]
        assert [f.locator for f in metadata_store.failures(limit=1)] == ["/p/x.pdf"]
        assert everything[0].run_id == run and everything[0].message == "x.pdf is encrypted"

    # -- statistics and lifecycle ---------------------------------------------------

    def test_stats(self, metadata_store: MetadataStore) -> None:
        assert metadata_store.stats().papers == 0
        metadata_store.save_papers(
            [
                stored_paper("a", published=date(2019, 3, 1), categories=("cs.CL",)),
                stored_paper("b", published=date(2021, 5, 2), categories=("cs.CL", "cs.IR")),
                stored_paper("c", published=None, categories=("cs.IR",), chunks=1),
            ]
        )
        metadata_store.record_failure(metadata_store.start_run("x"), "x.pdf", "empty", "empty")
        stats = metadata_store.stats()
        assert (stats.papers, stats.chunks, stats.pages) == (3, 7, 45)
        assert stats.tokens == 7 * 12
        assert (stats.first_published, stats.last_published) == (date(2019, 3, 1), date(2021, 5, 2))
        assert stats.categories == [("cs.CL", 2), ("cs.IR", 2)]
        assert metadata_store.stats(top_categories=1).categories == [("cs.CL", 2)]
        assert stats.years == [(2019, 1), (2021, 1)]
        assert (stats.authors, stats.runs, stats.failures) == (2, 1, 1)

    def test_everything_survives_closing_and_reopening(
        self, make_metadata_store: Callable[[], MetadataStore]
    ) -> None:
        store = make_metadata_store()
        try:
            run = store.start_run("folder:/papers")
            store.save_papers([stored_paper()], run, chunker_version="v1")
            store.record_failure(run, "/p/x.pdf", "encrypted", "x.pdf is encrypted")
            store.finish_run(run, {"stored": 1})
        finally:
            store.close()
        reopened = make_metadata_store()
        try:
            assert reopened.get_paper("2401.00001") == stored_paper()
            assert [(r.id, r.status, r.stats) for r in reopened.runs()] == [
                (run, "finished", {"stored": 1})
            ]
            assert [f.locator for f in reopened.failures()] == ["/p/x.pdf"]
        finally:
            reopened.close()

    def test_a_closed_store_refuses_work(self, metadata_store: MetadataStore) -> None:
        metadata_store.close()
        metadata_store.close()  # idempotent
        with pytest.raises(StoreError, match="closed"):
            metadata_store.stats()

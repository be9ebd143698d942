"""``tapyre papers check [--repair]``: SQL and the vector store compared paper by paper.

The differences are made behind the program's back: points deleted and added
through ``qdrant_edge`` itself, rows deleted with ``sqlite3``; a power cut is
a vector folder put back to its state before the last ingestion, after SQL
committed it.  ``check`` must report each difference exactly, ``check --repair``
must leave stores that ``check`` finds clean and that search finds the papers in
again, and an ingestion after an unclean shutdown must repair the papers of the
interrupted batches by itself.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from check_helpers import CheckPapers, ingested_papers, sql_of, titles_of
from click.testing import CliRunner
from pipeline_helpers import HashEmbedder, folder_provider, make_pipeline, run_pipeline, snapshot
from tapyre.cli import cli

HELPER = Path(__file__).with_name("pipeline_helpers.py")


@pytest.fixture
def papers(tmp_path: Path) -> CheckPapers:
    return ingested_papers(tmp_path)


class _Shard:
    """The collection's two Qdrant Edge shards (chunk points, paper points), opened with
    ``qdrant_edge`` itself (not through tapyre)."""

    def __init__(self, collection: Path) -> None:
        import qdrant_edge
        from tapyre_paper_search.store.edge_folder import SHARD_DIRS

        self.q = qdrant_edge
        self.shards = {
            kind: qdrant_edge.EdgeShard.load(str(collection / folder), None)
            for kind, folder in SHARD_DIRS.items()
        }

    def points(self, paper_id: str) -> list[Any]:
        q = self.q
        flt = q.Filter(must=[q.FieldCondition(key="paper_id", match=q.MatchValue(value=paper_id))])
        request = q.ScrollRequest(limit=10_000, filter=flt, with_payload=True, with_vector=True)
        return [r for shard in self.shards.values() for r in shard.scroll(request)[0]]

    def count(self) -> int:
        request = self.q.CountRequest(exact=True)
        return sum(int(shard.count(request)) for shard in self.shards.values())

    def delete(self, ids: list[Any]) -> None:
        for shard in self.shards.values():
            shard.update(self.q.UpdateOperation.delete_points(ids))

    def add_copy(self, record: Any, new_id: str, **payload: Any) -> None:
        self.shards[record.payload["kind"]].update(
            self.q.UpdateOperation.upsert_points(
                [self.q.Point(new_id, record.vector, {**record.payload, **payload})]
            )
        )

    def __enter__(self) -> _Shard:
        return self

    def __exit__(self, *exc: object) -> None:
        for shard in self.shards.values():
            shard.flush()
            shard.close()


def test_a_consistent_collection_is_clean(papers: CheckPapers) -> None:
    code, report = papers.check()
    assert code == 0, report
    assert report["clean"] is True
    assert report["papers_checked"] == 6
    chunks = sum(n for _, n in titles_of(papers).values())
    assert report["points_checked"] == chunks + 6
    assert report["papers"] == []
    plain = papers("check")
    assert plain.exit_code == 0 and "The stores agree." in plain.output


def test_differences_made_behind_the_back_are_reported_and_repaired(papers: CheckPapers) -> None:
    from tapyre_paper_search.store.ids import chunk_point_id

    titles = titles_of(papers)
    ids = sorted(titles, key=lambda pid: -titles[pid][1])  # most chunks first
    no_vectors, fewer, unknown, lost_row, old_version = ids[:5]
    with _Shard(papers.collection) as shard:
        shard.delete([p.id for p in shard.points(no_vectors)])
        chunk_points = [p for p in shard.points(fewer) if p.payload["kind"] == "chunk"]
        shard.delete([p.id for p in chunk_points[:2]])
        old = next(p for p in shard.points(old_version) if p.payload["kind"] == "chunk")
        old_id = chunk_point_id(old_version, 0, "chunker-0;max=999;overlap=0")
        shard.add_copy(old, old_id, chunker_version="chunker-0;max=999;overlap=0")
    with sql_of(papers) as db:
        db.execute("PRAGMA foreign_keys = ON")
        db.execute("DELETE FROM papers WHERE paper_id = ?", (unknown,))
        last = titles[lost_row][1] - 1
        db.execute("DELETE FROM chunks WHERE paper_id = ? AND chunk_index = ?", (lost_row, last))

    code, report = papers.check()
    assert code == 1
    assert report["clean"] is False
    assert report["papers_checked"] == 5
    rows = {p["paper_id"]: p for p in report["papers"]}
    assert set(rows) == {no_vectors, fewer, unknown, lost_row, old_version}
    n = {pid: titles[pid][1] for pid in ids}
    assert rows[no_vectors] == {
        "paper_id": no_vectors,
        "problems": ["no-vectors"],
        "sql_chunks": n[no_vectors],
        "chunk_points": 0,
        "paper_point": False,
        "missing_points": n[no_vectors] + 1,
        "damaged_points": 0,
        "damage": None,
        "extra_points": 0,
    }
    assert rows[fewer]["problems"] == ["missing-points"]
    assert (rows[fewer]["sql_chunks"], rows[fewer]["chunk_points"]) == (n[fewer], n[fewer] - 2)
    assert rows[fewer]["paper_point"] is True and rows[fewer]["missing_points"] == 2
    assert rows[unknown]["problems"] == ["orphan-points"]
    assert rows[unknown]["sql_chunks"] is None
    assert rows[unknown]["extra_points"] == n[unknown] + 1
    assert rows[lost_row]["problems"] == ["stale-points"]
    assert (rows[lost_row]["sql_chunks"], rows[lost_row]["chunk_points"]) == (
        n[lost_row] - 1,
        n[lost_row],
    )
    assert rows[lost_row]["extra_points"] == 1
    assert rows[old_version]["problems"] == ["stale-points"]
    assert rows[old_version]["extra_points"] == 1
    assert rows[old_version]["chunk_points"] == n[old_version] + 1
    assert report["counts"] == {
        "papers_without_vectors": 1,
        "papers_missing_points": 1,
        "papers_damaged": 0,
        "damaged_points": 0,
        "chunk_count_mismatches": 4,
        "stale_points": 2,
        "orphan_points": n[unknown] + 1,
        "orphan_papers": 1,
    }
    assert report["embedder_mismatch"] is None

    plain = papers("check")
    assert plain.exit_code == 1
    assert f"{no_vectors}" in plain.output and "no-vectors" in plain.output
    assert "check --repair" in plain.output

    title_of = {pid: titles[pid][0] for pid in ids}
    assert no_vectors not in papers.found(title_of[no_vectors])

    repaired = papers("check", "--repair")
    assert repaired.exit_code == 0, repaired.output
    assert "re-embedded 2 papers" in repaired.output

    code, after = papers.check()
    assert code == 0 and after["clean"] is True, after
    assert after["papers_checked"] == 5
    with _Shard(papers.collection) as shard:
        assert shard.points(unknown) == []
        assert old_id not in {str(p.id) for p in shard.points(old_version)}
    for pid in (no_vectors, fewer):
        assert papers.found(title_of[pid])[0] == pid


def test_a_power_cut_after_the_sql_commit_is_repaired(papers: CheckPapers, tmp_path: Path) -> None:
    """Vectors not yet on disk when SQL committed: the vector folder is put back to its
    state before the last ingestion, SQL keeps the papers."""
    before = titles_of(papers)
    backup = tmp_path / "qdrant-before"
    shutil.copytree(papers.data_dir / "qdrant", backup)
    more = tmp_path / "more"
    more.mkdir()
    for pdf in sorted((tmp_path / "pdfs").glob("*.pdf")):
        (more / f"copy-{pdf.name}").write_bytes(pdf.read_bytes() + b"\n% another copy\n")
    assert papers("ingest", "-q", str(more)).exit_code == 0
    shutil.rmtree(papers.data_dir / "qdrant")
    shutil.copytree(backup, papers.data_dir / "qdrant")  # the power cut

    lost = sorted(set(titles_of(papers)) - set(before))
    assert len(lost) == 6
    code, report = papers.check()
    assert code == 1
    assert sorted(p["paper_id"] for p in report["papers"]) == lost
    assert {tuple(p["problems"]) for p in report["papers"]} == {("no-vectors",)}

    repaired = papers.check("--repair")
    assert repaired[0] == 0 and repaired[1]["repair"]["reembedded_papers"] == 6
    code, after = papers.check()
    assert code == 0 and after["clean"], after
    title = titles_of(papers)[lost[0]][0]
    assert set(papers.found(title)[:2]) & set(lost)


def test_an_embedder_mismatch_is_reported_and_not_destroyed(papers: CheckPapers) -> None:
    papers.dense_embedder = "test-hash-16"
    with _Shard(papers.collection) as shard:
        pid = sorted(titles_of(papers))[0]
        shard.delete([p.id for p in shard.points(pid)])
        points_before = shard.count()

    code, report = papers.check()
    assert code == 1
    assert "test-hash-32" in report["embedder_mismatch"]
    assert "test-hash-16" in report["embedder_mismatch"]

    repaired = papers("check", "--repair")
    assert repaired.exit_code == 1
    assert "Embedder mismatch" in repaired.output and "reindex" in repaired.output
    with _Shard(papers.collection) as shard:
        assert shard.count() == points_before
        assert shard.points(pid) == []  # nothing embedded with the wrong embedder


def test_check_waits_for_no_running_ingestion(papers: CheckPapers) -> None:
    from tapyre_paper_search.app import PaperSearchApp
    from tapyre_paper_search.pipeline.journal import IngestJournal

    host = papers.host()
    app = PaperSearchApp.of(host)
    journal = IngestJournal(app.metadata, app.journal_path)
    journal.acquire()
    try:
        result = papers("check")
    finally:
        journal.close()
        from tapyre_paper_search.parts import close_stores
        from tapyre_paper_search.settings import PaperSearchSettings

        close_stores(host, PaperSearchSettings.from_config(host.config))
    assert result.exit_code == 1
    assert "another ingestion is running" in result.output


# ---------------------------------------------------------------------------
# The fast form, run by ingestion after an unclean shutdown
# ---------------------------------------------------------------------------


@pytest.fixture
def samples(tmp_path: Path) -> Iterator[Path]:
    from tapyre_paper_search.samples import write_samples

    write_samples(tmp_path / "all")
    yield tmp_path / "all"


def _ingest(data_dir: Path, folder: Path) -> Any:
    return run_pipeline(make_pipeline(data_dir, embed_batch=8), [(folder_provider(), str(folder))])


def test_ingestion_after_a_power_cut_restores_the_lost_vectors(
    tmp_path: Path, samples: Path
) -> None:
    """SIGKILL after a batch is committed and cleaned but before its journal end mark,
    with the batch's vectors lost (the folder put back): the next run's fast check
    embeds them again, and the stores end as after one clean run."""
    from tapyre_paper_search.pipeline.consistency import check_collection

    reference = tmp_path / "reference"
    _ingest(reference, samples)
    expected = snapshot(reference)

    data = tmp_path / "data"
    first = tmp_path / "first"
    first.mkdir()
    pdfs = sorted(samples.glob("*.pdf"))
    shutil.copy(pdfs[0], first / pdfs[0].name)
    _ingest(data, first)
    backup = tmp_path / "qdrant-before"
    shutil.copytree(data / "qdrant", backup)

    env = dict(os.environ)
    env.update(
        TAPYRE_TEST_KILL_AT="cleaned:1",
        TAPYRE_TEST_EMBED_BATCH="8",
        TAPYRE_TEST_WORKERS="0",
        PYTHONUNBUFFERED="1",
    )
    child = subprocess.run(
        [sys.executable, str(HELPER), str(data), str(samples)],
        env=env,
        cwd=HELPER.parent,
        check=False,  # it is killed: the exit status is checked below
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert child.returncode == -9, child.stdout + child.stderr
    shutil.rmtree(data / "qdrant")
    shutil.copytree(backup, data / "qdrant")  # the vectors of the committed batch are gone

    state = snapshot(data)
    lost = [pid for pid, paper in state["papers"].items() if not paper["points"]]
    assert lost, "the interrupted run committed no batch before it died"

    summary = _ingest(data, samples)
    assert summary.stored == 6 - 1 - len(lost)
    assert snapshot(data) == expected
    from pipeline_helpers import opened_stores

    with opened_stores(data) as (metadata, vectors):
        assert check_collection(metadata, vectors).clean


# ---------------------------------------------------------------------------
# The comparison on both vector stores, through the contracts only
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("engine", ["edge", "client"])
def test_check_and_repair_work_on_both_vector_stores(tmp_path: Path, engine: str) -> None:
    from tapyre_paper_search.pipeline.consistency import (
        RecordEmbedder,
        check_collection,
        check_papers,
        repair,
    )
    from tapyre_paper_search.records import Chunk, PaperMetadata, PaperRecord
    from tapyre_paper_search.records.vectors import CollectionSpec
    from tapyre_paper_search.store.ids import paper_point_id
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
    from tapyre_paper_search.store.qdrant_remote import RemoteVectorStore
    from tapyre_paper_search.store.sql import SqlMetadataStore

    metadata = SqlMetadataStore(f"sqlite:///{tmp_path / 'papers.sqlite3'}")
    vectors: Any = (
        EdgeVectorStore(tmp_path / "qdrant")
        if engine == "edge"
        else RemoteVectorStore(location=":memory:")
    )
    spec = CollectionSpec("test-hash-32", 32)
    vectors.ensure_collection(spec)
    embedder = RecordEmbedder(HashEmbedder(), None)
    records = []
    for i in range(7):
        pid = f"2401.{i:05d}"
        chunks = [Chunk(pid, j, f"passage {j} about topic {i}", 1, 1, 0, 9, 4) for j in range(3)]
        records.append(
            PaperRecord(PaperMetadata(pid, f"Paper {i}", f"Abstract {i}"), f"h{i}", "-", 1, chunks)
        )
    vectors.upsert(embedder.points([(r, "v1") for r in records]))
    metadata.save_papers(records, chunker_version="v1")
    try:
        pages = {"paper_page": 3, "point_page": 4}
        assert check_collection(metadata, vectors, configured=spec, **pages).clean
        vectors.delete_points([paper_point_id("2401.00004")])
        metadata.delete_paper("2401.00005")
        # small pages: the differences are found across page boundaries
        report = check_collection(metadata, vectors, configured=spec, **pages)
        assert report.papers_checked == 6 and report.points_checked == 27
        found = {p.paper_id: p.problems for p in report.papers}
        assert found == {"2401.00004": ("missing-points",), "2401.00005": ("orphan-points",)}
        fast = check_papers(metadata, vectors, ["2401.00004", "2401.00005", "2401.00006"])
        assert {p.paper_id for p in fast.papers} == {"2401.00004", "2401.00005"}
        assert (fast.expected_points, fast.vector_points) == (24, 27)
        summary = repair(report, metadata, vectors, embedder, configured=spec)
        assert (summary.deleted_points, summary.reembedded_papers) == (4, 1)
        assert check_collection(metadata, vectors, configured=spec).clean
        assert vectors.count() == 24
    finally:
        metadata.close()
        vectors.close()


# -- damage: the vector store's own files cut short --------------------------------------


def _cut_chunk_vectors(papers: CheckPapers, keep: int = 1000) -> None:
    """What a crash or a full disk leaves: the chunk vectors' file cut short."""
    (vectors,) = (papers.shard / "segments").glob("*/vector_storage-chunk/vectors")
    (chunk_file,) = vectors.glob("chunk_*.mmap")
    with chunk_file.open("r+b") as handle:
        handle.truncate(keep)


def test_a_cut_vector_file_is_found_by_check_and_rebuilt_by_repair(papers: CheckPapers) -> None:
    titles = titles_of(papers)
    title, _ = next(iter(titles.values()))
    _cut_chunk_vectors(papers)

    search = papers("search", "--mode", "dense", title)
    assert search.exit_code == 1
    lines = [line for line in search.output.splitlines() if line.strip()]
    assert len(lines) == 1, search.output
    assert lines[0].startswith("error: ") and "tapyre papers check --repair" in lines[0]

    code, report = papers.check()
    assert code == 1 and report["clean"] is False
    damaged = [p for p in report["papers"] if "damaged-points" in p["problems"]]
    assert damaged and report["counts"]["damaged_points"] == sum(
        p["damaged_points"] for p in damaged
    )
    assert all(p["damage"] for p in damaged)
    plain = papers("check")
    assert plain.exit_code == 1 and "damaged-points" in plain.output

    code, repaired = papers.check("--repair")
    summary = repaired["repair"]
    assert summary["salvaged_points"] > 0
    assert summary["reembedded_papers"] == len(damaged)
    code, again = papers.check()
    assert code == 0 and again["clean"] is True, again
    for paper_id, (title, _) in titles.items():
        if title:
            assert paper_id in papers.found(title)


def test_a_segment_that_no_longer_loads_is_rebuilt_fromsql_of(papers: CheckPapers) -> None:
    titles = titles_of(papers)
    (segment,) = (papers.shard / "segments").iterdir()
    (segment / "segment.json").write_text("{ cut sh")

    search = papers("search", next(iter(titles.values()))[0])
    assert search.exit_code == 1 and "tapyre papers check --repair" in search.output

    code, report = papers.check()
    assert code == 1 and report["unreadable"] and "check --repair" in report["unreadable"]
    code, repaired = papers.check("--repair")
    assert repaired["repair"]["salvaged_points"] == 0
    assert repaired["repair"]["reembedded_papers"] == len(titles)
    code, again = papers.check()
    assert code == 0 and again["clean"] is True, again
    for paper_id, (title, _) in titles.items():
        if title:
            assert paper_id in papers.found(title)


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def test_a_store_that_cannot_be_read_is_one_line_and_never_reads_as_empty(
    papers: CheckPapers,
) -> None:
    titles = titles_of(papers)
    (segment,) = (papers.collection / "paper-shard" / "segments").iterdir()
    (segment / "segment.json").write_text("{ cut sh")
    before = _files(papers.collection / "paper-shard")

    for command in ("check", "stats"):
        result = papers(command)
        lines = [line for line in result.output.splitlines() if line.strip()]
        assert result.exit_code == 1 and len(lines) == 1, result.output
        assert lines[0].startswith("error: ") and str(papers.collection) in lines[0]
        assert "tapyre papers check --repair" in lines[0]
    assert "Checked 0 papers" not in papers("check").output
    assert "backup" in papers("check").output
    listed = papers("list")  # SQL only: the papers are still there to see
    assert listed.exit_code == 0 and all(pid[:20] in listed.output for pid in titles)
    assert _files(papers.collection / "paper-shard") == before  # nothing deleted
    assert titles_of(papers) == titles
    repaired = papers("check", "--repair")
    assert repaired.exit_code == 0 and "Checked 0 papers" not in repaired.output
    assert repaired.output.startswith(f"Could not read {papers.collection}; rebuilding it")
    assert papers("check").output.startswith(f"Checked {len(titles)} papers")


def test_a_healthy_empty_store_checks_as_empty(tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()  # a folder that does not exist is refused (test_cli_missing_store)
    result = CheckPapers(tmp_path / "data")("check")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Checked 0 papers") and "error" not in result.output


def test_a_damaged_metadata_file_is_one_line_naming_it_and_what_to_do(papers: CheckPapers) -> None:
    with papers.sqlite.open("r+b") as handle:  # keep the header, scramble the first page
        handle.seek(100)
        handle.write(b"\x55" * 3996)
    damaged = papers.sqlite.read_bytes()
    for command in ("check", "stats", "list"):  # no store opens: nothing to close after
        result = CliRunner().invoke(cli, ["papers", command], obj=papers.host())
        lines = [line for line in result.output.splitlines() if line.strip()]
        assert result.exit_code == 1 and len(lines) == 1, result.output
        assert lines[0].startswith("error: ") and str(papers.sqlite) in lines[0]
        assert "restore it from a backup" in lines[0], lines[0]
        assert f"sqlite3 {papers.sqlite} REINDEX" in lines[0] and "FILE" not in lines[0]
    assert papers.sqlite.read_bytes() == damaged


def test_a_file_that_is_not_a_database_is_called_so_with_its_path(tmp_path: Path) -> None:
    """review14 #7: the hint named a literal FILE, called any non-database "damaged"
    and said "nothing was changed" on write commands too."""
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    sqlite = data_dir / "papers.sqlite3"
    sqlite.write_bytes(b"these are notes, not the papers database\n" * 200)
    result = CliRunner().invoke(cli, ["papers", "stats"], obj=CheckPapers(data_dir).host())
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert result.exit_code == 1 and len(lines) == 1, result.output
    line = lines[0]
    assert "is not an SQLite database" in line and f"sqlite3 {sqlite} .recover" in line
    assert "FILE" not in line and "nothing was changed" not in line
    assert "this step changed nothing" in line and "failed to open" in line

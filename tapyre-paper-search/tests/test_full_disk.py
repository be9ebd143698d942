"""Ingesting onto a disk that fills up, on a real (small) tmpfs.

The run stops with one ``error:`` line naming the disk and the data dir (the
first cause kept, not the cleanup's error), exit 1; the vectors of the batch
SQL could not commit are removed at once; and once space is freed the same
command resumes and ends with the same collection as a run that never failed.

A real small tmpfs cannot be used: on a full tmpfs Qdrant Edge touches mmapped
pages that cannot be backed and the process dies of SIGBUS (seen with 2 MB and
with a filled 48 MB tmpfs), which no Python code can report.  So the disk fills
by fault injection at the stores' own write paths (see :class:`_Disk`).
"""

from __future__ import annotations

import errno
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from pipeline_helpers import PAPERS, hash_host, require
from tapyre import Host
from tapyre.cli import cli
from tapyre_paper_search.pipeline.disk import disk_full_error, is_disk_full, mount_point

pytestmark = pytest.mark.slow


def _host(data_dir: Path) -> Host:
    return hash_host(data_dir, embed_batch_size=16, chunk_max_tokens=200, chunk_overlap_tokens=20)


def _ingest(data_dir: Path, folder: Path) -> Result:
    """``papers ingest`` on a host of its own, whose stores are closed afterwards (as
    at the end of a process) so the next run or a snapshot can open them."""
    from tapyre_paper_search.parts import close_stores
    from tapyre_paper_search.settings import PaperSearchSettings

    host = _host(data_dir)
    try:
        return CliRunner().invoke(cli, ["papers", "ingest", "-q", str(folder)], obj=host)
    finally:
        close_stores(host, PaperSearchSettings.from_config(host.config))


class _Disk:
    """The disk the stores live on, filling up at a chosen moment.

    Faults are injected where the real stores meet the disk: the SQLite store's
    one write path (:meth:`SqlMetadataStore._write`, so its own error handling
    wraps the real ``sqlite3.OperationalError: database or disk is full``) and
    the Qdrant Edge store's writes (``OSError(ENOSPC)``).  The disk fills while
    vectors are written once some papers are saved, before the SQL commit of
    those vectors' papers: the moment that leaves orphan vectors.
    """

    def __init__(self, *, deletes_work_when_full: bool) -> None:
        self.deletes_work_when_full = deletes_work_when_full
        self.saved = 0
        self.full = False

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        import sqlalchemy as sa
        from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
        from tapyre_paper_search.store.sql import SqlMetadataStore

        disk = self
        real_write = SqlMetadataStore._write
        real_upsert = EdgeVectorStore.upsert
        real_delete = EdgeVectorStore.delete_points

        def write(store: Any, what: str, work: Callable[[Any], Any]) -> Any:
            def on_a_full_disk(conn: Any) -> Any:
                if disk.full:
                    raise sa.exc.OperationalError(
                        "UPDATE", {}, sqlite3.OperationalError("database or disk is full")
                    )
                return work(conn)

            done = real_write(store, what, on_a_full_disk)
            if what.startswith("save "):
                disk.saved += 1
            return done

        def upsert(store: Any, points: Any) -> None:
            disk.check()
            real_upsert(store, points)
            if disk.saved >= 2:
                disk.full = True

        def delete_points(store: Any, ids: Any) -> None:
            if not disk.deletes_work_when_full:
                disk.check()
            real_delete(store, ids)

        monkeypatch.setattr(SqlMetadataStore, "_write", write)
        monkeypatch.setattr(EdgeVectorStore, "upsert", upsert)
        monkeypatch.setattr(EdgeVectorStore, "delete_points", delete_points)

    def check(self) -> None:
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")


def snapshot(data_dir: Path) -> dict[str, Any]:
    """Papers, chunks and point ids of the stores the CLI keeps under ``data_dir``."""
    from tapyre_paper_search.parts import metadata_store, vector_store
    from tapyre_paper_search.settings import PaperSearchSettings

    host = _host(data_dir)  # the stores as the CLI builds them
    settings = PaperSearchSettings.from_config(host.config)
    metadata, vectors = metadata_store(host, settings), vector_store(host, settings)
    try:
        papers: dict[str, Any] = {}
        points: set[str] = set()
        for paper_id in sorted(metadata.paper_ids()):
            record = metadata.get_paper(paper_id)
            ids = set(vectors.paper_point_ids(paper_id))
            papers[paper_id] = {
                "hash": record.content_hash,
                "chunks": [(c.index, c.page_start, c.char_start, c.text) for c in record.chunks],
                "points": sorted(ids),
            }
            points |= ids
        return {
            "papers": papers,
            "sql_papers": len(papers),
            "points": sorted(points),
            "vector_count": vectors.count() if vectors.exists() else 0,
        }
    finally:
        vectors.close()
        metadata.close()


def _orphans(data_dir: Path) -> int:
    """Points in Qdrant that no paper done in SQL accounts for."""
    state = snapshot(data_dir)
    return int(state["vector_count"]) - len(state["points"])


@pytest.fixture(scope="module")
def expected(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The collection of a run where space never runs out."""
    reference = tmp_path_factory.mktemp("reference") / "data"
    result = _ingest(reference, require(PAPERS))
    assert result.exit_code == 0, result.output
    return snapshot(reference)


@pytest.mark.parametrize("deletes_work_when_full", [True, False], ids=["deletes-work", "all-full"])
def test_a_full_disk_stops_with_one_line_and_resume_completes(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    expected: dict[str, Any],
    caplog: pytest.LogCaptureFixture,
    deletes_work_when_full: bool,
) -> None:
    data_dir = tmp_path / "data"
    disk = _Disk(deletes_work_when_full=deletes_work_when_full)
    with monkeypatch.context() as patches:
        disk.install(patches)
        failed = _ingest(data_dir, require(PAPERS))
        assert disk.full

    assert failed.exit_code == 1, failed.output
    lines = [line for line in failed.output.splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith("error:")]
    assert len(errors) == 1, failed.output
    assert "Traceback" not in failed.output
    message = errors[0]
    assert f"holding the data dir {data_dir} is full" in message
    assert f"the disk {mount_point(data_dir)} (" in message
    # the first cause (SQL could not save a paper), not the cleanup's vector error
    assert "failed to save" in message and "database or disk is full" in message
    assert "run the same command again" in message
    assert isinstance(failed.exception, SystemExit)

    stored = snapshot(data_dir)
    assert 0 < stored["sql_papers"] < expected["sql_papers"]
    if deletes_work_when_full:
        assert _orphans(data_dir) == 0  # removed at once
    else:
        assert _orphans(data_dir) > 0  # left for the next run, which removes them first
        assert any("orphan vectors" in r.getMessage() for r in caplog.records)

    # space is freed: the same command resumes and ends where a clean run ends
    resumed = _ingest(data_dir, require(PAPERS))
    assert resumed.exit_code == 0, resumed.output
    assert _orphans(data_dir) == 0
    assert snapshot(data_dir) == expected


def test_full_disk_errors_are_recognised_through_wrappers(tmp_path: Path) -> None:
    from tapyre_paper_search.errors import StoreError

    try:
        try:
            raise sqlite3.OperationalError("database or disk is full")
        except sqlite3.OperationalError as exc:
            raise StoreError("The metadata database failed to save a paper") from exc
    except StoreError as wrapped:
        assert is_disk_full(wrapped)
    assert is_disk_full(OSError(errno.ENOSPC, "No space left on device"))
    assert is_disk_full(
        RuntimeError("Service internal error: No space left on device (os error 28)")
    )
    assert not is_disk_full(OSError(errno.EACCES, "Permission denied"))
    assert disk_full_error(ValueError("bad"), tmp_path) is None
    error = disk_full_error(OSError(errno.ENOSPC, "No space left on device"), tmp_path)
    assert error is not None and "\n" not in str(error)
    assert f"data dir {tmp_path}" in str(error)

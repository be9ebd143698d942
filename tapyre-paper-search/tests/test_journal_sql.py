"""The in-flight journal and the writer lease in the metadata store, against a real
SQLite file and a real MariaDB server.  Two store objects on one database stand
for two machines; the lease's holders are real processes."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from mariadb_server import MariaDBServer
from pdf_samples import write_paper
from pipeline_helpers import SQL_URL_ENV, VECTORS_DIR_ENV, folder_provider, make_pipeline
from tapyre.testing.processes import wait_for
from tapyre_paper_search._fs import process_host
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.pipeline.journal import (
    LEASE_NAME,
    IngestJournal,
    ingestion_running,
    lease_alive,
)
from tapyre_paper_search.records import WriterLease
from tapyre_paper_search.store.sql import SqlMetadataStore
from tapyre_paper_search.store.sql.schema import writer_leases


@pytest.fixture(params=["sqlite", "mariadb"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """The URL of an empty database."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'shared' / 'papers.sqlite3'}"
        return
    server: MariaDBServer = request.getfixturevalue("mariadb_server")
    url = server.create_database()
    try:
        yield url
    finally:
        server.drop_database(url)


@pytest.fixture
def machines(database: str) -> Iterator[tuple[SqlMetadataStore, SqlMetadataStore]]:
    """Two stores on one database, as two machines would open it."""
    with SqlMetadataStore(database) as one, SqlMetadataStore(database) as two:
        yield one, two


def _journal(store: SqlMetadataStore, where: Path, **kwargs: float) -> IngestJournal:
    return IngestJournal(store, where / "ingest.journal", shared=True, **kwargs)


def test_a_live_writer_on_another_machine_is_refused_with_its_host_and_pid(
    machines: tuple[SqlMetadataStore, SqlMetadataStore], tmp_path: Path
) -> None:
    one, two = machines
    first = _journal(one, tmp_path / "machine-a")
    first.open()
    try:
        with pytest.raises(StoreError, match="another ingestion is running") as refused:
            _journal(two, tmp_path / "machine-b").open()
        assert f"{process_host()} pid {os.getpid()}" in str(refused.value)
        lease = two.writer_lease(LEASE_NAME)
        assert lease is not None and lease.pid == os.getpid()
    finally:
        first.close()
    assert two.writer_lease(LEASE_NAME) is None  # closing gives it back
    second = _journal(two, tmp_path / "machine-b")
    second.open()
    second.close()


def test_a_lease_without_heartbeat_is_taken_over_with_a_note(
    machines: tuple[SqlMetadataStore, SqlMetadataStore], tmp_path: Path
) -> None:
    one, two = machines
    gone = WriterLease(LEASE_NAME, "owner-of-a-dead-machine", "some-other-host", 4242)
    assert one.take_writer_lease(gone, stale_after=60, is_dead=lambda _: False).taken
    journal = _journal(two, tmp_path / "machine-b", stale_after=60)
    with pytest.raises(StoreError, match="some-other-host pid 4242"):
        journal.open()  # its heartbeat is fresh: it may be alive
    _stale(one)  # the other machine stopped beating long ago
    journal = _journal(two, tmp_path / "machine-b", stale_after=60)
    journal.open()
    try:
        assert journal.took_over is not None
        assert (journal.took_over.host, journal.took_over.pid) == ("some-other-host", 4242)
        holder = one.writer_lease(LEASE_NAME)
        assert holder is not None and holder.pid == os.getpid()
    finally:
        journal.close()


def test_the_lease_of_a_dead_process_on_this_host_is_taken_over_at_once(
    machines: tuple[SqlMetadataStore, SqlMetadataStore], tmp_path: Path
) -> None:
    one, two = machines
    child = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=-1)
    try:
        holder = WriterLease(LEASE_NAME, "owner-of-the-child", process_host(), child.pid)
        assert one.take_writer_lease(holder, stale_after=3600, is_dead=lambda _: False).taken
        with pytest.raises(StoreError, match=f"pid {child.pid}"):
            _journal(two, tmp_path / "b", stale_after=3600).open()  # alive: refused
    finally:
        assert child.stdin is not None
        child.stdin.close()
        child.kill()
        child.wait()
    journal = _journal(two, tmp_path / "b", stale_after=3600)
    journal.open()  # the same heartbeat, but its process is gone
    try:
        assert journal.took_over is not None and journal.took_over.pid == child.pid
    finally:
        journal.close()


def test_a_dead_pid_in_another_container_with_this_host_name_is_not_taken_over(
    machines: tuple[SqlMetadataStore, SqlMetadataStore], tmp_path: Path
) -> None:
    # Another container with this host name: its pids are not this namespace's, so
    # a pid that is free here says nothing about its holder, which may be writing.
    free_pid = _a_free_pid()
    elsewhere = f"{socket.gethostname()} [boot 00000000, pid ns 1]"
    assert elsewhere != process_host()
    one, two = machines
    holder = WriterLease(LEASE_NAME, "owner-in-another-container", elsewhere, free_pid)
    assert one.take_writer_lease(holder, stale_after=3600, is_dead=lambda _: False).taken
    with pytest.raises(StoreError, match=f"pid {free_pid}"):
        _journal(two, tmp_path / "b", stale_after=3600).open()
    # the same pid recorded as this process's own place is known dead: taken over
    with one.engine.begin() as conn:
        conn.execute(writer_leases.update().values(host=process_host()))
    journal = _journal(two, tmp_path / "b", stale_after=3600)
    journal.open()
    try:
        assert journal.took_over is not None and journal.took_over.pid == free_pid
    finally:
        journal.close()


def _a_free_pid() -> int:
    """The pid of a process that has ended (and been reaped)."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_the_holder_beats_and_a_writer_that_lost_its_lease_stops(
    machines: tuple[SqlMetadataStore, SqlMetadataStore], tmp_path: Path
) -> None:
    one, two = machines
    journal = _journal(one, tmp_path / "a", stale_after=0.6)  # a heartbeat every 0.1 s
    journal.open()
    try:

        def beats() -> int:
            lease = two.writer_lease(LEASE_NAME)
            return lease.beat if lease is not None else -1

        assert wait_for(lambda: beats() >= 2, timeout=20)
        journal.begin(1, ["2401.00001"])
        # Another process takes the stores over (as after a long stall of this one).
        with two.engine.begin() as conn:
            conn.execute(writer_leases.update().values(owner="the-new-writer"))

        batches = iter(range(2, 10**6))

        def refused() -> bool:
            try:
                journal.begin(next(batches), ["2401.00002"])
            except StoreError as exc:
                assert "lost its writer lease" in str(exc)
                return True
            return False

        assert wait_for(refused, timeout=20)
    finally:
        journal.close()
    holder = two.writer_lease(LEASE_NAME)
    assert holder is not None and holder.owner == "the-new-writer"  # closing left it alone


def test_embedded_stores_rely_on_the_local_lock_alone(tmp_path: Path) -> None:
    with SqlMetadataStore(f"sqlite:///{tmp_path / 'papers.sqlite3'}") as store:
        journal = IngestJournal(store, tmp_path / "ingest.journal")
        journal.open()
        try:
            assert store.writer_lease(LEASE_NAME) is None
            with pytest.raises(StoreError, match=r"lock held on .*ingest\.journal\.lock"):
                IngestJournal(store, tmp_path / "ingest.journal").open()
        finally:
            journal.close()


def test_sqlite_commits_the_begin_record_fully_synced_and_then_goes_back(
    tmp_path: Path,
) -> None:
    """``journal_begin`` switches its connection to ``synchronous=FULL`` for its one
    commit; the pooled connection goes back to ``NORMAL`` (1) for the bulk writes."""
    with SqlMetadataStore(f"sqlite:///{tmp_path / 'papers.sqlite3'}") as store:
        seen: list[int] = []

        @sa.event.listens_for(store.engine, "commit")
        def synchronous_at_commit(conn: sa.Connection) -> None:
            seen.append(conn.exec_driver_sql("PRAGMA synchronous").scalar_one())

        store.journal_begin("a:1", ["2401.00001"])
        assert 2 in seen  # FULL at the begin record's commit
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA synchronous").scalar_one() == 1
        assert store.journal_pending() == ["2401.00001"]


def test_a_writer_whose_heartbeats_fail_confirms_its_lease_before_writing(
    machines: tuple[SqlMetadataStore, SqlMetadataStore],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Heartbeats failing with any error (a pool timeout is not a StoreError) must not
    leave a writer that goes on writing after another process took its lease: the
    next batch first confirms the lease itself, and refuses when it cannot."""
    one, two = machines
    journal = _journal(one, tmp_path / "a", stale_after=0.6)  # a heartbeat every 0.1 s
    journal.open()
    try:
        journal.begin(1, ["2401.00001"])
        renew = one.renew_writer_lease

        def timing_out(name: str, owner: str) -> bool:
            raise TimeoutError("QueuePool limit reached (test)")

        monkeypatch.setattr(one, "renew_writer_lease", timing_out)
        time.sleep(0.5)  # no heartbeat has succeeded for over stale_after / 2
        with pytest.raises(StoreError, match="cannot confirm this run's writer lease"):
            journal.begin(2, ["2401.00002"])
        # The database is back, but another process took the stores over meanwhile.
        with two.engine.begin() as conn:
            conn.execute(writer_leases.update().values(owner="the-new-writer"))
        monkeypatch.setattr(one, "renew_writer_lease", renew)
        with pytest.raises(StoreError, match="lost its writer lease"):
            journal.begin(3, ["2401.00003"])
        assert sorted(two.journal_pending()) == ["2401.00001"]  # nothing more was begun
    finally:
        journal.close()


# -- the fence: a writer that lost its lease commits nothing -------------------------


def _stale(store: SqlMetadataStore) -> None:
    """Age the lease's heartbeat by a year, as a writer stalled that long would."""
    with store.engine.begin() as conn:
        old = conn.execute(sa.select(writer_leases.c.heartbeat_at)).scalar_one()
        conn.execute(writer_leases.update().values(heartbeat_at=old - timedelta(days=400)))


def test_a_run_whose_lease_is_taken_mid_batch_commits_nothing_of_that_batch(
    mariadb_server: MariaDBServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The pipeline hands its lease to the batch commit: a run that stalled between
    writing a batch's vectors and committing it, and was taken over meanwhile, fails
    with one error and leaves the batch in the journal for the new writer."""
    url = mariadb_server.create_database()
    try:
        monkeypatch.setenv(SQL_URL_ENV, url)  # a database server: the stores are shared
        monkeypatch.setenv(VECTORS_DIR_ENV, str(tmp_path / "shared-qdrant"))
        (tmp_path / "pdfs").mkdir()
        write_paper(tmp_path / "pdfs" / "one.pdf", title="Street Trees Cool Cities")
        with SqlMetadataStore(url) as rival:

            def take_over(point: str) -> None:
                if point == "upserted":
                    _stale(rival)
                    usurper = WriterLease(LEASE_NAME, "usurper", "another-host", 4242)
                    claim = rival.take_writer_lease(
                        usurper, stale_after=60, is_dead=lambda _: False
                    )
                    assert claim.taken

            pipeline = make_pipeline(tmp_path / "machine-a", checkpoint=take_over)
            with pytest.raises(StoreError, match="lost the writer lease"):
                pipeline.run([(folder_provider(), str(tmp_path / "pdfs"))])
            pipeline.metadata.close()
            assert rival.stats().papers == 0
            # Journal and vectors are left to the new writer (it reconciles them): the
            # stalled run must not clear a journal that holds the new writer's batches.
            pending = rival.journal_pending()
            assert len(pending) == 1
            assert pipeline.vectors.paper_point_ids(pending[0])
            pipeline.vectors.close()
            holder = rival.writer_lease(LEASE_NAME)
            assert holder is not None and holder.owner == "usurper"
    finally:
        mariadb_server.drop_database(url)


# -- is an ingestion running? (papers stats) ------------------------------------------


class _LocalVectors:
    """An embedded vector store, as far as ``stores_are_shared`` asks: not shared."""

    def __init__(self, location: str) -> None:
        self.location = location
        self.shared = False


def test_a_run_on_another_machine_is_running_while_its_heartbeat_is_fresh(
    mariadb_server: MariaDBServer,
    tmp_path: Path,
) -> None:
    """Its lock is on the other machine: here only the writer lease can tell."""
    url = mariadb_server.create_database()
    try:
        with SqlMetadataStore(url) as one, SqlMetadataStore(url) as two:
            vectors: Any = _LocalVectors(str(tmp_path / "qdrant"))
            here = tmp_path / "machine-b" / "ingest.journal"
            assert not ingestion_running(two, vectors, here)
            writer = _journal(one, tmp_path / "machine-a", stale_after=3600)
            writer.open()
            try:
                assert ingestion_running(two, vectors, here)
                _stale(one)  # the other machine went silent a year ago: it is gone
                assert not ingestion_running(two, vectors, here)
            finally:
                writer.close()
            assert not ingestion_running(two, vectors, here)
    finally:
        mariadb_server.drop_database(url)


def test_a_fresh_lease_of_a_dead_process_here_is_not_alive() -> None:
    now = datetime.now(UTC).replace(tzinfo=None)
    mine = WriterLease(LEASE_NAME, "o", process_host(), os.getpid(), heartbeat_at=now)
    assert lease_alive(mine)
    dead = WriterLease(LEASE_NAME, "o", process_host(), _a_free_pid(), heartbeat_at=now)
    assert not lease_alive(dead)
    elsewhere = WriterLease(LEASE_NAME, "o", "another-host", 4242, heartbeat_at=now)
    assert lease_alive(elsewhere)
    assert not lease_alive(elsewhere, stale_after=-1.0)
    assert not lease_alive(None)


def test_a_former_writers_late_batch_is_reconciled_before_the_journal_is_cleared(
    tmp_path: Path,
) -> None:
    """A writer that stalled and lost the stores may still record a batch and write
    its vectors (only its commit is fenced).  The run holding the stores reconciles
    such a batch at its end instead of clearing it away with its orphan vectors."""
    import numpy as np
    from tapyre_paper_search.records import Chunk
    from tapyre_paper_search.store.points import chunk_point

    for name in ("one", "two"):
        (tmp_path / "pdfs").mkdir(exist_ok=True)
        write_paper(tmp_path / "pdfs" / f"{name}.pdf", title=f"Street Trees Paper {name}")
    ghosts: list[tuple[str, str]] = []

    def late_batch(point: str) -> None:
        if point != "committed" or ghosts:
            return
        paper_id = next(pipeline.metadata.paper_ids())
        record = pipeline.metadata.get_paper(paper_id)
        chunk = Chunk(paper_id, 999, "written late", 1, 1, 0, 12, 3)
        dense = np.ones(pipeline.dense.dimension, dtype=np.float32)
        ghost = chunk_point(record.metadata, chunk, dense, chunker_version=pipeline.chunker_version)
        pipeline.metadata.journal_begin("former-writer:1", [paper_id])
        pipeline.vectors.upsert([ghost])
        ghosts.append((paper_id, ghost.id))

    pipeline = make_pipeline(tmp_path / "data", checkpoint=late_batch)
    summary = pipeline.run([(folder_provider(), str(tmp_path / "pdfs"))])
    assert summary.stored == 2 and ghosts
    ((paper_id, ghost_id),) = ghosts
    try:
        assert pipeline.metadata.journal_pending() == []
        present = set(pipeline.vectors.paper_point_ids(paper_id))
        assert ghost_id not in present
        record = pipeline.metadata.get_paper(paper_id)
        assert record is not None and len(present) == len(record.chunks) + 1
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()


def test_a_shared_store_without_writer_leases_is_refused_and_shows_no_remote_run(
    tmp_path: Path,
) -> None:
    """Leases are a declared part (``WriterLeases``): a shared store without them is
    told apart by ``isinstance``, never by probing its methods."""
    from tapyre_paper_search.contracts import WriterLeases

    class _NoLeases:
        url = "plugin://no-leases"
        shared = True  # other machines reach it, but it cannot say who writes

    vectors: Any = _LocalVectors(str(tmp_path / "qdrant"))
    store: Any = _NoLeases()
    assert not isinstance(store, WriterLeases)
    assert not ingestion_running(store, vectors, tmp_path / "ingest.journal")
    journal = IngestJournal(store, tmp_path / "ingest.journal", shared=True)
    with pytest.raises(StoreError, match="keeps no writer lease") as refused:
        journal.acquire()
    assert "tapyre_paper_search.contracts.WriterLeases" in (refused.value.hint or "")
    local = IngestJournal(store, tmp_path / "ingest.journal")  # the refusal kept no lock
    local.acquire()
    local.close()

"""The in-flight journal and the writer lease in the metadata store, against a real
SQLite file and a real MariaDB server.  Two store objects on one database stand
for two machines; the lease's holders are real processes."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from mariadb_server import MariaDBServer, mariadb_server  # noqa: F401  (fixture)
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.pipeline.journal import LEASE_NAME, IngestJournal
from tapyre_paper_search.store.records import WriterLease
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


def _wait_for(condition: Callable[[], bool], timeout: float = 20.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def test_batches_begun_on_one_machine_are_pending_on_the_other(
    machines: tuple[SqlMetadataStore, SqlMetadataStore],
) -> None:
    one, two = machines
    one.journal_begin("a:1", ["2401.00001", "2401.00002"])
    one.journal_begin("a:2", ["2401.00002", "2401.00003"])
    two.journal_begin("b:1", ["sha256:ÄbC"])
    assert two.journal_pending() == ["2401.00001", "2401.00002", "2401.00003", "sha256:ÄbC"]
    one.journal_end("a:1")
    assert one.journal_pending() == ["2401.00002", "2401.00003", "sha256:ÄbC"]
    one.journal_end("nope")  # ending an unknown batch changes nothing
    assert len(two.journal_pending()) == 3
    one.journal_begin("a:2", ["2401.00003"])  # again, as a retry would: the same batch
    assert len(two.journal_pending()) == 2
    two.journal_clear()
    assert one.journal_pending() == []


def test_ids_differing_in_case_are_different_papers(
    machines: tuple[SqlMetadataStore, SqlMetadataStore],
) -> None:
    one, _ = machines
    one.journal_begin("a:1", ["sha256:abc", "sha256:ABC"])
    assert sorted(one.journal_pending()) == ["sha256:ABC", "sha256:abc"]


def test_a_live_writer_on_another_machine_is_refused_with_its_host_and_pid(
    machines: tuple[SqlMetadataStore, SqlMetadataStore], tmp_path: Path
) -> None:
    one, two = machines
    first = _journal(one, tmp_path / "machine-a")
    first.open()
    try:
        with pytest.raises(StoreError, match="another ingestion is running") as refused:
            _journal(two, tmp_path / "machine-b").open()
        assert f"{socket.gethostname()} pid {os.getpid()}" in str(refused.value)
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
    with one.engine.begin() as conn:  # the other machine stopped beating two minutes ago
        old = conn.execute(sa.select(writer_leases.c.heartbeat_at)).scalar_one()
        conn.execute(writer_leases.update().values(heartbeat_at=old.replace(year=old.year - 1)))
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
        holder = WriterLease(LEASE_NAME, "owner-of-the-child", socket.gethostname(), child.pid)
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


def test_two_machines_taking_over_one_stale_lease_end_with_one_holder(
    machines: tuple[SqlMetadataStore, SqlMetadataStore],
) -> None:
    one, two = machines
    dead = WriterLease(LEASE_NAME, "dead-owner", "gone-host", 1)
    assert one.take_writer_lease(dead, stale_after=60, is_dead=lambda _: False).taken
    start = threading.Barrier(8)
    taken: list[bool] = []

    def contender(i: int) -> None:
        store = (one, two)[i % 2]
        start.wait()
        claim = store.take_writer_lease(
            WriterLease(LEASE_NAME, f"owner-{i}", "host", 100 + i),
            stale_after=60,
            is_dead=lambda lease: lease.owner == "dead-owner",
        )
        taken.append(claim.taken)

    threads = [threading.Thread(target=contender, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(taken) == [False] * 7 + [True]
    holder = one.writer_lease(LEASE_NAME)
    assert holder is not None and holder.owner.startswith("owner-")


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

        assert _wait_for(lambda: beats() >= 2)
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

        assert _wait_for(refused)
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


def test_a_database_made_before_the_journal_table_gains_it(database: str) -> None:
    with SqlMetadataStore(database) as store, store.engine.begin() as conn:
        conn.execute(sa.text("DROP TABLE ingest_journal"))
        conn.execute(sa.text("DROP TABLE writer_leases"))
    with SqlMetadataStore(database) as store:
        store.journal_begin("a:1", ["2401.00001"])
        assert store.journal_pending() == ["2401.00001"]
        assert store.writer_lease(LEASE_NAME) is None


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

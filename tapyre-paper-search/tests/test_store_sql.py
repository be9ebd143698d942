"""The metadata store, against a real SQLite file and a real MariaDB server."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
import sqlalchemy as sa
from mariadb_server import MariaDBServer, mariadb_server  # noqa: F401  (fixture)
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.models import Chunk, PaperMetadata, PaperRecord
from tapyre_paper_search.store.sql import SqlMetadataStore, safe_url


def make_record(
    paper_id: str = "2401.00001",
    *,
    chunks: int = 3,
    content_hash: str = "sha256:aaa",
    title: str = "Attention Is All You Need",
    authors: tuple[str, ...] = ("Ashish Vaswani", "Noam Shazeer"),
    categories: tuple[str, ...] = ("cs.CL", "cs.LG"),
    published: date | None = date(2017, 6, 12),
) -> PaperRecord:
    metadata = PaperMetadata(
        paper_id=paper_id,
        title=title,
        abstract="The dominant sequence transduction models are based on …",
        authors=authors,
        categories=categories,
        published=published,
        updated=date(2017, 12, 6) if published else None,
        version="v5",
        doi="10.5555/3295222.3295349",
        journal_ref="NIPS 2017",
        source="arxiv",
    )
    chunk_list = [
        Chunk(
            paper_id,
            i,
            f"passage {i} of {paper_id}: self-attention ∑ ü",
            i + 1,
            i + 2,
            i * 50,
            i * 50 + 40,
            12,
        )
        for i in range(chunks)
    ]
    return PaperRecord(metadata, content_hash, f"/papers/{paper_id}.pdf", 15, chunk_list)


@pytest.fixture(params=["sqlite", "mariadb"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SqlMetadataStore]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'data' / 'papers.sqlite3'}"
        with SqlMetadataStore(url) as s:
            yield s
        return
    server: MariaDBServer = request.getfixturevalue("mariadb_server")
    url = server.create_database()
    try:
        with SqlMetadataStore(url) as s:
            yield s
    finally:
        server.drop_database(url)


def test_save_and_get_paper_round_trips_everything(store: SqlMetadataStore) -> None:
    record = make_record()
    run = store.start_run("arxiv:2401.00001..2401.00010")
    store.save_paper(record, run, chunker_version="tok-384-64/v1")

    got = store.get_paper("2401.00001")
    assert got == record
    state = store.paper_state("2401.00001", "sha256:aaa")
    assert state is not None
    assert (state.done, state.current) == (True, True)
    assert (state.content_hash, state.chunker_version) == ("sha256:aaa", "tok-384-64/v1")
    other = store.paper_state("2401.00001", "sha256:bbb")
    assert other is not None and not other.current
    assert store.paper_state("2401.00001") == replace(state, current=False)


def test_unknown_paper_is_none(store: SqlMetadataStore) -> None:
    assert store.get_paper("nope") is None
    assert store.paper_state("nope", "sha256:aaa") is None
    assert not store.is_current("nope", "sha256:aaa")
    assert store.chunks("nope") == []


def test_is_current_compares_hash_and_chunker_version(store: SqlMetadataStore) -> None:
    store.save_paper(make_record(), None, chunker_version="v1")
    assert store.is_current("2401.00001", "sha256:aaa")
    assert store.is_current("2401.00001", "sha256:aaa", "v1")
    assert not store.is_current("2401.00001", "sha256:aaa", "v2")
    assert not store.is_current("2401.00001", "sha256:bbb")


def test_saving_again_replaces_the_rows_of_the_paper(store: SqlMetadataStore) -> None:
    store.save_paper(make_record(chunks=5, authors=("A", "B", "C")), None)
    store.save_paper(
        make_record(chunks=2, authors=("Z",), categories=("math.CO",), content_hash="h2"), None
    )
    got = store.get_paper("2401.00001")
    assert got is not None
    assert [c.index for c in got.chunks] == [0, 1]
    assert got.metadata.authors == ("Z",)
    assert got.metadata.categories == ("math.CO",)
    assert got.content_hash == "h2"
    stats = store.stats()
    assert (stats.papers, stats.chunks, stats.authors) == (1, 2, 1)


def test_save_paper_is_one_transaction(store: SqlMetadataStore) -> None:
    store.save_paper(make_record(chunks=3), None)
    broken = make_record(chunks=2, content_hash="new")
    # two chunks with the same index violate the primary key after the old rows are gone
    broken.chunks.append(broken.chunks[0])
    with pytest.raises(StoreError, match=r"save paper 2401\.00001"):
        store.save_paper(broken, None)
    got = store.get_paper("2401.00001")
    assert got is not None and got.content_hash == "sha256:aaa" and len(got.chunks) == 3


def test_save_papers_stores_many_in_one_transaction(store: SqlMetadataStore) -> None:
    store.save_paper(make_record("p0", chunks=4, content_hash="old"), None)
    records = [make_record(f"p{i}", chunks=i + 1, authors=(f"Author {i}",)) for i in range(30)]
    store.save_papers(records, None, chunker_version="v2")
    for i in range(30):
        got = store.get_paper(f"p{i}")
        assert got is not None and got.metadata.authors == (f"Author {i}",)
        assert len(got.chunks) == i + 1 and got.content_hash == "sha256:aaa"  # p0 replaced
        state = store.paper_state(f"p{i}")
        assert state is not None and state.done and state.chunker_version == "v2"
    stats = store.stats()
    assert (stats.papers, stats.chunks) == (30, sum(range(1, 31)))


def test_save_papers_is_all_or_nothing(store: SqlMetadataStore) -> None:
    store.save_paper(make_record("p1", chunks=2, content_hash="old"), None)
    good = make_record("p1", chunks=3, content_hash="new")
    broken = make_record("p2", chunks=2)
    broken.chunks.append(broken.chunks[0])  # a duplicate primary key, after p1 is written
    with pytest.raises(StoreError, match="save 2 papers"):
        store.save_papers([good, broken], None)
    got = store.get_paper("p1")
    assert got is not None and got.content_hash == "old" and len(got.chunks) == 2
    assert store.get_paper("p2") is None

    def fail() -> None:
        raise RuntimeError("killed before the commit")

    with pytest.raises(RuntimeError, match="killed"):
        store.save_papers([good], None, before_commit=fail)
    got = store.get_paper("p1")
    assert got is not None and got.content_hash == "old"


def test_save_papers_refuses_a_paper_twice(store: SqlMetadataStore) -> None:
    with pytest.raises(StoreError, match="appears twice"):
        store.save_papers([make_record("p1"), make_record("p1")], None)
    assert store.count_papers() == 0


def test_chunk_of_another_paper_is_refused(store: SqlMetadataStore) -> None:
    record = make_record()
    record.chunks.append(Chunk("other", 9, "x", 1, 1, 0, 1, 1))
    with pytest.raises(StoreError, match="belongs to 'other'"):
        store.save_paper(record, None)


def test_paper_ids_are_case_sensitive_and_unicode_safe(store: SqlMetadataStore) -> None:
    store.save_paper(make_record("sha256:ABC", title="Grüße 🚀 – ∫"), None)
    store.save_paper(make_record("sha256:abc"), None)
    assert sorted(store.paper_ids()) == ["sha256:ABC", "sha256:abc"]
    got = store.get_paper("sha256:ABC")
    assert got is not None and got.metadata.title == "Grüße 🚀 – ∫"


def test_long_chunk_text_is_kept_whole(store: SqlMetadataStore) -> None:
    record = make_record(chunks=1)
    text = "ω" * 70_000  # beyond MySQL's TEXT (64 KiB)
    record.chunks[0] = Chunk(record.metadata.paper_id, 0, text, 1, 1, 0, len(text), 9000)
    store.save_paper(record, None)
    assert store.chunks(record.metadata.paper_id)[0].text == text


def test_get_papers_and_chunks_in_bulk(store: SqlMetadataStore) -> None:
    for i in range(7):
        store.save_paper(make_record(f"p{i}", chunks=i % 3 + 1), None)
    papers = store.get_papers(["p3", "missing", "p1"])
    assert list(papers) == ["p3", "p1"]
    assert all(p.chunks == [] for p in papers.values())
    with_chunks = store.get_papers(["p2"], with_chunks=True)
    assert len(with_chunks["p2"].chunks) == 3

    found = store.get_chunks([("p2", 2), ("p2", 0), ("p1", 1), ("p1", 7), ("zz", 0)])
    assert set(found) == {("p2", 2), ("p2", 0), ("p1", 1)}
    assert found[("p2", 2)].text.startswith("passage 2 of p2")


def test_paper_ids_pages_through_everything(store: SqlMetadataStore) -> None:
    ids = [f"id{i:03d}" for i in range(25)]
    for pid in reversed(ids):
        store.save_paper(make_record(pid, chunks=0), None)
    assert list(store.paper_ids(batch_size=7)) == ids
    assert store.count_papers() == 25


def test_paper_inventory_pages_through_papers_with_their_chunk_indexes(
    store: SqlMetadataStore,
) -> None:
    ids = [f"id{i:03d}" for i in range(12)]
    for n, pid in enumerate(reversed(ids)):
        store.save_paper(make_record(pid, chunks=n % 4), None, chunker_version=f"v{n % 2}")
    pages, after = [], None
    while page := store.paper_inventory(after=after, limit=5):
        pages.append(page)
        after = page[-1].paper_id
    assert [len(p) for p in pages] == [5, 5, 2]
    listed = [i for page in pages for i in page]
    assert [i.paper_id for i in listed] == ids
    first = listed[0]  # id000 was saved last: n = 11
    assert (first.chunk_indexes, first.chunker_version, first.done) == ((0, 1, 2), "v1", True)
    some = store.paper_inventory(["id003", "absent", "id000"])
    assert [i.paper_id for i in some] == ["id000", "id003"]
    assert some[1].chunk_indexes == tuple(range(8 % 4))


def test_paper_states_in_bulk(store: SqlMetadataStore) -> None:
    store.save_paper(make_record("a", content_hash="ha"), None, chunker_version="v1")
    store.save_paper(make_record("b", content_hash="hb"), None, chunker_version="v1")
    states = store.paper_states(["a", "b", "c"])
    assert sorted(states) == ["a", "b"]
    assert (states["b"].content_hash, states["b"].chunker_version, states["b"].done) == (
        "hb",
        "v1",
        True,
    )


def test_failures_remember_the_content_hash(store: SqlMetadataStore) -> None:
    store.record_failure(
        None, "/p/x.pdf", "encrypted", "x.pdf is encrypted", paper_id="x", content_hash="h1"
    )
    store.record_failure(None, "/p/y.pdf", "empty", "y.pdf has no pages")
    assert [(f.paper_id, f.content_hash) for f in store.failures()] == [("x", "h1"), (None, None)]


def test_delete_paper(store: SqlMetadataStore) -> None:
    store.save_paper(make_record(), None)
    assert store.delete_paper("2401.00001")
    assert not store.delete_paper("2401.00001")
    assert store.get_paper("2401.00001") is None
    assert store.stats().chunks == 0


def test_runs_and_failures(store: SqlMetadataStore) -> None:
    run = store.start_run("folder:/papers")
    other = store.start_run(["jsonl:meta.jsonl", "arxiv:2401.00001..2401.00002"])
    assert store.get_run(other).source == "jsonl:meta.jsonl; arxiv:2401.00001..2401.00002"
    store.record_failure(run, "/papers/a.pdf", "encrypted", "a.pdf is encrypted")
    store.record_failure(other, "meta.jsonl:3", "bad-record", "no id", paper_id="x")
    store.finish_run(run, {"papers": 3, "first": date(2020, 1, 1), "paths": (Path("/a"),)})

    finished = store.get_run(run)
    assert finished is not None
    assert finished.status == "finished"
    assert finished.finished_at is not None
    assert finished.stats == {"papers": 3, "first": "2020-01-01", "paths": ["/a"]}
    assert [r.id for r in store.runs()] == [other, run]
    assert store.get_run(9999) is None

    assert [f.locator for f in store.failures(run)] == ["/papers/a.pdf"]
    assert [f.paper_id for f in store.failures()] == [None, "x"]
    assert store.failures(other)[0].reason == "bad-record"


def test_stats(store: SqlMetadataStore) -> None:
    assert store.stats().papers == 0
    store.save_paper(make_record("a", published=date(2019, 3, 1), categories=("cs.CL",)), None)
    store.save_paper(
        make_record("b", published=date(2021, 5, 2), categories=("cs.CL", "cs.IR")), None
    )
    store.save_paper(make_record("c", published=None, categories=("cs.IR",), chunks=1), None)
    stats = store.stats()
    assert (stats.papers, stats.chunks, stats.pages) == (3, 7, 45)
    assert stats.tokens == 7 * 12
    assert stats.first_published == date(2019, 3, 1)
    assert stats.last_published == date(2021, 5, 2)
    assert stats.categories == [("cs.CL", 2), ("cs.IR", 2)]
    assert stats.years == [(2019, 1), (2021, 1)]
    assert stats.authors == 2
    assert stats.database_bytes is not None and stats.database_bytes > 0


def test_schema_creation_is_idempotent(store: SqlMetadataStore) -> None:
    store.save_paper(make_record(), None)
    again = SqlMetadataStore(store.engine.url.render_as_string(hide_password=False))
    try:
        assert again.get_paper("2401.00001") is not None
    finally:
        again.close()


def test_concurrent_writers_from_threads(store: SqlMetadataStore) -> None:
    errors: list[BaseException] = []

    def work(n: int) -> None:
        try:
            for i in range(10):
                store.save_paper(make_record(f"t{n}-{i}", chunks=2), None)
                store.save_paper(make_record("shared", chunks=n + 1, content_hash=f"h{n}"), None)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert store.count_papers() == 41
    shared = store.get_paper("shared")
    assert shared is not None
    assert len(shared.chunks) == int(shared.content_hash[1:]) + 1


def test_closed_store_refuses_work(store: SqlMetadataStore) -> None:
    store.close()
    with pytest.raises(StoreError, match="closed"):
        store.count_papers()


def test_sqlite_uses_wal_foreign_keys_and_busy_timeout(tmp_path: Path) -> None:
    store = SqlMetadataStore(f"sqlite:///{tmp_path / 'p.sqlite3'}")
    with store, store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == 30000


def test_sqlite_two_stores_share_one_file(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'p.sqlite3'}"
    with SqlMetadataStore(url) as writer, SqlMetadataStore(url) as reader:
        writer.save_paper(make_record(), None)
        assert reader.get_paper("2401.00001") is not None


def test_sqlite_in_memory(tmp_path: Path) -> None:
    with SqlMetadataStore("sqlite://") as store:
        store.save_paper(make_record(), None)
        assert store.count_papers() == 1
        assert store.stats().database_bytes is None


def test_mariadb_tables_are_innodb_utf8mb4(mariadb_server: MariaDBServer) -> None:  # noqa: F811
    url = mariadb_server.create_database()
    try:
        with SqlMetadataStore(url) as store:
            assert store.dialect in ("mysql", "mariadb")
            with store.engine.connect() as conn:
                rows = conn.execute(
                    sa.text(
                        "SELECT table_name, engine, table_collation FROM information_schema.tables"
                        " WHERE table_schema = DATABASE()"
                    )
                ).all()
                assert {r[0] for r in rows} == {
                    "runs",
                    "papers",
                    "paper_authors",
                    "paper_categories",
                    "chunks",
                    "failures",
                    "ingest_journal",
                    "writer_leases",
                }
                assert {r[1] for r in rows} == {"InnoDB"}
                assert all(r[2].startswith("utf8mb4") for r in rows)
    finally:
        mariadb_server.drop_database(url)


def test_bad_urls_are_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="Invalid database URL"):
        SqlMetadataStore("not a url")
    with pytest.raises(StoreError, match="Unsupported database 'postgresql'"):
        SqlMetadataStore("postgresql://u:secret@localhost/db")


def test_unreachable_server_is_a_store_error_without_the_password() -> None:
    with pytest.raises(StoreError) as info:
        SqlMetadataStore("mysql+pymysql://user:s3cret@127.0.0.1:1/db?connect_timeout=2")
    assert "s3cret" not in str(info.value)
    assert "127.0.0.1:1" in str(info.value)


def test_safe_url_hides_the_password() -> None:
    assert safe_url("mysql+pymysql://u:pw@h/db") == "mysql+pymysql://u:***@h/db"


def test_second_title_and_inferred_abstract_round_trip(store: SqlMetadataStore) -> None:
    record = make_record()
    record.metadata = replace(
        record.metadata, other_title="Proceedings of NIPS 2017", abstract_inferred=True
    )
    store.save_paper(record)
    got = store.get_paper(record.metadata.paper_id)
    assert got is not None
    assert got.metadata.other_title == "Proceedings of NIPS 2017"
    assert got.metadata.abstract_inferred is True
    plain = make_record("2401.00002")
    store.save_paper(plain)
    again = store.get_paper("2401.00002")
    assert again is not None
    assert (again.metadata.other_title, again.metadata.abstract_inferred) == ("", False)


def test_older_database_gains_the_new_paper_columns(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    with SqlMetadataStore(url) as store:
        store.save_paper(make_record())
        with store.engine.begin() as conn:  # the table as versions before these columns made it
            conn.execute(sa.text("ALTER TABLE papers DROP COLUMN other_title"))
            conn.execute(sa.text("ALTER TABLE papers DROP COLUMN abstract_inferred"))
            conn.execute(sa.text("ALTER TABLE chunks DROP COLUMN language"))
    with SqlMetadataStore(url) as store:
        columns = {c["name"] for c in sa.inspect(store.engine).get_columns("papers")}
        assert {"other_title", "abstract_inferred"} <= columns
        assert "language" in {c["name"] for c in sa.inspect(store.engine).get_columns("chunks")}
        old = store.get_paper("2401.00001")
        assert old is not None and old.metadata.title == "Attention Is All You Need"
        assert (old.metadata.other_title, old.metadata.abstract_inferred) == ("", False)
        assert len(old.chunks) == 3
        assert {c.language for c in old.chunks} == {""}

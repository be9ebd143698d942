"""What the SQL metadata store does beyond the metadata store contract (which
``test_contract_stores.py`` runs on SQLite and MariaDB): its extra reads, SQLite's
pragmas and sharing, MariaDB's tables, and its errors and URLs."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from mariadb_server import MariaDBServer
from tapyre_paper_search.errors import StoreError
from tapyre_paper_search.library.dedupe import DoiLookup
from tapyre_paper_search.library.reference import Name, Reference, reference_from_metadata
from tapyre_paper_search.paper_ids import PaperIdIndex, resolve_paper_id
from tapyre_paper_search.store.sql import SqlMetadataStore, safe_url
from tapyre_paper_search.testing.contracts.samples import stored_paper as make_record


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


def test_paper_ids_pages_through_everything(store: SqlMetadataStore) -> None:
    ids = [f"id{i:03d}" for i in range(25)]
    for pid in reversed(ids):
        store.save_paper(make_record(pid, chunks=0), None)
    assert list(store.paper_ids(batch_size=7)) == ids
    assert store.count_papers() == 25


def test_schema_creation_is_idempotent(store: SqlMetadataStore) -> None:
    store.save_paper(make_record(), None)
    again = SqlMetadataStore(store.engine.url.render_as_string(hide_password=False))
    try:
        assert again.get_paper("2401.00001") is not None
    finally:
        again.close()


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


def test_mariadb_tables_are_innodb_utf8mb4(mariadb_server: MariaDBServer) -> None:
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
                    "paper_pages",
                    "paper_references",
                    "paper_keys",
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


# -- lookups for reference libraries and typed ids ----------------------------------
# (papers by DOI, ids by prefix, the stored library reference)


def _save(store: SqlMetadataStore, paper_id: str, **fields: object) -> None:
    record = make_record(paper_id, chunks=1)
    record.metadata = dataclasses.replace(record.metadata, **fields)  # type: ignore[arg-type]
    store.save_paper(record, None)


def test_papers_by_doi_ignore_case(store: SqlMetadataStore) -> None:
    _save(store, "2401.00001", doi="10.1234/Journal.X")
    _save(store, "doi:10.5555/other", doi="10.5555/other")
    _save(store, "2401.00002", doi=None)
    assert isinstance(store, DoiLookup)
    assert store.paper_ids_by_doi(["10.1234/JOURNAL.x", "10.9999/none"]) == {
        "10.1234/journal.x": "2401.00001"
    }
    assert store.paper_ids_by_doi([]) == {}
    with store.engine.connect() as conn:  # the lookup has its index on either dialect
        if store.dialect == "sqlite":
            names = conn.exec_driver_sql("SELECT name FROM sqlite_master WHERE type='index'")
        else:
            names = conn.exec_driver_sql("SHOW INDEX FROM papers")
            names = [(row[2],) for row in names]
        assert ("papers_doi_key" if store.dialect == "sqlite" else "papers_doi") in {
            n[0] for n in names
        }


def test_ids_by_prefix_are_case_sensitive_and_sorted(store: SqlMetadataStore) -> None:
    for paper_id in ("sha256:d36cc29eb0d2397c3da8f964", "sha256:D36000000000000000000000",
                     "sha256:d36ff00000000000000000aa", "2401.00001", "2401.00002"):  # fmt: skip
        _save(store, paper_id)
    assert isinstance(store, PaperIdIndex)
    assert store.paper_ids_with_prefix("sha256:d36", 10) == [
        "sha256:d36cc29eb0d2397c3da8f964",
        "sha256:d36ff00000000000000000aa",
    ]
    assert store.paper_ids_with_prefix("2401.0000", 1) == ["2401.00001"]
    assert store.paper_ids_with_prefix("sha256:d36%", 10) == []  # LIKE's wildcards mean nothing
    found = resolve_paper_id(
        "d36cc",
        exists=lambda i: store.get_paper(i, with_chunks=False) is not None,
        with_prefix=store.paper_ids_with_prefix,
    )
    assert found == "sha256:d36cc29eb0d2397c3da8f964"


def test_the_library_reference_is_stored_with_its_paper(store: SqlMetadataStore) -> None:
    reference = Reference(
        title="Street Trees",
        kind="paper-conference",
        authors=(Name("García Márquez", "Gabriel"),),
        year=2021,
        container="Proceedings of Trees",
        pages="4-9",
        key="garcia2021",
    )
    _save(store, "doi:10.1234/trees", reference=reference.to_json(), title="Street Trees")
    stored = store.get_paper("doi:10.1234/trees", with_chunks=False)
    assert stored is not None
    assert reference_from_metadata(stored.metadata) == reference  # the split name survives
    assert stored.metadata.to_dict()["reference"]["container"] == "Proceedings of Trees"
    _save(store, "2401.00009")
    plain = store.get_paper("2401.00009", with_chunks=False)
    assert plain is not None and plain.metadata.reference == ""
    assert plain.metadata.to_dict()["reference"] is None

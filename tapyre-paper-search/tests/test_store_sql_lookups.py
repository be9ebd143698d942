"""The SQL store's lookups for reference libraries and typed ids, on SQLite and MariaDB:
papers by DOI (case-insensitive), ids by prefix (case-sensitive), and the stored
library reference round-tripping with its paper."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from mariadb_server import MariaDBServer
from tapyre_paper_search.library.dedupe import DoiLookup
from tapyre_paper_search.library.reference import Name, Reference, reference_from_metadata
from tapyre_paper_search.paper_ids import PaperIdIndex, resolve_paper_id
from tapyre_paper_search.store.sql import SqlMetadataStore
from tapyre_paper_search.testing.contracts.samples import stored_paper


@pytest.fixture(params=["sqlite", "mariadb"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SqlMetadataStore]:
    if request.param == "sqlite":
        with SqlMetadataStore(f"sqlite:///{tmp_path / 'papers.sqlite3'}") as s:
            yield s
        return
    server: MariaDBServer = request.getfixturevalue("mariadb_server")
    url = server.create_database()
    try:
        with SqlMetadataStore(url) as s:
            yield s
    finally:
        server.drop_database(url)


def _save(store: SqlMetadataStore, paper_id: str, **fields: object) -> None:
    record = stored_paper(paper_id, chunks=1)
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

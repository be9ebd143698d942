"""Every built-in store passes the conformance suites a third-party store runs.

* vectors: the embedded Qdrant Edge engine on disk, and the server store against
  a Qdrant server on loopback (``fake_qdrant.py``: Qdrant's REST API over the
  client's own engine);
* metadata: SQLite on a real file, and a real MariaDB server.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path

import pytest
from fake_qdrant import FakeQdrant
from tapyre_paper_search.contracts import MetadataStore, VectorStore
from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
from tapyre_paper_search.store.qdrant_remote import RemoteVectorStore
from tapyre_paper_search.store.sql import SqlMetadataStore
from tapyre_paper_search.testing.contracts import (
    JournalContract,
    MetadataStoreContract,
    PaperCatalogContract,
    PaperReferencesContract,
    VectorStoreContract,
    WriterLeaseContract,
)


class TestQdrantEdge(VectorStoreContract):
    @pytest.fixture
    def make_vector_store(self, tmp_path: Path) -> Callable[[], VectorStore]:
        return lambda: EdgeVectorStore(tmp_path / "qdrant", "papers")


class TestQdrantServer(VectorStoreContract):
    @pytest.fixture
    def make_vector_store(self, qdrant_server: FakeQdrant) -> Callable[[], VectorStore]:
        collection = f"papers-{uuid.uuid4().hex[:12]}"  # one server for the session
        return lambda: RemoteVectorStore(qdrant_server.url, collection)


class _SqlStoreContracts(
    MetadataStoreContract,
    JournalContract,
    WriterLeaseContract,
    PaperCatalogContract,
    PaperReferencesContract,
):
    """Every contract an SQL metadata store passes (the journal and lease are its own)."""


class TestSqlite(_SqlStoreContracts):
    @pytest.fixture
    def make_metadata_store(self, tmp_path: Path) -> Callable[[], MetadataStore]:
        url = f"sqlite:///{tmp_path / 'data' / 'papers.sqlite3'}"
        return lambda: SqlMetadataStore(url)


@pytest.mark.mariadb
class TestMariaDb(_SqlStoreContracts):
    @pytest.fixture
    def make_metadata_store(self, mariadb_url: str) -> Callable[[], MetadataStore]:
        return lambda: SqlMetadataStore(mariadb_url)


def test_the_stores_declare_whether_other_machines_share_them(
    tmp_path: Path, qdrant_server: FakeQdrant
) -> None:
    """``shared`` decides whether ingestion takes the writer lease: a server is shared,
    an embedded store or qdrant-client's in-process mode is not."""
    with EdgeVectorStore(tmp_path / "qdrant") as edge:
        assert edge.shared is False
    server = RemoteVectorStore(qdrant_server.url, "papers")
    local = RemoteVectorStore(location=":memory:")
    try:
        assert (server.shared, local.shared) == (True, False)
    finally:
        server.close()
        local.close()
    with SqlMetadataStore(f"sqlite:///{tmp_path / 'p.sqlite3'}") as sqlite:
        assert sqlite.shared is False

"""``[vector_stores.qdrant]`` shard and replica settings reach the Qdrant that creates
the collection.

No Qdrant server runs in the test environment, so a loopback HTTP server
speaks the part of Qdrant's REST API the store uses, backed by qdrant-client's
own local engine (which validates every request body as the real server's
schema does and answers with real collection info); it records the
create-collection bodies, where the shard settings travel.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from tapyre import ConfigError
from tapyre_paper_search.records.vectors import CollectionSpec
from tapyre_paper_search.store.qdrant_remote import build

SPEC = CollectionSpec(dense_embedder="test-hash", dense_dim=8, sparse_embedder="bm25")


class FakeQdrant:
    """A Qdrant REST endpoint on 127.0.0.1 over qdrant-client's local engine."""

    def __init__(self) -> None:
        from qdrant_client import QdrantClient

        self.local = QdrantClient(location=":memory:")
        self.created: dict[str, dict[str, Any]] = {}
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.url = f"http://127.0.0.1:{self.server.server_port}"

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def _reply(self, result: Any, status: int = 200, *, envelope: bool = True) -> None:
                data = {"result": result, "status": "ok", "time": 0.0} if envelope else result
                body = json.dumps(data).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def _body(self) -> dict[str, Any]:
                length = int(self.headers.get("Content-Length") or 0)
                data: dict[str, Any] = json.loads(self.rfile.read(length) or b"{}")
                return data

            def do_GET(self) -> None:
                path = self.path.split("?")[0]
                if path == "/":  # the version check answers without an envelope
                    self._reply({"title": "qdrant - vector search engine", "version": "1.20.0"},
                                envelope=False)  # fmt: skip
                elif m := re.fullmatch(r"/collections/([^/]+)/exists", path):
                    self._reply({"exists": fake.local.collection_exists(m[1])})
                elif m := re.fullmatch(r"/collections/([^/]+)", path):
                    info = fake.local.get_collection(m[1])
                    self._reply(info.model_dump(mode="json", exclude_none=True))
                else:
                    self._reply(None, 404)

            def do_PUT(self) -> None:
                from qdrant_client import models

                path = self.path.split("?")[0]
                body = self._body()
                if m := re.fullmatch(r"/collections/([^/]+)", path):
                    fake.created[m[1]] = body
                    request = models.CreateCollection.model_validate(body)
                    fake.local.create_collection(
                        m[1],
                        vectors_config=request.vectors,
                        sparse_vectors_config=request.sparse_vectors,
                        metadata=request.metadata,
                    )
                    self._reply(True)
                elif m := re.fullmatch(r"/collections/([^/]+)/index", path):
                    models.CreateFieldIndex.model_validate(body)
                    self._reply({"operation_id": 0, "status": "completed"})
                else:
                    self._reply(None, 404)

        return Handler

    def __enter__(self) -> FakeQdrant:
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.local.close()


@pytest.fixture(scope="module")
def qdrant() -> Iterator[FakeQdrant]:
    before = set(threading.enumerate())
    with FakeQdrant() as fake:
        yield fake
        # qdrant-client checks the server's version in a thread of its own: let those
        # finish while the server still answers.
        for thread in set(threading.enumerate()) - before - {fake.thread}:
            thread.join(timeout=30)


def test_shard_and_replica_settings_reach_the_collection_creation(qdrant: FakeQdrant) -> None:
    store = build(
        {
            "url": qdrant.url,
            "collection": "sharded",
            "shard_number": 6,
            "replication_factor": 2,
            "write_consistency_factor": 2,
        }
    )
    try:
        store.ensure_collection(SPEC)
        assert store.recorded_spec() == SPEC
    finally:
        store.close()
    body = qdrant.created["sharded"]
    assert (body["shard_number"], body["replication_factor"]) == (6, 2)
    assert body["write_consistency_factor"] == 2


def test_without_shard_settings_the_server_defaults_apply(qdrant: FakeQdrant) -> None:
    store = build({"url": qdrant.url, "collection": "plain"})
    try:
        store.ensure_collection(SPEC)
    finally:
        store.close()
    body = qdrant.created["plain"]
    assert not {"shard_number", "replication_factor", "write_consistency_factor"} & set(body)


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        (
            {"shard_number": 0},
            r"shard_number \(TAPYRE_VECTOR_STORES__QDRANT__SHARD_NUMBER\) must be at least 1",
        ),
        ({"replication_factor": "two"}, r"replication_factor .* must be an integer"),
        (
            {"replication_factor": 2, "write_consistency_factor": 3},
            r"write_consistency_factor \(3\) must not exceed replication_factor \(2\)",
        ),
        ({"write_consistency_factor": 2}, r"must not exceed replication_factor \(1\)"),
    ],
)
def test_bad_shard_settings_are_one_line_errors(settings: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigError, match=message) as caught:
        build({"location": ":memory:", **settings})
    assert "\n" not in str(caught.value)

"""``[vector_stores.qdrant]`` shard and replica settings reach the Qdrant that creates
the collection: the Qdrant server on loopback (``fake_qdrant.py``) records the
create-collection bodies, where the shard settings travel."""

from __future__ import annotations

from typing import Any

import pytest
from fake_qdrant import FakeQdrant
from tapyre import ConfigError
from tapyre_paper_search.records.vectors import CollectionSpec
from tapyre_paper_search.store.qdrant_remote import build

SPEC = CollectionSpec(dense_embedder="test-hash", dense_dim=8, sparse_embedder="bm25")


def test_shard_and_replica_settings_reach_the_collection_creation(
    qdrant_server: FakeQdrant,
) -> None:
    store = build(
        {
            "url": qdrant_server.url,
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
    body = qdrant_server.created["sharded"]
    assert (body["shard_number"], body["replication_factor"]) == (6, 2)
    assert body["write_consistency_factor"] == 2


def test_without_shard_settings_the_server_defaults_apply(qdrant_server: FakeQdrant) -> None:
    store = build({"url": qdrant_server.url, "collection": "plain"})
    try:
        store.ensure_collection(SPEC)
    finally:
        store.close()
    body = qdrant_server.created["plain"]
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

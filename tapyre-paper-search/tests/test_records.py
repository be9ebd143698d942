"""Every record has one JSON form, beside it (``to_dict``): plain JSON values that
``json.dumps`` writes as they are, the same for every face that prints it."""

from __future__ import annotations

import json
from dataclasses import fields
from datetime import date, datetime
from pathlib import Path

import pytest
from tapyre_paper_search import records
from tapyre_paper_search.records import (
    Chunk,
    CollectionSpec,
    FailureRecord,
    LeaseClaim,
    PaperInventory,
    PaperState,
    RunRecord,
    SourceFailure,
    SourcePaper,
    StoreStats,
    WriterLease,
    run_stats,
)
from tapyre_paper_search.testing.contracts.samples import stored_paper

WHEN = datetime(2026, 11, 25, 14, 30, 5)

SAMPLES = [
    stored_paper(other_title="Proceedings", abstract_inferred=True),
    stored_paper().metadata,
    Chunk("p", 0, "text ∑", 1, 2, 0, 6, 2),
    PaperState("p", "h", "v1", True, True),
    PaperInventory("p", "v1", (0, 1, 2)),
    SourcePaper(stored_paper().metadata, "h", "/p.pdf", Path("/p.pdf")),
    SourceFailure("/p.pdf", "empty", "p.pdf is empty", "p"),
    RunRecord(1, "folder:/p", "finished", WHEN, WHEN, {"stored": 2}),
    FailureRecord(1, 1, "p", "h", "/p.pdf", "empty", "p.pdf is empty", WHEN),
    StoreStats(3, 7, 2, 1, 1, 45, 900, 84, date(2019, 3, 1), None, [("cs.CL", 2)], [(2019, 1)]),
    WriterLease("ingest", "o", "host", 1, 2, WHEN, WHEN),
    LeaseClaim(False, WriterLease("ingest", "o", "host", 1), 3.0),
]


@pytest.mark.parametrize("record", SAMPLES, ids=lambda r: type(r).__name__)
def test_every_record_has_a_json_form_with_every_field(record: object) -> None:
    data = record.to_dict()  # type: ignore[attr-defined]
    assert json.loads(json.dumps(data)) == data  # plain JSON values, nothing converted later
    assert set(data) >= {f.name for f in fields(record)}  # type: ignore[arg-type]


def test_dates_are_iso_strings_and_sequences_lists() -> None:
    paper = stored_paper().to_dict()
    assert paper["metadata"]["published"] == "2017-06-12"
    assert paper["metadata"]["authors"] == ["Ashish Vaswani", "Noam Shazeer"]
    assert paper["chunks"][1]["index"] == 1
    stats = SAMPLES[9].to_dict()  # type: ignore[attr-defined]
    assert stats["categories"] == [["cs.CL", 2]]
    assert stats["first_published"] == "2019-03-01" and stats["last_published"] is None
    assert SAMPLES[10].to_dict()["heartbeat_at"] == "2026-11-25T14:30:05"  # type: ignore[attr-defined]


def test_a_runs_statistics_are_stored_as_json_values() -> None:
    stats = {
        "first": date(2020, 1, 1),
        "paths": (Path("/a"),),
        "ids": {"b"},
        "nested": {"at": WHEN, "state": PaperState("p", "h", "v")},
    }
    assert run_stats(stats) == {
        "first": "2020-01-01",
        "paths": ["/a"],
        "ids": ["b"],
        "nested": {
            "at": "2026-11-25T14:30:05",
            "state": {
                "paper_id": "p",
                "content_hash": "h",
                "chunker_version": "v",
                "done": True,
                "current": False,
            },
        },
    }


def test_every_record_is_exported_by_the_package() -> None:
    assert {"PaperRecord", "VectorQuery", "WriterLease", "CheckReport"} <= set(records.__all__)
    assert all(hasattr(records, name) for name in records.__all__)


def test_collection_spec_differences_name_each_part_of_the_identity() -> None:
    built = CollectionSpec("hash-a", 384, sparse_embedder="bm25")
    assert built.differences(CollectionSpec("hash-a", 384, "bm25", quantization="int8")) == []
    assert built.differences(CollectionSpec("hash-b", 768, None, distance="dot")) == [
        ("dense embedder", "'hash-a' (384 dimensions)", "'hash-b' (768 dimensions)"),
        ("sparse embedder", "'bm25'", "'none'"),
        ("distance", "'cosine'", "'dot'"),
    ]
    assert CollectionSpec("d", 8, "").differences(CollectionSpec("d", 8, None)) == []


def test_a_hit_with_another_score_or_payload_is_replace_s_copy() -> None:
    from dataclasses import replace

    from tapyre_paper_search.records.vectors import Hit

    hit = Hit("p1", 0.5, "chunk", "2401.00001", {"paper_id": "2401.00001"}, [0.1, 0.2])
    assert hit.with_score(0.75) == replace(hit, score=0.75)
    assert hit.with_payload({"text": "t"}) == replace(hit, payload={"text": "t"})
    assert hit.score == 0.5 and hit.payload == {"paper_id": "2401.00001"}  # unchanged


def test_a_hit_made_fast_gets_each_field_by_its_name() -> None:
    from tapyre_paper_search.records.vectors import Hit

    fields = {
        "id": "p1",
        "score": 0.5,
        "kind": "chunk",
        "paper_id": "2401.00001",
        "payload": {"text": "t"},
        "vector": [0.1],
    }
    assert Hit.of(**fields) == Hit(**fields)  # type: ignore[arg-type]
    assert Hit.of(**{**fields, "vector": None}) == Hit.of(  # type: ignore[arg-type]
        id="p1", score=0.5, kind="chunk", paper_id="2401.00001", payload={"text": "t"}
    )

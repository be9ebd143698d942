"""The graph's SQL tables on SQLite and on a real MariaDB server: writes, reads into
arrays, the foreign keys that delete a paper's graph with it, resumable builds of what
is missing, the builders' claim, and the snapshot file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("scipy", reason="needs the graph extra (scipy)")

import sqlalchemy as sa
from graph_helpers import FILMS, CapitalisedRuns, built_graph, paper
from search_helpers import HashingEmbedder
from tapyre_paper_search.graph.build import build_missing
from tapyre_paper_search.graph.builder import GraphBuilder
from tapyre_paper_search.graph.errors import GraphMismatchError
from tapyre_paper_search.graph.index import GraphIndex
from tapyre_paper_search.graph.loading import load_snapshot, read_parts, save_snapshot
from tapyre_paper_search.graph.store import GraphStore
from tapyre_paper_search.store.sql import SqlMetadataStore


@pytest.fixture(params=["sqlite", "mariadb"])
def metadata(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[SqlMetadataStore]:
    if request.param == "sqlite":
        with SqlMetadataStore(f"sqlite:///{tmp_path / 'papers.sqlite3'}") as store:
            yield store
        return
    url = request.getfixturevalue("mariadb_url")
    with SqlMetadataStore(url) as store:
        yield store


def test_a_batch_is_written_and_read_back_as_arrays(metadata: SqlMetadataStore) -> None:
    dense = HashingEmbedder()
    store = built_graph(metadata, dense)
    counts = store.counts()
    assert (counts.papers, counts.passages) == (4, 5)
    parts = read_parts(store, dense.dimension)
    index = GraphIndex(parts)
    assert index.passages == 5 and index.sentences == counts.sentences
    assert index.entities == counts.entities
    keys = set(parts.entity_keys)
    assert {"vladimir gardin", "nest of noblemen", "moscow", "tver"} <= keys
    # the second chunk of Gardin's paper: its sentences, their spans into the chunk's text
    row = index.passage_rows([("person-gardin", 1)])[0]
    assert row is not None
    chunk = FILMS[1].chunks[1].text
    spans = parts.sentence_spans[parts.sentence_passage == row].tolist()
    assert [chunk[s:e] for s, e in spans] == [
        "In 1919 Vladimir Gardin founded the film school in Moscow.",
        "He taught there.",
    ]
    # the film's sentence names the director: a mention edge between them
    gardin = parts.entity_keys.index("vladimir gardin")
    film_row = index.passage_rows([("film-nest", 0)])[0]
    assert index.passage_tf[film_row, gardin] == 1
    assert index.adjacency[index.passage_rows([("person-gardin", 0)])[0], row] == 1
    # vectors come back as the embedder made them (int8 codes)
    first = int(np.flatnonzero(parts.sentence_passage == film_row)[0])
    start, end = parts.sentence_spans[first]
    text = FILMS[0].chunks[0].text[start:end]
    vector = dense.embed_passages([text])[0]
    decoded = parts.sentence_codes[first].astype(np.float32) * parts.sentence_scales[first]
    assert float(decoded @ vector) > 0.99


def test_every_write_moves_the_version(metadata: SqlMetadataStore) -> None:
    store = built_graph(metadata, HashingEmbedder(), FILMS[:1])
    before = store.version()
    builder = GraphBuilder(store, CapitalisedRuns(), HashingEmbedder())
    metadata.save_paper(FILMS[3], chunker_version="test")
    from tapyre_paper_search.graph.builder import PaperText

    builder.add([PaperText.of(FILMS[3])])
    assert store.version() > before


def test_deleting_a_paper_deletes_its_graph_and_unused_entities_go(
    metadata: SqlMetadataStore,
) -> None:
    store = built_graph(metadata, HashingEmbedder())
    assert metadata.delete_paper("city-tver")
    counts = store.counts()
    assert counts.papers == 3 and counts.passages == 4
    with metadata.engine.connect() as conn:
        orphans = conn.execute(
            sa.text(
                "SELECT COUNT(*) FROM graph_sentences s LEFT JOIN graph_passages p "
                "ON p.paper_id = s.paper_id AND p.chunk_index = s.chunk_index "
                "WHERE p.paper_id IS NULL"
            )
        ).scalar()
    assert orphans == 0
    # "volga" was only in the deleted paper; "tver" is still named by Gardin's
    assert store.remove_unused_entities() >= 1
    keys = set(read_parts(store, HashingEmbedder().dimension).entity_keys)
    assert "volga" not in keys and "tver" in keys


def test_a_paper_saved_again_leaves_the_graph_and_is_built_again(
    metadata: SqlMetadataStore,
) -> None:
    dense = HashingEmbedder()
    store = built_graph(metadata, dense)
    assert store.missing_papers() == []
    changed = paper("city-tver", "Tver", "Tver lies on the Volga and the Tvertsa.")
    metadata.save_paper(changed, chunker_version="test")
    assert store.missing_papers() == ["city-tver"]
    assert store.count_missing_papers() == 1
    stats = build_missing(GraphBuilder(store, CapitalisedRuns(), dense), metadata)
    assert stats.papers == 1 and store.missing_papers() == []
    assert "tvertsa" in read_parts(store, dense.dimension).entity_keys


def test_a_build_resumes_with_the_papers_still_missing(metadata: SqlMetadataStore) -> None:
    dense = HashingEmbedder()
    for record in FILMS:
        metadata.save_paper(record, chunker_version="test")
    store = GraphStore(metadata.engine)
    builder = GraphBuilder(store, CapitalisedRuns(), dense)

    class StopBuildError(Exception):
        pass

    calls = []

    def stop_after_first(stats: object) -> None:
        calls.append(stats)
        raise StopBuildError

    with pytest.raises(StopBuildError):
        build_missing(builder, metadata, batch_papers=2, progress=stop_after_first)
    assert store.count_missing_papers() == 2
    resumed = build_missing(builder, metadata, batch_papers=2)
    assert resumed.papers == 2
    assert store.counts().papers == 4


def test_a_graph_built_with_another_embedder_is_refused(metadata: SqlMetadataStore) -> None:
    store = built_graph(metadata, HashingEmbedder())

    class Other(HashingEmbedder):
        @property
        def name(self) -> str:
            return "other-embedder"

    builder = GraphBuilder(store, CapitalisedRuns(), Other())
    with pytest.raises(GraphMismatchError, match="other-embedder") as caught:
        builder.claim()
    assert "--rebuild" in (caught.value.hint or "")
    store.clear()
    builder.claim()  # an empty graph takes any builders
    assert store.counts().passages == 0


def test_the_snapshot_round_trips_and_a_broken_one_is_ignored(
    metadata: SqlMetadataStore, tmp_path: Path
) -> None:
    store = built_graph(metadata, HashingEmbedder())
    parts = read_parts(store, HashingEmbedder().dimension)
    path = tmp_path / "graph" / "index"
    save_snapshot(path, parts)
    save_snapshot(path, parts)  # replacing one
    loaded = load_snapshot(path)
    assert loaded is not None
    assert loaded.version == parts.version and loaded.entity_keys == parts.entity_keys
    assert loaded.paper_ids == parts.paper_ids
    assert np.array_equal(loaded.sentence_codes, parts.sentence_codes)
    assert np.array_equal(loaded.mention_entity, parts.mention_entity)
    assert isinstance(loaded.sentence_codes, np.memmap)  # mapped, not read
    (path / "manifest.json").write_text("not a snapshot", encoding="utf-8")
    assert load_snapshot(path) is None
    assert load_snapshot(tmp_path / "absent") is None

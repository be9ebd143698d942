"""Hybrid fusion that knows languages: the DBSF computed here is Qdrant's own, a
lexical hit in another language than the query's counts
``CROSS_LANGUAGE_LEXICAL_WEIGHT``, and same-language searches are fused exactly
as Qdrant fuses them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from language_records import RECORDS as TWO_LANGUAGES
from language_records import ingested
from search_helpers import opened_collection, sample_papers
from tapyre_paper_search.records import Hit, VectorQuery
from tapyre_paper_search.search import SearchOptions
from tapyre_paper_search.search.cross_language import (
    CROSS_LANGUAGE_LEXICAL_WEIGHT,
    fuse_hybrid,
    lexical_weights,
)
from tapyre_paper_search.search.fusion import dbsf, ranked
from tapyre_paper_search.search.service import SearchService
from tapyre_paper_search.store._base import QdrantStoreBase
from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
from tapyre_paper_search.store.qdrant_remote import RemoteVectorStore
from tapyre_paper_search.testing.contracts.samples import SPEC, paper, sparse, unit
from tapyre_paper_search.testing.contracts.samples import points as paper_points


def hit(key: str, score: float, language: str = "") -> Hit:
    return Hit(key, score, "paper", key, {"paper_id": key, "language": language})


@pytest.fixture(params=["edge", "client"])
def random_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[QdrantStoreBase]:
    store: QdrantStoreBase
    if request.param == "edge":
        store = EdgeVectorStore(tmp_path / "qdrant", "papers")
    else:
        store = RemoteVectorStore(location=":memory:", collection="papers")
    store.ensure_collection(SPEC)
    for i in range(30):
        record = paper(i)
        store.replace_paper(record.metadata.paper_id, paper_points(record, seed=i))
    yield store
    store.close()


def test_dbsf_here_is_qdrants_dbsf(random_store: QdrantStoreBase) -> None:
    # Sample standard deviation, no clipping: fusing the two sides here must give
    # Qdrant's own hybrid ranking and scores, or same-language search would change.
    rng = np.random.default_rng(11)
    for _ in range(10):
        d, sp = unit(rng), sparse(rng, 8)
        fused_there = random_store.query(
            VectorQuery(dense=d, sparse=sp, limit=20, fusion="dbsf", prefetch_limit=20)
        )
        dense_side = random_store.query(VectorQuery(dense=d, limit=20))
        lexical_side = random_store.query(VectorQuery(sparse=sp, limit=20))
        fused_here = ranked(
            dbsf([[(h.id, h.score) for h in dense_side], [(h.id, h.score) for h in lexical_side]])
        )[:20]
        assert [h.id for h in fused_there] == [key for key, _ in fused_here]
        assert [h.score for h in fused_there] == pytest.approx([s for _, s in fused_here], 1e-4)


def test_dbsf_weights_per_list_and_per_id() -> None:
    lists = [[("a", 3.0), ("b", 2.0), ("c", 1.0)], [("c", 2.0), ("a", 1.0)]]
    plain = dbsf(lists)
    assert dbsf(lists, [1.0, 1.0]) == plain
    halved = dbsf(lists, [1.0, 0.5])
    only_c = dbsf(lists, [1.0, {"c": 0.5}])
    first = dbsf(lists[:1])
    assert halved["c"] - first["c"] == pytest.approx((plain["c"] - first["c"]) / 2)
    assert only_c["c"] == halved["c"]
    assert only_c["a"] == plain["a"]  # an id the mapping does not name weighs 1
    with pytest.raises(ValueError, match="2 lists to fuse but 1 weights"):
        dbsf(lists, [1.0])


def test_lexical_hits_in_another_language_weigh_less() -> None:
    lexical = [hit("en", 9.0, "en"), hit("de", 5.0, "de"), hit("old", 4.0, "")]
    assert lexical_weights(lexical, ("de",)) == {
        "en": CROSS_LANGUAGE_LEXICAL_WEIGHT,
        "de": 1.0,
        "old": 1.0,  # a passage stored before languages were: weighed as before
    }
    assert set(lexical_weights(lexical, ("de", "en")).values()) == {1.0}


def test_a_weak_cross_language_match_no_longer_outranks_the_dense_side() -> None:
    # The dense side prefers "a"; the German query's one lexical match is the
    # English "b".  Weighed fully (Qdrant's DBSF), it wins; weighed less, "a" does.
    dense = [hit("a", 0.90, "en"), hit("b", 0.60, "en"), hit("c", 0.55, "en"), hit("d", 0.1)]
    lexical = [hit("b", 4.0, "en"), hit("c", 1.0, "en"), hit("e", 0.5, "en")]
    assert fuse_hybrid(dense, lexical, ("de",), limit=5, across=1.0)[0].id == "b"
    fused = fuse_hybrid(dense, lexical, ("de",), limit=5, across=0.0)
    assert [h.id for h in fused] == ["a", "b", "c", "d", "e"]  # the dense order
    assert [h.score for h in fused] == sorted((h.score for h in fused), reverse=True)
    assert fuse_hybrid(dense, lexical, ("en",), limit=5, across=0.0)[0].id == "b"
    assert len(fuse_hybrid(dense, lexical, ("de",), limit=2)) == 2


@pytest.fixture(scope="module")
def english_collection(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator:
    papers = sample_papers(shared_data)
    with opened_collection(tmp_path_factory.mktemp("collection"), papers) as built:
        yield built


@pytest.mark.parametrize("level", ["chunk", "paper"])
def test_english_queries_over_english_papers_are_fused_as_qdrant_fuses(
    english_collection: tuple, level: str
) -> None:
    store, metadata, dense, sparse_embedder = english_collection
    service = SearchService(vectors=store, metadata=metadata, dense=dense, sparse=sparse_embedder)
    for text in ("prompt diphoton production at the Tevatron", "graph colouring of planar maps"):
        options = SearchOptions(k=10, level=level, passages_per_paper=1)  # type: ignore[arg-type]
        found = service.search(text, options)
        request = VectorQuery(
            dense=dense.embed_queries([text])[0],
            sparse=sparse_embedder.embed_queries([text])[0],
            kind=level,  # type: ignore[arg-type]
            limit=options.candidate_limit(),
            prefetch_limit=options.candidate_limit(),
            fusion="dbsf",
        )
        groups = store.query_groups(replace_limit(request, 10), group_size=1)
        assert [p.paper_id for p in found.papers] == [g.paper_id for g in groups]
        assert [p.score for p in found.papers] == pytest.approx([g.score for g in groups], 1e-4)


def replace_limit(request: VectorQuery, limit: int) -> VectorQuery:
    from dataclasses import replace

    return replace(request, limit=limit)


RECORDS = [
    *TWO_LANGUAGES,
    {
        "id": "en2",
        "title": "Sleep and the consolidation of memory",
        "abstract": "Slow-wave sleep strengthens declarative memories learnt the day before.",
    },
]


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Iterator:
    pipeline = ingested(tmp_path_factory.mktemp("mixed"), RECORDS)
    yield pipeline
    pipeline.vectors.close()
    pipeline.metadata.close()


def test_paper_points_carry_the_language_of_title_and_abstract(mixed) -> None:  # type: ignore[no-untyped-def]
    points, _ = mixed.vectors.scroll_points()
    papers = mixed.vectors.retrieve([p.id for p in points if p.kind == "paper"])
    found = {p.payload["paper_id"].rsplit(":", 1)[-1]: p.payload["language"] for p in papers}
    assert found == {"de1": "de", "en1": "en", "en2": "en"}


@pytest.mark.parametrize("level", ["chunk", "paper"])
def test_a_german_query_weighs_its_lexical_matches_in_english_papers_less(  # type: ignore[no-untyped-def]
    mixed, level: str
) -> None:
    # "Temperaturen" stems to the English papers' "temperatur" too: a lexical match
    # across languages.  The English paper scores less than Qdrant's unweighted
    # fusion gives it; the German paper, matched in its own language, the same.
    service = SearchService(
        vectors=mixed.vectors, metadata=mixed.metadata, dense=mixed.dense, sparse=mixed.sparse
    )
    text = "Senken Straßenbäume die Temperaturen?"
    options = SearchOptions(k=3, level=level, passages_per_paper=1)  # type: ignore[arg-type]
    weighted = {
        p.paper_id.rsplit(":", 1)[-1]: p.score for p in service.search(text, options).papers
    }
    request = VectorQuery(
        dense=mixed.dense.embed_queries([text])[0],
        sparse=mixed.sparse.embed_queries([text])[0],
        kind=level,  # type: ignore[arg-type]
        limit=options.candidate_limit(),
        prefetch_limit=options.candidate_limit(),
        fusion="dbsf",
    )
    plain = {
        g.paper_id.rsplit(":", 1)[-1]: g.score
        for g in mixed.vectors.query_groups(replace_limit(request, 3), group_size=1)
    }
    assert weighted["de1"] == pytest.approx(plain["de1"], 1e-4)
    assert weighted["en1"] < plain["en1"] - 1e-3


def test_explained_shares_add_up_for_a_german_query(mixed) -> None:  # type: ignore[no-untyped-def]
    # The explanation weighs the English papers' lexical share as the search did.
    from tapyre_paper_search.search.explain import explain

    service = SearchService(
        vectors=mixed.vectors, metadata=mixed.metadata, dense=mixed.dense, sparse=mixed.sparse
    )
    options = SearchOptions(k=3, level="paper", passages_per_paper=1)
    explained = explain(service, "Senken Straßenbäume die Temperaturen?", options)
    english = [p for p in explained.passages if p.paper_id.endswith("en1")]
    assert english and explained.fusion == "dbsf"
    for passage in explained.passages:
        assert sum(s.share for s in passage.signals) == pytest.approx(passage.score, rel=1e-4)

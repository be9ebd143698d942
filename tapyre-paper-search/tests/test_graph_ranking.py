"""Graph retrieval on a small hand-built graph: the index's matrices, Personalized
PageRank against its closed form, bridging, linking and the ranking (pure NumPy /
SciPy; the search over real stores is in test_graph_search.py)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

pytest.importorskip("scipy", reason="needs the graph extra (scipy)")

import scipy.sparse as sp
from tapyre_paper_search.graph.bridging import Activation, bridge
from tapyre_paper_search.graph.extractors import Mention
from tapyre_paper_search.graph.index import GraphIndex, GraphParts
from tapyre_paper_search.graph.linking import link
from tapyre_paper_search.graph.ordering import cover, entity_shares
from tapyre_paper_search.graph.pagerank import (
    Transition,
    personalized_pagerank,
    pushed_pagerank,
)
from tapyre_paper_search.graph.params import RankingParams
from tapyre_paper_search.graph.ranking import rank
from tapyre_paper_search.graph.vectors import cosines, dequantize, quantize, unit

DIM = 8


def axis(*weights: float) -> np.ndarray:
    vector = np.zeros(DIM, dtype=np.float32)
    vector[: len(weights)] = weights
    return vector


# Passages (paper, chunk) and their sentences, each with its entities and a vector.
# Axis 0 is "who directed", axis 1 "where born", axis 2 "music", axis 3 noise.
FILM, DIRECTOR, COMPOSER, OTHER_FILM, DIRECTOR_2 = range(5)
PASSAGES = [("film", 0), ("dir", 0), ("comp", 0), ("film2", 0), ("dir", 1)]
SENTENCES = [
    # passage, entities, vector
    (FILM, ["film"], axis(0.2, 0.0, 0.0, 1.0)),  # its title line
    (FILM, ["film", "ann director"], axis(1.0, 0.3, 0.0, 0.2)),
    (FILM, ["film", "bob composer"], axis(0.2, 0.1, 1.0, 0.2)),
    (DIRECTOR, ["ann director", "paris"], axis(0.3, 1.0, 0.0, 0.1)),
    (COMPOSER, ["bob composer", "paris"], axis(0.0, 0.6, 1.0, 0.1)),
    (OTHER_FILM, ["other film", "paris"], axis(0.1, 0.2, 0.0, 1.0)),
    (DIRECTOR_2, ["ann director"], axis(0.0, 0.9, 0.0, 0.3)),
]
ENTITIES = ["film", "ann director", "bob composer", "paris", "other film"]


def make_index() -> GraphIndex:
    papers = sorted({p for p, _ in PASSAGES})
    codes, scales = quantize(np.stack([v for _, _, v in SENTENCES]))
    entity_codes, entity_scales = quantize(
        np.stack([axis(*np.eye(DIM)[i][:DIM]) + 0.01 for i in range(len(ENTITIES))])
    )
    rows = [(s, ENTITIES.index(e)) for s, (_, names, _) in enumerate(SENTENCES) for e in names]
    parts = GraphParts(
        paper_ids=papers,
        passage_paper=np.array([papers.index(p) for p, _ in PASSAGES], dtype=np.int32),
        passage_chunk=np.array([c for _, c in PASSAGES], dtype=np.int32),
        sentence_passage=np.array([p for p, _, _ in SENTENCES], dtype=np.int32),
        sentence_spans=np.zeros((len(SENTENCES), 2), dtype=np.int32),
        sentence_codes=codes,
        sentence_scales=scales,
        entity_keys=list(ENTITIES),
        entity_names=[e.title() for e in ENTITIES],
        entity_codes=entity_codes,
        entity_scales=entity_scales,
        mention_sentence=np.array([s for s, _ in rows], dtype=np.int32),
        mention_entity=np.array([e for _, e in rows], dtype=np.int32),
        mention_count=np.ones(len(rows), dtype=np.float32),
        version="1",
    )
    return GraphIndex(parts)


def bridge_from(
    index: GraphIndex,
    question: np.ndarray,
    seed: int,
    *,
    threshold: float,
    hops: int = 1,
    sentences_per_entity: int = 1,
    max_sentences: int = 100,
    **options: Any,
) -> Activation:
    """:func:`bridge` from one seed entity of weight 1; a test names what its scenario sets."""
    return bridge(
        index,
        question,
        {seed: 1.0},
        hops=hops,
        threshold=threshold,
        sentences_per_entity=sentences_per_entity,
        max_sentences=max_sentences,
        **options,
    )


def test_vectors_survive_int8_codes_within_a_hundredth() -> None:
    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(50, 384)).astype(np.float32)
    codes, scales = quantize(vectors)
    exact = unit(vectors) @ unit(vectors[:1])[0]
    approx = cosines(unit(vectors[:1])[0], codes, scales)
    assert np.abs(exact - approx).max() < 0.01
    assert np.allclose(np.linalg.norm(dequantize(codes, scales), axis=1), 1.0, atol=0.01)


def test_index_derives_tf_idf_weights_and_adjacency_within_a_paper() -> None:
    index = make_index()
    assert (index.passages, index.sentences, index.entities) == (5, 7, 5)
    paris = ENTITIES.index("paris")
    film = ENTITIES.index("film")
    assert index.df[paris] == 3 and index.df[film] == 1
    # the film's title entity is in its three sentences: tf 3
    assert index.passage_tf[FILM, film] == 3
    weight = index.passage_entity[FILM, film]
    assert weight == pytest.approx(np.log1p(3) * (np.log(6 / 2) + 1), rel=1e-5)
    assert index.idf[paris] < index.idf[film]
    # the two chunks of "dir" are adjacent; nothing else is
    assert index.adjacency.nnz == 2
    assert index.adjacency[DIRECTOR, DIRECTOR_2] == 1
    assert index.passage_rows([("dir", 1), ("nope", 0)]) == [DIRECTOR_2, None]


def test_pagerank_matches_its_closed_form() -> None:
    rng = np.random.default_rng(3)
    dense = rng.random((12, 12)) * (rng.random((12, 12)) < 0.4)
    matrix = sp.csr_matrix(dense + dense.T)
    reset = rng.random(12)
    scores = personalized_pagerank(Transition.of(matrix), reset, damping=0.6, tolerance=1e-12)
    degree = np.asarray(matrix.sum(axis=1)).ravel()
    transition = matrix.toarray() / np.where(degree == 0, 1, degree)[:, None]
    start = reset / reset.sum()
    dangling = np.where(degree == 0, 1.0, 0.0)
    # x = (1 - d) r + d (Tᵀ x + (dangling · x) r)
    system = np.eye(12) - 0.6 * (transition.T + np.outer(start, dangling))
    expected = np.linalg.solve(system, 0.4 * start)
    assert np.allclose(scores, expected, atol=1e-9)
    assert scores.sum() == pytest.approx(1.0)


def test_pushing_gives_power_iteration_s_scores_touching_only_where_the_mass_goes() -> None:
    rng = np.random.default_rng(11)
    dense = rng.random((300, 300)) * (rng.random((300, 300)) < 0.02)
    dense[5, :] = dense[:, 5] = 0  # a dangling node: its walkers go back to the start
    matrix = sp.csr_matrix(dense + dense.T)
    walk = Transition.of(matrix)
    reset = np.zeros(300)
    reset[[1, 5, 40]] = [0.5, 0.2, 0.3]
    exact = personalized_pagerank(walk, reset, damping=0.7, tolerance=1e-12)
    nodes = np.flatnonzero(reset)
    reached, scores = pushed_pagerank(walk, nodes, reset[nodes], damping=0.7, epsilon=1e-11)
    pushed = np.zeros(300)
    pushed[reached] = scores
    assert np.abs(exact - pushed).sum() < 1e-5
    reached, scores = pushed_pagerank(walk, nodes, reset[nodes], damping=0.7, epsilon=1e-4)
    rough = np.zeros(300)
    rough[reached] = scores
    assert list(np.argsort(-rough)[:10]) == list(np.argsort(-exact)[:10])
    # a part of the graph that no mass reaches is not touched at all
    isolated = sp.block_diag([matrix, sp.csr_matrix(np.ones((3, 3)))]).tocsr()
    reached, _ = pushed_pagerank(Transition.of(isolated), nodes, reset[nodes], damping=0.7)
    assert reached.max() < 300


def test_bridging_follows_the_sentence_most_like_the_question() -> None:
    index = make_index()
    who_directed = unit(axis(1.0, 0.5, 0.0, 0.0))[0]
    film = ENTITIES.index("film")
    activation = bridge_from(index, who_directed, film, threshold=0.6)
    director = ENTITIES.index("ann director")
    assert activation.tiers == {film: 1, director: 2}
    (step,) = activation.steps
    assert (step.source, step.entity, step.sentence) == (film, director, 1)
    assert activation.weights[director] == pytest.approx(
        float(
            cosines(
                who_directed, index.parts.sentence_codes[[1]], index.parts.sentence_scales[[1]]
            )[0]
        )
    )


def test_bridging_passes_over_title_lines_and_entities_with_too_many_sentences() -> None:
    index = make_index()
    title_like = unit(axis(0.2, 0.0, 0.0, 1.0))[0]  # most like the title line
    film = ENTITIES.index("film")
    activation = bridge_from(index, title_like, film, threshold=0.0)
    assert activation.steps and activation.steps[0].sentence != 0
    paris = ENTITIES.index("paris")
    stuck = bridge_from(
        index, title_like, paris, threshold=0.0, hops=2, sentences_per_entity=5, max_sentences=2
    )
    assert stuck.steps == []


def test_ranking_finds_the_second_hop_above_a_passage_sharing_the_first() -> None:
    index = make_index()
    question = unit(axis(1.0, 0.8, 0.0, 0.0))[0]  # "where was the director of The Film born"
    film = ENTITIES.index("film")
    seeds = link(
        index, "Where was the director of The Film born?", [], _no_embedding, threshold=0.9
    )
    assert [s.entity for s in seeds] == [film]
    ranking = rank(index, question, seeds, {FILM: 0.5, OTHER_FILM: 0.4}, {}, params=RankingParams())
    order = ranking.passages.tolist()
    assert order[0] == FILM
    assert order.index(DIRECTOR) < order.index(COMPOSER) < order.index(OTHER_FILM)


def test_ranking_without_seeds_falls_back_to_dense_and_lexical_scores() -> None:
    index = make_index()
    ranking = rank(
        index,
        unit(axis(0, 0, 0, 1))[0],
        [],
        {OTHER_FILM: 0.9, FILM: 0.1},
        {COMPOSER: 3.0},
        params=RankingParams(),
    )
    assert ranking.passages.tolist()[:2] == [OTHER_FILM, COMPOSER]


def test_the_head_covers_each_named_entity_then_the_entities_not_yet_covered() -> None:
    index = make_index()
    film, other, ann, bob = (
        ENTITIES.index(e) for e in ("film", "other film", "ann director", "bob composer")
    )
    shares = entity_shares(index, np.array([FILM, DIRECTOR, COMPOSER]), np.array([film, ann]))
    np.testing.assert_allclose(shares, [[1.0, 1 / 3], [0.0, 1.0], [0.0, 0.0]])
    walk = np.array([FILM, DIRECTOR, DIRECTOR_2, COMPOSER, OTHER_FILM])
    scores = np.array([1.0, 0.9, 0.85, 0.5, 0.3])
    # the question names the film; bridging reached its director and its composer
    bridged = Activation({film: 1.0, ann: 0.8, bob: 0.8}, {film: 1, ann: 2, bob: 2})
    plain = RankingParams(lead=0, coverage=0.0)
    assert cover(index, walk, scores, bridged, plain)[0].tolist() == walk.tolist()
    # the composer's passage moves above a second passage about the director
    ranked, kept = cover(index, walk, scores, bridged, RankingParams(lead=0, coverage=1.0))
    assert ranked.tolist() == [FILM, DIRECTOR, COMPOSER, DIRECTOR_2, OTHER_FILM]
    assert kept.tolist() == scores.tolist()  # the scores still decrease down the list
    # a comparison names two films: both own passages open the list, the walk's
    # favourite (the director's) follows
    compared = Activation({film: 1.0, other: 0.9, ann: 0.8}, {film: 1, other: 1, ann: 2})
    walk = np.array([DIRECTOR, FILM, DIRECTOR_2, COMPOSER, OTHER_FILM])
    ranked, _ = cover(index, walk, scores, compared, RankingParams())
    assert ranked.tolist()[:3] == [FILM, OTHER_FILM, DIRECTOR]


def test_bridging_weighs_the_entity_next_to_the_question_s_relation_words() -> None:
    index = make_index()
    question = unit(axis(0.5, 0.0, 0.5, 0.0))[0]  # as like the director's as the composer's
    film, ann, bob = (ENTITIES.index(e) for e in ("film", "ann director", "bob composer"))

    def next_to_bob(sentences: np.ndarray, entities: np.ndarray) -> np.ndarray:
        return (entities == bob).astype(np.float64)

    plain = bridge_from(index, question, film, threshold=0.0, sentences_per_entity=5)
    related = bridge_from(
        index,
        question,
        film,
        threshold=0.0,
        sentences_per_entity=5,
        relate=next_to_bob,
        relation_gain=1.0,
    )
    assert related.weights[bob] == pytest.approx(2 * plain.weights[bob])
    assert related.weights[ann] == pytest.approx(plain.weights[ann])
    assert related.related == {bob} and plain.related == set()
    # the related entity's own passage follows the question's entity's
    walk = np.array([FILM, DIRECTOR, DIRECTOR_2, COMPOSER, OTHER_FILM])
    scores = np.array([1.0, 0.9, 0.85, 0.5, 0.3])
    led = RankingParams(coverage=0.0, bridge_lead=1)
    assert cover(index, walk, scores, related, led)[0].tolist()[:3] == [FILM, COMPOSER, DIRECTOR]
    # without a relation word, the walk's order stays
    assert cover(index, walk, scores, plain, led)[0].tolist() == walk.tolist()


def _no_embedding(texts: object) -> np.ndarray:
    raise AssertionError("names found by key need no embedding")


def test_linking_by_meaning_uses_the_threshold_and_skips_parts_of_longer_names() -> None:
    index = make_index()
    paris = ENTITIES.index("paris")

    def embed(texts: list[str]) -> np.ndarray:
        return np.stack([axis(*np.eye(DIM)[paris][:DIM]) + 0.01 for _ in texts])

    mentions = [Mention("Paname", "GPE", 0, 6), Mention("Film", "WORK_OF_ART", 20, 24)]
    seeds = link(index, "Paname or The Film", mentions, embed, threshold=0.95)
    assert {(s.entity, s.found_by) for s in seeds} == {
        (paris, "meaning"),
        (ENTITIES.index("film"), "name"),
    }
    strict = link(
        index, "Paname", [Mention("Paname", "GPE", 0, 6)], lambda t: -embed(t), threshold=0.5
    )
    assert strict == []

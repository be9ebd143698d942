"""What keeps a graph query's cost following what the question reads rather than
the graph's size (issue 23, 600k passages): linking by the postings of the
mention's words, sums that count or sort, and column selection through the
stored entries; each gives what the simple whole-graph form gives.  The wide
matrices here (2**40 entity columns) are ones any vector over all the entities
could not be allocated for."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

pytest.importorskip("scipy", reason="needs the graph extra (scipy)")

import scipy.sparse as sp
from tapyre_paper_search.graph import linking, ordering, ranking
from tapyre_paper_search.graph.extractors import Mention
from tapyre_paper_search.graph.linking import link
from tapyre_paper_search.graph.ordering import columns_of
from tapyre_paper_search.graph.params import RankingParams
from tapyre_paper_search.graph.ranking import rank, summed
from test_graph_ranking import DIM, ENTITIES, axis, make_index

WIDE = 2**40


def _postings(words: list[list[int]], width: int) -> sp.csr_matrix:
    rows = [w for w, entities in enumerate(words) for _ in entities]
    cols = [e for entities in words for e in entities]
    return sp.csr_matrix(
        (np.ones(len(rows), dtype=np.float32), (rows, cols)), shape=(len(words), width)
    )


def test_a_mention_s_candidates_are_its_words_entities_most_shared_first(monkeypatch) -> None:
    far = WIDE - 5  # an entity id no whole-graph vector could reach
    vocabulary = {"lothair": 0, "lotharingia": 1, "king": 2}
    words = [[7, 3, far], [3, far, 11], [3, 99]]
    index = SimpleNamespace(token_entities=(vocabulary, _postings(words, WIDE)))
    found = linking._candidates(index, "Lothair II of Lotharingia")  # type: ignore[arg-type]
    assert sorted(found.tolist()) == [3, 7, 11, far]
    assert linking._candidates(index, "Nobody Known").tolist() == []  # type: ignore[arg-type]
    monkeypatch.setattr(linking, "MAX_CANDIDATES", 2)
    capped = linking._candidates(index, "King Lothair of Lotharingia")  # type: ignore[arg-type]
    assert sorted(capped.tolist()) == [3, far]  # 3 holds all three words, far two


def test_linking_through_the_word_index_finds_what_comparing_with_all_finds(
    monkeypatch,
) -> None:
    index = make_index()

    def embed(texts: list[str]) -> np.ndarray:
        near = {"Director Ann": ENTITIES.index("ann director"), "Paris": ENTITIES.index("paris")}
        return np.stack([axis(*np.eye(DIM)[near[t]][:DIM]) + 0.01 for t in texts])

    mentions = [Mention("Director Ann", "PERSON", 0, 12), Mention("Paris", "GPE", 17, 22)]
    question = "Director Ann, in Paris?"
    every = link(index, question, mentions, embed, threshold=0.9)
    monkeypatch.setattr(linking, "BRUTE_FORCE_ENTITIES", 0)
    by_word = link(index, question, mentions, embed, threshold=0.9)
    assert by_word == every
    assert {s.entity for s in every} == {ENTITIES.index("ann director"), ENTITIES.index("paris")}


@pytest.mark.parametrize("count", [0, 3, 40, 4_000])
def test_sums_by_counting_and_by_sorting_agree_to_the_last_bit(count: int, monkeypatch) -> None:
    generator = np.random.default_rng(count)
    size = 1_000
    indices = generator.integers(0, size, count)
    values = generator.random(count)
    monkeypatch.setattr(ranking, "SORT_FACTOR", 0)  # always count
    counted = summed(indices, values, size)
    monkeypatch.setattr(ranking, "SORT_FACTOR", 10**9)  # always sort
    distinct, total = summed(indices, values, size)
    assert np.array_equal(counted[0], distinct) and np.array_equal(counted[1], total)
    assert distinct.tolist() == sorted(set(indices.tolist()))
    expected = {int(i): 0.0 for i in distinct}
    for i, v in zip(indices.tolist(), values.tolist(), strict=True):
        expected[i] += v
    assert total.tolist() == [expected[i] for i in distinct.tolist()]


def test_the_ranking_is_the_same_whether_sums_count_or_sort(monkeypatch) -> None:
    index = make_index()
    seeds = link(index, "Film", [], lambda t: np.zeros((len(t), DIM)), threshold=0.9)
    question = axis(0.3, 1.0, 0.0, 0.1)
    question = question / np.linalg.norm(question)
    ranked = []
    for factor in (0, 10**9):
        monkeypatch.setattr(ranking, "SORT_FACTOR", factor)
        result = rank(index, question, seeds, {1: 0.5, 3: 0.2}, {0: 2.0}, params=RankingParams())
        ranked.append((result.passages.tolist(), result.scores.tolist()))
    assert ranked[0] == ranked[1] and len(ranked[0][0]) >= 3


def test_columns_are_selected_through_the_stored_entries(monkeypatch) -> None:
    monkeypatch.setattr(ordering, "SCIPY_COLUMNS", 0)
    matrix = sp.random(30, 200, density=0.1, format="csr", random_state=3, dtype=np.float32)
    generator = np.random.default_rng(3)
    for entities in (
        np.array([5, 17, 150]),
        np.array([150, 5, 5, 199]),  # unsorted, repeated
        np.zeros(0, dtype=np.int64),
        generator.integers(0, 200, 50),
    ):
        selected = columns_of(matrix, entities)
        assert selected.dtype == matrix.dtype
        assert np.array_equal(selected.toarray(), matrix[:, entities].toarray())
    far = WIDE - 1
    wide = _postings([[2, far], [far], [9]], WIDE)
    picked = columns_of(wide, np.array([far, 9, 4]))
    assert picked.toarray().tolist() == [[1, 0, 0], [1, 0, 0], [0, 1, 0]]

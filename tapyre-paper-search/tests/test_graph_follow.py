"""Following the lead: the place after the question's entity's own passage goes to the
passage whose subject that passage names, in a real collection (SQLite and Qdrant
Edge).  "Conn Dara's father" is written "a son of Brel Tarn" in his passage: no word
of the question marks the relative, and the son's passage, which names Conn Dara
and the question's words, is what the walk and coverage place second."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("scipy", reason="needs the graph extra (scipy)")

from graph_helpers import collection_retriever, titled_collection
from tapyre_paper_search.graph.ordering import named_subjects
from tapyre_paper_search.graph.params import RankingParams

TEXTS = {
    "Conn Dara": "The king Conn Dara ruled Holm. He was a son of Brel Tarn. "
    "In 560 Conn Dara fought at Skarn.",
    "Brel Tarn": "The lord Brel Tarn ruled the coast. In 538 Brel Tarn built a hall at Vettir.",
    "Ivo Marr": "The king Ivo Marr ruled Holm. His father Conn Dara died at Skarn. "
    "In youth Ivo Marr was the son of Conn Dara and he died young.",
    "Tam Orr": "The priest Tam Orr lived in Holm. In Holm the priest Tam Orr wrote of "
    "Conn Dara and when he died.",
}
"""Names are not a sentence's first word: the test extractor skips those."""
QUESTION = "When did Conn Dara's father die?"


@pytest.fixture()
def kingdom(tmp_path: Path) -> Iterator[tuple[Any, ...]]:
    yield from titled_collection(tmp_path, TEXTS)


def test_the_relative_the_lead_passage_names_comes_second(kingdom: tuple[Any, ...]) -> None:
    found = [g.paper_id for g in collection_retriever(kingdom).search(QUESTION, k=4).groups]
    assert found[:2] == ["conn", "brel"], found
    # the control: without following the lead, the son's passage (it names Conn
    # Dara, "father" and "died") is second and the father's is not in the top 2
    before = [
        g.paper_id
        for g in collection_retriever(kingdom, follow_lead=False).search(QUESTION, k=4).groups
    ]
    assert before[0] == "conn" and "brel" not in before[:2], before


def test_a_passage_s_subject_is_its_most_specific_entity(kingdom: tuple[Any, ...]) -> None:
    index = collection_retriever(kingdom).index(wait=True)
    rows = {index.passage_key(p)[0]: p for p in range(index.passages)}
    passages = np.array([rows[k] for k in ("conn", "brel", "ivo", "tam")], dtype=np.int64)
    subjects = named_subjects(index, passages, [0], RankingParams().min_share)
    # Conn Dara's passage names Brel Tarn (and itself), not Ivo Marr or Tam Orr; every
    # sentence of Tam Orr's passage names Holm too, which Conn Dara's passage names,
    # but Holm is not what that passage is about: fewer passages name Tam Orr
    assert subjects.tolist() == [True, True, False, False]

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

from graph_helpers import (
    CapitalisedRuns,
    collection_retriever,
    paper,
    titled_collection,
    wiki_collection,
)
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


def _hops(collection: tuple[Any, ...], papers: list[str], **lead: Any) -> list[bool]:
    """``named_subjects`` over the first chunks of ``papers``, the first one the lead."""
    index = collection_retriever(collection).index(wait=True)
    rows = {index.passage_key(p): p for p in range(index.passages)}
    passages = np.array([rows[(k, 0)] for k in papers], dtype=np.int64)
    found = named_subjects(index, passages, lead.get("lead", [0]), RankingParams().min_share)
    return [bool(x) for x in found]


def test_a_passage_s_subject_is_its_most_specific_entity(kingdom: tuple[Any, ...]) -> None:
    # Conn Dara's passage names Brel Tarn (and itself, but the lead's own paper is no
    # hop), not Ivo Marr or Tam Orr; every sentence of Tam Orr's passage names Holm
    # too, which Conn Dara's passage names, but Holm is not what that passage is
    # about: other papers name Holm, none but the lead's names Tam Orr
    assert _hops(kingdom, ["conn", "brel", "ivo", "tam"]) == [False, True, False, False]
    # an empty lead names nothing: no passage is a hop
    assert _hops(kingdom, ["conn", "brel", "ivo", "tam"], lead=[]) == [False] * 4


@pytest.fixture()
def walled(tmp_path: Path) -> Iterator[tuple[Any, ...]]:
    """The kingdom where the father's passage names his seat, Vettir, in every
    sentence, and no other passage names it."""
    texts = dict(TEXTS)
    texts["Brel Tarn"] = "The lord Brel Tarn ruled Vettir. In 538 Brel Tarn built a hall at Vettir."
    yield from titled_collection(tmp_path, texts)


def test_a_place_only_the_relative_s_passage_names_does_not_hide_its_title(
    walled: tuple[Any, ...],
) -> None:
    # Vettir is as specific as Brel Tarn once the lead's naming of Brel Tarn is not
    # counted against him (one paper each); of the two, the title the lead names
    # is the subject, so the father is still the hop and comes second
    assert _hops(walled, ["conn", "brel", "ivo", "tam"]) == [False, True, False, False]
    found = [g.paper_id for g in collection_retriever(walled).search(QUESTION, k=4).groups]
    assert found[:2] == ["conn", "brel"], found


@pytest.fixture()
def chunked(tmp_path: Path) -> Iterator[tuple[Any, ...]]:
    """The kingdom where Conn Dara's paper has a second chunk, about him too, and a
    saga, another paper titled Conn Dara."""
    records = [paper(t.split()[0].lower(), t, text) for t, text in TEXTS.items()]
    records[0] = paper(
        "conn",
        "Conn Dara",
        TEXTS["Conn Dara"],
        "Later the king Conn Dara built a fort. In 570 Conn Dara gave a feast at Holm.",
    )
    saga = "The saga tells of Conn Dara. A giant was Conn Dara."
    records.append(paper("saga", "Conn Dara", saga))
    parts = wiki_collection(tmp_path, records, CapitalisedRuns())
    yield parts
    parts[0].close()
    parts[1].close()


def test_the_hop_leaves_the_lead_s_paper(chunked: tuple[Any, ...]) -> None:
    # every chunk of Conn Dara's paper is about him, and the lead names him; the
    # next chunk of the lead's paper is still no hop, the father's passage is
    index = collection_retriever(chunked).index(wait=True)
    rows = {index.passage_key(p): p for p in range(index.passages)}
    keys = [("conn", 0), ("conn", 1), ("brel", 0), ("ivo", 0), ("saga", 0)]
    passages = np.array([rows[k] for k in keys], dtype=np.int64)
    min_share = RankingParams().min_share
    assert named_subjects(index, passages, [0], min_share).tolist()[:4] == [
        False,
        False,
        True,
        False,
    ]
    # the saga is about the question's own entity: a hop only while it is not asked
    asked = np.array([index.key_rows["conn dara"]], dtype=np.int64)
    assert named_subjects(index, passages, [0], min_share)[4]
    assert not named_subjects(index, passages, [0], min_share, asked)[4]
    found = [g.paper_id for g in collection_retriever(chunked).search(QUESTION, k=4).groups]
    assert found[:2] == ["conn", "brel"], found


def test_without_a_hop_the_place_goes_to_coverage(kingdom: tuple[Any, ...]) -> None:
    # Brel Tarn's passage names no other passage's subject: following the lead
    # finds no hop and the ranking is the one without it
    question = "When did Brel Tarn build the hall at Vettir?"
    assert _hops(kingdom, ["brel", "conn", "ivo", "tam"]) == [False] * 4
    found = [g.paper_id for g in collection_retriever(kingdom).search(question, k=4).groups]
    before = collection_retriever(kingdom, follow_lead=False).search(question, k=4).groups
    assert found[0] == "brel" and found == [g.paper_id for g in before], found

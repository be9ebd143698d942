"""Aliases: a relative named in a longer form ("King Ann Vale of Northmark") meets the
passage titled with the short form ("Ann Vale"), in a real collection (SQLite and
Qdrant Edge); the aliases follow papers added and deleted, and the snapshot keeps them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("scipy", reason="needs the graph extra (scipy)")

from graph_helpers import CapitalisedRuns, collection_retriever, paper, titled_collection
from tapyre_paper_search.graph import loading
from tapyre_paper_search.graph.aliases import AliasParams, find_aliases, heads
from tapyre_paper_search.graph.builder import GraphBuilder, PaperText
from tapyre_paper_search.graph.params import RankingParams


def aliases_of(keys: list[str], head_keys: set[str], **params: Any) -> set[tuple[str, ...]]:
    found = find_aliases(keys, np.array([k in head_keys for k in keys]), AliasParams(**params))
    return {
        (keys[m], keys[h]) if j < 0 else (keys[m], keys[j], keys[h])
        for m, h, j in zip(
            found.mention.tolist(), found.head.tolist(), found.joined.tolist(), strict=True
        )
    }


def test_longer_forms_joined_parts_and_rare_words() -> None:
    keys = [
        "king ann vale of northmark", "ann vale", "northmark",
        "berengaria", "barcelona", "berengaria of barcelona",
        "brca1 gene", "brca1", "human brca1 protein",
        "caliph harun al rashid", "harun al rashid", "caliph",
        # common words: "gene", "protein" and "human" are in more than 3 keys
        "tp53 gene", "myc gene", "kras gene", "human tp53 protein", "human myc protein",
        "human kras protein",
    ]  # fmt: skip
    titles = {"ann vale", "northmark", "berengaria of barcelona", "brca1", "harun al rashid"}
    found = aliases_of(keys, titles)
    assert found == {
        ("king ann vale of northmark", "ann vale"),  # a title word before, "of …" after
        ("berengaria", "barcelona", "berengaria of barcelona"),  # two mentions make the title
        ("brca1 gene", "brca1"),  # any domain: a common word after
        ("human brca1 protein", "brca1"),
        ("caliph harun al rashid", "harun al rashid"),  # the rare title word is skipped
    }
    # a head that is the end of a longer name is not that name ("northmark" here)
    assert ("king ann vale of northmark", "northmark") not in found
    # a word most keys hold is not rare: nothing is aliased through it
    common = [f"vale {i}" for i in range(8)]
    assert not aliases_of([*common, "lord vale", "vale"], {"vale"}, min_word_count=3)


def test_a_head_is_the_entity_its_passage_is_about() -> None:
    # passage 0: sentences 0-1, both name entity 0 (title) and one names entity 1;
    # passage 1: one sentence naming entity 1 twice and entity 2 once
    mentions = (
        np.array([0, 0, 1, 2, 2], np.int32),  # sentence
        np.array([0, 1, 0, 1, 2], np.int32),  # entity
        np.array([1, 1, 1, 2, 1], np.float32),  # count
    )
    found = heads(np.array([0, 0, 1], np.int32), mentions, (2, 3))
    assert found.tolist() == [True, True, False]


TEXTS = {
    "Mira Holt": "Mira Holt was a poet of the north. Her father was King Ann Vale of Northmark.",
    "Ann Vale": "Ann Vale governed the isles for ten years. Later Ann Vale settled at Corran Keep.",
    "Northmark": "Northmark is a cold land. Poets of Northmark write about the north.",
    "Tova Rell": "Tova Rell was a poet. Her father was a poet of the north too.",
    "Pel Orrin": "Pel Orrin was a poet of the north. His father was a poet.",
}
QUESTION = "What did Mira Holt's father rule?"
"""No word of the question is in the father's passage: only the graph gets there."""


@pytest.fixture()
def kingdom(tmp_path: Path) -> Iterator[tuple[Any, ...]]:
    yield from titled_collection(tmp_path, TEXTS)


def named(index: Any) -> set[tuple[str, str]]:
    parts = getattr(index, "parts", index)
    keys, found = parts.entity_keys, parts.aliases
    pairs = zip(found.mention.tolist(), found.head.tolist(), strict=True)
    return {(keys[m], keys[h]) for m, h in pairs}


def test_the_relative_named_in_a_longer_form_is_the_second_hop(kingdom: tuple[Any, ...]) -> None:
    with_aliases = collection_retriever(kingdom)
    found = [g.paper_id for g in with_aliases.search(QUESTION, k=5).groups]
    assert found[:2] == ["mira", "ann"], found
    assert ("king ann vale of northmark", "ann vale") in named(with_aliases.index())
    without = [
        g.paper_id
        for g in collection_retriever(kingdom, aliases=False).search(QUESTION, k=5).groups
    ]
    assert "ann" not in without[:2], without  # the control: no path to her passage


def test_aliases_follow_papers_added_and_deleted_and_the_snapshot_keeps_them(
    tmp_path: Path, kingdom: tuple[Any, ...]
) -> None:
    _, metadata, hashing, _, store = kingdom
    search = collection_retriever(kingdom, snapshot=tmp_path / "snapshot")
    alias = ("king ann vale of northmark", "ann vale")
    assert alias in named(search.index(wait=True))
    saved = loading.load_snapshot(tmp_path / "snapshot")
    assert saved is not None and saved.aliases is not None
    assert alias in named(saved)

    metadata.delete_paper("ann")  # the title's passage goes: so does the alias
    store.remove_unused_entities()
    assert alias not in named(search.index(wait=True))
    assert "ann vale" not in search.index().parts.entity_keys

    record = paper("ann", "Ann Vale", TEXTS["Ann Vale"])  # and comes back with it
    metadata.save_paper(record, chunker_version="test")
    GraphBuilder(store, CapitalisedRuns(), hashing).add([PaperText.of(record)])
    assert alias in named(search.index(wait=True))
    assert loading.load_snapshot(tmp_path / "snapshot").version == search.index().parts.version


def test_the_ranking_knobs_are_graph_settings_with_their_defaults_and_ranges() -> None:
    from tapyre import ConfigError
    from tapyre_paper_search.graph.settings import GraphSettings

    assert GraphSettings.from_mapping({}).params == RankingParams()
    table = {"aliases": False, "relation_gain": 2, "masked_mix": 0.5, "bridge_lead": 0}
    params = GraphSettings.from_mapping(table).params
    assert (params.aliases, params.relation_gain, params.masked_mix, params.bridge_lead) == (
        False,
        2.0,
        0.5,
        0,
    )
    assert params.coverage == RankingParams().coverage  # the others keep their defaults
    for bad in ({"masked_mix": 1.5}, {"bridge_lead": -1}, {"relation_gain": "high"}):
        with pytest.raises(ConfigError, match=next(iter(bad))):
            GraphSettings.from_mapping(bad)

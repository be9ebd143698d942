"""Graph search over real stores: real 2WikiMultihopQA passages in a real embedded
Qdrant collection and SQLite, the graph built with spaCy's small English pipeline,
questions whose answer is two passages away, filters, the path followed, reloads
after new papers, and the snapshot."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("scipy", reason="needs the graph extra (scipy)")

from graph_helpers import wiki_collection, wiki_records
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.graph import loading
from tapyre_paper_search.graph.build import build_missing
from tapyre_paper_search.graph.builder import GraphBuilder
from tapyre_paper_search.graph.errors import GraphMismatchError, GraphNotBuiltError
from tapyre_paper_search.graph.extractors import SpacyExtractor
from tapyre_paper_search.graph.params import RankingParams
from tapyre_paper_search.graph.retriever import GraphRetriever
from tapyre_paper_search.search.options import SearchOptions
from tapyre_paper_search.search.service import SearchService

BLOCKS = [(160, 180), (400, 416), (650, 666), (678, 690)]
"""Passages around four dev questions' gold (neighbours in the corpus are distractors)."""

QUESTIONS = [
    ("Where does the director of film A Nest Of Noblemen work at?", "2wiki-00408", "2wiki-00409"),
    ("Where was the composer of song Back In The U.S.A. born?", "2wiki-00681", "2wiki-00684"),
    ("What is the date of birth of Henry I Of Ziębice's father?", "2wiki-00653", "2wiki-00658"),
]
"""(question, the passage it names, the passage its answer is in)."""


def in_blocks(passage_id: str) -> bool:
    number = int(passage_id.split("-")[1])
    return any(low <= number < high for low, high in BLOCKS)


@dataclass
class Wiki:
    folder: Path
    vectors: Any
    metadata: Any
    dense: Any
    sparse: Any
    store: Any
    extractor: SpacyExtractor

    def retriever(self, **options: Any) -> GraphRetriever:
        # The hashing embedder's cosines are lower than a trained model's: a lower
        # bridging threshold keeps bridging as selective as MiniLM's default is.
        options.setdefault("params", RankingParams(bridge_threshold=0.25))
        return GraphRetriever(
            store=self.store,
            extractor=self.extractor,
            dense=self.dense,
            sparse=self.sparse,
            vectors=self.vectors,
            metadata=self.metadata,
            snapshot=self.folder / "graph" / "index",
            **options,
        )

    def service(self, **options: Any) -> SearchService:
        """A search service over the collection (its stores stay open: the fixture's)."""
        return SearchService(
            vectors=self.vectors,
            metadata=self.metadata,
            dense=self.dense,
            sparse=self.sparse,
            owns_stores=False,
            **options,
        )


@pytest.fixture(scope="module")
def wiki(shared_data: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Wiki]:
    folder = tmp_path_factory.mktemp("wiki")
    corpus = shared_data / "multihop-2wiki" / "corpus.jsonl"
    records = wiki_records(corpus, in_blocks)
    extractor = SpacyExtractor()
    vectors, metadata, dense, sparse, store = wiki_collection(folder, records, extractor)
    yield Wiki(folder, vectors, metadata, dense, sparse, store, extractor)
    vectors.close()
    metadata.close()


def ids(result: Any) -> list[str]:
    return [group.paper_id.split(":", 1)[1] for group in result.groups]


@pytest.mark.parametrize(("question", "named", "answer"), QUESTIONS)
def test_the_passage_two_hops_away_is_found(
    wiki: Wiki, question: str, named: str, answer: str
) -> None:
    result = wiki.retriever().search(question, k=5, passages_per_paper=1)
    found = ids(result)
    assert named in found[:2], found
    assert answer in found[:3], found
    # the path: the question's entity first, then the entities bridged to, each
    # through a sentence, none of them a part of the name it came from ("Ziębice"
    # and "Henry I" are not bridged from "Henry I of Ziębice")
    assert result.hops[0].hop == 1
    bridged = [h for h in result.hops if h.hop == 2]
    assert all(h.sentence and h.source for h in bridged)
    assert not [h for h in bridged if set(h.entity.split()) <= set(str(h.source).split())]
    group = result.groups[found.index(answer)]
    assert group.hits[0].payload["text"].startswith(group.hits[0].payload["title"])


def test_the_path_names_the_sentence_that_led_to_the_director(wiki: Wiki) -> None:
    result = wiki.retriever().search(QUESTIONS[0][0], k=5)
    steps = {(h.source, h.entity): h.sentence for h in result.hops if h.hop == 2}
    assert ("A Nest of Noblemen", "Vladimir Gardin") in steps or any(
        "Gardin" in entity for _, entity in steps
    )
    assert any(
        sentence and "directed by Vladimir Gardin" in sentence for sentence in steps.values()
    )


def test_filters_apply_to_graph_results(wiki: Wiki) -> None:
    question, named, answer = QUESTIONS[0]
    retriever = wiki.retriever()
    excluded = retriever.search(
        question, k=5, filters=SearchFilters(exclude_paper_ids=(f"multihop-2wiki:{named}",))
    )
    assert named not in ids(excluded) and answer in ids(excluded)
    only = retriever.search(
        question, k=5, filters=SearchFilters(paper_ids=(f"multihop-2wiki:{answer}",))
    )
    assert ids(only) == [answer]
    none = retriever.search(question, k=5, filters=SearchFilters(year_from=2020))
    assert none.groups == []  # these records have no year


def test_the_search_service_runs_graph_mode_with_its_path_and_notes(wiki: Wiki) -> None:
    service = wiki.service(graph=wiki.retriever)
    response = service.search(QUESTIONS[0][0], SearchOptions(mode="graph", k=3, level="paper"))
    assert response.mode == "graph"
    assert [p.paper_id.split(":")[1] for p in response.papers][:2] == list(QUESTIONS[0][1:])
    assert response.hops and response.to_dict()["hops"][0]["hop"] == 1
    assert any("paper level" in note for note in response.notes)
    assert "rank" in response.timings_ms
    hybrid = service.search(QUESTIONS[0][0], SearchOptions(mode="hybrid", k=3))
    assert "hops" not in hybrid.to_dict()


def test_a_collection_without_a_graph_names_the_build_command(tmp_path: Path, wiki: Wiki) -> None:
    from tapyre_paper_search.graph.store import GraphStore
    from tapyre_paper_search.store.sql import SqlMetadataStore

    with SqlMetadataStore(f"sqlite:///{tmp_path / 'papers.sqlite3'}") as empty:
        retriever = GraphRetriever(
            store=GraphStore(empty.engine),
            extractor=wiki.extractor,
            dense=wiki.dense,
            sparse=None,
            vectors=wiki.vectors,
            metadata=empty,
        )
        with pytest.raises(GraphNotBuiltError) as caught:
            retriever.search("anything")
    assert "tapyre papers graph build" in (caught.value.hint or "")


def test_new_papers_are_seen_and_the_snapshot_is_used(
    wiki: Wiki, shared_data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    retriever = wiki.retriever()
    retriever.search("Who directed A Nest Of Noblemen?")
    snapshot = wiki.folder / "graph" / "index"
    assert (snapshot / "manifest.json").exists()
    before = retriever.index()

    # a second process would load the snapshot, not read SQL
    def no_sql(*args: object) -> None:
        raise AssertionError("read SQL although the snapshot is current")

    monkeypatch.setattr("tapyre_paper_search.graph.retriever.read_parts", no_sql)
    assert wiki.retriever().index().passages == before.passages
    monkeypatch.setattr("tapyre_paper_search.graph.retriever.read_parts", loading.read_parts)

    # a paper added to the graph is found by the same retriever on its next search
    corpus = shared_data / "multihop-2wiki" / "corpus.jsonl"
    (extra,) = wiki_records(corpus, lambda pid: pid == "2wiki-03572")  # Sirikit
    wiki.metadata.save_paper(extra, chunker_version="test-v1")
    build_missing(GraphBuilder(wiki.store, wiki.extractor, wiki.dense), wiki.metadata)
    assert retriever.index() is before  # searches go on with it while a thread reloads
    deadline = time.monotonic() + 60
    while retriever.index() is before and time.monotonic() < deadline:
        time.sleep(0.05)
    after = retriever.index(wait=True)
    assert after is not before and after.passages == before.passages + 1
    assert "multihop-2wiki:2wiki-03572" in after.parts.paper_ids


def test_a_graph_of_another_embedder_is_not_used(wiki: Wiki) -> None:
    class Other(type(wiki.dense)):  # type: ignore[misc]
        @property
        def name(self) -> str:
            return "another-embedder"

    retriever = GraphRetriever(
        store=wiki.store,
        extractor=wiki.extractor,
        dense=Other(),
        sparse=wiki.sparse,
        vectors=wiki.vectors,
        metadata=wiki.metadata,
    )
    with pytest.raises(GraphMismatchError, match="another-embedder"):
        retriever.search("anything")


def test_rest_search_and_ask_take_graph_mode_and_the_answer_follows_the_path(
    wiki: Wiki,
) -> None:
    import httpx
    from api_server import running
    from tapyre import Config, Host
    from tapyre.testing import ScriptedChatModel
    from tapyre_paper_search.api import create_app
    from tapyre_paper_search.app import PaperSearchApp

    model = ScriptedChatModel(replies=["He worked at VGIK [2]."])
    # the app builds graph search itself, through the host, from [papers.graph]
    config = {"data_dir": str(wiki.folder), "graph": {"bridge_threshold": 0.25}}
    app = PaperSearchApp(
        Host(Config({"papers": config})),
        vectors=wiki.vectors,
        metadata=wiki.metadata,
        dense=wiki.dense,
        sparse=wiki.sparse,
        chat_model=model,
    )
    question, named, answer = QUESTIONS[0]
    with running(create_app(app)) as url, httpx.Client(base_url=url) as http:
        found = http.post("/search", json={"query": question, "mode": "graph", "k": 3})
        assert found.status_code == 200, found.text
        body = found.json()
        assert body["mode"] == "graph" and body["hops"][0]["hop"] == 1
        ids = [p["paper_id"].split(":")[1] for p in body["papers"]]
        assert ids[:2] == [named, answer]
        asked = http.post("/ask", json={"query": question, "mode": "graph", "k": 3})
        assert asked.status_code == 200 and "VGIK" in asked.text
    (messages,) = model.received
    prompt = str(messages[-1].content)
    # the model sees the path, and the sources in the order the hops were taken
    assert prompt.startswith("The search linked the question to the sources like this:")
    assert "directed by Vladimir Gardin" in prompt
    assert prompt.index("[1] A Nest of Noblemen") < prompt.index("[2] Vladimir Gardin")
    # the agent/MCP tool takes the mode too
    from tapyre_paper_search.tools import build_tools

    search = {t.name: t for t in build_tools(app=app)}["paper_search"]
    assert "graph" in search.parameters["properties"]["mode"]["enum"]
    text = search.invoke({"query": question, "mode": "graph", "k": 2})
    assert text.splitlines()[0].startswith("1. A Nest of Noblemen")
    assert "Vladimir Gardin" in text


def test_iterative_retrieval_searches_the_model_s_sub_question_within_the_bound(
    wiki: Wiki,
) -> None:
    from tapyre.testing import ScriptedChatModel

    question, named, answer = QUESTIONS[0]
    follow_up = "Where did Vladimir Gardin work?"
    # one reply: with two rounds at most the model is asked once, and a third
    # request would find no reply left
    model = ScriptedChatModel(replies=[f'{{"next": "{follow_up}"}}'])
    service = wiki.service(chat_model=model)
    options = SearchOptions(mode="dense", k=3, iterative=True, iterative_steps=2)
    response = service.search(question, options)
    assert response.queries == (question, follow_up)
    found = [p.paper_id.split(":")[1] for p in response.papers]
    assert found[0] == named and answer in found
    (messages,) = model.received
    assert "A Nest of Noblemen" in str(messages[-1].content)  # round 1's passages
    assert "iterative" in response.timings_ms

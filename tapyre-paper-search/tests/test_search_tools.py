"""The agent tools over a real collection: schemas, read-only declarations,
results text for the model, answers with sources, errors as ToolError."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from search_helpers import app_over, opened_collection, sample_papers
from tapyre import ToolError
from tapyre.testing import ScriptedChatModel
from tapyre_paper_search.tools import build_tools

DIPHOTON = "0704.0001"


@pytest.fixture(scope="module")
def collection(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator[tuple]:
    with opened_collection(
        tmp_path_factory.mktemp("tools"), sample_papers(shared_data)[:50]
    ) as built:
        yield built


def tools(collection: tuple, replies: list[str] | None = None) -> dict:
    app = app_over(collection, ScriptedChatModel(replies=replies or []))
    return {t.name: t for t in build_tools(app=app)}


def test_tools_are_typed_and_paper_search_is_read_only(collection: tuple) -> None:
    found = tools(collection)
    assert set(found) == {"paper_search", "paper_citations", "paper_ask"}
    search = found["paper_search"]
    assert search.side_effects == frozenset()
    assert found["paper_citations"].side_effects == frozenset()
    assert search.parameters["required"] == ["query"]
    assert {"query", "k", "year_from", "year_to", "authors", "categories"} <= set(
        search.parameters["properties"]
    )
    assert found["paper_ask"].parameters["required"] == ["question"]


def test_paper_search_returns_compact_text(collection: tuple) -> None:
    text = tools(collection)["paper_search"].invoke(
        {"query": "diphoton pairs from Higgs boson decays", "k": 2, "year_from": 2007}
    )
    first = text.splitlines()[0]
    assert first.startswith("1. Calculation of prompt diphoton production")
    assert f"[{DIPHOTON}]" in first and "2007" in first and "Balázs" in first
    assert "   - p. " in text


def test_paper_search_with_nothing_found_says_so(collection: tuple) -> None:
    text = tools(collection)["paper_search"].invoke({"query": "graphs", "year_from": 2020})
    assert text == "No matching papers found."


def test_bad_arguments_are_tool_errors(collection: tuple) -> None:
    search = tools(collection)["paper_search"]
    with pytest.raises(ToolError, match="k"):
        search.invoke({"query": "x", "k": "many"})
    with pytest.raises(ToolError, match="year"):
        search.invoke({"query": "x", "year_from": 2020, "year_to": 2000})


def test_paper_ask_answers_with_sources(collection: tuple) -> None:
    ask = tools(collection, ["Diphoton pairs are predicted at the LHC [1]."])["paper_ask"]
    text = ask.invoke({"question": "What is predicted for diphoton pairs at the LHC?", "k": 2})
    assert text.startswith("Diphoton pairs are predicted at the LHC [1].")
    assert "Sources:\n[1] Calculation of prompt diphoton production" in text
    assert DIPHOTON in text


def test_paper_ask_without_a_model_is_a_tool_error(collection: tuple) -> None:
    ask = {t.name: t for t in build_tools(app=app_over(collection))}["paper_ask"]
    with pytest.raises(ToolError, match="language model"):
        ask.invoke({"question": "anything"})

"""The LLM steps read realistic model replies robustly and fall back on garbage.

Replies are replayed by the core's ScriptedChatModel, a real LangChain chat model.
"""

from __future__ import annotations

import datetime as dt

import pytest
from tapyre.testing import ScriptedChatModel
from tapyre_paper_search.filters import SearchFilters
from tapyre_paper_search.search.llm_filters import parse_filters
from tapyre_paper_search.search.llm_io import extract_json
from tapyre_paper_search.search.relevance import relevant_indices
from tapyre_paper_search.search.rewrite import rewrite_query

TODAY = dt.date(2025, 6, 1)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"a": 1}', {"a": 1}),
        ('Sure! Here is the JSON:\n```json\n{"a": [1, 2]}\n```\nHope it helps.', {"a": [1, 2]}),
        ('<think>maybe {"a": 0}?</think>{"a": 2}', {"a": 2}),
        (
            'The answer is {"q": "a } inside", "n": {"m": 1}} done',
            {"q": "a } inside", "n": {"m": 1}},
        ),
        ("keep: [0, 2]", [0, 2]),
        ("I cannot help with that.", None),
        ('{"a": 1', None),
    ],
)
def test_extract_json_from_realistic_replies(text: str, expected: object) -> None:
    assert extract_json(text) == expected


def test_filter_parser_reads_years_authors_and_remainder() -> None:
    model = ScriptedChatModel(
        replies=[
            '```json\n{"is_paper_search": true, "query": "retrieval-augmented generation",'
            ' "year_from": 2023, "year_to": null, "authors": ["Patrick Lewis"],'
            ' "categories": ["cs.CL"]}\n```'
        ]
    )
    parsed = parse_filters(
        model, "recent papers by Patrick Lewis on retrieval-augmented generation", today=TODAY
    )
    assert parsed.error is None
    assert parsed.is_search is True
    assert parsed.remainder == "retrieval-augmented generation"
    assert parsed.filters == SearchFilters(
        year_from=2023, authors=("Patrick Lewis",), categories=("cs.CL",)
    )
    system = model.received[0][0].content
    assert "2025" in system  # the model is told the current year for "recent"


def test_filter_parser_verdict_not_a_search() -> None:
    model = ScriptedChatModel(replies=['{"is_paper_search": false, "query": ""}'])
    parsed = parse_filters(model, "open firefox", today=TODAY)
    assert parsed.is_search is False
    assert parsed.filters.is_empty


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        ("Sorry, I can only help with papers.", "no JSON"),
        ('{"is_paper_search": "perhaps", "query": 3}', "did not fit"),
        ('{"query": "x", "year_from": 2024, "year_to": 2020}', "empty"),
        ('{"query": "x", "year_from": 20245}', "did not fit"),
    ],
)
def test_filter_parser_falls_back_to_no_filters(reply: str, reason: str) -> None:
    parsed = parse_filters(ScriptedChatModel(replies=[reply]), "papers on x since 2024")
    assert parsed.filters.is_empty
    assert parsed.remainder == "papers on x since 2024"
    assert parsed.is_search is True
    assert parsed.error is not None
    assert reason in parsed.error


def test_rewrite_keeps_the_question_first_and_drops_duplicates() -> None:
    model = ScriptedChatModel(
        replies=[
            'Here you go: {"queries": ["LoRA low-rank adaptation", "lora LOW-RANK adaptation",'
            ' "parameter-efficient fine-tuning of LLMs", "How to fine-tune cheaply?",'
            ' "adapter layers", "prefix tuning"]}'
        ]
    )
    queries, note = rewrite_query(model, "How to fine-tune cheaply?", n=3)
    assert note is None
    assert queries == [
        "How to fine-tune cheaply?",
        "LoRA low-rank adaptation",
        "parameter-efficient fine-tuning of LLMs",
        "adapter layers",
    ]


def test_rewrite_garbage_falls_back_to_the_question() -> None:
    queries, note = rewrite_query(ScriptedChatModel(replies=["1. foo\n2. bar"]), "q", n=2)
    assert queries == ["q"]
    assert note is not None


def test_relevance_filter_returns_kept_indices_only() -> None:
    model = ScriptedChatModel(replies=['{"keep": [2, 0, 0, 7]}'])
    keep, note = relevant_indices(model, "q", ["p0", "p1", "p2"])
    assert keep == [0, 2]
    assert note is not None and "[7]" in note
    listing = model.received[0][1].content
    assert "[0] p0" in listing and "[2] p2" in listing


def test_relevance_filter_keeps_everything_on_garbage() -> None:
    keep, note = relevant_indices(ScriptedChatModel(replies=["All are relevant!"]), "q", ["a", "b"])
    assert keep == [0, 1]
    assert note is not None and "kept every passage" in note


def test_relevance_filter_may_keep_nothing() -> None:
    keep, note = relevant_indices(ScriptedChatModel(replies=['{"keep": []}']), "q", ["a"])
    assert keep == []
    assert note is None

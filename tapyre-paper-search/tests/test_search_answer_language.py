"""Answers in the question's language: the prompt names the language the question
is in, whatever the sources' language, and the citations and the sources the
program appends are the same for a German question as for an English one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from search_helpers import build_collection, sample_papers
from tapyre.testing import ScriptedChatModel
from tapyre_paper_search.search import SearchOptions
from tapyre_paper_search.search.answer import SYSTEM, build_prompt, build_sources, language_rule
from tapyre_paper_search.search.service import SearchService

DIPHOTON = "0704.0001"


@pytest.fixture(scope="module")
def collection(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator[tuple]:
    built = build_collection(tmp_path_factory.mktemp("collection"), sample_papers(shared_data))
    yield built
    built[0].close()
    built[1].close()


def _ask(collection: tuple, question: str, reply: str) -> tuple[ScriptedChatModel, object]:
    store, metadata, dense, sparse = collection
    model = ScriptedChatModel(replies=[reply])
    service = SearchService(
        vectors=store, metadata=metadata, dense=dense, sparse=sparse, chat_model=model
    )
    answer = service.ask(question, SearchOptions(k=3, mode="lexical"), max_passages=4)
    return model, answer


def test_the_rule_names_the_questions_language() -> None:
    assert language_rule("Wie wurde die Diphoton-Produktion berechnet?").startswith(
        "The question is in German: write the whole answer in German"
    )
    assert language_rule("How was diphoton production computed?").startswith(
        "The question is in English: write the whole answer in English"
    )
    assert "also when the" in SYSTEM and "translate what you take from them" in SYSTEM


def test_the_rule_stands_before_the_question_with_or_without_sources() -> None:
    question = "Welche Rolle spielt die Resummation bei der Diphoton-Produktion?"
    for prompt in (build_prompt(question, []), build_prompt(question, build_sources([]))):
        rule, asked = prompt.split("\n\n")[-2:]
        assert rule == language_rule(question)
        assert asked == f"Question: {question}"


def test_a_german_question_over_english_papers(collection: tuple) -> None:
    german = "Wie wurde die Produktion von Diphoton-Paaren am Tevatron und LHC berechnet?"
    english = "How was the production of diphoton pairs at the Tevatron and LHC computed?"
    reply_de = "Sie wurde in nächstführender Ordnung mit Resummation berechnet [1][7]."
    reply_en = "It was computed at next-to-leading order with resummation [1][7]."
    model_de, answer_de = _ask(collection, german, reply_de)
    model_en, answer_en = _ask(collection, english, reply_en)
    text_de, text_en = answer_de.read(), answer_en.read()  # type: ignore[attr-defined]

    system, user = model_de.received[0]
    assert system.content == SYSTEM
    assert "The question is in German: write the whole answer in German" in user.content
    assert "in English" not in user.content.split("Question:")[0].split("\n\n")[-2]
    assert "The question is in English" in model_en.received[0][1].content

    assert text_de.startswith("Sie wurde in nächstführender Ordnung")
    # Citations are handled alike: the same marker kept, the same one dropped, and
    # the same sources appended in the same form.
    assert answer_de.cited == answer_en.cited == [1]  # type: ignore[attr-defined]
    assert answer_de.dropped_markers == answer_en.dropped_markers == ["[7]"]  # type: ignore[attr-defined]
    assert answer_de.sources[0].paper_id == DIPHOTON  # type: ignore[attr-defined]
    first = (
        "[1] Calculation of prompt diphoton production cross sections at Tevatron and "
        f"LHC energies — {DIPHOTON}"
    )
    for text in (text_de, text_en):
        body, listed = text.split("\n\nSources:\n")
        assert "[1]" in body and "[7]" not in body
        assert listed.startswith(first)

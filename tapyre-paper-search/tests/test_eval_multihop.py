"""Multi-hop evaluation: the multihop-2wiki reader, answer normalisation, and the scores
per mode and per question type (R@2, R@5 as gold share on gold-complete questions,
answer recall@5, Contain-Acc and LLM-judged accuracy)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tapyre_paper_search.errors import SearchError
from tapyre_paper_search.search.multihop import (
    JUDGE_PROMPT,
    MultihopQuestion,
    Retrieved,
    contains_answer,
    evaluate_multihop,
    format_multihop,
    judge_reply,
    load_multihop,
    normalize_answer,
    paper_key,
)


def question(
    qid: str, kind: str, gold: tuple[str, ...], answer: str, complete: bool = True
) -> MultihopQuestion:
    return MultihopQuestion(qid, kind, f"question {qid}?", answer, gold, complete)


QUESTIONS = [
    question("q1", "compositional", ("a", "b"), "Paris"),
    question("q2", "compositional", ("c", "d"), "1914"),
    question("q3", "comparison", ("e", "f"), "yes"),
    question("q4", "inference", ("g", "h"), "Teutberga", complete=False),
    question("q5", "bridge_comparison", ("i", "j", "k", "l"), "Film A"),
]

RETRIEVED = {
    "question q1?": Retrieved(("src:a", "src:x", "src:b"), ("A text", "born in Paris.")),
    "question q2?": Retrieved(("src:d", "src:c"), ("made in 1915",)),
    "question q3?": Retrieved(("src:e", "src:f"), ("Yes, both",)),
    "question q4?": Retrieved(("src:g",), ("Queen Teutberga died",)),
    "question q5?": Retrieved(("src:i", "src:j", "src:k", "src:x", "src:l"), ("Film A!",)),
}


def test_scores_per_type_follow_the_definitions() -> None:
    report = evaluate_multihop("graph", RETRIEVED.__getitem__, QUESTIONS)
    comp = report.by_type["compositional"]
    # q1: a in top 2, b third -> R@2 1/2, R@5 1; q2: both in top 2
    assert comp.r2 == pytest.approx((0.5 + 1.0) / 2)
    assert comp.r5 == pytest.approx(1.0)
    assert comp.answer_recall_5 == pytest.approx(0.5)  # "1914" is not in "made in 1915"
    # a question whose gold is incomplete is not scored for recall, but for its answer
    inference = report.by_type["inference"]
    assert inference.scored == 0 and inference.answer_recall_5 == 1.0
    # four gold passages: at most half of them fit in the top 2
    assert report.by_type["bridge_comparison"].r2 == pytest.approx(0.5)
    assert report.by_type["bridge_comparison"].r5 == pytest.approx(1.0)
    assert report.overall.scored == 4 and report.overall.questions == 5
    assert report.overall.r2 == pytest.approx((0.5 + 1 + 1 + 0.5) / 4)
    # compositional + inference together: q1, q2, q4
    assert report.combined.questions == 3
    assert report.combined.answer_recall_5 == pytest.approx(2 / 3)
    assert len(report.overall.latencies) == 5
    assert report.overall.contain_acc is None and report.overall.judged_acc is None


def test_generated_answers_are_scored_by_containment_and_by_the_judge() -> None:
    answers = {"q1": "He was born in Paris, France.", "q2": "In 1915.", "q3": "No"}
    judged: list[str] = []

    def judge(q: MultihopQuestion, generated: str) -> bool:
        judged.append(q.id)
        return q.id != "q3"

    report = evaluate_multihop(
        "hybrid",
        RETRIEVED.__getitem__,
        QUESTIONS[:3],
        answer=lambda q: answers[q.id],
        judge=judge,
    )
    assert report.overall.contain_acc == pytest.approx(1 / 3)
    assert report.overall.judged_acc == pytest.approx(2 / 3)
    assert judged == ["q1", "q2", "q3"]
    table = format_multihop([report])
    assert "Contain" in table and "Judged" in table


def test_normalisation_is_squad_s_plus_accents_and_whole_words() -> None:
    assert normalize_answer("The Ailéan mac Ruaidhrí!") == "ailean mac ruaidhri"
    q = question("x", "compositional", ("a",), "Ail\u00e9an mac Ruaidhr\u00ed")
    assert contains_answer("His grandfather was Ailean Mac Ruaidhri.", q)
    assert not contains_answer("Ailean mac Ruaidhrigh", q)
    assert not contains_answer("anything", question("y", "t", ("a",), "..."))


def test_stored_ids_with_a_source_match_the_set_s_ids() -> None:
    key = paper_key(["2wiki-00017"])
    assert key("multihop-2wiki:2wiki-00017") == "2wiki-00017"
    assert key("2wiki-00017") == "2wiki-00017"


def test_the_judge_s_verdict_is_its_first_word() -> None:
    assert judge_reply("Yes.") and judge_reply("yes, it is")
    assert not judge_reply("No") and not judge_reply("") and not judge_reply("I think yes")
    assert "{question}" in JUDGE_PROMPT and "{gold}" in JUDGE_PROMPT and "{answer}" in JUDGE_PROMPT


def test_the_reader_takes_the_shared_format_and_names_a_bad_line(tmp_path: Path) -> None:
    good = {
        "id": "q1",
        "type": "comparison",
        "question": "Which film came first?",
        "answer": "A",
        "gold": ["2wiki-1", "2wiki-2"],
        "gold_complete": True,
        "gold_titles": ["a", "b"],
    }
    path = tmp_path / "questions.jsonl"
    path.write_text(json.dumps(good) + "\n\n" + '{"id": "q2", "question": "x"}\n', encoding="utf-8")
    with pytest.raises(SearchError, match=r"questions.jsonl:3: .*multihop-2wiki"):
        load_multihop(path)
    path.write_text(json.dumps(good) + "\n", encoding="utf-8")
    (loaded,) = load_multihop(path)
    assert loaded.gold == ("2wiki-1", "2wiki-2") and loaded.gold_complete
    with pytest.raises(SearchError, match="cannot read"):
        load_multihop(tmp_path / "absent.jsonl")


def test_the_shared_dev_set_reads(shared_data: Path) -> None:
    questions = load_multihop(shared_data / "multihop-2wiki" / "questions-dev.jsonl")
    assert len(questions) == 284
    assert sum(q.gold_complete for q in questions) == 221
    assert {q.type for q in questions} == {
        "comparison",
        "compositional",
        "inference",
        "bridge_comparison",
    }

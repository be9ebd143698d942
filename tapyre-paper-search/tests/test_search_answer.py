"""Answers: deduplicated, ordered sources; markers checked while streaming; the
program, not the model, writes the sources list."""

from __future__ import annotations

from tapyre_paper_search.search.answer import (
    SYSTEM,
    CitationFilter,
    build_prompt,
    build_sources,
    format_sources,
    language_rule,
    listed_sources,
    sources_dicts,
)
from tapyre_paper_search.search.results import PaperHit, Passage


def _hits() -> list[PaperHit]:
    a = "Attention is all you need: the Transformer relies on self-attention."
    return [
        PaperHit(
            "1706.03762",
            0.9,
            title="Attention Is All You Need",
            passages=(
                Passage("1706.03762", "Multi-head attention lets the model attend.", 0.7, 5, 4, 4),
                Passage("1706.03762", a, 0.9, 0, 1, 1),
                Passage(
                    "1706.03762",
                    "  attention is ALL you need: the transformer relies on self-attention.",
                    0.6,
                    9,
                    6,
                    7,
                ),
            ),
        ),
        PaperHit(
            "1810.04805",
            0.8,
            title="BERT",
            passages=(Passage("1810.04805", "BERT is pre-trained bidirectionally.", 0.8, 2, 2, 3),),
        ),
        PaperHit("empty", 0.1, title="Empty", passages=(Passage("empty", "   ", 0.1, 0, 1, 1),)),
    ]


def test_sources_drop_duplicates_and_follow_paper_order() -> None:
    sources = build_sources(_hits())
    assert [s.number for s in sources] == [1, 2]
    first = sources[0]
    assert [p.chunk_index for p in first.passages] == [
        0,
        5,
    ]  # duplicate (chunk 9) dropped, in position order
    assert first.pages == "1, 4"
    assert sources[1].pages == "2–3"
    assert first.cite() == "[1] Attention Is All You Need — 1706.03762, p. 1, 4"


def test_max_passages_keeps_the_best_scoring() -> None:
    sources = build_sources(_hits(), max_passages=2)
    assert [(s.paper_id, len(s.passages)) for s in sources] == [
        ("1706.03762", 1),
        ("1810.04805", 1),
    ]


def test_prompt_numbers_sources_and_forbids_a_model_sources_list() -> None:
    prompt = build_prompt("What is BERT?", build_sources(_hits()))
    assert prompt.index("[1] Attention Is All You Need") < prompt.index("[2] BERT")
    assert "(p. 2–3) BERT is pre-trained" in prompt
    assert prompt.endswith("Question: What is BERT?")
    assert "Do NOT write a list of sources" in SYSTEM
    assert "same language as the question" in SYSTEM
    assert "do not contain the answer" in SYSTEM


def _stream(filt: CitationFilter, pieces: list[str]) -> str:
    return "".join(filt.feed(p) for p in pieces) + filt.finish()


def test_markers_split_across_tokens_are_checked() -> None:
    filt = CitationFilter(count=2)
    out = _stream(
        filt, ["BERT is bidirectional [", "2", "] and attention-based [1,", " 3].", " See [ 1 ]."]
    )
    assert out == "BERT is bidirectional [2] and attention-based [1]. See [1]."
    assert filt.cited == [2, 1]
    assert filt.dropped == ["[1, 3]"]


def test_brackets_that_are_not_markers_pass_through() -> None:
    filt = CitationFilter(count=1)
    assert (
        _stream(filt, ["an array [a, b] and [", "x] and [0] end"])
        == "an array [a, b] and [x] and end"
    )
    assert filt.dropped == ["[0]"]


def test_a_dropped_marker_takes_its_space_along() -> None:
    filt = CitationFilter(count=2)
    pieces = [
        "Trees cool streets [",
        "7].",
        " Shade helps [1] [9]",
        ", wind less [3]\n",
        "Done [2]  ",
    ]
    out = _stream(filt, pieces)
    assert out == "Trees cool streets. Shade helps [1], wind less\nDone [2]  "
    assert filt.dropped == ["[7]", "[9]", "[3]"]
    assert _stream(CitationFilter(count=1), ["end [4]"]) == "end"


def test_a_sources_list_written_by_the_model_is_cut() -> None:
    filt = CitationFilter(count=2)
    out = _stream(
        filt, ["Transformers use attention [1].\n\n**Sour", "ces:**\n[1] Vaswani et al.", " 2017\n"]
    )
    assert out.rstrip() == "Transformers use attention [1]."
    assert filt.cut_sources


def test_a_line_starting_with_a_marker_is_prose() -> None:
    filt = CitationFilter(count=2)
    out = _stream(filt, ["Two views:\n", "[1] argues X, while [2] argues Y."])
    assert out == "Two views:\n[1] argues X, while [2] argues Y."


def test_format_sources_lists_title_id_and_pages() -> None:
    text = format_sources(build_sources(_hits()))
    assert text.startswith("\n\nSources:\n[1] Attention Is All You Need — 1706.03762, p. 1, 4")
    assert "[2] BERT — 1810.04805, p. 2–3" in text
    assert format_sources([]) == ""


def test_cited_sources_come_first_and_uncited_are_marked() -> None:
    sources = build_sources(_hits())
    assert [s.number for s, _ in listed_sources(sources, [2])] == [2, 1]
    text = format_sources(sources, cited=[2], mode="all")
    lines = text.split("Sources:\n")[1].splitlines()
    assert lines[0].startswith("[2] BERT") and not lines[0].endswith("(not cited)")
    assert lines[1].startswith("[1] Attention Is All You Need") and lines[1].endswith("(not cited)")


def test_cited_mode_leaves_the_uncited_out() -> None:
    sources = build_sources(_hits())
    text = format_sources(sources, cited=[2], mode="cited")
    assert text == "\n\nSources:\n[2] BERT — 1810.04805, p. 2–3"
    assert format_sources(sources, cited=[], mode="cited") == ""
    assert [d["cited"] for d in sources_dicts(sources, [1], "all")] == [True, False]
    assert [d["number"] for d in sources_dicts(sources, [1], "cited")] == [1]


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

"""Answers without an LLM: the best passages, cited like an LLM's answer (pure)."""

from __future__ import annotations

from tapyre_paper_search.search.answer import build_sources
from tapyre_paper_search.search.passages_answer import answer_text, excerpt, passages_answer
from tapyre_paper_search.search.results import PaperHit, Passage


def _hits() -> list[PaperHit]:
    trees = PaperHit(
        "2401.00001",
        0.9,
        title="Street Trees Cool Cities",
        passages=(
            Passage(
                "2401.00001",
                "Shade from street trees lowers air temperature by 2 K.",
                0.9,
                chunk_index=3,
                page_start=4,
                page_end=4,
            ),
            Passage("2401.00001", "We measured 40 streets.", 0.4, chunk_index=1, page_start=2),
        ),
    )
    roofs = PaperHit(
        "doi:10.1234/roofs",
        0.7,
        title="Green Roofs",
        passages=(
            Passage(
                "doi:10.1234/roofs",
                "Green roofs cool buildings.",
                0.7,
                chunk_index=0,
                page_start=1,
                page_end=2,
            ),
        ),
    )
    return [trees, roofs]


def test_best_passages_first_with_citations_and_pages() -> None:
    sources = build_sources(_hits())
    text, cited = passages_answer(sources, max_passages=2)
    assert text.splitlines()[0] == "The passages that best match the question:"
    assert "[1], p. 4: “Shade from street trees lowers air temperature by 2 K.”" in text
    assert "[2], p. 1–2: “Green roofs cool buildings.”" in text
    assert text.index("[1], p. 4") < text.index("[2], p. 1–2")
    assert "We measured" not in text  # only the two best
    assert cited == [1, 2]


def test_printed_answer_lists_the_cited_sources() -> None:
    printed = answer_text(build_sources(_hits()), max_passages=1)
    assert printed.endswith("Sources:\n[1] Street Trees Cool Cities — 2401.00001, p. 2, 4")
    assert "Green Roofs" not in printed


def test_no_passages() -> None:
    assert passages_answer([]) == ("No stored passage matches the question.", [])


def test_excerpts_cut_at_a_word() -> None:
    assert excerpt("a  b\nc") == "a b c"
    long = "word " * 200
    cut = excerpt(long, limit=50)
    assert cut.endswith("…") and len(cut) <= 51 and not cut[:-1].endswith(" ")


def test_the_llm_hint_is_one_line_naming_real_providers() -> None:
    from tapyre_paper_search.search.passages_answer import llm_setup_hint

    hint = llm_setup_hint(["ollama", "openai"])
    assert "\n" not in hint and "scripted" not in hint
    assert "tapyre config set core.llm ollama" in hint and "ollama or openai" in hint
    bare = llm_setup_hint([])
    assert "\n" not in bare and "pip install ./tapyre-llm-ollama" in bare

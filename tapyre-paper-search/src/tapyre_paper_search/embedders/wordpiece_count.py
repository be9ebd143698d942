"""Token counts of a BERT WordPiece tokenizer without running its whole pipeline.

The chunker counts the tokens of every sentence and of every packed chunk
(:mod:`tapyre_paper_search.chunking`), so an ingest tokenizes its text about twice
just to count it.  The Rust ``tokenizers`` pipeline does much more per text than
a count needs (added-token matching, a normalised string with its alignments,
pre-tokenised splits with offsets, an ``Encoding`` object), about 1.6 µs of CPU
a token.

For a BERT tokenizer (``BertNormalizer``, ``BertPreTokenizer``, ``WordPiece``:
all-MiniLM-L6-v2, SPECTER2, SciBERT …) a text of printable ASCII is, exactly:

* normalised by lower-casing (when the normaliser lower-cases; accents and
  Chinese characters do not occur in ASCII, and ``\\t``, ``\\n``, ``\\r`` become
  spaces);
* split at whitespace, with every ASCII punctuation character a word of its own
  (``BertPreTokenizer``: every printable ASCII character is a letter, a digit, a
  punctuation character or a space);
* cut into word pieces word by word by the model.

So its count is the sum of its words' piece counts, and a word's piece count
is asked of the tokenizer's own model once and remembered (scientific text is
Zipfian).  Every other text (any non-ASCII or control character, or one that
holds an added token such as ``[SEP]``, which the tokenizer would match whole)
is counted by the tokenizer itself, so the counts are always the tokenizer's.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

WORD_CACHE_SIZE = 1 << 16
"""Words whose piece counts are remembered; the memory is forgotten when full (about
8 MB at most), so a process that reads new papers for months stays bounded."""

_NOT_PLAIN = re.compile(r"[^\t\n\r\x20-\x7e]")
_WORD = re.compile(r"[0-9a-z]+|[^0-9a-z\s]")
_CASED_WORD = re.compile(r"[0-9A-Za-z]+|[^0-9A-Za-z\s]")


class WordPieceCounter:
    """``count_tokens`` of a BERT WordPiece ``tokenizers.Tokenizer`` (no special
    tokens, no truncation), computed word by word for printable-ASCII texts.

    Build it with :func:`wordpiece_counter`, which checks the tokenizer is one.
    Thread-safe: the word memory is a dict read and written under the GIL.
    """

    def __init__(self, tokenizer: Any, *, lowercase: bool, added: Sequence[str]) -> None:
        self._tokenizer = tokenizer
        self._model = tokenizer.model
        self._lowercase = lowercase
        self._words = _WORD if lowercase else _CASED_WORD
        self._added = (
            re.compile("|".join(re.escape(a) for a in added), re.IGNORECASE) if added else None
        )
        self._pieces: dict[str, int] = {}

    def __call__(self, texts: Sequence[str]) -> list[int]:
        counts = [0] * len(texts)
        others: list[int] = []
        for i, text in enumerate(texts):
            if _NOT_PLAIN.search(text) or (self._added and self._added.search(text)):
                others.append(i)
            else:
                counts[i] = self._count(text.lower() if self._lowercase else text)
        if others:
            encode = getattr(self._tokenizer, "encode_batch_fast", self._tokenizer.encode_batch)
            encoded = encode([texts[i] for i in others], add_special_tokens=False)
            for i, encoding in zip(others, encoded, strict=True):
                counts[i] = len(encoding.ids)
        return counts

    def _count(self, text: str) -> int:
        words = self._words.findall(text)
        pieces = self._pieces
        try:
            return sum(map(pieces.__getitem__, words))
        except KeyError:  # words not seen yet (or the memory was just forgotten)
            known = {word: self._word_pieces(word) for word in set(words)}
            return sum(map(known.__getitem__, words))

    def _word_pieces(self, word: str) -> int:
        count = self._pieces.get(word)
        if count is None:
            count = len(self._model.tokenize(word))
            if len(self._pieces) >= WORD_CACHE_SIZE:
                self._pieces.clear()
            self._pieces[word] = count
        return count


def wordpiece_counter(tokenizer: Any, tokenizer_json: str) -> WordPieceCounter | None:
    """A :class:`WordPieceCounter` for ``tokenizer`` (built from ``tokenizer_json``)
    when it is a BERT WordPiece tokenizer; ``None`` for any other (those are
    counted by the tokenizer itself)."""
    try:
        config = json.loads(tokenizer_json)
    except ValueError:
        return None
    normalizer = config.get("normalizer") or {}
    pre_tokenizer = config.get("pre_tokenizer") or {}
    model = config.get("model") or {}
    if (
        normalizer.get("type") != "BertNormalizer"
        or pre_tokenizer.get("type") != "BertPreTokenizer"
        or model.get("type") != "WordPiece"
    ):
        return None
    added = [str(token["content"]) for token in config.get("added_tokens") or []]
    return WordPieceCounter(
        tokenizer, lowercase=bool(normalizer.get("lowercase", True)), added=added
    )

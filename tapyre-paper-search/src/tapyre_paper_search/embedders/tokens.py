"""Tokenizing as a transformer encoder does, with the Rust ``tokenizers`` package
alone (no torch, no transformers).

* :class:`ModelTokenizer`: a model's inputs: token ids with the special tokens
  it expects around one sequence, cut to the model's length (cuts are counted).
  The torch and the ONNX Runtime encoders share it, so both see the same ids.
* :class:`TokenizerCounter`: token counts that travel to worker processes.
  Extraction workers chunk papers themselves
  (:mod:`tapyre_paper_search.pipeline.indexing`), so they need the dense
  embedder's token counts without its model; it pickles as the tokenizer's JSON
  and is rebuilt once per process.
"""

from __future__ import annotations

import functools
import hashlib
import logging
from collections.abc import Callable, Sequence
from dataclasses import KW_ONLY, dataclass, field
from typing import Any

import numpy as np
from numpy.typing import NDArray

log = logging.getLogger(__name__)

_BUILT: dict[str, Any] = {}
"""Tokenizers already rebuilt in this process, by the SHA-1 of their JSON."""

_COUNTERS: dict[str, Callable[[Sequence[str]], list[int]]] = {}
"""Their token counters (see :func:`_token_counts`), by the same key."""


def _tokenizer(tokenizer_json: str) -> Any:
    """The ``tokenizers.Tokenizer`` of ``tokenizer_json``, without padding or truncation;
    built once per process (the tokenizer is thread-safe and stateless once set up)."""
    key = hashlib.sha1(tokenizer_json.encode(), usedforsecurity=False).hexdigest()
    tokenizer = _BUILT.get(key)
    if tokenizer is None:
        from tokenizers import Tokenizer

        tokenizer = Tokenizer.from_str(tokenizer_json)
        tokenizer.no_truncation()
        tokenizer.no_padding()
        _BUILT[key] = tokenizer
    return tokenizer


def _plain_ids(tokenizer: Any, texts: Sequence[str]) -> list[list[int]]:
    encode = getattr(tokenizer, "encode_batch_fast", tokenizer.encode_batch)
    return [e.ids for e in encode(list(texts), add_special_tokens=False)]


def _token_counts(tokenizer_json: str) -> Callable[[Sequence[str]], list[int]]:
    """Token counts without special tokens for ``tokenizer_json``'s tokenizer: a
    :class:`~.wordpiece_count.WordPieceCounter` for a BERT WordPiece tokenizer (the
    same counts, several times cheaper), else the tokenizer's own encodings' lengths.
    Built once per process."""
    key = hashlib.sha1(tokenizer_json.encode(), usedforsecurity=False).hexdigest()
    counter = _COUNTERS.get(key)
    if counter is None:
        from tapyre_paper_search.embedders.wordpiece_count import wordpiece_counter

        tokenizer = _tokenizer(tokenizer_json)
        counter = wordpiece_counter(tokenizer, tokenizer_json) or functools.partial(
            _encoded_lengths, tokenizer
        )
        _COUNTERS[key] = counter
    return counter


def _encoded_lengths(tokenizer: Any, texts: Sequence[str]) -> list[int]:
    return [len(ids) for ids in _plain_ids(tokenizer, texts)]


class TokenizerCounter:
    """Token counts without special tokens, as ``DenseEmbedder.count_tokens`` gives them."""

    def __init__(self, tokenizer_json: str) -> None:
        self._json = tokenizer_json
        self._count: Callable[[Sequence[str]], list[int]] | None = None

    def __getstate__(self) -> dict[str, Any]:
        return {"json": self._json}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__(state["json"])  # type: ignore[misc]

    def __call__(self, texts: Sequence[str]) -> list[int]:
        if not texts:
            return []
        if self._count is None:
            self._count = _token_counts(self._json)
        return self._count(texts)


@dataclass(eq=False, repr=False)
class ModelTokenizer:
    """A model's inputs from texts: ``[CLS] … [SEP]`` (whatever the tokenizer puts around
    one sequence), cut to ``max_tokens`` ids in all.

    ``tokenizer_json`` is the fast tokenizer's serialisation (``tokenizer.json``);
    ``pad_id`` fills padded batches; ``sep_token`` is the separator's text
    (``title [SEP] abstract``).  Picklable: it travels to encoder worker processes
    as its JSON.
    """

    tokenizer_json: str
    _: KW_ONLY
    max_tokens: int
    pad_id: int = 0
    sep_token: str = "[SEP]"
    component: str = "hf"
    truncated: int = field(default=0, init=False)
    """How many inputs so far were longer than :attr:`max_tokens` and were cut."""

    def __post_init__(self) -> None:
        self._tokenizer = _tokenizer(self.tokenizer_json)
        self._count = _token_counts(self.tokenizer_json)
        self.prefix, self.suffix = _special_tokens(self._tokenizer)
        self.body_tokens = self.max_tokens - len(self.prefix) - len(self.suffix)
        if self.body_tokens < 1:
            raise ValueError(
                f"{self.component}: max_tokens {self.max_tokens} leaves no room for text"
            )

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        del state["_tokenizer"], state["_count"]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._tokenizer = _tokenizer(self.tokenizer_json)
        self._count = _token_counts(self.tokenizer_json)

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Token counts without special tokens (a BERT tokenizer's counted word by word
        for plain-ASCII texts, see :mod:`.wordpiece_count`; the same counts)."""
        if not texts:
            return []
        return self._count(texts)

    def tokenize(self, texts: Sequence[str]) -> list[NDArray[np.int64]]:
        """Model inputs with special tokens, cut to :attr:`max_tokens` (cuts are counted)."""
        if not texts:
            return []
        body = self.body_tokens
        prefix, suffix = self.prefix, self.suffix
        out = []
        cut = 0
        for ids in _plain_ids(self._tokenizer, texts):
            if len(ids) > body:
                cut += 1
            out.append(np.asarray(prefix + ids[:body] + suffix, dtype=np.int64))
        if cut:
            self.truncated += cut
            log.info(
                "%s: %d of %d inputs were longer than %d tokens and were truncated",
                self.component,
                cut,
                len(out),
                self.max_tokens,
            )
        return out

    def counter(self) -> TokenizerCounter:
        """:meth:`count_tokens` as a picklable callable, for worker processes."""
        return TokenizerCounter(self.tokenizer_json)


def clamp_max_tokens(limit: int, requested: int | None) -> int:
    """The input length to use: the model's ``limit``, or less when ``requested`` (at least 4)."""
    if requested is not None:
        return max(4, min(requested, limit))
    return limit


def _special_tokens(tokenizer: Any) -> tuple[list[int], list[int]]:
    """The ids the tokenizer puts before and after a single sequence."""
    plain = tokenizer.encode("hello world", add_special_tokens=False).ids
    full = tokenizer.encode("hello world", add_special_tokens=True).ids
    for start in range(len(full) - len(plain) + 1):
        if full[start : start + len(plain)] == plain:
            return list(full[:start]), list(full[start + len(plain) :])
    return [], []

"""A token counter that can travel to worker processes.

Extraction workers chunk papers themselves (:mod:`tapyre_paper_search.pipeline.indexing`),
so they need the dense embedder's token counts without its model.  A
:class:`TokenizerCounter` pickles as the tokenizer's JSON and is rebuilt once
per process: light (the Rust ``tokenizers`` package, no torch).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

_BUILT: dict[str, Any] = {}
"""Tokenizers already rebuilt in this process, by the SHA-1 of their JSON."""


class TokenizerCounter:
    """Token counts without special tokens, as ``DenseEmbedder.count_tokens`` gives them."""

    def __init__(self, tokenizer_json: str) -> None:
        self._json = tokenizer_json
        self._key = hashlib.sha1(tokenizer_json.encode(), usedforsecurity=False).hexdigest()
        self._tokenizer: Any = None

    def __getstate__(self) -> dict[str, Any]:
        return {"json": self._json}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__(state["json"])  # type: ignore[misc]

    def _get(self) -> Any:
        if self._tokenizer is None:
            tokenizer = _BUILT.get(self._key)
            if tokenizer is None:
                from tokenizers import Tokenizer

                tokenizer = Tokenizer.from_str(self._json)
                tokenizer.no_truncation()
                tokenizer.no_padding()
                _BUILT[self._key] = tokenizer
            self._tokenizer = tokenizer
        return self._tokenizer

    def __call__(self, texts: Sequence[str]) -> list[int]:
        if not texts:
            return []
        tokenizer = self._get()
        encode = getattr(tokenizer, "encode_batch_fast", tokenizer.encode_batch)
        return [len(e.ids) for e in encode(list(texts), add_special_tokens=False)]

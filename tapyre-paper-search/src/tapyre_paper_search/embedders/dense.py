"""The dense embedder over an :class:`~.encoder.Encoder` (torch or ONNX Runtime):
prefixes and adapters per role (passage or query)."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING

from tapyre import DenseEmbedder

from tapyre_paper_search.embedders.microbatch import MicroBatcher, pick_lanes
from tapyre_paper_search.embedders.tokens import TokenizerCounter

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from tapyre_paper_search.embedders.encoder import Encoder


class TransformerEmbedder(DenseEmbedder):
    """Passages and queries through one encoder, each with its own prefix and adapter.

    Papers are embedded as passages from ``title [SEP] abstract`` (the
    tokenizer's own separator token).  ``query_lanes`` query passes run at once
    (0: one per usable CPU for an encoder on the CPU, one on a GPU; see
    :func:`~.microbatch.pick_lanes`).
    """

    def __init__(
        self,
        encoder: Encoder,
        *,
        name: str,
        query_prefix: str = "",
        passage_prefix: str = "",
        query_adapter: str | None = None,
        passage_adapter: str | None = None,
        query_lanes: int = 0,
    ) -> None:
        self.encoder = encoder
        self._name = name
        self.query_prefix = query_prefix
        self.passage_prefix = passage_prefix
        self.query_adapter = query_adapter
        self.passage_adapter = passage_adapter
        prefix_tokens = encoder.count_tokens([passage_prefix])[0] if passage_prefix else 0
        self._max_tokens = encoder.body_tokens - prefix_tokens
        self._counter: TokenizerCounter | None = None
        # Concurrent query encodes (a server's request threads) share forward passes,
        # on the CPU as many passes at once as there are usable cores.
        lanes = pick_lanes(encoder.on_cpu, query_lanes)
        self._queries = MicroBatcher(self._encode_queries, lanes=lanes)

    @property
    def name(self) -> str:
        return self._name

    @property
    def dimension(self) -> int:
        return self.encoder.dimension

    @property
    def max_tokens(self) -> int:
        """Longest passage, in :meth:`count_tokens` units, that is not truncated
        (the model's limit less special tokens and the passage prefix)."""
        return self._max_tokens

    @property
    def separator(self) -> str:
        return self.encoder.sep_token

    @property
    def papers_as_passages(self) -> bool:
        """Papers are passages of ``title [SEP] abstract`` through the same encoder and
        adapter, so an abstract-only paper's first chunk stands for it
        (``benchmarks/paper_vectors.py``: nDCG@10 0.7634 against 0.7618)."""
        return True

    @property
    def truncated(self) -> int:
        """Inputs cut to the model's length so far."""
        return self.encoder.truncated

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        return self.encoder.count_tokens(texts)

    @property
    def token_counter(self) -> TokenizerCounter:
        """:meth:`count_tokens` as a picklable callable, for worker processes."""
        if self._counter is None:
            self._counter = self.encoder.token_counter()
        return self._counter

    def encoding_workers(self, count: int) -> AbstractContextManager[int]:
        """Encode large inputs in ``count`` worker processes (one thread each) while the
        block runs; yields how many run (0: this encoder encodes in this process)."""
        return self.encoder.workers(count)

    def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        prefix = self.passage_prefix
        inputs = [prefix + t for t in texts] if prefix else list(texts)
        return self.encoder.encode(inputs, adapter=self.passage_adapter)

    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Query vectors; calls from concurrent threads are encoded together
        (:class:`~.microbatch.MicroBatcher`)."""
        if not texts:
            return self.encoder.encode([])
        return self._queries(list(texts))

    def _encode_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        prefix = self.query_prefix
        inputs = [prefix + t for t in texts] if prefix else list(texts)
        return self.encoder.encode(inputs, adapter=self.query_adapter)

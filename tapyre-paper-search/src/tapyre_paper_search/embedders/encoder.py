"""What every transformer encoder of the dense embedders is: texts to pooled vectors.

:class:`Encoder` holds what does not depend on the runtime: the model's
tokenizer (:class:`~.tokens.ModelTokenizer`), pooling and normalisation, and
where a large input runs.  A subclass runs forward passes: torch
(:class:`~.transformer.TransformerEncoder`) or ONNX Runtime
(:class:`~.onnx_encoder.OnnxEncoder`, which never imports torch).

Where an input runs:

* small ones (a query, a few short texts) in this process on one thread: a
  single short sequence gains nothing from more threads and loses a lot when
  the cores are busy (35–166 ms instead of 5–7 ms for one query on two busy
  cores with two torch threads);
* the others, inside :meth:`Encoder.workers`, in a pool of worker processes
  with one intra-op thread each (:mod:`.encoder_pool`): whole sequences per
  core instead of every matrix product split across cores (an ingest's last,
  partial batch too, so it runs the workers' model while they would wait);
* large ones without a pool in this process with the runtime's threads.
"""

from __future__ import annotations

import contextlib
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.embedders.tokens import ModelTokenizer, TokenizerCounter
from tapyre_paper_search.errors import EmbedderError

if TYPE_CHECKING:
    from tapyre_paper_search.embedders.encoder_pool import EncoderPool

SMALL_INPUT_TOKENS = 512
"""Inputs of at most this many tokens in all run in this process, on one thread."""

POOL_MIN_TOKENS = SMALL_INPUT_TOKENS + 1
"""Inputs of at least this many tokens go to the worker pool, when one is running:
every input but the small ones, so an ingest's last, partial batch runs in the
workers (with their model) instead of here while they wait."""

EncoderRecipe = Callable[[], "Encoder"]
"""Builds an equal encoder in another process, with one intra-op thread (picklable)."""


class Encoder(ABC):
    """A loaded encoder that turns texts into pooled vectors.

    ``tokens`` tokenises as the model expects; ``dimension`` is the vectors'
    width; ``pooling`` is ``cls`` or ``mean``; ``normalize`` scales vectors to
    length 1; ``batch_tokens`` bounds one padded forward pass.
    """

    variant = "fp32"
    """The weights' precision as run (``fp32``, ``bf16``, ``fp16``, ``int8``)."""
    execution = "padded"
    """How batches run (``padded``, ``packed``, ``onnx-int8``, …), for messages and benchmarks."""
    on_cpu: bool = True
    """Whether forward passes run on the CPU (False for a GPU; an encoder on a device
    sets it when it loads): how many query passes may run at once follows from it
    (:func:`~.microbatch.pick_lanes`)."""

    def __init__(
        self,
        tokens: ModelTokenizer,
        *,
        component: str,
        dimension: int,
        pooling: str,
        normalize: bool,
        batch_tokens: int,
    ) -> None:
        if pooling not in ("cls", "mean"):
            raise EmbedderError(f"{component}: pooling must be cls or mean, not {pooling!r}.")
        self.tokens = tokens
        self.component = component
        self.dimension = dimension
        self.pooling = pooling
        self.normalize = normalize
        self.batch_tokens = max(batch_tokens, tokens.max_tokens)
        self._pool: EncoderPool | None = None
        self._pool_lock = threading.Lock()

    # -- tokens ---------------------------------------------------------------------

    @property
    def max_tokens(self) -> int:
        """The longest input in tokens, special tokens included."""
        return self.tokens.max_tokens

    @property
    def body_tokens(self) -> int:
        """The longest text in tokens, special tokens excluded."""
        return self.tokens.body_tokens

    @property
    def truncated(self) -> int:
        """Inputs cut to :attr:`max_tokens` so far."""
        return self.tokens.truncated

    @property
    def sep_token(self) -> str:
        return self.tokens.sep_token

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Token counts without special tokens (:meth:`ModelTokenizer.count_tokens`)."""
        return self.tokens.count_tokens(texts)

    def tokenize(self, texts: Sequence[str]) -> list[NDArray[np.int64]]:
        """Model inputs with special tokens, cut to :attr:`max_tokens` (cuts are counted)."""
        return self.tokens.tokenize(texts)

    def token_counter(self) -> TokenizerCounter:
        """:meth:`count_tokens` as a picklable callable, for worker processes."""
        return self.tokens.counter()

    # -- encoding ---------------------------------------------------------------------

    def encode(self, texts: Sequence[str], *, adapter: str | None = None) -> NDArray[np.float32]:
        """Pooled vectors, one row per text, in input order, float32."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return self.encode_tokens(self.tokenize(texts), adapter=adapter)

    def encode_tokens(
        self, seqs: Sequence[NDArray[np.int64]], *, adapter: str | None = None
    ) -> NDArray[np.float32]:
        """Pooled vectors of already tokenised inputs (:meth:`tokenize`), in input order."""
        if not seqs:
            return np.zeros((0, self.dimension), dtype=np.float32)
        tokens = sum(len(s) for s in seqs)
        pool = self._pool
        if pool is not None and adapter is None and tokens >= POOL_MIN_TOKENS:
            self.pool_work(pool, tokens)
            return pool.encode_tokens(seqs)
        return self.run(seqs, adapter=adapter, small=tokens <= SMALL_INPUT_TOKENS)

    @abstractmethod
    def run(
        self, seqs: Sequence[NDArray[np.int64]], *, adapter: str | None, small: bool
    ) -> NDArray[np.float32]:
        """Forward passes in this process, in input order; ``small`` inputs on one thread."""

    # -- worker processes ----------------------------------------------------------------

    def recipe(self) -> EncoderRecipe | None:
        """How a worker process builds this encoder (``None``: it cannot, e.g. adapters)."""
        return None

    def pool_work(self, pool: EncoderPool, tokens: int) -> None:
        """Called before ``pool`` encodes an input of ``tokens``: a subclass may switch
        its workers to another model (:meth:`.EncoderPool.switch`); by default nothing."""
        return None

    @contextlib.contextmanager
    def workers(self, count: int) -> Iterator[int]:
        """Run large inputs in ``count`` worker processes while the block runs.

        Yields the number of workers in use: 0 when ``count`` is below 2 or this
        encoder cannot be rebuilt in another process (inputs then run here).
        Nested use shares the outer pool.  Left by an exception, the workers are
        killed at once, not waited for (one may still be loading its model).
        """
        recipe = self.recipe() if count >= 2 else None
        with self._pool_lock:
            outer = self._pool
            if outer is not None or recipe is None:
                pool = None
            else:
                from tapyre_paper_search.embedders.encoder_pool import EncoderPool

                pool = self._pool = EncoderPool(recipe, count, self.dimension)
        failed = True
        try:
            yield outer.workers if outer is not None else (pool.workers if pool else 0)
            failed = False
        finally:
            if pool is not None:
                with self._pool_lock:
                    self._pool = None
                pool.close(kill=failed)

    def describe(self) -> dict[str, Any]:
        """What runs, for ``stats`` and benchmarks."""
        return {
            "execution": self.execution,
            "variant": self.variant,
            "max_tokens": self.max_tokens,
            "pool_workers": self._pool.workers if self._pool is not None else 0,
        }

"""What paper search asks of an embedder beyond the core's base classes.

The embedder contracts themselves are the core's :class:`tapyre.DenseEmbedder`
and :class:`tapyre.SparseEmbedder` (checked by
:class:`~tapyre_paper_search.testing.contracts.DenseEmbedderContract` and
:class:`~tapyre_paper_search.testing.contracts.SparseEmbedderContract`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from typing import Protocol, runtime_checkable

__all__ = ["ParallelEncoding", "WorkerTokenCounting"]


@runtime_checkable
class WorkerTokenCounting(Protocol):
    """Optional, for a dense embedder: its token counting can travel to the extraction
    worker processes, which then chunk each PDF where they extract it (chunking is
    pure Python and scales with the workers only there).

    ``token_counter`` is a picklable function that counts like ``count_tokens``
    (a module-level function, or an object holding only a tokenizer).  Without
    it the main process chunks.
    """

    @property
    def token_counter(self) -> Callable[[Sequence[str]], list[int]]:
        """``count_tokens`` as a picklable function."""
        ...


@runtime_checkable
class ParallelEncoding(Protocol):
    """Optional, for a dense embedder: it can encode large inputs in worker processes.

    Local ingestion wraps its embedding stage in ``encoding_workers(n)``
    (``[papers] embed_workers``, default one per CPU); inside, large calls to
    ``embed_passages`` / ``embed_papers`` are spread over ``n`` processes with
    one intra-op thread each (on a CPU that beats one process with ``n``
    threads: each core runs whole sequences).  The context yields the number
    of workers really used (0: the embedder encodes in the calling process,
    e.g. on a GPU).
    """

    def encoding_workers(self, count: int) -> AbstractContextManager[int]:
        """Worker processes for large inputs while the block runs."""
        ...

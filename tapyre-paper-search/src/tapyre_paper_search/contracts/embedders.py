"""What paper search asks of an embedder beyond the core's base classes.

The embedder contracts themselves are the core's :class:`tapyre.DenseEmbedder`
and :class:`tapyre.SparseEmbedder` (checked by
:class:`~tapyre_paper_search.testing.contracts.DenseEmbedderContract` and
:class:`~tapyre_paper_search.testing.contracts.SparseEmbedderContract`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

__all__ = ["WorkerTokenCounting"]


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

"""What runs the ingestion's extraction, chunking and embedding somewhere else.

:class:`RemoteExecutor` is the interface an :class:`~.ingest.IngestPipeline` takes
as its ``executor`` (the Ray executor of :mod:`tapyre_paper_search.distributed`
is one); without one those stages run in the pipeline's own worker processes and
threads.  :mod:`.ingest` exports it too.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from tapyre_paper_search.pipeline.extract import Job
    from tapyre_paper_search.pipeline.ingest import IngestPipeline

__all__ = ["RemoteExecutor"]


class RemoteExecutor(Protocol):
    """Runs stages 2 and 3 (extraction, chunking, embedding) somewhere else.

    :meth:`process` takes the feed's jobs in source order (each a :class:`Job` of a
    work item and its PDF, ``None`` without one) and yields them back in the same
    order, grouped in store batches, each item filled by
    :func:`~.work.prepare_paper` and :func:`~.work.embed_papers` when
    :meth:`IngestPipeline.needs_work` says so, and left as it is otherwise.  It
    stops early once :attr:`IngestPipeline.stopping`.
    """

    def start(self) -> None:
        """Get ready (connect to a cluster); called before the stages start."""
        ...

    def process(self, pipeline: IngestPipeline, jobs: Iterator[Job[Any]]) -> Iterator[list[Any]]:
        """The jobs' items, done, in source order and in store batches."""
        ...

"""Building the graph of papers already stored: resumable, a batch of papers at a time.

``tapyre papers graph build`` and ``papers check --repair`` call
:func:`build_missing`: it asks the graph store which papers have chunks without
graph passages, reads them from the metadata store and adds them in batches
(one transaction each), until none is missing.  Killed at any moment, the
next call goes on from the papers still missing; nothing is done twice.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from tapyre_paper_search.contracts import MetadataStore
from tapyre_paper_search.graph.builder import BuildStats, GraphBuilder, PaperText
from tapyre_paper_search.graph.errors import GraphStoreError

DEFAULT_BATCH_PAPERS = 256
"""Papers per batch: the embedder runs far better on a few hundred texts at once
(5,000 MiniLM sentences in calls of 100 took three times the CPU of one call)."""


def build_missing(
    builder: GraphBuilder,
    metadata: MetadataStore,
    *,
    batch_papers: int = DEFAULT_BATCH_PAPERS,
    progress: Callable[[BuildStats], None] | None = None,
    stop: threading.Event | None = None,
) -> BuildStats:
    """Add every stored paper the graph lacks; returns what was done.

    ``progress`` is called after each batch with that batch's stats; ``stop``
    ends the build after the batch in progress (what is written stays).
    """
    total = BuildStats()
    previous: list[str] = []
    while stop is None or not stop.is_set():
        missing = builder.store.missing_papers(limit=batch_papers)
        if not missing:
            break
        if missing == previous:
            raise GraphStoreError(
                f"the graph of {missing[0]} was written but the paper is still missing "
                "from it (do its chunks exist?)"
            )
        previous = missing
        records = metadata.get_papers(missing, with_chunks=True)
        papers = [PaperText.of(records[p]) for p in missing if p in records]
        stats = builder.add(papers)
        total.add(stats)
        if progress is not None:
            progress(stats)
    builder.store.remove_unused_entities()
    return total

"""Distributed ingestion on Ray (the ``ray`` extra: ``pip install 'tapyre-paper-search[ray]'``).

``tapyre papers ingest SOURCE... --executor ray`` runs extraction, chunking and
BM25 vectors as Ray Data CPU tasks across the cluster and dense embedding in a
pool of actors that each load the model once (on a GPU where the cluster has
them), and streams the results back to this process, which stores them through
the same crash-safe store stage as the local executor
(:mod:`tapyre_paper_search.pipeline.ingest`).  Every request to arXiv, on any
machine of the cluster, waits for one named rate-limiter actor
(:mod:`.ratelimit`).

Nothing here imports Ray at module level: :func:`require_ray` does, with a
one-line error naming the extra when it is missing.
"""

from tapyre_paper_search.distributed.cluster import RayUnavailableError, require_ray
from tapyre_paper_search.distributed.executor import EmbedderFactory, RayExecutor

__all__ = ["EmbedderFactory", "RayExecutor", "RayUnavailableError", "require_ray"]

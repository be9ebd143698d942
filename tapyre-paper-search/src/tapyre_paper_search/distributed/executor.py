"""The Ray executor: stages 2 and 3 of the ingestion pipeline on a Ray cluster.

::

    driver: feed ─▶ window of items ─▶ Ray Data:
        map_batches(extract + chunk + BM25)   CPU tasks, anywhere in the cluster
        map_batches(EmbedActor)               actor pool, one model load per actor
    ─▶ iter_batches (source order) ─▶ driver: the store stage (vectors, then SQL)

The driver (:class:`~tapyre_paper_search.pipeline.ingest.IngestPipeline`) still
decides what to skip, journals each batch and writes every store, so embedded
stores work and the crash-safety rules of the local executor hold unchanged.  The
work is the same too: the tasks run :func:`~.pipeline.work.prepare_paper` over
the same extraction function (in a child process, with its time and memory
limits) and the actors :func:`~.pipeline.work.embed_papers`.

PDFs travel to the tasks as bytes, so workers need no shared file system.  Ray
retries a task whose worker dies (three times, Ray's default) and Ray Data
restarts a dead actor and retries its tasks; a retried task
computes the same chunks, and point ids are derived from paper id, chunk index
and chunker version (:mod:`tapyre_paper_search.store.ids`), so a retry can only
overwrite, never duplicate.

Items are sent in windows (``window`` items per Ray Data run, default 1024): the
driver holds one window of PDFs in memory, and the actors load the model once per
window.
"""

from __future__ import annotations

import logging
import pickle
import queue
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.contracts.embedders import WorkerTokenCounting
from tapyre_paper_search.distributed.cluster import cluster_gpus, connect
from tapyre_paper_search.pipeline.extract import END, ExtractFn, ExtractionFailed, Job
from tapyre_paper_search.pipeline.work import Prepared, embed_papers, prepare_paper

if TYPE_CHECKING:
    from tapyre import DenseEmbedder, SparseEmbedder

    from tapyre_paper_search.pipeline.extract import OrderedExtractor
    from tapyre_paper_search.pipeline.ingest import IngestPipeline
    from tapyre_paper_search.records import Chunk, Page

log = logging.getLogger(__name__)

Embedders = tuple["DenseEmbedder", "SparseEmbedder | None"]


@dataclass(frozen=True)
class EmbedderFactory:
    """Builds the run's embedders where it is called (in each embedding actor) from
    configuration, through a :class:`tapyre.Host`, like the CLI builds them.

    ``config`` holds the configuration tables the embedders read (``embedders``,
    ``core``); plugins' embedders must be installed on every node.
    """

    config: Mapping[str, Any]
    dense: str
    sparse: str | None

    def __call__(self) -> Embedders:
        from tapyre import Config, Host

        host = Host(Config(dict(self.config)))
        dense = host.build("embedders", self.dense)
        sparse = host.build("embedders", self.sparse) if self.sparse else None
        return dense, sparse


@dataclass(frozen=True)
class _Given:
    """The driver's own embedder objects, pickled to each actor (embedders built in code)."""

    dense: Any
    sparse: Any

    def __call__(self) -> Embedders:
        return self.dense, self.sparse


@dataclass(frozen=True)
class _Chunker:
    """The run's chunker with a picklable token counter (see ``IngestPipeline.chunk``)."""

    count_tokens: Callable[[Sequence[str]], list[int]]
    max_tokens: int
    overlap_tokens: int

    def __call__(self, paper_id: str, pages: Sequence[Page]) -> list[Chunk]:
        from tapyre_paper_search.chunking import chunk_paper

        chunks: list[Chunk] = chunk_paper(
            paper_id,
            list(pages),
            self.count_tokens,
            max_tokens=self.max_tokens,
            overlap_tokens=self.overlap_tokens,
        )
        return chunks


@dataclass(frozen=True)
class _ExtractSpec:
    """What an extraction task needs: the per-PDF function and its limits, and the
    chunker when the dense embedder's token counter can travel (else the actors chunk)."""

    fn: ExtractFn
    max_pages: int | None
    timeout: float
    memory_limit_mb: int | None
    chunker: _Chunker | None


@dataclass(frozen=True)
class _EmbedSpec:
    embedders: Callable[[], Embedders]
    max_tokens: int
    overlap_tokens: int


class RayExecutor:
    """Runs extraction, chunking and embedding on a Ray cluster (see the module docs).

    ``address``: ``auto``, ``ray://HOST:PORT``, or ``None`` (``RAY_ADDRESS``, a
    running cluster, or a new local one).  ``embedders`` builds the embedders in
    each actor (default: the pipeline's own, pickled; the CLI passes an
    :class:`EmbedderFactory`).  ``embed_actors``: the actor pool's size (default:
    one per GPU, or 1 on a CPU-only cluster).  ``extract_batch``: PDFs per CPU task.
    ``embed_batch``: papers per actor call.  ``window``: items per Ray Data run.
    """

    def __init__(
        self,
        address: str | None = None,
        *,
        embedders: Callable[[], Embedders] | None = None,
        embed_actors: int | None = None,
        extract_batch: int = 2,
        embed_batch: int = 4,
        window: int = 1024,
    ) -> None:
        self.address = address
        self.embedders = embedders
        self.embed_actors = embed_actors
        self.extract_batch = max(1, extract_batch)
        self.embed_batch = max(1, embed_batch)
        self.window = max(1, window)
        self._ray: Any = None

    def start(self) -> None:
        """Connect to the cluster and route this process's arXiv requests through the
        cluster's rate limiter.  Called by the pipeline before its stages start."""
        from tapyre_paper_search.distributed.ratelimit import install_cluster_rate_limiter

        self._ray = connect(self.address)
        install_cluster_rate_limiter()

    def process(self, pipeline: IngestPipeline, jobs: Iterator[Job[Any]]) -> Iterator[list[Any]]:
        """See :class:`~tapyre_paper_search.pipeline.ingest.RemoteExecutor`."""
        if self._ray is None:
            self.start()
        window: list[Job[Any]] = []
        for job in jobs:
            window.append(job)
            if len(window) >= self.window:
                yield from self._window(pipeline, window)
                window = []
        if window:
            yield from self._window(pipeline, window)

    # -- one window ---------------------------------------------------------------

    def _window(self, pipeline: IngestPipeline, jobs: list[Job[Any]]) -> Iterator[list[Any]]:
        rows = []
        for seq, job in enumerate(jobs):
            work = job.item
            if not pipeline.needs_work(work):
                continue
            pdf = b""
            if job.pdf is not None:
                try:
                    pdf = Path(job.pdf).read_bytes()
                except OSError as exc:
                    work.failure = ("error", f"{job.pdf}: cannot be read: {exc}")
                    continue
            rows.append(
                {
                    "seq": seq,
                    "source": pickle.dumps(work.source),
                    "pdf": pdf,
                    "has_pdf": job.pdf is not None,
                }
            )
        results = self._results(pipeline, rows) if rows else iter(())
        done: dict[int, Mapping[str, Any]] = {}
        batch: list[Any] = []
        chunks = 0
        limit = pipeline.options.embed_batch
        for seq, job in enumerate(jobs):
            if pipeline.stopping:
                return
            work = job.item
            if pipeline.needs_work(work):
                while seq not in done:
                    row = next(results)
                    done[int(row["seq"])] = row
                self._fill(pipeline, work, done.pop(seq))
            batch.append(work)
            if work.record is not None:
                chunks += len(work.record.chunks)
            if chunks >= limit or len(batch) >= 4 * limit:
                yield batch
                batch, chunks = [], 0
        if batch:
            yield batch

    def _fill(self, pipeline: IngestPipeline, work: Any, row: Mapping[str, Any]) -> None:
        prepared: Prepared = pickle.loads(row["result"])
        for name in (
            "record",
            "failure",
            "pages",
            "chunk_dense",
            "chunk_sparse",
            "sparse_done",
            "paper_dense",
            "paper_sparse",
        ):
            setattr(work, name, getattr(prepared, name))
        nodes = pipeline.counters.nodes
        for role in ("extract", "embed"):
            node = str(row[f"{role}_node"])
            stats = nodes.setdefault(node, {})
            stats[f"{role}_seconds"] = stats.get(f"{role}_seconds", 0.0) + float(
                row[f"{role}_seconds"]
            )
            if role == "extract":
                stats["papers"] = stats.get("papers", 0.0) + 1
                stats["pages"] = stats.get("pages", 0.0) + prepared.pages
            elif prepared.record is not None:
                stats["chunks"] = stats.get("chunks", 0.0) + len(prepared.record.chunks)

    def _results(
        self, pipeline: IngestPipeline, rows: list[dict[str, Any]]
    ) -> Iterator[Mapping[str, Any]]:
        ray = self._ray
        context = ray.data.DataContext.get_current()
        context.execution_options.preserve_order = True
        context.enable_progress_bars = False  # the pipeline's own progress shows the run
        context.print_on_execution_start = False
        opts = pipeline.options
        dense = pipeline.dense
        counter = dense.token_counter if isinstance(dense, WorkerTokenCounting) else None
        chunker = (
            _Chunker(counter, pipeline.max_tokens, opts.overlap_tokens)
            if counter is not None and _picklable(counter)
            else None
        )
        worker_fn = pipeline.worker_fn() if chunker is not None else pipeline.extract_fn
        spec = _ExtractSpec(
            worker_fn, opts.max_pages, opts.extract_timeout, opts.extract_memory_mb or None, chunker
        )
        factory = self.embedders or _Given(pipeline.dense, pipeline.sparse)
        embed = _EmbedSpec(factory, pipeline.max_tokens, opts.overlap_tokens)
        gpus = cluster_gpus(ray)
        actors = self.embed_actors or (max(1, int(gpus)) if gpus >= 1 else 1)
        resources: dict[str, Any] = {"num_gpus": 1} if gpus >= 1 else {"num_cpus": 1}
        blocks = max(1, -(-len(rows) // self.extract_batch))
        dataset = (
            ray.data.from_items(rows, override_num_blocks=blocks)
            .map_batches(
                _extract_batch,
                fn_kwargs={"spec": spec},
                batch_size=self.extract_batch,
                batch_format="pyarrow",
                num_cpus=1,
                # Ray Data never fuses an operator that has this with its neighbours:
                # fused into the actor pool, extraction would run only in the actors.
                ray_remote_args_fn=_task_args,
            )
            .map_batches(
                EmbedActor,
                fn_constructor_kwargs={"spec": embed},
                batch_size=self.embed_batch,
                batch_format="pyarrow",
                compute=ray.data.ActorPoolStrategy(size=actors),
                **resources,
            )
        )
        for table in dataset.iter_batches(batch_size=None, batch_format="pyarrow"):
            yield from table.to_pylist()


def _task_args() -> dict[str, Any]:
    return {"num_cpus": 1}


def _picklable(value: object) -> bool:
    try:
        pickle.dumps(value)
    except Exception:
        return False
    return True


def _node() -> str:
    """This worker's node, as its IP address and the start of its Ray node id."""
    import ray

    context = ray.get_runtime_context()
    address = ray.util.get_node_ip_address()  # type: ignore[no-untyped-call]
    return f"{address}/{context.get_node_id()[:8]}"


# -- CPU tasks -------------------------------------------------------------------

_EXTRACTOR: list[tuple[bytes, OrderedExtractor[int]]] = []
"""This Ray worker's extraction child process, kept for its next tasks (Ray reuses
worker processes; the child dies with its parent), with the spec it was made for."""


def _extractor(spec: _ExtractSpec) -> OrderedExtractor[int]:
    from tapyre_paper_search.pipeline.extract import OrderedExtractor

    key = pickle.dumps(spec)  # each task unpickles its own copy: compare by value
    if _EXTRACTOR and _EXTRACTOR[0][0] == key:
        return _EXTRACTOR[0][1]
    while _EXTRACTOR:
        _EXTRACTOR.pop()[1].__exit__(None, None, None)
    extractor = OrderedExtractor[int](
        1,
        timeout=spec.timeout,
        max_pages=spec.max_pages,
        fn=spec.fn,
        memory_limit_mb=spec.memory_limit_mb,
    )
    _EXTRACTOR.append((key, extractor))
    return extractor


def _extract_batch(table: Any, *, spec: _ExtractSpec) -> Any:
    """A Ray Data CPU task: extract, chunk and weigh a batch of papers (rows of
    ``seq``, pickled ``source``, ``pdf`` bytes, ``has_pdf``) into pickled results."""
    import pyarrow as pa

    started = time.perf_counter()
    rows = table.to_pylist()
    outcomes: dict[int, Any] = {}
    with tempfile.TemporaryDirectory(prefix="tapyre-ray-") as tmp:
        jobs: queue.Queue[Any] = queue.Queue()
        paths: dict[int, str] = {}
        for i, row in enumerate(rows):
            path = None
            if row["has_pdf"]:
                path = Path(tmp) / f"{i}.pdf"
                path.write_bytes(row["pdf"])
                paths[i] = str(path)
            jobs.put(Job(i, path))
        jobs.put(END)
        for job, outcome in _extractor(spec).run(jobs):
            outcomes[job.item] = outcome
    results = []
    for i, row in enumerate(rows):
        source = pickle.loads(row["source"])
        outcome = outcomes[i]
        if isinstance(outcome, ExtractionFailed) and i in paths:
            # Messages name the PDF the user knows, not this task's copy of it.
            outcome = ExtractionFailed(
                outcome.reason, outcome.message.replace(paths[i], str(source.pdf_path))
            )
        if spec.chunker is not None:
            prepared = Prepared()
            prepare_paper(prepared, source, outcome, spec.chunker)
            results.append(pickle.dumps(("prepared", prepared)))
        else:  # the actors chunk, with the dense embedder's own token counts
            results.append(pickle.dumps(("raw", (source, outcome))))
    seconds = (time.perf_counter() - started) / max(1, len(rows))
    node = _node()
    return pa.table(
        {
            "seq": pa.array([row["seq"] for row in rows], pa.int64()),
            "work": pa.array(results, pa.binary()),
            "extract_node": pa.array([node] * len(rows), pa.string()),
            "extract_seconds": pa.array([seconds] * len(rows), pa.float64()),
        }
    )


# -- the embedding actors ----------------------------------------------------------


class EmbedActor:
    """A Ray Data actor: loads the embedders once, then embeds batches of prepared papers."""

    def __init__(self, spec: _EmbedSpec) -> None:
        self.dense, self.sparse = spec.embedders()
        self.spec = spec
        self.node = _node()

    def __call__(self, table: Any) -> Any:
        import pyarrow as pa

        started = time.perf_counter()
        prepared: list[Prepared] = []
        for blob in table.column("work").to_pylist():
            kind, value = pickle.loads(blob)
            if kind == "prepared":
                prepared.append(value)
                continue
            source, outcome = value
            item = Prepared()
            prepare_paper(item, source, outcome, self._chunker())
            prepared.append(item)
        embed_papers(prepared, self.dense, self.sparse)
        seconds = (time.perf_counter() - started) / max(1, len(prepared))
        count = len(prepared)
        return pa.table(
            {
                "seq": table.column("seq"),
                "result": pa.array([pickle.dumps(p) for p in prepared], pa.binary()),
                "extract_node": table.column("extract_node"),
                "extract_seconds": table.column("extract_seconds"),
                "embed_node": pa.array([self.node] * count, pa.string()),
                "embed_seconds": pa.array([seconds] * count, pa.float64()),
            }
        )

    def _chunker(self) -> Callable[[str, Sequence[Page]], list[Chunk]]:
        dense = self.dense
        return _Chunker(dense.count_tokens, self.spec.max_tokens, self.spec.overlap_tokens)


__all__ = ["EmbedActor", "EmbedderFactory", "RayExecutor"]

"""Helpers for the pipeline, CLI and kill/resume tests.

Also a script: ``python pipeline_helpers.py DATA_DIR SOURCE…`` ingests SOURCE
into stores under DATA_DIR with the deterministic test embedders and prints a
line per settled paper, so a test can run it in a child process and kill it.
"""

from __future__ import annotations

import hashlib
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray
from shared_data import SHARED_DATA
from tapyre import Component, Config, DenseEmbedder, Host, hookimpl

PAPERS = SHARED_DATA / "papers"
PAPERS_HARD = SHARED_DATA / "papers-hard"

EMBED_DELAY_ENV = "TAPYRE_TEST_EMBED_DELAY"
"""Seconds the test embedder sleeps per call: stretches a run so kills land mid-way."""


class HashEmbedder(DenseEmbedder):
    """A deterministic, dependency-free dense embedder: hashed bag of words.

    Whitespace tokens, like :func:`tapyre_paper_search.chunking.count_whitespace_tokens`.
    """

    def __init__(self, dimension: int = 32, delay: float | None = None) -> None:
        self._dimension = dimension
        self.delay = float(os.environ.get(EMBED_DELAY_ENV, "0")) if delay is None else delay
        self.calls = 0

    @property
    def name(self) -> str:
        return f"test-hash-{self._dimension}"

    @property
    def dimension(self) -> int:
        return self._dimension

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        return [len(t.split()) for t in texts]

    @property
    def token_counter(self) -> Any:
        """:meth:`count_tokens` as a picklable function: extraction workers chunk with it."""
        from tapyre_paper_search.chunking import count_whitespace_tokens

        return count_whitespace_tokens

    def _embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        self.calls += 1
        if self.delay:
            time.sleep(self.delay)
        out = np.zeros((len(texts), self._dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in text.lower().split():
                digest = hashlib.blake2b(word.encode(), digest_size=4).digest()
                out[row, int.from_bytes(digest, "little") % self._dimension] += 1.0
            norm = float(np.linalg.norm(out[row]))
            if norm:
                out[row] /= norm
        return out

    def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._embed(texts)

    def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        return self._embed(texts)


class HashEmbedders:
    """A plugin registering the dense embedder ``name``: a fresh ``embedder()`` per build
    (by default a :class:`HashEmbedder`; a subclass that signals or sleeps works too).
    ``built`` counts the builds ("no model loaded" is 0)."""

    def __init__(
        self, embedder: Callable[[], DenseEmbedder] = HashEmbedder, name: str = "test-hash"
    ) -> None:
        self.embedder = embedder
        self.name = name
        self.built = 0

    @hookimpl
    def tapyre_register_embedders(self, register: Callable[[Any], None]) -> None:
        register(Component(self.name, self._build, kind="dense"))

    def _build(self, settings: Any) -> DenseEmbedder:
        self.built += 1
        return self.embedder()


def hash_host(
    data_dir: Path,
    *extra_plugins: object,
    embedders: object | None = None,
    tables: Mapping[str, Any] | None = None,
    **papers: Any,
) -> Host:
    """A host with the paper-search plugins and the ``embedders`` plugin (default
    :class:`HashEmbedders`), ``[papers] data_dir = data_dir`` with ``test-hash`` as
    dense embedder and no extraction workers, ``papers`` settings on top of those,
    other configuration ``tables``, and ``extra_plugins`` registered after them.
    Every registration must succeed."""
    from tapyre_paper_search import plugin
    from tapyre_paper_search.embedders import plugin as builtin_embedders

    table = {"data_dir": str(data_dir), "dense_embedder": "test-hash", "workers": 0, **papers}
    config = Config({**(tables or {}), "papers": table}, env={})
    host = Host(config, load_entrypoints=False)
    for name, obj in (
        ("paper_search", plugin),
        ("paper_search_embedders", builtin_embedders),
        ("test_embedders", HashEmbedders() if embedders is None else embedders),
        *((f"extra_{i}", extra) for i, extra in enumerate(extra_plugins)),
    ):
        record = host.register(obj, name=name)
        assert record.error is None, record.error
    return host


def require(path: Path) -> Path:
    """``path``, or skip the test saying the shared test data is missing."""
    import pytest

    if not path.is_dir():
        pytest.skip(f"test data folder {path} is absent (see shared/data/README.md)")
    return path


def write_mixed_folder(folder: Path, papers: Path, hard: Path) -> Path:
    """``folder`` holding copies of the real ``papers`` and ``hard`` PDFs beside a
    ``bad`` folder of 8 files that cannot be ingested (cut, encrypted, empty, not a
    PDF, a picture without text); returns it."""
    import shutil

    shutil.copytree(papers, folder / "papers")
    shutil.copytree(hard, folder / "papers-hard")
    bad = folder / "bad"
    bad.mkdir()
    whole = (papers / "2020.acl-main.447.pdf").read_bytes()
    (bad / "truncated.pdf").write_bytes(whole[: len(whole) // 3])
    (bad / "cut-in-header.pdf").write_bytes(whole[:600])
    _encrypted_copy(papers / "2304.02623v1.pdf", bad / "encrypted.pdf")
    (bad / "zero.pdf").write_bytes(b"")
    (bad / "notes.pdf").write_text("Meeting notes, saved with the wrong extension.\n")
    (bad / "page.pdf").write_bytes(b"<!DOCTYPE html><html><body>404 Not Found</body></html>")
    _image_only(bad / "scan.pdf")
    return folder


def _encrypted_copy(source: Path, target: Path) -> None:
    import pymupdf

    with pymupdf.open(source) as doc:
        doc.save(
            target,
            encryption=pymupdf.PDF_ENCRYPT_AES_256,
            user_pw="secret",
            owner_pw="owner-secret",
        )


def _image_only(target: Path) -> None:
    """A scanned-looking PDF: one page with a picture and no text layer."""
    import pymupdf

    picture = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 200, 200), False)
    picture.clear_with(200)
    with pymupdf.open() as doc:
        page = doc.new_page()
        page.insert_image(page.rect, pixmap=picture)
        doc.save(target)


SQL_URL_ENV = "TAPYRE_TEST_SQL_URL"
VECTORS_DIR_ENV = "TAPYRE_TEST_VECTORS_DIR"
"""Stores shared by runs with different data dirs ("machines"): a database URL and
an embedded Qdrant folder, instead of the ones under the data dir."""


def open_stores(data_dir: Path) -> tuple[Any, Any]:
    """A real SQLite metadata store and a real Qdrant Edge store under ``data_dir``
    (or the shared ones :data:`SQL_URL_ENV` / :data:`VECTORS_DIR_ENV` name)."""
    from tapyre_paper_search.store.qdrant_edge import EdgeVectorStore
    from tapyre_paper_search.store.sql import SqlMetadataStore

    data_dir.mkdir(parents=True, exist_ok=True)
    url = os.environ.get(SQL_URL_ENV) or f"sqlite:///{data_dir / 'papers.sqlite'}"
    metadata = SqlMetadataStore(url)
    vectors = EdgeVectorStore(Path(os.environ.get(VECTORS_DIR_ENV) or data_dir / "qdrant"))
    return metadata, vectors


@contextmanager
def opened_stores(data_dir: Path) -> Iterator[tuple[Any, Any]]:
    """:func:`open_stores` for a ``with`` block: both stores are closed when it ends."""
    metadata, vectors = open_stores(data_dir)
    try:
        yield metadata, vectors
    finally:
        metadata.close()
        vectors.close()


def journal_pending(data_dir: Path) -> list[str]:
    """The paper ids the in-flight journal of :func:`open_stores` holds now."""
    with opened_stores(data_dir) as (metadata, _):
        pending: list[str] = metadata.journal_pending()
        return pending


def make_pipeline(
    data_dir: Path, *, checkpoint: Callable[[str], None] | None = None, **options: Any
) -> Any:
    """An :class:`IngestPipeline` over :func:`open_stores` with the test embedders."""
    from tapyre_paper_search.embedders.bm25 import Bm25Embedder
    from tapyre_paper_search.pipeline import IngestOptions, IngestPipeline

    metadata, vectors = open_stores(data_dir)
    defaults: dict[str, Any] = {"workers": 0, "max_tokens": 200, "overlap_tokens": 20}
    defaults.update(options)
    return IngestPipeline(
        metadata=metadata,
        vectors=vectors,
        dense=HashEmbedder(),
        sparse=Bm25Embedder(),
        journal_path=data_dir / "ingest.journal",
        options=IngestOptions(**defaults),
        progress=_progress_from_env(),
        checkpoint=checkpoint,
    )


def run_pipeline(pipeline: Any, sources: Sequence[tuple[Any, str]]) -> Any:
    """Run ``pipeline`` over ``(provider, source)`` pairs, then close its stores; the
    run's summary."""
    try:
        return pipeline.run(list(sources))
    finally:
        pipeline.metadata.close()
        pipeline.vectors.close()


@contextmanager
def configured_pipeline(config: Any) -> Iterator[Any]:
    """The ingestion pipeline of the stores and embedders ``config`` names, built
    through the host as ``tapyre papers ingest`` builds it, run in this process
    (no workers); the stores are closed at the end."""
    from tapyre_paper_search import parts
    from tapyre_paper_search.pipeline import IngestOptions, IngestPipeline
    from tapyre_paper_search.settings import PaperSearchSettings

    host = Host(config)
    settings = PaperSearchSettings.from_config(config)
    vectors, metadata = parts.vector_store(host, settings), parts.metadata_store(host, settings)
    dense, sparse = parts.embedders(host, settings)
    try:
        yield IngestPipeline(
            metadata=metadata,
            vectors=vectors,
            dense=dense,
            sparse=sparse,
            journal_path=settings.data_dir / "ingest.journal",
            collection_spec=settings.collection_spec(
                dense.name, dense.dimension, sparse.name if sparse else None
            ),
            options=IngestOptions(workers=0),
        )
    finally:
        vectors.close()
        metadata.close()


def ingest_configured(config: Any, dump: Path) -> None:
    """Ingest the abstract records of ``dump`` (JSON lines) with
    :func:`configured_pipeline`, as ``tapyre papers ingest`` would."""
    from tapyre_paper_search.providers.metadata import MetadataFileProvider

    with configured_pipeline(config) as pipeline:
        pipeline.run([(MetadataFileProvider.from_settings({}), str(dump))])


def _provider_for(source: str) -> Any:
    """JSON lines are abstract-only records (``arxiv-metadata``); anything else a PDF folder."""
    if source.endswith(".jsonl"):
        from tapyre_paper_search.providers import make_arxiv_metadata

        return make_arxiv_metadata({})
    return folder_provider()


def folder_provider() -> Any:
    from tapyre_paper_search.providers import make_pdf_folder

    return make_pdf_folder({})


def snapshot(data_dir: Path) -> dict[str, Any]:
    """Everything the kill test compares: papers, chunks, point ids and counts."""
    with opened_stores(data_dir) as (metadata, vectors):
        papers: dict[str, Any] = {}
        points: set[str] = set()
        for paper_id in sorted(metadata.paper_ids()):
            record = metadata.get_paper(paper_id)
            papers[paper_id] = {
                "hash": record.content_hash,
                "title": record.metadata.title,
                "pages": record.page_count,
                "chunks": [
                    (
                        c.index,
                        c.page_start,
                        c.page_end,
                        c.char_start,
                        c.char_end,
                        hashlib.sha1(c.text.encode()).hexdigest(),
                    )
                    for c in record.chunks
                ],
            }
            ids = set(vectors.paper_point_ids(paper_id))
            papers[paper_id]["points"] = sorted(ids)
            points |= ids
        failures = sorted((f.locator, f.reason) for f in metadata.failures())
        return {
            "papers": papers,
            "failures": failures,
            "sql_papers": len(papers),
            "sql_chunks": sum(len(p["chunks"]) for p in papers.values()),
            "points": sorted(points),
            "vector_count": vectors.count(),
        }


class _LineProgress:
    """Prints ``settled N`` after each paper and ``stored N`` after each stored one
    (for the parent of a child it kills)."""

    def __init__(self) -> None:
        self._stored = 0

    def start(self, counters: Any) -> None:
        print("started", flush=True)

    def update(self, counters: Any) -> None:
        print(f"settled {counters.seen}", flush=True)
        if counters.stored != self._stored:
            self._stored = counters.stored
            print(f"stored {counters.stored}", flush=True)

    def note(self, text: str) -> None:
        pass

    def stop(self, counters: Any) -> None:
        print(f"finished {counters.seen}", flush=True)


def _progress_from_env() -> Any:
    if os.environ.get("TAPYRE_TEST_LINE_PROGRESS"):
        return _LineProgress()
    return None


KILL_AT_ENV = "TAPYRE_TEST_KILL_AT"
"""``STAGE:N`` makes the child kill itself with SIGKILL the N-th time the pipeline
reaches the checkpoint STAGE (``upserted``, ``saving``, ``committed``, ``cleaned``)."""


RAY_ADDRESS_ENV = "TAPYRE_TEST_RAY_ADDRESS"
"""The child runs with the Ray executor on the cluster at this address, when set."""


def kill_at(value: str) -> Callable[[str], None] | None:
    """A pipeline ``checkpoint`` that SIGKILLs this process at ``STAGE:N`` (or ``None``)."""
    stage, _, count = value.partition(":")
    if not stage or not count.strip().isdigit():
        return None
    remaining = int(count)

    def checkpoint(reached: str) -> None:
        nonlocal remaining
        if reached != stage.strip():
            return
        remaining -= 1
        if remaining <= 0:
            os.kill(os.getpid(), signal.SIGKILL)

    return checkpoint


def main(argv: list[str]) -> int:
    data_dir, *sources = argv
    os.environ.setdefault("TAPYRE_TEST_LINE_PROGRESS", "1")
    pipeline = make_pipeline(
        Path(data_dir),
        embed_batch=int(os.environ.get("TAPYRE_TEST_EMBED_BATCH", "16")),
        workers=int(os.environ.get("TAPYRE_TEST_WORKERS", "1")),
        checkpoint=kill_at(os.environ.get(KILL_AT_ENV, "")),
    )
    ray_address = os.environ.get(RAY_ADDRESS_ENV)
    if ray_address:
        from tapyre_paper_search.distributed import RayExecutor

        pipeline.executor = RayExecutor(ray_address)
    summary = pipeline.run([(_provider_for(source), source) for source in sources])
    print(f"summary {summary.as_dict()}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

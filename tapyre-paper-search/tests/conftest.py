"""Shared fixtures of the tapyre-paper-search tests (keep small; helpers live in modules)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mariadb_server import MariaDBServer, running_mariadb
from shared_data import SHARED_DATA

pytest_plugins = ["tapyre.testing.pytest_plugin"]


@pytest.fixture(autouse=True)
def _isolated(tapyre_isolated: Path) -> None:
    """No test reads or writes the developer's data folder (conversation log, keys),
    installed-facts cache or configuration overrides (``TAPYRE_SECTION__KEY``)."""


def _shared(name: str) -> Path:
    path = SHARED_DATA / name
    if not path.exists():
        pytest.skip(f"test data {path} is absent (see ../shared/data/README.md)")
    return path


@pytest.fixture(scope="session")
def papers_dir() -> Path:
    """``../shared/data/papers``: 9 real scientific PDFs."""
    return _shared("papers")


@pytest.fixture(scope="session")
def papers_hard_dir() -> Path:
    """``../shared/data/papers-hard``: 3 real PDFs that broke another layout parser."""
    return _shared("papers-hard")


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """``../shared/data`` itself (skips when absent)."""
    return _shared(".")


@pytest.fixture(scope="module")
def mixed_folder(
    tmp_path_factory: pytest.TempPathFactory, papers_dir: Path, papers_hard_dir: Path
) -> Path:
    """The real papers and the hard ones beside 8 broken files, copied once per module
    (``pipeline_helpers.write_mixed_folder``)."""
    from pipeline_helpers import write_mixed_folder

    return write_mixed_folder(tmp_path_factory.mktemp("mixed"), papers_dir, papers_hard_dir)


@pytest.fixture(scope="module")
def collection(tmp_path_factory: pytest.TempPathFactory, shared_data: Path) -> Iterator[Any]:
    """The 200 sample arXiv records in a real Qdrant Edge + SQLite collection, built
    once per test module (see ``search_helpers.build_collection``); a module that
    needs another collection defines its own ``collection`` fixture."""
    from search_helpers import opened_collection, sample_papers

    with opened_collection(
        tmp_path_factory.mktemp("collection"), sample_papers(shared_data)
    ) as built:
        yield built


@pytest.fixture(scope="session")
def tiny_bert(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tiny random-weight BERT and its tokenizer, saved as ``save_pretrained`` does
    (needs torch and transformers: skipped without them)."""
    pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from embedder_models import build_tiny_bert

    return build_tiny_bert(tmp_path_factory.mktemp("tiny-bert"))


@pytest.fixture(scope="module")
def outlier_bert(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The outlier BERT's folder (``embedder_models.build_outlier_bert``) and an ONNX
    cache holding only its float32 export; one per test module (needs torch,
    transformers and the onnx extra: skipped without them)."""
    for module in ("torch", "transformers", "onnx", "onnxruntime"):
        pytest.importorskip(module)
    from embedder_models import build_outlier_bert
    from tapyre_paper_search.embedders import hf

    folder = build_outlier_bert(tmp_path_factory.mktemp("outlier-bert"))
    cache = tmp_path_factory.mktemp("outlier-cache")
    hf.build({"model": str(folder), "backend": "onnx", "onnx_cache": str(cache)})
    return folder, cache


@pytest.fixture(scope="session")
def ray_cluster() -> Any:
    """A real two-node Ray cluster on loopback, this process connected as its driver
    (see ``ray_cluster.py``; skipped with the reason where Ray is not installed)."""
    from ray_cluster import connect, local_cluster, require_ray

    require_ray()
    with local_cluster() as running:
        connect(running)
        try:
            yield running
        finally:
            import ray
            from tapyre_paper_search.providers.arxiv_http import (
                RateLimiter,
                install_arxiv_rate_limiter,
            )

            ray.shutdown()
            # The executor routed this process's arXiv requests through the cluster.
            install_arxiv_rate_limiter(RateLimiter())


@pytest.fixture(scope="session")
def qdrant_server() -> Any:
    """A Qdrant server on loopback (``fake_qdrant.py``: Qdrant's REST API over
    qdrant-client's own engine), for the server-mode vector store."""
    import threading

    from fake_qdrant import FakeQdrant

    before = set(threading.enumerate())
    with FakeQdrant() as fake:
        yield fake
        # qdrant-client checks the server's version in a thread of its own: let those
        # finish while the server still answers.
        for thread in set(threading.enumerate()) - before - {fake.thread}:
            thread.join(timeout=30)


@pytest.fixture(scope="session")
def mariadb_server() -> Iterator[MariaDBServer]:
    """A MariaDB server on 127.0.0.1 for this test session (``mariadb_server.py``;
    skips when MariaDB is not installed, fails instead with TAPYRE_REQUIRE_MARIADB=1)."""
    yield from running_mariadb()


@pytest.fixture
def mariadb_url(mariadb_server: MariaDBServer) -> Any:
    """The URL of a fresh, empty database on the session's MariaDB server."""
    url = mariadb_server.create_database()
    try:
        yield url
    finally:
        mariadb_server.drop_database(url)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium under Playwright, one for the session (see ``web_browser``)."""
    from web_browser import chromium

    with chromium() as launched:
        yield launched


def pytest_sessionstart(session: pytest.Session) -> None:
    """With ``TAPYRE_REQUIRE_GRAPH=1`` (the ``paper_search`` session, which installs the
    graph extra) the graph tests must run: stop at once when the extra is missing,
    instead of letting their modules skip."""
    from importlib.util import find_spec

    if os.environ.get("TAPYRE_REQUIRE_GRAPH") == "1":
        missing = [m for m in ("scipy", "spacy") if find_spec(m) is None]
        if missing:
            raise pytest.UsageError(
                f"TAPYRE_REQUIRE_GRAPH=1 but the graph extra is missing ({', '.join(missing)}):"
                ' pip install "./tapyre-paper-search[graph]"'
            )

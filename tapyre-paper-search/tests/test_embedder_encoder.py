"""The encoders' shared parts: length-sorted batches without padding waste, one
thread for small inputs, worker processes for large ones, and an ONNX Runtime
path that never imports torch (a tiny random-weight BERT built by the test)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")

from tapyre_paper_search.embedders import hf
from tapyre_paper_search.embedders.batching import plan_batches
from tapyre_paper_search.embedders.encoder import POOL_MIN_TOKENS, SMALL_INPUT_TOKENS
from tapyre_paper_search.embedders.encoder_pool import plan_tasks

WORDS = [
    "the",
    "protein",
    "of",
    "cells",
    "and",
    "genes",
    "in",
    "cancer",
    "models",
    "with",
    "attention",
    "for",
    "search",
]


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("onnx-cache")


@pytest.fixture(scope="module")
def onnx_embedder(tiny_bert: Path, cache: Path) -> hf.TransformerEmbedder:
    return hf.build({"model": str(tiny_bert), "backend": "onnx", "onnx_cache": str(cache)})


def _texts(count: int, seed: int = 0) -> list[str]:
    rng = np.random.default_rng(seed)
    return [" ".join(rng.choice(WORDS, size=int(rng.integers(1, 60)))) for _ in range(count)]


def test_batches_carry_little_padding_and_cover_every_input() -> None:
    rng = np.random.default_rng(1)
    lengths = [int(n) for n in rng.integers(3, 300, size=500)]
    batches = plan_batches(lengths, 2048, max_padding=0.1)
    assert sorted(i for b in batches for i in b) == list(range(500))
    for batch in batches:
        longest = max(lengths[i] for i in batch)
        real = sum(lengths[i] for i in batch)
        assert len(batch) * longest <= 2048 or len(batch) == 1
        assert 1 - real / (len(batch) * longest) <= 0.1
    # without the padding cap the whole budget is filled: fewer, fuller batches
    assert len(plan_batches(lengths, 2048)) < len(batches)


def test_worker_tasks_are_balanced_and_cover_every_input() -> None:
    lengths = [50] * 100
    tasks = plan_tasks(lengths, 2, task_tokens=1000)
    assert sorted(i for t in tasks for i in t) == list(range(100))
    # a multiple of the workers (no worker runs a last task alone), of equal tokens
    assert len(tasks) == 6 and {len(t) for t in tasks} <= {16, 17}
    rng = np.random.default_rng(3)
    for count in (3, 9, 64, 200):  # an ingest's batches, its last one included
        lengths = [int(n) for n in rng.integers(20, 258, size=count)]
        tasks = plan_tasks(lengths, 2)
        assert sorted(i for t in tasks for i in t) == list(range(count))
        assert len(tasks) % 2 == 0
        sums = [sum(lengths[i] for i in t) for t in tasks]
        assert max(sums) - min(sums) <= 2 * 258  # each cut within a text of its share


def test_worker_processes_give_the_vectors_of_the_main_process(
    onnx_embedder: hf.TransformerEmbedder,
) -> None:
    texts = _texts(300)
    assert sum(onnx_embedder.count_tokens(texts)) >= POOL_MIN_TOKENS
    here = onnx_embedder.embed_passages(texts)
    encoder = onnx_embedder.encoder
    with onnx_embedder.encoding_workers(2) as workers:
        assert workers == 2 and encoder.describe()["pool_workers"] == 2
        pooled = onnx_embedder.embed_passages(texts)
        with onnx_embedder.encoding_workers(2) as nested:  # shares the outer pool
            assert nested == 2
    assert encoder.describe()["pool_workers"] == 0  # the pool is gone with the block
    np.testing.assert_allclose(pooled, here, atol=1e-5)
    with onnx_embedder.encoding_workers(1) as none:
        assert none == 0  # one worker is the main process


def test_with_workers_every_input_but_the_small_ones_runs_in_them(
    onnx_embedder: hf.TransformerEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An ingest's last, partial batch runs in the workers (their model), not here."""
    encoder = onnx_embedder.encoder
    here: list[int] = []
    run = encoder.run

    def counted(seqs: Any, **kw: Any) -> Any:
        here.append(len(seqs))
        return run(seqs, **kw)

    monkeypatch.setattr(encoder, "run", counted)
    texts = _texts(40, seed=5)
    tokens = sum(onnx_embedder.count_tokens(texts))
    assert SMALL_INPUT_TOKENS < tokens < 4096
    with onnx_embedder.encoding_workers(2):
        pooled = onnx_embedder.embed_passages(texts)
        assert here == []
        onnx_embedder.embed_queries(["cancer genes"])  # a query still runs here
        assert here == [1]
    np.testing.assert_allclose(pooled, onnx_embedder.embed_passages(texts), atol=1e-5)


def test_small_inputs_run_on_one_thread(onnx_embedder: hf.TransformerEmbedder) -> None:
    encoder = onnx_embedder.encoder
    encoder._sessions.clear()  # type: ignore[attr-defined]
    encoder.threads = 2  # type: ignore[attr-defined]
    onnx_embedder.embed_queries(["cancer genes"])
    assert set(encoder._sessions) == {1}  # type: ignore[attr-defined]
    onnx_embedder.embed_passages(_texts(100))
    assert set(encoder._sessions) == {1, 2}  # type: ignore[attr-defined]


def test_only_multi_threaded_sessions_let_idle_threads_sleep(
    onnx_embedder: hf.TransformerEmbedder,
) -> None:
    encoder = onnx_embedder.encoder
    spinning = "session.intra_op.allow_spinning"
    two = encoder._session(2).get_session_options()  # type: ignore[attr-defined]
    assert two.get_session_config_entry(spinning) == "0"
    one = encoder._session(1).get_session_options()  # type: ignore[attr-defined]
    with pytest.raises(RuntimeError):  # not set: nothing to spin on one thread
        one.get_session_config_entry(spinning)


def test_torch_small_inputs_narrow_its_threads(tiny_bert: Path) -> None:
    import torch

    embedder = hf.build({"model": str(tiny_bert), "backend": "torch", "dtype": "float32"})
    seen: list[int] = []
    model = embedder.encoder.model  # type: ignore[attr-defined]
    forward = model.forward

    def spy(*args: object, **kwargs: object) -> object:
        seen.append(torch.get_num_threads())
        return forward(*args, **kwargs)

    model.forward = spy
    before = torch.get_num_threads()
    embedder.embed_queries(["cancer genes"])
    assert seen == [1] and torch.get_num_threads() == before


def test_a_cached_export_encodes_queries_without_torch(
    tiny_bert: Path, cache: Path, onnx_embedder: hf.TransformerEmbedder
) -> None:
    expected = onnx_embedder.embed_queries(["cancer genes"])[0]
    script = (
        "import json, sys\n"
        "from tapyre_paper_search.embedders import hf\n"
        f"e = hf.build({{'model': {str(tiny_bert)!r}, 'onnx_cache': {str(cache)!r}}})\n"
        "v = e.embed_queries(['cancer genes'])[0].tolist()\n"
        "print(json.dumps({'v': v, 'torch': 'torch' in sys.modules,"
        " 'transformers': 'transformers' in sys.modules}))\n"
    )
    env = dict(os.environ, HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True
    )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["torch"] is False and result["transformers"] is False
    np.testing.assert_allclose(result["v"], expected, atol=1e-5)


def test_concurrent_queries_share_passes_and_keep_their_vectors(
    onnx_embedder: hf.TransformerEmbedder,
) -> None:
    import threading

    queries = _texts(24, seed=3)
    alone = np.stack([onnx_embedder.embed_queries([q])[0] for q in queries])
    batcher = onnx_embedder._queries  # type: ignore[attr-defined]
    passes, requests = batcher.passes, batcher.requests
    encode = batcher._encode

    def slow_pass(texts: list[str]) -> np.ndarray:
        time.sleep(0.02)  # a pass as long as a real model's, so others arrive during it
        return encode(texts)

    batcher._encode = slow_pass
    got: dict[int, np.ndarray] = {}
    start = threading.Barrier(len(queries))

    def ask(i: int) -> None:
        start.wait()
        got[i] = onnx_embedder.embed_queries([queries[i]])[0]

    threads = [threading.Thread(target=ask, args=(i,)) for i in range(len(queries))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    batcher._encode = encode
    np.testing.assert_allclose(np.stack([got[i] for i in range(len(queries))]), alone, atol=1e-5)
    assert batcher.requests - requests == len(queries)
    assert batcher.passes - passes < len(queries)  # some forward passes carried several

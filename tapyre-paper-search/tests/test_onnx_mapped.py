"""The mapped copy of a cached ONNX model (:mod:`.onnx_mapped`): written once, the
same vectors as the model, renewed when the model or ONNX Runtime changes, and never
in the way (a locked, broken or missing copy loads the model itself)."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("onnx", reason="onnx is not installed (the onnx extra)")
pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")

import onnx
import onnxruntime
from onnx import TensorProto, helper, numpy_helper
from tapyre_paper_search._fs import try_lock, unlock
from tapyre_paper_search.embedders import onnx_encoder, onnx_mapped

WIDTH = 64  # a 64 × 64 float32 matrix: 16 KiB, above MIN_EXTERNAL_BYTES


def _write_model(path: Path, seed: int, mtime_ns: int, width: int = WIDTH) -> np.ndarray:
    """A one-layer model (``y = tanh(x W + b)``) with weights from ``seed``; returns W."""
    rng = np.random.default_rng(seed)
    weight = rng.standard_normal((width, width)).astype(np.float32)
    bias = rng.standard_normal(width).astype(np.float32)
    graph = helper.make_graph(
        [
            helper.make_node("MatMul", ["x", "W"], ["h"]),
            helper.make_node("Add", ["h", "b"], ["z"]),
            helper.make_node("Tanh", ["z"], ["y"]),
        ],
        "tiny",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [None, width])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [None, width])],
        [numpy_helper.from_array(weight, "W"), numpy_helper.from_array(bias, "b")],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.save_model(model, str(path))  # weights inline, as the exports keep them
    os.utime(path, ns=(mtime_ns, mtime_ns))
    return weight


def _run(session: object, x: np.ndarray) -> np.ndarray:
    return np.asarray(session.run(None, {"x": x})[0])  # type: ignore[attr-defined]


def _plain(path: Path, x: np.ndarray) -> np.ndarray:
    return _run(onnxruntime.InferenceSession(str(path), providers=["CPUExecutionProvider"]), x)


def _copies(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if onnx_mapped.MAPPED in p.name)


def _written_copy(folder: Path, seed: int) -> tuple[Path, Path, Path]:
    """A model in ``folder`` whose copy a session wrote: the model, the copy, its weights."""
    model = folder / "m.onnx"
    _write_model(model, seed=seed, mtime_ns=1_000_000_000)
    onnx_encoder._load(model, 1)
    target = onnx_mapped.copy_path(model, onnxruntime.__version__)
    return model, target, target.with_suffix(".weights")


@pytest.fixture
def x() -> np.ndarray:
    return np.random.default_rng(7).standard_normal((3, WIDTH)).astype(np.float32)


def test_copy_is_written_once_and_gives_the_same_outputs(tmp_path: Path, x: np.ndarray) -> None:
    model = tmp_path / "model-fp32-abc.onnx"
    _write_model(model, seed=1, mtime_ns=1_000_000_000)
    expected = _plain(model, x)

    first = onnx_encoder._load(model, 1)
    copy = onnx_mapped.copy_path(model, onnxruntime.__version__)
    assert copy.is_file() and copy.with_suffix(".weights").is_file()
    # the weights live in the side file, not in the copy's protobuf
    assert copy.stat().st_size < 4 * WIDTH * WIDTH <= copy.with_suffix(".weights").stat().st_size
    assert np.array_equal(_run(first, x), expected)

    written = _copies(tmp_path)
    again = onnx_encoder._load(model, 1)
    assert _copies(tmp_path) == written  # reused: nothing rewritten, nothing new
    assert np.array_equal(_run(again, x), expected)


def test_reused_copy_is_not_written_again(
    tmp_path: Path, x: np.ndarray, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = tmp_path / "m.onnx"
    _write_model(model, seed=2, mtime_ns=1_000_000_000)
    onnx_encoder._load(model, 1)

    def no_write(*_: object) -> None:
        raise AssertionError("the copy was written again")

    monkeypatch.setattr(onnx_mapped, "_write", no_write)
    assert onnx_mapped.mapped_model(model, onnxruntime.SessionOptions()) == (
        onnx_mapped.copy_path(model, onnxruntime.__version__)
    )


def test_changed_model_gets_a_new_copy_and_the_old_one_goes(tmp_path: Path, x: np.ndarray) -> None:
    model = tmp_path / "m.onnx"
    _write_model(model, seed=3, mtime_ns=1_000_000_000)
    onnx_encoder._load(model, 1)
    old = onnx_mapped.copy_path(model, onnxruntime.__version__)

    _write_model(model, seed=4, mtime_ns=2_000_000_000)  # rebuilt in place (int8, say)
    session = onnx_encoder._load(model, 1)
    new = onnx_mapped.copy_path(model, onnxruntime.__version__)
    assert new != old and new.is_file()
    assert not old.exists() and not old.with_suffix(".weights").exists()
    assert not old.with_suffix(onnx_mapped.CHECK).exists() and onnx_mapped.intact(new)
    assert np.array_equal(_run(session, x), _plain(model, x))  # the new weights, not the old


def test_the_key_names_the_onnx_runtime_version(tmp_path: Path) -> None:
    model = tmp_path / "m.onnx"
    _write_model(model, seed=5, mtime_ns=1_000_000_000)
    assert onnx_mapped.copy_path(model, "1.32.0") != onnx_mapped.copy_path(model, "1.33.0")
    assert "ort1.33.0" in onnx_mapped.copy_path(model, "1.33.0").name


def test_copy_being_written_elsewhere_loads_the_model_itself(tmp_path: Path, x: np.ndarray) -> None:
    model = tmp_path / "m.onnx"
    _write_model(model, seed=6, mtime_ns=1_000_000_000)
    with (tmp_path / f"m{onnx_mapped.MAPPED}lock").open("a+b") as other:
        assert try_lock(other)  # another writer holds the lock
        try:
            session = onnx_encoder._load(model, 1)
        finally:
            unlock(other)
    assert not onnx_mapped.copy_path(model, onnxruntime.__version__).exists()
    assert np.array_equal(_run(session, x), _plain(model, x))


def test_broken_copy_falls_back_to_the_model_and_is_written_again(
    tmp_path: Path, x: np.ndarray
) -> None:
    model, target, weights = _written_copy(tmp_path, seed=8)
    size = weights.stat().st_size
    # scrambled in place, same size: its check (sizes, the weights' sample) passes
    target.write_bytes(b"\xff" * target.stat().st_size)
    assert onnx_mapped.intact(target)
    assert np.array_equal(_run(onnx_encoder._load(model, 1), x), _plain(model, x))
    assert not target.exists() and not weights.exists()  # removed: the next start rewrites
    session = onnx_encoder._load(model, 1)
    assert target.is_file() and weights.stat().st_size == size
    assert session._model_path == str(target)  # the repaired copy is what loads now
    assert np.array_equal(_run(session, x), _plain(model, x))


@pytest.mark.parametrize("damage", ["truncated", "zeroed", "replaced", "no record"])
def test_a_copy_whose_weights_changed_is_written_again_before_it_is_used(
    tmp_path: Path, x: np.ndarray, damage: str
) -> None:
    model, target, weights = _written_copy(tmp_path, seed=11)
    good = weights.read_bytes()
    if damage == "truncated":
        weights.write_bytes(good[: len(good) // 2])
    elif damage == "zeroed":  # same size: only the sample digest sees it
        weights.write_bytes(bytes(len(good)))
    elif damage == "replaced":  # another model's weights of the same shape
        other = tmp_path / "other" / "m.onnx"
        other.parent.mkdir()
        _write_model(other, seed=12, mtime_ns=1_000_000_000)
        onnx_encoder._load(other, 1)
        weights.write_bytes(
            onnx_mapped.copy_path(other, onnxruntime.__version__)
            .with_suffix(".weights")
            .read_bytes()
        )
    else:  # a copy written before copies had a record
        target.with_suffix(onnx_mapped.CHECK).unlink()
    assert weights.read_bytes() != good or damage == "no record"
    session = onnx_encoder._load(model, 1)
    assert session._model_path == str(target)  # the copy, written again, is what loads
    assert weights.read_bytes() == good and onnx_mapped.intact(target)
    assert np.array_equal(_run(session, x), _plain(model, x))


def test_a_broken_copy_is_left_while_another_process_writes(tmp_path: Path) -> None:
    model = tmp_path / "m.onnx"
    _write_model(model, seed=9, mtime_ns=1_000_000_000)
    onnx_encoder._load(model, 1)
    target = onnx_mapped.copy_path(model, onnxruntime.__version__)
    with (tmp_path / f"m{onnx_mapped.MAPPED}lock").open("a+b") as other:
        assert try_lock(other)  # another writer holds the lock
        try:
            onnx_mapped.discard(model, target)
        finally:
            unlock(other)
    assert target.is_file() and target.with_suffix(".weights").is_file()
    onnx_mapped.discard(model, target)
    assert not target.exists() and not target.with_suffix(".weights").exists()


def test_weights_reach_the_disk_before_the_copy_appears(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = tmp_path / "m.onnx"
    _write_model(model, seed=10, mtime_ns=1_000_000_000)
    target = onnx_mapped.copy_path(model, onnxruntime.__version__)
    synced: list[tuple[str, bool]] = []
    fsync = onnx_mapped._fsync

    def spy(path: Path) -> None:
        synced.append((path.suffix, target.exists()))
        fsync(path)

    monkeypatch.setattr(onnx_mapped, "_fsync", spy)
    onnx_encoder._load(model, 1)
    assert (".weights", False) in synced and target.is_file()


def test_a_change_the_sample_misses_is_found_by_a_workers_whole_check(tmp_path: Path) -> None:
    """review14 #5: 1 KiB changed between sampled blocks passed and gave NaN vectors;
    a worker's first load checks the whole weights' digest and writes the copy again."""
    from tapyre_paper_search._fs import SAMPLE_BLOCK_BYTES, SAMPLE_BLOCKS

    width = 512  # 1 MiB of weights: the sample reads 64 KiB of it
    model = tmp_path / "m.onnx"
    _write_model(model, seed=21, mtime_ns=1_000_000_000, width=width)
    x = np.random.default_rng(7).standard_normal((3, width)).astype(np.float32)
    onnx_encoder._load(model, 1)
    target = onnx_mapped.copy_path(model, onnxruntime.__version__)
    weights = target.with_suffix(".weights")
    good = weights.read_bytes()
    size = len(good)
    step = (size - SAMPLE_BLOCK_BYTES) // (SAMPLE_BLOCKS - 1)
    start = step + SAMPLE_BLOCK_BYTES  # after the second block, before the third
    assert start + 1024 <= 2 * step
    damaged = bytearray(good)
    damaged[start : start + 1024] = b"\xff" * 1024  # NaNs in the matrix
    weights.write_bytes(bytes(damaged))
    assert onnx_mapped.intact(target)  # the sample cannot see it (the accepted trade-off)

    query = onnx_encoder._load(model, 1)  # a query process trusts the sample
    assert query._model_path == str(target) and not np.isfinite(_run(query, x)).all()

    worker = onnx_encoder._load(model, 1, whole=True)
    assert worker._model_path == str(target)  # written again, then loaded
    assert weights.read_bytes() == good
    assert np.array_equal(_run(worker, x), _plain(model, x))
    again = onnx_encoder._load(model, 1, whole=True)  # checked once per process
    assert np.array_equal(_run(again, x), _plain(model, x))


@pytest.mark.parametrize("whole", [False, True])
def test_a_load_reads_the_copys_record_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, whole: bool
) -> None:
    model, target, _ = _written_copy(tmp_path, seed=13)
    onnx_mapped._whole_checked.clear()  # the whole check runs for this copy again
    reads: list[str] = []
    read_text = Path.read_text

    def counting(path: Path, *args: object, **kwargs: object) -> str:
        if path.suffix == onnx_mapped.CHECK:
            reads.append(path.name)
        return read_text(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "read_text", counting)
    assert onnx_encoder._load(model, 1, whole=whole)._model_path == str(target)
    assert reads == [target.with_suffix(onnx_mapped.CHECK).name]

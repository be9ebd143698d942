"""A damaged or missing graph without the padding mask never stops an ingest (review13
finding 1): a worker that cannot load it, or finds it was not made from its int8 model,
runs the masked int8 model and removes the file, and the ingest workers' next lookup of
the int8 export writes it again from the int8 model, without torch; a query encoder's
lookup never does.  A repair the verification refuses is marked and not tried again
(each pool start warns, naming the marker) until the marker expires (a day, or another
int8 model or version); an exception such as ``MemoryError`` passes and is retried.
"""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("onnx", reason="onnx is not installed (the onnx extra)")
pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")

from embedder_models import WORDS, build_tiny_bert
from tapyre_paper_search.embedders import hf, onnx_export, onnx_quantize
from tapyre_paper_search.embedders import onnx_unpadded_repair as repair
from tapyre_paper_search.embedders.onnx_encoder import OnnxEncoder
from tapyre_paper_search.embedders.onnx_unpadded import unpadded_path
from tapyre_paper_search.embedders.onnx_unpadded_repair import marker_path


@pytest.fixture
def cached(tmp_path: Path) -> tuple[Path, Path, onnx_export.CachedModel]:
    """The tiny BERT, a cache with its float32 export, and its int8 model built from it."""
    folder = build_tiny_bert(tmp_path / "bert")
    cache = tmp_path / "cache"
    hf.build({"model": str(folder), "backend": "onnx", "onnx_cache": str(cache)})
    made = onnx_export.int8_cached(folder, cache)
    assert made is not None and made.weights == "int8"
    assert unpadded_path(made.path).is_file()
    return folder, cache, made


def _worker(made: onnx_export.CachedModel) -> OnnxEncoder:
    """An encoder as an ingest worker builds it (its recipe: unpadded)."""
    query = OnnxEncoder(
        made.tokens(component="hf"), made.path, component="hf", dimension=made.dimension
    )
    return query._recipe(made.path, "int8")()


def _texts() -> list[str]:
    return [" ".join(WORDS[i : i + 3 + i % 9]) for i in range(len(WORDS) - 12)]


@pytest.mark.parametrize("damage", ["truncated", "foreign", "another model's", "untied"])
def test_a_worker_that_cannot_load_the_unpadded_graph_runs_the_masked_model(
    cached: tuple[Path, Path, onnx_export.CachedModel],
    damage: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    folder, cache, made = cached
    plain = unpadded_path(made.path)
    good = plain.read_bytes()
    if damage == "truncated":
        plain.write_bytes(good[: len(good) // 3])
    elif damage == "foreign":
        plain.write_bytes(b"not a model")
    elif damage == "another model's":  # a valid graph of another model, under this name
        other = build_tiny_bert(folder.parent / "other", seed=1)
        hf.build({"model": str(other), "backend": "onnx", "onnx_cache": str(cache)})
        theirs = onnx_export.int8_cached(other, cache)
        assert theirs is not None and theirs.path != made.path
        plain.write_bytes(unpadded_path(theirs.path).read_bytes())
    else:  # the right graph, written before graphs recorded their model
        import onnx

        graph = onnx.load(str(plain))
        del graph.metadata_props[:]
        onnx.save(graph, str(plain))
    with caplog.at_level(logging.WARNING):
        worker = _worker(made)  # raised EmbedderError before: every worker died
    assert worker.unpadded_path is None and worker.max_padding > 0
    warned = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warned) == 1 and str(plain) in warned[0] and "masked model" in warned[0]
    assert not plain.exists()  # removed, to be written again
    texts = _texts()
    masked = OnnxEncoder(
        made.tokens(component="hf"), made.path, component="hf", dimension=made.dimension
    )
    np.testing.assert_allclose(worker.encode(texts), masked.encode(texts), atol=1e-6)
    # the queries' lookup leaves it; the next pool's start writes it again, as the build did
    assert onnx_export.find_cached(folder, "int8", cache) is not None and not plain.exists()
    again = onnx_export.find_cached(folder, "int8", cache, repair=True)
    assert again is not None and again.path == made.path
    assert plain.read_bytes() == good
    assert _worker(made).unpadded_path == plain


def test_a_deleted_unpadded_graph_is_written_again_without_torch(
    cached: tuple[Path, Path, onnx_export.CachedModel], monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    folder, cache, made = cached
    plain = unpadded_path(made.path)
    good = plain.read_bytes()
    plain.unlink()
    monkeypatch.setitem(sys.modules, "torch", None)  # importing torch now fails
    found = onnx_export.int8_cached(folder, cache)
    assert found is not None and found.path == made.path
    assert plain.read_bytes() == good
    assert not list(cache.glob(".quantize-*"))  # its work folder is gone


def test_an_int8_export_made_without_an_unpadded_graph_is_not_repaired(
    cached: tuple[Path, Path, onnx_export.CachedModel],
) -> None:
    folder, cache, made = cached
    plain = unpadded_path(made.path)
    plain.unlink()
    manifest = cache / f"{made.path.stem}.json"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(text.replace('"unpadded": true', '"unpadded": false'), encoding="utf-8")
    assert onnx_export.find_cached(folder, "int8", cache, repair=True) is not None
    assert not plain.exists()


def test_a_query_encoder_never_pays_the_repair(
    cached: tuple[Path, Path, onnx_export.CachedModel], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tapyre_paper_search.embedders import onnx_quantize

    folder, cache, made = cached
    plain = unpadded_path(made.path)
    plain.unlink()

    repairs: list[object] = []
    monkeypatch.setattr(onnx_quantize, "write_unpadded", lambda *a, **k: repairs.append(a))
    embedder = hf.build({"model": str(folder), "backend": "onnx-int8", "onnx_cache": str(cache)})
    encoder = embedder.encoder
    assert isinstance(encoder, OnnxEncoder) and encoder.model_path == made.path
    assert encoder.encode(["street trees"]).shape == (1, made.dimension)
    assert not repairs and not plain.exists()  # left to the ingest workers' path


def _graph_deleted(
    cached: tuple[Path, Path, onnx_export.CachedModel],
) -> tuple[Path, Path, onnx_export.CachedModel, Path, bytes]:
    """``cached`` with its unpadded graph deleted, and the graph's path and bytes."""
    folder, cache, made = cached
    plain = unpadded_path(made.path)
    good = plain.read_bytes()
    plain.unlink()
    return folder, cache, made, plain, good


def test_a_refused_repair_is_not_tried_again_until_its_marker_expires(
    cached: tuple[Path, Path, onnx_export.CachedModel],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    import os

    folder, cache, made, plain, good = _graph_deleted(cached)
    tries: list[Path] = []

    def refuse(model: Path, *_: object, **__: object) -> bool:
        tries.append(model)
        return False  # as when the graph no longer gives the masked model's vectors

    monkeypatch.setattr(onnx_quantize, "write_unpadded", refuse)
    with caplog.at_level(logging.WARNING):
        for _ in range(3):  # three pool starts
            assert onnx_export.int8_cached(folder, cache) is not None
    assert len(tries) == 1 and marker_path(made.path).is_file()
    warned = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warned) == 3  # every pool start says so, naming the marker and the retry
    assert all(str(marker_path(made.path)) in w and "delete" in w for w in warned)

    real_time = repair.time.time
    monkeypatch.setattr(repair.time, "time", lambda: real_time() + repair.MARKER_TTL_S + 1)
    assert onnx_export.int8_cached(folder, cache) is not None and len(tries) == 2  # a day on
    monkeypatch.setattr(repair.time, "time", real_time)
    monkeypatch.setattr(repair, "_versions", lambda: {"onnxruntime": "99.0"})
    assert onnx_export.int8_cached(folder, cache) is not None and len(tries) == 3  # upgraded
    assert onnx_export.int8_cached(folder, cache) is not None and len(tries) == 3  # marked again
    monkeypatch.undo()
    monkeypatch.setattr(onnx_quantize, "write_unpadded", refuse)
    assert onnx_export.int8_cached(folder, cache) is not None and len(tries) == 4  # back

    later = made.path.stat().st_mtime_ns + 10**9  # the int8 model changed: tried again
    os.utime(made.path, ns=(later, later))
    assert onnx_export.int8_cached(folder, cache) is not None and len(tries) == 5

    monkeypatch.undo()
    os.utime(made.path, ns=(later + 10**9, later + 10**9))
    assert onnx_export.int8_cached(folder, cache) is not None
    assert plain.read_bytes() == good and not marker_path(made.path).exists()


def _out_of_memory(*_: object, **__: object) -> bool:
    raise MemoryError("simulated: allocation failed under load")


def test_a_repair_that_raises_is_a_passing_failure_and_is_tried_again(
    cached: tuple[Path, Path, onnx_export.CachedModel],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    monkeypatch.setattr(onnx_quantize, "write_unpadded", _out_of_memory)
    folder, cache, made, plain, good = _graph_deleted(cached)
    with caplog.at_level(logging.WARNING):
        assert onnx_export.int8_cached(folder, cache) is not None
    assert not marker_path(made.path).exists() and not plain.exists()
    warned = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warned) == 1 and "MemoryError" in warned[0] and "tries again" in warned[0]
    monkeypatch.undo()
    assert onnx_export.int8_cached(folder, cache) is not None  # the next pool start
    assert plain.read_bytes() == good

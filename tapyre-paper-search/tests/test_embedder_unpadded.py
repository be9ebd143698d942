"""The int8 export's graph without the padding mask, for forward passes without padding
(issue 27): made and verified with the int8 model, run by the ingest workers' encoders
for the passes that need no mask, with the masked graph's vectors."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("onnx", reason="onnx is not installed (the onnx extra)")
pytest.importorskip("onnxruntime", reason="onnxruntime is not installed (the onnx extra)")

from embedder_models import WORDS, build_tiny_bert
from tapyre_paper_search.embedders import hf, onnx_encoder, onnx_quantize, onnx_unpadded
from tapyre_paper_search.embedders.onnx_encoder import OnnxEncoder


@pytest.fixture(scope="module")
def fp32(tmp_path_factory: pytest.TempPathFactory) -> OnnxEncoder:
    """The tiny BERT's float32 export (fused attention and embedding layer norm)."""
    folder = build_tiny_bert(tmp_path_factory.mktemp("unpadded-bert"))
    cache = tmp_path_factory.mktemp("unpadded-cache")
    embedder = hf.build({"model": str(folder), "backend": "onnx", "onnx_cache": str(cache)})
    encoder = embedder.encoder
    assert isinstance(encoder, OnnxEncoder)
    return encoder


@pytest.fixture(scope="module")
def int8(fp32: OnnxEncoder, tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("unpadded-int8") / "int8.onnx"
    report = onnx_quantize.quantize_verified(fp32.model_path, target, fp32.tokens, pooling="mean")
    assert not report.kept_float and report.unpadded
    return target


def _texts() -> list[str]:
    """Short texts of many lengths (padded batches) and long ones, cut at the tiny BERT's
    64 tokens (batches of one length, without padding)."""
    short = [" ".join(WORDS[i : i + 2 + i % 7]) for i in range(len(WORDS) - 9)]
    long = [" ".join(WORDS[i:] + WORDS[:i]) for i in range(0, 24, 2)]
    return short + long


class _Counted:
    """A session that counts its runs with and without the mask input."""

    def __init__(self, session: Any, runs: dict[str, int]) -> None:
        self.session, self.runs = session, runs

    def run(self, names: Any, feed: dict[str, Any]) -> Any:
        self.runs["masked" if onnx_unpadded.MASK_INPUT in feed else "unpadded"] += 1
        return self.session.run(names, feed)

    def get_modelmeta(self) -> Any:  # what the worker checks the graph's model by
        return self.session.get_modelmeta()


def _count_runs(monkeypatch: pytest.MonkeyPatch, *, short_tokens: int) -> dict[str, int]:
    """Sessions loaded from now on count their runs (with and without the mask) in the
    dict returned; workers batch sequences under ``short_tokens`` with padding."""
    runs = {"masked": 0, "unpadded": 0}
    load = onnx_encoder._load
    monkeypatch.setattr(onnx_encoder, "_load", lambda *a, **k: _Counted(load(*a, **k), runs))
    monkeypatch.setattr(onnx_encoder, "SHORT_TOKENS", short_tokens)
    return runs


def test_the_int8_model_is_cached_with_a_graph_without_the_mask(int8: Path) -> None:
    import onnx

    plain_path = onnx_unpadded.unpadded_path(int8)
    assert plain_path == int8.with_name("int8.unpadded.onnx") and plain_path.is_file()
    masked, plain = onnx.load(str(int8)).graph, onnx.load(str(plain_path)).graph
    assert [i.name for i in masked.input] == ["input_ids", "attention_mask"]
    assert [i.name for i in plain.input] == ["input_ids"]
    attention = [n for n in plain.node if n.op_type == "QAttention"]
    assert len(attention) >= 2 and all(n.input[5] == "" for n in attention)
    # the nodes that only prepared the mask are gone, nothing else
    assert len(plain.node) < len(masked.node)
    kept = {tuple(n.output) for n in plain.node}
    assert kept < {tuple(n.output) for n in masked.node}
    dropped = [n for n in masked.node if tuple(n.output) not in kept]
    assert dropped and all(n.op_type == "Cast" for n in dropped)  # the mask's


def test_worker_encoders_run_every_pass_unpadded_without_the_mask(
    fp32: OnnxEncoder, int8: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runs = _count_runs(monkeypatch, short_tokens=0)  # short ones: the test below
    masked = OnnxEncoder(fp32.tokens, int8, component="hf", dimension=fp32.dimension)
    assert masked.unpadded_path is None  # not asked for: queries, in-process encodes
    texts = _texts()
    want = masked.encode(texts)
    assert runs["unpadded"] == 0
    recipe = masked._recipe(int8, "int8")
    worker = recipe()  # as a worker process builds it
    assert worker.unpadded_path == onnx_unpadded.unpadded_path(int8)
    runs.update(masked=0, unpadded=0)
    got = worker.encode(texts)
    # only sequences of one length share a pass, and every pass runs without the mask:
    # the masked graph is not even loaded
    assert runs["unpadded"] >= 12 * 64 // fp32.batch_tokens and runs["masked"] == 0
    assert worker._sessions == {}
    assert float((got * want).sum(1).min()) >= onnx_quantize.INT8_MIN_COSINE
    # the masked graph given the same passes gives the same vectors
    monkeypatch.setattr(onnx_encoder, "MAX_PADDING", 0.0)
    masked = OnnxEncoder(fp32.tokens, int8, component="hf", dimension=fp32.dimension)
    np.testing.assert_allclose(got, masked.encode(texts), atol=1e-6)
    assert runs["masked"] > 0


def test_short_sequences_of_many_lengths_share_padded_passes_on_the_masked_graph(
    fp32: OnnxEncoder, int8: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runs = _count_runs(monkeypatch, short_tokens=24)  # the tiny BERT takes 64 tokens
    masked = OnnxEncoder(fp32.tokens, int8, component="hf", dimension=fp32.dimension)
    worker = masked._recipe(int8, "int8")()
    assert worker.unpadded_path is not None and worker._sessions == {}
    texts = _texts()
    lengths = [len(s) for s in fp32.tokens.tokenize(texts)]
    short = [n for n in lengths if n < 24]
    long = Counter(n for n in lengths if n >= 24)
    assert len(set(short)) >= 5 and long
    got = worker.encode(texts)
    # the short ones of different lengths shared padded passes, on the masked graph
    # loaded only now; the long ones ran alone, unpadded
    assert 0 < runs["masked"] < len(set(short)) and 1 in worker._sessions
    per_length = [-(-count // (worker.batch_tokens // n)) for n, count in long.items()]
    # a pass for each long length (and size); a short pass that needs no padding too
    assert runs["unpadded"] >= sum(per_length)
    # exactly the masked encoder's vectors: the same passes
    np.testing.assert_allclose(got, masked.encode(texts), atol=1e-6)


def test_an_export_without_its_unpadded_graph_runs_masked(
    fp32: OnnxEncoder, int8: Path, tmp_path: Path
) -> None:
    alone = tmp_path / "alone.onnx"
    alone.write_bytes(int8.read_bytes())  # an int8 model cached before the unpadded graph
    worker = OnnxEncoder(
        fp32.tokens, alone, component="hf", dimension=fp32.dimension, unpadded=True
    )
    assert worker.unpadded_path is None
    texts = _texts()
    masked = OnnxEncoder(fp32.tokens, int8, component="hf", dimension=fp32.dimension)
    np.testing.assert_allclose(worker.encode(texts), masked.encode(texts), atol=1e-6)


def test_the_float32_graph_without_the_mask_gives_the_same_vectors(fp32: OnnxEncoder) -> None:
    import onnx
    import onnxruntime

    plain = onnx_unpadded.without_attention_mask(onnx.load(str(fp32.model_path)))
    assert plain is not None
    onnx.checker.check_model(plain)
    fused = {n.op_type for n in plain.graph.node}
    assert {"Attention", "EmbedLayerNormalization"} <= fused
    session = onnxruntime.InferenceSession(
        plain.SerializeToString(), providers=["CPUExecutionProvider"]
    )
    for seq in fp32.tokenize(_texts()[:12]):
        ids = seq[None, :]
        (want,) = fp32.session.run(None, {"input_ids": ids, "attention_mask": np.ones_like(ids)})
        (got,) = session.run(None, {"input_ids": ids})
        np.testing.assert_allclose(got, want, atol=1e-5)


def test_a_mask_read_outside_the_fused_operators_is_kept() -> None:
    from onnx import TensorProto, helper

    graph = helper.make_graph(
        [
            helper.make_node("Cast", ["attention_mask"], ["m"], to=TensorProto.FLOAT),
            helper.make_node("Mul", ["x", "m"], ["y"]),
        ],
        "unfused",
        [
            helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4]),
            helper.make_tensor_value_info("attention_mask", TensorProto.INT64, [1, 4]),
        ],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4])],
    )
    assert onnx_unpadded.without_attention_mask(helper.make_model(graph)) is None


def test_an_unpadded_graph_with_other_vectors_is_not_kept(
    fp32: OnnxEncoder, int8: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from onnx import helper, numpy_helper

    rewrite = onnx_unpadded.without_attention_mask

    def broken(model: Any) -> Any:  # a rewrite that moves one channel of every state
        plain = rewrite(model)
        out = plain.graph.output[0].name
        last = next(n for n in plain.graph.node if out in n.output)
        last.output[list(last.output).index(out)] = "before"
        shift = np.zeros(fp32.dimension, np.float32)
        shift[0] = 1.0
        plain.graph.initializer.append(numpy_helper.from_array(shift, "shift"))
        plain.graph.node.append(helper.make_node("Add", ["before", "shift"], [out]))
        return plain

    monkeypatch.setattr(onnx_quantize, "without_attention_mask", broken)
    model = tmp_path / "int8.onnx"
    model.write_bytes(int8.read_bytes())
    seqs = fp32.tokenize(_texts()[:8])
    assert not onnx_quantize.write_unpadded(model, seqs, "mean")
    assert not onnx_unpadded.unpadded_path(model).exists()
    monkeypatch.setattr(onnx_quantize, "without_attention_mask", rewrite)
    assert onnx_quantize.write_unpadded(model, seqs, "mean")
    assert onnx_unpadded.unpadded_path(model).is_file()

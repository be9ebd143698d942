"""int8 weights for an exported encoder, only where the vectors stay close to float32.

Dynamic quantization (ONNX Runtime's ``quantize_dynamic``: int8 weights per
output channel, activations quantized per tensor as each batch runs) makes the
matrix products 2–4× cheaper on CPUs with VNNI, but a few of them lose too much:
the feed-forward output projections of BERT's first layers read GELU outputs
with a handful of very large channels, so one scale for the whole tensor
leaves the rest with few levels.  Quantized as a whole, all-MiniLM-L6-v2's
vectors kept cosine 0.992 with float32 at worst on SciFact abstracts (0.975 on
the calibration texts, whose shortest titles suffer most).

The weights are int8 on CPUs with int8 dot products (VNNI, AMX) and uint8 on x86
CPUs without them (:func:`.loading.int8_weights`): there ONNX Runtime multiplies
uint8 activations by int8 weights with AVX2's VPMADDUBSW, whose 16-bit sums of
pairs saturate (the test's outlier BERT fell to cosine 0.989, and kept float32),
while uint8 by uint8 does not.  The model is verified on the CPU that runs it.

So the quantization is verified, on texts shipped with the package:

1. the float32 model runs the calibration texts one at a time (as the encoder
   runs long inputs) and the inputs of every quantizable product are kept;
2. the few outlier channels of each product's input are kept out of int8
   (:mod:`.onnx_outliers`: a small float32 product beside the int8 one, or for
   fused attention and products that do not narrow their input a scale moved
   into the weights); for all-MiniLM-L6-v2 this alone lifts the lowest
   calibration cosine from 0.975 to 0.996 with every product in int8;
3. each product's relative error under int8 is estimated from those inputs
   (NumPy: the activation per tensor, the weights per column, as ONNX Runtime
   quantizes them) and the products are ranked, worst first;
4. the model is quantized leaving out the ``k`` worst, for ``k = 0, 1, 2, 4, …``
   until the lowest cosine between int8 and float32 vectors of the calibration
   texts (pooled as the embedder pools) reaches :data:`INT8_MIN_COSINE`
   (then the smallest such ``k`` is found by bisection); beyond half of the
   products the int8 model is not worth it and float32 is kept.

Before step 4 the fused skip layer norms are written as plain ones
(:mod:`.onnx_layernorm`: the same vectors, an 18 % cheaper int8 forward pass on
the CPU) and the exact GELUs as tanh ones (:mod:`.onnx_gelu`: a cheaper kernel,
its small error inside the verified cosine), so the model verified is the one
the workers run.  Beside it the same model without the padding mask is written
(:mod:`.onnx_unpadded`), kept only where it gives the masked model's vectors on the
calibration texts, which run unpadded.

Imports onnx and ONNX Runtime's quantization tools; only :mod:`.onnx_export`
imports this module, when an int8 export is made.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from tapyre_paper_search.embedders.batching import pool
from tapyre_paper_search.embedders.encoder_pool import available_cpus
from tapyre_paper_search.embedders.loading import int8_weights
from tapyre_paper_search.embedders.onnx_gelu import tanh_gelus
from tapyre_paper_search.embedders.onnx_layernorm import KEEP_UNFUSED, unfuse_skip_layer_norms
from tapyre_paper_search.embedders.onnx_outliers import (
    channel_ranges,
    isolate_outliers,
    probe_inputs,
    product_nodes,
)
from tapyre_paper_search.embedders.onnx_unpadded import (
    tie,
    unpadded_path,
    without_attention_mask,
)
from tapyre_paper_search.embedders.tokens import ModelTokenizer

log = logging.getLogger(__name__)

INT8_MIN_COSINE = 0.995
"""The lowest cosine an int8 vector may have with the float32 one of the same text."""

CALIBRATION_TEXTS = 64
"""How many calibration texts (of the shipped sample papers: titles, sentences, paragraphs)."""

_SENTENCE = re.compile(r"(?<=[.!?])\s+")


@dataclass(frozen=True)
class QuantizationReport:
    """What the verified quantization did: the products left in float32 (worst first),
    the lowest calibration cosine of the model kept, and whether float32 was kept."""

    target: float
    min_cosine: float
    excluded: list[str] = field(default_factory=list)
    quantizable: int = 0
    calibration_texts: int = 0
    kept_float: bool = False
    outliers_split: list[str] = field(default_factory=list)
    outliers_scaled: list[str] = field(default_factory=list)
    layer_norms_unfused: int = 0
    gelus_tanh: int = 0
    unpadded: bool = False
    weights: str = "s8"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def calibration_texts(tokens: ModelTokenizer, count: int = CALIBRATION_TEXTS) -> list[str]:
    """Texts of every length up to the model's: titles, single sentences, abstracts and
    runs of paragraphs of the sample papers shipped with the package."""
    from tapyre_paper_search.samples import sample_papers

    short: list[str] = []
    long: list[str] = []
    for paper in sample_papers():
        short.append(paper.title)
        short.extend(_SENTENCE.split(paper.abstract)[:2])
        long.append(f"{paper.title} {tokens.sep_token} {paper.abstract}")
        body = " ".join(p for _, paragraphs in paper.sections for p in paragraphs)
        words = body.split()
        step = max(1, len(words) // 4)
        long.extend(" ".join(words[i : i + 2 * step]) for i in range(0, len(words), step))
    texts = [t for t in short + long if t.strip()]
    # Spread over the lengths: every other text of the list sorted by length.
    texts.sort(key=len)
    stride = max(1, len(texts) // count)
    return texts[::stride][:count]


def quantize_verified(
    fp32: Path,
    target: Path,
    tokens: ModelTokenizer,
    *,
    pooling: str,
    weights: str | None = None,
    min_cosine: float = INT8_MIN_COSINE,
) -> QuantizationReport:
    """Write the int8 model of ``fp32`` to ``target`` unless float32 must be kept (see the
    module docs); the report says which.  ``pooling`` (``mean`` or ``cls``) is how the
    vectors compared are made from the token states: the one the embedder uses.
    ``weights``: ``s8`` (int8) or ``u8`` (uint8), by default the type exact on this CPU
    (:func:`.loading.int8_weights`: the model is verified on the CPU that runs it).  The
    int8 model's unpadded graph goes to :func:`.onnx_unpadded.unpadded_path` of
    ``target`` (``report.unpadded``)."""
    import onnx

    weights = weights or int8_weights()
    texts = calibration_texts(tokens)
    seqs = tokens.tokenize(texts)
    reference = _vectors(fp32, seqs, pooling)
    model = onnx.load(str(fp32))
    nodes = product_nodes(model)
    probe = _session(probe_inputs(model, nodes).SerializeToString())
    isolation = isolate_outliers(model, channel_ranges(_runs(probe, seqs), nodes))
    unfused = unfuse_skip_layer_norms(model)
    gelus = tanh_gelus(model)
    prepared = target.with_name(f"{target.stem}.outliers.onnx")
    onnx.save(model, str(prepared))
    try:
        report = _search(
            prepared,
            target,
            seqs,
            reference,
            pooling=pooling,
            min_cosine=min_cosine,
            floats=isolation.float_products,
            weights=weights,
        )
    finally:
        prepared.unlink(missing_ok=True)
    unpadded = not report.kept_float and write_unpadded(target, seqs, pooling)
    return replace(
        report,
        unpadded=unpadded,
        calibration_texts=len(texts),
        outliers_split=isolation.split,
        outliers_scaled=isolation.scaled,
        layer_norms_unfused=unfused,
        gelus_tanh=gelus,
        weights=weights,
    )


def _search(
    source: Path,
    target: Path,
    seqs: Sequence[NDArray[np.int64]],
    reference: NDArray[np.float32],
    *,
    pooling: str,
    min_cosine: float,
    floats: list[str],
    weights: str,
) -> QuantizationReport:
    """Step 4 of the module docs, on ``source`` (the model with its outliers isolated);
    ``floats`` are products that stay float32 whatever happens."""
    import onnx

    ranked = [n for n in rank_products(onnx.load(str(source)), source, seqs) if n not in floats]
    checked: dict[int, float] = {}

    def cosine_with(excluded: int) -> float:
        if excluded not in checked:
            _quantize(source, target, floats + ranked[:excluded], weights)
            checked[excluded] = _min_cosine(_vectors(target, seqs, pooling), reference)
            log.info(
                "int8 leaving out %d products: lowest cosine %.5f", excluded, checked[excluded]
            )
        return checked[excluded]

    limit = len(ranked) // 2
    low, high = -1, None  # the largest k known to fail, the smallest known to pass
    k = 0
    while k <= limit:
        if cosine_with(k) >= min_cosine:
            high = k
            break
        low = k
        k = 1 if k == 0 else 2 * k
    if high is None:
        best = max(checked.values()) if checked else 0.0
        target.unlink(missing_ok=True)
        return QuantizationReport(min_cosine, best, ranked[:limit], len(ranked), kept_float=True)
    while high - low > 1:
        middle = (low + high) // 2
        if cosine_with(middle) >= min_cosine:
            high = middle
        else:
            low = middle
    if list(checked)[-1] != high:  # the file on disk must be the one chosen
        _quantize(source, target, floats + ranked[:high], weights)
    return QuantizationReport(min_cosine, checked[high], ranked[:high], len(ranked))


UNPADDED_TOLERANCE = 1e-5
"""The most a pooled vector of the unpadded graph may differ from the masked graph's."""


def write_unpadded(
    model: Path, seqs: Sequence[NDArray[np.int64]], pooling: str, target: Path | None = None
) -> bool:
    """Write the unpadded graph of ``model`` beside it (:mod:`.onnx_unpadded`), or to
    ``target``, if it gives the vectors ``model`` gives to ``seqs``, each run alone;
    whether it was written."""
    import onnx

    plain = without_attention_mask(onnx.load(str(model)))
    if plain is None:
        return False
    path = target or unpadded_path(model)
    tie(plain, model)  # this graph belongs to this int8 model
    onnx.save(plain, str(path))
    differ = np.abs(_vectors(path, seqs, pooling, masked=False) - _vectors(model, seqs, pooling))
    if float(differ.max(initial=0.0)) > UNPADDED_TOLERANCE:
        log.warning("int8: the graph without the padding mask gives other vectors; not kept")
        path.unlink()
        return False
    return True


def rank_products(model: Any, path: Path, seqs: Sequence[NDArray[np.int64]]) -> list[str]:
    """Names of the quantizable products, by estimated int8 error, worst first."""
    from onnx import numpy_helper

    weights = {i.name: i for i in model.graph.initializer}
    products = product_nodes(model)
    session = _session(probe_inputs(model, products).SerializeToString())
    errors: dict[str, list[float]] = {n.name: [] for n in products}
    matrices = {n.name: numpy_helper.to_array(weights[n.input[1]]) for n in products}
    # A sample of the texts is enough to rank.
    for outputs in _runs(session, seqs[:: max(1, len(seqs) // 16)]):
        for node in products:
            activation = np.asarray(outputs[node.input[0]], dtype=np.float32)
            errors[node.name].append(
                _int8_error(activation.reshape(-1, activation.shape[-1]), matrices[node.name])
            )
    return sorted(errors, key=lambda name: -float(np.mean(errors[name])))


def _int8_error(x: NDArray[np.float32], w: NDArray[np.float32]) -> float:
    """Relative error of ``x @ w`` when ``x`` is uint8 per tensor (asymmetric) and ``w``
    int8 per column (symmetric), as dynamic quantization computes it."""
    low, high = min(float(x.min()), 0.0), max(float(x.max()), 0.0)
    scale = (high - low) / 255 or 1.0
    zero = np.round(-low / scale)
    xq = (np.clip(np.round(x / scale) + zero, 0, 255) - zero) * scale
    wscale = np.abs(w).max(axis=0) / 127
    wscale[wscale == 0] = 1.0
    wq = np.round(w / wscale) * wscale
    exact = x @ w
    norm = float(np.linalg.norm(exact)) or 1.0
    return float(np.linalg.norm(xq @ wq - exact)) / norm


class _QuietRoot(logging.Filter):
    """Drops the quantizer's advice to pre-process, logged on the root logger each time."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "pre-processing before quantization" not in record.getMessage()


def _quantize(source: Path, target: Path, excluded: Sequence[str], weights: str) -> None:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    quiet = _QuietRoot()
    root = logging.getLogger()
    root.addFilter(quiet)
    try:
        quantize_dynamic(
            str(source),
            str(target),
            # uint8 weights where int8 ones would saturate (ONNX Runtime's own advice).
            weight_type=QuantType.QUInt8 if weights == "u8" else QuantType.QInt8,
            # Per output channel: one scale per column keeps small columns precise.  Full
            # range: the 7-bit workaround for CPUs without VNNI lost more precision than
            # uint8 weights (the outlier test BERT: calibration cosine 0.989, below 0.995).
            per_channel=True,
            reduce_range=False,
            nodes_to_exclude=list(excluded),
            # The fused operators have no shape inference for some outputs.
            extra_options={"DefaultTensorType": 1},  # onnx.TensorProto.FLOAT
        )
    finally:
        root.removeFilter(quiet)


def _session(model: str | bytes) -> Any:
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = available_cpus()  # a one-off: use every core
    options.log_severity_level = 3
    return onnxruntime.InferenceSession(
        model, options, providers=["CPUExecutionProvider"], disabled_optimizers=KEEP_UNFUSED
    )


def _feed(seqs: Sequence[NDArray[np.int64]]) -> dict[str, NDArray[np.int64]]:
    from tapyre_paper_search.embedders.batching import pad

    ids, mask = pad(seqs, 0)
    return {"input_ids": ids, "attention_mask": mask}


def _runs(
    session: Any, seqs: Sequence[NDArray[np.int64]]
) -> Iterator[dict[str, NDArray[np.float32]]]:
    """Every output of ``session`` by name, for each sequence run alone."""
    names = [o.name for o in session.get_outputs()]
    for seq in seqs:
        yield dict(zip(names, session.run(None, _feed([seq])), strict=True))


def _vectors(
    path: Path, seqs: Sequence[NDArray[np.int64]], pooling: str, *, masked: bool = True
) -> NDArray[np.float32]:
    """Pooled unit vectors of each sequence, run alone (``masked``: with the mask input)."""
    session = _session(str(path))
    rows = []
    for seq in seqs:
        feed = _feed([seq])
        mask = feed["attention_mask"] if masked else feed.pop("attention_mask")
        (hidden,) = session.run(None, feed)
        rows.append(pool(hidden, mask, pooling, True)[0])
    return np.stack(rows)


def _min_cosine(got: NDArray[np.float32], reference: NDArray[np.float32]) -> float:
    return float((got * reference).sum(-1).min())

"""Outlier input channels of an encoder's matrix products, kept out of int8.

Dynamic quantization gives each activation tensor one int8 scale.  BERT
encoders put a few very large values in a few channels (all-MiniLM-L6-v2: the
[CLS] token in hidden channel 99 reaches 28 where the median channel's largest
value is 1.5, and one GELU channel reaches 24), so that one scale leaves every
other channel with a handful of levels; short texts, where those tokens weigh
most, lose the most.  Taken out of the int8 tensor, they cost little:

* a ``MatMul`` ``y = x @ W`` becomes ``y = (x * mask) @ W' + x[..., idx] @ W[idx]``:
  the outlier channels ``idx`` are zeroed in the int8 product (and their rows in
  ``W'``, so they do not widen the weight scales either) and multiplied exactly
  in a small float32 product beside it;
* a fused ``Attention`` (its output is not the product, so nothing can be added
  to it) and a ``MatMul`` whose output is at least as wide as its input get
  their largest channels scaled down instead: each channel above the 99th
  percentile of the channel ranges is brought down to it, the input multiplied
  by ``1/s`` and the weight rows by ``s`` (the same product in exact arithmetic:
  SmoothQuant's scale migration, restricted to those channels; migrated further
  it widens the weight scales more than it helps).

Which of the two a ``MatMul`` gets is a matter of cost and precision.  Both pay
one elementwise ``Mul`` over the input (the mask or the scale), but the split
also pays a gather, a float32 product and a sum over the *output*: for BERT's
feed-forward expansion (384 → 1,536 in all-MiniLM-L6-v2) that sum alone was
2.4 % of the int8 pass.  Scaling is as precise where the outliers are modest
(the layer norm outputs that feed the attention output and the expansion), but
not for a product that reads GELU outputs (all-MiniLM-L6-v2: one channel reaches
24): scaled, it needs float32 products again.  So a ``MatMul``
whose output is narrower than its input (the feed-forward output projection) is
split, the others are scaled.  all-MiniLM-L6-v2 (one thread, the chunks a
500-abstract SciFact ingest encodes, the two models alternated in one process,
load 3–5): this alone 2.7 % cheaper a token, and 9 % with the tanh GELU of
:mod:`.onnx_gelu`, lowest cosine with float32 0.9973 against 0.9970 with every
product split (lowest calibration cosine 0.9958 against 0.9963; with every
product scaled it fell to 0.9938 and two products stayed float32).

The channels are found on calibration texts: the largest value of each input
channel of each product over all of them (:func:`channel_ranges`); a channel is
an outlier when its largest value exceeds :data:`OUTLIER_RATIO` times the
median channel's, and at most :data:`OUTLIER_CHANNELS` per product are taken
(the largest), so a model without outliers is left as it is.  For
all-MiniLM-L6-v2 (lowest calibration cosine with every product in int8): none
0.975, two per product over 4× the median 0.9958, over 2× 0.9963; four per
product changed little (measured with a fixed count: 0.9969 against 0.9969).

Imports onnx; used by :mod:`.onnx_quantize` only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

QUANTIZED_OPS = ("MatMul", "Attention")
"""The products ``quantize_dynamic`` turns into int8 (with weights as initializers)."""

OUTLIER_RATIO = 2.0
"""A channel is an outlier when its largest value exceeds this many times the median one's."""

OUTLIER_CHANNELS = 2
"""At most this many outlier channels are taken out of one product (the largest)."""

FLOAT_SUFFIX = "/outliers"
"""Name suffix of the float32 products that carry the outlier channels."""


@dataclass(frozen=True)
class Isolation:
    """What :func:`isolate_outliers` changed: the products split (their float32 outlier
    products are named ``<product>`` + :data:`FLOAT_SUFFIX`) and those scaled (fused
    attention, and the products that do not narrow their input)."""

    split: list[str]
    scaled: list[str]

    @property
    def float_products(self) -> list[str]:
        """The new products that must stay float32."""
        return [name + FLOAT_SUFFIX for name in self.split]


def product_nodes(model: Any) -> list[Any]:
    """The quantizable products of ``model``: their weights are initializers."""
    weights = {i.name for i in model.graph.initializer}
    return [
        n
        for n in model.graph.node
        if n.op_type in QUANTIZED_OPS and len(n.input) > 1 and n.input[1] in weights
    ]


def probe_inputs(model: Any, nodes: Iterable[Any]) -> Any:
    """A copy of ``model`` that also outputs the first input of each of ``nodes``."""
    import onnx
    from onnx import helper

    probe = onnx.ModelProto()
    probe.CopyFrom(model)
    known = {o.name for o in probe.graph.output}
    for node in nodes:
        if node.input[0] not in known:
            probe.graph.output.append(
                helper.make_tensor_value_info(node.input[0], onnx.TensorProto.FLOAT, None)
            )
            known.add(node.input[0])
    return probe


def channel_ranges(
    outputs: Iterable[dict[str, NDArray[np.float32]]], nodes: Sequence[Any]
) -> dict[str, NDArray[np.float32]]:
    """The largest absolute value of each input channel of each product (by input name),
    over the runs ``outputs`` (output name → array, from a :func:`probe_inputs` model)."""
    ranges: dict[str, NDArray[np.float32]] = {}
    for run in outputs:
        for node in nodes:
            x = np.asarray(run[node.input[0]], dtype=np.float32)
            top = np.abs(x.reshape(-1, x.shape[-1])).max(axis=0)
            seen = ranges.get(node.input[0])
            ranges[node.input[0]] = top if seen is None else np.maximum(seen, top)
    return ranges


def outlier_channels(top: NDArray[np.float32]) -> NDArray[np.int64]:
    """The outlier channels of one product's input (see the module docs), largest first."""
    median = float(np.median(top))
    order = np.argsort(-top)[:OUTLIER_CHANNELS]
    return np.asarray([i for i in order if top[i] > OUTLIER_RATIO * median], dtype=np.int64)


def isolate_outliers(model: Any, ranges: dict[str, NDArray[np.float32]]) -> Isolation:
    """Rewrite ``model`` in place so its products' outlier channels stay float32 (see the
    module docs); the computed function is the same up to float32 rounding."""
    split: list[str] = []
    scaled: list[str] = []
    weights = {i.name: i for i in model.graph.initializer}
    for node in product_nodes(model):
        top = ranges.get(node.input[0])
        if top is None:
            continue
        channels = outlier_channels(top)
        if not len(channels):
            continue
        if node.op_type == "MatMul" and _narrows(weights[node.input[1]]):
            split.append(_split(model, node, weights[node.input[1]], channels))
        else:
            _scale(model, node, weights[node.input[1]], top)
            scaled.append(node.name)
    return Isolation(split, scaled)


def _narrows(weight: Any) -> bool:
    """Whether a ``MatMul`` with this weight (inputs × outputs) has fewer outputs than inputs."""
    dims = list(weight.dims)
    return len(dims) == 2 and dims[1] < dims[0]


def _split(model: Any, node: Any, weight: Any, channels: NDArray[np.int64]) -> str:
    """Route ``channels`` of ``node``'s input through a float32 side product; returns the name
    its parts are named after (``node``'s own, or its output's when unnamed)."""
    from onnx import helper, numpy_helper

    w = numpy_helper.to_array(weight).copy()
    outlier_rows = w[channels].copy()
    w[channels] = 0.0
    weight.CopyFrom(numpy_helper.from_array(w, weight.name))
    mask = np.ones(w.shape[0], dtype=np.float32)
    mask[channels] = 0.0
    name = str(node.name or node.output[0])
    model.graph.initializer.extend(
        [
            numpy_helper.from_array(mask, f"{name}/outlier_mask"),
            numpy_helper.from_array(channels, f"{name}/outlier_channels"),
            numpy_helper.from_array(outlier_rows, f"{name}/outlier_weights"),
        ]
    )
    x, y = node.input[0], node.output[0]
    before = [
        helper.make_node(
            "Mul", [x, f"{name}/outlier_mask"], [f"{name}/rest_in"], name=f"{name}/rest"
        ),
        helper.make_node(
            "Gather",
            [x, f"{name}/outlier_channels"],
            [f"{name}/outliers_in"],
            name=f"{name}/gather",
            axis=-1,
        ),
        helper.make_node(
            "MatMul",
            [f"{name}/outliers_in", f"{name}/outlier_weights"],
            [f"{name}/outliers_out"],
            name=name + FLOAT_SUFFIX,
        ),
    ]
    node.input[0] = f"{name}/rest_in"
    node.output[0] = f"{name}/rest_out"
    join = helper.make_node(
        "Add", [f"{name}/rest_out", f"{name}/outliers_out"], [y], name=f"{name}/join"
    )
    _insert(model, node, before, [join])
    return name


def _scale(
    model: Any,
    node: Any,
    weight: Any,
    top: NDArray[np.float32],
) -> None:
    from onnx import helper, numpy_helper

    # Every channel above the 99th percentile down to it (the outliers among them).
    ceiling = max(float(np.quantile(top, 0.99)), 1e-6)
    factors = np.maximum(1.0, top / ceiling).astype(np.float32)
    w = numpy_helper.to_array(weight)
    weight.CopyFrom(numpy_helper.from_array((w * factors[:, None]).astype(np.float32), weight.name))
    name = str(node.name or node.output[0])
    model.graph.initializer.append(
        numpy_helper.from_array((1.0 / factors).astype(np.float32), f"{name}/outlier_scale")
    )
    scaled = helper.make_node(
        "Mul", [node.input[0], f"{name}/outlier_scale"], [f"{name}/scaled_in"], name=f"{name}/scale"
    )
    node.input[0] = f"{name}/scaled_in"
    _insert(model, node, [scaled], [])


def _insert(model: Any, node: Any, before: list[Any], after: list[Any]) -> None:
    """Put ``before`` and ``after`` around ``node`` (the graph stays topologically sorted)."""
    at = list(model.graph.node).index(node)  # by value: node names are unique
    for offset, extra in enumerate(before):
        model.graph.node.insert(at + offset, extra)
    for offset, extra in enumerate(after, start=len(before) + 1):
        model.graph.node.insert(at + offset, extra)

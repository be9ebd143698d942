"""Fused skip layer norms of an exported encoder turned back into plain ones.

ONNX Runtime's transformer optimizer fuses each residual sum and the layer norm
after it into one ``SkipLayerNormalization`` (com.microsoft).  On the CPU that
fused kernel is slower than the parts it replaced: in the int8 model the ingest
workers run (all-MiniLM-L6-v2, one thread, the ingest's chunks of SciFact
abstracts), the 12 fused layer norms took 17 % of the forward pass, and the
same graph with each one written as ``Add`` (input + skip), ``Add`` (bias) and
the standard ``LayerNormalization`` (opset 17) ran in 0.112 instead of 0.137
CPU-ms a token (-18 %), with the same vectors (float32: cosine 1.00000 to the
fused graph; int8 against float32: lowest cosine 0.9972 against 0.9974, the
int8 noise).  The session must then be told not to fuse them again
(:data:`KEEP_UNFUSED`): fused again at load, the gain halves.

Imports onnx; used by :mod:`.onnx_quantize` when it makes the int8 model.
"""

from __future__ import annotations

from typing import Any

KEEP_UNFUSED = ["SkipLayerNormFusion"]
"""ONNX Runtime optimizers a session disables so that the plain layer norms stay plain."""

_DEFAULT_EPSILON = 1e-12


def unfuse_skip_layer_norms(model: Any) -> int:
    """Replace every ``SkipLayerNormalization`` of ``model`` (an ``onnx.ModelProto``,
    changed in place) by ``Add`` nodes and a ``LayerNormalization``; the number
    replaced.  A model whose default opset is below 17 (no standard layer norm)
    is left as it is."""
    from onnx import helper

    if not any(o.domain in ("", "ai.onnx") and o.version >= 17 for o in model.opset_import):
        return 0
    nodes: list[Any] = []
    replaced = 0
    for node in model.graph.node:
        outputs = list(node.output)
        if node.op_type != "SkipLayerNormalization" or any(outputs[1:3]):
            nodes.append(node)  # (a mean or deviation output is asked for: left fused)
            continue
        replaced += 1
        nodes.extend(_plain(node, helper))
    del model.graph.node[:]
    model.graph.node.extend(nodes)
    return replaced


def _plain(node: Any, helper: Any) -> list[Any]:
    """The nodes computing ``LayerNorm(input + skip (+ bias))`` as ``node`` does, with
    its outputs: the normalized sum, and the sum itself where it is asked for."""
    inputs = list(node.input)
    x, skip, gamma = inputs[:3]
    beta = inputs[3] if len(inputs) > 3 else ""
    bias = inputs[4] if len(inputs) > 4 else ""
    epsilon = next((a.f for a in node.attribute if a.name == "epsilon"), _DEFAULT_EPSILON)
    total = f"{node.name}/sum"
    out = [helper.make_node("Add", [x, skip], [total], name=f"{node.name}/add")]
    if bias:
        biased = f"{node.name}/sum_bias"
        out.append(helper.make_node("Add", [total, bias], [biased], name=f"{node.name}/bias"))
        total = biased
    norm_inputs = [total, gamma, beta] if beta else [total, gamma]
    outputs = list(node.output)
    out.append(
        helper.make_node(
            "LayerNormalization",
            norm_inputs,
            [outputs[0]],
            name=f"{node.name}/norm",
            axis=-1,
            epsilon=epsilon,
        )
    )
    # outputs 1 and 2 (mean, inverse deviation) are for training; 3 is the sum
    if len(outputs) > 3 and outputs[3]:
        out.append(helper.make_node("Identity", [total], [outputs[3]], name=f"{node.name}/keep"))
    return out

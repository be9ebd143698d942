"""A second graph of an export for forward passes that carry no padding.

ONNX Runtime's fused attention (``Attention``, ``QAttention``) takes the padding
mask as an optional input.  Given one, the CPU kernel writes a score mask for
every sequence and copies it into each head's scores before the ``Q·Kᵀ``
product, even when every position is real.  The ingest's forward passes are
mostly without padding: chunks sorted by length run alone or with chunks of the
same length (all-MiniLM-L6-v2, the chunks of 500 SciFact abstracts: 737 of 817
passes, 91 % of the tokens), and for those the mask is wasted work.

:func:`without_attention_mask` writes the graph with the ``attention_mask``
input gone: the fused nodes lose their mask inputs and the nodes that only
prepared the mask are dropped.  On an unpadded batch it computes what the
masked graph computes (the mask adds zero to every score).  The int8 export is
cached with it (:func:`unpadded_path`), verified by :mod:`.onnx_quantize` to
give the masked graph's vectors; the ingest workers batch sequences of 64 tokens
or more only with their own length and run this graph for every pass without
padding (:class:`.onnx_encoder.OnnxEncoder`, ``unpadded``): one thread, the
ingest's real chunks, alternated in one process, a pass without the mask was
3–4 % cheaper than the same pass with it, and the workers' whole work 3–9 %
cheaper.  Shorter sequences of different lengths still share padded passes on
the masked graph, which a worker loads only when such a pass comes.  A missing
or unloadable file is written again from the int8 model (:mod:`.onnx_export`).

Imports onnx; used by :mod:`.onnx_quantize` when it makes the int8 model.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

MASK_INPUT = "attention_mask"
"""The export's padding mask input (see :mod:`.onnx_export`)."""

_MICROSOFT = "com.microsoft"

_MASK_SLOT = {
    "Attention": 3,
    "QAttention": 5,
    "MultiHeadAttention": 4,
    "EmbedLayerNormalization": 7,
    "QEmbedLayerNormalization": 7,
}
"""The optional mask input of ONNX Runtime's fused operators, by position."""

_MASK_INDEX_OUTPUT = {"EmbedLayerNormalization": 1, "QEmbedLayerNormalization": 1}
"""Their output that is derived from the mask (the lengths the attention reads)."""


def unpadded_path(model: Path) -> Path:
    """Where the unpadded graph of the export ``model`` is kept: beside it, as
    ``<stem>.unpadded.onnx``."""
    return model.with_name(f"{model.stem}.unpadded.onnx")


MASKED_MODEL = "tapyre.masked_model"
"""The unpadded graph's metadata entry that ties it to the int8 model it was made from:
that model's :func:`~tapyre_paper_search._fs.sample_digest`."""


def tie(plain: Any, masked: Path) -> None:
    """Record in the unpadded graph ``plain`` (an ``onnx.ModelProto``) the masked model
    file it was made from, so that a graph of another model under its name is refused."""
    from tapyre_paper_search._fs import sample_digest

    entry = plain.metadata_props.add()
    entry.key, entry.value = MASKED_MODEL, sample_digest(masked)


def tied_to(session: Any, masked: Path) -> bool:
    """Whether the loaded unpadded graph ``session`` was made from the model file
    ``masked`` (a graph written before the tie was recorded is not)."""
    from tapyre_paper_search._fs import sample_digest

    recorded = session.get_modelmeta().custom_metadata_map.get(MASKED_MODEL)
    try:
        return recorded is not None and recorded == sample_digest(masked)
    except OSError:  # the model itself is gone: its masked session will say so
        return False


def without_attention_mask(model: Any) -> Any | None:
    """A copy of ``model`` (an ``onnx.ModelProto``) without its ``attention_mask`` input,
    for inputs without padding; ``None`` when the mask is read by anything but the
    fused attention and embedding operators (an unfused graph), which would need it."""
    import onnx

    if MASK_INPUT not in {i.name for i in model.graph.input}:
        return None
    copy = onnx.ModelProto()
    copy.CopyFrom(model)
    graph = copy.graph
    derived = {MASK_INPUT}
    for node in graph.node:  # in topological order, as ONNX requires
        slot = _MASK_SLOT.get(node.op_type) if node.domain == _MICROSOFT else None
        if slot is not None and slot < len(node.input) and node.input[slot] in derived:
            node.input[slot] = ""
            index = _MASK_INDEX_OUTPUT.get(node.op_type)
            if index is not None and index < len(node.output) and node.output[index]:
                derived.add(node.output[index])
        elif any(name in derived for name in node.input):
            derived.update(name for name in node.output if name)
    _drop_unused(graph)
    if any(name in derived for node in graph.node for name in node.input) or any(
        o.name in derived for o in graph.output
    ):
        return None
    kept = [i for i in graph.input if i.name != MASK_INPUT]
    del graph.input[:]
    graph.input.extend(kept)
    return copy


def _drop_unused(graph: Any) -> None:
    """Remove the nodes none of whose outputs reach a graph output."""
    needed = {o.name for o in graph.output}
    kept = []
    for node in reversed(graph.node):
        if any(name in needed for name in node.output):
            kept.append(node)
            needed.update(name for name in node.input if name)
    del graph.node[:]
    graph.node.extend(reversed(kept))

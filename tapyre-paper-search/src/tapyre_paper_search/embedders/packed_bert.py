"""BERT's forward pass over packed (unpadded) sequences.

A batch of sequences of different lengths is laid end to end as one
``(tokens, hidden)`` matrix: every linear layer, layer norm and activation then
works on real tokens only, and attention runs per sequence through a
variable-length kernel (FlashAttention's varlen entry point on CUDA).  The
module shares the weights of a Hugging Face ``BertModel`` (query, key and value
are fused into one matrix product) and computes the same function as its
padded forward pass; :meth:`PackedBert.supports` says which models qualify.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch
import torch.nn.functional as F  # noqa: N812

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Segments:
    """Where each sequence lies in a packed batch.

    ``offsets``: int32 ``[0, len0, len0+len1, …]`` on the device; ``host``: the
    same as Python ints; ``longest``: the longest sequence.
    """

    offsets: torch.Tensor
    host: list[int]
    longest: int


# (q, k, v, segments, scale) -> output; q, k, v and output are (tokens, heads, head_dim)
Attention = Callable[[torch.Tensor, torch.Tensor, torch.Tensor, Segments, float], torch.Tensor]


def attention_by_sequence(
    q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, segments: Segments, scale: float
) -> torch.Tensor:
    """Reference varlen attention: one SDPA call per sequence (any device)."""
    out = torch.empty_like(q)
    for start, end in itertools.pairwise(segments.host):
        out[start:end] = F.scaled_dot_product_attention(
            q[start:end].transpose(0, 1),
            k[start:end].transpose(0, 1),
            v[start:end].transpose(0, 1),
            scale=scale,
        ).transpose(0, 1)
    return out


def flash_varlen_attention() -> Attention | None:
    """FlashAttention's varlen kernel through PyTorch, when this build has it."""
    try:  # PyTorch 2.9 and later
        from torch.nn.attention.varlen import varlen_attn
    except ImportError:
        varlen_attn = None  # type: ignore[assignment]
    if varlen_attn is not None:

        def public(
            q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, seg: Segments, scale: float
        ) -> torch.Tensor:
            out = varlen_attn(
                q, k, v, seg.offsets, seg.offsets, seg.longest, seg.longest, scale=scale
            )
            return out[0] if isinstance(out, tuple) else out

        return public
    flash = getattr(torch.ops.aten, "_flash_attention_forward", None)
    if flash is None:
        return None

    def private(
        q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, seg: Segments, scale: float
    ) -> torch.Tensor:
        cu, longest = seg.offsets, seg.longest
        out: torch.Tensor = flash(
            q, k, v, cu, cu, longest, longest, 0.0, False, False, scale=scale
        )[0]
        return out

    return private


class PackedBert:
    """Packed forward pass over the weights of a Hugging Face ``BertModel``."""

    def __init__(self, model: Any, attention: Attention) -> None:
        if not self.supports(model):
            raise ValueError("PackedBert needs a plain encoder-only BertModel")
        self.model = model
        self.attention = attention
        config = model.config
        self.heads = int(config.num_attention_heads)
        self.head_dim = int(config.hidden_size) // self.heads
        embeddings = model.embeddings
        self.token_type_row = embeddings.token_type_embeddings.weight[0]
        self.qkv = []
        for layer in model.encoder.layer:
            own = layer.attention.self
            weight = torch.cat([own.query.weight, own.key.weight, own.value.weight]).detach()
            bias = torch.cat([own.query.bias, own.key.bias, own.value.bias]).detach()
            self.qkv.append((weight, bias))
        self.scale = (
            float(model.encoder.layer[0].attention.self.scaling)
            if hasattr(model.encoder.layer[0].attention.self, "scaling")
            else self.head_dim**-0.5
        )

    @staticmethod
    def supports(model: Any) -> bool:
        """A BERT encoder with absolute positions, no cross-attention, no adapters."""
        config = getattr(model, "config", None)
        if config is None or getattr(config, "model_type", None) != "bert":
            return False
        if getattr(config, "is_decoder", False) or getattr(config, "add_cross_attention", False):
            return False
        if getattr(config, "position_embedding_type", "absolute") != "absolute":
            return False
        if type(model).__name__ != "BertModel":
            return False
        try:
            layer = model.encoder.layer[0]
            parts = (
                model.embeddings.word_embeddings,
                model.embeddings.position_embeddings,
                model.embeddings.token_type_embeddings,
                layer.attention.self.query,
                layer.attention.output.dense,
                layer.intermediate,
                layer.output.dense,
            )
        except AttributeError:
            return False
        return all(part is not None for part in parts)

    @torch.inference_mode()  # type: ignore[untyped-decorator]
    def __call__(
        self, input_ids: torch.Tensor, positions: torch.Tensor, segments: Segments
    ) -> torch.Tensor:
        """Hidden states ``(tokens, hidden)`` of the packed sequences.

        ``input_ids`` and ``positions`` are 1-D: all sequences end to end.
        """
        model = self.model
        embeddings = model.embeddings
        x = embeddings.word_embeddings(input_ids) + self.token_type_row
        x = x + embeddings.position_embeddings(positions)
        x = embeddings.LayerNorm(x)
        tokens = x.shape[0]
        for layer, (weight, bias) in zip(model.encoder.layer, self.qkv, strict=True):
            qkv = F.linear(x, weight, bias).view(tokens, 3, self.heads, self.head_dim)
            context = self.attention(qkv[:, 0], qkv[:, 1], qkv[:, 2], segments, self.scale).reshape(
                tokens, -1
            )
            attn_out = layer.attention.output
            x = attn_out.LayerNorm(attn_out.dense(context) + x)
            out = layer.output
            x = out.LayerNorm(out.dense(layer.intermediate(x)) + x)
        result: torch.Tensor = x
        return result

"""Forward passes planned over token sequences, and pooling of their outputs: the pure
NumPy parts every encoder shares (torch, ONNX Runtime, a pool of worker processes).

A batch of sequences of different lengths is padded to its longest, so the plan
sorts sequences by length and cuts batches where the padding would cost more
than it saves (:func:`plan_batches`); the results come back in input order
(:func:`restore_order`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

MAX_BATCH_SEQUENCES = 1024

__all__ = ["MAX_BATCH_SEQUENCES", "pad", "plan_batches", "pool", "restore_order"]


def plan_batches(
    lengths: Sequence[int],
    batch_tokens: int,
    max_sequences: int = MAX_BATCH_SEQUENCES,
    *,
    max_padding: float = 1.0,
) -> list[list[int]]:
    """Indices grouped into batches, longest first.

    A batch costs ``sequences × longest`` tokens (what a padded batch computes); it
    stays within ``batch_tokens`` and ``max_sequences``, and, with ``max_padding``
    below 1, a sequence joins a batch only while the share of padding stays at most
    that (``0``: only sequences of equal length share a batch).
    """
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    batches: list[list[int]] = []
    current: list[int] = []
    longest = real = 0
    for index in order:
        length = lengths[index]
        if current:
            cost = (len(current) + 1) * longest
            padding = 1.0 - (real + length) / cost if cost else 0.0
            if cost > batch_tokens or len(current) >= max_sequences or padding > max_padding:
                batches.append(current)
                current, real = [], 0
        if not current:
            longest = length
        current.append(index)
        real += length
    if current:
        batches.append(current)
    return batches


def pad(
    seqs: Sequence[NDArray[np.int64]], pad_id: int
) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """``(input_ids, attention_mask)`` of a batch, padded to its longest sequence."""
    longest = max(len(s) for s in seqs)
    ids = np.full((len(seqs), longest), pad_id, dtype=np.int64)
    mask = np.zeros((len(seqs), longest), dtype=np.int64)
    for row, seq in enumerate(seqs):
        ids[row, : len(seq)] = seq
        mask[row, : len(seq)] = 1
    return ids, mask


def pool(
    hidden: NDArray[np.floating], mask: NDArray[np.int64], pooling: str, normalize: bool
) -> NDArray[np.float32]:
    """One vector per row of ``hidden`` ``(batch, tokens, width)``: the first token's
    (``cls``) or the mean over the real tokens (``mean``), optionally of unit length."""
    if pooling == "cls":
        pooled = np.asarray(hidden[:, 0], dtype=np.float32)
    else:
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(1, dtype=np.float32) / weights.sum(1)
    if normalize:
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        pooled = pooled / np.maximum(norms, 1e-12)
    return pooled.astype(np.float32, copy=False)


def restore_order(
    batches: Sequence[Sequence[int]], rows: Sequence[NDArray[np.float32]], width: int
) -> NDArray[np.float32]:
    """The rows of each batch (in plan order) back in input order, as one matrix."""
    total = sum(len(b) for b in batches)
    result = np.zeros((total, width), dtype=np.float32)
    for batch, block in zip(batches, rows, strict=True):
        result[np.asarray(batch, dtype=np.int64)] = block
    return result

"""What the transformers-based embedders share once a model is loaded
(:mod:`.loading` finds and loads it): tokenising, length-sorted batching, the
forward pass (packed or padded) and pooling.

This module imports torch and transformers at the top: only factories import
it, never the plugin module.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import numpy as np
import torch
import torch.nn.functional as F  # noqa: N812
from numpy.typing import NDArray

from tapyre_paper_search.embedders.packed_bert import (
    Attention,
    PackedBert,
    Segments,
    attention_by_sequence,
    flash_varlen_attention,
)
from tapyre_paper_search.errors import EmbedderError

log = logging.getLogger(__name__)

GPU_BATCH_TOKENS = 65536
"""Tokens per batch on a GPU: 128 sequences of 512, 512 of 128."""
CPU_BATCH_TOKENS = 8192
MAX_BATCH_SEQUENCES = 1024

# ---------------------------------------------------------------------------
# Batching
# ---------------------------------------------------------------------------


def plan_batches(
    lengths: Sequence[int], batch_tokens: int, max_sequences: int = MAX_BATCH_SEQUENCES
) -> list[list[int]]:
    """Indices grouped into batches, longest first, each within ``batch_tokens``
    counted as ``sequences × longest`` (what a padded batch costs)."""
    order = sorted(range(len(lengths)), key=lambda i: -lengths[i])
    batches: list[list[int]] = []
    current: list[int] = []
    longest = 0
    for index in order:
        length = lengths[index]
        if not current:
            longest = length
        elif (len(current) + 1) * longest > batch_tokens or len(current) >= max_sequences:
            batches.append(current)
            current, longest = [], length
        current.append(index)
    if current:
        batches.append(current)
    return batches


# ---------------------------------------------------------------------------
# The encoder
# ---------------------------------------------------------------------------


class TransformerEncoder:
    """A loaded transformers encoder that turns texts into pooled vectors.

    ``execution``: ``packed`` runs BERT models unpadded (:mod:`.packed_bert`),
    ``padded`` runs the model's own forward pass on length-sorted padded
    batches, ``auto`` picks packed where it is supported and checked.
    """

    def __init__(
        self,
        tokenizer: Any,
        model: Any,
        *,
        component: str,
        device: torch.device,
        dtype: torch.dtype,
        pooling: str = "cls",
        normalize: bool = False,
        max_tokens: int | None = None,
        batch_tokens: int | None = None,
        execution: str = "auto",
    ) -> None:
        if pooling not in ("cls", "mean"):
            raise EmbedderError(f"{component}: pooling must be cls or mean, not {pooling!r}.")
        self.component = component
        self.device = device
        self.dtype = dtype
        self.pooling = pooling
        self.normalize = normalize
        self.tokenizer = tokenizer
        self.model = model.to(device=device, dtype=dtype).eval().requires_grad_(False)
        self.dimension = int(model.config.hidden_size)
        self.truncated = 0
        """How many inputs so far were longer than :attr:`max_tokens` and were cut."""

        self.max_tokens = _model_max_tokens(model, tokenizer, max_tokens)
        self.batch_tokens = batch_tokens or (
            GPU_BATCH_TOKENS if device.type == "cuda" else CPU_BATCH_TOKENS
        )
        self.batch_tokens = max(self.batch_tokens, self.max_tokens)
        self.pad_id = int(tokenizer.pad_token_id or 0)

        from tokenizers import Tokenizer

        # A private copy: the transformers wrapper resets truncation/padding per call.
        self._tokenizer: Tokenizer = Tokenizer.from_str(tokenizer.backend_tokenizer.to_str())
        self._tokenizer.no_truncation()
        self._tokenizer.no_padding()
        self._prefix, self._suffix = _special_tokens(self._tokenizer)
        self.body_tokens = self.max_tokens - len(self._prefix) - len(self._suffix)

        self._packed: PackedBert | None = None
        self.execution = self._choose_execution(execution)

    # -- tokens ---------------------------------------------------------------

    def _encode_plain(self, texts: Sequence[str]) -> list[list[int]]:
        batch = list(texts)
        encode = getattr(self._tokenizer, "encode_batch_fast", self._tokenizer.encode_batch)
        return [e.ids for e in encode(batch, add_special_tokens=False)]

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        """Token counts without special tokens (batched in the Rust tokenizer)."""
        if not texts:
            return []
        return [len(ids) for ids in self._encode_plain(texts)]

    def tokenize(self, texts: Sequence[str]) -> list[NDArray[np.int64]]:
        """Model inputs with special tokens, cut to :attr:`max_tokens` (cuts are counted)."""
        body = self.body_tokens
        prefix, suffix = self._prefix, self._suffix
        out = []
        cut = 0
        for ids in self._encode_plain(texts):
            if len(ids) > body:
                cut += 1
            out.append(np.asarray(prefix + ids[:body] + suffix, dtype=np.int64))
        if cut:
            self.truncated += cut
            log.info(
                "%s: %d of %d inputs were longer than %d tokens and were truncated",
                self.component,
                cut,
                len(out),
                self.max_tokens,
            )
        return out

    # -- execution --------------------------------------------------------------

    def _choose_execution(self, requested: str) -> str:
        requested = (requested or "auto").lower()
        if requested not in ("auto", "packed", "padded"):
            raise EmbedderError(
                f"{self.component}: execution must be auto, packed or padded, not {requested!r}."
            )
        if requested == "padded":
            return "padded"
        if not PackedBert.supports(self.model):
            if requested == "packed":
                raise EmbedderError(
                    f"{self.component}: packed execution needs a plain BERT encoder "
                    f'(this is {type(self.model).__name__}); use execution = "padded".'
                )
            return "padded"
        # On a CPU the per-sequence attention loop costs more than the little
        # padding length-sorted batches carry, so auto packs on CUDA only.
        attention: Attention | None = None
        if self.device.type == "cuda" and self.dtype in (torch.float16, torch.bfloat16):
            attention = flash_varlen_attention()
        elif requested == "packed":
            attention = attention_by_sequence
        if attention is None:
            if requested == "packed":
                raise EmbedderError(
                    f"{self.component}: no variable-length attention kernel for "
                    f'{self.device.type}/{self.dtype}; use execution = "padded".'
                )
            return "padded"
        packed = PackedBert(self.model, attention)
        if self.device.type == "cuda" and not self._packed_agrees(packed):
            if requested == "packed":
                raise EmbedderError(
                    f"{self.component}: the packed forward pass disagrees with the model's own "
                    'on this GPU; use execution = "padded".'
                )
            return "padded"
        self._packed = packed
        return "packed"

    def _packed_agrees(self, packed: PackedBert) -> bool:
        """Run a few random sequences both ways; a kernel that fails or differs is not used."""
        generator = torch.Generator().manual_seed(0)
        vocab = int(self.model.config.vocab_size)
        lengths = [min(n, self.max_tokens) for n in (7, 64, 200, 33)]
        seqs = [
            torch.randint(1000 if vocab > 2000 else 1, vocab, (n,), generator=generator).numpy()
            for n in lengths
        ]
        try:
            fast = self._pool_packed(packed, seqs)
            slow = self._pool_padded(seqs)
        except Exception as exc:  # a missing or unsupported kernel surfaces here
            log.warning(
                "%s: packed execution unavailable (%s); using padded batches", self.component, exc
            )
            return False
        agreement = float(F.cosine_similarity(fast.float(), slow.float(), dim=-1).min())
        if agreement < 0.99:
            log.warning(
                "%s: packed execution disagrees (cosine %.4f); using padded batches",
                self.component,
                agreement,
            )
            return False
        return True

    # -- forward ----------------------------------------------------------------

    def _to_device(self, array: NDArray[Any]) -> torch.Tensor:
        tensor = torch.from_numpy(array)
        if self.device.type == "cuda":
            return tensor.pin_memory().to(self.device, non_blocking=True)
        return tensor.to(self.device)

    def _pool_packed(self, packed: PackedBert, seqs: Sequence[NDArray[np.int64]]) -> torch.Tensor:
        lengths = np.fromiter((len(s) for s in seqs), dtype=np.int64, count=len(seqs))
        offsets = np.zeros(len(seqs) + 1, dtype=np.int64)
        np.cumsum(lengths, out=offsets[1:])
        flat = np.concatenate(seqs)
        positions = np.arange(len(flat), dtype=np.int64) - np.repeat(offsets[:-1], lengths)
        segments = Segments(
            self._to_device(offsets.astype(np.int32)), offsets.tolist(), int(lengths.max())
        )
        hidden = packed(self._to_device(flat), self._to_device(positions), segments)
        if self.pooling == "cls":
            # offsets already on the device: a pageable copy here would wait for the GPU
            return hidden[segments.offsets[:-1].long()]
        owner = self._to_device(np.repeat(np.arange(len(seqs)), lengths))
        sums = torch.zeros(len(seqs), hidden.shape[1], dtype=torch.float32, device=hidden.device)
        sums.index_add_(0, owner, hidden.float())
        return sums / self._to_device(lengths).unsqueeze(1).float()

    @torch.inference_mode()  # type: ignore[untyped-decorator]
    def _pool_padded(
        self, seqs: Sequence[NDArray[np.int64]], adapter: str | None = None
    ) -> torch.Tensor:
        longest = max(len(s) for s in seqs)
        ids = np.full((len(seqs), longest), self.pad_id, dtype=np.int64)
        mask = np.zeros((len(seqs), longest), dtype=np.int64)
        for row, seq in enumerate(seqs):
            ids[row, : len(seq)] = seq
            mask[row, : len(seq)] = 1
        mask_t = self._to_device(mask)
        if adapter is not None:
            self.model.set_active_adapters(adapter)
        output = self.model(input_ids=self._to_device(ids), attention_mask=mask_t)
        hidden: torch.Tensor = output.last_hidden_state
        if self.pooling == "cls":
            return hidden[:, 0]
        weights = mask_t.unsqueeze(-1).to(torch.float32)
        return (hidden.float() * weights).sum(1) / weights.sum(1)

    def encode(self, texts: Sequence[str], *, adapter: str | None = None) -> NDArray[np.float32]:
        """Pooled vectors, one row per text, in input order, float32."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return self.encode_tokens(self.tokenize(texts), adapter=adapter)

    def encode_tokens(
        self, seqs: Sequence[NDArray[np.int64]], *, adapter: str | None = None
    ) -> NDArray[np.float32]:
        """Pooled vectors of already tokenised inputs (:meth:`tokenize`), in input order."""
        if not seqs:
            return np.zeros((0, self.dimension), dtype=np.float32)
        batches = plan_batches([len(s) for s in seqs], self.batch_tokens)
        packed = self._packed if adapter is None else None
        outputs = []
        with torch.inference_mode():
            for batch in batches:
                chunk = [seqs[i] for i in batch]
                pooled = (
                    self._pool_packed(packed, chunk)
                    if packed is not None
                    else self._pool_padded(chunk, adapter)
                )
                pooled = pooled.float()
                if self.normalize:
                    pooled = F.normalize(pooled, dim=-1)
                outputs.append(pooled)
            # One transfer at the end: the host queues every batch without waiting.
            vectors: NDArray[np.float32] = torch.cat(outputs).cpu().numpy()
        order = np.concatenate([np.asarray(b, dtype=np.int64) for b in batches])
        result = np.empty_like(vectors)
        result[order] = vectors
        return result


def _special_tokens(tokenizer: Any) -> tuple[list[int], list[int]]:
    """The ids the tokenizer puts before and after a single sequence."""
    plain = tokenizer.encode("hello world", add_special_tokens=False).ids
    full = tokenizer.encode("hello world", add_special_tokens=True).ids
    for start in range(len(full) - len(plain) + 1):
        if full[start : start + len(plain)] == plain:
            return list(full[:start]), list(full[start + len(plain) :])
    return [], []


def _model_max_tokens(model: Any, tokenizer: Any, requested: int | None) -> int:
    limits = [int(getattr(model.config, "max_position_embeddings", 512) or 512)]
    if getattr(model.config, "model_type", "") in ("roberta", "xlm-roberta", "camembert"):
        limits[0] -= 2  # positions start after the padding index
    tok_limit = getattr(tokenizer, "model_max_length", None)
    if isinstance(tok_limit, int) and 0 < tok_limit < 1_000_000:
        limits.append(tok_limit)
    limit = min(limits)
    if requested is not None:
        return max(4, min(requested, limit))
    return limit

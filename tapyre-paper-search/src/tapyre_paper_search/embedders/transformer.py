"""The torch encoder of the transformers-based embedders (:mod:`.loading` finds and
loads the model): length-sorted batches, the forward pass (packed or padded) and
pooling, on a GPU, Apple's MPS or the CPU (bf16 where the processor has it).

This module imports torch and transformers at the top: only factories import
it, never the plugin module.  Tokenising is torch-free (:mod:`.tokens`), and so
is the ONNX Runtime encoder (:mod:`.onnx_encoder`).
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import torch
import torch.nn.functional as F  # noqa: N812
from numpy.typing import NDArray

from tapyre_paper_search.embedders.batching import MAX_BATCH_SEQUENCES, pad, plan_batches
from tapyre_paper_search.embedders.encoder import Encoder
from tapyre_paper_search.embedders.packed_bert import (
    Attention,
    PackedBert,
    Segments,
    attention_by_sequence,
    flash_varlen_attention,
)
from tapyre_paper_search.embedders.tokens import ModelTokenizer, clamp_max_tokens
from tapyre_paper_search.errors import EmbedderError

log = logging.getLogger(__name__)

__all__ = [
    "CPU_BATCH_TOKENS",
    "GPU_BATCH_TOKENS",
    "MAX_BATCH_SEQUENCES",
    "TorchRecipe",
    "TransformerEncoder",
    "plan_batches",
]

GPU_BATCH_TOKENS = 65536
"""Tokens per batch on a GPU: 128 sequences of 512, 512 of 128."""
CPU_BATCH_TOKENS = 8192

_VARIANTS = {torch.bfloat16: "bf16", torch.float16: "fp16"}


# ---------------------------------------------------------------------------
# One thread for small inputs
# ---------------------------------------------------------------------------


class _ThreadNarrowing:
    """torch's intra-op threads at 1 while any small input runs (the setting is
    process-wide: the first to enter narrows it, the last to leave restores it)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._inside = 0
        self._saved = 0

    @contextlib.contextmanager
    def __call__(self) -> Iterator[None]:
        with self._lock:
            if self._inside == 0:
                self._saved = torch.get_num_threads()
                if self._saved != 1:
                    torch.set_num_threads(1)
            self._inside += 1
        try:
            yield
        finally:
            with self._lock:
                self._inside -= 1
                if self._inside == 0 and self._saved != 1:
                    torch.set_num_threads(self._saved)


_one_thread = _ThreadNarrowing()


# ---------------------------------------------------------------------------
# The encoder
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class TorchRecipe:
    """Loads the same model on the CPU in a worker process (see :meth:`Encoder.workers`)."""

    location: str
    is_folder: bool
    revision: str | None
    dtype: str
    pooling: str
    normalize: bool
    max_tokens: int
    batch_tokens: int
    execution: str
    component: str

    def __call__(self) -> TransformerEncoder:
        from tapyre_paper_search.embedders import loading

        torch.set_num_threads(1)
        tokenizer, model = loading.load_tokenizer_and_model(
            loading.ModelSource(self.location, self.is_folder),
            component=self.component,
            revision=self.revision,
            allow_download=False,
        )
        return TransformerEncoder(
            tokenizer,
            model,
            component=self.component,
            device=torch.device("cpu"),
            dtype=loading.pick_dtype(self.dtype, torch.device("cpu")),
            pooling=self.pooling,
            normalize=self.normalize,
            max_tokens=self.max_tokens,
            batch_tokens=self.batch_tokens,
            execution=self.execution,
        )


class TransformerEncoder(Encoder):
    """A loaded transformers encoder that turns texts into pooled vectors with torch.

    ``execution``: ``packed`` runs BERT models unpadded (:mod:`.packed_bert`),
    ``padded`` runs the model's own forward pass on length-sorted padded
    batches, ``auto`` picks packed where it is supported and checked.
    ``source`` (where the model was loaded from) lets worker processes load it
    too (:meth:`Encoder.workers`); without it large inputs run in this process.
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
        source: tuple[str, bool, str | None] | None = None,
    ) -> None:
        tokens = ModelTokenizer(
            tokenizer.backend_tokenizer.to_str(),
            max_tokens=_model_max_tokens(model, tokenizer, max_tokens),
            pad_id=int(tokenizer.pad_token_id or 0),
            sep_token=str(getattr(tokenizer, "sep_token", None) or "[SEP]"),
            component=component,
        )
        super().__init__(
            tokens,
            component=component,
            dimension=int(model.config.hidden_size),
            pooling=pooling,
            normalize=normalize,
            batch_tokens=batch_tokens
            or (GPU_BATCH_TOKENS if device.type == "cuda" else CPU_BATCH_TOKENS),
        )
        self.device = device
        self.on_cpu = device.type == "cpu"
        self.dtype = dtype
        self.variant = _VARIANTS.get(dtype, "fp32")
        self.tokenizer = tokenizer
        self.model = model.to(device=device, dtype=dtype).eval().requires_grad_(False)
        self.pad_id = tokens.pad_id
        self._source = source
        self._requested_execution = execution
        self._packed: PackedBert | None = None
        self.execution = self._choose_execution(execution)

    def recipe(self) -> TorchRecipe | None:
        if self._source is None or self.device.type != "cpu" or _has_adapters(self.model):
            return None
        location, is_folder, revision = self._source
        return TorchRecipe(
            location,
            is_folder,
            revision,
            {torch.bfloat16: "bfloat16", torch.float16: "float16"}.get(self.dtype, "float32"),
            self.pooling,
            self.normalize,
            self.max_tokens,
            self.batch_tokens,
            self._requested_execution,
            self.component,
        )

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
        ids, mask = pad(seqs, self.pad_id)
        mask_t = self._to_device(mask)
        if adapter is not None:
            self.model.set_active_adapters(adapter)
        output = self.model(input_ids=self._to_device(ids), attention_mask=mask_t)
        hidden: torch.Tensor = output.last_hidden_state
        if self.pooling == "cls":
            return hidden[:, 0]
        weights = mask_t.unsqueeze(-1).to(torch.float32)
        return (hidden.float() * weights).sum(1) / weights.sum(1)

    def run(
        self, seqs: Sequence[NDArray[np.int64]], *, adapter: str | None, small: bool
    ) -> NDArray[np.float32]:
        narrow = small and self.device.type == "cpu"
        with _one_thread() if narrow else contextlib.nullcontext():
            return self._run(seqs, adapter)

    def _run(self, seqs: Sequence[NDArray[np.int64]], adapter: str | None) -> NDArray[np.float32]:
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


def _has_adapters(model: Any) -> bool:
    """A model of the ``adapters`` library: its adapters were loaded here, not from a folder."""
    return hasattr(model, "set_active_adapters")


def model_token_limit(model: Any, tokenizer: Any) -> int:
    """The longest input the model takes: its positions, or the tokenizer's limit if lower."""
    limits = [int(getattr(model.config, "max_position_embeddings", 512) or 512)]
    if getattr(model.config, "model_type", "") in ("roberta", "xlm-roberta", "camembert"):
        limits[0] -= 2  # positions start after the padding index
    tok_limit = getattr(tokenizer, "model_max_length", None)
    if isinstance(tok_limit, int) and 0 < tok_limit < 1_000_000:
        limits.append(tok_limit)
    return min(limits)


def _model_max_tokens(model: Any, tokenizer: Any, requested: int | None) -> int:
    return clamp_max_tokens(model_token_limit(model, tokenizer), requested)

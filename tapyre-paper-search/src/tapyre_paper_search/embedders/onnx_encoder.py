"""A :class:`~.transformer.TransformerEncoder` whose forward pass runs in ONNX Runtime.

Tokenising, truncation and length-sorted batching are the torch encoder's own,
so both produce the same inputs; only the model runs elsewhere: an ONNX graph
exported from the same weights (:mod:`.onnx_export`), with fused attention and
layer norms, optionally int8.  CPU only.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import torch
from numpy.typing import NDArray

from tapyre_paper_search.embedders.transformer import TransformerEncoder, plan_batches
from tapyre_paper_search.errors import EmbedderError


class OnnxEncoder(TransformerEncoder):
    """Pooled vectors from an ONNX Runtime session on the CPU.

    ``folder`` holds the model's files (they key the cached export);
    ``variant`` is ``fp32`` (the same vectors as torch's float32, to rounding)
    or ``int8`` (quantized weights: faster, slightly different vectors).
    ``threads``: ONNX Runtime's intra-op threads (default: torch's setting,
    which follows ``OMP_NUM_THREADS``).
    """

    def __init__(
        self,
        tokenizer: Any,
        model: Any,
        *,
        component: str,
        folder: Path,
        variant: str = "fp32",
        cache_dir: Path | None = None,
        pooling: str = "mean",
        normalize: bool = True,
        max_tokens: int | None = None,
        batch_tokens: int | None = None,
        threads: int | None = None,
    ) -> None:
        if getattr(model.config, "model_type", "") != "bert":
            raise EmbedderError(
                f"{component}: the onnx backend supports BERT encoders only (this is "
                f"{getattr(model.config, 'model_type', type(model).__name__)}); "
                'use backend = "torch".'
            )
        super().__init__(
            tokenizer,
            model,
            component=component,
            device=torch.device("cpu"),
            dtype=torch.float32,
            pooling=pooling,
            normalize=normalize,
            max_tokens=max_tokens,
            batch_tokens=batch_tokens,
            execution="padded",
        )
        from tapyre_paper_search.embedders import onnx_export

        self.variant = variant
        self.model_path = onnx_export.cached_model(
            self.model, folder, variant, cache_dir or onnx_export.default_cache_dir()
        )
        self.session = _session(self.model_path, threads or torch.get_num_threads())
        self.execution = f"onnx-{variant}"

    def encode_tokens(
        self, seqs: Sequence[NDArray[np.int64]], *, adapter: str | None = None
    ) -> NDArray[np.float32]:
        """Pooled vectors of already tokenised inputs (:meth:`tokenize`), in input order."""
        if adapter is not None:
            raise EmbedderError(f"{self.component}: the onnx backend does not run adapters.")
        result = np.zeros((len(seqs), self.dimension), dtype=np.float32)
        for batch in plan_batches([len(s) for s in seqs], self.batch_tokens):
            result[batch] = self._pool([seqs[i] for i in batch])
        return result

    def _pool(self, seqs: Sequence[NDArray[np.int64]]) -> NDArray[np.float32]:
        longest = max(len(s) for s in seqs)
        ids = np.full((len(seqs), longest), self.pad_id, dtype=np.int64)
        mask = np.zeros((len(seqs), longest), dtype=np.int64)
        for row, seq in enumerate(seqs):
            ids[row, : len(seq)] = seq
            mask[row, : len(seq)] = 1
        (hidden,) = self.session.run(None, {"input_ids": ids, "attention_mask": mask})
        if self.pooling == "cls":
            pooled = np.asarray(hidden[:, 0], dtype=np.float32)
        else:
            weights = mask[..., None].astype(np.float32)
            pooled = (hidden * weights).sum(1) / weights.sum(1)
        if self.normalize:
            norms = np.linalg.norm(pooled, axis=1, keepdims=True)
            pooled = pooled / np.maximum(norms, 1e-12)
        return pooled.astype(np.float32, copy=False)


def _session(path: Path, threads: int) -> Any:
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = max(1, threads)
    options.inter_op_num_threads = 1
    options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
    try:
        return onnxruntime.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
    except Exception as exc:  # a truncated or foreign file in the cache
        raise EmbedderError(
            f"hf: cannot load the cached ONNX model {path} ({type(exc).__name__}); delete it "
            "and it will be exported again."
        ) from exc

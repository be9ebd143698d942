"""Exporting a loaded BERT encoder to ONNX, once, into a cache keyed by the weights.

The ``onnx`` backend of the ``hf`` embedder runs the model with ONNX Runtime
instead of torch.  Its graph is made from the installed weights on first use
(no download): the torch model is traced with the TorchScript exporter, ONNX
Runtime's transformer optimizer fuses attention, GELU and layer norms, and the
``onnx-int8`` variant also quantizes the weights of its matrix products to int8
(dynamic quantization, per channel).

The file lands in ``<cache>/<key>.onnx`` where the key hashes the model's
configuration and weight files, the variant, :data:`EXPORT_VERSION` and the
ONNX Runtime version (its fused operators are its own).  It is written under a
temporary name and renamed into place, so a crash or a second process exporting
at the same time never leaves a half-written model where a reader looks.

Imports torch, transformers, onnx and onnxruntime: only :mod:`.onnx_encoder`
imports this module, and only when an export is needed.
"""

from __future__ import annotations

import hashlib
import logging
import tempfile
import warnings
from pathlib import Path
from typing import Any

from tapyre_paper_search.errors import EmbedderError

log = logging.getLogger(__name__)

EXPORT_VERSION = "1"
"""Changes whenever the exported graph would change for the same weights."""

VARIANTS = ("fp32", "int8")

_MODEL_FILES = (
    "config.json",
    "model.safetensors",
    "pytorch_model.bin",
    "model.safetensors.index.json",
)


def default_cache_dir() -> Path:
    """``platformdirs.user_cache_path("tapyre") / "onnx"``."""
    import platformdirs

    return Path(platformdirs.user_cache_path("tapyre")) / "onnx"


def model_key(folder: Path, variant: str) -> str:
    """A name for the exported file: SHA-256 over the model's files, the variant,
    :data:`EXPORT_VERSION` and the ONNX Runtime version."""
    import onnxruntime

    digest = hashlib.sha256()
    digest.update(f"tapyre-onnx:{EXPORT_VERSION}:{variant}:{onnxruntime.__version__}".encode())
    found = False
    for name in _MODEL_FILES:
        path = folder / name
        if not path.is_file():
            continue
        found = True
        digest.update(name.encode())
        with path.open("rb") as stream:
            for block in iter(lambda: stream.read(1 << 20), b""):
                digest.update(block)
    for shard in sorted(folder.glob("model-*.safetensors")):
        found = True
        digest.update(shard.name.encode())
        digest.update(shard.read_bytes())
    if not found:
        raise EmbedderError(
            f"hf: no model weights in {folder}; the onnx backend needs a model folder "
            'with config.json and the weights, or backend = "torch".'
        )
    return f"{folder.name or 'model'}-{variant}-{digest.hexdigest()[:24]}"


def cached_model(model: Any, folder: Path, variant: str, cache_dir: Path) -> Path:
    """The exported model for ``model`` (loaded from ``folder``), exporting it if absent."""
    if variant not in VARIANTS:
        raise EmbedderError(f"hf: unknown onnx variant {variant!r}; use one of {VARIANTS}.")
    target = cache_dir / f"{model_key(folder, variant)}.onnx"
    if target.is_file():
        return target
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise EmbedderError(
            f"hf: cannot create the ONNX cache folder {cache_dir} ({exc.strerror}); set "
            "[embedders.hf] onnx_cache (TAPYRE_EMBEDDERS__HF__ONNX_CACHE) to a writable folder."
        ) from None
    # int8 is quantized from the cached float32 export (which stays cached too).
    fp32 = cached_model(model, folder, "fp32", cache_dir) if variant == "int8" else None
    log.info("hf: exporting %s to ONNX (%s), once; cached in %s", folder, variant, target)
    with tempfile.TemporaryDirectory(dir=cache_dir, prefix=".export-") as work:
        staged = Path(work) / "model.onnx"
        if fp32 is None:
            export(model, staged)
        else:
            _quantize(fp32, staged)
        staged.replace(target)  # atomic: readers see the old state or the whole file
    return target


def export(model: Any, target: Path) -> None:
    """Write ``model`` to ``target`` as an optimized float32 ONNX graph."""
    traced = target.with_name("traced.onnx")
    _trace(model, traced)
    _fuse(model, traced, target)


def _trace(model: Any, path: Path) -> None:
    import torch

    class LastHidden(torch.nn.Module):
        def __init__(self, inner: Any) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> Any:
            out = self.inner(input_ids=input_ids, attention_mask=attention_mask)
            return out.last_hidden_state

    # The optimizer recognises the eager attention pattern, not SDPA's.
    previous = getattr(model.config, "_attn_implementation", None)
    setter = getattr(model, "set_attn_implementation", None)
    if setter is not None:
        setter("eager")
    ids = torch.ones(2, 16, dtype=torch.long)
    mask = torch.ones(2, 16, dtype=torch.long)
    axes = {0: "batch", 1: "tokens"}
    try:
        with torch.no_grad(), warnings.catch_warnings():
            # The tracer warns about every Python branch on shapes; they are expected.
            warnings.simplefilter("ignore")
            torch.onnx.export(
                LastHidden(model.float()).eval(),
                (ids, mask),
                str(path),
                input_names=["input_ids", "attention_mask"],
                output_names=["last_hidden_state"],
                dynamic_axes={"input_ids": axes, "attention_mask": axes, "last_hidden_state": axes},
                opset_version=17,
                dynamo=False,
            )
    except Exception as exc:
        raise EmbedderError(
            f"hf: exporting the model to ONNX failed ({type(exc).__name__}: {exc}); "
            'use backend = "torch".'
        ) from exc
    finally:
        if setter is not None and previous is not None:
            setter(previous)


def _fuse(model: Any, source: Path, target: Path) -> None:
    from onnxruntime.transformers.optimizer import optimize_model

    config = model.config
    optimized: Any = optimize_model(
        str(source),
        model_type="bert",
        num_heads=int(config.num_attention_heads),
        hidden_size=int(config.hidden_size),
        opt_level=1,
        use_gpu=False,
    )
    optimized.save_model_to_file(str(target))


def _quantize(source: Path, target: Path) -> None:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    # Per-channel weights: per-tensor int8 loses too much on CPUs without VNNI
    # (measured cosine 0.936 against float32 on AVX2, 0.993 per channel).
    quantize_dynamic(
        str(source),
        str(target),
        weight_type=QuantType.QInt8,
        per_channel=True,
        reduce_range=True,
        # The fused operators have no shape inference for some outputs.
        extra_options={"DefaultTensorType": 1},  # onnx.TensorProto.FLOAT
    )

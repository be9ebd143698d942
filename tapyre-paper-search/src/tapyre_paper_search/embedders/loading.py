"""Finding and loading a transformers model without surprise downloads, and
choosing its device and precision (what the ``hf`` and ``specter2`` embedders
share before :class:`~.transformer.TransformerEncoder` runs it).

Finding a model (:func:`resolve_source`, :func:`sentence_transformers_defaults`)
needs neither torch nor transformers; choosing a device or precision and
loading a model import them when called.
"""

from __future__ import annotations

import functools
import json
import logging
import platform
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre_paper_search.errors import EmbedderError

if TYPE_CHECKING:
    import torch

log = logging.getLogger(__name__)

_DTYPES = {
    "float32": "float32",
    "fp32": "float32",
    "float16": "float16",
    "fp16": "float16",
    "half": "float16",
    "bfloat16": "bfloat16",
    "bf16": "bfloat16",
}


# ---------------------------------------------------------------------------
# Device and precision
# ---------------------------------------------------------------------------


def pick_device(requested: str = "auto") -> torch.device:
    """``auto``: CUDA, else Apple MPS, else CPU; or the device named."""
    import torch

    requested = (requested or "auto").strip().lower()
    if requested == "auto":
        if torch.cuda.is_available():
            return torch.device("cuda")
        mps = getattr(torch.backends, "mps", None)
        if mps is not None and mps.is_available():
            return torch.device("mps")
        return torch.device("cpu")
    try:
        device = torch.device(requested)
    except (RuntimeError, ValueError):
        raise EmbedderError(
            f"Unknown device {requested!r}: use auto, cpu, cuda, cuda:N or mps."
        ) from None
    if device.type == "cuda" and not torch.cuda.is_available():
        raise EmbedderError(
            f"Device {requested!r} was asked for but this torch has no usable CUDA GPU; "
            'set device = "auto" or "cpu".'
        )
    if device.type == "mps" and not torch.backends.mps.is_available():
        raise EmbedderError(f"Device {requested!r} was asked for but MPS is not available.")
    return device


def pick_dtype(requested: str, device: torch.device) -> torch.dtype:
    """``auto``: bf16 on a GPU that supports it, else fp16 on GPU/MPS; on CPU
    bf16 where the processor multiplies bf16 natively, else fp32.

    On a CPU with AVX512-BF16 (or AMX) bf16 halves the time of a forward pass
    (all-MiniLM-L6-v2: 22 against 10.6 passages per CPU-second) and its vectors
    keep a cosine above 0.9999 with the fp32 ones.
    """
    import torch

    requested = (requested or "auto").strip().lower()
    if requested == "auto":
        if device.type == "cuda":
            return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
        if device.type == "mps":
            return torch.float16
        return torch.bfloat16 if cpu_has_native_bf16() else torch.float32
    if requested not in _DTYPES:
        raise EmbedderError(f"Unknown dtype {requested!r}: use auto, float32, float16 or bfloat16.")
    dtype: torch.dtype = getattr(torch, _DTYPES[requested])
    return dtype


def cpu_has_native_bf16() -> bool:
    """Whether this CPU has bf16 dot-product instructions (x86 AVX512-BF16 or AMX)."""
    return bool(cpu_flags() & {"avx512_bf16", "amx_bf16"})


_INT8_DOT = frozenset({"avx512_vnni", "avx_vnni", "amx_int8"})


def cpu_has_int8_dot() -> bool:
    """Whether this CPU has int8 dot-product instructions (x86 VNNI, AVX512 or AVX, or
    AMX), which make dynamic int8 quantization clearly faster than float32 (without
    them the int8 model is still exact, with uint8 weights: :func:`int8_weights`)."""
    return bool(cpu_flags() & _INT8_DOT)


def int8_weights() -> str:
    """The int8 weight type whose products are exact on this CPU: ``s8`` (signed) where
    it has int8 dot products or is no x86 CPU, ``u8`` on an x86 CPU without them or whose
    flags cannot be read (no ``/proc/cpuinfo``: macOS, Windows; uint8 is exact on every
    x86 CPU, only slower than int8 with VNNI).  Without them ONNX Runtime multiplies
    uint8 activations by int8 weights with AVX2's VPMADDUBSW, whose 16-bit sums
    saturate (the test's outlier BERT: cosine 0.989 with float32); uint8 by uint8 does
    not saturate.
    Reads the flags itself, not through :func:`cpu_has_int8_dot` (which decides whether
    int8 is worth making at all)."""
    flags = cpu_flags()
    if not flags:
        return "u8" if platform.machine().lower() in _X86 else "s8"
    return "s8" if flags & _INT8_DOT else "u8"


_X86 = frozenset({"x86_64", "amd64", "i386", "i686", "x86"})


@functools.cache
def cpu_flags() -> frozenset[str]:
    """The CPU's feature flags from ``/proc/cpuinfo`` (empty elsewhere)."""
    try:
        with Path("/proc/cpuinfo").open(encoding="ascii", errors="replace") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("flags"):
                    return frozenset(line.split(":", 1)[1].split())
    except OSError:
        pass
    return frozenset()


# ---------------------------------------------------------------------------
# Finding and loading a model
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ModelSource:
    """Where a model comes from: ``location`` is a folder or a hub id."""

    location: str
    is_folder: bool


def resolve_source(model: str, component: str) -> ModelSource:
    """A local folder (an existing directory, or anything written as a path) or a hub id."""
    path = Path(model).expanduser()
    if path.is_dir():
        return ModelSource(str(path.resolve()), True)
    looks_like_path = model.startswith(("/", ".", "~", "\\")) or (
        len(model) > 1 and model[1] == ":"
    )
    if looks_like_path or model.count("/") > 1:
        raise EmbedderError(
            f"{component}: model folder {model} does not exist; set "
            f"[embedders.{component}] model to a folder holding config.json, the weights "
            "and the tokenizer, or to a Hugging Face model id."
        )
    return ModelSource(model, False)


def _load_error(
    exc: BaseException, source: ModelSource, component: str, allow_download: bool
) -> EmbedderError:
    reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    reason = reason[:200]
    env = f"TAPYRE_EMBEDDERS__{component.upper()}__ALLOW_DOWNLOAD=1"
    if source.is_folder:
        return EmbedderError(
            f"{component}: cannot load the model in {source.location} ({reason}); the folder "
            "needs config.json, the weights and the tokenizer files (as save_pretrained "
            "writes them)."
        )
    if not allow_download:
        return EmbedderError(
            f"{component}: model {source.location} is not in the local Hugging Face cache and "
            f"downloads are off; download it once with `hf download {source.location}`, or set "
            f"[embedders.{component}] allow_download = true ({env}), or set "
            f"[embedders.{component}] model to a local folder."
        )
    return EmbedderError(
        f"{component}: could not download model {source.location} from the Hugging Face Hub "
        f"({reason}); check the network and the name, or download it elsewhere and set "
        f"[embedders.{component}] model to its folder."
    )


def load_tokenizer_and_model(
    source: ModelSource,
    *,
    component: str,
    revision: str | None,
    allow_download: bool,
    model_class: Any = None,
) -> tuple[Any, Any]:
    """Tokenizer and model, never touching the network unless ``allow_download``."""
    from transformers import AutoModel
    from transformers.utils import logging as transformers_logging

    hf_logging: Any = transformers_logging  # untyped functions

    # A progress bar for reading local weights is noise in the CLI's output; keep
    # the caller's setting afterwards (it is process-wide).
    bar_was_enabled = hf_logging.is_progress_bar_enabled()
    hf_logging.disable_progress_bar()
    try:
        return _load(source, component, revision, allow_download, model_class or AutoModel)
    finally:
        if bar_was_enabled:
            hf_logging.enable_progress_bar()


def _load(
    source: ModelSource,
    component: str,
    revision: str | None,
    allow_download: bool,
    loader: Any,
) -> tuple[Any, Any]:
    from transformers import AutoTokenizer

    options: dict[str, Any] = {"local_files_only": not allow_download}
    if revision:
        options["revision"] = revision
    try:
        tokenizer = AutoTokenizer.from_pretrained(source.location, use_fast=True, **options)
        try:
            model = loader.from_pretrained(source.location, attn_implementation="sdpa", **options)
        except (ValueError, TypeError, ImportError) as exc:
            if "attn_implementation" not in str(exc) and "sdpa" not in str(exc).lower():
                raise
            model = loader.from_pretrained(source.location, **options)
    except (OSError, ValueError) as exc:
        raise _load_error(exc, source, component, allow_download) from exc
    if not getattr(tokenizer, "is_fast", False):
        raise EmbedderError(
            f"{component}: model {source.location} has no fast (Rust) tokenizer; "
            "save one with tokenizer.json next to the model."
        )
    return tokenizer, model


def sentence_transformers_defaults(folder: str) -> dict[str, Any]:
    """Pooling, normalisation and length a sentence-transformers folder declares."""
    root = Path(folder)
    found: dict[str, Any] = {}
    try:
        pooling = json.loads((root / "1_Pooling" / "config.json").read_text())
        if pooling.get("pooling_mode_cls_token"):
            found["pooling"] = "cls"
        elif pooling.get("pooling_mode_mean_tokens"):
            found["pooling"] = "mean"
    except (OSError, ValueError):
        pass
    try:
        modules = json.loads((root / "modules.json").read_text())
        found["normalize"] = any(str(m.get("type", "")).endswith("Normalize") for m in modules)
    except (OSError, ValueError, AttributeError):
        pass
    try:
        config = json.loads((root / "sentence_bert_config.json").read_text())
        if isinstance(config.get("max_seq_length"), int):
            found["max_tokens"] = config["max_seq_length"]
    except (OSError, ValueError):
        pass
    return found

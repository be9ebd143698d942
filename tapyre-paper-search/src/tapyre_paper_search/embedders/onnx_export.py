"""ONNX exports of BERT encoders, made once and cached, found again without torch.

The ``onnx`` backends of the ``hf`` embedder run the model with ONNX Runtime.
Its graph is made from the installed weights on first use (no download): the
torch model is traced with the TorchScript exporter, ONNX Runtime's
transformer optimizer fuses attention, GELU and layer norms, and the ``int8``
variant quantizes the weights of its matrix products where that keeps the
vectors within cosine :data:`~.onnx_quantize.INT8_MIN_COSINE` of float32
(:mod:`.onnx_quantize`); where nothing does, the int8 variant is the float32
model and its manifest says so.

Each export is two files in the cache folder: ``<key>.onnx`` and its manifest
``<key>.json`` (the tokenizer, the model's limits, what the variant became); an
int8 model has a third, its graph for inputs without padding
(``<key>.unpadded.onnx``, :mod:`.onnx_unpadded`), which the ingest workers run.
Where its manifest says it has one and the file is missing (deleted, or removed
by a worker that could not load it), the ingest workers' lookup writes it again
from the int8 model (:mod:`.onnx_unpadded_repair`: onnx, no torch; a worker
without it runs the masked model); the queries' lookup never does.
Publishing an int8 version removes the same model's older int8 versions and
their side files, and publishing a float32 export the float32 exports an older
ONNX Runtime made (:mod:`.onnx_superseded`).
The key hashes the model's configuration and weight files, the variant,
:data:`EXPORT_VERSION` and the ONNX Runtime version (its fused operators are
its own).  Both files are written under temporary names and renamed into
place, the manifest last, so a crash or a second process exporting at the
same time never leaves a half-written model where a reader looks.

:func:`find_cached` and :func:`int8_cached` need neither torch nor transformers (a search with a
cached export starts in a fraction of the time torch takes to import); the
file digests it needs are remembered in ``digests.json`` by path, size and
modification time, so the weights are read once, not at every start.
:func:`export_cached` imports torch, onnx and ONNX Runtime's tools.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import tempfile
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tapyre_paper_search._fs import write_atomically
from tapyre_paper_search.embedders import loading
from tapyre_paper_search.embedders.tokens import ModelTokenizer, clamp_max_tokens
from tapyre_paper_search.errors import EmbedderError

log = logging.getLogger(__name__)

EXPORT_VERSION = "2"
"""Changes whenever the exported graph or its manifest would change for the same weights."""

VARIANTS = ("fp32", "int8")

DIGESTS_FILE = "digests.json"

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


# ---------------------------------------------------------------------------
# Keys
# ---------------------------------------------------------------------------


def _model_files(folder: Path) -> list[Path]:
    files = [folder / name for name in _MODEL_FILES if (folder / name).is_file()]
    files.extend(sorted(folder.glob("model-*.safetensors")))
    return files


def _file_digest(path: Path, memo: dict[str, Any]) -> str:
    """SHA-256 of a file, from ``memo`` when its path, size and mtime are unchanged."""
    stat = path.stat()
    resolved = str(path.resolve())
    known = memo.get(resolved)
    if isinstance(known, list) and known[:2] == [stat.st_size, stat.st_mtime_ns]:
        return str(known[2])
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    memo[resolved] = [stat.st_size, stat.st_mtime_ns, digest.hexdigest()]
    memo["_changed"] = True
    return digest.hexdigest()


def _load_memo(cache_dir: Path | None) -> dict[str, Any]:
    if cache_dir is None:
        return {}
    try:
        data = json.loads((cache_dir / DIGESTS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _save_memo(cache_dir: Path | None, memo: dict[str, Any]) -> None:
    if cache_dir is None or not memo.pop("_changed", False):
        return
    with contextlib.suppress(OSError):  # only a speed-up: a read-only cache still works
        cache_dir.mkdir(parents=True, exist_ok=True)
        write_atomically(cache_dir / DIGESTS_FILE, json.dumps(memo, sort_keys=True).encode())


def runtime_version() -> str:
    """ONNX Runtime's version (``"none"`` without it), from the module: reading the
    distribution's would import importlib.metadata."""
    try:
        import onnxruntime

        return str(onnxruntime.__version__)
    except ImportError:
        return "none"


def model_key(folder: Path, variant: str, cache_dir: Path | None = None) -> str:
    """The export's file name without suffix: SHA-256 over the model's files, the
    variant, :data:`EXPORT_VERSION` and the ONNX Runtime version.

    With ``cache_dir`` the files' digests are remembered there (see the module docs).
    """
    runtime = runtime_version()
    files = _model_files(folder)
    if not files or files == [folder / "config.json"]:
        raise EmbedderError(
            f"hf: no model weights in {folder}; the onnx backend needs a model folder "
            'with config.json and the weights, or backend = "torch".'
        )
    memo = _load_memo(cache_dir)
    digest = hashlib.sha256()
    digest.update(f"tapyre-onnx:{EXPORT_VERSION}:{variant}:{runtime}".encode())
    for path in files:
        digest.update(path.name.encode())
        digest.update(_file_digest(path, memo).encode())
    _save_memo(cache_dir, memo)
    return f"{folder.name or 'model'}-{variant}-{digest.hexdigest()[:24]}"


# ---------------------------------------------------------------------------
# The cached export
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class CachedModel:
    """An export found in (or written to) the cache: the ``.onnx`` to run and its manifest."""

    path: Path
    manifest: dict[str, Any]

    @property
    def weights(self) -> str:
        """``int8`` or ``fp32``: what runs (an int8 variant that kept float says ``fp32``)."""
        return str(self.manifest["weights"])

    @property
    def dimension(self) -> int:
        return int(self.manifest["hidden_size"])

    @property
    def unpadded_missing(self) -> bool:
        """Whether the manifest says the int8 model has its graph without the padding mask
        (:mod:`.onnx_unpadded`) and the file is not there (deleted, or removed by a worker
        that could not load it)."""
        from tapyre_paper_search.embedders.onnx_unpadded import unpadded_path

        report = self.manifest.get("quantization")
        made = self.weights == "int8" and isinstance(report, dict) and report.get("unpadded")
        return bool(made) and not unpadded_path(self.path).is_file()

    def tokens(self, *, component: str, max_tokens: int | None = None) -> ModelTokenizer:
        """The model's tokenizer, cut at its limit (or at ``max_tokens`` when lower)."""
        return ModelTokenizer(
            str(self.manifest["tokenizer"]),
            max_tokens=clamp_max_tokens(int(self.manifest["max_tokens"]), max_tokens),
            pad_id=int(self.manifest["pad_id"]),
            sep_token=str(self.manifest["sep_token"]),
            component=component,
        )


def find_cached(
    folder: Path, variant: str, cache_dir: Path, *, pooling: str = "mean", repair: bool = False
) -> CachedModel | None:
    """The cached export of the model in ``folder``, or ``None`` (no torch imported).

    An int8 export is verified for one ``pooling`` (see :mod:`.onnx_quantize`), so
    that is part of its key.  ``repair``: write its missing unpadded graph again
    (:mod:`.onnx_unpadded_repair`; the ingest workers' path, never the queries')."""
    _check_variant(variant)
    key = model_key(folder, _keyed(variant, pooling, loading.int8_weights()), cache_dir)
    manifest_path = cache_dir / f"{key}.json"
    if not manifest_path.is_file():
        return None
    try:
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        model = cache_dir / str(manifest["file"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise EmbedderError(
            f"hf: cannot read the cached ONNX manifest {manifest_path} ({type(exc).__name__}); "
            "delete it and the model will be exported again."
        ) from exc
    if not model.is_file():
        return None  # the manifest outlived its model (a cache cleaned by hand): export again
    found = CachedModel(model, manifest)
    if repair and found.unpadded_missing:
        from tapyre_paper_search.embedders.onnx_unpadded_repair import repair_unpadded

        repair_unpadded(found, pooling)
    return found


def export_cached(
    model: Any,
    tokenizer: Any,
    folder: Path,
    variant: str,
    cache_dir: Path,
    *,
    pooling: str = "mean",
) -> CachedModel:
    """The export for ``model`` (loaded from ``folder``), made now if the cache lacks it."""
    _check_variant(variant)
    found = find_cached(folder, variant, cache_dir, pooling=pooling)
    if found is not None:
        return found
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise EmbedderError(
            f"hf: cannot create the ONNX cache folder {cache_dir} ({exc.strerror}); set "
            "[embedders.hf] onnx_cache (TAPYRE_EMBEDDERS__HF__ONNX_CACHE) to a writable folder."
        ) from None
    weights = loading.int8_weights()
    key = model_key(folder, _keyed(variant, pooling, weights), cache_dir)
    if variant == "int8":
        # int8 is quantized from the float32 export (which stays cached too).
        fp32 = export_cached(model, tokenizer, folder, "fp32", cache_dir)
        return _write_int8(fp32, key, cache_dir, pooling, weights)
    from tapyre_paper_search.embedders.transformer import model_token_limit

    log.info("hf: exporting %s to ONNX, once; cached in %s", folder, cache_dir)
    with tempfile.TemporaryDirectory(dir=cache_dir, prefix=".export-") as work:
        staged = Path(work) / "model.onnx"
        export(model, staged)
        staged.replace(cache_dir / f"{key}.onnx")  # atomic: readers see all of it or nothing
    manifest = {
        "export_version": EXPORT_VERSION,
        "runtime": runtime_version(),
        "variant": "fp32",
        "weights": "fp32",
        "file": f"{key}.onnx",
        "source": str(folder),
        "model_type": str(getattr(model.config, "model_type", "")),
        "hidden_size": int(model.config.hidden_size),
        "max_tokens": model_token_limit(model, tokenizer),
        "pad_id": int(tokenizer.pad_token_id or 0),
        "sep_token": str(getattr(tokenizer, "sep_token", None) or "[SEP]"),
        "tokenizer": tokenizer.backend_tokenizer.to_str(),
    }
    from tapyre_paper_search.embedders.onnx_superseded import remove_older_exports

    published = _publish(cache_dir, key, manifest)
    remove_older_exports(cache_dir, key, manifest)  # of an older ONNX Runtime, with their copies
    return published


def int8_cached(folder: Path, cache_dir: Path, *, pooling: str = "mean") -> CachedModel | None:
    """The int8 export of the model in ``folder``, quantized now from its cached float32
    export if the cache lacks it (no torch: about half a minute for all-MiniLM-L6-v2,
    once); ``None`` when the float32 export is not cached either."""
    found = find_cached(folder, "int8", cache_dir, pooling=pooling, repair=True)
    if found is not None:
        return found
    fp32 = find_cached(folder, "fp32", cache_dir)
    if fp32 is None:
        return None
    weights = loading.int8_weights()
    key = model_key(folder, _keyed("int8", pooling, weights), cache_dir)
    return _write_int8(fp32, key, cache_dir, pooling, weights)


def _write_int8(
    fp32: CachedModel, key: str, cache_dir: Path, pooling: str, weights: str
) -> CachedModel:
    from tapyre_paper_search.embedders.onnx_quantize import quantize_verified
    from tapyre_paper_search.embedders.onnx_superseded import remove_superseded
    from tapyre_paper_search.embedders.onnx_unpadded import unpadded_path

    tokens = fp32.tokens(component="hf")
    manifest = dict(fp32.manifest, variant="int8", pooling=pooling)
    log.info("hf: quantizing %s to int8, verified on calibration texts", fp32.manifest["source"])
    sweep_stale_builds(cache_dir)
    with tempfile.TemporaryDirectory(dir=cache_dir, prefix=".quantize-") as work:
        staged = Path(work) / "model.onnx"
        report = quantize_verified(fp32.path, staged, tokens, pooling=pooling, weights=weights)
        manifest["quantization"] = report.to_dict()
        if report.kept_float:
            log.warning(
                "hf: int8 weights moved the vectors too far (cosine %.4f < %.3f); the int8 "
                "backend runs the float32 model",
                report.min_cosine,
                report.target,
            )
        else:
            if report.unpadded:  # in place before the model a reader looks for
                unpadded_path(staged).replace(unpadded_path(cache_dir / f"{key}.onnx"))
            staged.replace(cache_dir / f"{key}.onnx")
            manifest.update(weights="int8", file=f"{key}.onnx")
    published = _publish(cache_dir, key, manifest)
    remove_superseded(cache_dir, key, INT8_VERSION, manifest)  # older int8 versions of this model
    return published


STALE_BUILD_SECONDS = 3600.0
"""A ``.quantize-*`` work folder older than this is left from a killed build (one takes a
minute or two): a process killed during ``auto``'s background build leaves one."""


def sweep_stale_builds(cache_dir: Path) -> None:
    """Remove work folders of int8 builds whose process was killed (best effort)."""
    import shutil
    import time

    for work in cache_dir.glob(".quantize-*"):
        with contextlib.suppress(OSError):
            if time.time() - work.stat().st_mtime > STALE_BUILD_SECONDS:
                shutil.rmtree(work)


def _publish(cache_dir: Path, key: str, manifest: dict[str, Any]) -> CachedModel:
    write_atomically(cache_dir / f"{key}.json", json.dumps(manifest, indent=1).encode("utf-8"))
    return CachedModel(cache_dir / str(manifest["file"]), manifest)


INT8_VERSION = "6"
"""Changes whenever the int8 quantization would make another model (2: outlier channels
kept float, :mod:`.onnx_outliers`; 3: plain layer norms, :mod:`.onnx_layernorm`; 4: only
narrowing products split, the others scaled, and tanh GELUs, :mod:`.onnx_gelu`; 5: its
graph without the padding mask cached beside it, :mod:`.onnx_unpadded`; 6: uint8
weights on x86 CPUs without int8 dot products, ``q6u8``, so that no build of an older
tapyre, made on either kind of CPU, is read by the other); the float32 export keeps its
key."""


def _keyed(variant: str, pooling: str, weights: str) -> str:
    """The variant's part of the cache key: an int8 model's says its version, its pooling
    and, for uint8 weights (:func:`.loading.int8_weights`), ``u8`` after the version, so
    that CPUs of both kinds sharing a cache each run the model verified on their kind."""
    if variant != "int8":
        return variant
    return f"int8-{pooling}-q{INT8_VERSION}{'u8' if weights == 'u8' else ''}"


def _check_variant(variant: str) -> None:
    if variant not in VARIANTS:
        raise EmbedderError(f"hf: unknown onnx variant {variant!r}; use one of {VARIANTS}.")


# ---------------------------------------------------------------------------
# Exporting (torch)
# ---------------------------------------------------------------------------


def export(model: Any, target: Path) -> None:
    """Write ``model`` to ``target`` as an optimized float32 ONNX graph."""
    traced = target.with_name("traced.onnx")
    _trace(model, traced)
    _fuse(model, traced, target)
    with contextlib.suppress(OSError):
        traced.unlink(missing_ok=True)


def _trace(model: Any, path: Path) -> None:
    import torch

    class LastHidden(torch.nn.Module):  # type: ignore[misc]
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

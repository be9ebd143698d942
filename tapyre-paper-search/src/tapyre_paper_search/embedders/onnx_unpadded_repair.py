"""Writing a cached int8 model's graph without the padding mask again.

An int8 export whose manifest says it has its unpadded graph
(:mod:`.onnx_unpadded`) and whose file is missing (deleted, or removed by a
worker that could not load it: truncated, or not made from this int8 model) is
written again by :func:`repair_unpadded`, as the int8 build writes it
(:func:`.onnx_quantize.write_unpadded`, verified on the calibration texts; onnx,
no torch: a few seconds).  Only the ingest's worker path asks for it
(:func:`.onnx_export.int8_cached`, :class:`.int8_workers.Int8Workers` at each
pool start): a process that encodes queries runs the masked model and never pays
it.

A repair whose graph the verification refuses (it no longer gives the masked
model's vectors: a lasting reason) leaves a marker beside the model,
``<key>.unpadded.failed`` (JSON: the int8 model's size and mtime, the versions of
tapyre-paper-search, onnx and onnxruntime, the time, and why).  While it holds,
each pool start logs one warning naming it and how to retry, and does not try
again; it expires after :data:`MARKER_TTL_S`, when the int8 model or one of those
versions changes, or when it is deleted.  An exception (a read-only cache, a
missing onnx, ``MemoryError`` or an onnxruntime failure under load) is a passing
failure: warned, never marked, tried again at the next pool start.
"""

from __future__ import annotations

import contextlib
import json
import logging
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tapyre_paper_search.embedders.onnx_export import CachedModel

log = logging.getLogger(__name__)

FAILED = ".unpadded.failed"
"""Suffix of the marker a refused repair leaves beside the int8 model."""

MARKER_TTL_S = 24 * 3600
"""A marker older than this is ignored: the repair is tried again (a day)."""

_VERSIONED = ("tapyre-paper-search", "onnx", "onnxruntime")


def marker_path(model: Path) -> Path:
    """The failed-repair marker of the int8 model file ``model``."""
    return model.with_name(f"{model.stem}{FAILED}")


def _model_state(model: Path) -> dict[str, int]:
    stat = model.stat()
    return {"bytes": stat.st_size, "mtime_ns": stat.st_mtime_ns}


def _versions() -> dict[str, str | None]:
    from importlib.metadata import PackageNotFoundError, version

    found: dict[str, str | None] = {}
    for name in _VERSIONED:
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = None
    return found


def failed_before(model: Path, *, now: float | None = None) -> str | None:
    """Why the last repair of ``model``'s unpadded graph was refused, while its marker
    holds: left for the int8 model as it is now, by the same versions, less than
    :data:`MARKER_TTL_S` ago; ``None``: try."""
    try:
        marker = json.loads(marker_path(model).read_text(encoding="utf-8"))
        age = (time.time() if now is None else now) - float(marker["time"])
        if (
            marker["model"] == _model_state(model)
            and marker["versions"] == _versions()
            and 0 <= age < MARKER_TTL_S
        ):
            return str(marker["reason"])
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return None


def repair_unpadded(model: CachedModel, pooling: str) -> bool:
    """Write the missing unpadded graph of the cached int8 ``model`` again; whether it
    was.  Staged in a work folder and renamed into place, so processes repairing at
    once each publish a whole file.  Never raises: without the file the workers run
    the masked model (a lost speed-up)."""
    from tapyre_paper_search._fs import write_atomically
    from tapyre_paper_search.embedders.onnx_unpadded import unpadded_path

    target = unpadded_path(model.path)
    marker = marker_path(model.path)
    reason = failed_before(model.path)
    if reason is not None:  # each pool start says so: the speed-up stays lost
        log.warning(
            "hf: not writing %s: %s says the last try was refused (%s); the ingest workers "
            "run the masked int8 model; delete it to try at the next start (it expires "
            "after a day, or when the int8 model, tapyre or onnxruntime changes)",
            target,
            marker,
            reason,
        )
        return False
    log.info("hf: writing %s again (the int8 model's graph without the padding mask)", target)
    try:
        reason = _write(model, pooling, target)
    except Exception as exc:  # MemoryError, ORT under load, a read-only cache: passing
        log.warning(
            "hf: cannot write %s again (%s: %s); the ingest workers run the masked int8 "
            "model, and the next pool start tries again",
            target,
            type(exc).__name__,
            exc,
        )
        return False
    if reason is None:
        with contextlib.suppress(OSError):
            marker.unlink(missing_ok=True)
        return True
    record = {
        "model": _model_state(model.path),
        "versions": _versions(),
        "time": time.time(),
        "reason": reason,
    }
    with contextlib.suppress(OSError):
        write_atomically(marker, json.dumps(record).encode())
    log.warning(
        "hf: cannot write %s again (%s); the ingest workers run the masked int8 model "
        "(not tried again for a day, or until the int8 model, tapyre or onnxruntime "
        "changes; delete %s to try at the next start)",
        target,
        reason,
        marker,
    )
    return False


def _write(model: CachedModel, pooling: str, target: Path) -> str | None:
    """Write ``target``; ``None`` when done, else why it was refused."""
    from tapyre_paper_search.embedders.onnx_quantize import calibration_texts, write_unpadded

    tokens = model.tokens(component="hf")
    seqs = tokens.tokenize(calibration_texts(tokens))
    with tempfile.TemporaryDirectory(dir=model.path.parent, prefix=".quantize-") as work:
        staged = Path(work) / "model.unpadded.onnx"
        if not write_unpadded(model.path, seqs, pooling, staged):
            return "it no longer gives the masked model's vectors"
        staged.replace(target)
    return None

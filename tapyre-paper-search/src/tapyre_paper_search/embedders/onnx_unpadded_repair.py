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

A repair that fails for a reason that would fail again (the graph no longer
gives the masked model's vectors, a damaged int8 model) leaves a marker beside
the model, ``<key>.unpadded.failed`` (JSON: the int8 model's size and mtime, and
why), and is not tried again until the int8 model changes (or the marker is
deleted).  A read-only cache or a missing onnx fails fast and is not marked.
"""

from __future__ import annotations

import contextlib
import json
import logging
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tapyre_paper_search.embedders.onnx_export import CachedModel

log = logging.getLogger(__name__)

FAILED = ".unpadded.failed"
"""Suffix of the marker a failed repair leaves beside the int8 model."""


def marker_path(model: Path) -> Path:
    """The failed-repair marker of the int8 model file ``model``."""
    return model.with_name(f"{model.stem}{FAILED}")


def _model_state(model: Path) -> dict[str, int]:
    stat = model.stat()
    return {"bytes": stat.st_size, "mtime_ns": stat.st_mtime_ns}


def failed_before(model: Path) -> str | None:
    """Why the last repair of ``model``'s unpadded graph failed, when its marker was
    left for the int8 model as it is now; ``None``: try."""
    try:
        marker = json.loads(marker_path(model).read_text(encoding="utf-8"))
        if marker["model"] == _model_state(model):
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
    reason = failed_before(model.path)
    if reason is not None:
        log.debug("hf: not writing %s again: it failed before (%s)", target, reason)
        return False
    log.info("hf: writing %s again (the int8 model's graph without the padding mask)", target)
    try:
        reason = _write(model, pooling, target)
        if reason is None:
            with contextlib.suppress(OSError):
                marker_path(model.path).unlink(missing_ok=True)
            return True
        again = False
    except (ImportError, OSError) as exc:  # onnx missing, a read-only cache: fails fast
        reason, again = f"{type(exc).__name__}: {exc}", True
    except Exception as exc:  # a damaged int8 model: it would fail the same way again
        reason, again = f"{type(exc).__name__}: {exc}", False
    if not again:
        marker = {"model": _model_state(model.path), "reason": reason}
        with contextlib.suppress(OSError):
            write_atomically(marker_path(model.path), json.dumps(marker).encode())
    log.warning(
        "hf: cannot write %s again (%s); the ingest workers run the masked int8 model%s",
        target,
        reason,
        ""
        if again
        else f" (not tried again until the int8 model changes, or delete "
        f"{marker_path(model.path).name})",
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

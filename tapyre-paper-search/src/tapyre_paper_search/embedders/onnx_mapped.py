"""A copy of a cached ONNX model whose weights ONNX Runtime maps instead of parsing.

An export keeps its weights inside the ``.onnx`` protobuf, and ONNX Runtime
parses and copies all of them each time a session is made: 150 CPU-ms for
all-MiniLM-L6-v2's 90 MB float32 model, a fifth of a cold ``tapyre papers
search``.  The same graph with its weights in a side file (ONNX external data)
is mapped from the page cache instead: 45 CPU-ms, most of it ONNX Runtime's
pre-packing of the matrices (measured on the 2-core development machine).

:func:`mapped_model` gives that copy of a cached model, writing it on first use
(once per model, about 0.3 s): ONNX Runtime saves the model it loaded, with no
graph optimisation applied (the copy is the same graph, so a session made from
it optimises it as it would the original and computes the same vectors, bit for
bit), its initializers in ``<copy>.weights``.  The copy's name holds what
invalidates it: the ONNX Runtime version that wrote it and the model file's
size and modification time (an int8 model rebuilt in place gets a new copy and
the old one is removed).  Everything here is a speed-up only: when the copy
cannot be written (a read-only cache, a full disk, another process writing it
now) or read, the model itself is loaded, as before.  A copy that fails to load
is removed (:func:`discard`), so the next session writes it again; its weights
reach the disk (``fsync``) before the copy's ``.onnx`` is renamed into place, so
a crash or power loss leaves no copy rather than one with short weights.  A copy
is not trusted by its name: its record (``<copy>.check``) holds the sizes of both
files and a sample digest of the weights, checked at each load (two stats and 16
small reads, about 0.1 ms); a copy whose weights were cut, zeroed or replaced is
written again.  The record also holds a BLAKE2b of the whole weights, which a
worker process (``whole=True``: the ingest's pool, where a start already costs
seconds) checks once per copy and process (about 0.15 s for 90 MB): a change
inside bytes the sample does not read (bit rot, a tool writing in place) is
found there and the copy written again; a process that encodes queries trusts
the sample (its cold start stays as it was).
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
from pathlib import Path
from typing import Any

MAPPED = ".mapped-"
"""Infix of a copy's files: ``<model stem>.mapped-<key>.onnx`` and ``.weights``."""
CHECK = ".check"
"""Suffix of a copy's record (JSON): the sizes of its ``.onnx`` and ``.weights`` and a
sample digest of the weights, written before the copy appears, checked at each load."""
MIN_EXTERNAL_BYTES = 1024
"""Initializers at least this large go to the side file (smaller ones stay inline)."""


def copy_key(model: Path, runtime_version: str) -> str:
    """What names ``model``'s copy: ONNX Runtime's version, the file's size and mtime."""
    stat = model.stat()
    return f"ort{runtime_version}-{stat.st_size}-{stat.st_mtime_ns}"


def copy_path(model: Path, runtime_version: str) -> Path:
    """The ``.onnx`` of ``model``'s copy for ``runtime_version`` (it may not exist)."""
    return model.with_name(f"{model.stem}{MAPPED}{copy_key(model, runtime_version)}.onnx")


_whole_checked: set[tuple[str, int, int]] = set()
"""Copies (path, inode, mtime) whose whole weights this process checked."""


def mapped_model(
    model: Path, options: Any, *, whole: bool = False, **session_args: Any
) -> Path | None:
    """The mapped copy of ``model``, written now when missing; ``None`` when there is
    none and it cannot be written now (then load ``model`` itself).

    ``options`` are the caller's ``onnxruntime.SessionOptions`` (their threads are
    reused; nothing else of them reaches the copy) and ``session_args`` the rest of
    its ``InferenceSession`` arguments.  ``whole``: check the whole weights' digest,
    once per copy in this process (:func:`whole_intact`; the workers' path).
    """
    import onnxruntime

    try:
        target = copy_path(model, onnxruntime.__version__)
    except OSError:
        return None
    if target.is_file():
        record = _record(target)  # read once: both checks use it
        if (
            record is not None
            and intact(target, record)
            and (not whole or whole_intact(target, record))
        ):
            return target
        discard(model, target)  # cut short or replaced: written again now
    try:
        return _write(model, target, options, session_args)
    except Exception:  # a speed-up only: the model itself still loads
        return None


def _record(target: Path) -> dict[str, Any] | None:
    """The copy ``target``'s :data:`CHECK` record; ``None`` when missing or unreadable."""
    try:
        record = json.loads(target.with_suffix(CHECK).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return record if isinstance(record, dict) else None


def intact(target: Path, record: dict[str, Any] | None = None) -> bool:
    """Whether the copy ``target`` and its weights are as written: their sizes (a stat
    each) and a sample digest of the weights (:func:`~tapyre_paper_search._fs.sample_digest`,
    about 0.1 ms) match its :data:`CHECK` record (``record``, read from the file when not
    given).  A copy without one is not trusted either."""
    from tapyre_paper_search._fs import sample_digest

    if record is None:
        record = _record(target)
    try:
        weights = target.with_suffix(".weights")
        return bool(
            record is not None
            and record["onnx_bytes"] == target.stat().st_size
            and record["weights_bytes"] == weights.stat().st_size
            and record["weights_sample"] == sample_digest(weights)
        )
    except (OSError, KeyError):
        return False


def whole_intact(target: Path, record: dict[str, Any]) -> bool:
    """Whether the BLAKE2b of the copy's whole weights matches its ``record``'s; checked
    once per copy (as written) in this process.  A record without one fails: the copy
    is written again once."""
    from tapyre_paper_search._fs import whole_digest

    try:
        weights = target.with_suffix(".weights")
        stat = weights.stat()
        seen = (str(weights), stat.st_ino, stat.st_mtime_ns)
        if seen in _whole_checked:
            return True
        if record["weights_blake2b"] != whole_digest(weights):
            return False
    except (OSError, KeyError):
        return False
    _whole_checked.add(seen)
    return True


def discard(model: Path, target: Path) -> None:
    """Remove ``model``'s copy ``target`` and its weights after it failed to load, so
    the next session writes it again; left alone while another process holds the
    writer's lock (it may be writing the copy now: the next failure removes it)."""
    from tapyre_paper_search._fs import try_lock, unlock

    with contextlib.suppress(OSError), _lock_file(model).open("a+b") as lock:
        if not try_lock(lock):
            return
        try:
            target.unlink(missing_ok=True)  # first: a copy without weights never loads
            target.with_suffix(".weights").unlink(missing_ok=True)
            target.with_suffix(CHECK).unlink(missing_ok=True)
        finally:
            unlock(lock)


def _lock_file(model: Path) -> Path:
    return model.parent / f"{model.stem}{MAPPED}lock"


def _fsync(path: Path) -> None:
    handle = os.open(path, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def _write(model: Path, target: Path, options: Any, session_args: dict[str, Any]) -> Path | None:
    """Write ``target`` (and its weights) under a lock; ``None`` when another process
    holds it (that one is writing the copy: load the model itself this time)."""
    import onnxruntime

    from tapyre_paper_search._fs import (
        sample_digest,
        try_lock,
        unlock,
        whole_digest,
        write_atomically,
    )

    with _lock_file(model).open("a+b") as lock:
        if not try_lock(lock):
            return None
        try:
            if target.is_file() and intact(target):
                return target
            target.unlink(missing_ok=True)  # one that failed its check
            weights = target.with_suffix(".weights")
            partial = target.with_suffix(f".{os.getpid()}.tmp")
            weights.unlink(missing_ok=True)  # left by a writer that died before its rename
            saving = onnxruntime.SessionOptions()
            saving.intra_op_num_threads = options.intra_op_num_threads
            saving.inter_op_num_threads = 1
            saving.log_severity_level = 3
            # The graph as exported: the loading session optimises it as it would the
            # original (no optimisation that depends on this machine is saved).
            saving.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_DISABLE_ALL
            saving.optimized_model_filepath = str(partial)
            saving.add_session_config_entry(
                "session.optimized_model_external_initializers_file_name", weights.name
            )
            saving.add_session_config_entry(
                "session.optimized_model_external_initializers_min_size_in_bytes",
                str(MIN_EXTERNAL_BYTES),
            )
            try:
                onnxruntime.InferenceSession(str(model), saving, **session_args)
                _fsync(weights)  # on disk before the copy appears: never a short side file
                _fsync(partial)
                record = {
                    "onnx_bytes": partial.stat().st_size,
                    "weights_bytes": weights.stat().st_size,
                    "weights_sample": sample_digest(weights),
                    "weights_blake2b": whole_digest(weights),
                }
                write_atomically(target.with_suffix(CHECK), json.dumps(record).encode())
                partial.replace(target)  # the copy exists once its weights are complete
            finally:
                partial.unlink(missing_ok=True)
            _remove_stale(model, keep=target)
            return target
        finally:
            unlock(lock)


def _remove_stale(model: Path, *, keep: Path) -> None:
    """Remove ``model``'s other copies (an older model file or ONNX Runtime).  A
    process that maps one keeps reading it (its pages stay until it closes them)."""
    for path in model.parent.glob(f"{glob.escape(model.stem)}{MAPPED}*"):
        if path.stem != keep.stem and path.suffix in (".onnx", ".weights", CHECK, ".tmp"):
            with contextlib.suppress(OSError):
                path.unlink()

"""Which cached ONNX exports a live process reads: the cleanup leaves those.

A cache folder is shared by environments (worktrees, virtual environments): a
newer one's export removes the same model's older exports
(:mod:`.onnx_superseded`), and a process of the older environment that still
runs on one of them would fail at its next session (a new thread count, a new
pool worker).  So each :class:`~.onnx_encoder.OnnxEncoder` holds a *shared*
``flock`` on ``<key>.in-use`` beside the export it runs while it lives
(:func:`hold`; released when the last encoder of the key in the process goes,
or when the process ends), and the remover takes the *exclusive* lock without
waiting (:func:`removable`) and skips a key it cannot lock.  Where ``flock`` is
not available (Windows, a file system without locks) nothing is removed.  A
read-only cache holds nothing (nothing can remove from it either).
"""

from __future__ import annotations

import contextlib
import sys
import threading
import weakref
from pathlib import Path
from typing import IO, Any

IN_USE = ".in-use"
"""Suffix of a key's lock file: ``<key>.in-use``."""

_held: dict[Path, tuple[IO[bytes], int]] = {}  # lock file → (handle, holders)
_lock = threading.Lock()


def lock_path(model: Path) -> Path:
    """The in-use lock file of the export whose model file is ``model`` (``<key>.onnx``,
    or its graph without the padding mask, ``<key>.unpadded.onnx``)."""
    key = model.name.removesuffix(".onnx").removesuffix(".unpadded")
    return model.with_name(f"{key}{IN_USE}")


def hold(owner: object, model: Path) -> None:
    """Hold the shared in-use lock of ``model``'s key while ``owner`` lives.  Best
    effort: where the lock cannot be taken, nothing is held."""
    if sys.platform == "win32":  # pragma: no cover - no flock: nothing is removed there
        return
    import fcntl

    path = lock_path(model)
    with _lock:
        handle, holders = _held.get(path, (None, 0))
        if handle is None:
            try:
                handle = path.open("a+b")
            except OSError:  # a read-only cache
                return
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_SH | fcntl.LOCK_NB)
            except OSError:  # being removed right now, or no locks here
                handle.close()
                return
        _held[path] = (handle, holders + 1)
    weakref.finalize(owner, _release, path)


def _release(path: Path) -> None:
    with _lock:
        handle, holders = _held.get(path, (None, 0))
        if handle is None:
            return
        if holders > 1:
            _held[path] = (handle, holders - 1)
            return
        del _held[path]
        handle.close()  # closing the last descriptor releases the flock


@contextlib.contextmanager
def removable(cache_dir: Path, key: str) -> Any:
    """Yield whether ``key``'s files may be removed now: no process holds its in-use
    lock (the exclusive lock, taken without waiting, is held while the caller
    removes, so no process starts reading it meanwhile); ``False`` without flock."""
    if sys.platform == "win32":  # pragma: no cover
        yield False
        return
    from tapyre_paper_search._fs import try_lock, unlock

    try:
        handle = (cache_dir / f"{key}{IN_USE}").open("a+b")
    except OSError:
        yield False
        return
    try:
        got = try_lock(handle)
        try:
            yield got
        finally:
            if got:
                unlock(handle)
    finally:
        handle.close()

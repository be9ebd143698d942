"""Which model ``auto``'s ingest workers run: int8 only where making it pays.

With ``backend = "auto"`` on a CPU with int8 dot products, the encoder's worker
processes run the verified int8 export (:func:`.onnx_export.int8_cached`).
Making that export costs about as much CPU as encoding
:data:`BUILD_AFTER_TOKENS` tokens in float32 would save, so a first ingest does
not pay it up front:

* when the int8 export is cached, every pool runs it;
* otherwise pools run float32, and once the pools have been given
  :data:`BUILD_AFTER_TOKENS` tokens (counted across processes in the cache
  folder's :data:`QUEUED_FILE`, so many small ingests add up to a build too),
  a background thread at the lowest
  CPU priority makes the int8 export; when it is ready, the running pool
  switches its workers to it before its next input, and later pools start
  with it.  While the workers keep every core busy the build mostly waits, so
  it often ends after the ingest: the process then waits for it as it exits,
  saying so (a CLI ingest past the break-even ends up to half a minute later,
  once per machine); Ctrl-C skips the wait, and a later ingest makes the model
  (the build's work folder is swept then).

This is the rent-or-buy rule: float32 is run until the CPU it spent beyond int8
equals the one-time cost of the int8 build, so an ingest never pays more than
twice the best choice made knowing its size in advance, and a small ingest (the
quickstart, a few PDFs) pays nothing.  The build's contract is that of
:func:`.onnx_quantize.quantize_verified`: no int8 model below cosine 0.995;
should making it fail (or keep float32), the workers stay float32 (with a
warning), and that is recorded in :data:`QUEUED_FILE` so that later processes
do not start the build again.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import logging
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from collections.abc import Callable

    from tapyre_paper_search.embedders.onnx_export import CachedModel

log = logging.getLogger(__name__)

_Entry = int | dict[str, str]
"""An entry of :data:`QUEUED_FILE`: tokens counted, or ``{"no_int8": reason}``."""
_Result = TypeVar("_Result")

BUILD_AFTER_TOKENS = 200_000
"""Tokens given to float32 pools before the int8 export is made: the break-even.
Measured on all-MiniLM-L6-v2, 2 CPUs, load 6: making the int8 export from the
cached float32 one takes 25.6 CPU-seconds (47.8 s wall at ``nice``), and int8
workers save about 0.13 CPU-ms a token (one thread: 36 against 68 CPU-ms a
SciFact abstract of 240 tokens; a whole ingest of 500 abstracts, 165k tokens:
30 against 52 CPU-seconds), so the build pays for itself after about 195,000
tokens, some 600 abstracts or 50 PDFs of 4,000 tokens."""


QUEUED_FILE = "int8-queued.json"
"""Beside ``digests.json`` in the ONNX cache: per float32 export, pooling and int8
recipe, the tokens float32 pools were given so far by every process, or, once a
build did not give int8 weights, ``{"no_int8": reason}`` (no build for that key
again; a new model, ONNX Runtime or quantizer is a new key; delete the entry to
retry).  Written atomically under an advisory lock that is only tried, never
waited for: while another process holds it, this process's tokens are added at
a later input; where the file system has no locks (NFS without a lock daemon,
some FUSE or SMB mounts) or the cache is read-only, the process counts alone,
in memory.  A corrupt file counts from zero."""


@dataclass
class Int8Workers:
    """The model of the ingest workers of one ``auto`` encoder (see the module docs).

    ``fallback`` is the cached float32 export, which workers run until the int8
    export is cached; ``build_after``: see :data:`BUILD_AFTER_TOKENS`.
    """

    folder: Path
    cache: Path
    pooling: str
    fallback: CachedModel = field(repr=False)
    build_after: int = field(default_factory=lambda: BUILD_AFTER_TOKENS)
    queued_tokens: int = 0
    no_int8: str | None = field(default=None, init=False)
    """Why this model gets no int8 export (a build failed or kept float32), once known."""
    _unsaved: int = field(default=0, init=False, repr=False)
    _counts_in_file: bool = field(default=True, init=False, repr=False)
    _saving: bool = field(default=False, init=False, repr=False)
    _made: CachedModel | None = field(default=None, init=False, repr=False)
    _thread: threading.Thread | None = field(default=None, init=False, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)

    def current(self) -> tuple[Path, str]:
        """Path and variant a pool starting now runs: int8 when cached, else float32."""
        chosen = self._made or self._find() or self.fallback
        return chosen.path, chosen.weights

    def queued(self, tokens: int) -> tuple[Path, str] | None:
        """Count ``tokens`` given to a float32 pool; start the int8 build once enough
        were; the int8 model (path, variant) once it is ready, else ``None``.

        Never waits for another thread or process: the file is written outside the
        thread lock, by one thread at a time, under a file lock only tried."""
        with self._lock:
            self.queued_tokens += tokens
            made = self._made
            if made is not None or self._thread is not None or self.no_int8 is not None:
                return (made.path, made.weights) if made is not None else None
            self._unsaved += tokens
            saving = self._counts_in_file and not self._saving
            adding = self._unsaved if saving else 0
            if saving:
                self._saving, self._unsaved = True, 0
            counted = self.queued_tokens
        if saving:
            saved: int | str | None = None
            try:
                saved = self._save_queued(adding)
            finally:
                with self._lock:
                    self._saving = False
                    if saved is None:  # not written: added at a later input
                        self._unsaved += adding
            if isinstance(saved, str):
                log.info("hf: no int8 model for the ingest workers (%s); they run float32", saved)
                self.no_int8 = saved
                return None
            # with the tokens of earlier processes (many small ingests add up)
            counted = max(counted, saved or 0)
        with self._lock:
            if self._made is None and self._thread is None and counted >= self.build_after:
                # a daemon, so that a second Ctrl-C ends the process at once; a process
                # that exits otherwise waits for it (_finish: the cores are free by then),
                # so a build that was paid for is not thrown away
                self._thread = threading.Thread(
                    target=self._build, name="tapyre-int8-build", daemon=True
                )
                self._thread.start()
                atexit.register(self._finish)
        return None

    @property
    def building(self) -> bool:
        """Whether the int8 build was started (it may have finished)."""
        return self._thread is not None

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for a started build (tests, benchmarks); whether none is running now."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True

    def _finish(self) -> None:
        """At exit: wait for a running build, saying so; Ctrl-C skips the wait."""
        thread = self._thread
        if thread is None or not thread.is_alive():
            return
        log.warning("hf: finishing the int8 model for later ingests (once; Ctrl-C skips it)")
        try:
            thread.join()
        except KeyboardInterrupt:
            log.warning("hf: the int8 model was not finished; a later large ingest makes it")

    @property
    def _queued_key(self) -> str:
        from tapyre_paper_search.embedders.onnx_export import INT8_VERSION

        return f"{self.fallback.path.stem}:{self.pooling}:q{INT8_VERSION}"

    def _save_queued(self, adding: int) -> int | str | None:
        """Add ``adding`` tokens to this model's count in :data:`QUEUED_FILE`: the count
        there now, the reason recorded there that it gets no int8, or ``None`` when
        not written (the lock is held; without locks or writes, never again)."""

        def add(entries: dict[str, _Entry]) -> int | str:
            entry = entries.get(self._queued_key, 0)
            if isinstance(entry, dict):
                return entry["no_int8"]
            entries[self._queued_key] = entry + adding
            return entry + adding

        try:
            return self._update_entries(add, wait=False)  # held: another process writes
        except OSError as exc:  # no locks, a read-only cache: this process counts alone
            self._counts_in_file = False
            log.debug("hf: cannot count the int8 build's tokens in %s (%s)", self.cache, exc)
            return None

    def _record(self, no_int8: str | None) -> None:
        """The build's outcome in :data:`QUEUED_FILE`: this model's count dropped, and
        with ``no_int8`` that reason kept instead (no later process builds again)."""

        def outcome(entries: dict[str, _Entry]) -> bool:
            entries.pop(self._queued_key, None)
            if no_int8 is not None:
                entries[self._queued_key] = {"no_int8": no_int8}
            return True

        if not self._counts_in_file:
            return
        try:
            # this thread may wait for the lock: it holds no other lock
            if self._update_entries(outcome, wait=True) is None:
                raise OSError("it stays locked")
        except OSError as exc:
            log.warning(
                "hf: cannot record the int8 build's outcome in %s (%s)",
                self.cache / QUEUED_FILE,
                exc,
            )

    def _update_entries(
        self, change: Callable[[dict[str, _Entry]], _Result], *, wait: bool
    ) -> _Result | None:
        """Under the lock of :data:`QUEUED_FILE`: its entries read, given to ``change``
        (which changes them in place and returns what this returns) and written back
        if changed.  ``None`` when the lock is held by another (``wait``: still held
        after :func:`~tapyre_paper_search._fs.take_lock`'s patience; without
        ``wait`` a file system without locks raises instead).

        :raises OSError: the lock or the file cannot be opened or written.
        """
        from tapyre_paper_search._fs import take_lock, try_lock, unlock, write_atomically

        path = self.cache / QUEUED_FILE
        with (self.cache / f".{QUEUED_FILE}.lock").open("a+b") as lock:
            if not (take_lock(lock) if wait else try_lock(lock, strict=True)):
                return None
            try:
                entries = _read_entries(path)
                before = dict(entries)
                result = change(entries)
                if entries != before:
                    write_atomically(path, json.dumps(entries, sort_keys=True).encode())
            finally:
                unlock(lock)
        return result

    def _find(self) -> CachedModel | None:
        from tapyre_paper_search.embedders import onnx_export

        try:
            return onnx_export.find_cached(
                self.folder, "int8", self.cache, pooling=self.pooling, repair=True
            )
        except Exception as exc:  # an unreadable manifest: float32 it is
            log.warning("hf: cannot read the cached int8 model (%s); workers run float32", exc)
            return None

    def _build(self) -> None:
        from tapyre_paper_search.embedders import onnx_export

        with contextlib.suppress(OSError, AttributeError):  # Linux: this thread only
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
        try:
            made = onnx_export.int8_cached(self.folder, self.cache, pooling=self.pooling)
        except Exception as exc:  # only a speed-up: the ingest goes on in float32
            made, failure = None, f"the int8 build failed: {type(exc).__name__}: {exc}"
        else:
            failure = (
                "the float32 export is not cached"
                if made is None
                else "int8 weights moved the vectors too far (kept float32)"
            )
        if made is not None and made.weights == "int8":
            log.info("hf: the ingest workers switch to the int8 model %s", made.path.name)
            self._made = made
            self._record(None)
            return
        log.warning(
            "hf: no int8 model for the ingest workers (%s); they run float32, and later "
            "ingests do not try again (delete %s in %s to retry)",
            failure,
            QUEUED_FILE,
            self.cache,
        )
        self.no_int8 = failure
        self._record(failure)


def _read_entries(path: Path) -> dict[str, _Entry]:
    """The entries of :data:`QUEUED_FILE`; empty when it is missing or not what it should be."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    entries: dict[str, _Entry] = {}
    for key, value in data.items():
        if isinstance(value, int) and value >= 0:
            entries[str(key)] = value
        elif isinstance(value, dict) and isinstance(value.get("no_int8"), str):
            entries[str(key)] = {"no_int8": value["no_int8"]}
    return entries

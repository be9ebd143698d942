"""Words' vectors by one encoder, kept in a file between processes and runs.

The term bridge (:mod:`~tapyre_paper_search.search.term_bridge`) compares a
query's words with the collection's words in the dense embedder's space; the
collection's words are encoded once, mostly while papers are ingested
(:mod:`~tapyre_paper_search.pipeline.vocabulary`), and kept here:
``<data_dir>/term-vectors/<key>.npz`` with the key from the encoder's name
(:func:`cache_path`), an ``.npz`` of ``words`` (strings) and ``vectors``
(float32, one row a word).

The file is written whole through a temporary file of the writer's own
(:func:`~tapyre_paper_search._fs.write_atomically`), after reading what another
writer saved meanwhile (the union is written), so a reader sees one writer's
complete file; writers of every process take an advisory lock on ``.<key>.npz.lock``
for that read-union-write, so none loses another's words (a lock not had within
:data:`LOCK_PATIENCE_S` is written without); a folder that cannot be written only
loses the cache. A file that cannot be read, or whose words and vectors do not match
each other or the encoder's width, counts as empty (reported once) and is written
again on the next save. :meth:`WordVectors.changed` says whether another writer
replaced the file since it was last read here, and :attr:`WordVectors.generation`
counts the other writers' files read here (a server's bridge reads the collection
again when either moved: papers ingested meanwhile join). Thread-safe.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import logging
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from tapyre_paper_search._fs import take_lock, unlock, write_atomically

if TYPE_CHECKING:
    from tapyre import DenseEmbedder

__all__ = ["BATCH", "LOCK_PATIENCE_S", "WordVectors", "cache_path"]

BATCH = 256
"""Words per encoder call."""
FOLDER = "term-vectors"
"""The cache's folder in the data folder."""
LOCK_PATIENCE_S = 30.0
"""How long a save waits for another process's save (a large file takes about a second)."""

logger = logging.getLogger(__name__)

_Stamp = tuple[int, int, int] | None


def cache_path(data_dir: Path, encoder_name: str) -> Path:
    """The word-vector file of the encoder named ``encoder_name`` in ``data_dir``
    (vectors of one encoder only: the file is named after it)."""
    key = hashlib.sha1(encoder_name.encode()).hexdigest()[:12]
    return data_dir / FOLDER / f"{key}.npz"


def _stamp(path: Path) -> _Stamp:
    try:
        found = path.stat()
    except OSError:
        return None
    return (found.st_mtime_ns, found.st_size, found.st_ino)


class WordVectors:
    """The vectors of words by one encoder of width ``dimension``, kept in ``path``
    (``None``: in memory only).  Vectors are stored as the encoder gives them."""

    def __init__(self, path: Path | None, dimension: int) -> None:
        self.path = path
        self.dimension = dimension
        self._known: dict[str, np.ndarray] = {}
        self._stamp: _Stamp = None
        self._read_once = False
        self._unsaved = 0
        self._generation = 0
        self._reported = False
        self._lock = threading.RLock()

    @property
    def unsaved(self) -> int:
        """Words added since the last :meth:`save`."""
        return self._unsaved

    @property
    def generation(self) -> int:
        """How many times a file another writer saved was read here (its words taken):
        a reader that noted it before reading the collection knows whether it missed
        one, even one read by a :meth:`save` of its own."""
        return self._generation

    def known(self) -> dict[str, np.ndarray]:
        """Every word's vector: those added here and the file's (read on first use and
        again whenever another writer replaced it).  A copy of the mapping."""
        with self._lock:
            self._refresh()
            return dict(self._known)

    def changed(self) -> bool:
        """Whether the file was replaced since it was last read or written here."""
        return self.path is not None and self._read_once and _stamp(self.path) != self._stamp

    def get(self, words: Sequence[str]) -> dict[str, np.ndarray]:
        """The vectors of those of ``words`` that have one (the file is not read again)."""
        with self._lock:
            return {w: self._known[w] for w in words if w in self._known}

    def missing(self, words: Sequence[str]) -> list[str]:
        """The words of ``words`` without a vector, in order, once each."""
        with self._lock:
            self._refresh()
            return [w for w in dict.fromkeys(words) if w not in self._known]

    def encode(self, encoder: DenseEmbedder, words: Sequence[str]) -> int:
        """Encode those of ``words`` without a vector (query prefix, :data:`BATCH` a
        call); how many were encoded.  Not saved: see :meth:`save`."""
        todo = self.missing(words)
        for start in range(0, len(todo), BATCH):
            part = todo[start : start + BATCH]
            found = np.asarray(encoder.embed_queries(part), dtype=np.float32)
            self.add(part, found)
        return len(todo)

    def add(self, words: Sequence[str], vectors: np.ndarray) -> None:
        """Keep ``vectors`` (one row per word) for ``words``."""
        with self._lock:
            for word, row in zip(words, vectors, strict=True):
                if word not in self._known:
                    self._unsaved += 1
                self._known[word] = row

    def matrix(self, words: Sequence[str]) -> np.ndarray:
        """The vectors of ``words``, one row each (every word must have one)."""
        with self._lock:
            self._refresh()
            rows = np.empty((len(words), self.dimension), dtype=np.float32)
            for row, word in enumerate(words):
                rows[row] = self._known[word]
            return rows

    def save(self, *, force: bool = False) -> None:
        """Write every word's vector to the file (with what another writer saved
        meanwhile) when some were added since the last save, or with ``force`` anyway
        (readers then see a change).  Under the file's lock (see the module docs)."""
        with self._lock:
            if self.path is None or not (self._unsaved or force):
                return
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                handle = self.path.with_name(f".{self.path.name}.lock").open("a+b")
            except OSError:  # a folder that cannot be written only loses the cache
                return
            with handle:
                locked = take_lock(handle, LOCK_PATIENCE_S)
                try:
                    self._write()
                finally:
                    if locked:
                        unlock(handle)

    def _write(self) -> None:
        """Read what another writer saved, write the union (the caller holds both locks)."""
        assert self.path is not None
        self._refresh()
        names = sorted(self._known)
        vectors = np.empty((len(names), self.dimension), dtype=np.float32)
        for row, name in enumerate(names):
            vectors[row] = self._known[name]
        payload = io.BytesIO()
        np.savez(payload, words=np.array(names, dtype=str), vectors=vectors)
        with contextlib.suppress(OSError):
            write_atomically(self.path, payload.getvalue())
        self._stamp = _stamp(self.path)
        self._unsaved = 0

    def _refresh(self) -> None:
        """Read the file when it was not read yet or was replaced (the caller holds
        the lock); words added here and not in it are kept."""
        if self.path is None:
            return
        stamp = _stamp(self.path)
        if self._read_once and stamp == self._stamp:
            return
        self._read_once, self._stamp = True, stamp
        if stamp is None:
            return
        self._generation += 1
        for word, row in self._read().items():
            self._known.setdefault(word, row)

    def _read(self) -> dict[str, np.ndarray]:
        assert self.path is not None
        try:
            with np.load(self.path, allow_pickle=False) as stored:
                words, vectors = stored["words"], stored["vectors"]
                if words.ndim != 1 or vectors.shape != (len(words), self.dimension):
                    raise ValueError(
                        f"{len(words)} words but vectors of shape {vectors.shape} "
                        f"(the encoder gives {self.dimension})"
                    )
                return dict(zip(words.tolist(), vectors.astype(np.float32), strict=True))
        except Exception as error:  # any damaged file: BadZipFile, EOFError, ValueError...
            if not self._reported:
                self._reported = True
                logger.warning(
                    "term bridge: ignoring the word-vector cache %s (%s: %s); its words "
                    "are encoded again and the file is rewritten",
                    self.path,
                    type(error).__name__,
                    error,
                )
            self._unsaved += 1  # the damaged file is written again on the next save
            return {}

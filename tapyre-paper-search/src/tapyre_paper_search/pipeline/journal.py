"""The in-flight journal: which papers may have vectors that SQL does not know yet.

Vectors are written before the SQL transaction that marks a paper done, so a
crash between the two leaves vectors of a paper that is not (or not in that
version) stored.  Before writing a batch's vectors the pipeline appends the
batch's paper ids here and forces them to disk; once every paper of the batch
is settled in SQL and its stale vectors are gone it appends an end mark.  On
the next start, papers of batches without an end mark are reconciled and the
journal is emptied.  Reconciling only those papers keeps start-up cheap however
large the collection is.

The journal's lock also keeps two ingestion runs off the same stores.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import IO, Any

from tapyre_paper_search._fs import try_lock, unlock
from tapyre_paper_search.errors import StoreError


class IngestJournal:
    """An append-only file of ``{"begin": n, "papers": [...]}`` / ``{"end": n}`` lines."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: IO[str] | None = None
        self._lock: IO[bytes] | None = None

    def open(self) -> list[str]:
        """Lock the journal and return the paper ids of unfinished batches.

        :raises StoreError: another ingestion holds the lock.
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock_path = self.path.with_name(self.path.name + ".lock")
        self._lock = lock_path.open("ab")
        if not try_lock(self._lock):
            self._lock.close()
            self._lock = None
            raise StoreError(
                f"another ingestion is running on these stores (lock held on {lock_path}).",
                hint="Wait for it to finish, or stop it first.",
            )
        pending = self._unfinished()
        self._file = self.path.open("a", encoding="utf-8")
        return pending

    def unfinished(self) -> list[str]:
        """The paper ids of batches begun and not ended, as the journal holds them now."""
        if self._file is not None:
            self._file.flush()
        return self._unfinished()

    def _unfinished(self) -> list[str]:
        if not self.path.exists():
            return []
        begun: dict[str, list[str]] = {}
        with self.path.open(encoding="utf-8") as lines:
            for line in lines:
                try:
                    entry: dict[str, Any] = json.loads(line)
                except json.JSONDecodeError:
                    continue  # a line torn by the crash: its batch never began writing vectors
                if "begin" in entry:
                    begun[str(entry["begin"])] = [str(p) for p in entry.get("papers", [])]
                elif "end" in entry:
                    begun.pop(str(entry["end"]), None)
        papers: dict[str, None] = {}
        for ids in begun.values():
            papers.update(dict.fromkeys(ids))
        return list(papers)

    def begin(self, batch: int | str, paper_ids: list[str]) -> None:
        """Record (durably) that vectors of ``paper_ids`` are about to be written."""
        self._append({"begin": batch, "papers": paper_ids}, sync=True)

    def end(self, batch: int | str) -> None:
        """Every paper of ``batch`` is settled; no need to force this to disk."""
        self._append({"end": batch}, sync=False)

    def clear(self) -> None:
        """Forget everything: called once all recorded papers are reconciled or settled."""
        if self._file is not None:
            self._file.close()
        # Truncate in place: the lock lives on another file, so this is safe.
        self._file = self.path.open("w", encoding="utf-8")
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None
        if self._lock is not None:
            unlock(self._lock)
            self._lock.close()
            self._lock = None

    def _append(self, entry: dict[str, Any], *, sync: bool) -> None:
        if self._file is None:
            raise RuntimeError("journal is not open")
        self._file.write(json.dumps(entry) + "\n")
        self._file.flush()
        if sync:
            os.fsync(self._file.fileno())

    def __enter__(self) -> IngestJournal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

"""The int8 rent-or-buy count in the ONNX cache (``int8-queued.json``): it never
makes an embedding batch wait for a file lock, it counts in memory where the file
system has no locks, and a build that gave no int8 weights is recorded so that
later processes do not start it again."""

from __future__ import annotations

import errno
import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from tapyre_paper_search import _fs
from tapyre_paper_search.embedders import onnx_export
from tapyre_paper_search.embedders.int8_workers import QUEUED_FILE, Int8Workers


def _process(cache: Path, build_after: int = 10**9) -> Int8Workers:
    """A new process's counter for one float32 export (no model needed to count)."""
    fallback: Any = SimpleNamespace(path=cache / "abc.onnx", weights="fp32")
    return Int8Workers(cache, cache, "mean", fallback, build_after=build_after)


def _entries(cache: Path) -> dict[str, Any]:
    return dict(json.loads((cache / QUEUED_FILE).read_text()))


def test_without_file_locks_the_count_stays_in_memory_and_nothing_waits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fcntl = pytest.importorskip("fcntl")  # the POSIX lock; Windows locks otherwise
    tries: list[int] = []
    real = fcntl.flock

    def no_locks(fd: int, operation: int) -> None:
        if operation & fcntl.LOCK_EX:
            tries.append(operation)
            raise OSError(errno.ENOLCK, "No locks available")
        real(fd, operation)

    monkeypatch.setattr(fcntl, "flock", no_locks)
    workers = _process(tmp_path, build_after=5000)
    monkeypatch.setattr(workers, "_build", lambda: None)
    for _ in range(4):
        assert workers.queued(1000) is None
    assert len(tries) == 1  # told once that there are no locks; never tried again
    assert not (tmp_path / QUEUED_FILE).exists() and workers.queued_tokens == 4000
    workers.queued(1000)  # this process's own tokens still reach the break-even
    assert workers.building


def test_a_held_lock_is_tried_once_per_input_and_the_tokens_are_added_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tries: list[bool] = []

    def held(handle: Any, *, strict: bool = False) -> bool:
        tries.append(strict)
        return False

    workers = _process(tmp_path)
    workers.queued(100)
    with monkeypatch.context() as patched:
        patched.setattr(_fs, "try_lock", held)
        for _ in range(3):
            workers.queued(100)
    assert tries == [True] * 3  # one try an input, no waiting for the holder
    workers.queued(100)  # the lock is free again: the held-back tokens are added
    assert list(_entries(tmp_path).values()) == [500]


@pytest.mark.parametrize("outcome", ["fails", "keeps float32"])
def test_a_build_without_int8_weights_is_recorded_and_not_started_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, outcome: str
) -> None:
    calls: list[str] = []

    def int8_cached(folder: Path, cache: Path, *, pooling: str) -> Any:
        calls.append(pooling)
        if outcome == "fails":
            raise OSError("no space left on device (test)")
        return SimpleNamespace(path=cache / "abc-int8.onnx", weights="fp32")

    monkeypatch.setattr(onnx_export, "int8_cached", int8_cached)
    first = _process(tmp_path, build_after=1000)
    first.queued(1500)
    assert first.building and first.wait(10) and calls == ["mean"]
    assert first.no_int8 is not None
    (entry,) = _entries(tmp_path).values()
    assert entry == {"no_int8": first.no_int8}  # the count is gone, the reason kept

    later = _process(tmp_path, build_after=1000)  # a later process, a small ingest
    assert later.queued(10) is None and later.queued(5000) is None
    assert not later.building and later.no_int8 == first.no_int8 and calls == ["mean"]
    assert _entries(tmp_path) == {next(iter(_entries(tmp_path))): entry}  # no growth


def test_a_made_int8_export_clears_the_count(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made = SimpleNamespace(path=tmp_path / "abc-int8.onnx", weights="int8")
    monkeypatch.setattr(onnx_export, "int8_cached", lambda *a, **k: made)
    workers = _process(tmp_path, build_after=1000)
    workers.queued(1500)
    assert workers.wait(10) and workers.queued(10) == (made.path, "int8")
    assert _entries(tmp_path) == {}
